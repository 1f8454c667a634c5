// The home screen lists every game the engine has, in the box's order, each with its engine name,
// player range and description, New game and Rules.
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

#include "app_test_support.h"
#include "game_tile.h"
#include "home_window.h"
#include "veggiebox/core/registry.h"

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

QTEST_MAIN(HomeWindowTest)
#include "home_window_test.moc"
