// Save, Open and Continue give back the same game; a file the engine refuses leaves the open game
// as it was; a scenario starts a game of people named by it.
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "home_window.h"
#include "veggiebox/play/save.h"

namespace vb::app::test::files_test {

namespace {

// A game of two people and a bot, four people's decisions in.
std::unique_ptr<GameWindow> gameInProgress(FakeBoard** board) {
  auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}, {"Cy", "random"}}), board);
  window->show();
  GameController* game = window->controller();
  for (int step = 0; step < 4; ++step) {
    if (!QTest::qWaitFor([game] { return !game->botThinking(); })) qFatal("the bot did not play");
    game->lowerCurtain();
    (*board)->choose(firstLegal(*game));
  }
  return window;
}

void writeText(const QString& path, const QByteArray& text) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  file.write(text);
}

}  // namespace

class FilesTest : public AppTest {
  Q_OBJECT

 private slots:
  void saveAndOpenGiveTheSameGame() {
    QTemporaryDir dir;
    FakeBoard* board = nullptr;
    auto window = gameInProgress(&board);
    GameController* game = window->controller();
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(window->saveTo(path));
    QVERIFY(!game->isModified());
    QCOMPARE(game->filePath(), path);

    std::unique_ptr<GameController> reopened = GameController::open(path);
    QVERIFY(reopened->state().equals(game->state()));
    QCOMPARE(reopened->timeline().cursor(), game->timeline().cursor());
    QCOMPARE(reopened->seats(), game->seats());
    QCOMPARE(reopened->seed(), game->seed());
    QCOMPARE(reopened->filePath(), path);

    // Open through the window: the same state, the curtain up for whoever is next.
    const vb::Json before = game->state().toJson();
    QVERIFY(window->openFile(path));
    QCOMPARE(window->controller()->state().toJson(), before);
  }

  void continueGivesBackTheAutosavedGame() {
    FakeBoard* board = nullptr;
    auto window = gameInProgress(&board);
    QVERIFY(GameController::hasAutosave());
    std::unique_ptr<GameController> continued = GameController::continueAutosave();
    QVERIFY(continued->state().equals(window->controller()->state()));
    QCOMPARE(continued->timeline().cursor(), window->controller()->timeline().cursor());
    QVERIFY(continued->filePath().isEmpty());  // Save asks where, never overwrites the autosave

    // The autosave is written atomically as a proper save the engine reads back.
    const vb::Json json =
        vb::parseJsonText(vb::readTextFile(GameController::autosavePath().toStdString()), "autosave");
    QCOMPARE(QString::fromStdString(json.at("format").get<std::string>()), QStringLiteral("veggiebox-save"));
  }

  void theHomeScreenOffersContinue() {
    {
      HomeWindow home;
      QVERIFY(!home.findChild<QWidget*>(QStringLiteral("continue"))->isVisibleTo(&home));
    }
    FakeBoard* board = nullptr;
    auto window = gameInProgress(&board);
    HomeWindow home;
    home.setBoardFactory(fakeBoards(&board));
    home.setRemembersGeometry(false);
    home.show();
    auto* continueButton = home.findChild<QPushButton*>(QStringLiteral("continue"));
    QVERIFY(continueButton->isVisible());
    QTest::mouseClick(continueButton, Qt::LeftButton);
    QVERIFY(home.gameWindow() != nullptr);
    QVERIFY(home.gameWindow()->controller()->state().equals(window->controller()->state()));
    home.gameWindow()->setRemembersGeometry(false);
    home.gameWindow()->close();
    QVERIFY(home.isVisible());
  }

  void aCorruptSaveIsRefusedAndTheOpenGameKept() {
    QTemporaryDir dir;
    FakeBoard* board = nullptr;
    auto window = gameInProgress(&board);
    GameController* game = window->controller();
    const vb::Json before = game->state().toJson();

    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    writeText(broken, "{\"format\": \"veggiebox-save\", \"version\": 1,\n");
    QVERIFY(!window->openFile(broken));
    auto* box = window->findChild<QMessageBox*>(QStringLiteral("error"));
    QVERIFY(box != nullptr);
    QVERIFY2(box->informativeText().contains(QStringLiteral("not valid JSON")),
             qPrintable(box->informativeText()));
    QCOMPARE(window->controller(), game);
    QCOMPARE(game->state().toJson(), before);
    delete box;

    // Valid JSON, but an action the game refuses: the engine names the step.
    vb::Json save = game->saveJson();
    save["actions"][1] = "place hand r0 at 99,99";
    save.erase("snapshot");
    const QString invalid = dir.filePath(QStringLiteral("invalid.json"));
    writeText(invalid, QByteArray::fromStdString(save.dump()));
    QVERIFY(!window->openFile(invalid));
    box = window->findChild<QMessageBox*>(QStringLiteral("error"));
    QVERIFY(box != nullptr);
    QVERIFY2(box->informativeText().startsWith(QStringLiteral("actions[1]")),
             qPrintable(box->informativeText()));
    QCOMPARE(window->controller(), game);
    QCOMPARE(game->state().toJson(), before);
  }

  void aScenarioStartsAGameOfPeople() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    writeText(path, R"({"game":"veggies","seed":3,"players":[{"name":"Ana","stall":{"rows":["SS.","SBR"]}},)"
                    R"({"name":"Bo","stall":{"rows":["BB"]}}]})");
    std::unique_ptr<GameController> game = GameController::open(path);
    QCOMPARE(game->seats().size(), std::size_t{2});
    QCOMPARE(game->seatName(0), QStringLiteral("Ana"));
    QVERIFY(game->seats()[1].human);
    QVERIFY(game->filePath().isEmpty());  // Save never overwrites the scenario

    // Its save keeps the scenario's state as the start, and reads back to the same game.
    game->lowerCurtain();
    QVERIFY(game->boardCanAct());
    game->choose(game->state().legalActions().front());
    const vb::Json save = game->saveJson();
    QVERIFY(save.contains("start"));
    const QString saved = dir.filePath(QStringLiteral("saved.json"));
    game->saveAs(saved);
    QVERIFY(GameController::open(saved)->state().equals(game->state()));
  }
};
}  // namespace vb::app::test::files_test

VEGGIEBOX_APP_TEST(files, vb::app::test::files_test::FilesTest)
#include "files_test.moc"
