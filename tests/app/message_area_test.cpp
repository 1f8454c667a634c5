// One message area over the table (docs/architecture.md#the-message-area): a refusal, a move waiting
// for Confirm, the look back over the moves since your turn and the instruction to the person
// deciding each appear and go without moving the table: in each game, at the smallest and a large
// window, the board's geometry is the same with and without each of them.
#include <QtTest>
#include <optional>

#include "app_test.h"
#include "app_test_program.h"
#include "turn_review.h"

namespace vb::app::test::message_area_test {

namespace {

void confirmOn() {
  Preferences p = Preferences::load();
  p.confirmReveals = true;
  p.save();
}

bool reveals(const vb::State& state, vb::ActionId action) {
  std::unique_ptr<vb::State> copy = state.clone();
  const vb::Outcome outcome = copy->apply(action);
  return outcome && outcome.revealed;
}

// Plays the first legal moves that show nothing until a legal move would show a card; returns it.
std::optional<vb::ActionId> reachAReveal(GameController& c, int steps = 200) {
  for (int step = 0; step < steps && !c.state().isOver(); ++step) {
    c.lowerCurtain();
    std::optional<vb::ActionId> quiet;
    for (vb::ActionId a : c.state().legalActions()) {
      if (reveals(c.state(), a)) return a;
      if (!quiet) quiet = a;
    }
    if (!quiet) return std::nullopt;
    c.choose(*quiet);
  }
  return std::nullopt;
}

// Plays on (confirming what waits) until the person at the screen has moves to look back over.
bool reachAReview(GameController& c, int steps = 200) {
  for (int step = 0; step < steps && !c.state().isOver(); ++step) {
    c.lowerCurtain();
    if (TurnReview::available(c)) return true;
    c.choose(c.state().legalActions().front());
    if (c.pending()) c.confirmPending();
  }
  return false;
}

// One of the engine's longest refusals, in Spanish (po/vegetables/es.po).
const char* const kLongReason =
    "Ana no puede jugar de ningún modo (ningún terreno ni carta que jugar, ningún comodín en la mano, "
    "ninguna carta quemada): la penalización, 'penalty A', 'penalty B' o 'penalty C', o bien 'collect "
    "jolly'";

}  // namespace

class MessageAreaTest : public AppTest {
  Q_OBJECT

 private slots:
  void theTableNeverMoves_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1024, 640), QSize(1600, 1000)}) {
      const QByteArray at = QByteArray::number(size.width());
      QTest::newRow(("veggies " + at).constData()) << "veggies" << 2 << size;
      QTest::newRow(("garden " + at).constData()) << "garden" << 2 << size;
      QTest::newRow(("vegetables " + at).constData()) << "vegetables" << 4 << size;
    }
  }
  void theTableNeverMoves() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(QSize, size);
    confirmOn();
    auto window = realWindow(peopleSetup(game.toUtf8().constData(), seats, 11), size);
    GameController& c = *window->controller();
    c.lowerCurtain();
    QTRY_COMPARE(window->size(), size);
    const auto settled = [&] {
      QCoreApplication::processEvents();
      QTest::qWait(10);
      return window->board()->geometry();
    };
    const QRect table = settled();
    QVERIFY(!table.isEmpty());

    // The instruction to the person deciding, long enough to wrap.
    emit window->board()->hint(QString::fromUtf8(kLongReason) + QStringLiteral(" ") +
                               QString::fromUtf8(kLongReason));
    QCOMPARE(settled(), table);
    emit window->board()->hint(QString());
    QCOMPARE(settled(), table);

    // A refusal.
    emit c.refused(QString::fromUtf8(kLongReason), QStringLiteral("the-penalty"));
    QCOMPARE(settled(), table);

    // A move waiting for Confirm, and cancelled.
    const std::optional<vb::ActionId> reveal = reachAReveal(c);
    QVERIFY(reveal);
    QCOMPARE(settled(), table);
    c.choose(*reveal);
    QVERIFY(c.pending());
    QCOMPARE(settled(), table);
    c.cancelPending();
    QCOMPARE(settled(), table);

    // The moves since your turn, looked back over and left.
    QVERIFY(reachAReview(c));
    QCOMPARE(settled(), table);
    window->turnReview()->start(c);
    QVERIFY(window->turnReview()->active());
    QCOMPARE(settled(), table);
    window->turnReview()->stop();
    QCOMPARE(settled(), table);
    QCOMPARE(window->size(), size);
  }
};

}  // namespace vb::app::test::message_area_test

VEGGIEBOX_APP_TEST(message_area, vb::app::test::message_area_test::MessageAreaTest)
#include "message_area_test.moc"
