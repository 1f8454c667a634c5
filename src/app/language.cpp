#include "language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>
#include <vector>

#include "veggiebox/core/text.h"

namespace vb::app {

namespace {

QString& current() {
  static QString code = QStringLiteral("en");
  return code;
}

std::vector<std::unique_ptr<QTranslator>>& installed() {
  static std::vector<std::unique_ptr<QTranslator>> translators;
  return translators;
}

}  // namespace

QStringList appLanguages() {
  QStringList codes;
  for (const std::string& code : vb::languages()) codes << QString::fromStdString(code);
  return codes;
}

QString languageName(const QString& code) {
  if (code == QLatin1String("it")) return QStringLiteral("Italiano");
  if (code == QLatin1String("es")) return QStringLiteral("Español");
  return QStringLiteral("English");
}

QString systemLanguage() {
  // The engine reads the environment as gettext does (LANGUAGE, LC_ALL, LC_MESSAGES, LANG); Qt's
  // system locale covers desktops that set none of them.
  QString fromEnvironment = QString::fromStdString(vb::languageFromEnvironment());
  if (fromEnvironment != QLatin1String("en")) return fromEnvironment;
  const QString fromLocale = QString::fromStdString(vb::languageOf(QLocale::system().name().toStdString()));
  return fromLocale.isEmpty() ? QStringLiteral("en") : fromLocale;
}

QString chooseLanguage(const QString& requested, const QString& preferred) {
  if (!requested.isEmpty()) return requested;
  if (!preferred.isEmpty()) return preferred;
  return systemLanguage();
}

void applyLanguage(const QString& code) {
  QString lang = QString::fromStdString(vb::languageOf(code.toStdString()));
  if (lang.isEmpty()) lang = QStringLiteral("en");
  bool changed = !installed().empty();
  for (const std::unique_ptr<QTranslator>& t : installed()) QCoreApplication::removeTranslator(t.get());
  installed().clear();
  vb::setLanguage(lang.toStdString());
  QLocale::setDefault(QLocale(lang == QLatin1String("en") ? QStringLiteral("en_GB") : lang));
  current() = lang;
  if (lang != QLatin1String("en")) {
    auto load = [&changed](const QString& file, const QString& dir) {
      auto t = std::make_unique<QTranslator>();
      if (t->load(file, dir)) {
        QCoreApplication::installTranslator(t.get());
        installed().push_back(std::move(t));
        changed = true;
      }
    };
    // Qt's own strings (the standard buttons of dialogs), when the system has Qt's translations.
    load(QStringLiteral("qtbase_") + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    for (const QString& part : {QStringLiteral("app"), QStringLiteral("tables"), QStringLiteral("lab_learn")})
      load(part + QLatin1Char('_') + lang, QStringLiteral(":/i18n"));
  }
  // With no translator installed or removed (English to English, or a catalogue missing) Qt sends
  // no LanguageChange; the windows still need to hear that the engine's language changed.
  if (!changed && QCoreApplication::instance() != nullptr) {
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
  }
}

QString currentLanguage() { return current(); }

}  // namespace vb::app
