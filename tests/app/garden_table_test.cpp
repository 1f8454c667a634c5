// The Veggie Garden table, driven like a player would: whole games finished by clicks on the board
// (every power used), refusals with the engine's reason, keys, the last round, and what seat 0 may
// see.
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <random>
#include <set>

#include "app_test_program.h"
#include "app_test_support.h"
#include "garden/garden_board.h"
#include "garden/garden_layout.h"
#include "garden/garden_painter.h"
#include "table_test_support.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::garden_table_test {

using vb::app::garden::GardenBoard;
using vb::app::garden::Target;
using vb::app::test::pressKeys;
using vb::app::test::scenario;

namespace {

// The powers example of docs/rules/garden.md, with Ana to move; `power` and the hands vary.
std::string example(const std::string& power, const std::string& anaHand, const std::string& boHand) {
  return R"({"game":"garden","seed":5,"crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
              ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
    "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],)" +
         power + R"("players":[{"name":"Ana","hand":)" + anaHand + R"(},{"name":"Bo","hand":)" + boHand +
         "}]}";
}

struct Table : vb::app::test::ShownBoard<GardenBoard> {
  Table() : ShownBoard({1100, 760}) {}
  void click(Target t) { QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointFor(t)); }
};

int cropOf(const vb::Json& name) {
  return name.is_string() ? vb::garden::cropFromName(name.get<std::string>()) : -1;
}

}  // namespace

class GardenTableTest : public QObject {
  Q_OBJECT

  // Plays a whole 2-player game by clicks, both seats human; returns the powers used.
  std::set<int> playByClicking(const std::string& json, unsigned seed) {
    auto state = scenario(json);
    Table t;
    std::mt19937 rng(seed);
    std::set<int> used;
    int guard = 0;
    while (!state->isOver() && guard++ < 200) {
      const int seat = state->currentPlayer();
      t.board.showState(*state, seat, true, false);
      const vb::Json obs = state->observation(seat);
      const auto texts = state->legalActionTexts();
      [&] { QVERIFY(!texts.empty()); }();

      // The board offers exactly the first clicks of the legal actions.
      std::vector<Target> firsts;
      for (const std::string& text : texts) {
        const auto picks = GardenBoard::picksFor(state->actionJson(state->parseAction(text)));
        for (std::size_t k = 0; k < picks.size(); k += picks.size() - 1) {
          if (std::find(firsts.begin(), firsts.end(), picks[k]) == firsts.end()) firsts.push_back(picks[k]);
          if (k == 0 && (picks.size() != 2 || picks[0].kind != picks[1].kind)) break;
        }
      }
      const auto offered = t.board.legalTargets();
      [&] { QCOMPARE(offered.size(), firsts.size()); }();
      for (const Target& f : firsts)
        [&] { QVERIFY(std::find(offered.begin(), offered.end(), f) != offered.end()); }();

      const std::string phase = obs["phase"].get<std::string>();
      if (phase == "last-round") {
        [&] { QVERIFY(t.board.prompt().contains(QStringLiteral("no power"))); }();
      }
      if (obs["power"].is_object()) {
        const int crop = cropOf(obs["power"]["crop"]);
        QString title = QString::fromLatin1(vb::garden::cropName(crop).data());
        title[0] = title[0].toUpper();
        [&] { QVERIFY2(t.board.prompt().startsWith(title + u':'), qPrintable(t.board.prompt())); }();
      }

      // Choose: a harvest card whose power is still unused when there is one, else at random.
      std::string chosen = texts[rng() % texts.size()];
      if (phase == "take") {
        for (const std::string& text : texts) {
          const int slot = text.back() - '0';
          if (used.count(cropOf(obs["harvest"][slot])) == 0) {
            chosen = text;
            break;
          }
        }
      }
      const auto picks = GardenBoard::picksFor(state->actionJson(state->parseAction(chosen)));
      const auto before = t.actions.size();
      for (const Target& p : picks) t.click(p);
      [&] { QCOMPARE(t.actions.size(), before + 1); }();
      [&] { QCOMPARE(t.lastText(*state), QString::fromStdString(chosen)); }();
      const vb::Outcome outcome = state->apply(t.actions.last().at(0).value<vb::ActionId>());
      [&] { QVERIFY(outcome.ok); }();
      const vb::Json after = state->observation(seat);
      if (chosen.rfind("take", 0) == 0 && after["power"].is_object())
        used.insert(cropOf(after["power"]["crop"]));
    }
    [&] { QVERIFY(state->isOver()); }();
    t.board.showState(*state, 0, false, false);
    [&] { QVERIFY(t.board.legalTargets().empty()); }();
    return used;
  }

 private slots:

  void wholeGamesByClickingUseEveryPower() {
    std::set<int> used;
    for (const auto& [removed, seed] : {std::pair<const char*, unsigned>{"potato", 1}, {"carrot", 2}}) {
      const std::string json = "{\"game\":\"garden\",\"seed\":" + std::to_string(seed) +
                               ",\"options\":{\"removed\":\"" + removed +
                               "\"},\"players\":[{\"name\":\"Ana\"},{\"name\":\"Bo\"}]}";
      const auto powers = playByClicking(json, seed);
      if (QTest::currentTestFailed()) return;
      used.insert(powers.begin(), powers.end());
    }
    QCOMPARE(used.size(), std::size_t(6));
  }

  void aRefusedClickShowsTheEnginesReason() {
    auto state =
        scenario(example(R"("harvest":["tomato",null,"peas","pepper"],"power":{"crop":"cabbage","slot":1},)",
                         R"(["carrot","peas"])", R"(["cabbage","pepper","tomato"])"));
    Table t;
    t.board.showState(*state, 0, true, false);
    QVERIFY(!t.board.prompt().contains(QStringLiteral("Ctrl+Z")));  // Undo is offered only where it goes
    t.board.setUndoAvailable(true);
    t.board.showState(*state, 0, true, false);
    QVERIFY(
        t.board.prompt().startsWith(QStringLiteral("Cabbage: choose a row, a column or a line of posts")));
    QVERIFY(t.board.prompt().contains(QStringLiteral("Ctrl+Z")));  // the cancel: undo the take
    // Row 1 holds the mole: its arrows are shown but not offered.
    const Target rowOneLeft{Target::Kind::Handle, 1};
    const auto offered = t.board.legalTargets();
    QVERIFY(std::find(offered.begin(), offered.end(), rowOneLeft) == offered.end());
    t.click(rowOneLeft);
    QCOMPARE(t.actions.size(), 1);
    QCOMPARE(t.lastText(*state), QStringLiteral("shift row 1 left"));
    const vb::Outcome outcome = state->clone()->apply(t.actions.last().at(0).value<vb::ActionId>());
    QVERIFY(!outcome.ok);
    t.board.showRefusal(QString::fromStdString(outcome.reason));
    QCOMPARE(t.board.refusal(), QString::fromStdString(outcome.reason));
    QVERIFY(t.board.refusal().contains(QStringLiteral("mole")));

    // A legal arrow shifts the row; shown as the move from the table before, its four cards are
    // the last move's outline (and nothing is outlined from the picture shown before alone).
    t.click({Target::Kind::Handle, 4});  // row 0 right
    QCOMPARE(t.lastText(*state), QStringLiteral("shift row 0 right"));
    const std::unique_ptr<vb::State> before = state->clone();
    QVERIFY(state->apply(t.actions.last().at(0).value<vb::ActionId>()).ok);
    t.board.showState(*state, 1, true, false);
    QVERIFY(!t.board.showsLastMove());
    t.board.showState(*state, 1, true, false, before.get());
    QVERIFY(t.board.lastMoveRects().size() >= 4);  // row 0's four cards, and the cabbage into the hand
  }

  void twoStepPowersBuildTheirActionFromTwoClicks() {
    using K = Target::Kind;
    // Tomato: a garden card, then a harvest card.
    auto tomato =
        scenario(example(R"("harvest":[null,"carrot","peas","pepper"],"power":{"crop":"tomato","slot":0},)",
                         R"(["carrot","peas"])", R"(["cabbage","pepper","tomato"])"));
    Table t;
    t.board.showState(*tomato, 0, true, false);
    t.click({K::Cell, vb::garden::cellOf(0, 3)});
    QCOMPARE(t.actions.size(), 0);
    QCOMPARE(t.board.legalTargets().size(), std::size_t(3));  // the three harvest cards
    t.click({K::Harvest, 2});
    QCOMPARE(t.lastText(*tomato), QStringLiteral("tomato 0,3 with 2"));

    // Potato: a garden card, then a crop from the hand.
    auto potato = scenario(R"({"game":"garden","seed":3,"options":{"removed":"carrot"},"mole":[1,1],
      "harvest":[null,"peas","pepper","tomato"],"power":{"crop":"potato","slot":0},
      "players":[{"name":"Ana","hand":["peas","tomato"]},{"name":"Bo","hand":["cabbage","pepper","tomato"]}]})");
    t.board.showState(*potato, 0, true, false);
    t.click({K::Cell, vb::garden::cellOf(3, 3)});
    t.click({K::Hand, vb::garden::kTomato});
    QCOMPARE(t.lastText(*potato), QStringLiteral("potato 3,3 tomato"));

    // Pepper: a second click on the first card drops it; posts swap with a neighbour.
    auto pepper =
        scenario(example(R"("harvest":["tomato","carrot","peas",null],"power":{"crop":"pepper","slot":3},)",
                         R"(["carrot","peas"])", R"(["cabbage","pepper","tomato"])"));
    t.board.showState(*pepper, 0, true, false);
    t.click({K::Post, 4});
    QCOMPARE(t.board.selection().size(), std::size_t(1));
    t.click({K::Post, 4});
    QVERIFY(t.board.selection().empty());
    t.click({K::Post, 5});
    t.click({K::Post, 4});
    QCOMPARE(t.lastText(*pepper), QStringLiteral("swap posts b0 b1"));
  }

  void tabAndEnterChooseALegalTarget() {
    auto state = scenario(example(R"("harvest":["tomato","carrot","peas","pepper"],)", R"(["carrot","peas"])",
                                  R"(["cabbage","pepper"])"));
    Table t;
    t.board.showState(*state, 0, true, false);
    t.board.setFocus();
    pressKeys(&t.board, {Qt::Key_Tab, Qt::Key_Tab, Qt::Key_Return});
    QCOMPARE(t.actions.size(), 1);
    QCOMPARE(t.lastText(*state), QStringLiteral("take 1"));
  }

  // A variant's harvest of any size (docs/variants.md#veggie-garden) is laid out whole: every slot
  // inside the panel, none over another or over the hand below, none too narrow to read.
  void aHarvestOfAnySizeFitsThePanel() {
    for (int size = 2; size <= vb::garden::kMaxHarvest; ++size)
      for (const QSizeF area : {QSizeF(740, 590), QSizeF(980, 750), QSizeF(1320, 950)}) {
        const auto state = scenario(R"({"game":"garden","seed":5,"variant":{"rules":{"harvest_size":)" +
                                    std::to_string(size) + R"(}},"players":[{"name":"Ana"},{"name":"Bo"}]})");
        const auto sight = vb::app::garden::GardenSight::read(*state, 0, false);
        QCOMPARE(static_cast<int>(sight.harvest.size()), size);
        const auto g = vb::app::garden::GardenLayout::compute(QRectF(QPointF(0, 0), area), sight, 0);
        QCOMPARE(static_cast<int>(g.harvest.size()), size);
        for (int i = 0; i < size; ++i) {
          const QRectF r = g.harvest[i];
          QVERIFY2(g.panel.contains(r), qPrintable(QStringLiteral("slot %1 of %2").arg(i).arg(size)));
          QVERIFY(r.width() >= 34);
          QVERIFY(r.bottom() < g.handTitle.top());
          for (int k = 0; k < i; ++k) QVERIFY(!r.intersects(g.harvest[k]));
          QCOMPARE(g.targetAt(r.center(), false), std::optional<Target>(Target{Target::Kind::Harvest, i}));
        }
      }
  }

  // Issue #18: the small "compost" word on a compost card reads over any crop's art and under no
  // mole, at the three window sizes: the word whole on its pill inside the card, every pixel of the
  // pill the pill's paper or the word's ink (the crop's art never shows through), the mole below.
  void theCompostWordReadsOverAnyCrop_data() { vb::app::test::addWindowSizes(); }
  void theCompostWordReadsOverAnyCrop() {
    QFETCH(QSize, size);
    // The worked example: cabbage, peas (under the mole), carrot and tomato on the compost.
    vb::app::GameWindow window(
        vb::app::GameController::open(QStringLiteral(VEGGIEBOX_TEST_DATA "/garden/worked-example.json")));
    window.setRemembersGeometry(false);
    window.resize(size);
    window.show();
    window.controller()->lowerCurtain();
    QCoreApplication::processEvents();
    auto* board = window.findChild<GardenBoard*>();
    QVERIFY(board != nullptr);
    const QImage image = board->grab().toImage();
    const auto g = board->layout();
    const QColor paper(0xfb, 0xf6, 0xe8), ink(0x6b, 0x55, 0x3a);
    // How far a colour is from the blends of the pill's paper and the word's ink.
    const auto offBlend = [&](QRgb c) {
      const double dr = ink.red() - paper.red(), dg = ink.green() - paper.green(),
                   db = ink.blue() - paper.blue();
      const double t = std::clamp(
          ((qRed(c) - paper.red()) * dr + (qGreen(c) - paper.green()) * dg + (qBlue(c) - paper.blue()) * db) /
              (dr * dr + dg * dg + db * db),
          0.0, 1.0);
      return std::hypot(qRed(c) - (paper.red() + t * dr), qGreen(c) - (paper.green() + t * dg),
                        qBlue(c) - (paper.blue() + t * db));
    };
    const int mole = board->sight().mole;
    QVERIFY(vb::garden::isCompost(mole));
    for (const int c : {5, 6, 9, 10}) {
      QVERIFY(vb::garden::isCompost(c));
      const QRectF cell = g.rectFor({Target::Kind::Cell, c});
      const auto label = vb::app::garden::compostLabel(board->font(), cell);
      const QString where = QStringLiteral("cell %1 at %2x%3").arg(c).arg(size.width()).arg(size.height());
      QVERIFY2(cell.contains(label.pill) && label.pill.contains(label.text), qPrintable(where));
      QFont f = board->font();
      f.setPixelSize(std::max(9, static_cast<int>(cell.width() * 0.09)));
      QVERIFY2(label.text.width() >= QFontMetricsF(f).horizontalAdvance(QStringLiteral("compost")),
               qPrintable(where));
      if (c == mole)
        QVERIFY2(!vb::app::garden::moleRect(board->font(), cell, true).intersects(label.pill),
                 qPrintable(where));
      const QRect inner =
          label.pill.adjusted(label.pill.height() / 2 + 1, 1.5, -label.pill.height() / 2 - 1, -1.5).toRect();
      QVERIFY(inner.width() > 10 && inner.height() > 5);
      for (int y = inner.top(); y <= inner.bottom(); ++y)
        for (int x = inner.left(); x <= inner.right(); ++x)
          QVERIFY2(offBlend(image.pixel(x, y)) < 30, qPrintable(QStringLiteral("%1: (%2, %3) is %4")
                                                                    .arg(where)
                                                                    .arg(x)
                                                                    .arg(y)
                                                                    .arg(QColor(image.pixel(x, y)).name())));
    }
  }

  void theLastRoundHasNoPower() {
    auto state =
        scenario(example(R"("harvest":["tomato","carrot","peas","pepper"],)",
                         R"(["carrot","peas","peas","tomato","tomato","pepper","cabbage","cabbage"])",
                         R"(["cabbage","pepper","pepper","carrot","carrot","peas","tomato","tomato"])"));
    Table t;
    t.board.showState(*state, 0, true, false);
    QCOMPARE(t.board.sight().phase, QStringLiteral("last-round"));
    QVERIFY(t.board.prompt().contains(QStringLiteral("no power")));
    QVERIFY(!t.board.prompt().contains(QStringLiteral("Ctrl+Z")));
    t.click({Target::Kind::Harvest, 2});
    QCOMPARE(t.lastText(*state), QStringLiteral("take 2"));
    QVERIFY(state->apply(t.actions.last().at(0).value<vb::ActionId>()).ok);
    t.board.showState(*state, 1, true, false);
    QVERIFY(t.board.prompt().contains(QStringLiteral("no power")));
    for (const Target& target : t.board.legalTargets()) QCOMPARE(target.kind, Target::Kind::Harvest);
  }

  void inTheGameWindowATakeIsClickedAndUndoCancelsIt() {
    vb::app::test::prepareApp();
    vb::app::GameSetup setup;
    setup.gameId = "garden";
    setup.seed = 11;
    setup.options = {{"first", "0"}};
    setup.seats.push_back(vb::Seat{"Ana", true, ""});
    setup.seats.push_back(vb::Seat{"Bo", false, "random"});
    vb::app::GameWindow window(vb::app::GameController::newGame(setup));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* board = dynamic_cast<GardenBoard*>(window.board());
    QVERIFY(board != nullptr);
    QTRY_VERIFY(!board->legalTargets().empty());
    QCOMPARE(board->sight().phase, QStringLiteral("take"));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({Target::Kind::Harvest, 0}));
    QTRY_COMPARE(board->sight().phase, QStringLiteral("power"));
    QVERIFY(board->prompt().contains(QStringLiteral("Ctrl+Z")));
    // Taking showed no card, so Undo puts it back: the cancel the prompt offers.
    window.controller()->undo();
    QTRY_COMPARE(board->sight().phase, QStringLiteral("take"));
    QCOMPARE(board->sight().harvest[0] != vb::garden::kNoCard, true);
  }

  void theValuesAndPointsShownAreTheEngines() {
    auto state =
        scenario(example("", R"(["carrot","cabbage","peas","pepper","tomato","tomato"])", R"(["peas"])"));
    const vb::Json seen = state->observation(0);
    const vb::ScoreSheet sheet = state->scoreSheet(0);
    for (const bool open : {false, true}) {
      GardenBoard board;
      board.showState(*state, 0, false, open);
      const auto& sight = board.sight();
      QCOMPARE(seen["values"].size(), sight.crops.size());
      for (const auto& [name, value] : seen["values"].items())
        QCOMPARE(sight.values[static_cast<std::size_t>(vb::garden::cropFromName(name))], value.get<int>());
      // Ana holds all five crops: the engine's total, bonus included.
      QCOMPARE(sight.players[0].points, std::optional<int>(sheet.players[0].total));
      QCOMPARE(sight.players[1].points.has_value(), open);  // Bo's points only with hands open
    }
  }

  void seatZeroNeverSeesSeatOnesHand() {
    const std::string power = R"("harvest":["tomato","carrot","peas","pepper"],)";
    auto a = scenario(example(power, R"(["carrot","peas"])", R"(["cabbage","pepper"])"));
    auto b = scenario(example(power, R"(["carrot","peas"])", R"(["tomato","tomato"])"));
    QCOMPARE(QString::fromStdString(a->observation(0).dump()),
             QString::fromStdString(b->observation(0).dump()));
    const TableShot acting{.canAct = true};
    renderTable(*a, 0, {1100, 760}, acting);  // the first picture of a process warms the caches
    QCOMPARE(renderTable(*a, 0, {1100, 760}, acting), renderTable(*b, 0, {1100, 760}, acting));
    QVERIFY(renderTable(*a, 1, {1100, 760}) != renderTable(*b, 1, {1100, 760}));
    GardenBoard board;
    board.showState(*a, 0, false, false);
    QVERIFY(!board.sight().players[1].hand.has_value());
    QCOMPARE(board.sight().players[1].handSize, 2);
  }
};
}  // namespace vb::app::test::garden_table_test

VEGGIEBOX_APP_TEST(garden_table, vb::app::test::garden_table_test::GardenTableTest)
#include "garden_table_test.moc"
