// The turn flow on its own (turn_flow.h): who is at the screen, when the curtain stands, which
// gestures lower it, and which search answers still count. Qt-free: the clock is the test's.
#include <QtTest>

#include "app_test_program.h"
#include "turn_flow.h"

namespace vb::app::test::turn_flow_test {

using vb::app::TurnFlow;

class TurnFlowTest : public QObject {
  Q_OBJECT

  static constexpr TurnFlow::Millis kSeen = TurnFlow::kCurtainSeenMs;

 private slots:
  void twoPeopleMeetTheCurtainFirst() {
    TurnFlow flow({true, true});
    QVERIFY(flow.moved(0, 1000));
    QVERIFY(flow.curtainUp());
    QCOMPARE(flow.curtainSeat(), 0);
    QCOMPARE(flow.boardSeat(), -1);
    QVERIFY(!flow.canAct());
    QVERIFY(flow.curtainKey(false, 1000 + kSeen));
    QCOMPARE(flow.screenSeat(), 0);
    QCOMPARE(flow.boardSeat(), 0);
    QVERIFY(flow.canAct());
  }

  void aKeyTooSoonOrHeldDoesNothing() {
    TurnFlow flow({true, true});
    flow.moved(0, 0);
    QVERIFY(!flow.curtainKey(false, kSeen - 1));
    QVERIFY(!flow.curtainKey(true, kSeen + 100));
    QVERIFY(flow.curtainUp());
    QVERIFY(flow.curtainKey(false, kSeen));
  }

  // The button needs a press that began once the curtain was seen, then its release.
  void theButtonNeedsAPressAfterTheCurtainWasSeen() {
    TurnFlow flow({true, true});
    flow.moved(0, 0);
    flow.curtainPressed(kSeen - 1);
    QVERIFY(!flow.curtainReleased(kSeen + 200));
    QVERIFY(!flow.curtainReleased(kSeen + 300));  // a release with no press
    QVERIFY(flow.curtainUp());
    flow.curtainPressed(kSeen + 400);
    QVERIFY(flow.curtainReleased(kSeen + 450));
    QVERIFY(!flow.curtainUp());
  }

  // A press held over a handover is not a press on the new curtain, nor a press on the curtain
  // for one person a press on the curtain for another.
  void aPressFromBeforeTheHandoverDoesNotCount() {
    TurnFlow flow({true, true, true});
    flow.moved(0, 0);
    QVERIFY(flow.curtainKey(false, kSeen));
    QVERIFY(flow.moved(1, 2000));
    flow.curtainPressed(2000 + kSeen);
    QVERIFY(flow.moved(2, 2000 + kSeen + 10));  // a branch switch under it: the curtain waits for 2
    QCOMPARE(flow.curtainSeat(), 2);
    QVERIFY(!flow.curtainReleased(2000 + kSeen + 20));
    QVERIFY(!flow.curtainKey(false, 2000 + kSeen + 30));
    QVERIFY(flow.curtainUp());
    QVERIFY(flow.curtainKey(false, 2000 + 2 * kSeen + 10));
    QCOMPARE(flow.boardSeat(), 2);
  }

  // Ben hands over to computers and then to Ana: the curtain stands for Ana, and while the
  // computers play nothing private is drawn, whoever steps up next.
  void computersBetweenTwoPeopleShowNothingPrivate() {
    TurnFlow flow({true, false, true});
    flow.moved(0, 0);
    flow.curtainKey(false, kSeen);
    QVERIFY(!flow.moved(1, 1000));
    QCOMPARE(flow.boardSeat(), -1);
    QVERIFY(flow.moved(2, 1100));
    QVERIFY(flow.curtainUp());
    QCOMPARE(flow.boardSeat(), -1);
    QVERIFY(!flow.curtainKey(false, 1100 + kSeen - 1));
    QVERIFY(flow.curtainKey(false, 1100 + kSeen));
    QCOMPARE(flow.boardSeat(), 2);
  }

  void aLonePersonKeepsTheScreen() {
    TurnFlow flow({false, true, false});
    flow.takeScreenAlone();
    QVERIFY(!flow.moved(0, 0));
    QCOMPARE(flow.boardSeat(), 1);
    QVERIFY(!flow.moved(1, 10));
    QVERIFY(flow.canAct());
    QVERIFY(!flow.moved(-1, 20));  // the end
    QCOMPARE(flow.boardSeat(), 1);
  }

  // Opened from a file, nobody is known to be at the screen, even a lone person.
  void anOpenedGameShowsItsCurtainFirst() {
    TurnFlow flow({false, true});
    QVERIFY(flow.moved(1, 0));
    QCOMPARE(flow.boardSeat(), -1);
  }

  // Switched under the curtain, a branch lowers nothing: nobody is at the screen.
  void forgettingTheScreenKeepsTheCurtain() {
    TurnFlow flow({true, true});
    flow.moved(0, 0);
    flow.curtainKey(false, kSeen);
    flow.moved(1, 1000);
    flow.forgetScreen();
    QVERIFY(flow.moved(0, 1100));
    QVERIFY(flow.curtainUp());
    QCOMPARE(flow.boardSeat(), -1);
  }

  void teachingDropsTheCurtain() {
    TurnFlow flow({true, true});
    flow.moved(0, 0);
    flow.setTeaching(true);
    QVERIFY(flow.moved(0, 10));
    QVERIFY(!flow.curtainUp());
    QCOMPARE(flow.boardSeat(), 0);
    QVERIFY(!flow.moved(1, 20));
    QCOMPARE(flow.boardSeat(), 1);
  }

  void lookingAsShowsOneSeatAndActsForNobody() {
    TurnFlow flow({true, true});
    flow.moved(0, 0);
    QVERIFY(flow.lookAs(1));
    QCOMPARE(flow.boardSeat(), 1);
    QVERIFY(!flow.canAct());
    QVERIFY(!flow.moved(0, 10));
    QVERIFY(!flow.curtainUp());
  }

  // Every change of the position ends the ticket a search was started under.
  void everyMoveEndsTheTicket() {
    TurnFlow flow({true, false});
    flow.moved(0, 0);
    const std::uint64_t ticket = flow.ticket();
    flow.moved(1, 10);
    QVERIFY(flow.ticket() != ticket);
    const std::uint64_t searching = flow.ticket();
    flow.moved(1, 20);  // an undo and a redo back to the same seat
    QVERIFY(flow.ticket() != searching);
  }
};
}  // namespace vb::app::test::turn_flow_test

VEGGIEBOX_APP_TEST(turn_flow, vb::app::test::turn_flow_test::TurnFlowTest)
#include "turn_flow_test.moc"
