#include "game_controller.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>
#include <chrono>

#include "seat_colours.h"
#include "table/not_now.h"
#include "veggiebox/core/output_file.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"
#include "veggiebox/play/match.h"

namespace vb::app {

namespace {

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

// A scenario's options, when they are all strings (a save keeps them only as a record).
vb::Options scenarioOptions(const vb::Json& json) {
  vb::Options options;
  if (!json.contains("options") || !json["options"].is_object()) return options;
  for (const auto& [key, value] : json["options"].items())
    if (value.is_string()) options[key] = value.get<std::string>();
  return options;
}

std::uint64_t scenarioSeed(const vb::Json& json) {
  if (json.contains("seed") && json["seed"].is_number_unsigned()) return json["seed"].get<std::uint64_t>();
  return 0;
}

std::vector<bool> peopleOf(const std::vector<vb::Seat>& seats) {
  std::vector<bool> people;
  people.reserve(seats.size());
  for (const vb::Seat& seat : seats) people.push_back(seat.human);
  return people;
}

std::function<std::int64_t()>& testClock() {
  static std::function<std::int64_t()> clock;
  return clock;
}

// The turn flow's clock: milliseconds that never go back (a test's own, when it set one).
TurnFlow::Millis now() {
  if (testClock()) return testClock()();
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

std::vector<std::string> playerNames(const vb::State& state) {
  std::vector<std::string> names;
  names.reserve(static_cast<std::size_t>(state.numPlayers()));
  for (int seat = 0; seat < state.numPlayers(); ++seat) names.push_back(state.playerName(seat));
  return names;
}

}  // namespace

GameController::GameController(vb::Timeline timeline, std::vector<vb::Seat> seats, QList<QColor> colours,
                               std::uint64_t seed, vb::Options options, bool keepStart, QObject* parent)
    : QObject(parent),
      timeline_(std::move(timeline)),
      seats_(std::move(seats)),
      colours_(std::move(colours)),
      seed_(seed),
      options_(std::move(options)),
      keepStart_(keepStart),
      flow_(peopleOf(seats_)) {
  while (colours_.size() < static_cast<qsizetype>(seats_.size()))
    colours_.append(defaultSeatColour(colours_.size()));
  for (const vb::Seat& seat : seats_) bots_.push_back(seat.human ? nullptr : vb::makeBot(seat.bot));
  flow_.moved(state().currentPlayer(), now());  // the turn flow knows the position from the start
  botTimer_.setSingleShot(true);
  connect(&botTimer_, &QTimer::timeout, this, &GameController::playBot);
}

GameController::~GameController() = default;

std::unique_ptr<GameController> GameController::newGame(const GameSetup& setup) {
  const vb::Game* game = vb::findGame(setup.gameId);
  if (game == nullptr) throw vb::InputError("game: no game '" + setup.gameId + "'");
  vb::Setup engineSetup;
  for (const vb::Seat& seat : setup.seats) engineSetup.names.push_back(seat.name);
  engineSetup.seed = setup.seed;
  engineSetup.options = setup.options;
  engineSetup.variant = setup.variant;
  auto controller = std::make_unique<GameController>(vb::Timeline(game->newGame(engineSetup)), setup.seats,
                                                     setup.colours, setup.seed, setup.options, false);
  controller->flow_.takeScreenAlone();
  return controller;
}

std::unique_ptr<GameController> GameController::open(const QString& path) {
  const std::string file = path.toStdString();
  const vb::Json json = vb::parseJsonText(vb::readTextFile(file), file);
  if (json.is_object() && json.contains("format")) {
    std::unique_ptr<GameController> controller = fromLoaded(vb::loadSave(json));
    controller->filePath_ = path;
    return controller;
  }
  return fromScenario(json);
}

std::unique_ptr<GameController> GameController::fromScenario(const vb::Json& scenario,
                                                             std::vector<vb::Seat> seats) {
  // A position to play on from. Without seats its players are people, named by the scenario.
  std::unique_ptr<vb::State> start = vb::stateFromJson(scenario);
  const std::vector<std::string> names = playerNames(*start);
  if (seats.empty())
    for (const std::string& name : names) seats.push_back(vb::Seat{name, true, {}});
  if (seats.size() != names.size())
    throw vb::InputError("players: the position has " + std::to_string(names.size()) + " seats, not " +
                         std::to_string(seats.size()));
  auto controller =
      std::make_unique<GameController>(vb::Timeline(std::move(start)), seats, coloursForPlayers(names),
                                       scenarioSeed(scenario), scenarioOptions(scenario), true);
  controller->flow_.takeScreenAlone();
  return controller;
}

std::unique_ptr<GameController> GameController::fromLoaded(vb::LoadedSave loaded) {
  vb::Timeline timeline = vb::Timeline::fromSave(loaded);
  std::vector<std::string> names;
  names.reserve(loaded.save.seats.size());
  for (const vb::Seat& seat : loaded.save.seats) names.push_back(seat.name);
  auto controller =
      std::make_unique<GameController>(std::move(timeline), loaded.save.seats, coloursForPlayers(names),
                                       loaded.save.seed, loaded.save.options, loaded.save.start.has_value());
  controller->notes_ = loaded.save.notes;
  return controller;
}

std::unique_ptr<GameController> GameController::replay(const vb::Save& save) {
  // A save's JSON carries the snapshot at its cursor: play the actions once to write it, and then
  // load it as any save file is loaded, which replays and checks every step again.
  std::unique_ptr<vb::State> state = save.startState();
  for (std::size_t i = 0; i < save.cursor; ++i)
    if (const vb::Outcome o = state->apply(state->parseAction(save.actions[i])); !o)
      throw vb::InputError("actions[" + std::to_string(i) + "] " + save.actions[i] + ": " + o.reason);
  return fromLoaded(vb::loadSave(save.toJson(*state)));
}

QString GameController::autosavePath() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

bool GameController::hasAutosave() { return QFileInfo::exists(autosavePath()); }

std::unique_ptr<GameController> GameController::continueAutosave() {
  std::unique_ptr<GameController> controller = open(autosavePath());
  controller->filePath_.clear();
  return controller;
}

void GameController::discardAutosave() { QFile::remove(autosavePath()); }

vb::Variant GameController::variant() const {
  // Every state of a variant carries it (docs/variants.md#in-states-saves-and-scenarios).
  const vb::Json start = timeline_.start().toJson();
  if (!start.contains("variant")) return {};
  return game().readVariant(start["variant"]);
}

QString GameController::variantTitle() const {
  const vb::Variant rules = variant();
  if (rules.empty()) return {};
  // A variant's name is the file's own words; a lesson's (resources/learn/veggies.json: "first
  // lesson") is in the lessons' catalogue (docs/translating.md), so it is shown in the reader's language.
  return rules.name.empty() ? tr("a variant") : fromStd(vb::tx(rules.name));
}

QString GameController::seatName(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(seats_.size())) return {};
  return fromStd(seats_[seat].name);
}

QColor GameController::seatColour(int seat) const {
  if (seat < 0 || seat >= colours_.size()) return QColor(Qt::gray);
  return colours_.at(seat);
}

int GameController::humanCount() const {
  int count = 0;
  for (const vb::Seat& seat : seats_) count += seat.human ? 1 : 0;
  return count;
}

bool GameController::isHuman(int seat) const {
  return seat >= 0 && seat < static_cast<int>(seats_.size()) && seats_[seat].human;
}

int GameController::boardSeat() const { return flow_.boardSeat(); }

vb::ScoreSheet GameController::scoreSheet() const { return sheetOf(state()); }

vb::ScoreSheet GameController::sheetOf(const vb::State& state) const {
  return teaching_ ? state.scoreSheet() : state.scoreSheet(boardSeat());
}

vb::ScoreSheet GameController::branchScoreSheet(std::size_t branch) const {
  return sheetOf(*timeline_.stateOf(branch));
}

QStringList GameController::moveWords(std::size_t branch, std::size_t count) const {
  return moveWords_.of(timeline_, branch, count);
}

std::optional<std::pair<vb::Json, vb::Json>> GameController::moveSights(std::size_t branch, std::size_t index,
                                                                        int seat) const {
  if (branch >= timeline_.branches().size()) return std::nullopt;
  const std::vector<vb::Timeline::Entry>& line = timeline_.branches()[branch].line;
  if (index >= line.size()) return std::nullopt;
  std::unique_ptr<vb::State> state = timeline_.stateAt(branch, index);
  vb::Json before = state->observation(seat);
  if (!state->apply(line[index].action)) return std::nullopt;
  return std::make_pair(std::move(before), state->observation(seat));
}

QString GameController::whyNoBranch(std::size_t branch, std::size_t at) const {
  if (guided()) return tr("A lesson follows its own moves: no branch can leave it.");
  if (branch >= timeline_.branches().size()) return tr("There is no such branch.");
  if (branch == timeline_.branch()) return fromStd(timeline_.whyNoBranch(at, teaching_));
  // Another branch's move: judged as if that branch were on the table.
  vb::Timeline there(timeline_);
  there.switchTo(branch);
  return fromStd(there.whyNoBranch(at, teaching_));
}

bool GameController::boardCanAct() const { return flow_.canAct(); }

bool GameController::botThinking() const {
  const int current = state().currentPlayer();
  return current >= 0 && !isHuman(current) && !botsPaused_;
}

bool GameController::canUndo() const {
  if (guided() || !timeline_.canUndo(teaching_)) return false;
  // Undo lands on a person's decision, past the computers' after it; one that could take back only
  // computers' decisions, which they would play again at once, has nothing to do.
  vb::Timeline probe(timeline_);
  while (probe.undo(teaching_))
    if (isHuman(probe.current().currentPlayer())) return true;
  return false;
}

vb::Json GameController::saveJson() const {
  vb::Save save = timeline_.toSave(seats_, seed_, options_, keepStart_);
  save.notes = notes_;
  // A new branch after undo may have dropped the actions a note followed: it stays, at the end.
  for (vb::SaveNote& note : save.notes) note.at = std::min(note.at, save.actions.size());
  return save.toJson(state());
}

void GameController::saveAs(const QString& path) {
  vb::writeFileAtomically(QFile::encodeName(path).toStdString(), vb::saveText(saveJson()));
  filePath_ = path;
  setModified(false);
}

void GameController::begin() {
  // Continue means the game last on the table, even before its first move here (and the command
  // line can pick up the autosave of a game whose table is not drawn yet).
  if (!state().isOver()) autosave();
  settle();
  emit stateChanged();
  emit undoAvailable(canUndo());
  emit redoAvailable(canRedo());
}

void GameController::choose(vb::ActionId action) {
  const int current = state().currentPlayer();
  if (!boardCanAct() || !isHuman(current)) {
    emit refused(table::notNow(current < 0, current < 0 ? QString() : seatName(current)), {});
    return;
  }
  if (gate_ && !gate_(action)) {
    if (const std::string reason = state().refusal(action); !reason.empty())
      emit refused(fromStd(reason), fromStd(state().refusalRule(action)));
    return;
  }
  if (pending_ == action) {  // chosen again (Enter on the table's focused target): confirmed
    confirmPending();
    return;
  }
  dropPending();  // another decision replaces the one waiting
  if (confirmReveals_ && !teaching_ && !guided() && wouldReveal(action)) {
    pending_ = action;
    emit pendingChanged();
    return;
  }
  const vb::Outcome outcome = timeline_.play(action);
  if (!outcome) {
    emit refused(fromStd(outcome.reason), fromStd(state().refusalRule(action)));  // nothing changed
    return;
  }
  changed();
}

bool GameController::wouldReveal(vb::ActionId action) const {
  // The copy draws as the real state would, but nothing of it is shown: only whether it revealed.
  std::unique_ptr<vb::State> trial = state().clone();
  const vb::Outcome outcome = trial->apply(action);
  return outcome && outcome.revealed;
}

void GameController::setConfirmReveals(bool on) {
  confirmReveals_ = on;
  if (!on) dropPending();
}

QString GameController::pendingWords() const {
  return pending_ ? fromStd(state().describeAction(*pending_)) : QString();
}

void GameController::confirmPending() {
  if (!pending_) return;
  const vb::ActionId action = *pending_;
  pending_.reset();
  emit pendingChanged();
  const vb::Outcome outcome = timeline_.play(action);
  if (!outcome) {
    emit refused(fromStd(outcome.reason), fromStd(state().refusalRule(action)));
    return;
  }
  changed();
}

void GameController::cancelPending() { dropPending(); }

void GameController::dropPending() {
  if (!pending_) return;
  pending_.reset();
  emit pendingChanged();
}

void GameController::setGate(Gate gate) {
  gate_ = std::move(gate);
  // A lesson is a game to learn from, not one to continue: it never replaces the autosave, and
  // nothing it shows may be hidden again by undo or opened by teaching mode (docs/learn.md).
  autosaving_ = false;
  botsPaused_ = true;
  teaching_ = false;
  flow_.setTeaching(false);
}

bool GameController::playFor(vb::ActionId action) {
  if (state().isOver() || isHuman(state().currentPlayer())) return false;
  if (!timeline_.play(action)) return false;
  changed();
  return true;
}

void GameController::restartFrom(std::unique_ptr<vb::State> start) {
  stopSearch();
  timeline_ = vb::Timeline(std::move(start));
  moveWords_.forget();
  announcedOver_ = false;
  settle();
  emit stateChanged();
  emit undoAvailable(canUndo());
  emit redoAvailable(canRedo());
}

void GameController::startBranch(std::size_t branch, std::size_t at) {
  if (!whyNoBranch(branch, at).isEmpty()) return;
  stopSearch();
  if (branch != timeline_.branch()) timeline_.switchTo(branch);
  timeline_.startBranch(at, teaching_);
  if (!state().isOver()) announcedOver_ = false;
  changed();
}

void GameController::switchBranch(std::size_t branch) {
  if (branch == timeline_.branch() || branch >= timeline_.branches().size()) return;
  stopSearch();
  // Under the curtain nobody is at the screen until the next player says so: a switch lowers
  // nothing, even back to a line where the person who left is to move.
  if (flow_.curtainUp()) flow_.forgetScreen();
  timeline_.switchTo(branch);
  // As after an undo: a branch whose game is still open has its end announced when it comes.
  if (!state().isOver()) announcedOver_ = false;
  changed();
}

void GameController::undo() {
  // While a computer thinks too: its search stops and the person's own last decision is taken back.
  if (!canUndo()) return;
  stopSearch();
  while (timeline_.undo(teaching_) && !isHuman(state().currentPlayer())) {
  }
  // Undoing out of the end reopens the game; its end is announced again when it comes.
  if (!state().isOver()) announcedOver_ = false;
  changed();
}

void GameController::redo() {
  if (guided()) return;
  stopSearch();
  if (!timeline_.redo()) return;
  while (state().currentPlayer() >= 0 && !isHuman(state().currentPlayer()) && timeline_.canRedo())
    timeline_.redo();
  changed();
}

void GameController::lowerCurtain() {
  if (!flow_.passCurtain()) return;
  emit curtainChanged(false);
  emit stateChanged();
}

void GameController::curtainPressed() { flow_.curtainPressed(now()); }

void GameController::curtainReleased() {
  if (!flow_.curtainReleased(now())) return;
  emit curtainChanged(false);
  emit stateChanged();
}

void GameController::curtainKey(bool repeat) {
  if (!flow_.curtainKey(repeat, now())) return;
  emit curtainChanged(false);
  emit stateChanged();
}

void GameController::setTeaching(bool teaching) {
  if (teaching_ == teaching || guided()) return;
  teaching_ = teaching;
  flow_.setTeaching(teaching);
  // Never without a trace: the move log and the save say when every hand was open.
  addNote(teaching ? "teaching mode on" : "teaching mode off");
  settle();
  emit stateChanged();
  emit undoAvailable(canUndo());
}

void GameController::setBotDelay(int ms) {
  botDelayMs_ = std::max(0, ms);
  if (!skipping_) botTimer_.setInterval(botDelayMs_);
}

bool GameController::canSkip() const {
  return botThinking() && !skipping_ && botDelayMs_ > 0 && humanCount() > 0 && !guided();
}

void GameController::skipToPerson() {
  if (!canSkip()) return;
  skipping_ = true;
  botTimer_.setInterval(0);
  if (botTimer_.isActive()) botTimer_.start();  // the pause under way ends now
  emit searchingChanged();
}

void GameController::setBotsPaused(bool paused) {
  botsPaused_ = paused || guided();
  if (paused && !hinting_) stopSearch();
  scheduleBot();
}

void GameController::addNote(const std::string& text) {
  notes_.push_back({timeline_.cursor(), text});
  if (notes_.size() > vb::kMaxSaveNotes) notes_.erase(notes_.begin());
  setModified(true);
  autosave();
}

void GameController::stopSearch() {
  if (!search_.busy()) return;
  search_.cancel();
  hinting_ = false;
  emit searchingChanged();
}

void GameController::requestHint() {
  if (!canHint() || state().isOver()) return;
  const int seat = state().currentPlayer();
  // A teaching session can see that a hint was asked for, and by whom.
  addNote("hint used by " + seats_[static_cast<std::size_t>(seat)].name);
  hints_.clear();
  hinting_ = true;
  // The hint reads only what the person to move may see: hintMoves resamples for that seat.
  auto position = std::shared_ptr<const vb::State>(state().clone());
  auto found = std::make_shared<std::vector<vb::HintMove>>();
  const std::uint64_t seed = seed_ ^ (0xC2B2AE3D27D4EB4FULL * (timeline_.cursor() + 1));
  const std::uint64_t ticket = flow_.ticket();
  search_.start([position, found,
                 seed](const std::atomic<bool>& stop) { *found = vb::hintMoves(*position, 3, seed, &stop); },
                [this, found, ticket] {
                  hinting_ = false;
                  // Hints for a position the table has left are never shown.
                  if (flow_.ticket() == ticket) hints_ = *found;
                  emit searchingChanged();
                  emit hintsReady();
                });
  emit searchingChanged();
  emit stateChanged();
}

void GameController::setClockForTests(std::function<std::int64_t()> clock) { testClock() = std::move(clock); }

void GameController::substituteForTests(std::unique_ptr<vb::State> state) {
  substitute_ = std::move(state);
  emit stateChanged();
}

void GameController::lookAs(int seat) {
  stopSearch();
  if (flow_.lookAs(seat)) emit curtainChanged(false);
  emit stateChanged();
}

void GameController::changed() {
  hints_.clear();
  // A new branch after undo drops the redo tail: a note past the end moves to the end.
  // Notes follow the game as played (the save keeps them with its own actions).
  for (vb::SaveNote& note : notes_) note.at = std::min(note.at, timeline_.branches().front().line.size());
  setModified(true);
  emit timelineMoved();
  // The curtain first: nothing (not the autosave's write) may stand between a move that hands the
  // screen over and the curtain that hides it (docs/architecture.md#who-is-at-the-screen).
  settle();
  emit stateChanged();
  autosave();
  emit undoAvailable(canUndo());
  emit redoAvailable(canRedo());
}

void GameController::settle() {
  dropPending();  // a pending decision belongs to the state it was made in
  settleCurtain();
  const int current = state().currentPlayer();
  if (current != lastTurn_) {
    lastTurn_ = current;
    emit turnChanged(current);
  }
  if (state().isOver() && !announcedOver_) {
    announcedOver_ = true;
    emit gameOver();
  }
  if (skipping_ && !botThinking()) {  // a person's turn (or the end): the pause comes back
    skipping_ = false;
    botTimer_.setInterval(botDelayMs_);
  }
  scheduleBot();
}

void GameController::settleCurtain() {
  if (flow_.moved(state().currentPlayer(), now())) emit curtainChanged(flow_.curtainUp());
}

void GameController::scheduleBot() {
  if (botThinking() && !flow_.lookingAs()) {
    if (!botTimer_.isActive()) botTimer_.start();
  } else {
    botTimer_.stop();
  }
}

void GameController::playBot() {
  const int current = state().currentPlayer();
  if (!botThinking() || search_.busy()) return;
  if (timeline_.canRedo()) {
    // The bot's decision here is stored in the redo tail: replay it rather than drop the tail.
    timeline_.redo();
    changed();
    return;
  }
  // The search runs on the worker thread with its own copy of the position, so the window stays
  // alive; seeded by the one rule of every bot game (play/match.h) from the game's seed and the
  // move, so a reloaded or undone game's bots decide the same.
  auto position = std::shared_ptr<const vb::State>(state().clone());
  auto chosen = std::make_shared<vb::ActionId>(0);
  vb::Bot* bot = bots_[static_cast<std::size_t>(current)].get();
  const std::size_t move = timeline_.cursor();
  const std::uint64_t bots = vb::botsSeed(seed_);
  const std::uint64_t ticket = flow_.ticket();
  search_.start(
      [position, chosen, bot, bots, move](const std::atomic<bool>& stop) {
        bot->setStop(&stop);
        *chosen = vb::botDecision(*position, *bot, bots, move);
        bot->setStop(nullptr);
      },
      [this, chosen, current, ticket] {
        emit searchingChanged();
        // An answer to a position the table has left is never played: the computer thinks again
        // about the one on the table, if it is still to move there.
        if (flow_.ticket() != ticket || state().currentPlayer() != current) {
          scheduleBot();
          return;
        }
        playBotAction(*chosen, current);
      });
  emit searchingChanged();
}

void GameController::playBotAction(vb::ActionId action, int seat) {
  const vb::Outcome outcome = timeline_.play(action);
  if (!outcome) {
    // A bot only picks from the legal list; stop rather than try again forever.
    botsPaused_ = true;
    emit refused(tr("%1 (computer) chose a refused action: %2").arg(seatName(seat), fromStd(outcome.reason)),
                 fromStd(state().refusalRule(action)));
    return;
  }
  changed();
}

void GameController::autosave() {
  if (!autosaving_) return;
  // A finished game is not worth continuing: the box offers Continue only for games in play.
  if (state().isOver()) {
    discardAutosave();
    return;
  }
  try {
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    vb::writeFileAtomically(QFile::encodeName(autosavePath()).toStdString(), vb::saveText(saveJson()));
  } catch (const std::exception& e) {
    emit autosaveFailed(fromStd(e.what()));
  }
}

void GameController::setModified(bool modified) {
  // A lesson is never worth saving: closing it asks nothing.
  if (guided()) modified = false;
  if (modified_ == modified) return;
  modified_ = modified;
  emit modifiedChanged(modified);
}

}  // namespace vb::app
