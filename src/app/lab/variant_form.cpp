#include "variant_form.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <limits>
#include <map>
#include <memory>

#include "veggiebox/core/error.h"
#include "veggiebox/core/json_input.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

// "all_crops_bonus" -> "All crops bonus"
QString ruleWords(const std::string& key) {
  QString words = fromStd(key);
  words.replace(QLatin1Char('_'), QLatin1Char(' '));
  if (!words.isEmpty()) words[0] = words[0].toUpper();
  // "Penalty a" is the rulebook's "penalty A" (docs/rules/vegetables.md#the-penalty).
  if (words.size() > 2 && words[words.size() - 2] == QLatin1Char(' '))
    words[words.size() - 1] = words[words.size() - 1].toUpper();
  return words;
}

// A rule's name in the current language: the rules of the three games (Game::rules()) are in the
// catalogue; a rule not listed here shows its key in words.
QString ruleName(const std::string& key) {
  static const std::map<std::string, const char*> names = {
      {"all_crops_bonus", QT_TRANSLATE_NOOP("vb::app::VariantForm", "All crops bonus")},
      {"starting_hand", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Starting hand")},
      {"cards_per_crop", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Cards per crop")},
      {"harvest_size", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Harvest size")},
      {"fence_tokens", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Fence tokens")},
      {"line_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Line points")},
      {"colour_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Colour points")},
      {"jolly_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Jolly points")},
      {"closing_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Closing points")},
      {"penalty_a", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Penalty A")},
      {"refill_to", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Refill to")},
      {"mouse_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Mouse points")},
      {"crate_points", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Crate points")},
      {"stall_cards", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Stall cards")},
      {"market_size", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Market size")},
      {"deck", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Deck")},
      {"power_carrot", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power carrot")},
      {"power_cabbage", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power cabbage")},
      {"power_peas", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power peas")},
      {"power_pepper", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power pepper")},
      {"power_potato", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power potato")},
      {"power_tomato", QT_TRANSLATE_NOOP("vb::app::VariantForm", "Power tomato")}};
  const auto it = names.find(key);
  return it != names.end() ? VariantForm::tr(it->second) : ruleWords(key);
}

int clampToInt(std::int64_t v) {
  return static_cast<int>(
      std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

}  // namespace

VariantForm::VariantForm(QWidget* parent) : QWidget(parent) {
  form_ = new QFormLayout(this);
  form_->setContentsMargins(0, 0, 0, 0);
  form_->setVerticalSpacing(4);
  file_ = new QPushButton(this);
  file_->setObjectName(QStringLiteral("variant-file"));
  file_->setAutoDefault(false);
  connect(file_, &QPushButton::clicked, this, &VariantForm::chooseFile);
  published_ = new QPushButton(this);
  published_->setObjectName(QStringLiteral("published-rules"));
  published_->setAutoDefault(false);
  connect(published_, &QPushButton::clicked, this, [this] { showVariant({}); });
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(file_);
  buttons->addWidget(published_);
  form_->addRow(buttons);
  from_ = new QLabel(this);
  from_->setWordWrap(true);
  from_->setForegroundRole(QPalette::PlaceholderText);
  form_->addRow(from_);
  name_ = new QLineEdit(this);
  name_->setObjectName(QStringLiteral("variant-name"));
  name_->setMaxLength(40);
  form_->addRow(new QLabel(this), name_);
  retranslate();
}

void VariantForm::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void VariantForm::retranslate() {
  file_->setText(tr("Variant file…"));
  file_->setToolTip(tr("Fill the rules below from a variant file (docs/variants.md)"));
  published_->setText(tr("Published"));
  published_->setToolTip(tr("Every rule back to the published rules"));
  name_->setPlaceholderText(tr("(no name)"));
  qobject_cast<QLabel*>(form_->labelForField(name_))->setText(tr("Name:"));
  if (!fromFile_.isEmpty())
    from_->setText(tr("From %1").arg(fromFile_));
  else if (!from_->text().isEmpty())
    from_->setText(tr("The published rules; change any of them below."));
  for (Field& field : fields_) retranslate(field);
}

void VariantForm::retranslate(Field& field) {
  const vb::RuleSpec& spec = field.spec;
  // The help and the type in words are the engine's, in the engine's language.
  field.editor->setToolTip(
      tr("%1 (%2; published: %3)")
          .arg(fromStd(spec.help), fromStd(vb::ruleTypeText(spec)),
               spec.defaultValue.is_null() ? tr("the published deck") : fromStd(spec.defaultValue.dump())));
  field.label->setText(tr("%1:").arg(ruleName(spec.key)));
  field.label->setToolTip(field.editor->toolTip());
  if (field.retranslate) field.retranslate();
}

void VariantForm::setGame(const vb::Game& game) {
  game_ = &game;
  while (form_->rowCount() > 3) form_->removeRow(3);
  fields_.clear();
  const std::vector<vb::RuleSpec> rules = game.rules();
  fields_.reserve(rules.size());
  for (const vb::RuleSpec& spec : rules) {
    fields_.push_back(Field{spec, {}, {}, {}, nullptr, nullptr});
    Field& field = fields_.back();
    field.editor = editorFor(spec, field);
    field.editor->setObjectName(QStringLiteral("rule-%1").arg(fromStd(spec.key)));
    field.label = new QLabel(this);
    field.label->setObjectName(QStringLiteral("rule-label-%1").arg(fromStd(spec.key)));
    retranslate(field);
    form_->addRow(field.label, field.editor);
  }
  showVariant({});
}

QWidget* VariantForm::editorFor(const vb::RuleSpec& spec, Field& field) {
  switch (spec.type) {
    case vb::RuleSpec::Type::kWhole: {
      auto* box = new QSpinBox(this);
      box->setRange(clampToInt(spec.min), clampToInt(spec.max));
      field.read = [box] { return vb::Json(box->value()); };
      field.set = [box](const vb::Json& v) { box->setValue(v.get<int>()); };
      return box;
    }
    case vb::RuleSpec::Type::kYesNo: {
      auto* box = new QCheckBox(this);
      field.retranslate = [box] { box->setText(tr("on")); };
      field.read = [box] { return vb::Json(box->isChecked()); };
      field.set = [box](const vb::Json& v) { box->setChecked(v.get<bool>()); };
      return box;
    }
    case vb::RuleSpec::Type::kWholeList: {
      auto* line = new QLineEdit(this);
      field.retranslate = [line, length = spec.length] {
        line->setPlaceholderText(tr("%1 whole numbers, parted by commas").arg(length));
      };
      field.read = [line] {
        vb::Json list = vb::Json::array();
        for (const QString& part : line->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
          bool ok = false;
          const qlonglong n = part.trimmed().toLongLong(&ok);
          list.push_back(ok ? vb::Json(n) : vb::Json(part.trimmed().toStdString()));
        }
        return list;
      };
      field.set = [line](const vb::Json& v) {
        QStringList parts;
        for (const vb::Json& n : v) parts << fromStd(n.dump());
        line->setText(parts.join(QStringLiteral(", ")));
      };
      return line;
    }
    case vb::RuleSpec::Type::kDeck:
      return deckEditor(field);
  }
  return new QWidget(this);
}

// A deck is a file (docs/variants.md#veggies): the engine reads it as a variant file would, through
// a one-rule variant beside nothing, so its refusals name the deck file's line.
QWidget* VariantForm::deckEditor(Field& field) {
  auto* holder = new QWidget(this);
  auto* row = boxWith<QHBoxLayout>(holder, {0, 0, 0, 0}, 4);
  auto* shown = new QLabel(holder);
  auto* choose = new QPushButton(holder);
  choose->setAutoDefault(false);
  row->addWidget(shown, 1);
  row->addWidget(choose);
  // The deck shown and the file it came from (empty: a variant's own list, or the published deck).
  struct Deck {
    vb::Json cards;
    QString file;
  };
  auto deck = std::make_shared<Deck>();
  auto say = [deck, shown] {
    if (deck->cards.is_null())
      shown->setText(tr("published"));
    else if (deck->file.isEmpty())
      shown->setText(tr("its own %1 cards").arg(deck->cards.size()));
    else
      shown->setText(tr("%1 (its own %2 cards)").arg(deck->file).arg(deck->cards.size()));
  };
  const std::string key = field.spec.key;
  field.read = [deck] { return deck->cards; };
  field.set = [deck, say](const vb::Json& v) {
    *deck = {v, QString()};
    say();
  };
  field.retranslate = [choose, say] {
    choose->setText(tr("Deck file…"));
    say();
  };
  connect(choose, &QPushButton::clicked, this, [this, deck, say, key] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a deck file"), QString(),
                                                      tr("Decks (*.txt);;All files (*)"));
    if (path.isEmpty() || game_ == nullptr) return;
    QTemporaryDir dir;
    QFile variant(dir.filePath(QStringLiteral("deck.json")));
    if (!variant.open(QIODevice::WriteOnly)) return;
    variant.write(
        vb::Json{{"rules", {{key, QFile::encodeName(QFileInfo(path).absoluteFilePath()).toStdString()}}}}
            .dump()
            .c_str());
    variant.close();
    try {
      const vb::Variant read =
          vb::readVariantFile(*game_, QFile::encodeName(variant.fileName()).toStdString());
      *deck = {read.rules.at(key), QFileInfo(path).fileName()};
      say();
    } catch (const std::exception& e) {
      QString why = QString::fromStdString(e.what());
      why.replace(variant.fileName() + QStringLiteral(": "), QString());
      showErrorBox(this, tr("This deck cannot be used"), why);
    }
  });
  return holder;
}

void VariantForm::showVariant(const vb::Variant& variant) {
  name_->setText(fromStd(variant.name));
  for (Field& field : fields_)
    field.set(variant.rules.contains(field.spec.key) ? variant.rules.at(field.spec.key)
                                                     : field.spec.defaultValue);
  fromFile_.clear();
  from_->setText(variant.empty() ? tr("The published rules; change any of them below.") : QString());
}

vb::Variant VariantForm::variant() const {
  if (game_ == nullptr) return {};
  vb::Json json = {{"name", name_->text().trimmed().toStdString()}, {"rules", vb::Json::object()}};
  for (const Field& field : fields_) {
    const vb::Json value = field.read();
    if (value != field.spec.defaultValue) json["rules"][field.spec.key] = value;
  }
  if (json["name"].get<std::string>().empty()) json.erase("name");
  return game_->readVariant(json);
}

bool VariantForm::loadFile(const QString& path) {
  if (game_ == nullptr) return false;
  try {
    showVariant(vb::readVariantFile(*game_, QFile::encodeName(path).toStdString()));
  } catch (const std::exception& e) {
    showErrorBox(this, tr("This variant cannot be used"), QString::fromStdString(e.what()));
    return false;
  }
  fromFile_ = QFileInfo(path).fileName();
  from_->setText(tr("From %1").arg(fromFile_));
  return true;
}

void VariantForm::chooseFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Choose a variant"), QString(),
                                                    tr("Variants (*.json);;All files (*)"));
  if (!path.isEmpty()) loadFile(path);
}

}  // namespace vb::app
