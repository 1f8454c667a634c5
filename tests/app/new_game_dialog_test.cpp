// The new game dialog makes the seats asked for, within the game's player range, and remembers
// the choices for next time.
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "game_window.h"
#include "new_game_dialog.h"
#include "seat_colours.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::new_game_dialog_test {

namespace {

const vb::Game& veggies() { return *vb::findGame("veggies"); }

template <class T>
T* child(QWidget& parent, const QString& name) {
  T* found = parent.findChild<T*>(name);
  if (found == nullptr) qFatal("no child %s", qPrintable(name));
  return found;
}

void writeFile(const QString& path, const char* text) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
  file.write(text);
}

void choose(QComboBox* box, const QVariant& data) {
  const int index = box->findData(data);
  if (index < 0) qFatal("no item %s in %s", qPrintable(data.toString()), qPrintable(box->objectName()));
  box->setCurrentIndex(index);
}

}  // namespace

class NewGameDialogTest : public AppTest {
  Q_OBJECT

  FakeBoard* board_ = nullptr;

 private slots:
  void createsTheSeatsAskedFor() {
    NewGameDialog dialog(veggies());
    QCOMPARE(child<QSpinBox>(dialog, QStringLiteral("players"))->minimum(), 2);
    QCOMPARE(child<QSpinBox>(dialog, QStringLiteral("players"))->maximum(), 4);
    dialog.setPlayerCount(3);
    child<QLineEdit>(dialog, QStringLiteral("name-0"))->setText(QStringLiteral("Ana"));
    child<QLineEdit>(dialog, QStringLiteral("name-1"))->setText(QStringLiteral("Bo"));
    choose(child<QComboBox>(dialog, QStringLiteral("player-1")), QStringLiteral("greedy"));
    choose(child<QComboBox>(dialog, QStringLiteral("player-2")), QStringLiteral("random"));
    child<QLineEdit>(dialog, QStringLiteral("seed"))->setText(QStringLiteral("12345678901234567890"));
    choose(child<QComboBox>(dialog, QStringLiteral("option-scoring")), QStringLiteral("all-spaces"));

    const GameSetup setup = dialog.setup();
    QCOMPARE(setup.gameId, std::string("veggies"));
    QCOMPARE(setup.seats.size(), std::size_t{3});
    QCOMPARE(setup.seats[0], (vb::Seat{"Ana", true, ""}));
    QCOMPARE(setup.seats[1], (vb::Seat{"Bo", false, "greedy"}));
    QCOMPARE(setup.seats[2], (vb::Seat{"Player 3", false, "random"}));  // an empty name takes its default
    QCOMPARE(setup.colours.size(), 3);
    QCOMPARE(setup.seed, 12345678901234567890ULL);
    QCOMPARE(setup.options.at("scoring"), std::string("all-spaces"));
    QCOMPARE(setup.options.at("first"), std::string("random"));

    // And the engine starts exactly that game.
    std::unique_ptr<GameController> game = GameController::newGame(setup);
    QCOMPARE(game->state().numPlayers(), 3);
    QCOMPARE(game->seatName(1), QStringLiteral("Bo"));
    QCOMPARE(game->seed(), setup.seed);
  }

  void everyBotIsOffered() {
    NewGameDialog dialog(veggies());
    auto* player = child<QComboBox>(dialog, QStringLiteral("player-0"));
    QCOMPARE(player->count(), static_cast<int>(vb::botNames().size()) + 1);
    for (const std::string& bot : vb::botNames()) QVERIFY(player->findData(QString::fromStdString(bot)) >= 0);
  }

  // Who plays a seat, in a player's words: the levels first, the simple players saying what they do.
  void theSeatsAreOfferedInPlayersWords() {
    NewGameDialog dialog(veggies());
    auto* player = child<QComboBox>(dialog, QStringLiteral("player-1"));
    QStringList offered;
    for (int i = 0; i < player->count(); ++i) offered << player->itemText(i);
    QCOMPARE(offered, QStringList({QStringLiteral("Person"), QStringLiteral("Computer — Easy"),
                                   QStringLiteral("Computer — Normal"), QStringLiteral("Computer — Hard"),
                                   QStringLiteral("Computer — Random moves"),
                                   QStringLiteral("Computer — Greedy (takes the best move now)")}));
    QCOMPARE(player->itemData(2).toString(), QStringLiteral("ismcts:medium"));
    QCOMPARE(player->itemData(5).toString(), QStringLiteral("greedy"));
  }

  // Every game's options are explained as a player would say it: none of the engine's shorthand.
  void theOptionHelpIsInPlayersWords() {
    NewGameDialog dialog(veggies());
    for (const vb::Game* game : vb::allGames()) {
      dialog.chooseGame(QString::fromUtf8(game->id().data(), qsizetype(game->id().size())));
      QCOMPARE(dialog.game().id(), game->id());
      QStringList texts;
      for (const QLabel* label : dialog.findChildren<QLabel*>()) texts << label->text();
      for (const QComboBox* box : dialog.findChildren<QComboBox*>()) {
        texts << box->toolTip();
        for (int i = 0; i < box->count(); ++i) texts << box->itemText(i);
      }
      QVERIFY(dialog.findChild<QComboBox*>(
                  QStringLiteral("option-%1").arg(QString::fromStdString(game->options().front().key))) !=
              nullptr);
      for (const QString& text : texts)
        for (const char* shorthand : {"literal seed", "published", "Published", "(rotate)", "largest-group",
                                      "all-spaces", "black-one", "(greedy)", "ismcts"})
          QVERIFY2(!text.contains(QLatin1String(shorthand)),
                   qPrintable(QString::fromUtf8(game->name().data(), qsizetype(game->name().size())) +
                              QStringLiteral(": ") + text));
    }
  }

  // The game picker: every game by its name; picking one swaps the player count and the options to
  // that game's, and the names, colours and players typed stay.
  void theGamePickerSwapsTheGameAndKeepsTheSeats() {
    NewGameDialog dialog(veggies());
    dialog.show();
    auto* games = child<QComboBox>(dialog, QStringLiteral("game"));
    const std::vector<const vb::Game*> all = vb::allGames();
    QCOMPARE(games->count(), qsizetype(all.size()));
    for (int i = 0; i < games->count(); ++i)
      QCOMPARE(games->itemText(i).toStdString(), std::string(all[std::size_t(i)]->name()));
    QCOMPARE(games->currentData().toString(), QStringLiteral("veggies"));

    dialog.setPlayerCount(3);
    QTest::keyClicks(child<QLineEdit>(dialog, QStringLiteral("name-0")), QStringLiteral("Ana"));
    QTest::keyClicks(child<QLineEdit>(dialog, QStringLiteral("name-1")), QStringLiteral("Bo"));
    choose(child<QComboBox>(dialog, QStringLiteral("player-1")), QStringLiteral("ismcts:hard"));
    QList<QVariant> colours;
    for (int seat = 0; seat < 4; ++seat)
      colours << child<QComboBox>(dialog, QStringLiteral("colour-%1").arg(seat))->currentData();
    choose(child<QComboBox>(dialog, QStringLiteral("option-scoring")), QStringLiteral("all-spaces"));

    // Down a line in the picker, as a person with the keyboard does: Veggie Garden.
    games->setFocus();
    QTest::keyClick(games, Qt::Key_Down);
    QCOMPARE(dialog.game().id(), std::string_view("garden"));
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New game of Veggie Garden"));
    QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("option-scoring")) == nullptr);
    QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("option-removed")) != nullptr);
    QCOMPARE(dialog.playerCount(), 3);
    QCOMPARE(child<QLineEdit>(dialog, QStringLiteral("name-1"))->text(), QStringLiteral("Bo"));
    QCOMPARE(child<QComboBox>(dialog, QStringLiteral("player-1"))->currentData().toString(),
             QStringLiteral("ismcts:hard"));
    for (int seat = 0; seat < 4; ++seat)
      QCOMPARE(child<QComboBox>(dialog, QStringLiteral("colour-%1").arg(seat))->currentData(), colours[seat]);
    // The first-player option names the seats typed.
    auto* first = child<QComboBox>(dialog, QStringLiteral("option-first"));
    QCOMPARE(first->itemText(first->findData(QStringLiteral("1"))), QStringLiteral("Bo"));

    const GameSetup garden = dialog.setup();
    QCOMPARE(garden.gameId, std::string("garden"));
    QCOMPARE(garden.seats[1], (vb::Seat{"Bo", false, "ismcts:hard"}));
    QCOMPARE(garden.options.size(), std::size_t{2});
    QVERIFY(garden.options.count("removed") == 1 && garden.options.count("first") == 1);
    std::unique_ptr<GameController> game = GameController::newGame(garden);
    QCOMPARE(game->game().id(), std::string_view("garden"));
    QCOMPARE(game->state().numPlayers(), 3);

    // VEGEtables 2.0 is four players: the count shows it and cannot be changed.
    QTest::keyClick(games, Qt::Key_Down);
    QCOMPARE(dialog.game().id(), std::string_view("vegetables"));
    auto* players = child<QSpinBox>(dialog, QStringLiteral("players"));
    QCOMPARE(dialog.playerCount(), 4);
    QVERIFY(!players->isEnabled());
    QVERIFY(child<QLineEdit>(dialog, QStringLiteral("name-3"))->isVisible());
    QCOMPARE(child<QLineEdit>(dialog, QStringLiteral("name-0"))->text(), QStringLiteral("Ana"));
    QCOMPARE(GameController::newGame(dialog.setup())->state().numPlayers(), 4);

    // Back to Veggies: its options as they were last remembered (the defaults: nothing was started).
    QTest::keyClick(games, Qt::Key_Home);
    QCOMPARE(dialog.game().id(), std::string_view("veggies"));
    QVERIFY(players->isEnabled());
    QCOMPARE(child<QComboBox>(dialog, QStringLiteral("option-scoring"))->currentData().toString(),
             QStringLiteral("largest-group"));
  }

  // A game picked brings back the options last started with it; the dialog remembers the game too.
  void aPickedGameBringsBackItsOptions() {
    {
      NewGameDialog garden(*vb::findGame("garden"));
      choose(child<QComboBox>(garden, QStringLiteral("option-removed")), QStringLiteral("peas"));
      garden.accept();
    }
    QCOMPARE(NewGameDialog::lastGame(), QStringLiteral("garden"));
    NewGameDialog dialog(veggies());
    dialog.chooseGame(QStringLiteral("garden"));
    QCOMPARE(child<QComboBox>(dialog, QStringLiteral("option-removed"))->currentData().toString(),
             QStringLiteral("peas"));
  }

  // Ctrl+N at a table offers every game, on the one being played; the one picked is started there.
  void ctrlNStartsAnyGame() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    t.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
    QString openedOn;
    QTimer::singleShot(0, this, [&] {
      auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
      if (dialog == nullptr) return;
      openedOn = QString::fromUtf8(dialog->game().id().data(), qsizetype(dialog->game().id().size()));
      auto* games = dialog->findChild<QComboBox*>(QStringLiteral("game"));
      games->setFocus();
      QTest::keyClick(games, Qt::Key_Down);
      QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("start")), Qt::LeftButton);
    });
    QTest::keySequence(t.window.get(), QKeySequence::New);
    QCOMPARE(openedOn, QStringLiteral("veggies"));
    QCOMPARE(t.window->controller()->game().id(), std::string_view("garden"));
    QVERIFY(t.window->windowTitle().startsWith(QStringLiteral("Veggie Garden")));
  }

  void theSeedIsRandomShownAndChecked() {
    NewGameDialog first(veggies());
    NewGameDialog second(veggies());
    auto* seed = child<QLineEdit>(first, QStringLiteral("seed"));
    QVERIFY(first.seed().has_value());
    QVERIFY(!seed->text().isEmpty());
    QVERIFY(first.seed() != second.seed());                 // one chance in a billion of a false alarm
    seed->setText(QStringLiteral("99999999999999999999"));  // past 2^64
    QVERIFY(!first.seed().has_value());
    QVERIFY(!child<QPushButton>(first, QStringLiteral("start"))->isEnabled());
  }

  // Seat-number options offer only the seats in the game, by their players' names.
  void theFirstPlayerOptionNamesTheSeats() {
    NewGameDialog dialog(veggies());
    dialog.setPlayerCount(2);
    child<QLineEdit>(dialog, QStringLiteral("name-1"))->setText(QStringLiteral("Bo"));
    auto* first = child<QComboBox>(dialog, QStringLiteral("option-first"));
    QCOMPARE(first->count(), 3);  // random, seat 0, seat 1
    QCOMPARE(first->itemText(first->findData(QStringLiteral("1"))), QStringLiteral("Bo"));
    dialog.setPlayerCount(4);
    QCOMPARE(first->count(), 5);
  }

  void twoSeatsNeverShareAColour() {
    NewGameDialog dialog(veggies());
    auto* a = child<QComboBox>(dialog, QStringLiteral("colour-0"));
    auto* b = child<QComboBox>(dialog, QStringLiteral("colour-1"));
    const QVariant aColour = a->currentData();
    const QVariant bColour = b->currentData();
    QVERIFY(aColour != bColour);
    choose(a, bColour);
    QCOMPARE(b->currentData(), aColour);
  }

  // A variant file (docs/variants.md) chosen in the dialog is the game's rules; the window's title
  // and side panel name it, and its saves carry it.
  void aVariantFileSetsTheRulesAndTheTitleNamesIt() {
    const vb::Game& garden = *vb::findGame("garden");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big-bonus.json"));
    writeFile(path, R"({"game": "garden", "name": "big bonus", "rules": {"all_crops_bonus": 100}})");
    NewGameDialog dialog(garden);
    QCOMPARE(child<QLabel>(dialog, QStringLiteral("rules"))->text(), QStringLiteral("Standard rules"));
    QVERIFY(dialog.useVariantFile(path));
    QVERIFY(child<QLabel>(dialog, QStringLiteral("rules"))->text().startsWith(QStringLiteral("big bonus")));
    const GameSetup setup = dialog.setup();
    QCOMPARE(setup.variant.name, std::string("big bonus"));
    QCOMPARE(setup.variant.rules.at("all_crops_bonus").get<int>(), 100);

    GameWindow window(GameController::newGame(setup), fakeBoards(&board_));
    window.setRemembersGeometry(false);
    QCOMPARE(window.windowTitle(), QStringLiteral("Veggie Garden — big bonus — new game[*]"));
    auto* named = child<QLabel>(window, QStringLiteral("variant"));
    QCOMPARE(named->text(), QStringLiteral("Rules: big bonus"));
    QVERIFY(named->toolTip().contains(QStringLiteral("all_crops_bonus: 100")));
    QCOMPARE(window.controller()->saveJson()["variant"]["rules"]["all_crops_bonus"].get<int>(), 100);

    dialog.usePublishedRules();
    QVERIFY(dialog.setup().variant.empty());
    GameWindow published(GameController::newGame(dialog.setup()), fakeBoards(&board_));
    published.setRemembersGeometry(false);
    QCOMPARE(published.windowTitle(), QStringLiteral("Veggie Garden — new game[*]"));
    QVERIFY(child<QLabel>(published, QStringLiteral("variant"))->isHidden());
  }

  // A file the engine refuses is reported naming the file and the field; the rules stay as they were.
  void aBadVariantFileIsRefusedAndChangesNothing() {
    const vb::Game& garden = *vb::findGame("garden");
    QTemporaryDir dir;
    const QString good = dir.filePath(QStringLiteral("good.json"));
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(good, R"({"name": "no bonus", "rules": {"all_crops_bonus": 0}})");
    writeFile(bad, R"({"game": "garden", "rules": {"all_crops_bonus": "x"}})");
    NewGameDialog dialog(garden);
    QVERIFY(dialog.useVariantFile(good));
    const QString shown = child<QLabel>(dialog, QStringLiteral("rules"))->text();
    QVERIFY(!dialog.useVariantFile(bad));
    auto* box = dialog.findChild<QMessageBox*>(QStringLiteral("error"));
    QVERIFY(box != nullptr);
    QVERIFY2(box->informativeText().contains(
                 QStringLiteral("bad.json: rules.all_crops_bonus: expected a whole number")),
             qPrintable(box->informativeText()));
    box->close();
    QCOMPARE(dialog.variant().name, std::string("no bonus"));
    QCOMPARE(child<QLabel>(dialog, QStringLiteral("rules"))->text(), shown);
    QCOMPARE(dialog.setup().variant.rules.at("all_crops_bonus").get<int>(), 0);
  }

  void remembersTheLastChoices() {
    {
      NewGameDialog dialog(veggies());
      dialog.setPlayerCount(4);
      child<QLineEdit>(dialog, QStringLiteral("name-3"))->setText(QStringLiteral("Dee"));
      choose(child<QComboBox>(dialog, QStringLiteral("player-3")), QStringLiteral("greedy"));
      choose(child<QComboBox>(dialog, QStringLiteral("option-scoring")), QStringLiteral("all-spaces"));
      dialog.accept();
    }
    NewGameDialog again(veggies());
    QCOMPARE(again.playerCount(), 4);
    QCOMPARE(child<QLineEdit>(again, QStringLiteral("name-3"))->text(), QStringLiteral("Dee"));
    QCOMPARE(child<QComboBox>(again, QStringLiteral("player-3"))->currentData().toString(),
             QStringLiteral("greedy"));
    QCOMPARE(child<QComboBox>(again, QStringLiteral("option-scoring"))->currentData().toString(),
             QStringLiteral("all-spaces"));
    // A loaded game dresses Dee in the colour she chose.
    const QList<QColor> colours = coloursForPlayers({"Dee"});
    QCOMPARE(colours.first(), again.setup().colours[3]);
  }
};
}  // namespace vb::app::test::new_game_dialog_test

VEGGIEBOX_APP_TEST(new_game_dialog, vb::app::test::new_game_dialog_test::NewGameDialogTest)
#include "new_game_dialog_test.moc"
