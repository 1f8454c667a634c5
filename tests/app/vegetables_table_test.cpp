// The VEGEtables 2.0 table, driven like a player would: clicks on cards, lines, silos, wells and
// buttons, and the keyboard. Every action it emits is applied to a real state, and its pictures are
// checked against what the seat may see.
#include <QHelpEvent>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>
#include <memory>
#include <set>

#include "app_test_program.h"
#include "app_test_support.h"
#include "board_view.h"
#include "language.h"
#include "pixels.h"
#include "table_test_support.h"
#include "vegetables/vegetables_board.h"
#include "vegetables/vegetables_painter.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::test::vegetables_table_test {

using vb::app::test::scenario;
using vb::app::vegetables::VegetablesBoard;
namespace vv = vb::vegetables;

namespace {

// Seat 0 holds R13, Y9 and G9 and one jolly, with no terrains; the R1 line shows R5, and the
// Y1 and G1 lines show their terrains while Y5 and G5 lie in the discards, so Y9 and G9 (and the
// Y13, G13, Y17, G17 at the head of well 0) can never be played by seat 0. Seat 0 must start a
// jolly chain (jolly R9, play R13), may then go to the well (four dead cards), and is in penalty on
// the next turn. Everything else is dealt out to the other seats, the silos and the wells.
vb::Json chainWellPenaltyScenario() {
  const std::set<std::string> named = {"R1",  "R5", "Y1", "G1",  "V1",  "R9",  "Y5", "G5",
                                       "R13", "Y9", "G9", "Y13", "G13", "Y17", "G17"};
  std::vector<std::string> terrains, whites, greens;
  for (int c = 0; c < vv::kCards; ++c) {
    const std::string n = vv::cardName(c);
    if (named.count(n)) continue;
    const int v = vv::valueOf(c);
    (v <= 4 ? terrains : v <= 12 ? whites : greens).push_back(n);
  }
  vb::Json players = vb::Json::array();
  players.push_back({{"name", "Ana"},
                     {"hand", {"R13", "Y9", "G9"}},
                     {"terrains", vb::Json::array()},
                     {"jollies", {{"uncollected", 0}, {"held", 1}}}});
  for (int s = 1; s < 4; ++s) {
    vb::Json hand = vb::Json::array(), ts = vb::Json::array();
    for (std::size_t i = static_cast<std::size_t>(s - 1); i < whites.size(); i += 3)
      hand.push_back(whites[i]);
    for (std::size_t i = static_cast<std::size_t>(s - 1) * 4; i < static_cast<std::size_t>(s) * 4; ++i)
      ts.push_back(terrains[i]);
    players.push_back({{"name", std::string("Bot ") + std::to_string(s)}, {"hand", hand}, {"terrains", ts}});
  }
  vb::Json silos = vb::Json::array();
  std::size_t g = 0;
  for (int s = 0; s < 4; ++s) {
    vb::Json pile = vb::Json::array();
    for (int k = 0; k < 4; ++k) pile.push_back(greens[g++]);
    silos.push_back(pile);
  }
  vb::Json well0 = {"Y13", "G13", "Y17", "G17"}, well1 = vb::Json::array();
  for (int k = 0; g < greens.size(); ++g, ++k) (k % 2 ? well0 : well1).push_back(greens[g]);
  return {{"game", "vegetables"},
          {"options", {{"hands", "1"}}},
          {"seed", 11},
          {"board", {{"R1", "R5"}, {"Y1", "Y1"}, {"G1", "G1"}, {"V1", "V1"}}},
          {"discards", {"R9", "Y5", "G5"}},
          {"silos", silos},
          {"wells", {well0, well1}},
          {"players", players},
          {"current", 0}};
}

// The small example of docs/scenarios.md: Ana may lay R2 or Y1, start a chain, or discard a jolly.
const char* const kSmallExample =
    R"({"game":"vegetables","seed":3,"board":{"R1":"R5"},"players":[{"name":"Ana","hand":["R13","Y6"],"terrains":["R2","Y1"],"jollies":{"uncollected":0,"held":2}},{"name":"Bo","hand":["G5","V7"],"terrains":["G1"]},{"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},{"name":"Dee","hand":["G10","V11"],"terrains":["Y2"]}],"silos":[["G13","V18"],["Y13"],[],["V13"]],"wells":[["G14","G15","G16"],["Y14","Y15"]],"discards":"rest","current":0})";

// Two deals of the small example that differ only in what seat 0 may not see: the hands of seats 1
// and 2, with the same backs.
std::pair<std::unique_ptr<vb::State>, std::unique_ptr<vb::State>> dealsSeatZeroCannotTellApart() {
  vb::Json a = vb::Json::parse(kSmallExample);
  vb::Json b = a;
  b["players"][1]["hand"] = {"V6", "V7"};
  b["players"][2]["hand"] = {"Y10", "G5"};
  return {scenario(a), scenario(b)};
}

// The tooltip a person sees resting the pointer at `at`: a real tooltip event, and the text
// QToolTip then shows (empty when none shows).
QString toolTipShownAt(QWidget* widget, const QPoint& at) {
  QToolTip::hideText();
  QHelpEvent help(QEvent::ToolTip, at, widget->mapToGlobal(at));
  QCoreApplication::sendEvent(widget, &help);
  return QToolTip::isVisible() ? QToolTip::text() : QString();
}

// A fresh deal for four people (seed 7: Ana holds the black one and starts).
vb::app::GameSetup fourPeople(std::uint64_t seed = 7) {
  vb::app::GameSetup setup;
  setup.gameId = "vegetables";
  setup.seed = seed;
  setup.options = {{"hands", "1"}};
  for (const char* name : {"Ana", "Bo", "Cai", "Dee"}) setup.seats.push_back(vb::Seat{name, true, ""});
  return setup;
}

// A game window on the real table, `size` large, shown with the curtain lowered: the table as the
// seat at the screen sees it.
std::unique_ptr<vb::app::GameWindow> tableAt(std::unique_ptr<vb::app::GameController> game, QSize size) {
  auto window = std::make_unique<vb::app::GameWindow>(std::move(game));
  window->setRemembersGeometry(false);
  window->resize(size);
  window->show();
  window->controller()->lowerCurtain();
  QCoreApplication::processEvents();
  return window;
}

struct Table : vb::app::test::ShownBoard<VegetablesBoard> {
  Table() : ShownBoard({1180, 760}) {}
  void show(const vb::State& state, int seat) {
    board.showState(state, seat, state.currentPlayer() == seat, false);
  }
  void click(const QString& key) {
    QVERIFY2(board.hasSpot(key), qPrintable(QStringLiteral("no spot ") + key));
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.spotCenter(key));
  }
  // Clicks `key` and returns the text of the action it chose ("" when none).
  QString clickFor(const vb::State& state, const QString& key) {
    const qsizetype before = actions.size();
    click(key);
    return actions.size() == before ? QString() : lastText(state);
  }
};

// The spot(s) a person clicks for `text`.
QStringList clicksFor(const vb::app::vegetables::Sight& sight, const QString& text) {
  const QStringList w = text.split(' ');
  if (text.startsWith("play ")) return {"hand:" + w[1]};
  if (text.startsWith("discard ") && w[1] != "jolly") {
    const int c = vv::cardFromName(w[1].toStdString());
    return {(vv::isTerrain(c) ? "terrain:" : "hand:") + w[1]};
  }
  if (text.startsWith("terrain ")) return {"terrain:" + w[1]};
  if (text.startsWith("jolly ")) {
    const QString cell =
        "cell:" + QString::fromStdString(vv::lineName(vv::lineOf(vv::cardFromName(w[1].toStdString()))));
    if (sight.phase == "chain") return {cell};
    return {"jolly:0", cell};
  }
  if (text.startsWith("silo ")) return {"silo:" + w[1]};
  if (text.startsWith("well ")) return {"well:" + w[1]};
  if (text.startsWith("pick well ")) return {"well:" + w[2]};
  return {"button:" + text};
}

}  // namespace

class VegetablesTableTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { vb::app::test::prepareApp(); }

  // The real window and controller: one person (seat 0) and three computer players, a whole hand
  // played by clicking whatever the table offers.
  void aHandInTheGameWindow() {
    vb::app::GameSetup setup;
    setup.gameId = "vegetables";
    setup.seed = 31;
    setup.options = {{"hands", "1"}, {"start", "black-one"}};
    setup.seats.push_back(vb::Seat{"Ana", true, ""});
    for (const char* name : {"Bo", "Cai", "Dee"}) setup.seats.push_back(vb::Seat{name, false, "random"});
    vb::app::GameWindow window(vb::app::GameController::newGame(setup));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    auto* board = window.findChild<VegetablesBoard*>();
    QVERIFY(board != nullptr);
    vb::app::GameController* c = window.controller();
    int clicks = 0;
    // Bots think on a worker thread: wait for them by the clock, not by a count of event-loop
    // turns, which a busy machine runs through before a bot has answered.
    QElapsedTimer waited;
    waited.start();
    while (!c->state().isOver() && waited.elapsed() < 120000) {
      QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
      if (c->curtainUp()) c->lowerCurtain();
      if (!c->boardCanAct()) continue;
      QStringList legal = board->legalSpots();
      QVERIFY(!legal.isEmpty());
      const QString key = legal.first();
      QTest::mouseClick(board, Qt::LeftButton, {}, board->spotCenter(key));
      if (key.startsWith("jolly:")) {
        legal = board->legalSpots();
        QVERIFY(!legal.isEmpty());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->spotCenter(legal.first()));
      }
      ++clicks;
    }
    QVERIFY(c->state().isOver());
    QVERIFY(clicks > 0);
  }

  void aHandFinishedByClicking() {
    auto state = scenario(chainWellPenaltyScenario());
    QVERIFY(state != nullptr);
    Table t;
    auto bot = vb::makeBot("greedy");
    auto human = vb::makeBot("random");
    vb::Rng rng(2026);
    bool chained = false, wellDrawn = false, penalty = false;
    QString penaltyOption;
    int humanActions = 0;

    auto apply = [&](const QString& text) {
      const vb::Outcome out = state->applyText(text.toStdString());
      QVERIFY2(out.ok, out.reason.c_str());
    };

    // The jolly chain: the jolly, the line, then the real card.
    t.show(*state, 0);
    QVERIFY(t.board.legalSpots().contains("jolly:0"));
    QCOMPARE(t.clickFor(*state, "jolly:0"), QString());
    QVERIFY(t.board.jollyArmed());
    QVERIFY(t.board.legalSpots().contains("cell:R1"));
    QString text = t.clickFor(*state, "cell:R1");
    QCOMPARE(text, QString("jolly R9"));
    apply(text);
    t.show(*state, 0);
    QCOMPARE(t.board.sight().phase, QString("chain"));
    text = t.clickFor(*state, "hand:R13");
    QCOMPARE(text, QString("play R13"));
    apply(text);
    chained = true;
    t.show(*state, 0);
    QVERIFY(t.board.sight().burnt.count(vv::cardFromName("R9")) == 1);

    // To the well, card by card, until the turn passes.
    while (state->currentPlayer() == 0) {
      text = t.clickFor(*state, "well:0");
      QVERIFY2(text.startsWith("well "), qPrintable(text));
      apply(text);
      wellDrawn = true;
      t.show(*state, 0);
    }
    QVERIFY(wellDrawn);

    // The rest of the hand: the bots for seats 1-3, clicks for seat 0.
    int guard = 0;
    while (!state->isOver() && ++guard < 4000) {
      const int seat = state->currentPlayer();
      if (seat != 0) {
        QVERIFY(state->applyText(state->actionText(bot->choose(*state, rng))).ok);
        continue;
      }
      t.show(*state, 0);
      QStringList legal;
      for (const auto& l : state->legalActionTexts()) legal << QString::fromStdString(l);
      QString want;
      if (t.board.sight().phase == "penalty") {
        penalty = true;
        want = legal.contains("penalty B")   ? "penalty B"
               : legal.contains("penalty A") ? "penalty A"
                                             : "penalty C";
        if (penaltyOption.isEmpty()) penaltyOption = want;
      } else {
        want = QString::fromStdString(state->actionText(human->choose(*state, rng)));
      }
      const QStringList clicks = clicksFor(t.board.sight(), want);
      QString chosen;
      for (const QString& key : clicks) chosen = t.clickFor(*state, key);
      QCOMPARE(chosen, want);
      apply(chosen);
      ++humanActions;
    }
    QVERIFY(state->isOver());
    QVERIFY(chained);
    QVERIFY(penalty);
    QVERIFY(!penaltyOption.isEmpty());
    QVERIFY(humanActions > 0);
    // Seat 0's hand was shown by the penalty: every seat sees it now.
    t.board.showState(*state, 1, false, false);
    QVERIFY(t.board.sight().players[0].handKnown);
    QVERIFY(t.board.sight().players[0].revealed);
  }

  void optionBIsAHandOffToEachOpponent() {
    vb::Json j = {{"game", "vegetables"},
                  {"options", {{"hands", "1"}}},
                  {"board", {{"Y1", "Y1"}}},
                  {"players",
                   {{{"name", "Ana"},
                     {"hand", {"Y9"}},
                     {"terrains", vb::Json::array()},
                     {"jollies", {{"uncollected", 0}}}},
                    {{"name", "Bo"}, {"hand", {"R5", "R6"}}, {"terrains", {"R1", "R2"}}},
                    {{"name", "Cai"}, {"hand", {"G5"}}, {"terrains", {"G1"}}},
                    {{"name", "Dee"}, {"hand", {"V5"}}, {"terrains", {"V1"}}}}},
                  {"silos", {vb::Json::array(), vb::Json::array(), vb::Json::array(), vb::Json::array()}},
                  {"wells", {{"R13", "R14", "R15", "R16"}, {"G13", "G14", "G15", "G16"}}},
                  {"discards", "rest"},
                  {"current", 0}};
    auto state = scenario(j);
    Table t;
    t.show(*state, 0);
    QCOMPARE(t.board.sight().phase, QString("penalty"));
    QVERIFY(t.board.legalSpots().contains("button:penalty B"));
    QVERIFY(t.board.legalSpots().contains("button:penalty C"));
    QString text = t.clickFor(*state, "button:penalty B");
    QCOMPARE(text, QString("penalty B"));
    QVERIFY(state->applyText(text.toStdString()).ok);
    std::vector<int> pickers;
    while (state->observation(-1)["phase"] == "penalty-pick" && pickers.size() < 8) {
      const int seat = state->currentPlayer();
      // Nobody else's eyes: seat 0's picker sees the board as itself, and may only pick.
      t.show(*state, seat);
      QCOMPARE(t.board.sight().phase, QString("penalty-pick"));
      text = t.clickFor(*state, QStringLiteral("well:%1").arg(pickers.size() % 2));
      QVERIFY2(text.startsWith("pick well"), qPrintable(text));
      QVERIFY(state->applyText(text.toStdString()).ok);
      pickers.push_back(seat);
    }
    QCOMPARE(pickers, (std::vector<int>{1, 1, 2, 2, 3}));
  }

  void seatZeroNeverSeesSeatOnesHand() {
    const auto [sa, sb] = dealsSeatZeroCannotTellApart();
    const QSize size(1180, 760);
    QCOMPARE(renderTable(*sa, 0, size), renderTable(*sb, 0, size));
    QVERIFY(renderTable(*sa, 1, size) != renderTable(*sb, 1, size));
  }

  void otherHandsAreDrawnAsTheBacksTheObservationCounts() {
    vb::Json j = vb::Json::parse(kSmallExample);
    j["players"][1]["hand"] = {"G5", "V7", "R14", "Y18"};  // two white backs, two green
    j["players"][1]["jollies"] = {{"uncollected", 0}, {"held", 1}};
    auto state = scenario(j);
    Table t;
    t.show(*state, 0);
    const vb::Json seen = state->observation(0);
    for (int seat = 1; seat < 4; ++seat) {
      const auto& p = t.board.sight().players[static_cast<std::size_t>(seat)];
      const vb::Json& backs = seen["players"][seat]["backs"];
      QVERIFY(!p.handKnown);
      QCOMPARE(p.whiteBacks, backs["white"].get<int>());
      QCOMPARE(p.greenBacks, backs["green"].get<int>());
      QCOMPARE(p.held, backs["jolly"].get<int>());
      QCOMPARE(p.whiteBacks + p.greenBacks, seen["players"][seat]["hand_size"].get<int>());
    }
    const auto& bo = t.board.sight().players[1];
    QCOMPARE(bo.whiteBacks, 2);
    QCOMPARE(bo.greenBacks, 2);
    QCOMPARE(vb::app::vegetables::backsText(bo), QString("2 white · 2 green · 1 jolly"));
    QVERIFY(vb::app::vegetables::backsText(t.board.sight().players[0]).isEmpty());  // face up
  }

  void theScoreShownIsTheEngines() {
    auto state = scenario(vb::Json::parse(kSmallExample));
    auto bot = vb::makeBot("random");
    vb::Rng rng(5);
    for (int k = 0; k < 200 && !state->isOver(); ++k) QVERIFY(state->apply(bot->choose(*state, rng)).ok);
    QVERIFY(!state->scoreSheet(0).players[0].lines.empty() || !state->scoreSheet(0).players[1].lines.empty());
    Table t;
    t.show(*state, 0);
    const vb::ScoreSheet sheet = state->scoreSheet(0);
    const vb::Json seen = state->observation(0);
    for (std::size_t seat = 0; seat < 4; ++seat) {
      const auto& p = t.board.sight().players[seat];
      QCOMPARE(p.total, sheet.players[seat].total);
      QCOMPARE(p.score.size(), seen["players"][seat]["score"].size());
      for (std::size_t k = 0; k < p.score.size(); ++k)
        QCOMPARE(p.score[k].text.toStdString(), seen["players"][seat]["score"][k]["text"].get<std::string>());
    }
  }

  void aRefusedClickShowsTheEnginesReason() {
    auto state = scenario(vb::Json::parse(kSmallExample));
    Table t;
    t.show(*state, 0);
    const QString text = t.clickFor(*state, "hand:Y6");
    QCOMPARE(text, QString("play Y6"));
    const vb::Outcome out = state->applyText(text.toStdString());
    QVERIFY(!out.ok);
    t.board.showRefusal(QString::fromStdString(out.reason));
    // The board keeps the reason (the window's message area says it) and marks the card.
    QCOMPARE(t.board.refusal(), QString::fromStdString(out.reason));
    QVERIFY(!t.board.refusal().isEmpty());
    QCOMPARE(t.board.refusedSpot(), std::optional<QString>(QStringLiteral("hand:Y6")));
    // In the one red every table and editor marks a refusal with (table/palette.h).
    QVERIFY(pixelsOf(t.board.grab().toImage(), vb::app::table::palette().refused) > 100);
  }

  void keyboardWalksTheLegalChoices() {
    auto state = scenario(vb::Json::parse(kSmallExample));
    Table t;
    t.show(*state, 0);
    t.board.setFocus();
    QTest::keyClick(&t.board, Qt::Key_Tab);
    const QString first = t.board.focusedSpot();
    QVERIFY(!first.isEmpty());
    QVERIFY(t.board.legalSpots().contains("terrain:R2"));
    while (t.board.focusedSpot() != "terrain:R2") QTest::keyClick(&t.board, Qt::Key_Tab);
    QTest::keyClick(&t.board, Qt::Key_Return);
    QCOMPARE(t.actions.size(), 1);
    QCOMPARE(QString::fromStdString(state->actionText(t.actions.last().at(0).value<vb::ActionId>())),
             QString("terrain R2"));
  }

  void aSummaryBetweenHands() {
    vb::Json j = vb::Json::parse(kSmallExample);
    j["options"] = {{"hands", "2"}};
    auto state = scenario(j);
    Table t;
    t.show(*state, 0);
    auto bot = vb::makeBot("greedy");
    vb::Rng rng(5);
    int guard = 0;
    while (!state->isOver() && state->observation(0)["hand_number"] == 1 && ++guard < 4000)
      QVERIFY(state->applyText(state->actionText(bot->choose(*state, rng))).ok);
    QCOMPARE(state->observation(0)["hand_number"].get<int>(), 2);
    t.board.showState(*state, 0, false, false);
    QVERIFY(t.board.summaryShown());
    t.click("summary");
    QVERIFY(!t.board.summaryShown());
  }
  // The every-use view (docs/sandbox.md#every-use): a jolly outlines every chain it may start, each
  // line with the jollies it needs; hovering a line it can't go on shows the engine's reason.
  void everyUseOutlinesEveryChainOfAJolly() {
    const auto state = scenario(kSmallExample);
    Table t;
    t.board.setEveryUse(true);
    t.show(*state, 0);
    QSignalSpy hints(&t.board, &BoardView::hint);
    t.click("jolly:0");
    QCOMPARE(t.actions.size(), 0);
    const auto uses = t.board.uses();
    QCOMPARE(uses.size(), std::size_t{2});
    QCOMPARE(uses.at(vv::lineOf(vv::cardFromName("R1"))).label, QStringLiteral("1 jolly, then R13"));
    QCOMPARE(uses.at(vv::lineOf(vv::cardFromName("Y2"))).label, QStringLiteral("1 jolly, then Y6"));
    QVERIFY(t.board.message().contains("2 chains"));
    if (const QByteArray dir = qgetenv("VEGGIEBOX_SHOTS"); !dir.isEmpty())
      t.board.grab().save(QString::fromUtf8(dir) + "/vegetables-every-use.png");
    const QString expected = QString::fromStdString(state->refusal(state->parseAction("jolly G1")));
    QVERIFY(!expected.isEmpty());
    QTest::mouseMove(&t.board, t.board.spotCenter("cell:G1"));
    QCOMPARE(t.board.toolTip(), expected);
    QCOMPARE(hints.last().at(0).toString(), expected);
    QTest::mouseMove(&t.board, t.board.spotCenter("cell:R1"));
    QCOMPARE(t.board.toolTip(), QString());
    QCOMPARE(t.clickFor(*state, "cell:Y2"), QStringLiteral("jolly Y2"));
  }

  // A hand card selected shows its one use (its line, directly or after jollies); a second click
  // or a click on the line plays it; without the view a click plays at once.
  void everyUseOfAHandCard() {
    auto state = scenario(kSmallExample);
    Table t;
    t.board.setEveryUse(true);
    t.show(*state, 0);
    t.click("hand:R13");
    QCOMPARE(t.actions.size(), 0);
    QCOMPARE(t.board.selectedCard(), vv::cardFromName("R13"));
    QCOMPARE(t.board.uses().size(), std::size_t{1});
    QCOMPARE(t.board.uses().begin()->second.label, QStringLiteral("1 jolly, then R13"));
    QTest::mouseMove(&t.board, t.board.spotCenter("cell:Y2"));
    QCOMPARE(t.board.toolTip(), QStringLiteral("R13 grows on the R1 line, not on the Y2 line."));
    QCOMPARE(t.clickFor(*state, "cell:R1"), QStringLiteral("jolly R9"));
    QVERIFY(state->apply(state->parseAction("jolly R9")));
    t.show(*state, 0);
    QCOMPARE(t.board.selectedCard(), -1);
    t.click("hand:R13");
    QCOMPARE(t.board.uses().begin()->second.label, QStringLiteral("play"));
    QCOMPARE(t.clickFor(*state, "hand:R13"), QStringLiteral("play R13"));
    t.board.setEveryUse(false);
    QVERIFY(t.board.uses().empty());
  }

  // A card with no use: its own line hovered gives the engine's refusal of playing it.
  void everyUseSaysWhyACardHasNoUse() {
    vb::Json j = vb::Json::parse(kSmallExample);
    j["players"][0]["jollies"] = {{"uncollected", 0}, {"held", 0}};
    j["discarded_jollies"] = 2;
    const auto state = scenario(j);
    Table t;
    t.board.setEveryUse(true);
    t.show(*state, 0);
    t.click("hand:Y6");
    QVERIFY(t.board.uses().empty());
    QVERIFY(t.board.message().startsWith("Y6 has no use now"));
    const QString expected = QString::fromStdString(state->refusal(state->parseAction("play Y6")));
    QVERIFY(!expected.isEmpty());
    QTest::mouseMove(&t.board, t.board.spotCenter("cell:G1"));
    QCOMPARE(t.board.toolTip(), QStringLiteral("Y6 grows on the Y2 line, not on the G1 line."));
    QTest::mouseMove(&t.board, t.board.spotCenter("cell:Y2"));
    QCOMPARE(t.board.toolTip(), expected);
    // Clicked, it is still sent: the engine's reason shows.
    QCOMPARE(t.clickFor(*state, "cell:Y2"), QStringLiteral("play Y6"));
  }

  // Issue 18: the hand is what its player reads; in the real window at the smallest size, with a
  // full row (four terrains, two jollies to collect, eight cards), its cards are the largest of
  // the row and each shows its whole code; nothing the table lays lies outside it.
  void theOwnHandIsTheLargestAndReadable_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("lang");
    for (const QSize size : {QSize(1024, 640), QSize(1180, 780), QSize(1280, 800), QSize(1600, 1000)})
      for (const char* lang : {"en", "it", "es"})
        QTest::addRow("%dx%d %s", size.width(), size.height(), lang) << size << QString::fromLatin1(lang);
  }
  void theOwnHandIsTheLargestAndReadable() {
    QFETCH(QSize, size);
    QFETCH(QString, lang);
    vb::app::applyLanguage(lang);
    const auto shownWindow = tableAt(vb::app::GameController::newGame(fourPeople()), size);
    vb::app::GameWindow& window = *shownWindow;
    auto* board = window.findChild<VegetablesBoard*>();
    QVERIFY(board != nullptr);
    QVERIFY(window.controller()->boardCanAct());
    if (const QByteArray dir = qgetenv("VEGGIEBOX_SHOTS"); !dir.isEmpty())
      window.grab().save(QStringLiteral("%1/vegetables-start-%2x%3-%4.png")
                             .arg(QString::fromUtf8(dir))
                             .arg(size.width())
                             .arg(size.height())
                             .arg(lang));
    const auto& me = board->sight().players[0];
    QCOMPARE(static_cast<int>(me.hand.size()), 8);
    QCOMPARE(static_cast<int>(me.terrains.size()), 4);
    int handH = 0, terrainH = 10000;
    for (const QString& key : board->legalSpots())
      QVERIFY2(board->rect().contains(board->spotRect(key)), qPrintable(key));
    // The rules' pictures too (a penalty to choose, the well, a jolly chain), as the person to move
    // sees them: every button inside the seat's own area, below the board.
    for (const char* file : {"docs-penalty", "docs-well", "docs-jolly-chain"}) {
      const auto shownRules =
          tableAt(vb::app::GameController::open(
                      QStringLiteral(VEGGIEBOX_TEST_DATA "/vegetables/%1.json").arg(QLatin1String(file))),
                  size);
      vb::app::GameWindow& rules = *shownRules;
      auto* shown = rules.findChild<VegetablesBoard*>();
      QVERIFY(rules.controller()->boardCanAct());
      if (const QByteArray dir = qgetenv("VEGGIEBOX_SHOTS"); !dir.isEmpty())
        rules.grab().save(QStringLiteral("%1/vegetables-%2-%3x%4-%5.png")
                              .arg(QString::fromUtf8(dir), QLatin1String(file))
                              .arg(size.width())
                              .arg(size.height())
                              .arg(lang));
      const int ownTop = shown->spotRect("button:collect jolly").top();
      QVERIFY(shown->spotRect("cell:R1").bottom() < ownTop);
      for (const char* key : {"button:collect jolly", "button:penalty A", "button:penalty B",
                              "button:penalty C", "button:pass", "button:discard jolly"})
        if (shown->hasSpot(key)) QVERIFY2(shown->rect().contains(shown->spotRect(key)), qPrintable(key));
    }
    for (int c : me.hand)
      handH = std::max(handH, board->spotRect("hand:" + vb::app::vegetables::cardLabel(c)).height());
    for (int t : me.terrains)
      terrainH = std::min(terrainH, board->spotRect("terrain:" + vb::app::vegetables::cardLabel(t)).height());
    QVERIFY2(handH > terrainH, qPrintable(QStringLiteral("hand %1, terrain %2").arg(handH).arg(terrainH)));
    QVERIFY2(handH >= 90, qPrintable(QString::number(handH)));
    // Every card under the next still shows its code: 58% of its width.
    for (int c : me.hand) {
      const QRect r = board->spotRect("hand:" + vb::app::vegetables::cardLabel(c));
      QVERIFY2(r.width() >= static_cast<int>(handH * 0.7 * 0.55), qPrintable(QString::number(r.width())));
    }
    vb::app::applyLanguage(QStringLiteral("en"));
  }

  // The back's lattice is drawn inside the card: nothing outside the card's rectangle is touched.
  void aCardBackStaysInsideTheCard() {
    for (const char* which : {"white", "green"}) {
      QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
      image.fill(Qt::transparent);
      const QRect card(60, 50, 70, 100);
      {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        vb::app::vegetables::paintBack(p, card, QString::fromLatin1(which));
      }
      int inside = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
          const bool in = card.adjusted(-1, -1, 1, 1).contains(x, y);
          if (qAlpha(image.pixel(x, y)) == 0) continue;
          if (in)
            ++inside;
          else
            QFAIL(qPrintable(
                QStringLiteral("%1 back paints (%2, %3), outside the card").arg(which).arg(x).arg(y)));
        }
      QVERIFY(inside > 5000);
    }
  }

  // Your own jollies to collect are one card, whatever their number (two would cover each other's
  // "JOLLY"), beside your terrains and never under your hand; the tooltip gives their number.
  void yourJolliesToCollectAreOneCardBesideTheHand() {
    QList<int> widths;
    for (const int n : {1, 2}) {
      vb::Json j = vb::Json::parse(kSmallExample);
      j["players"][0]["jollies"] = {{"uncollected", n}, {"held", 0}};
      auto state = scenario(j);
      Table t;
      t.show(*state, 0);
      const QRect pile = t.board.spotRect("uncollected");
      widths.append(pile.width());
      for (const char* card : {"hand:R13", "hand:Y6", "terrain:R2", "terrain:Y1"})
        QVERIFY2(!pile.intersects(t.board.spotRect(QString::fromLatin1(card))), card);
      QVERIFY2(
          toolTipShownAt(&t.board, t.board.spotCenter("uncollected"))
              .startsWith(n == 1 ? "Beside you, to collect: 1 jolly." : "Beside you, to collect: 2 jollies."),
          qPrintable(toolTipShownAt(&t.board, t.board.spotCenter("uncollected"))));
    }
    QCOMPARE(widths[1], widths[0]);
  }

  // Every kind of thing on the table has a tooltip saying what it is and how many.
  void everyPileAndCardHasATooltip() {
    vb::Json j = vb::Json::parse(kSmallExample);
    j["players"][0]["jollies"] = {{"uncollected", 1}, {"held", 1}};
    j["players"][1]["hand"] = {"G5", "V7", "R14"};
    j["players"][1]["jollies"] = {{"uncollected", 1}, {"held", 1}};
    auto state = scenario(j);
    Table t;
    t.show(*state, 0);
    const auto tipOf = [&](const QString& key) { return toolTipShownAt(&t.board, t.board.spotCenter(key)); };
    QCOMPARE(tipOf("silo:0"),
             QStringLiteral("Silo 0: 2 cards, face up; only the top one, the first free card, may "
                            "be taken. After laying a terrain you take the first free card of a "
                            "silo of your choice."));
    QCOMPARE(tipOf("silo:2"), QStringLiteral("Silo 2: empty."));
    QVERIFY2(tipOf("well:0").startsWith("Well 0: 3 cards, face up"), qPrintable(tipOf("well:0")));
    QVERIFY2(tipOf("well:1").startsWith("Well 1: 2 cards"), qPrintable(tipOf("well:1")));
    QCOMPARE(tipOf("cell:R1"),
             QStringLiteral("The R1 line: R1 R5 R9 R13 R17. It shows R5 (seed). Next: R9."));
    QCOMPARE(tipOf("cell:G3"),
             QStringLiteral("The G3 line: G3 G7 G11 G15 G19. Empty: the terrain G3 starts it."));
    QCOMPARE(tipOf("hand:R13"), QStringLiteral("R13, a plant: it goes on the R1 line, on R9."));
    QCOMPARE(tipOf("terrain:R2"),
             QStringLiteral("R2, a terrain: laid, it starts the R2 line, and a silo card is drawn."));
    QVERIFY2(tipOf("jolly:0").startsWith("You hold 1 jolly. A jolly (the tractor)"),
             qPrintable(tipOf("jolly:0")));
    QVERIFY2(tipOf("uncollected").startsWith("Beside you, to collect: 1 jolly."),
             qPrintable(tipOf("uncollected")));
    QCOMPARE(tipOf("button:pass"), QStringLiteral("End your turn, once you have played a card."));
    // The row of a colour, its number's column, the seat's own header.
    const QPoint cellR1 = t.board.spotCenter("cell:R1");
    const QRect r1 = t.board.spotRect("cell:R1");
    QCOMPARE(toolTipShownAt(&t.board, QPoint(r1.left() - 20, cellR1.y())),
             QStringLiteral("The red row: the four red lines, one per terrain number."));
    QVERIFY(toolTipShownAt(&t.board, QPoint(cellR1.x(), r1.top() - 12))
                .startsWith("The lines of the terrains 1"));
    const QPoint ownTitle(40, t.board.spotRect("button:collect jolly").top() + 4);
    QVERIFY2(toolTipShownAt(&t.board, ownTitle)
                 .startsWith("You: Ana (to play) · 0 pts · 2 cards · jollies: 1 held, 1 beside"),
             qPrintable(toolTipShownAt(&t.board, ownTitle)));
    // Another seat: its header, its terrain, its backs by colour, its jollies.
    const QRect bo = t.board.spotRect("seat:1");
    QCOMPARE(toolTipShownAt(&t.board, bo.topLeft() + QPoint(30, 10)),
             QStringLiteral("Bo · 0 pts · 3 cards · 2 white · 1 green · 1 jolly · 1 beside"));
    QStringList seen;
    for (int x = bo.left() + 2; x < bo.right(); x += 2)
      seen << toolTipShownAt(&t.board, QPoint(x, bo.bottom() - 20));
    seen.removeDuplicates();
    QVERIFY2(seen.contains(
                 "Bo's card, face up. G1, a terrain: laid, it starts the G1 line, and a silo card is drawn."),
             qPrintable(seen.join('\n')));
    QVERIFY2(seen.contains(
                 "Bo's hand: 2 cards with a white back (seeds and sprouts, 5 to 12). Which cards they are "
                 "is hidden."),
             qPrintable(seen.join('\n')));
    QVERIFY(seen.contains(
        "Bo's hand: 1 card with a green back (plants and crops, 13 to 20). Which cards they are is "
        "hidden."));
    QVERIFY(std::any_of(seen.begin(), seen.end(),
                        [](const QString& s) { return s.startsWith("Bo holds 1 jolly."); }));
    QVERIFY(std::any_of(seen.begin(), seen.end(),
                        [](const QString& s) { return s.startsWith("Beside Bo, to collect: 1 jolly."); }));
    for (const QString& text : seen) {
      QVERIFY2(!text.contains("V7") && !text.contains("G5") && !text.contains("R14"), qPrintable(text));
    }
  }

  // A tooltip tells nothing the seat at the screen may not see: two deals that differ only in
  // other seats' hidden cards (same backs) give seat 0 the same tooltip everywhere on the table.
  void tooltipsKeepTheOtherHandsSecret() {
    const auto [sa, sb] = dealsSeatZeroCannotTellApart();
    Table ta, tb;
    const auto tipsEverywhere = [](Table& t) {
      QStringList out;
      for (int y = 0; y < t.board.height(); y += 6)
        for (int x = 0; x < t.board.width(); x += 6) out << t.board.toolTipAt(QPoint(x, y));
      return out;
    };
    ta.show(*sa, 0);
    tb.show(*sb, 0);
    QCOMPARE(tipsEverywhere(ta), tipsEverywhere(tb));
    // Seat 1 sees its own hand: there they differ (the property is not empty).
    ta.show(*sa, 1);
    tb.show(*sb, 1);
    QVERIFY(tipsEverywhere(ta) != tipsEverywhere(tb));
    // Under the curtain (nobody's eyes), seat 0's own row is backs too.
    ta.board.showState(*sa, -1, false, false);
    QVERIFY(!ta.board.sight().players[0].handKnown);
    const QStringList curtain = tipsEverywhere(ta);
    QVERIFY(
        std::none_of(curtain.begin(), curtain.end(), [](const QString& s) { return s.startsWith("R13"); }));
  }

  // Every click answers: what cannot be used now says why, in words for the window's message area.
  void aClickOnWhatCannotBeUsedSaysWhy() {
    auto state = scenario(vb::Json::parse(kSmallExample));
    Table t;
    t.show(*state, 0);
    QSignalSpy hints(&t.board, &BoardView::hint);
    // Another seat's panel.
    t.click("seat:2");
    QCOMPARE(t.board.message(),
             QStringLiteral("These are Cai's cards: you play from your own row, at the bottom."));
    QCOMPARE(hints.last().at(0).toString(), t.board.message());
    // A line with no card chosen.
    t.click("cell:R1");
    QVERIFY2(t.board.message().startsWith("A line takes the card you play on it"),
             qPrintable(t.board.message()));
    QCOMPARE(t.actions.size(), 0);
    // Someone else's turn: who decides.
    t.board.showState(*state, 1, false, false);
    t.click("hand:G5");
    QCOMPARE(t.board.message(), QStringLiteral("Ana decides now: wait for your turn."));
    t.click("cell:R1");
    QCOMPARE(t.board.message(), QStringLiteral("Ana decides now: wait for your turn."));
    QCOMPARE(t.actions.size(), 0);
    // After a terrain the silo comes first: a line says so; a hand card goes to the engine, whose
    // reason shows.
    QVERIFY(state->applyText("terrain R2").ok);
    t.show(*state, 0);
    t.click("cell:R1");
    QCOMPARE(t.board.message(),
             QStringLiteral("Not the board now. Take the first free card of a silo: click a silo."));
    const QString text = t.clickFor(*state, "hand:Y6");
    QCOMPARE(text, QStringLiteral("play Y6"));
    const vb::Outcome out = state->applyText(text.toStdString());
    QVERIFY(!out.ok);
    t.board.showRefusal(QString::fromStdString(out.reason));
    QCOMPARE(t.board.refusal(), QString::fromStdString(out.reason));
    // The refused card is marked until the mouse leaves the table; the reason stays.
    QCOMPARE(t.board.refusedSpot(), std::optional<QString>(QStringLiteral("hand:Y6")));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&t.board, &leave);
    QVERIFY(!t.board.refusedSpot().has_value());
    QCOMPARE(t.board.refusal(), QString::fromStdString(out.reason));
  }

  // Issue #18: nothing clipped, nothing overlapping, at the three window sizes. Another seat's
  // jollies to collect lie beside its row of terrains, backs and jollies, never over it; its points
  // keep the name's margin from the panel's edge; a closed line's word covers none of its card's
  // words.
  void theTopRowAndTheBoardsWordsNeverOverlap_data() { vb::app::test::addWindowSizes(); }
  void theTopRowAndTheBoardsWordsNeverOverlap() {
    QFETCH(QSize, size);
    vb::Json j = vb::Json::parse(kSmallExample);
    j["board"]["R4"] = "R20";
    j["players"][1]["name"] = "Bartholomew the Gardener";
    j["players"][1]["hand"] = {"V7", "R6", "R7", "R10", "R11", "Y7", "Y8", "V8", "V9", "V10", "R15", "Y11"};
    j["players"][1]["terrains"] = {"G2", "G3", "G4"};
    j["players"][1]["jollies"] = {{"uncollected", 2}, {"held", 1}};
    j["players"][1]["score"] = 1160;
    j["players"][2]["jollies"] = {{"uncollected", 1}, {"held", 0}};
    QTemporaryDir dir;
    const QString file = dir.filePath("crowded.json");
    {
      QFile out(file);
      QVERIFY(out.open(QIODevice::WriteOnly));
      out.write(QByteArray::fromStdString(j.dump()));
    }
    const auto window = tableAt(vb::app::GameController::open(file), size);
    auto* board = window->findChild<VegetablesBoard*>();
    QVERIFY(board != nullptr);
    const auto& sight = board->sight();
    QImage image(board->size(), QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setFont(board->font());
    for (const int seat : {1, 2}) {
      const QRect r = board->spotRect(QStringLiteral("seat:%1").arg(seat));
      std::vector<vb::app::vegetables::Tip> tips;
      const auto laid = vb::app::vegetables::laySeatPanel(&painter, r, sight, seat, tips);
      const QString who = QStringLiteral("seat %1 at %2x%3").arg(seat).arg(size.width()).arg(size.height());
      // The jollies to collect: inside the panel, and over no card of the row (the first two tips
      // are the panel's and its header's).
      QVERIFY2(r.contains(laid.uncollected), qPrintable(who));
      const auto beside = std::find_if(tips.begin(), tips.end(), [](const vb::app::vegetables::Tip& t) {
        return t.text().startsWith("Beside ");
      });
      QVERIFY2(beside != tips.end(), qPrintable(who));
      QCOMPARE(beside->rect, laid.uncollected);
      for (std::size_t i = 2; i < tips.size(); ++i) {
        if (&tips[i] == &*beside) continue;
        QVERIFY2(!tips[i].rect.intersects(laid.uncollected), qPrintable(who + ": " + tips[i].text()));
        QVERIFY2(r.contains(tips[i].rect), qPrintable(who + ": " + tips[i].text()));
      }
      // The points: whole, the name's margin from the right edge, beside the name.
      QFont f = board->font();
      f.setPixelSize(laid.points.height() - 2);
      f.setBold(true);
      const QString points =
          QStringLiteral("%1 pts").arg(sight.players[static_cast<std::size_t>(seat)].total);
      QVERIFY2(laid.points.width() >= QFontMetrics(f).horizontalAdvance(points), qPrintable(who));
      QCOMPARE(r.left() + r.width() - (laid.points.left() + laid.points.width()),
               laid.name.left() - r.left());
      QVERIFY2(laid.name.left() - r.left() >= 8, qPrintable(who));
      QVERIFY2(!laid.name.intersects(laid.points), qPrintable(who));
    }
    QCOMPARE(sight.players[1].total, 1160);
    // The closed line's word: over neither the code nor the stage's word of its card.
    vb::app::vegetables::TableScene scene;
    scene.seat = 0;
    vb::app::vegetables::TableLayout layout(sight, scene, board->rect());
    layout.compose(&painter);
    QCOMPARE(static_cast<int>(layout.lineTags().size()), 1);
    for (const auto& t : layout.lineTags()) {
      QVERIFY(board->spotRect("cell:R4").contains(t.tag));
      QVERIFY(!QRectF(t.tag).intersects(vb::app::vegetables::faceCodeRect(t.card)));
      QVERIFY(!QRectF(t.tag).intersects(vb::app::vegetables::faceWordRect(t.card)));
      QVERIFY(t.tag.height() >= 12);
    }
    // On a large table the card shows its stage's word, and the tag keeps clear of it too.
    if (size.height() >= 1000)
      QVERIFY(!vb::app::vegetables::faceWordRect(layout.lineTags()[0].card).isEmpty());
  }

  // A refusal, however long, and an answer to a click leave the board where it is: the window's
  // message area above the table says them (docs/architecture.md#the-message-area), so nothing on
  // the table moves under the pointer.
  void aLongRefusalMovesNothing() {
    auto state = scenario(vb::Json::parse(kSmallExample));
    Table t;
    t.show(*state, 0);
    const QRect before = t.board.spotRect("cell:V1");
    t.board.showRefusal(
        QStringLiteral("A very long reason that goes on and on, naming the rule, the line, the card "
                       "and what would be needed instead, then the rule again and the line again, "
                       "and the card, so that it cannot fit on one line under the board."));
    QCOMPARE(t.board.spotRect("cell:V1"), before);
    t.click("cell:R1");  // a line with no card chosen: the table answers
    QVERIFY(t.board.message().startsWith("A line takes the card you play on it"));
    QCOMPARE(t.board.spotRect("cell:V1"), before);
  }
};
}  // namespace vb::app::test::vegetables_table_test

VEGGIEBOX_APP_TEST(vegetables_table, vb::app::test::vegetables_table_test::VegetablesTableTest)
#include "vegetables_table_test.moc"
