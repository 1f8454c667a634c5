#include "home_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QVBoxLayout>

#include "about_box.h"
#include "edit/edit_window.h"
#include "game_controller.h"
#include "game_tile.h"
#include "lab/lab_window.h"
#include "learn/guide.h"
#include "learn/lessons.h"
#include "new_game_dialog.h"
#include "preferences_dialog.h"
#include "rules_window.h"
#include "save_files.h"
#include "veggiebox/games/registry.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

const char* const kGeometryKey = "home/geometry";

// "Veggies · Ana, Bo · 12 moves", read from the autosave without replaying it, so the home screen
// appears at once; empty when the file cannot be read (Continue then says why when pressed).
QString describeAutosave() {
  try {
    const vb::Json json =
        vb::parseJsonText(vb::readTextFile(GameController::autosavePath().toStdString()), "autosave");
    const vb::Game* game = vb::findGame(json.value("game", std::string()));
    QStringList names;
    for (const vb::Json& player : json.value("players", vb::Json::array()))
      names << QString::fromStdString(player.value("name", std::string()));
    const int moves = json.value("cursor", 0);
    const QString played =
        moves == 1 ? HomeWindow::tr("1 move") : HomeWindow::tr("%1 moves").arg(QLocale().toString(moves));
    return QStringLiteral("%1 · %2 · %3")
        .arg(game != nullptr ? QString::fromUtf8(game->name().data(), qsizetype(game->name().size()))
                             : QString::fromStdString(json.value("game", std::string())),
             QLocale().createSeparatedList(names), played);
  } catch (const std::exception&) {
    return {};
  }
}

}  // namespace

HomeWindow::HomeWindow(QWidget* parent) : QMainWindow(parent), shelf_(gameShelf()) {
  words_.say([this] { setWindowTitle(tr("VeggieBox")); });
  setObjectName(QStringLiteral("home"));

  auto* page = new QWidget;
  auto* column = boxWith<QVBoxLayout>(page, {32, 28, 32, 24}, 14);
  column->addWidget(buildHeader());
  column->addSpacing(8);

  for (const ShelfGame& game : shelf_) {
    auto* tile = new GameTile(game, page);
    connect(tile, &GameTile::newGameRequested, this, &HomeWindow::newGame);
    connect(tile, &GameTile::rulesRequested, this, &HomeWindow::showRules);
    connect(tile, &GameTile::learnRequested, this, &HomeWindow::learnGame);
    tiles_.append(tile);
    column->addWidget(tile);
  }
  column->addStretch(1);

  auto* note = words_.say(new QLabel(page), [](QLabel* l) {
    l->setText(
        tr("An unofficial fan edition. The games belong to their designers and publishers; see Help › About "
           "VeggieBox."));
  });
  note->setObjectName(QStringLiteral("fan-note"));
  note->setWordWrap(true);
  note->setForegroundRole(QPalette::PlaceholderText);
  scaleText(note, 0.9);
  column->addWidget(note);

  // Scrolls rather than squeezes when the window is small or the text large.
  auto* scroll = new QScrollArea;
  scroll->setWidget(page);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  setCentralWidget(scroll);

  buildMenus();
  refreshContinue();
}

QWidget* HomeWindow::buildHeader() {
  auto* header = new QWidget;
  auto* title = words_.say(new QLabel(header), [](QLabel* l) { l->setText(tr("VeggieBox")); });
  title->setObjectName(QStringLiteral("title"));
  scaleText(title, 2.0, true);

  auto* subtitle = words_.say(new QLabel(header), [](QLabel* l) {
    l->setText(tr("Three vegetable card games for hot-seat play on one computer."));
  });
  subtitle->setObjectName(QStringLiteral("subtitle"));
  subtitle->setForegroundRole(QPalette::PlaceholderText);
  subtitle->setWordWrap(true);

  auto* words = new QVBoxLayout;
  words->setSpacing(2);
  words->addWidget(title);
  words->addWidget(subtitle);

  continue_ = words_.say(new QPushButton(header), [](QPushButton* b) { b->setText(tr("Continue")); });
  continue_->setObjectName(QStringLiteral("continue"));
  continue_->setDefault(true);
  connect(continue_, &QPushButton::clicked, this, &HomeWindow::continueGame);
  continueWhat_ = new QLabel(header);
  continueWhat_->setObjectName(QStringLiteral("continue-what"));
  continueWhat_->setForegroundRole(QPalette::PlaceholderText);
  continueWhat_->setAlignment(Qt::AlignRight);
  auto* open = words_.say(new QPushButton(header), [](QPushButton* b) { b->setText(tr("Open…")); });
  open->setObjectName(QStringLiteral("open"));
  connect(open, &QPushButton::clicked, this, &HomeWindow::open);

  auto* buttons = new QHBoxLayout;
  buttons->setSpacing(8);
  buttons->addWidget(continue_);
  buttons->addWidget(open);
  auto* files = new QVBoxLayout;
  files->setSpacing(4);
  files->addLayout(buttons);
  files->addWidget(continueWhat_);

  auto* layout = boxWith<QHBoxLayout>(header, {0, 0, 0, 0}, 16);
  layout->addWidget(new GameArt(QStringLiteral(":/art/veggiebox.svg"), 64, header), 0, Qt::AlignVCenter);
  layout->addLayout(words, 1);
  layout->addLayout(files);
  return header;
}

void HomeWindow::buildMenus() {
  QMenu* game = words_.say(menuBar()->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Game")); });
  // One New Game (Ctrl+N) for the whole box: its dialog picks the game, the last one played first.
  words_.text<HomeWindow>(game->addAction(QString(), QKeySequence::New, this, [this] { newGame({}); }),
                          QT_TR_NOOP("&New Game…"));
  game->addSeparator();
  continueAction_ = words_.text<HomeWindow>(game->addAction(QString(), this, &HomeWindow::continueGame),
                                            QT_TR_NOOP("&Continue"));
  words_.text<HomeWindow>(game->addAction(QString(), QKeySequence::Open, this, &HomeWindow::open),
                          QT_TR_NOOP("&Open…"));
  game->addSeparator();
  words_.text<HomeWindow>(game->addAction(QString(), QKeySequence(tr("Ctrl+L")), this, &HomeWindow::showLab),
                          QT_TR_NOOP("&Playtesting Lab…"));
  words_.text<HomeWindow>(
      game->addAction(QString(), QKeySequence(tr("Ctrl+E")), this, &HomeWindow::chooseEditPosition),
      QT_TR_NOOP("&Edit Position…"));
  words_
      .text<HomeWindow>(
          game->addAction(QString(), QKeySequence::Preferences, this, &HomeWindow::showPreferences),
          QT_TR_NOOP("&Preferences…"))
      ->setMenuRole(QAction::PreferencesRole);
  game->addSeparator();
  QAction* quit = words_.text<HomeWindow>(
      game->addAction(QString(), QKeySequence::Quit, this, &QWidget::close), QT_TR_NOOP("&Quit"));
  quit->setMenuRole(QAction::QuitRole);

  QMenu* help = words_.say(menuBar()->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Help")); });
  bool firstRules = true;
  for (const ShelfGame& shelfGame : shelf_) {
    if (shelfGame.rulesResource().isEmpty()) continue;
    const QString id = shelfGame.id;
    const QString name = shelfGame.name;
    QAction* rules = words_.say(help->addAction(QString(), this, [this, id] { showRules(id); }),
                                [name](QAction* a) { a->setText(tr("Rules of %1").arg(name)); });
    if (firstRules) rules->setShortcut(QKeySequence::HelpContents);
    firstRules = false;
  }
  if (!firstRules) help->addSeparator();
  QMenu* learn = words_.say(help->addMenu(QString()), [](QMenu* m) { m->setTitle(tr("&Learn to Play")); });
  learn->setObjectName(QStringLiteral("learn-menu"));
  for (const ShelfGame& shelfGame : shelf_) {
    const QString id = shelfGame.id;
    QAction* item = learn->addAction(shelfGame.name, this, [this, id] { learnGame(id); });
    item->setObjectName(QStringLiteral("learn-%1").arg(id));
    // A game whose lesson is not in the app yet is listed, but cannot be chosen.
    item->setEnabled(!lessonResource(id.toStdString()).isEmpty());
  }
  help->addSeparator();
  words_
      .text<HomeWindow>(help->addAction(QString(), this, [this] { showAboutBox(this); }),
                        QT_TR_NOOP("&About VeggieBox"))
      ->setMenuRole(QAction::AboutRole);
  words_.text<HomeWindow>(help->addAction(QString(), qApp, &QApplication::aboutQt), QT_TR_NOOP("About &Qt"))
      ->setMenuRole(QAction::AboutQtRole);
}

void HomeWindow::refreshContinue() {
  const bool saved = GameController::hasAutosave();
  continue_->setVisible(saved);
  continueAction_->setEnabled(saved);
  const QString what = saved ? describeAutosave() : QString();
  continueWhat_->setText(what);
  continueWhat_->setVisible(!what.isEmpty());
  continue_->setToolTip(what.isEmpty() ? tr("Continue the last game") : tr("Continue %1").arg(what));
}

void HomeWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  words_.retranslate();
  refreshContinue();
}

void HomeWindow::showPreferences() {
  PreferencesDialog dialog(Preferences::load(), this);
  if (dialog.exec() == QDialog::Accepted) dialog.preferences().save();
}

void HomeWindow::restoreSavedGeometry() {
  const QSettings settings;
  if (restoreGeometry(settings.value(kGeometryKey).toByteArray())) return;
  QSize size = defaultSize();
  if (const QScreen* screen = this->screen()) size = size.boundedTo(screen->availableSize() * 0.9);
  resize(size);
}

void HomeWindow::newGame(const QString& gameId) {
  const vb::Game* game = vb::findGame(gameId.toStdString());
  if (game == nullptr && gameId.isEmpty()) game = vb::findGame(NewGameDialog::lastGame().toStdString());
  if (game == nullptr && gameId.isEmpty() && !shelf_.isEmpty())
    game = vb::findGame(shelf_.first().id.toStdString());
  if (game == nullptr) return;
  NewGameDialog dialog(*game, this);
  if (dialog.exec() != QDialog::Accepted) return;
  try {
    startGame(GameController::newGame(dialog.setup()));
  } catch (const std::exception& e) {
    reportError(tr("The game could not start"), QString::fromStdString(e.what()));
  }
}

void HomeWindow::chooseEditPosition() {
  QStringList names;
  for (const ShelfGame& game : shelf_) names << game.name;
  bool ok = false;
  const QString name =
      QInputDialog::getItem(this, tr("Edit Position"), tr("A new deal of:"), names, 0, false, &ok);
  if (ok)
    for (const ShelfGame& game : shelf_)
      if (game.name == name) editPosition(game.id);
}

EditWindow* HomeWindow::editPosition(const QString& gameId) {
  vb::Json position;
  try {
    position = EditWindow::freshDeal(gameId.toStdString(), QRandomGenerator::global()->generate64() >> 1);
  } catch (const std::exception& e) {
    reportError(tr("The sandbox could not open"), QString::fromStdString(e.what()));
    return nullptr;
  }
  return openEditor(position);
}

EditWindow* HomeWindow::editFile(const QString& path) {
  vb::Json position;
  try {
    position = EditWindow::readPosition(path);
  } catch (const std::exception& e) {
    reportError(tr("%1 cannot be opened").arg(QFileInfo(path).fileName()), QString::fromStdString(e.what()));
    return nullptr;
  }
  return openEditor(position);
}

EditWindow* HomeWindow::openEditor(const vb::Json& position) {
  try {
    return EditWindow::showNew(position, this,
                               [this](std::unique_ptr<GameController> game) { openGame(std::move(game)); });
  } catch (const std::exception& e) {
    reportError(tr("The sandbox could not open"), QString::fromStdString(e.what()));
    return nullptr;
  }
}

void HomeWindow::continueGame() {
  try {
    startGame(GameController::continueAutosave());
  } catch (const std::exception& e) {
    reportError(tr("The last game cannot be continued"), QString::fromStdString(e.what()));
  }
}

void HomeWindow::open() {
  const QString path = SaveFiles::askToOpen(this);
  if (!path.isEmpty()) openFile(path);
}

bool HomeWindow::openFile(const QString& path) {
  try {
    startGame(GameController::open(path));
    return true;
  } catch (const std::exception& e) {
    reportError(tr("%1 cannot be opened").arg(QFileInfo(path).fileName()), QString::fromStdString(e.what()));
    return false;
  }
}

void HomeWindow::startGame(std::unique_ptr<GameController> controller) {
  if (game_) {
    // One table at a time: the open game window takes the new game (and asks about its own).
    game_->raise();
    return;
  }
  auto* window = new GameWindow(std::move(controller), boards_);
  window->setAttribute(Qt::WA_DeleteOnClose);
  window->setRemembersGeometry(remembersGeometry_);
  window->restoreSavedGeometry();
  game_ = window;
  // Shown again before the game window is gone, so the app never runs out of windows and quits.
  connect(window, &GameWindow::closed, this, [this] {
    refreshContinue();
    show();
  });
  window->show();
  rememberGeometry();
  hide();
}

LabWindow* HomeWindow::showLab() {
  return LabWindow::showIn(lab_, this,
                           [this](std::unique_ptr<GameController> game) { openGame(std::move(game)); });
}

void HomeWindow::openGame(std::unique_ptr<GameController> game) {
  if (game_)
    game_->openGame(std::move(game));
  else
    startGame(std::move(game));
}

void HomeWindow::learnGame(const QString& gameId) {
  try {
    learn(loadLesson(gameId.toStdString()));
  } catch (const std::exception& e) {
    reportError(tr("The lesson cannot be opened"), QString::fromStdString(e.what()));
  }
}

void HomeWindow::learn(const vb::Lesson& lesson) {
  if (game_) {
    game_->learn(lesson);
    game_->raise();
    return;
  }
  std::unique_ptr<GameController> game;
  try {
    game = lessonGame(lesson);
  } catch (const std::exception& e) {
    reportError(tr("The lesson could not start"), QString::fromStdString(e.what()));
    return;
  }
  auto guide = std::make_unique<Guide>(lesson, game.get());
  startGame(std::move(game));
  game_->attachGuide(guide.release());
}

void HomeWindow::showRules(const QString& gameId) {
  for (const ShelfGame& game : shelf_) {
    if (game.id != gameId || game.rulesResource().isEmpty()) continue;
    auto* window = new RulesWindow(game.name, game.rulesResource(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return;
  }
}

void HomeWindow::reportError(const QString& title, const QString& message) {
  showErrorBox(this, title, message);
}

void HomeWindow::rememberGeometry() {
  if (remembersGeometry_ && isVisible()) QSettings().setValue(kGeometryKey, saveGeometry());
}

void HomeWindow::closeEvent(QCloseEvent* event) {
  rememberGeometry();
  QMainWindow::closeEvent(event);
}

}  // namespace vb::app
