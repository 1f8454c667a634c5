#include "new_game_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include "player_kind.h"
#include "seat_colours.h"
#include "variant_summary.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

const char* const kLastGameKey = "newGame/last";

QString fromStd(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

// The games' option names and values (each game's OptionSpec) as readable() words, marked for the
// catalogue: the engine keeps them as ids, which are data and never translated.
[[maybe_unused]] constexpr const char* kOptionWords[] = {
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Scoring"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Largest group"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "All spaces"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "First"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Random"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Removed"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Carrot"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Cabbage"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Peas"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Pepper"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Potato"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Tomato"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Hands"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Start"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Black one"),
    QT_TRANSLATE_NOOP("vb::app::NewGameDialog", "Rotate"),
};

// "largest-group" -> "Largest group", in the app's language: option values are ids; people read
// words.
QString readable(const std::string& id) {
  QString text = QString::fromStdString(id);
  text.replace(QLatin1Char('-'), QLatin1Char(' '));
  if (!text.isEmpty()) text[0] = text[0].toUpper();
  return NewGameDialog::tr(text.toUtf8().constData());
}

// An option's help, from the engine's catalogue (docs/translating.md).
QString helpOf(const vb::OptionSpec& spec) { return QString::fromStdString(vb::tx(spec.help)); }

bool isSeatNumber(const std::string& value) {
  return !value.empty() &&
         std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "first" names the seat that starts, in every game that has it (docs/scenarios.md); VEGEtables'
// "hands" is a number too, but of hands.
bool isSeatOption(const vb::OptionSpec& spec) { return spec.key == "first"; }

// The most seats any game has: the dialog keeps a row for each, whichever game is picked.
int mostSeats() {
  int most = 0;
  for (const vb::Game* game : vb::allGames()) most = std::max(most, game->maxPlayers());
  return most;
}

QLabel* caption(const QString& text, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  label->setWordWrap(true);
  label->setForegroundRole(QPalette::PlaceholderText);
  scaleText(label, 0.9);
  return label;
}

}  // namespace

NewGameDialog::NewGameDialog(const vb::Game& game, QWidget* parent) : QDialog(parent), game_(&game) {
  setObjectName(QStringLiteral("new-game"));
  showGameName();

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  start_ = buttons->addButton(tr("Start game"), QDialogButtonBox::AcceptRole);
  start_->setObjectName(QStringLiteral("start"));
  start_->setDefault(true);
  connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

  auto* column = boxWith<QVBoxLayout>(this, {22, 18, 22, 16}, 14);
  column->addLayout(buildGamePicker());
  column->addWidget(buildSeats());
  column->addWidget(buildGame());
  column->addStretch(1);
  column->addWidget(buttons);

  restoreChoices();
  newSeed();  // every new game is a new deal unless the players type a seed
  showPlayerCount();
  connect(games_, &QComboBox::currentIndexChanged, this, &NewGameDialog::gamePicked);
}

QLayout* NewGameDialog::buildGamePicker() {
  games_ = new QComboBox(this);
  games_->setObjectName(QStringLiteral("game"));
  for (const vb::Game* game : vb::allGames()) games_->addItem(fromStd(game->name()), fromStd(game->id()));
  games_->setCurrentIndex(games_->findData(fromStd(game_->id())));
  auto* label = new QLabel(tr("&Game:"), this);
  label->setBuddy(games_);
  // Beside the heading, not under it: four seats and VEGEtables' options must fit a 640-pixel screen.
  auto* title = new QLabel(tr("New game"), this);
  scaleText(title, 1.5, true);
  auto* row = new QHBoxLayout;
  row->addWidget(title, 1);
  row->addWidget(label);
  row->addWidget(games_);
  return row;
}

void NewGameDialog::showGameName() { setWindowTitle(tr("New game of %1").arg(fromStd(game_->name()))); }

QString NewGameDialog::lastGame() { return QSettings().value(kLastGameKey).toString(); }

void NewGameDialog::chooseGame(const QString& id) {
  const int index = games_->findData(id);
  if (index >= 0) games_->setCurrentIndex(index);
}

// Another game: its options (as last chosen for it) and its player count; the names, colours and
// players typed stay, and the rules go back to the standard ones (a variant file is one game's).
void NewGameDialog::gamePicked() {
  const vb::Game* picked = vb::findGame(games_->currentData().toString().toStdString());
  if (picked == nullptr || picked == game_) return;
  game_ = picked;
  showGameName();
  buildOptions();
  restoreOptions();
  usePublishedRules();
  {
    const QSignalBlocker quiet(players_);
    players_->setRange(game_->minPlayers(), game_->maxPlayers());
    players_->setEnabled(game_->minPlayers() != game_->maxPlayers());
  }
  showPlayerCount();
}

QWidget* NewGameDialog::buildSeats() {
  auto* box = new QGroupBox(tr("Players"), this);
  auto* grid = new QGridLayout(box);
  grid->setHorizontalSpacing(10);
  grid->setVerticalSpacing(8);

  players_ = new QSpinBox(box);
  players_->setObjectName(QStringLiteral("players"));
  players_->setRange(game_->minPlayers(), game_->maxPlayers());
  // VEGEtables is always four: the count is shown, not asked.
  players_->setEnabled(game_->minPlayers() != game_->maxPlayers());
  players_->setAccessibleName(tr("Number of players"));
  auto* count = new QHBoxLayout;
  auto* countLabel = new QLabel(tr("&Number of players:"), box);
  countLabel->setBuddy(players_);
  count->addWidget(countLabel);
  count->addWidget(players_);
  count->addStretch(1);
  grid->addLayout(count, 0, 0, 1, 4);
  connect(players_, &QSpinBox::valueChanged, this, &NewGameDialog::showPlayerCount);

  const QStringList headings = {QString(), tr("Name"), tr("Colour"), tr("Plays as")};
  for (int c = 0; c < headings.size(); ++c) {
    auto* heading = new QLabel(headings[c], box);
    heading->setForegroundRole(QPalette::PlaceholderText);
    grid->addWidget(heading, 1, c);
  }

  const QList<SeatColour> palette = seatColours();
  for (int seat = 0; seat < mostSeats(); ++seat) {
    SeatRow row;
    row.number = new QLabel(QString::number(seat + 1), box);
    row.number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row.name = new QLineEdit(box);
    row.name->setObjectName(QStringLiteral("name-%1").arg(seat));
    row.name->setMaxLength(24);
    row.name->setPlaceholderText(tr("Player %1").arg(seat + 1));
    row.name->setAccessibleName(tr("Name of player %1").arg(seat + 1));
    row.name->setMinimumWidth(180);
    row.colour = new QComboBox(box);
    row.colour->setObjectName(QStringLiteral("colour-%1").arg(seat));
    row.colour->setAccessibleName(tr("Colour of player %1").arg(seat + 1));
    for (const SeatColour& option : palette)
      row.colour->addItem(colourSwatch(option.colour), option.name, option.colour);
    row.player = new QComboBox(box);
    row.player->setObjectName(QStringLiteral("player-%1").arg(seat));
    row.player->setAccessibleName(tr("Who plays seat %1").arg(seat + 1));
    for (const std::string& bot : PlayerKind::offered())
      row.player->addItem(PlayerKind::choice(bot), fromStd(bot));

    grid->addWidget(row.number, seat + 2, 0);
    grid->addWidget(row.name, seat + 2, 1);
    grid->addWidget(row.colour, seat + 2, 2);
    grid->addWidget(row.player, seat + 2, 3);
    seats_.append(row);

    connect(row.colour, &QComboBox::currentIndexChanged, this, [this, seat] { colourChosen(seat); });
    connect(row.name, &QLineEdit::textChanged, this, &NewGameDialog::refreshSeatOptions);
  }
  grid->setColumnStretch(1, 1);
  return box;
}

QWidget* NewGameDialog::buildGame() {
  auto* box = new QGroupBox(tr("Options"), this);
  auto* form = new QFormLayout(box);
  form->setHorizontalSpacing(12);
  form->setVerticalSpacing(8);
  form_ = form;
  buildOptions();

  seed_ = new QLineEdit(box);
  seed_->setObjectName(QStringLiteral("seed"));
  seed_->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), seed_));
  seed_->setAccessibleName(tr("Seed"));
  auto* reroll = new QPushButton(tr("New seed"), box);
  reroll->setObjectName(QStringLiteral("new-seed"));
  reroll->setAutoDefault(false);
  connect(reroll, &QPushButton::clicked, this, &NewGameDialog::newSeed);
  connect(seed_, &QLineEdit::textChanged, this, &NewGameDialog::checkSeed);
  auto* seedRow = new QHBoxLayout;
  seedRow->addWidget(seed_, 1);
  seedRow->addWidget(reroll);
  auto* field = new QVBoxLayout;
  field->setSpacing(2);
  field->addLayout(seedRow);
  field->addWidget(caption(tr("The same seed, players and options deal the same cards."), box));
  form->addRow(tr("Seed:"), field);
  form->addRow(tr("Rules:"), buildRules(box));
  return box;
}

void NewGameDialog::buildOptions() {
  for (qsizetype i = 0; i < options_.size(); ++i) form_->removeRow(0);  // deletes their widgets
  options_.clear();
  QWidget* box = form_->parentWidget();
  int at = 0;
  for (const vb::OptionSpec& spec : game_->options()) {
    OptionRow row{spec, new QComboBox(box)};
    row.values->setObjectName(QStringLiteral("option-%1").arg(fromStd(spec.key)));
    row.values->setToolTip(helpOf(spec));
    for (const std::string& value : spec.values) row.values->addItem(readable(value), fromStd(value));
    row.values->setCurrentIndex(row.values->findData(fromStd(spec.defaultValue)));
    auto* field = new QVBoxLayout;
    field->setSpacing(2);
    field->addWidget(row.values);
    field->addWidget(caption(helpOf(spec), box));
    form_->insertRow(at++, tr("%1:").arg(readable(spec.key)), field);
    options_.append(row);
  }
}

QLayout* NewGameDialog::buildRules(QWidget* parent) {
  rules_ = new QLabel(parent);
  rules_->setObjectName(QStringLiteral("rules"));
  auto* choose = new QPushButton(tr("Variant file…"), parent);
  choose->setObjectName(QStringLiteral("variant-file"));
  choose->setAutoDefault(false);
  choose->setToolTip(tr("Play under a variant of the rules: a file that changes some of their numbers"));
  published_ = new QPushButton(tr("Standard rules"), parent);
  published_->setObjectName(QStringLiteral("published-rules"));
  published_->setAutoDefault(false);
  connect(choose, &QPushButton::clicked, this, &NewGameDialog::chooseVariantFile);
  connect(published_, &QPushButton::clicked, this, &NewGameDialog::usePublishedRules);
  auto* row = new QHBoxLayout;
  row->addWidget(rules_, 1);
  row->addWidget(choose);
  row->addWidget(published_);
  showRules();
  return row;
}

void NewGameDialog::chooseVariantFile() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Choose a variant of %1").arg(fromStd(game_->name())), QFileInfo(variantPath_).absolutePath(),
      tr("Variants (*.json);;All files (*)"));
  if (!path.isEmpty()) useVariantFile(path);
}

bool NewGameDialog::useVariantFile(const QString& path) {
  try {
    variant_ = vb::readVariantFile(*game_, QFile::encodeName(path).toStdString());
  } catch (const std::exception& e) {
    showErrorBox(this, tr("This variant cannot be used"), QString::fromStdString(e.what()));
    return false;
  }
  variantPath_ = path;
  showRules();
  return true;
}

void NewGameDialog::usePublishedRules() {
  variant_ = {};
  variantPath_.clear();
  showRules();
}

void NewGameDialog::showRules() {
  if (variant_.empty()) {
    rules_->setText(tr("Standard rules"));
    rules_->setToolTip({});
  } else {
    const QString name = variant_.name.empty() ? tr("A variant") : fromStd(variant_.name);
    rules_->setText(tr("%1 (%2)").arg(name, QFileInfo(variantPath_).fileName()));
    rules_->setToolTip(variantRulesText(variant_));
  }
  published_->setEnabled(!variant_.empty());
}

int NewGameDialog::playerCount() const { return players_->value(); }

void NewGameDialog::setPlayerCount(int players) { players_->setValue(players); }

std::optional<std::uint64_t> NewGameDialog::seed() const {
  bool ok = false;
  const std::uint64_t value = seed_->text().toULongLong(&ok);
  if (!ok) return std::nullopt;
  return value;
}

QString NewGameDialog::seatName(int seat) const {
  const QString typed = seats_[seat].name->text().trimmed();
  return typed.isEmpty() ? seats_[seat].name->placeholderText() : typed;
}

GameSetup NewGameDialog::setup() const {
  GameSetup setup;
  setup.gameId = std::string(game_->id());
  for (int seat = 0; seat < playerCount(); ++seat) {
    const QString bot = seats_[seat].player->currentData().toString();
    setup.seats.push_back(vb::Seat{seatName(seat).toStdString(), bot.isEmpty(), bot.toStdString()});
    setup.colours.append(seats_[seat].colour->currentData().value<QColor>());
  }
  setup.seed = seed().value_or(0);
  setup.variant = variant_;
  for (const OptionRow& row : options_)
    setup.options[row.spec.key] = row.values->currentData().toString().toStdString();
  return setup;
}

void NewGameDialog::showPlayerCount() {
  for (int seat = 0; seat < seats_.size(); ++seat) {
    const bool used = seat < playerCount();
    seats_[seat].number->setVisible(used);
    seats_[seat].name->setVisible(used);
    seats_[seat].colour->setVisible(used);
    seats_[seat].player->setVisible(used);
  }
  refreshSeatOptions();
  adjustSize();
}

// No two seats wear one colour: taking a colour another seat has gives that seat yours.
void NewGameDialog::colourChosen(int seat) {
  const QColor chosen = seats_[seat].colour->currentData().value<QColor>();
  if (colourBefore_.size() == seats_.size()) {
    for (int other = 0; other < seats_.size(); ++other) {
      if (other == seat || seats_[other].colour->currentData().value<QColor>() != chosen) continue;
      QComboBox* box = seats_[other].colour;
      const QSignalBlocker quiet(box);
      box->setCurrentIndex(box->findData(colourBefore_[seat]));
      colourBefore_[other] = colourBefore_[seat];
    }
    colourBefore_[seat] = chosen;
  }
}

// Seat-number option values name the seats' players, and only seats in the game are offered.
void NewGameDialog::refreshSeatOptions() {
  for (const OptionRow& row : options_) {
    if (!isSeatOption(row.spec)) continue;
    const QString current = row.values->currentData().toString();
    const QSignalBlocker quiet(row.values);
    row.values->clear();
    for (const std::string& value : row.spec.values) {
      if (!isSeatNumber(value)) {
        row.values->addItem(readable(value), fromStd(value));
        continue;
      }
      const int seat = std::stoi(value);
      if (seat < playerCount()) row.values->addItem(seatName(seat), fromStd(value));
    }
    const int index = row.values->findData(current);
    row.values->setCurrentIndex(index >= 0 ? index : row.values->findData(fromStd(row.spec.defaultValue)));
  }
}

void NewGameDialog::newSeed() { seed_->setText(QString::number(freshSeed())); }

void NewGameDialog::checkSeed() {
  start_->setEnabled(seed().has_value());
  start_->setToolTip(seed() ? QString()
                            : tr("The seed must be a whole number from 0 to 18446744073709551615."));
}

void NewGameDialog::restoreChoices() {
  QSettings settings;
  settings.beginGroup(QStringLiteral("newGame/%1").arg(fromStd(game_->id())));
  players_->setValue(settings.value(QStringLiteral("players"), game_->minPlayers()).toInt());
  for (int seat = 0; seat < seats_.size(); ++seat) {
    const QString prefix = QStringLiteral("seat%1/").arg(seat);
    const SeatRow& row = seats_[seat];
    row.name->setText(settings.value(prefix + QStringLiteral("name")).toString());
    const int colour =
        row.colour->findData(QColor(settings.value(prefix + QStringLiteral("colour")).toString()));
    row.colour->setCurrentIndex(colour >= 0 ? colour : seat % row.colour->count());
    const int player = row.player->findData(settings.value(prefix + QStringLiteral("player")).toString());
    row.player->setCurrentIndex(std::max(player, 0));
  }
  settings.endGroup();
  restoreOptions();
  colourBefore_.clear();
  for (const SeatRow& row : seats_) colourBefore_.append(row.colour->currentData().value<QColor>());
}

void NewGameDialog::restoreOptions() {
  QSettings settings;
  settings.beginGroup(QStringLiteral("newGame/%1").arg(fromStd(game_->id())));
  for (const OptionRow& row : options_) {
    const int index = row.values->findData(settings.value(QStringLiteral("option/") + fromStd(row.spec.key)));
    if (index >= 0) row.values->setCurrentIndex(index);
  }
}

void NewGameDialog::rememberChoices() const {
  QSettings settings;
  settings.beginGroup(QStringLiteral("newGame/%1").arg(fromStd(game_->id())));
  settings.setValue(QStringLiteral("players"), playerCount());
  for (int seat = 0; seat < seats_.size(); ++seat) {
    const QString prefix = QStringLiteral("seat%1/").arg(seat);
    const SeatRow& row = seats_[seat];
    settings.setValue(prefix + QStringLiteral("name"), row.name->text().trimmed());
    settings.setValue(prefix + QStringLiteral("colour"), row.colour->currentData().value<QColor>().name());
    settings.setValue(prefix + QStringLiteral("player"), row.player->currentData().toString());
  }
  for (const OptionRow& row : options_)
    settings.setValue(QStringLiteral("option/") + fromStd(row.spec.key),
                      row.values->currentData().toString());
  settings.endGroup();
  settings.setValue(kLastGameKey, fromStd(game_->id()));
  const GameSetup chosen = setup();
  for (std::size_t seat = 0; seat < chosen.seats.size(); ++seat)
    rememberPlayerColour(chosen.seats[seat].name, chosen.colours[static_cast<qsizetype>(seat)]);
}

void NewGameDialog::showEvent(QShowEvent* event) {
  QDialog::showEvent(event);
  adjustSize();
}

void NewGameDialog::accept() {
  if (!seed()) return;
  rememberChoices();
  QDialog::accept();
}

}  // namespace vb::app
