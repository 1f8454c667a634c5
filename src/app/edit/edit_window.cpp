#include "edit/edit_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

#include "edit/play_from_here_dialog.h"
#include "game_controller.h"
#include "table/palette.h"
#include "veggiebox/core/json_input.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/games/registry.h"

namespace vb::app {

namespace {

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

// The refusals name the field ("game") and the games' ids in English: they are the file's words.
const char* const kGameIds = "veggies, garden, vegetables";

vb::InputError noGame(const std::string& id) {
  return vb::InputError(vb::app::EditWindow::tr("%1: no game '%2' (%3)")
                            .arg(QStringLiteral("game"), fromStd(id), QString::fromLatin1(kGameIds))
                            .toStdString());
}

const vb::Game& gameOf(const vb::Json& scenario) {
  if (!scenario.is_object())
    throw vb::InputError(
        vb::app::EditWindow::tr("expected a JSON object, a scenario or a save").toStdString());
  if (!scenario.contains("game") || !scenario["game"].is_string())
    throw vb::InputError(vb::app::EditWindow::tr("%1: expected the id of a game (%2)")
                             .arg(QStringLiteral("game"), QString::fromLatin1(kGameIds))
                             .toStdString());
  const std::string id = scenario["game"].get<std::string>();
  const vb::Game* game = vb::findGame(id);
  if (game == nullptr) throw noGame(id);
  return *game;
}

}  // namespace

// One edit: the whole position before and after, so undo and redo restore it exactly.
class PositionCommand : public QUndoCommand {
 public:
  PositionCommand(EditWindow* window, vb::Json before, vb::Json after, const QString& what)
      : QUndoCommand(what), window_(window), before_(std::move(before)), after_(std::move(after)) {}

  void undo() override { window_->showPosition(before_); }
  void redo() override {
    // The first redo is the push: the editor already shows the edit it made.
    if (pushed_) {
      window_->showPosition(after_);
    } else {
      pushed_ = true;
      window_->position_ = after_;
      window_->check();
    }
  }

 private:
  EditWindow* window_;
  vb::Json before_, after_;
  bool pushed_ = false;
};

EditWindow::EditWindow(const vb::Json& scenario, EditorFactory editors, QWidget* parent)
    : QMainWindow(parent), editors_(std::move(editors)), game_(&gameOf(scenario)) {
  editor_ = editors_(game_->id(), nullptr);
  if (editor_ == nullptr)
    throw vb::InputError(tr("%1: %2 has no position editor")
                             .arg(QStringLiteral("game"), fromStd(std::string(game_->name())))
                             .toStdString());
  undo_ = new QUndoStack(this);

  auto* central = new QWidget(this);
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(6, 6, 6, 6);
  layout->addWidget(editor_, 1);
  status_ = new QLabel(central);
  status_->setObjectName(QStringLiteral("position-problem"));
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::PlainText);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(status_);

  auto* buttons = new QHBoxLayout;
  undoButton_ = new QPushButton(central);
  redoButton_ = new QPushButton(central);
  undoButton_->setEnabled(false);
  redoButton_->setEnabled(false);
  connect(undoButton_, &QPushButton::clicked, undo_, &QUndoStack::undo);
  connect(redoButton_, &QPushButton::clicked, undo_, &QUndoStack::redo);
  connect(undo_, &QUndoStack::canUndoChanged, undoButton_, &QPushButton::setEnabled);
  connect(undo_, &QUndoStack::canRedoChanged, redoButton_, &QPushButton::setEnabled);
  connect(undo_, &QUndoStack::undoTextChanged, this, &EditWindow::showUndoTips);
  connect(undo_, &QUndoStack::redoTextChanged, this, &EditWindow::showUndoTips);
  save_ = new QPushButton(central);
  connect(save_, &QPushButton::clicked, this, &EditWindow::saveScenario);
  play_ = new QPushButton(central);
  play_->setObjectName(QStringLiteral("play-from-here"));
  play_->setDefault(true);
  connect(play_, &QPushButton::clicked, this, &EditWindow::playFromHere);
  buttons->addWidget(undoButton_);
  buttons->addWidget(redoButton_);
  buttons->addStretch(1);
  buttons->addWidget(save_);
  buttons->addWidget(play_);
  layout->addLayout(buttons);
  setCentralWidget(central);

  connect(editor_, &edit::PositionEditor::edited, this, &EditWindow::edited);
  connect(editor_, &edit::PositionEditor::hint, this,
          [this](const QString& text) { statusBar()->showMessage(text, 6000); });
  buildMenus();
  retranslate();
  showPosition(scenario);
  undo_->setClean();
}

void EditWindow::showUndoTips() {
  undoButton_->setToolTip(undo_->undoText().isEmpty() ? QString() : tr("Undo: %1").arg(undo_->undoText()));
  redoButton_->setToolTip(undo_->redoText().isEmpty() ? QString() : tr("Redo: %1").arg(undo_->redoText()));
}

// Every word of the window, set again when the language changes (docs/translating.md). The undo
// steps keep the words they were made with.
void EditWindow::retranslate() {
  setWindowTitle(tr("Edit Position — %1").arg(fromStd(std::string(game_->name()))));
  undoButton_->setText(tr("Undo"));
  redoButton_->setText(tr("Redo"));
  showUndoTips();
  save_->setText(tr("Save as Scenario…"));
  play_->setText(tr("Play from Here…"));
  positionMenu_->setTitle(tr("&Position"));
  newDealAction_->setText(tr("&New Deal"));
  openAction_->setText(tr("&Open Scenario…"));
  saveAction_->setText(tr("&Save as Scenario…"));
  playAction_->setText(tr("&Play from Here…"));
  playAction_->setShortcut(QKeySequence(tr("Ctrl+P")));
  closeAction_->setText(tr("&Close"));
  editMenu_->setTitle(tr("&Edit"));
  // QUndoStack words its actions once, with the prefix it is given: new actions in the new words.
  delete undoAction_;
  delete redoAction_;
  undoAction_ = undo_->createUndoAction(this, tr("&Undo"));
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = undo_->createRedoAction(this, tr("&Redo"));
  redoAction_->setShortcut(QKeySequence::Redo);
  editMenu_->addAction(undoAction_);
  editMenu_->addAction(redoAction_);
}

void EditWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() != QEvent::LanguageChange || play_ == nullptr) return;
  retranslate();
  // The engine words the position's problem in the new language too.
  check();
}

void EditWindow::closeEvent(QCloseEvent* event) {
  if (!undo_->isClean() && !closingForPlay_) {
    const QMessageBox::StandardButton answer = QMessageBox::question(
        this, tr("Close the sandbox?"), tr("The position has changed since it was opened or saved."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveScenario())) {
      event->ignore();
      return;
    }
  }
  QMainWindow::closeEvent(event);
}

EditWindow::~EditWindow() {
  // The undo stack is a child, cleared (and so emitting its text signals) after this window has
  // stopped being an EditWindow: it must not call showUndoTips() then.
  undo_->disconnect(this);
}

// The menus' words come from retranslate().
void EditWindow::buildMenus() {
  positionMenu_ = menuBar()->addMenu(QString());
  newDealAction_ = positionMenu_->addAction(QString(), this, &EditWindow::newDeal);
  openAction_ = positionMenu_->addAction(QString(), QKeySequence::Open, this, &EditWindow::openScenario);
  saveAction_ = positionMenu_->addAction(QString(), QKeySequence::SaveAs, this, &EditWindow::saveScenario);
  playAction_ = positionMenu_->addAction(QString(), this, &EditWindow::playFromHere);
  positionMenu_->addSeparator();
  closeAction_ = positionMenu_->addAction(QString(), QKeySequence::Close, this, &QWidget::close);
  editMenu_ = menuBar()->addMenu(QString());
}

vb::Json EditWindow::readPosition(const QString& path) {
  const std::string file = path.toStdString();
  try {
    vb::Json json = vb::parseJsonText(vb::readTextFile(file), file);
    if (json.is_object() && json.contains("format")) {
      // A save: the position at its cursor, every action replayed and checked.
      const vb::LoadedSave loaded = vb::loadSave(json);
      return positionOf(*loaded.state);
    }
    gameOf(json);
    return json;
  } catch (const vb::InputError& e) {
    const std::string what = e.what();
    // The JSON reader names the file itself; the other refusals get it in front.
    if (what.rfind(file, 0) == 0) throw;
    throw vb::InputError(file + ": " + what);
  }
}

vb::Json EditWindow::freshDeal(const std::string& gameId, std::uint64_t seed) {
  const vb::Game* game = vb::findGame(gameId);
  if (game == nullptr) throw noGame(gameId);
  vb::Setup setup;
  // Two players, or as many as the game needs at least (VEGEtables 2.0 is for four).
  for (int seat = 0; seat < std::max(2, game->minPlayers()); ++seat)
    setup.names.push_back(tr("Player %1").arg(seat + 1).toStdString());
  setup.seed = seed;
  return positionOf(*game->newGame(setup));
}

vb::Json EditWindow::positionOf(const vb::State& state) { return state.toJson(); }

void EditWindow::edited(const vb::Json& scenario, const QString& what) {
  undo_->push(new PositionCommand(this, position_, scenario, what));
  statusBar()->showMessage(what, 4000);
}

void EditWindow::replacePosition(const vb::Json& scenario, const QString& what) {
  // The command's first redo takes the position and checks it, as after an edit in the editor.
  editor_->setScenario(scenario);
  undo_->push(new PositionCommand(this, position_, scenario, what));
}

void EditWindow::showPosition(const vb::Json& scenario) {
  position_ = scenario;
  editor_->setScenario(scenario);
  check();
}

void EditWindow::check() {
  sound_.reset();
  problem_.clear();
  try {
    sound_ = game_->fromJson(position_);
  } catch (const std::exception& e) {
    problem_ = fromStd(e.what());
  }
  editor_->showProblem(problem_);
  QString text;
  if (!problem_.isEmpty()) {
    text = tr("This position cannot be played: %1").arg(problem_);
    status_->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;").arg(table::palette().refusedText.name()));
  } else if (sound_->isOver()) {
    text = tr("A sound position, and the game is over in it: nothing to play from here.");
    status_->setStyleSheet(QString());
  } else {
    text = tr("A sound position: %1 to move.").arg(fromStd(sound_->playerName(sound_->currentPlayer())));
    status_->setStyleSheet(QString());
  }
  status_->setText(text);
  play_->setEnabled(canPlay());
  if (playAction_ != nullptr) playAction_->setEnabled(canPlay());
  play_->setToolTip(canPlay() ? QString() : tr("Fix the position first: the line under the table says why."));
}

bool EditWindow::canPlay() const { return sound_ != nullptr && !sound_->isOver(); }

std::unique_ptr<GameController> EditWindow::gameFromHere(std::vector<vb::Seat> seats, bool teaching) const {
  if (!canPlay()) return nullptr;
  std::unique_ptr<GameController> game = GameController::fromScenario(position_, std::move(seats));
  game->setSandbox(true);
  game->setTeaching(teaching);
  return game;
}

void EditWindow::playFromHere() {
  if (!canPlay()) return;
  PlayFromHereDialog dialog(*sound_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  std::unique_ptr<GameController> game;
  try {
    game = gameFromHere(dialog.seats(), dialog.teaching());
  } catch (const std::exception& e) {
    reportError(tr("This position cannot be played"), fromStd(e.what()));
    return;
  }
  if (game == nullptr || !opener_) return;
  opener_(std::move(game));
}

bool EditWindow::saveScenarioTo(const QString& path) {
  try {
    vb::writeFileAtomically(path.toStdString(), position_.dump(2) + "\n");
  } catch (const std::exception& e) {
    reportError(tr("The scenario was not saved"), fromStd(e.what()));
    return false;
  }
  folder_ = QFileInfo(path).absolutePath();
  undo_->setClean();
  statusBar()->showMessage(tr("Saved as %1").arg(QFileInfo(path).fileName()), 6000);
  return true;
}

bool EditWindow::saveScenario() {
  if (!problem_.isEmpty() &&
      QMessageBox::question(
          this, tr("Save a position that cannot be played?"),
          tr("The engine refuses this position: %1\n\nSave it anyway, to fix later?").arg(problem_)) !=
          QMessageBox::Yes)
    return false;
  QString path = QFileDialog::getSaveFileName(this, tr("Save as Scenario"), folder_,
                                              tr("Scenarios (*.json);;All files (*)"));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
  return saveScenarioTo(path);
}

bool EditWindow::openPosition(const QString& path) {
  vb::Json position;
  try {
    position = readPosition(path);
    if (&gameOf(position) != game_)
      throw vb::InputError(tr("%1: %2: a position of %3, not %4")
                               .arg(path, QStringLiteral("game"),
                                    fromStd(std::string(gameOf(position).name())),
                                    fromStd(std::string(game_->name())))
                               .toStdString());
  } catch (const std::exception& e) {
    reportError(tr("%1 cannot be opened").arg(QFileInfo(path).fileName()), fromStd(e.what()));
    return false;
  }
  folder_ = QFileInfo(path).absolutePath();
  replacePosition(position, tr("Open %1").arg(QFileInfo(path).fileName()));
  return true;
}

void EditWindow::openScenario() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open Scenario"), folder_, tr("Scenarios and saves (*.json *.veggiebox);;All files (*)"));
  if (!path.isEmpty()) openPosition(path);
}

void EditWindow::newDeal() {
  replacePosition(freshDeal(std::string(game_->id()), QRandomGenerator::global()->generate64() >> 1),
                  tr("New deal"));
}

void EditWindow::reportError(const QString& title, const QString& message) {
  QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
  box.setObjectName(QStringLiteral("edit-error"));
  box.exec();
}

EditWindow* EditWindow::showNew(const vb::Json& scenario, QWidget* parent,
                                std::function<void(std::unique_ptr<GameController>)> opener) {
  auto* window = new EditWindow(scenario, edit::makePositionEditor, parent);
  window->setWindowFlag(Qt::Window);
  window->setAttribute(Qt::WA_DeleteOnClose);
  window->resize(defaultSize());
  window->setGameOpener([window, opener = std::move(opener)](std::unique_ptr<GameController> game) {
    opener(std::move(game));
    window->closingForPlay_ = true;  // the position lives on as the game's start
    window->close();
  });
  window->show();
  window->raise();
  return window;
}

}  // namespace vb::app
