// The game window's side panel (turn, players, moves, the buttons under them) and its menus: how
// the window is built, kept apart from what it does (game_window.cpp).
#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QVBoxLayout>

#include "about_box.h"
#include "game_controller.h"
#include "game_window.h"
#include "learn/guide.h"
#include "learn/guide_panel.h"
#include "learn/lessons.h"
#include "move_log.h"
#include "seat_panel.h"
#include "turn_review.h"
#include "veggiebox/games/registry.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

QLabel* sectionHeading(QWidget* parent) {
  auto* label = new QLabel(parent);
  QFont f = label->font();
  f.setBold(true);
  label->setFont(f);
  return label;
}

}  // namespace

QWidget* GameWindow::buildSidePanel() {
  auto* panel = new QWidget;
  panel->setObjectName(QStringLiteral("side-panel"));
  panel->setMinimumWidth(260);
  panel->setMaximumWidth(440);

  turn_ = new QLabel(panel);
  turn_->setObjectName(QStringLiteral("turn"));
  turn_->setWordWrap(true);
  scaleText(turn_, 1.2, true);

  // A game under a variant names it beside the players (docs/variants.md).
  variant_ = new QLabel(panel);
  variant_->setObjectName(QStringLiteral("variant"));
  variant_->setWordWrap(true);
  variant_->hide();

  seatPanel_ = new SeatPanel(panel);
  moveLog_ = new MoveLog(panel);
  // What-if branches (docs/sandbox.md#what-if-branches): the log starts and switches them.
  connect(moveLog_, &MoveLog::branchRequested, this,
          [this](std::size_t branch, std::size_t at) { controller_->startBranch(branch, at); });
  // A move under the mouse in the log: the table outlines what it changed, as the seat shown sees it.
  connect(moveLog_, &MoveLog::moveHovered, this, [this](bool over, std::size_t branch, std::size_t index) {
    if (board_ == nullptr) return;
    board_->showMoveMarks(over && !controller_->curtainUp()
                              ? controller_->moveSights(branch, index, controller_->boardSeat())
                              : std::nullopt);
  });
  connect(moveLog_, &MoveLog::branchChosen, this,
          [this](std::size_t branch) { controller_->switchBranch(branch); });
  compareButton_ =
      words_.say(new QPushButton(panel), [](QPushButton* b) { b->setText(tr("Compare branches")); });
  compareButton_->setObjectName(QStringLiteral("compare-branches-button"));
  compareButton_->setFocusPolicy(Qt::NoFocus);
  connect(compareButton_, &QPushButton::clicked, this, &GameWindow::showBranchComparison);

  undoButton_ = words_.say(new QPushButton(panel), [](QPushButton* b) { b->setText(tr("Undo")); });
  undoButton_->setObjectName(QStringLiteral("undo"));
  redoButton_ = words_.say(new QPushButton(panel), [](QPushButton* b) { b->setText(tr("Redo")); });
  redoButton_->setObjectName(QStringLiteral("redo"));
  auto* scores = words_.say(new QPushButton(panel), [](QPushButton* b) { b->setText(tr("Score sheet")); });
  scores->setObjectName(QStringLiteral("score-sheet-button"));
  hintButton_ = words_.say(new QPushButton(panel), [](QPushButton* b) {
    b->setToolTip(tr("The strongest computer player's three best moves for you (H)"));
  });
  hintButton_->setObjectName(QStringLiteral("hint"));
  for (QPushButton* button : {undoButton_, redoButton_, scores, hintButton_})
    button->setFocusPolicy(Qt::NoFocus);
  connect(hintButton_, &QPushButton::clicked, this, &GameWindow::askHint);
  connect(undoButton_, &QPushButton::clicked, this, [this] { controller_->undo(); });
  connect(redoButton_, &QPushButton::clicked, this, [this] { controller_->redo(); });
  connect(scores, &QPushButton::clicked, this, &GameWindow::showScoreSheet);

  // Following the others' turns (README.md#the-app): look back over them, or let the computers
  // play on without their pause.
  reviewButton_ = words_.say(new QPushButton(panel), [](QPushButton* b) {
    b->setText(tr("◀ Moves since your turn"));
    b->setToolTip(tr("Step through the moves made since your last turn (Alt+←; then ← and →)"));
  });
  reviewButton_->setObjectName(QStringLiteral("review-turns"));
  skipButton_ = words_.say(new QPushButton(panel), [](QPushButton* b) {
    b->setText(tr("Skip to my turn"));
    b->setToolTip(tr("The computer players move at once, without their pause, until a person is to play"));
  });
  skipButton_->setObjectName(QStringLiteral("skip-to-my-turn"));
  for (QPushButton* button : {reviewButton_, skipButton_}) button->setFocusPolicy(Qt::NoFocus);
  connect(reviewButton_, &QPushButton::clicked, this, [this] { turnReview()->start(*controller_); });
  connect(skipButton_, &QPushButton::clicked, this, [this] { controller_->skipToPerson(); });
  auto* backAndSkip = new QHBoxLayout;
  backAndSkip->setSpacing(6);
  backAndSkip->addWidget(reviewButton_);
  backAndSkip->addWidget(skipButton_);

  auto* history = new QHBoxLayout;
  history->setSpacing(6);
  history->addWidget(undoButton_);
  history->addWidget(redoButton_);

  // A lesson's guide speaks first, above everything the game shows (docs/learn.md).
  guidePanel_ = new GuidePanel(panel);
  connect(guidePanel_, &GuidePanel::nextClicked, this, [this] {
    if (guide_ != nullptr) guide_->next();
  });
  connect(guidePanel_, &GuidePanel::realGameClicked, this, &GameWindow::playRealGame);

  auto* column = boxWith<QVBoxLayout>(panel, {12, 12, 12, 12}, 8);
  column->addWidget(guidePanel_);
  column->addWidget(turn_);
  column->addWidget(variant_);
  column->addSpacing(4);
  column->addWidget(words_.say(sectionHeading(panel), [](QLabel* l) { l->setText(tr("Players")); }));
  column->addWidget(seatPanel_);
  column->addSpacing(6);
  column->addWidget(words_.say(sectionHeading(panel), [](QLabel* l) { l->setText(tr("Moves")); }));
  column->addWidget(moveLog_, 1);
  column->addLayout(backAndSkip);
  column->addWidget(compareButton_);
  column->addLayout(history);
  auto* more = new QHBoxLayout;
  more->setSpacing(6);
  more->addWidget(hintButton_);
  more->addWidget(scores);
  column->addLayout(more);
  return panel;
}

void GameWindow::buildMenus() {
  QMenu* game = words_.say(menuBar()->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Game")); });
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence::New, this, &GameWindow::newGame),
                          QT_TR_NOOP("&New Game…"));
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence::Open, this, &GameWindow::open),
                          QT_TR_NOOP("&Open…"));
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence::Save, this, &GameWindow::save),
                          QT_TR_NOOP("&Save"));
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence::SaveAs, this, &GameWindow::saveAs),
                          QT_TR_NOOP("Save &As…"));
  game->addSeparator();
  words_.text<GameWindow>(
      game->addAction(QString(), QKeySequence(tr("Ctrl+K")), this, &GameWindow::showScoreSheet),
      QT_TR_NOOP("S&core Sheet"));
  hint_ = words_.text<GameWindow>(
      game->addAction(QString(), QKeySequence(tr("H")), this, &GameWindow::askHint), QT_TR_NOOP("&Hint"));
  reviewAction_ =
      words_.text<GameWindow>(game->addAction(QString(), QKeySequence(Qt::ALT | Qt::Key_Left), this,
                                              [this] { turnReview()->start(*controller_); }),
                              QT_TR_NOOP("&Moves Since Your Turn"));
  skipAction_ = words_.text<GameWindow>(
      game->addAction(QString(), QKeySequence(tr("Ctrl+J")), this, [this] { controller_->skipToPerson(); }),
      QT_TR_NOOP("S&kip to My Turn"));
  compare_ = words_.text<GameWindow>(game->addAction(QString(), this, &GameWindow::showBranchComparison),
                                     QT_TR_NOOP("Compare &Branches"));
  game->addSeparator();
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence(tr("Ctrl+L")), this, &GameWindow::showLab),
                          QT_TR_NOOP("&Playtesting Lab…"));
  words_.text<GameWindow>(
      game->addAction(QString(), QKeySequence(tr("Ctrl+E")), this, [this] { editPosition(); }),
      QT_TR_NOOP("&Edit Position…"));
  game->addSeparator();
  words_.text<GameWindow>(game->addAction(QString(), QKeySequence::Close, this, &QWidget::close),
                          QT_TR_NOOP("&Close Game"));
  QAction* quit = words_.text<GameWindow>(game->addAction(QString(), QKeySequence::Quit, this,
                                                          [this] {
                                                            if (close()) QApplication::quit();
                                                          }),
                                          QT_TR_NOOP("&Quit"));
  quit->setMenuRole(QAction::QuitRole);

  QMenu* edit = words_.say(menuBar()->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Edit")); });
  undo_ = words_.text<GameWindow>(
      edit->addAction(QString(), QKeySequence::Undo, this, [this] { controller_->undo(); }),
      QT_TR_NOOP("&Undo"));
  redo_ = words_.text<GameWindow>(
      edit->addAction(QString(), QKeySequence::Redo, this, [this] { controller_->redo(); }),
      QT_TR_NOOP("&Redo"));
  edit->addSeparator();
  teaching_ = words_.text<GameWindow>(edit->addAction(QString()),
                                      QT_TR_NOOP("&Teaching Mode: Undo Anything, Hands Open"));
  teaching_->setCheckable(true);
  teaching_->setChecked(preferences_.teaching);
  connect(teaching_, &QAction::toggled, this, &GameWindow::setTeaching);
  everyUse_ = words_.text<GameWindow>(edit->addAction(QString()), QT_TR_NOOP("Show &Every Use of a Card"));
  everyUse_->setCheckable(true);
  words_.say(everyUse_, [](QAction* a) {
    a->setToolTip(tr("Selecting a card outlines every legal use of it, and the reason a spot is refused"));
  });
  connect(everyUse_, &QAction::toggled, this, [this](bool on) {
    if (board_ != nullptr) board_->setEveryUse(on);
  });
  QAction* preferences = words_.text<GameWindow>(
      edit->addAction(QString(), QKeySequence::Preferences, this, &GameWindow::showPreferences),
      QT_TR_NOOP("&Preferences…"));
  preferences->setMenuRole(QAction::PreferencesRole);

  QMenu* help = words_.say(menuBar()->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Help")); });
  rules_ = words_.text<GameWindow>(
      help->addAction(QString(), QKeySequence::HelpContents, this, &GameWindow::showRules),
      QT_TR_NOOP("&Rules"));
  QMenu* learn = words_.say(help->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Learn to Play")); });
  learn->setObjectName(QStringLiteral("learn-menu"));
  for (const vb::Game* game : vb::allGames()) {
    const QString id = fromView(game->id());
    QAction* item = learn->addAction(fromView(game->name()), this, [this, id] { learnGame(id); });
    item->setObjectName(QStringLiteral("learn-%1").arg(id));
    // A game whose lesson is not in the app yet is listed, but cannot be chosen.
    item->setEnabled(!lessonResource(game->id()).isEmpty());
  }
  help->addSeparator();
  words_
      .text<GameWindow>(help->addAction(QString(), this, [this] { showAboutBox(this); }),
                        QT_TR_NOOP("&About VeggieBox"))
      ->setMenuRole(QAction::AboutRole);
  words_.text<GameWindow>(help->addAction(QString(), qApp, &QApplication::aboutQt), QT_TR_NOOP("About &Qt"))
      ->setMenuRole(QAction::AboutQtRole);
}

}  // namespace vb::app
