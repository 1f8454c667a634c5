// The Veggie Garden table shows the coordinates its words use (garden_coordinates.cpp): faint row
// and column numbers while the mouse is over the garden, slot numbers while it is over the harvest
// (any harvest size), the same while the mouse is on a move in the log, and none once the mouse
// leaves. They sit in the margins, over no card, post, arrow or mole, and they are the same
// whatever cards the seat cannot see.
#include <QtTest>
#include <string>

#include "app_test.h"
#include "app_test_program.h"
#include "garden/garden_board.h"
#include "move_log.h"
#include "table_test_support.h"
#include "veggiebox/core/random.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::garden_coordinates_test {

namespace {

using garden::CoordinateMark;
using garden::GardenBoard;
using garden::GardenLayout;
using garden::Target;
using K = Target::Kind;
using M = CoordinateMark::Kind;

// A 2-player deal (seed `seed`) with a harvest of `harvest` slots, Ana to take a card.
std::unique_ptr<vb::State> deal(int harvest, int seed = 5) {
  const std::string variant =
      harvest == 4 ? std::string()
                   : R"("variant":{"rules":{"harvest_size":)" + std::to_string(harvest) + "}},";
  return scenario(R"({"game":"garden","seed":)" + std::to_string(seed) + "," + variant +
                  R"("players":[{"name":"Ana"},{"name":"Bo"}]})");
}

// The powers example of docs/rules/garden.md with the mole at 1,1, Ana to move; `power` sets the
// harvest and the power in use.
std::unique_ptr<vb::State> example(const std::string& power) {
  return scenario(R"({"game":"garden","seed":5,"crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
              ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
    "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],)" +
                  power + R"("players":[{"name":"Ana","hand":["carrot"]},{"name":"Bo","hand":["peas"]}]})");
}

void moveTo(QWidget* widget, QPointF at) {
  QMouseEvent move(QEvent::MouseMove, at, widget->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                   Qt::NoModifier);
  QApplication::sendEvent(widget, &move);
}

void leave(QWidget* widget) {
  QEvent left(QEvent::Leave);
  QApplication::sendEvent(widget, &left);
}

// The numbers of one kind shown, in order, and which of them are drawn darker.
QStringList texts(const std::vector<CoordinateMark>& marks, M kind) {
  QStringList out;
  for (const CoordinateMark& m : marks)
    if (m.kind == kind) out << m.text;
  return out;
}
QList<int> near(const std::vector<CoordinateMark>& marks, M kind) {
  QList<int> out;
  for (const CoordinateMark& m : marks)
    if (m.kind == kind && m.near) out << m.index;
  return out;
}

const QStringList kFour = {"0", "1", "2", "3"};

struct Shown : ShownBoard<GardenBoard> {
  explicit Shown(const vb::State& state, QSize size = {1100, 760}) : ShownBoard(size) {
    board.showState(state, state.currentPlayer(), true, false);
  }
};

}  // namespace

class GardenCoordinatesTest : public AppTest {
  Q_OBJECT

 private slots:
  void noneUntilTheMouseComes() {
    const auto state = deal(4);
    Shown t(*state);
    QVERIFY(t.board.coordinateMarks().empty());
  }

  void theGardenUnderTheMouseShowsItsRowsAndColumns() {
    const auto state = deal(4);
    Shown t(*state);
    moveTo(&t.board, t.board.pointFor({K::Cell, 1 * 4 + 2}));
    const auto marks = t.board.coordinateMarks();
    QCOMPARE(texts(marks, M::Row), kFour);
    QCOMPARE(texts(marks, M::Column), kFour);
    QVERIFY(texts(marks, M::Slot).isEmpty());
    // The cell's own row and column, as the words write it ("1,2"), stand out.
    QCOMPARE(near(marks, M::Row), QList<int>{1});
    QCOMPARE(near(marks, M::Column), QList<int>{2});
    // Over a post, still the garden's numbers (the post's name is written beside it).
    moveTo(&t.board, t.board.pointFor({K::Post, 8}));
    QCOMPARE(texts(t.board.coordinateMarks(), M::Row), kFour);
    leave(&t.board);
    QVERIFY(t.board.coordinateMarks().empty());
  }

  void theHarvestUnderTheMouseShowsItsSlots_data() {
    QTest::addColumn<int>("size");
    QTest::newRow("published") << 4;
    QTest::newRow("two") << 2;
    QTest::newRow("six") << 6;
    QTest::newRow("eight, in two rows") << vb::garden::kMaxHarvest;
  }
  void theHarvestUnderTheMouseShowsItsSlots() {
    QFETCH(int, size);
    const auto state = deal(size);
    Shown t(*state);
    QCOMPARE(static_cast<int>(t.board.sight().harvest.size()), size);
    moveTo(&t.board, t.board.pointFor({K::Harvest, size - 1}));
    const auto marks = t.board.coordinateMarks();
    QStringList numbers;
    for (int i = 0; i < size; ++i) numbers << QString::number(i);
    QCOMPARE(texts(marks, M::Slot), numbers);
    QCOMPARE(near(marks, M::Slot), QList<int>{size - 1});
    QVERIFY(texts(marks, M::Row).isEmpty());
    // Between two cards is still the harvest: the numbers do not blink.
    const GardenLayout g = t.board.layout();
    moveTo(&t.board, QPointF(g.harvest[0].right() + 5, g.harvest[0].center().y()));
    QCOMPARE(texts(t.board.coordinateMarks(), M::Slot), numbers);
    // Off the harvest and the garden (the crop values): none.
    moveTo(&t.board, t.board.layout().valueRow(0).center());
    QVERIFY(t.board.coordinateMarks().empty());
    moveTo(&t.board, t.board.pointFor({K::Harvest, 0}));
    leave(&t.board);
    QVERIFY(t.board.coordinateMarks().empty());
  }

  // In the margins: over no card, post, arrow, mole or other number, inside the table, and the
  // number fits its place. At the table sizes of 1024x640 to 1600x1000 windows and beyond.
  void theNumbersSitInTheMargins() {
    for (const QSizeF area : {QSizeF(640, 480), QSizeF(700, 560), QSizeF(960, 740), QSizeF(1320, 950)})
      for (int size = 2; size <= vb::garden::kMaxHarvest; ++size)
        for (const bool handles : {false, true}) {
          const auto state = deal(size);
          const auto sight = garden::GardenSight::read(*state, 0, false);
          const GardenLayout g = GardenLayout::compute(QRectF(QPointF(0, 0), area), sight, 0);
          garden::GardenScene scene;
          scene.gardenMarks = scene.harvestMarks = true;
          scene.handlesShown = handles;
          const auto marks = garden::coordinateMarksOf(g, scene);
          QCOMPARE(static_cast<int>(marks.size()), 8 + size);
          std::vector<QRectF> taken;
          for (int c = 0; c < 16; ++c) taken.push_back(g.rectFor({K::Cell, c}));
          for (int p = 0; p < 12; ++p) taken.push_back(g.rectFor({K::Post, p}));
          if (handles)
            for (int h = 0; h < garden::kHandles; ++h) taken.push_back(g.rectFor({K::Handle, h}));
          for (const QRectF& card : g.harvest) taken.push_back(card);
          taken.push_back(g.handTitle);
          taken.push_back(g.harvestTitle);
          // The fence's soil, where the tokens and the posts' names are.
          const QRectF soil = QRectF(g.origin, QSizeF(4 * g.cell, 4 * g.cell))
                                  .adjusted(-g.post * 0.9, -g.post * 0.9, g.post * 0.9, g.post * 0.9);
          QFont font;
          for (std::size_t i = 0; i < marks.size(); ++i) {
            const CoordinateMark& m = marks[i];
            const QString where = QStringLiteral("%1x%2, harvest %3%4, mark %5 %6")
                                      .arg(area.width())
                                      .arg(area.height())
                                      .arg(size)
                                      .arg(handles ? ", arrows" : "")
                                      .arg(static_cast<int>(m.kind))
                                      .arg(m.text);
            QVERIFY2(QRectF(QPointF(0, 0), area).contains(m.rect), qPrintable(where));
            for (const QRectF& r : taken)
              QVERIFY2(!m.rect.intersects(r),
                       qPrintable(where + QStringLiteral(" over %1,%2 %3x%4 (mark %5,%6 %7x%8)")
                                              .arg(r.x())
                                              .arg(r.y())
                                              .arg(r.width())
                                              .arg(r.height())
                                              .arg(m.rect.x())
                                              .arg(m.rect.y())
                                              .arg(m.rect.width())
                                              .arg(m.rect.height())));
            if (m.kind != M::Slot) {
              QVERIFY2(g.garden.contains(m.rect), qPrintable(where));
              QVERIFY2(!m.rect.intersects(soil), qPrintable(where));
            } else {
              QVERIFY2(g.panel.contains(m.rect), qPrintable(where));
            }
            for (std::size_t k = 0; k < i; ++k)
              QVERIFY2(!m.rect.intersects(marks[k].rect), qPrintable(where));
            font.setPixelSize(m.kind == M::Slot ? garden::kSlotMarkPixels : static_cast<int>(g.markPixels()));
            const QFontMetricsF metrics(font);
            QVERIFY2(metrics.horizontalAdvance(m.text) <= m.rect.width(), qPrintable(where));
            QVERIFY2(metrics.capHeight() + 2 <= m.rect.height(), qPrintable(where));
            if (m.kind ==
                M::Slot)  // drawn at the foot of its room, clear of a 5-pixel outline round the card
              QVERIFY2(m.rect.bottom() - metrics.descent() - metrics.capHeight() >=
                           g.harvest[static_cast<std::size_t>(m.index)].bottom() + 5,
                       qPrintable(where));
          }
        }
  }

  // The mole sits on a compost card, in the garden: the numbers stay outside.
  void theMoleIsNeverUnderANumber() {
    const auto state = example(R"("harvest":["tomato","carrot","peas","pepper"],)");
    Shown t(*state);
    QCOMPARE(t.board.sight().mole, 5);
    moveTo(&t.board, t.board.pointFor({K::Cell, 5}));
    const QRectF mole = t.board.layout().rectFor({K::Cell, 5});
    QCOMPARE(static_cast<int>(t.board.coordinateMarks().size()), 8);
    for (const CoordinateMark& m : t.board.coordinateMarks()) QVERIFY(!m.rect.intersects(mole));
  }

  // The cabbage's arrows fill the margins: the numbers move beside them, and follow an arrow too.
  void besideTheCabbageArrows() {
    const auto state =
        example(R"("harvest":[null,"carrot","peas","pepper"],"power":{"crop":"cabbage","slot":0},)");
    Shown t(*state);
    QVERIFY(t.board.handlesShown());
    moveTo(&t.board, t.board.pointFor({K::Handle, 4 + 3}));  // row 3's right arrow
    const auto marks = t.board.coordinateMarks();
    QCOMPARE(near(marks, M::Row), QList<int>{3});
    QVERIFY(near(marks, M::Column).isEmpty());
    const GardenLayout g = t.board.layout();
    for (const CoordinateMark& m : marks)
      for (int h = 0; h < garden::kHandles; ++h) QVERIFY(!m.rect.intersects(g.rectFor({K::Handle, h})));
    moveTo(&t.board, t.board.pointFor({K::Handle, 8 + 2}));  // column 2's up arrow
    QCOMPARE(near(t.board.coordinateMarks(), M::Column), QList<int>{2});
  }

  // They depend on the layout alone: re-dealing the cards the seat cannot see changes none of them.
  void theSameUnderAnyDeal() {
    for (const int size : {4, 6}) {
      const auto state = deal(size, 3);
      vb::Rng rng(11);
      for (int k = 0; k < 4; ++k) {
        const auto other = state->resample(state->currentPlayer(), rng);
        Shown a(*state), b(*other);
        for (const Target spot : {Target{K::Cell, 6}, Target{K::Harvest, 1}, Target{K::Post, 3}}) {
          moveTo(&a.board, a.board.pointFor(spot));
          moveTo(&b.board, b.board.pointFor(spot));
          QVERIFY(!a.board.coordinateMarks().empty());
          QVERIFY(a.board.coordinateMarks() == b.board.coordinateMarks());
        }
      }
    }
  }

  // A refused spot stays outlined while its refusal, which names it, is shown: its numbers with it,
  // even once the mouse has moved on to the harvest.
  void aRefusedSpotKeepsItsNumbers() {
    const auto state =
        example(R"("harvest":["tomato","carrot",null,"pepper"],"power":{"crop":"peas","slot":2},)");
    Shown t(*state);
    const QPoint corner = t.board.pointFor({K::Cell, 0});  // the mole moves only to a compost card
    moveTo(&t.board, corner);
    QTest::mouseClick(&t.board, Qt::LeftButton, {}, corner);
    QCOMPARE(t.actions.size(), 1);
    t.board.showRefusal(
        QStringLiteral("the mole moves only to a compost card (1,1, 1,2, 2,1 or 2,2), not 0,0"));
    QCOMPARE(t.board.refusedSpot(), std::optional<Target>(Target{K::Cell, 0}));
    moveTo(&t.board, t.board.pointFor({K::Harvest, 1}));
    const auto marks = t.board.coordinateMarks();
    QCOMPARE(texts(marks, M::Row), kFour);
    QCOMPARE(texts(marks, M::Slot), kFour);
    leave(&t.board);  // the outline goes, and the numbers with it
    QVERIFY(!t.board.refusedSpot());
    QVERIFY(t.board.coordinateMarks().empty());
  }

  // The tomato's prompt names the garden card chosen ("now the harvest card to plant at 0,0") while
  // the mouse looks for the harvest card: the garden's numbers stay, with the harvest's.
  void aChosenCellNamedByThePromptKeepsItsNumbers() {
    const auto state =
        example(R"("harvest":[null,"carrot","peas","pepper"],"power":{"crop":"tomato","slot":0},)");
    Shown t(*state);
    const QPoint corner = t.board.pointFor({K::Cell, 0});
    moveTo(&t.board, corner);
    QTest::mouseClick(&t.board, Qt::LeftButton, {}, corner);
    QVERIFY((t.board.selection() == std::vector<Target>{Target{K::Cell, 0}}));
    QVERIFY(t.board.prompt().contains(QStringLiteral("0,0")));
    moveTo(&t.board, t.board.pointFor({K::Harvest, 2}));
    const auto marks = t.board.coordinateMarks();
    QCOMPARE(texts(marks, M::Row), kFour);
    QCOMPARE(texts(marks, M::Slot), kFour);
    leave(&t.board);
    QVERIFY(t.board.coordinateMarks().empty());
  }

  // A move under the mouse in the log: the numbers of what it changed (a take: the harvest; a
  // power: the garden), gone when the mouse leaves the log.
  void theMoveUnderTheMouseInTheLog() {
    const std::unique_ptr<GameWindow> window = realWindow(peopleSetup("garden", 2, 5));
    GameController* c = window->controller();
    auto* board = qobject_cast<GardenBoard*>(window->findChild<BoardView*>(QStringLiteral("board")));
    QVERIFY(board != nullptr);
    std::vector<std::string> played;
    for (int step = 0; step < 4; ++step) {
      c->lowerCurtain();
      const vb::ActionId action = c->state().legalActions().front();
      played.push_back(c->state().actionJson(action).value("type", std::string()));
      emit board->actionChosen(action);
    }
    c->lowerCurtain();
    QCOMPARE(played[0], std::string("take"));
    QVERIFY(played[1] != "take");
    QVERIFY(board->coordinateMarks().empty());
    MoveLog* log = window->moveLog();
    QTRY_VERIFY(log->lineRect(1).isValid());
    moveTo(log->viewport(), log->lineRect(0).center());
    QTRY_VERIFY(!board->coordinateMarks().empty());
    QCOMPARE(texts(board->coordinateMarks(), M::Slot), kFour);
    moveTo(log->viewport(), log->lineRect(1).center());
    QTRY_COMPARE(texts(board->coordinateMarks(), M::Row), kFour);
    leave(log);
    QVERIFY(board->coordinateMarks().empty());
  }
};
}  // namespace vb::app::test::garden_coordinates_test

VEGGIEBOX_APP_TEST(garden_coordinates, vb::app::test::garden_coordinates_test::GardenCoordinatesTest)
#include "garden_coordinates_test.moc"
