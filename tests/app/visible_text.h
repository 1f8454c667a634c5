// What a person reads in a window, and which of it is still English (docs/translating.md): the
// texts, titles, placeholders and tooltips of every visible widget and of its menus' actions,
// checked against the English sources of every catalogue (translations/*_it.ts and po/*/it.po, or
// the Spanish ones while the app speaks Spanish). A shown text that matches an English source whose
// translation differs from it is a string left
// untranslated — unmarked, in the wrong context, or not retranslated after a language change.
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QTextStream>
#include <QWidget>
#include <QXmlStreamReader>
#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "language.h"

namespace vb::app::test {

struct ShownText {
  QString text;
  QString where;  // the widget's class and object name, for the failure message
};

// Every text of `root` and its visible children a person can read, tooltips included.
inline QList<ShownText> shownTexts(const QWidget* root) {
  QList<ShownText> out;
  auto add = [&out](const QString& text, const QObject* from, const char* what) {
    const QString plain = QString(text).remove(QLatin1Char('&')).trimmed();
    if (plain.isEmpty()) return;
    out.append({plain, QStringLiteral("%1 '%2' %3")
                           .arg(QString::fromLatin1(from->metaObject()->className()), from->objectName(),
                                QString::fromLatin1(what))});
  };
  std::function<void(const QMenu*)> menu = [&](const QMenu* m) {
    add(m->title(), m, "title");
    for (const QAction* a : m->actions()) {
      if (!a->isVisible() || a->isSeparator()) continue;
      add(a->text(), a, "text");
      add(a->toolTip() != QString(a->text()).remove(QLatin1Char('&')) ? a->toolTip() : QString(), a,
          "tooltip");
      if (a->menu() != nullptr) menu(a->menu());
    }
  };
  QList<const QWidget*> widgets{root};
  for (QWidget* w : root->findChildren<QWidget*>()) widgets.append(w);
  for (const QWidget* w : widgets) {
    if (w != root && !w->isVisibleTo(root)) continue;
    if (w->isWindow()) add(w->windowTitle(), w, "title");
    add(w->toolTip(), w, "tooltip");
    if (const auto* l = qobject_cast<const QLabel*>(w)) add(l->text(), w, "text");
    if (const auto* b = qobject_cast<const QAbstractButton*>(w)) add(b->text(), w, "text");
    if (const auto* g = qobject_cast<const QGroupBox*>(w)) add(g->title(), w, "title");
    if (const auto* e = qobject_cast<const QLineEdit*>(w)) add(e->placeholderText(), w, "placeholder");
    if (const auto* c = qobject_cast<const QComboBox*>(w))
      for (int i = 0; i < c->count(); ++i) add(c->itemText(i), w, "item");
    if (const auto* t = qobject_cast<const QTabBar*>(w))
      for (int i = 0; i < t->count(); ++i) add(t->tabText(i), w, "tab");
    if (const auto* bar = qobject_cast<const QMenuBar*>(w))
      for (const QAction* a : bar->actions())
        if (a->menu() != nullptr) menu(a->menu());
    for (const QAction* a : w->actions())
      if (a->isVisible() && !a->text().isEmpty() && qobject_cast<const QMenu*>(w) == nullptr)
        add(a->text(), a, "text");
  }
  return out;
}

namespace detail {

// The English text of a catalogue entry as a pattern: its placeholders (%1, %L1, %n, {1}) match
// anything. Entries with fewer than four letters outside placeholders are left out (too short to
// tell English from Italian: "OK", "%1 s").
inline std::optional<QRegularExpression> patternOf(const QString& english) {
  static const QRegularExpression placeholder(QStringLiteral(R"(%L?\d+|%n|\{\d\})"));
  QString letters = english;
  letters.remove(placeholder);
  if (letters.count(QRegularExpression(QStringLiteral("[A-Za-z]"))) < 4) return std::nullopt;
  QString pattern;
  qsizetype at = 0;
  for (QRegularExpressionMatchIterator it = placeholder.globalMatch(english); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    pattern += QRegularExpression::escape(english.mid(at, m.capturedStart() - at)) + QStringLiteral(".*");
    at = m.capturedEnd();
  }
  pattern += QRegularExpression::escape(english.mid(at));
  return QRegularExpression(QRegularExpression::anchoredPattern(pattern),
                            QRegularExpression::DotMatchesEverythingOption);
}

inline QString poUnquote(QString line) {
  line = line.trimmed();
  if (line.size() < 2) return {};
  line = line.mid(1, line.size() - 2);
  return line.replace(QStringLiteral("\\n"), QStringLiteral("\n"))
      .replace(QStringLiteral("\\\""), QStringLiteral("\""))
      .replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
}

// The English of every .ts message whose translation differs from it.
inline void readTs(const QString& path, QStringList& into, QSet<QString>* translations = nullptr) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return;
  QXmlStreamReader xml(&file);
  QString source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("source")) source = xml.readElementText();
    if (xml.name() == QLatin1String("translation")) {
      const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (translation != source) into.append(source);
      if (translations != nullptr)
        translations->insert(QString(translation).remove(QLatin1Char('&')).trimmed());
    }
  }
}

// The English of every entry of a .po file whose translation differs from it.
inline void readPo(const QString& path, QStringList& into, QSet<QString>* translations = nullptr) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return;
  QTextStream in(&file);
  QString id;
  QString plural;
  QString str;
  QString* current = nullptr;
  auto flush = [&] {
    if (!id.isEmpty() && str != id) into.append(id);
    if (translations != nullptr && !str.isEmpty()) translations->insert(str.trimmed());
    if (!plural.isEmpty()) into.append(plural);
    id.clear();
    plural.clear();
    str.clear();
    current = nullptr;
  };
  while (!in.atEnd()) {
    const QString line = in.readLine();
    if (line.startsWith(QLatin1String("msgid_plural"))) {
      plural = poUnquote(line.mid(12));
      current = &plural;
    } else if (line.startsWith(QLatin1String("msgid"))) {
      flush();
      id = poUnquote(line.mid(5));
      current = &id;
    } else if (line.startsWith(QLatin1String("msgstr"))) {
      const qsizetype space = line.indexOf(QLatin1Char(' '));
      const bool first =
          !line.startsWith(QLatin1String("msgstr[")) || line.startsWith(QLatin1String("msgstr[0]"));
      if (first) {
        str = poUnquote(line.mid(space + 1));
        current = &str;
      } else {
        current = nullptr;
      }
    } else if (line.startsWith(QLatin1Char('"')) && current != nullptr) {
      *current += poUnquote(line);
    } else if (!line.startsWith(QLatin1Char('"'))) {
      current = nullptr;
    }
  }
  flush();
}

}  // namespace detail

// Every translation of every catalogue in `language`: a shown text that is one of them is no English
// left behind even when it reads like an English source ("Banana" is a seat colour in Italian too).
inline const QSet<QString>& allTranslations(const QString& sourceDir, const QString& language) {
  static std::map<QString, QSet<QString>> cache;
  const QString key = sourceDir + QLatin1Char('|') + language;
  if (const auto found = cache.find(key); found != cache.end()) return found->second;
  QSet<QString>& set = cache[key];
  QStringList ignored;
  const QDir root(sourceDir);
  for (const QFileInfo& f : QDir(root.filePath(QStringLiteral("translations")))
                                .entryInfoList({QStringLiteral("*_%1.ts").arg(language)}))
    detail::readTs(f.filePath(), ignored, &set);
  for (const QFileInfo& d :
       QDir(root.filePath(QStringLiteral("po"))).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
    detail::readPo(QDir(d.filePath()).filePath(language + QStringLiteral(".po")), ignored, &set);
  return set;
}

// The English of every catalogue entry (the app's .ts, the engine's .po) whose Italian differs; with
// `catalogues`, only of those named: an app part ("app" for translations/app_it.ts) or an engine
// domain ("core" for po/core/it.po). `language` is the catalogues' ("it" or "es").
inline const std::vector<std::pair<QString, QRegularExpression>>& englishSources(
    const QString& sourceDir, const QStringList& catalogues = {},
    const QString& language = QStringLiteral("it")) {
  static std::map<QString, std::vector<std::pair<QString, QRegularExpression>>> cache;
  const QString key =
      sourceDir + QLatin1Char('|') + catalogues.join(QLatin1Char(',')) + QLatin1Char('|') + language;
  if (const auto found = cache.find(key); found != cache.end()) return found->second;
  const auto wanted = [&catalogues](const QString& name) {
    return catalogues.isEmpty() || catalogues.contains(name);
  };
  std::vector<std::pair<QString, QRegularExpression>>& patterns = cache[key];
  {
    QStringList english;
    const QDir root(sourceDir);
    for (const QFileInfo& f : QDir(root.filePath(QStringLiteral("translations")))
                                  .entryInfoList({QStringLiteral("*_%1.ts").arg(language)}))
      if (wanted(f.completeBaseName().chopped(language.size() + 1))) detail::readTs(f.filePath(), english);
    for (const QFileInfo& d :
         QDir(root.filePath(QStringLiteral("po"))).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
      if (wanted(d.fileName()))
        detail::readPo(QDir(d.filePath()).filePath(language + QStringLiteral(".po")), english);
    english.removeDuplicates();
    for (const QString& e : english)
      if (std::optional<QRegularExpression> p = detail::patternOf(e)) patterns.emplace_back(e, *p);
  }
  return patterns;
}

// The shown texts of `root` that are still English, as "TEXT (where; English source 'S')"; with
// `catalogues`, only the English of those catalogues (englishSources). Spoken in Spanish, the check
// reads the Spanish catalogues (a word both languages share, "Total", is no English left behind);
// else the Italian ones.
inline QStringList untranslated(const QWidget* root, const QString& sourceDir,
                                const QStringList& catalogues = {}) {
  const QString language =
      currentLanguage() == QLatin1String("es") ? QStringLiteral("es") : QStringLiteral("it");
  QStringList found;
  for (const ShownText& shown : shownTexts(root)) {
    if (allTranslations(sourceDir, language).contains(shown.text)) continue;
    for (const auto& [english, pattern] : englishSources(sourceDir, catalogues, language)) {
      if (pattern.match(shown.text).hasMatch()) {
        found << QStringLiteral("'%1' (%2; English '%3')").arg(shown.text, shown.where, english);
        break;
      }
    }
  }
  return found;
}

}  // namespace vb::app::test
