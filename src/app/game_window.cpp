#include "game_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

#include "about_box.h"
#include "branch_compare_dialog.h"
#include "confirm_bar.h"
#include "curtain.h"
#include "edit/edit_window.h"
#include "game_controller.h"
#include "lab/lab_window.h"
#include "learn/guide.h"
#include "learn/guide_panel.h"
#include "learn/lessons.h"
#include "learn/spotlight.h"
#include "message_area.h"
#include "move_log.h"
#include "new_game_dialog.h"
#include "preferences_dialog.h"
#include "refusal_line.h"
#include "rules_window.h"
#include "save_files.h"
#include "score_sheet_dialog.h"
#include "seat_panel.h"
#include "table_missing_notice.h"
#include "turn_review.h"
#include "variant_summary.h"
#include "veggiebox/games/registry.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

const char* const kGeometryKey = "game/geometry";
const char* const kSplitterKey = "game/splitter";
constexpr int kNoticeShownMs = 8000;  // the status bar's own notices: saved, the autosave failed

}  // namespace

GameWindow::GameWindow(std::unique_ptr<GameController> controller, BoardFactory boards, QWidget* parent)
    : QMainWindow(parent), boards_(std::move(boards)), preferences_(Preferences::load()) {
  setObjectName(QStringLiteral("game-window"));

  auto* tableHolder = new QWidget;
  tableArea_ = new QVBoxLayout(tableHolder);
  tableArea_->setContentsMargins(0, 0, 0, 0);
  tableArea_->setSpacing(0);
  teachingBanner_ = words_.say(new QLabel(tableHolder), [](QLabel* banner) {
    banner->setText(tr("Teaching mode: every hand is shown"));
    banner->setAccessibleName(banner->text());
  });
  teachingBanner_->setObjectName(QStringLiteral("teaching-banner"));
  teachingBanner_->setAlignment(Qt::AlignCenter);
  teachingBanner_->setMargin(6);
  teachingBanner_->setStyleSheet(
      QStringLiteral("QLabel { background: #b3261e; color: white; font-weight: bold; }"));
  teachingBanner_->setSizePolicy(QSizePolicy::Preferred,
                                 QSizePolicy::Fixed);  // one line; the table takes the rest
  teachingBanner_->hide();
  // The banner is not a page of the message area: it tells of a mode that lasts the whole game
  // and must stay in sight whatever the area says (a refusal, the look back), since every hand is
  // open. It comes and goes only when the person switches teaching mode (Edit menu), never with a
  // move, so the table moves only then (docs/architecture.md#the-message-area).
  tableArea_->addWidget(teachingBanner_);
  messages_ = new MessageArea(tableHolder);
  connect(messages_->refusalLine(), &RefusalLine::ruleRequested, this, &GameWindow::showRule);
  connect(messages_->confirmBar(), &ConfirmBar::confirmed, this, [this] { controller_->confirmPending(); });
  connect(messages_->confirmBar(), &ConfirmBar::cancelled, this, [this] { controller_->cancelPending(); });
  connect(messages_->turnReview(), &TurnReview::changed, this, &GameWindow::render);
  tableArea_->addWidget(messages_);

  play_ = new QSplitter(Qt::Horizontal);
  play_->setChildrenCollapsible(false);
  play_->addWidget(tableHolder);
  play_->addWidget(buildSidePanel());
  play_->setStretchFactor(0, 1);
  play_->setStretchFactor(1, 0);

  curtain_ = new Curtain;
  // Only the gestures: the turn flow takes the deliberate ones (turn_flow.h).
  connect(curtain_, &Curtain::buttonPressed, this, [this] { controller_->curtainPressed(); });
  connect(curtain_, &Curtain::buttonClicked, this, [this] { controller_->curtainReleased(); });
  connect(curtain_, &Curtain::keyPressed, this, [this](bool repeat) { controller_->curtainKey(repeat); });

  stack_ = new QStackedWidget;
  stack_->addWidget(play_);
  stack_->addWidget(curtain_);
  setCentralWidget(stack_);

  buildMenus();
  statusBar()->setSizeGripEnabled(true);
  setController(std::move(controller));
}

RefusalLine* GameWindow::refusalLine() const { return messages_->refusalLine(); }

ConfirmBar* GameWindow::confirmBar() const { return messages_->confirmBar(); }

TurnReview* GameWindow::turnReview() const { return messages_->turnReview(); }

GameWindow::~GameWindow() {
  // The table and panels are children; the controller goes first so no signal reaches a half-gone
  // window.
  controller_.reset();
}

void GameWindow::setController(std::unique_ptr<GameController> controller) {
  // A lesson ends with its game: its guide must not outlive the controller it guides.
  if (guide_ != nullptr && guide_->game() != controller.get()) {
    delete guide_;
    guide_ = nullptr;
  }
  controller_ = std::move(controller);
  GameController* c = controller_.get();
  c->setParent(nullptr);
  // A game from the sandbox starts as its Play from here dialog chose; any other as the player prefers.
  if (!c->sandbox()) c->setTeaching(preferences_.teaching);
  c->setBotDelay(preferences_.botDelayMs);
  c->setConfirmReveals(preferences_.confirmReveals);
  connect(c, &GameController::pendingChanged, this, &GameWindow::showPending);
  // A new move, an undo or the curtain ends a look back: the table shows the game as it is.
  connect(c, &GameController::timelineMoved, turnReview(), &TurnReview::stop);
  connect(c, &GameController::curtainChanged, turnReview(), &TurnReview::stop);
  {
    const QSignalBlocker quiet(teaching_);
    teaching_->setChecked(c->teaching());
  }
  everyUse_->setChecked(c->sandbox());
  connect(c, &GameController::stateChanged, this, &GameWindow::render);
  connect(c, &GameController::refused, this, &GameWindow::showRefusal);
  // A refusal goes at the next accepted action (issue #28): any new state.
  connect(c, &GameController::stateChanged, messages_, &MessageArea::clearRefusal);
  messages_->clearRefusal();
  messages_->setInstruction({});
  connect(c, &GameController::modifiedChanged, this, &QWidget::setWindowModified);
  connect(c, &GameController::gameOver, this, &GameWindow::showScoreSheet);
  connect(c, &GameController::hintsReady, this, &GameWindow::showHintAnswer);
  connect(c, &GameController::searchingChanged, this, &GameWindow::render);
  connect(c, &GameController::autosaveFailed, this, [this](const QString& reason) {
    statusBar()->showMessage(tr("The autosave failed: %1").arg(reason), kNoticeShownMs);
  });

  showGameTexts();
  variant_->setVisible(!c->variant().empty());
  setWindowModified(c->isModified());
  rules_->setEnabled(!rulesResource().isEmpty());
  if (rulesWindow_) rulesWindow_->close();

  makeTable();
  c->begin();
  render();
}

// A decision waiting for Confirm: the bar above the table says it, and the table marks where it lands.
void GameWindow::showPending() {
  messages_->showPending(controller_->pendingWords());
  render();  // the instructions follow: no Undo offered while a move waits
  if (board_ != nullptr) board_->showPending(controller_->pending());
}

void GameWindow::tellThePersonToMove(const QString& text) { messages_->setInstruction(text); }

void GameWindow::showGameTexts() {
  const GameController& c = *controller_;
  if (guide_ != nullptr)
    setWindowTitle(guide_->title());
  else
    showTitle(c.filePath().isEmpty() ? tr("new game") : QFileInfo(c.filePath()).fileName());
  variant_->setText(tr("Rules: %1").arg(c.variant().empty() ? tr("published") : c.variantTitle()));
  variant_->setToolTip(variantRulesText(c.variant()));
  rules_->setText(tr("&Rules of %1").arg(fromView(c.game().name())));
}

void GameWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  // The engine's sentences (the move log's new lines, refusals, the score sheet's labels) are asked
  // again too: applyLanguage has already set the engine's language (language.h).
  words_.retranslate();
  showGameTexts();
  render();
}

// "Veggie Garden — big bonus — new game": the game, the variant it is played under, the file.
void GameWindow::showTitle(const QString& file) {
  QString title = fromView(controller_->game().name());
  if (const QString variant = controller_->variantTitle(); !variant.isEmpty())
    title = tr("%1 — %2").arg(title, variant);
  setWindowTitle(tr("%1 — %2[*]").arg(title, file));
}

void GameWindow::makeTable() {
  const std::string id(controller_->game().id());
  if (id == tableGame_ && (board_ != nullptr || missing_ != nullptr)) return;
  delete board_;
  delete missing_;
  spotlight_ = nullptr;  // went with the board
  board_ = nullptr;
  missing_ = nullptr;
  tableGame_ = id;
  board_ = boards_ ? boards_(id, nullptr) : nullptr;
  if (board_ != nullptr) {
    spotlight_ = new Spotlight(board_);
    board_->setObjectName(QStringLiteral("board"));
    tableArea_->addWidget(board_, 1);
    connect(board_, &BoardView::actionChosen, this,
            [this](vb::ActionId action) { controller_->choose(action); });
    connect(board_, &BoardView::hint, this, [this](const QString& text) { tellThePersonToMove(text); });
    board_->setEveryUse(everyUse_->isChecked());
  } else {
    missing_ = new TableMissingNotice;
    tableArea_->addWidget(missing_, 1);
    connect(missing_, &TableMissingNotice::saveAsRequested, this, &GameWindow::saveAs);
  }
}

void GameWindow::render() {
  GameController& c = *controller_;
  const vb::State& state = c.state();
  // Asked once: it replays the line on a copy of the timeline to find a person's decision.
  const bool undoable = c.canUndo();

  if (c.curtainUp()) {
    const std::size_t played = c.timeline().cursor();
    const QString lastMove = played > 0 ? c.moveWords(c.timeline().branch(), played).last() : QString();
    curtain_->waitFor(c.seatName(c.curtainSeat()), c.seatColour(c.curtainSeat()), lastMove);
    stack_->setCurrentWidget(curtain_);
    curtain_->setFocus();
  } else {
    stack_->setCurrentWidget(play_);
  }
  // Under the curtain the table is still told, with nobody's eyes: it must hold nothing private.
  // Looking back (TurnReview), it shows an earlier table to the same seat, taking no decision.
  const TurnReview& review = *turnReview();
  if (board_ != nullptr && review.active()) {
    board_->setUndoAvailable(false);
    board_->showState(*review.state(), review.seat(), false, c.handsOpen(), review.before());
  } else if (board_ != nullptr) {
    // Not while a move waits for Confirm: its bar says it cannot be undone; Cancel goes back.
    board_->setUndoAvailable(undoable && !c.pending());
    board_->showState(state, c.boardSeat(), c.boardCanAct(), c.handsOpen(), c.timeline().beforeLast());
    board_->showHints(c.hints());
  }
  if (missing_ != nullptr) missing_->showGame(c);
  showGuide();

  seatPanel_->showSeats(c);
  moveLog_->showMoves(c);

  const int current = state.currentPlayer();
  QString turn;
  if (state.isOver()) {
    QStringList winners;
    for (const int seat : c.scoreSheet().winners) winners << c.seatName(seat);
    turn = winners.size() == 1
               ? tr("Game over: %1 wins").arg(winners.first())
               : tr("Game over: %1 share the win").arg(QLocale().createSeparatedList(winners));
  } else if (c.curtainUp())
    turn = tr("Next: %1").arg(c.seatName(current));
  else if (current >= 0 && c.seats()[static_cast<std::size_t>(current)].human)
    turn = tr("%1 to play").arg(c.seatName(current));
  else
    turn = tr("%1 (computer) is playing").arg(c.seatName(current));
  turn_->setText(turn);
  // The status: only what everybody may know (who plays, the end), so it never needs hiding. A
  // computer's whole turn reads "thinking", its pause before the search too: whether the search
  // has started yet is a matter of milliseconds, and a status that flickered with it would change
  // the window between two looks at the same position (tests/app/turn_flow_model_test.cpp).
  messages_->setStatus(
      !state.isOver() && c.botThinking() ? tr("%1 (computer) is thinking…").arg(c.seatName(current)) : turn);
  // What was said to the person deciding (the table's instruction, a hint) goes with their turn,
  // and at the end, whoever made the last move: the status says who won.
  if (!c.boardCanAct() || state.isOver()) messages_->setInstruction({});

  reviewButton_->setVisible(TurnReview::available(c) && !review.active());
  skipButton_->setVisible(c.canSkip());
  reviewAction_->setEnabled(TurnReview::available(c) && !review.active());
  skipAction_->setEnabled(c.canSkip());
  hint_->setEnabled(c.canHint());
  hintButton_->setEnabled(c.canHint());
  hintButton_->setText(c.hinting() ? tr("Thinking…") : tr("Hint"));
  undo_->setEnabled(undoable);
  undoButton_->setEnabled(undoable);
  redo_->setEnabled(c.canRedo());
  redoButton_->setEnabled(c.canRedo());
  // Undo has one meaning while a computer thinks too (GameController::undo), said where it applies.
  const QString undoWhy =
      undoable       ? (c.botThinking() ? tr("Stops the computer's thinking and takes back the last move a "
                                                   "person made.")
                                        : QString())
      : c.teaching() ? tr("Nothing to undo.")
                     : tr("Only your own moves of this turn that showed no hidden card can be undone. "
                          "Teaching mode (Edit menu) lifts this.");
  undoButton_->setToolTip(undoWhy);
  teachingBanner_->setVisible(c.teaching());
  teaching_->setEnabled(!c.guided());  // a lesson shows only what its learner may see
  if (scoreSheet_ && scoreSheet_->isVisible()) scoreSheet_->showScores(c);
  const bool branched = c.timeline().branches().size() > 1;
  compare_->setEnabled(branched);
  compareButton_->setVisible(branched);
  if (compareBranches_ && compareBranches_->isVisible()) compareBranches_->showBranches(c);
}

void GameWindow::showGuide() {
  guidePanel_->showGuide(guide_);
  if (spotlight_ != nullptr) spotlight_->pointAt(guide_ != nullptr ? guide_->pointAt() : std::nullopt);
}

bool GameWindow::learn(const vb::Lesson& lesson) {
  std::unique_ptr<GameController> game;
  try {
    game = lessonGame(lesson);
  } catch (const std::exception& e) {
    reportError(tr("The lesson could not start"), QString::fromStdString(e.what()));
    return false;
  }
  auto* guide = new Guide(lesson, game.get(), this);
  if (!openGame(std::move(game))) {
    delete guide;
    return false;
  }
  attachGuide(guide);
  return true;
}

void GameWindow::attachGuide(Guide* guide) {
  if (guide->game() != controller_.get()) return;
  if (guide_ != nullptr && guide_ != guide) delete guide_;
  guide_ = guide;
  guide_->setParent(this);
  connect(guide_, &Guide::changed, this, &GameWindow::showGuide);
  setWindowTitle(guide_->title());
  render();
}

void GameWindow::learnGame(const QString& gameId) {
  try {
    learn(loadLesson(gameId.toStdString()));
  } catch (const std::exception& e) {
    reportError(tr("The lesson cannot be opened"), QString::fromStdString(e.what()));
  }
}

void GameWindow::playRealGame() {
  if (guide_ == nullptr) return;
  std::unique_ptr<GameController> next;
  try {
    next = GameController::newGame(realGameAfter(guide_->lesson(), *controller_));
  } catch (const std::exception& e) {
    reportError(tr("The game could not start"), QString::fromStdString(e.what()));
    return;
  }
  openGame(std::move(next));
}

void GameWindow::showRefusal(const QString& reason, const QString& rule) {
  // Only in the message area, which wraps: the status bar would cut a long reason to one line.
  messages_->showRefusal(reason, rulesResource().isEmpty() ? QString() : rule);
  if (board_ != nullptr) board_->showRefusal(reason);
}

void GameWindow::showRule(const QString& rule) {
  if (RulesWindow* rules = showRules()) rules->showAnchor(rule);
}

bool GameWindow::confirmTeaching() {
  const GameController& c = *controller_;
  if (c.humanCount() <= 1 || c.state().isOver()) return true;
  QMessageBox ask(QMessageBox::Warning, tr("Show every hand?"),
                  tr("Teaching mode shows every player's hand to whoever is at the screen."),
                  QMessageBox::Yes | QMessageBox::Cancel, this);
  ask.setObjectName(QStringLiteral("teaching-confirm"));
  ask.setInformativeText(tr("The move log and the save will say that teaching mode was on."));
  ask.button(QMessageBox::Yes)->setText(tr("Show Every Hand"));
  ask.setDefaultButton(QMessageBox::Cancel);
  return ask.exec() == QMessageBox::Yes;
}

void GameWindow::setTeaching(bool teaching) {
  if (teaching && !controller_->teaching() && !confirmTeaching()) teaching = false;
  preferences_.teaching = teaching;
  preferences_.save();
  controller_->setTeaching(teaching);
  // The menu item may be the caller; unticking it must not ask again.
  const QSignalBlocker quiet(teaching_);
  teaching_->setChecked(teaching);
  render();
}

void GameWindow::askHint() {
  if (!controller_->canHint()) return;
  // The request's new state has the table say its instruction again: the search's words come after.
  controller_->requestHint();
  tellThePersonToMove(tr("Looking for the best moves…"));
}

void GameWindow::showHintAnswer() {
  const GameController& c = *controller_;
  QStringList moves;
  int rank = 0;
  for (const vb::HintMove& hint : c.hints())
    moves << tr("%1. %2 (wins %3%)")
                 .arg(++rank)
                 .arg(QString::fromStdString(c.state().describeAction(hint.action)))
                 .arg(qRound(hint.winRate * 100));
  render();  // marks the moves on the table (and its prompt goes to the message area first)
  if (moves.isEmpty()) return;
  tellThePersonToMove(tr("Hint: %1").arg(moves.join(QStringLiteral("   "))));
}

void GameWindow::showPreferences() {
  PreferencesDialog dialog(preferences_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  preferences_ = dialog.preferences();
  preferences_.save();
  controller_->setBotDelay(preferences_.botDelayMs);
  controller_->setConfirmReveals(preferences_.confirmReveals);
  setTeaching(preferences_.teaching);
}

void GameWindow::newGame() {
  NewGameDialog dialog(controller_->game(), this);
  if (dialog.exec() != QDialog::Accepted) return;
  startNewGame(dialog.setup());
}

void GameWindow::playAgain() { startNewGame(sameGameNewDeal(*controller_, freshSeed())); }

void GameWindow::startNewGame(const GameSetup& setup) {
  std::unique_ptr<GameController> next;
  try {
    next = GameController::newGame(setup);
  } catch (const std::exception& e) {
    reportError(tr("The game could not start"), QString::fromStdString(e.what()));
    return;
  }
  if (!maybeKeep()) return;
  setController(std::move(next));
}

void GameWindow::open() {
  const QString path = SaveFiles::askToOpen(this);
  if (!path.isEmpty()) openFile(path);
}

bool GameWindow::openFile(const QString& path) {
  // Read into a new controller first: the game here is untouched until the file has checked out.
  std::unique_ptr<GameController> next;
  try {
    next = GameController::open(path);
  } catch (const std::exception& e) {
    reportError(tr("%1 cannot be opened").arg(QFileInfo(path).fileName()), QString::fromStdString(e.what()));
    return false;
  }
  if (!maybeKeep()) return false;
  setController(std::move(next));
  return true;
}

bool GameWindow::openGame(std::unique_ptr<GameController> game) {
  if (!maybeKeep()) return false;
  setController(std::move(game));
  raise();
  activateWindow();
  return true;
}

EditWindow* GameWindow::editPosition() {
  const GameController& c = *controller_;
  // The sandbox shows every card: ask first while the game here still keeps secrets.
  if (!c.teaching() && !c.state().isOver() &&
      QMessageBox::question(
          this, tr("Edit the position?"),
          tr("Editing shows every card: every hand and the order of the deck. The game here "
             "stays as it is; Play from here starts a new one.")) != QMessageBox::Yes)
    return nullptr;
  try {
    return EditWindow::showNew(EditWindow::positionOf(c.state()), this,
                               [this](std::unique_ptr<GameController> game) { openGame(std::move(game)); });
  } catch (const std::exception& e) {
    reportError(tr("This position cannot be edited"), QString::fromStdString(e.what()));
    return nullptr;
  }
}

void GameWindow::showLab() {
  LabWindow::showIn(lab_, this, [this](std::unique_ptr<GameController> game) { openGame(std::move(game)); });
}

bool GameWindow::save() {
  if (controller_->filePath().isEmpty()) return saveAs();
  return saveTo(controller_->filePath());
}

bool GameWindow::saveAs() {
  const QString path =
      SaveFiles::askToSave(this, fromView(controller_->game().id()), controller_->filePath());
  return !path.isEmpty() && saveTo(path);
}

bool GameWindow::saveTo(const QString& path) {
  try {
    controller_->saveAs(path);
  } catch (const std::exception& e) {
    reportError(tr("The game could not be saved"), QString::fromStdString(e.what()));
    return false;
  }
  showTitle(QFileInfo(path).fileName());
  statusBar()->showMessage(tr("Saved to %1").arg(QDir::toNativeSeparators(path)), kNoticeShownMs);
  if (missing_ != nullptr) missing_->showGame(*controller_);
  return true;
}

ScoreSheetDialog* GameWindow::showScoreSheet() {
  if (!scoreSheet_) {
    scoreSheet_ = new ScoreSheetDialog(this);
    scoreSheet_->setAttribute(Qt::WA_DeleteOnClose);
    connect(scoreSheet_, &ScoreSheetDialog::playAgainRequested, this, &GameWindow::playAgain);
    connect(scoreSheet_, &ScoreSheetDialog::newGameRequested, this, &GameWindow::newGame);
  }
  scoreSheet_->showScores(*controller_);
  scoreSheet_->show();
  scoreSheet_->raise();
  scoreSheet_->activateWindow();
  return scoreSheet_;
}

BranchCompareDialog* GameWindow::showBranchComparison() {
  if (!compareBranches_) {
    compareBranches_ = new BranchCompareDialog(this);
    compareBranches_->setAttribute(Qt::WA_DeleteOnClose);
  }
  compareBranches_->showBranches(*controller_);
  compareBranches_->show();
  compareBranches_->raise();
  compareBranches_->activateWindow();
  return compareBranches_;
}

QString GameWindow::rulesResource() const {
  const QString path = QStringLiteral(":/rules/%1.md").arg(fromView(controller_->game().id()));
  return QFile::exists(path) ? path : QString();
}

RulesWindow* GameWindow::showRules() {
  if (rulesResource().isEmpty()) return nullptr;
  if (!rulesWindow_) {
    rulesWindow_ = new RulesWindow(fromView(controller_->game().name()), rulesResource(), this);
    rulesWindow_->setAttribute(Qt::WA_DeleteOnClose);
  }
  rulesWindow_->show();
  rulesWindow_->raise();
  rulesWindow_->activateWindow();
  return rulesWindow_;
}

bool GameWindow::maybeKeep() {
  if (!controller_->isModified() || controller_->state().isOver()) return true;
  QMessageBox ask(QMessageBox::Question, tr("Keep this game?"),
                  tr("The game of %1 is not finished. Save it before it closes?")
                      .arg(fromView(controller_->game().name())),
                  QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
  ask.setInformativeText(tr("Discard throws the game away, its autosave too."));
  ask.setDefaultButton(QMessageBox::Save);
  switch (ask.exec()) {
    case QMessageBox::Save:
      return save();
    case QMessageBox::Discard:
      GameController::discardAutosave();
      return true;
    default:
      return false;
  }
}

void GameWindow::reportError(const QString& title, const QString& message) {
  showErrorBox(this, title, message);
}

void GameWindow::restoreSavedGeometry() {
  const QSettings settings;
  play_->restoreState(settings.value(kSplitterKey).toByteArray());
  if (restoreGeometry(settings.value(kGeometryKey).toByteArray())) return;
  QSize size = defaultSize();
  if (const QScreen* screen = this->screen()) size = size.boundedTo(screen->availableSize() * 0.9);
  resize(size);
  play_->setSizes({size.width() - 320, 320});
}

void GameWindow::closeEvent(QCloseEvent* event) {
  if (!maybeKeep()) {
    event->ignore();
    return;
  }
  controller_->setBotsPaused(true);
  if (remembersGeometry_) {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kSplitterKey, play_->saveState());
  }
  event->accept();
  emit closed();
}

}  // namespace vb::app
