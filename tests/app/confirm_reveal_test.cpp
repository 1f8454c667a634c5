// Confirm before a reveal (README.md#the-app): a person's move that would show a hidden card waits
// on the table with Confirm (Enter) and Cancel (Esc) until they say so; cancelling changes
// nothing; a move that shows nothing, teaching mode and the preference switched off go straight on.
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "confirm_bar.h"
#include "preferences_dialog.h"

namespace vb::app::test::confirm_reveal_test {

namespace {

bool reveals(const vb::State& state, vb::ActionId action) {
  std::unique_ptr<vb::State> copy = state.clone();
  const vb::Outcome outcome = copy->apply(action);
  return outcome && outcome.revealed;
}

// Plays the first legal moves that show nothing until some legal move would show a card; returns
// it (nullopt if the game never offers one within `steps`).
std::optional<vb::ActionId> reachAReveal(Table& t, int steps = 200) {
  for (int step = 0; step < steps && !t.game->state().isOver(); ++step) {
    t.game->lowerCurtain();
    std::optional<vb::ActionId> quiet;
    for (vb::ActionId a : t.game->state().legalActions()) {
      if (reveals(t.game->state(), a)) return a;
      if (!quiet) quiet = a;
    }
    if (!quiet) return std::nullopt;
    t.board->choose(*quiet);
  }
  return std::nullopt;
}

// `action` chosen goes straight onto the table: nothing waits, one move more.
bool playedAtOnce(Table& t, vb::ActionId action) {
  const std::size_t cursor = t.game->timeline().cursor();
  t.board->choose(action);
  return !t.game->pending() && t.game->timeline().cursor() == cursor + 1;
}

void confirmOn() {
  Preferences p = Preferences::load();
  p.confirmReveals = true;
  p.save();
}

}  // namespace

class ConfirmRevealTest : public AppTest {
  Q_OBJECT

 private slots:
  void aRevealWaitsAndCancelChangesNothing_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("veggies") << "veggies" << 2;
    QTest::newRow("garden") << "garden" << 2;
    QTest::newRow("vegetables") << "vegetables" << 4;
  }
  void aRevealWaitsAndCancelChangesNothing() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    confirmOn();
    Table t(peopleSetup(game.toUtf8().constData(), seats, 11));
    t.window->resize(1024, 640);  // the smallest window: the move's words fit whole above the table
    const std::optional<vb::ActionId> reveal = reachAReveal(t);
    QVERIFY2(reveal, "the game offers a move that shows a hidden card");
    t.game->lowerCurtain();
    const vb::Json before = t.game->state().toJson();
    const std::size_t cursor = t.game->timeline().cursor();

    t.board->choose(*reveal);
    QCOMPARE(t.game->pending(), reveal);
    QCOMPARE(t.game->state().toJson(), before);  // nothing shown yet
    QCOMPARE(t.game->timeline().cursor(), cursor);
    ConfirmBar* bar = t.window->confirmBar();
    QVERIFY(bar->isVisible());
    QCOMPARE(bar->words(), QString::fromStdString(t.game->state().describeAction(*reveal)));
    QVERIFY(bar->findChild<QLabel*>(QStringLiteral("confirm-text"))->text().contains(bar->words()));
    QCOMPARE(t.board->pending(), reveal);  // the table marks it too

    t.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
    QTest::keyClick(t.window.get(), Qt::Key_Escape);
    QVERIFY(!t.game->pending());
    QVERIFY(!bar->isVisible());
    QVERIFY(!t.board->pending());
    QCOMPARE(t.game->state().toJson(), before);
    QCOMPARE(t.game->timeline().cursor(), cursor);

    // Chosen again and confirmed with Enter: now it is played, and it did show a card.
    t.board->choose(*reveal);
    QVERIFY(bar->isVisible());
    QTest::keyClick(t.window.get(), Qt::Key_Return);
    QVERIFY(!t.game->pending());
    QVERIFY(!bar->isVisible());
    QCOMPARE(t.game->timeline().cursor(), cursor + 1);
    QCOMPARE(t.game->timeline().entries()[cursor].action, *reveal);
    QVERIFY(t.game->timeline().entries()[cursor].revealed);
  }

  void theButtonsConfirmAndCancel() {
    confirmOn();
    Table t(peopleSetup("veggies", 2, 5));
    const std::optional<vb::ActionId> reveal = reachAReveal(t);
    QVERIFY(reveal);
    const std::size_t cursor = t.game->timeline().cursor();
    t.board->choose(*reveal);
    auto* cancel = t.window->confirmBar()->findChild<QPushButton*>(QStringLiteral("cancel"));
    auto* confirm = t.window->confirmBar()->findChild<QPushButton*>(QStringLiteral("confirm"));
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(!t.game->pending());
    QCOMPARE(t.game->timeline().cursor(), cursor);
    t.board->choose(*reveal);
    QTest::mouseClick(confirm, Qt::LeftButton);
    QCOMPARE(t.game->timeline().cursor(), cursor + 1);
  }

  void anotherMoveReplacesTheWaitingOne() {
    confirmOn();
    Table t(peopleSetup("veggies", 2, 5));
    const std::optional<vb::ActionId> reveal = reachAReveal(t);
    QVERIFY(reveal);
    std::optional<vb::ActionId> other;
    for (vb::ActionId a : t.game->state().legalActions())
      if (a != *reveal && reveals(t.game->state(), a)) other = a;
    QVERIFY2(other, "Veggies offers more than one placement");
    t.board->choose(*reveal);
    t.board->choose(*other);
    QCOMPARE(t.game->pending(), other);
    // Choosing the waiting move again (Enter on the table's focused target) confirms it.
    QVERIFY(playedAtOnce(t, *other));
  }

  void aMoveThatShowsNothingGoesStraightOn() {
    confirmOn();
    Table t(peopleSetup("garden", 2, 11));
    // Garden's first decisions include moves that show nothing (a power's target, a pass); play
    // one if the deal offers it now, else after the first reveal.
    for (int step = 0; step < 40; ++step) {
      t.game->lowerCurtain();
      for (vb::ActionId a : t.game->state().legalActions()) {
        if (reveals(t.game->state(), a)) continue;
        QVERIFY(playedAtOnce(t, a));
        return;
      }
      t.board->choose(t.game->state().legalActions().front());
      t.game->confirmPending();
    }
    QFAIL("no move that shows nothing within 40 turns");
  }

  void offInPreferencesOrInTeachingMode() {
    // The preference off: a reveal is played at once.
    {
      Table t(peopleSetup("veggies", 2, 5));
      const std::optional<vb::ActionId> reveal = reachAReveal(t);
      QVERIFY(reveal);
      const std::size_t cursor = t.game->timeline().cursor();
      t.board->choose(*reveal);
      QVERIFY(!t.game->pending());
      QCOMPARE(t.game->timeline().cursor(), cursor + 1);
    }
    // Teaching mode: undo takes anything back, so nothing waits.
    confirmOn();
    Preferences p = Preferences::load();
    p.teaching = true;
    p.save();
    Table t(peopleSetup("veggies", 2, 5));
    const std::optional<vb::ActionId> reveal = reachAReveal(t);
    QVERIFY(reveal);
    QVERIFY(playedAtOnce(t, *reveal));
  }

  void switchingTeachingOnDropsTheWaitingMove() {
    confirmOn();
    Table t(peopleSetup("veggies", 2, 5));
    const std::optional<vb::ActionId> reveal = reachAReveal(t);
    QVERIFY(reveal);
    const std::size_t cursor = t.game->timeline().cursor();
    t.board->choose(*reveal);
    QVERIFY(t.game->pending());
    answerConfirm(true);  // two people: switching teaching mode on asks first
    t.window->setTeaching(true);
    QVERIFY(!t.game->pending());
    QVERIFY(!t.window->confirmBar()->isVisible());
    QCOMPARE(t.game->timeline().cursor(), cursor);
  }

  void thePreferencesDialogKeepsTheChoice() {
    Preferences p = Preferences::load();
    p.confirmReveals = true;
    PreferencesDialog dialog(p);
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("confirm-reveals"));
    QVERIFY(box != nullptr);
    QVERIFY(box->isChecked());
    QVERIFY(!box->text().isEmpty());
    box->setChecked(false);
    QVERIFY(!dialog.preferences().confirmReveals);
    dialog.preferences().save();
    QVERIFY(!Preferences::load().confirmReveals);
  }

  // The real tables: the move waits marked where it lands, and the bar fits above the table.
  void theRealTableMarksTheWaitingMove_data() { aRevealWaitsAndCancelChangesNothing_data(); }
  void theRealTableMarksTheWaitingMove() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    confirmOn();
    GameWindow window(GameController::newGame(peopleSetup(game.toUtf8().constData(), seats, 11)));
    window.setRemembersGeometry(false);
    window.resize(1024, 640);
    window.show();
    GameController* c = window.controller();
    auto* board = window.findChild<BoardView*>(QStringLiteral("board"));
    QVERIFY(board != nullptr);
    std::optional<vb::ActionId> reveal;
    for (int step = 0; step < 200 && !reveal; ++step) {
      c->lowerCurtain();
      std::optional<vb::ActionId> quiet;
      for (vb::ActionId a : c->state().legalActions()) {
        if (reveals(c->state(), a)) {
          reveal = a;
          break;
        }
        if (!quiet) quiet = a;
      }
      if (!reveal && quiet) emit board->actionChosen(*quiet);
    }
    QVERIFY(reveal);
    c->lowerCurtain();
    emit board->actionChosen(*reveal);
    QCOMPARE(board->pending(), reveal);
    ConfirmBar* bar = window.confirmBar();
    QVERIFY(bar->isVisible());
    QTest::qWait(20);
    // The whole bar is inside the window, its buttons whole.
    for (auto* button : bar->findChildren<QPushButton*>()) {
      QVERIFY(button->isVisible());
      QVERIFY(button->width() >= button->sizeHint().width());
    }
    QVERIFY(bar->geometry().bottom() < board->geometry().top() + 1);
    c->cancelPending();
    QVERIFY(!board->pending());
  }

  void aNewPlayerIsAskedByDefault() { QVERIFY(Preferences().confirmReveals); }
};
}  // namespace vb::app::test::confirm_reveal_test

VEGGIEBOX_APP_TEST(confirm_reveal, vb::app::test::confirm_reveal_test::ConfirmRevealTest)
#include "confirm_reveal_test.moc"
