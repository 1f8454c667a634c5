// The home screen lists every game the engine has, in the box's order, each with its engine name,
// player range and description, New game and Rules.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

#include "app_test_program.h"
#include "app_test_support.h"
#include "game_tile.h"
#include "home_window.h"
#include "new_game_dialog.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::home_window_test {

class HomeWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void init() { vb::app::test::prepareApp(); }

  void listsTheThreeGamesInBoxOrder() {
    vb::app::HomeWindow window;
    const QList<vb::app::GameTile*> tiles = window.findChildren<vb::app::GameTile*>();
    QVERIFY(tiles.size() >= 3);
    QCOMPARE(window.tiles().size(), tiles.size());
    QCOMPARE(window.tiles().at(0)->gameName(), QStringLiteral("Veggies"));
    QCOMPARE(window.tiles().at(1)->gameName(), QStringLiteral("Veggie Garden"));
    QCOMPARE(window.tiles().at(2)->gameName(), QStringLiteral("VEGEtables 2.0"));
  }

  // One tile a registered game, no more and no fewer, each in the engine's own words.
  void everyRegisteredGameHasATileInItsOwnWords() {
    vb::app::HomeWindow window;
    const std::vector<const vb::Game*> games = vb::allGames();
    QCOMPARE(window.tiles().size(), qsizetype(games.size()));
    for (qsizetype i = 0; i < window.tiles().size(); ++i) {
      vb::app::GameTile* tile = window.tiles().at(i);
      const vb::Game& game = *games[std::size_t(i)];
      QCOMPARE(tile->gameId().toStdString(), std::string(game.id()));
      QCOMPARE(tile->gameName().toStdString(), std::string(game.name()));
      QVERIFY(tile->isEnabled());
      QCOMPARE(tile->findChild<QLabel*>(QStringLiteral("description"))->text().toStdString(),
               std::string(game.summary()));
    }
  }

  void showsPlayerRangesAndDescriptions() {
    vb::app::HomeWindow window;
    auto* veggies = window.findChild<vb::app::GameTile*>(QStringLiteral("game-veggies"));
    QVERIFY(veggies != nullptr);
    QCOMPARE(veggies->findChild<QLabel*>(QStringLiteral("players"))->text(), QStringLiteral("2–4 players"));
    QVERIFY(!veggies->findChild<QLabel*>(QStringLiteral("description"))->text().isEmpty());
    QCOMPARE(window.tiles().at(2)->findChild<QLabel*>(QStringLiteral("players"))->text(),
             QStringLiteral("4 players"));
  }

  void everyGameOffersANewGame() {
    vb::app::HomeWindow window;
    for (vb::app::GameTile* tile : window.tiles())
      QVERIFY(tile->findChild<QPushButton*>(QStringLiteral("new-game")) != nullptr);
  }

  // Game › New Game (Ctrl+N) opens the dialog on the game last started, with every game to pick; a
  // tile's New game opens it on that tile's game.
  void newGameOffersEveryGameOnTheRightOne() {
    {
      vb::app::NewGameDialog garden(*vb::findGame("garden"));
      garden.accept();
    }
    vb::app::HomeWindow window;
    window.setRemembersGeometry(false);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QStringList openedOn;
    int games = 0;
    const auto answer = [&] {
      QTimer::singleShot(0, &window, [&] {
        auto* dialog = qobject_cast<vb::app::NewGameDialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr) return;
        openedOn << QString::fromUtf8(dialog->game().id().data(), qsizetype(dialog->game().id().size()));
        games = dialog->findChild<QComboBox*>(QStringLiteral("game"))->count();
        dialog->reject();
      });
    };
    answer();
    QTest::keySequence(&window, QKeySequence::New);
    answer();
    auto* vegetables = window.findChild<vb::app::GameTile*>(QStringLiteral("game-vegetables"));
    QTest::mouseClick(vegetables->findChild<QPushButton*>(QStringLiteral("new-game")), Qt::LeftButton);
    QCOMPARE(openedOn, QStringList({QStringLiteral("garden"), QStringLiteral("vegetables")}));
    QCOMPARE(games, 3);
    QVERIFY(window.gameWindow() == nullptr);  // cancelled: no game started
  }

  // Without an autosave there is nothing to continue.
  void continueOnlyWithAnAutosave() {
    vb::app::HomeWindow window;
    QVERIFY(!window.findChild<QPushButton*>(QStringLiteral("continue"))->isVisibleTo(&window));
    QVERIFY(window.findChild<QPushButton*>(QStringLiteral("open"))->isVisibleTo(&window));
  }

  // The Rules button is there exactly when a rules page is compiled in, and it opens that page.
  void rulesButtonOpensTheRulesPage() {
    vb::app::HomeWindow window;
    window.show();
    auto* veggies = window.findChild<vb::app::GameTile*>(QStringLiteral("game-veggies"));
    auto* rules = veggies->findChild<QPushButton*>(QStringLiteral("rules"));
    // Every game has its rules page; a lost page is a failure, not a skip.
    QVERIFY(QFile::exists(QStringLiteral(":/rules/veggies.md")));
    QVERIFY(rules != nullptr);
    QTest::mouseClick(rules, Qt::LeftButton);
    auto* page = window.findChild<QDialog*>(QStringLiteral("rules-window"));
    QVERIFY(page != nullptr);
    QVERIFY(page->isVisible());
  }
};
}  // namespace vb::app::test::home_window_test

VEGGIEBOX_APP_TEST(home_window, vb::app::test::home_window_test::HomeWindowTest)
#include "home_window_test.moc"
