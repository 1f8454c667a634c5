// Teaching mode is never a peek: with more than one person it asks first, a banner stays over the
// table while it is on, and the move log and the save say when it was switched on and off.
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <functional>
#include <memory>

#include "app_test_program.h"
#include "app_test_support.h"
#include "move_log.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::teaching_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

QAction* teachingAction(GameWindow& window) {
  for (QAction* action : window.findChildren<QAction*>())
    if (action->text().startsWith(QStringLiteral("&Teaching Mode"))) return action;
  return nullptr;
}

// The person to play steps up to the screen and makes the first legal move.
void playOne(Table& table) {
  if (table.game->curtainUp()) table.game->lowerCurtain();
  const std::size_t before = table.game->timeline().cursor();
  table.board->choose(firstLegal(*table.game));
  QCOMPARE(table.game->timeline().cursor(), before + 1);
}

QLabel* banner(GameWindow& window) { return window.findChild<QLabel*>(QStringLiteral("teaching-banner")); }

}  // namespace

class TeachingTest : public QObject {
  Q_OBJECT

 private slots:
  void init() { prepareApp(); }

  void cancellingLeavesItOff() {
    Table table(veggiesSetup({"Ana", "Bo"}));
    QVERIFY(QTest::qWaitForWindowExposed(table.window.get()));
    playOne(table);
    QAction* action = teachingAction(*table.window);
    QVERIFY(action != nullptr);
    QVERIFY(banner(*table.window) != nullptr);
    QVERIFY(!banner(*table.window)->isVisible());
    int asked = 0;
    answerConfirm(false, &asked);
    action->trigger();
    QCOMPARE(asked, 1);
    QVERIFY(!table.game->teaching());
    QVERIFY(!action->isChecked());
    QVERIFY(!banner(*table.window)->isVisible());
    QVERIFY(!table.board->last().handsOpen);
    QVERIFY(!table.window->moveLog()->lines().contains(QStringLiteral("teaching mode on")));
    QVERIFY(!table.game->saveJson().contains("notes"));
    QVERIFY(!Preferences::load().teaching);
  }

  void confirmingShowsABannerAndLeavesATrace() {
    Table table(veggiesSetup({"Ana", "Bo"}));
    QVERIFY(QTest::qWaitForWindowExposed(table.window.get()));
    playOne(table);
    QCOMPARE(table.game->timeline().cursor(), 1u);
    QAction* action = teachingAction(*table.window);
    int asked = 0;
    answerConfirm(true, &asked);
    action->trigger();
    QCOMPARE(asked, 1);
    QVERIFY(table.game->teaching());
    QVERIFY(table.board->last().handsOpen);
    QLabel* shown = banner(*table.window);
    QVERIFY(shown->isVisible());
    QCOMPARE(shown->text(), QStringLiteral("Teaching mode: every hand is shown"));
    QVERIFY(shown->geometry().bottom() <= table.window->board()->geometry().top());
    QCOMPARE(table.window->moveLog()->lines().size(), 2);
    QCOMPARE(table.window->moveLog()->lines().last(), QStringLiteral("teaching mode on"));
    vb::Json save = table.game->saveJson();
    QVERIFY(save.contains("notes"));
    QCOMPARE(save["notes"], vb::Json::parse(R"([{"at":1,"text":"teaching mode on"}])"));

    // It stays on while moves are made, and switching it off asks nothing.
    playOne(table);
    QVERIFY(banner(*table.window)->isVisible());
    answerConfirm(true, &asked, 5);
    action->trigger();
    QTest::qWait(100);
    QCOMPARE(asked, 1);
    QVERIFY(!table.game->teaching());
    QVERIFY(!banner(*table.window)->isVisible());
    const QStringList lines = table.window->moveLog()->lines();
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[1], QStringLiteral("teaching mode on"));
    QCOMPARE(lines[3], QStringLiteral("teaching mode off"));
    save = table.game->saveJson();
    QCOMPARE(save["notes"],
             vb::Json::parse(R"([{"at":1,"text":"teaching mode on"},{"at":2,"text":"teaching mode off"}])"));

    // The save keeps the notes, and the log of the reopened game shows them where they were.
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("taught.json"));
    QVERIFY(table.window->saveTo(path));
    std::unique_ptr<GameController> reopened = GameController::open(path);
    QCOMPARE(reopened->notes(), table.game->notes());
    FakeBoard* board = nullptr;
    GameWindow window(std::move(reopened), fakeBoards(&board));
    window.setRemembersGeometry(false);
    QCOMPARE(window.moveLog()->lines(), lines);
  }

  // One person among bots has nobody to hide from: no question, but the banner and the trace.
  void alonePlaysTeachingWithoutAQuestion() {
    Table table(veggiesSetup({"Ana", {"Bot", "random"}}));
    QVERIFY(QTest::qWaitForWindowExposed(table.window.get()));
    int asked = 0;
    answerConfirm(false, &asked, 5);
    teachingAction(*table.window)->trigger();
    QTest::qWait(100);
    QCOMPARE(asked, 0);
    QVERIFY(table.game->teaching());
    QVERIFY(banner(*table.window)->isVisible());
    QVERIFY(table.window->moveLog()->lines().contains(QStringLiteral("teaching mode on")));
  }
};
}  // namespace vb::app::test::teaching_test

VEGGIEBOX_APP_TEST(teaching, vb::app::test::teaching_test::TeachingTest)
#include "teaching_test.moc"
