#include "lab_window.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <limits>
#include <thread>

#include "game_controller.h"
#include "lab_charts.h"
#include "lab_numbers.h"
#include "lab_run.h"
#include "variant_form.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/error.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/save.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

constexpr int kRefreshMs = 250;

QString fromStd(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QTableWidget* numbersTable(QWidget* parent, const QString& name) {
  auto* table = new QTableWidget(parent);
  table->setObjectName(name);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->verticalHeader()->hide();
  table->setAlternatingRowColors(true);
  table->horizontalHeader()->setStretchLastSection(true);
  return table;
}

QString duration(double seconds) {
  if (seconds < 90)
    return QCoreApplication::translate("lab", "%1 s").arg(localDecimal(std::max(0.0, seconds), 0));
  return QCoreApplication::translate("lab", "%1 min").arg(localDecimal(seconds / 60, 1));
}

QLabel* formLabel(QGroupBox* box, QWidget* field) {
  return qobject_cast<QLabel*>(qobject_cast<QFormLayout*>(box->layout())->labelForField(field));
}

}  // namespace

LabWindow::LabWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("lab"));
  setAttribute(Qt::WA_DeleteOnClose, false);
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->setChildrenCollapsible(false);
  split->addWidget(buildSetup());
  split->addWidget(buildResults());
  split->setStretchFactor(0, 0);
  split->setStretchFactor(1, 1);
  setCentralWidget(split);
  refresh_.setInterval(kRefreshMs);
  connect(&refresh_, &QTimer::timeout, this, &LabWindow::refresh);
  gameChosen();
  setRunning(false);
  retranslate();
}

LabWindow::~LabWindow() = default;

QWidget* LabWindow::buildSetup() {
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setMinimumWidth(310);
  scroll->setMaximumWidth(420);
  auto* panel = new QWidget;
  auto* column = boxWith<QVBoxLayout>(panel, {10, 10, 10, 10}, 10);
  column->addWidget(buildGameBox());
  auto* rules = new QGroupBox(panel);
  rulesBox_ = rules;
  variant_ = new VariantForm(rules);
  boxWith<QVBoxLayout>(rules, {8, 8, 8, 8}, 4)->addWidget(variant_);
  // The run before the rules: its button and progress stay in sight however long the rules get.
  column->addWidget(buildRunBox());
  column->addWidget(rules);
  column->addStretch(1);
  scroll->setWidget(panel);
  return scroll;
}

QGroupBox* LabWindow::buildGameBox() {
  auto* box = new QGroupBox;
  gameBox_ = box;
  auto* form = new QFormLayout(box);
  form->setVerticalSpacing(6);
  game_ = new QComboBox(box);
  game_->setObjectName(QStringLiteral("lab-game"));
  for (const vb::Game* game : vb::allGames()) game_->addItem(fromStd(game->name()), fromStd(game->id()));
  form->addRow(new QLabel(box), game_);
  players_ = new QSpinBox(box);
  players_->setObjectName(QStringLiteral("lab-players"));
  form->addRow(new QLabel(box), players_);
  for (int seat = 0; seat < 4; ++seat) {
    auto* bot = new QComboBox(box);
    bot->setObjectName(QStringLiteral("lab-bot-%1").arg(seat));
    for (const std::string& name : vb::botNames()) bot->addItem(fromStd(vb::botLabel(name)), fromStd(name));
    bot->setCurrentIndex(
        std::max(0, bot->findData(seat % 2 == 0 ? QStringLiteral("greedy") : QStringLiteral("random"))));
    auto* label = new QLabel(box);
    form->addRow(label, bot);
    seats_.push_back(bot);
    seatLabels_.push_back(label);
  }
  connect(game_, &QComboBox::currentIndexChanged, this, &LabWindow::gameChosen);
  connect(players_, &QSpinBox::valueChanged, this, &LabWindow::showSeats);
  return box;
}

QGroupBox* LabWindow::buildRunBox() {
  auto* box = new QGroupBox;
  runBox_ = box;
  auto* form = new QFormLayout(box);
  form->setVerticalSpacing(6);
  games_ = new QSpinBox(box);
  games_->setObjectName(QStringLiteral("lab-games"));
  games_->setRange(1, vb::lab::kMaxGames);
  games_->setValue(200);
  games_->setGroupSeparatorShown(true);
  form->addRow(new QLabel(box), games_);
  seed_ = new QLineEdit(QStringLiteral("1"), box);
  seed_->setObjectName(QStringLiteral("lab-seed"));
  seed_->setValidator(
      new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,20}")), seed_));
  form->addRow(new QLabel(box), seed_);
  run_ = new QPushButton(box);
  run_->setObjectName(QStringLiteral("lab-run"));
  run_->setDefault(true);
  cancel_ = new QPushButton(box);
  cancel_->setObjectName(QStringLiteral("lab-cancel"));
  connect(run_, &QPushButton::clicked, this, &LabWindow::run);
  connect(cancel_, &QPushButton::clicked, this, &LabWindow::cancel);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(run_, 1);
  buttons->addWidget(cancel_, 1);
  form->addRow(buttons);
  progress_ = new QProgressBar(box);
  progress_->setObjectName(QStringLiteral("lab-progress"));
  form->addRow(progress_);
  speed_ = new QLabel(box);
  speed_->setObjectName(QStringLiteral("lab-speed"));
  speed_->setWordWrap(true);
  form->addRow(speed_);
  return box;
}

QWidget* LabWindow::buildResults() {
  auto* panel = new QWidget;
  auto* column = boxWith<QVBoxLayout>(panel, {6, 10, 10, 10}, 8);
  summary_ = new QLabel(panel);
  summary_->setObjectName(QStringLiteral("lab-summary"));
  summary_->setWordWrap(true);
  scaleText(summary_, 1.1, true);
  column->addWidget(summary_);
  tabs_ = new QTabWidget(panel);
  charts_ = new LabCharts(tabs_);
  tabs_->addTab(charts_, QString());
  auto* numbers = new QWidget(tabs_);
  playersTable_ = numbersTable(numbers, QStringLiteral("lab-players-table"));
  gameFacts_ = numbersTable(numbers, QStringLiteral("lab-game-table"));
  auto* numbersColumn = boxWith<QVBoxLayout>(numbers, {6, 6, 6, 6}, 6);
  numbersColumn->addWidget(playersTable_, 1);
  numbersColumn->addWidget(gameFacts_, 1);
  tabs_->addTab(numbers, QString());
  column->addWidget(tabs_, 1);

  notableList_ = new QComboBox(panel);
  notableList_->setObjectName(QStringLiteral("lab-notable"));
  notableList_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  notableList_->setMinimumContentsLength(18);
  // A long title is elided in the box: the whole of it is its tooltip.
  connect(notableList_, &QComboBox::currentTextChanged, notableList_, &QComboBox::setToolTip);
  open_ = new QPushButton(panel);
  open_->setObjectName(QStringLiteral("lab-open"));
  connect(open_, &QPushButton::clicked, this, [this] { openNotable(notableList_->currentIndex()); });
  exportCsv_ = new QPushButton(panel);
  exportJson_ = new QPushButton(panel);
  connect(exportCsv_, &QPushButton::clicked, this, [this] { chooseExport(false); });
  connect(exportJson_, &QPushButton::clicked, this, [this] { chooseExport(true); });
  auto* row = new QHBoxLayout;
  openLabel_ = new QLabel(panel);
  row->addWidget(openLabel_);
  row->addWidget(notableList_, 1);
  row->addWidget(open_);
  row->addSpacing(12);
  row->addWidget(exportCsv_);
  row->addWidget(exportJson_);
  column->addLayout(row);
  return panel;
}

void LabWindow::gameChosen() {
  const vb::Game* game = vb::findGame(game_->currentData().toString().toStdString());
  if (game == nullptr) return;
  players_->setRange(game->minPlayers(), game->maxPlayers());
  players_->setEnabled(game->minPlayers() != game->maxPlayers());
  variant_->setGame(*game);
  showSeats();
}

void LabWindow::showSeats() {
  for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
    const bool used = static_cast<int>(seat) < players_->value();
    seats_[seat]->setVisible(used);
    seatLabels_[seat]->setVisible(used);
  }
}

void LabWindow::setConfig(const LabConfig& config) {
  game_->setCurrentIndex(std::max(0, game_->findData(fromStd(config.game))));
  gameChosen();
  players_->setValue(static_cast<int>(config.bots.size()));
  for (std::size_t seat = 0; seat < config.bots.size() && seat < seats_.size(); ++seat) {
    QComboBox* box = seats_[seat];
    int index = box->findData(fromStd(config.bots[seat]));
    if (index < 0) {  // a bot with settings of its own ("ismcts:iterations=500") joins the list
      box->addItem(fromStd(vb::botLabel(config.bots[seat])), fromStd(config.bots[seat]));
      index = box->count() - 1;
    }
    box->setCurrentIndex(index);
  }
  variant_->showVariant(config.variant);
  games_->setValue(config.games);
  seed_->setText(QString::number(config.seed));
  options_ = config.options;
}

LabConfig LabWindow::config() const {
  LabConfig config;
  config.game = game_->currentData().toString().toStdString();
  for (int seat = 0; seat < players_->value(); ++seat)
    config.bots.push_back(seats_[static_cast<std::size_t>(seat)]->currentData().toString().toStdString());
  config.games = games_->value();
  bool ok = false;
  config.seed = seed_->text().toULongLong(&ok);
  if (!ok)
    throw vb::InputError(
        tr("%1: expected a whole number from 0 to %2")
            .arg(QStringLiteral("seed"), QString::number(std::numeric_limits<std::uint64_t>::max()))
            .toStdString());
  config.options = options_;
  config.variant = variant_->variant();
  return config;
}

bool LabWindow::run() {
  if (running()) return false;
  vb::lab::Plan plan;
  try {
    plan = planFor(config());
  } catch (const std::exception& e) {
    showErrorBox(this, tr("This run cannot start"), QString::fromStdString(e.what()));
    return false;
  }
  const int threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  labRun_ = std::make_unique<LabRun>(std::move(plan), threads);
  connect(labRun_.get(), &LabRun::finished, this, &LabWindow::finished);
  shownGames_ = -1;
  report_ = nullptr;
  notable_.clear();
  notableList_->clear();
  charts_->clear();
  progress_->setRange(0, labRun_->plan().games);
  progress_->setValue(0);
  setRunning(true);
  labRun_->start();
  refresh_.start();
  return true;
}

void LabWindow::cancel() {
  if (labRun_ && labRun_->running()) {
    labRun_->cancel();
    speed_->setText(tr("Stopping…"));
  }
}

bool LabWindow::running() const { return labRun_ && labRun_->running(); }

void LabWindow::refresh() {
  if (!labRun_) return;
  showProgress();
  const vb::lab::Stats stats = labRun_->stats();  // a copy, taken under the run's lock
  if (stats.gamesPlayed() == shownGames_ || stats.gamesPlayed() == 0) return;
  shownGames_ = stats.gamesPlayed();
  report_ = stats.toJson();
  charts_->showReport(report_);
  fillPlayersTable(playersTable_, report_);
  fillGameTable(gameFacts_, report_);
}

void LabWindow::showProgress() {
  const int done = labRun_->gamesDone();
  const int total = labRun_->plan().games;
  const double seconds = labRun_->seconds();
  progress_->setValue(done);
  if (!labRun_->running()) return;
  const double rate = seconds > 0 ? done / seconds : 0;
  speed_->setText(rate > 0 ? tr("%1 games a second; about %2 left")
                                 .arg(localDecimal(rate, rate < 10 ? 1 : 0), duration((total - done) / rate))
                           : tr("Starting…"));
}

void LabWindow::finished() {
  refresh_.stop();
  refresh();
  const QString error = labRun_->error();
  if (!error.isEmpty()) showErrorBox(this, tr("The run stopped"), error);
  notable_ = labRun_->notableGames();
  notableList_->clear();
  for (const NotableGame& game : notable_) notableList_->addItem(game.title);
  showOutcome();
  setRunning(false);
  emit runFinished();
}

void LabWindow::showOutcome() {
  const int done = labRun_->gamesDone();
  const double seconds = labRun_->seconds();
  speed_->setText(tr("%1 games in %2 (%3 a second)%4")
                      .arg(done)
                      .arg(duration(seconds))
                      .arg(localDecimal(seconds > 0 ? done / seconds : 0.0, 1))
                      .arg(labRun_->cancelled() ? tr(", cancelled") : QString()));
  const vb::lab::Plan& plan = labRun_->plan();
  QString rules =
      plan.setup.variant.empty()
          ? tr("published rules")
          : tr("variant “%1”")
                .arg(plan.setup.variant.name.empty() ? tr("(no name)") : fromStd(plan.setup.variant.name));
  summary_->setText(tr("%1: %2 games of %3 players, %4, seed %5")
                        .arg(fromStd(plan.game->name()))
                        .arg(done)
                        .arg(plan.lineup.size())
                        .arg(rules)
                        .arg(plan.setup.seed));
}

void LabWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QMainWindow::changeEvent(event);
}

void LabWindow::retranslate() {
  setWindowTitle(tr("Playtesting lab — VeggieBox"));
  gameBox_->setTitle(tr("Game and players"));
  formLabel(gameBox_, game_)->setText(tr("Game:"));
  formLabel(gameBox_, players_)->setText(tr("Players:"));
  for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
    seatLabels_[seat]->setText(tr("Seat %1:").arg(seat + 1));
    seatLabels_[seat]->setToolTip(
        tr("The bot listed here sits in this seat in the first game; the seats turn from game to game"));
    // The bots' names are the engine's words, in the engine's language.
    for (int i = 0; i < seats_[seat]->count(); ++i)
      seats_[seat]->setItemText(i, fromStd(vb::botLabel(seats_[seat]->itemData(i).toString().toStdString())));
  }
  runBox_->setTitle(tr("Run"));
  formLabel(runBox_, games_)->setText(tr("Games:"));
  formLabel(runBox_, seed_)->setText(tr("Seed:"));
  seed_->setToolTip(tr("The same seed, players, rules and number of games play the same games"));
  run_->setText(tr("Run"));
  cancel_->setText(tr("Cancel"));
  progress_->setFormat(tr("%v of %m games"));
  rulesBox_->setTitle(tr("Rules"));
  tabs_->setTabText(0, tr("Charts"));
  tabs_->setTabText(1, tr("Numbers"));
  openLabel_->setText(tr("Open a game:"));
  open_->setText(tr("Open on the table"));
  open_->setToolTip(tr("Replay this game on the table, move by move in the move log"));
  exportCsv_->setText(tr("Export CSV…"));
  exportJson_->setText(tr("Export JSON…"));
  exportJson_->setToolTip(tr("The report veggiebox-cli simulate --json prints for the same run"));
  if (!labRun_) {
    summary_->setText(tr("Choose the players and press Run."));
    return;
  }
  if (!report_.is_null()) {
    fillPlayersTable(playersTable_, report_);
    fillGameTable(gameFacts_, report_);
  }
  if (labRun_->running()) return;  // the next refresh says the speed in the new language
  const int shown = notableList_->currentIndex();
  notable_ = labRun_->notableGames();
  for (int i = 0; i < notableList_->count() && i < static_cast<int>(notable_.size()); ++i)
    notableList_->setItemText(i, notable_[static_cast<std::size_t>(i)].title);
  notableList_->setCurrentIndex(shown);
  showOutcome();
}

void LabWindow::setRunning(bool running) {
  run_->setEnabled(!running);
  cancel_->setEnabled(running);
  for (QWidget* w : std::initializer_list<QWidget*>{game_, players_, variant_, games_, seed_})
    w->setEnabled(!running);
  for (QComboBox* seat : seats_) seat->setEnabled(!running);
  if (!running) players_->setEnabled(players_->minimum() != players_->maximum());
  const bool results = !running && !report_.is_null();
  exportCsv_->setEnabled(results);
  exportJson_->setEnabled(results);
  open_->setEnabled(!running && !notable_.empty() && static_cast<bool>(openReplay_));
  notableList_->setEnabled(!running && !notable_.empty());
}

void LabWindow::chooseExport(bool json) {
  const QString path = QFileDialog::getSaveFileName(
      this, json ? tr("Export the report as JSON") : tr("Export the numbers as CSV"),
      QDir::home().filePath(json ? QStringLiteral("lab.json") : QStringLiteral("lab.csv")),
      json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
  if (path.isEmpty()) return;
  if (json)
    exportJson(path);
  else
    exportCsv(path);
}

bool LabWindow::exportJson(const QString& path) {
  if (report_.is_null() || !labRun_) return false;
  nlohmann::ordered_json out = report_;
  // As simulate --json: everything that depends on the machine only under "timing".
  out["timing"] = {{"threads", labRun_->threads()}, {"wall_seconds", labRun_->seconds()}};
  try {
    vb::writeFileAtomically(QFile::encodeName(path).toStdString(), out.dump(2) + "\n");
  } catch (const std::exception& e) {
    showErrorBox(this, tr("The report could not be written"), QString::fromStdString(e.what()));
    return false;
  }
  return true;
}

bool LabWindow::exportCsv(const QString& path) {
  if (report_.is_null()) return false;
  try {
    vb::writeFileAtomically(QFile::encodeName(path).toStdString(), reportCsv(report_).toStdString());
  } catch (const std::exception& e) {
    showErrorBox(this, tr("The numbers could not be written"), QString::fromStdString(e.what()));
    return false;
  }
  return true;
}

void LabWindow::openNotable(int index) {
  if (index < 0 || index >= static_cast<int>(notable_.size()) || !openReplay_ || !labRun_) return;
  try {
    openReplay_(
        GameController::replay(notable_[static_cast<std::size_t>(index)].record.save(labRun_->plan())));
  } catch (const std::exception& e) {
    showErrorBox(this, tr("This game cannot be opened"), QString::fromStdString(e.what()));
  }
}

void LabWindow::closeEvent(QCloseEvent* event) {
  // Closing stops the games: nothing keeps playing behind a closed window.
  if (labRun_) labRun_->cancel();
  QMainWindow::closeEvent(event);
}

LabWindow* LabWindow::showIn(QPointer<LabWindow>& slot, QWidget* parent,
                             std::function<void(std::unique_ptr<GameController>)> opener) {
  if (!slot) {
    slot = new LabWindow(parent);
    slot->setWindowFlag(Qt::Window);
    slot->setAttribute(Qt::WA_DeleteOnClose);
    slot->resize(defaultSize());
    slot->setReplayOpener(std::move(opener));
  }
  slot->show();
  slot->raise();
  return slot;
}

}  // namespace vb::app
