// Undo follows the secrets: a decision that showed a hidden card (a draw) is not taken back in
// normal play, and is in teaching mode; the move log follows the timeline's cursor.
#include <QPushButton>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "app_test_support.h"
#include "garden/garden_board.h"
#include "move_log.h"
#include "move_words.h"
#include "veggiebox/core/random.h"
#include "veggiebox/core/text.h"

namespace vb::app::test::undo_test {

class UndoTest : public AppTest {
  Q_OBJECT

 private slots:
  void undoStopsAtADraw() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    // Play until the last decision showed a hidden card (Veggies: every placement draws one).
    for (int step = 0; step < 6; ++step) {
      t.game->lowerCurtain();
      t.board->choose(firstLegal(*t.game));
      if (t.game->timeline().entries().back().revealed) break;
    }
    const vb::Timeline::Entry& last = t.game->timeline().entries().back();
    QVERIFY2(last.revealed, "a Veggies decision that reveals a card");
    const std::size_t cursor = t.game->timeline().cursor();

    QVERIFY(!t.game->canUndo());
    QVERIFY(!t.window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), cursor);

    answerConfirm(true);  // two people: switching it on asks first
    t.window->setTeaching(true);
    QVERIFY(t.game->teaching());
    QVERIFY(t.game->canUndo());
    QVERIFY(t.window->findChild<QPushButton*>(QStringLiteral("undo"))->isEnabled());
    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), cursor - 1);
    QVERIFY(t.game->canRedo());
  }

  void theMoveLogFollowsUndoAndRedo() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    for (int step = 0; step < 4; ++step) t.board->choose(firstLegal(*t.game));
    // Teaching mode was on from the start, and the log says so first (README.md, Teaching mode).
    QCOMPARE(t.window->moveLog()->lines().size(), 5);
    QCOMPARE(t.window->moveLog()->lines().first(), QStringLiteral("teaching mode on"));
    QCOMPARE(t.window->moveLog()->lines().last(),
             QString::fromStdString(t.game->timeline().entries()[3].description));

    const vb::Json before = t.game->state().toJson();
    t.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
    QTest::keySequence(t.window.get(), QKeySequence::Undo);
    QCOMPARE(t.game->timeline().cursor(), std::size_t{3});
    QCOMPARE(t.window->moveLog()->lines().size(), 4);
    QTest::keySequence(t.window.get(), QKeySequence::Redo);
    QCOMPARE(t.window->moveLog()->lines().size(), 5);
    QCOMPARE(t.game->state().toJson(), before);
  }

  // The log is written again only from its first changed line, from words kept between refreshes:
  // after any run of moves, undos and redos, and a change of language, its text is the whole log's
  // line for line, and the words are those a fresh replay gives.
  void theMoveLogReadsAsItsLines() {
    Preferences teaching;  // undo as far back as one likes, and a note first
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    vb::Rng random(7);
    int undos = 0;
    int redos = 0;
    for (int step = 0; step < 120 && !t.game->state().isOver(); ++step) {
      const std::uint64_t roll = random.below(3);
      if (roll == 0 && t.game->canUndo()) {
        t.game->undo();
        ++undos;
      } else if (roll == 1 && t.game->canRedo()) {
        t.game->redo();
        ++redos;
      } else {
        const std::vector<vb::ActionId> legal = t.game->state().legalActions();
        t.board->choose(legal[random.below(legal.size())]);
      }
      const QString mismatch = logTextMismatch(*t.window->moveLog());
      QVERIFY2(mismatch.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(mismatch)));
      // The words kept between refreshes are those a fresh replay gives, in the language now.
      if (step == 60) vb::setLanguage("it");
      const vb::Timeline& timeline = t.game->timeline();
      QCOMPARE(t.game->moveWords(timeline.branch(), timeline.cursor()),
               MoveWords().of(timeline, timeline.branch(), timeline.cursor()));
    }
    vb::setLanguage("en");
    QVERIFY2(undos >= 10 && redos >= 5,
             qPrintable(QStringLiteral("%1 undos, %2 redos").arg(undos).arg(redos)));
    QVERIFY(t.window->moveLog()->lines().size() > 10);
  }

  // Undo has one meaning, whoever is to move (a computer thinking too): it takes back the last
  // decision of a person, past the computers' decisions after it, or it is off and does nothing. It
  // never takes back only computers' decisions, which they would then play again.
  void undoLandsOnAPersonOrDoesNothing_data() {
    QTest::addColumn<QString>("gameId");
    for (const char* game : {"veggies", "garden", "vegetables"})
      QTest::newRow(game) << QString::fromLatin1(game);
  }
  void undoLandsOnAPersonOrDoesNothing() {
    QFETCH(QString, gameId);
    GameSetup setup =
        peopleSetup(gameId.toLatin1().constData(), gameId == QStringLiteral("vegetables") ? 4 : 3, 11);
    for (std::size_t seat = 1; seat < setup.seats.size(); ++seat)
      setup.seats[seat] = {"Bot", false, "greedy"};
    if (gameId == QStringLiteral("vegetables")) setup.options = {{"hands", "1"}};
    auto window = realWindow(setup, QSize(1024, 640));
    GameController& c = *window->controller();
    c.setBotDelay(60000);  // a computer stays to move until Skip to my turn
    const auto person = [&c] {
      const int seat = c.state().currentPlayer();
      return seat >= 0 && c.seats()[static_cast<std::size_t>(seat)].human;
    };
    vb::Rng random(5);
    int undone = 0;
    int refused = 0;
    for (int step = 0; step < 40 && !c.state().isOver(); ++step) {
      const std::size_t cursor = c.timeline().cursor();
      const bool computer = !person();
      QCOMPARE(c.botThinking(), computer);
      if (c.canUndo()) {
        // Said where it applies: while a computer thinks, Undo stops it (its tooltip says so).
        const QString tip = window->findChild<QPushButton*>(QStringLiteral("undo"))->toolTip();
        QCOMPARE(tip.contains(QStringLiteral("Stops the computer's thinking")), computer);
        c.undo();
        QVERIFY(c.timeline().cursor() < cursor);
        QVERIFY(person());
        QVERIFY(!c.searching());
        ++undone;
        c.redo();
        QCOMPARE(c.timeline().cursor(), cursor);
      } else {
        c.undo();
        QCOMPARE(c.timeline().cursor(), cursor);
        ++refused;
      }
      if (computer) {
        c.skipToPerson();
        QTRY_VERIFY(c.state().isOver() || person());
      } else {
        const std::vector<vb::ActionId> legal = c.state().legalActions();
        c.choose(legal[random.below(legal.size())]);
      }
    }
    // In Veggies every placement draws a card: between turns no person's decision may be taken back.
    QVERIFY2(refused > 0 && (undone > 0 || gameId == QStringLiteral("veggies")),
             qPrintable(QStringLiteral("undone %1, refused %2").arg(undone).arg(refused)));
  }

  // The Garden's power instruction offers Undo (to put the card taken back) only where Undo goes,
  // and not while a move that shows a card waits for Confirm: the bar then says that move cannot be
  // undone, and Cancel is the way back.
  void theInstructionOffersUndoOnlyWhereItGoes() {
    auto window = realWindow(peopleSetup("garden", 2, 8), QSize(1280, 800));
    GameController& c = *window->controller();
    c.setConfirmReveals(true);
    vb::Rng random(3);
    int offered = 0, pendingPowers = 0;
    for (int step = 0; step < 120 && !c.state().isOver(); ++step) {
      c.lowerCurtain();
      const QString prompt = static_cast<garden::GardenBoard*>(window->board())->prompt();
      const bool says = prompt.contains(QStringLiteral("Undo (Ctrl+Z)"));
      QVERIFY2(!says || (c.canUndo() && !c.pending()), qPrintable(prompt));
      offered += says ? 1 : 0;
      if (c.pending()) {
        pendingPowers += prompt.contains(QLatin1Char(':')) ? 1 : 0;
        c.confirmPending();
        continue;
      }
      const std::vector<vb::ActionId> legal = c.state().legalActions();
      c.choose(legal[random.below(legal.size())]);
    }
    QVERIFY(offered > 0);
    QVERIFY(pendingPowers > 0);
  }

  // Undo in teaching mode goes back past the bots to the person's own decision, and the bots do
  // not play again straight away; redo replays the bots' stored decisions.
  void undoSkipsBackOverTheBots() {
    Preferences teaching;
    teaching.teaching = true;
    teaching.save();
    Table t(veggiesSetup({{"Ana"}, {"Bo", "greedy"}}));
    t.board->choose(firstLegal(*t.game));
    QTRY_COMPARE(t.game->timeline().cursor(), std::size_t{2});
    QTRY_COMPARE(t.game->state().currentPlayer(), 0);

    t.game->undo();
    QCOMPARE(t.game->timeline().cursor(), std::size_t{0});
    QCOMPARE(t.game->state().currentPlayer(), 0);
    t.game->redo();
    QCOMPARE(t.game->timeline().cursor(), std::size_t{2});
  }
};
}  // namespace vb::app::test::undo_test

VEGGIEBOX_APP_TEST(undo, vb::app::test::undo_test::UndoTest)
#include "undo_test.moc"
