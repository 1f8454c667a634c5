// The new game dialog makes the seats asked for, within the game's player range, and remembers
// the choices for next time.
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

#include "app_test.h"
#include "new_game_dialog.h"
#include "seat_colours.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/registry.h"

namespace vb::app::test {

namespace {

const vb::Game& veggies() {
  vb::registerBuiltinGames();
  return *vb::findGame("veggies");
}

template <class T>
T* child(QWidget& parent, const QString& name) {
  T* found = parent.findChild<T*>(name);
  if (found == nullptr) qFatal("no child %s", qPrintable(name));
  return found;
}

void choose(QComboBox* box, const QVariant& data) {
  const int index = box->findData(data);
  if (index < 0) qFatal("no item %s in %s", qPrintable(data.toString()), qPrintable(box->objectName()));
  box->setCurrentIndex(index);
}

}  // namespace

class NewGameDialogTest : public AppTest {
  Q_OBJECT

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

}  // namespace vb::app::test

QTEST_MAIN(vb::app::test::NewGameDialogTest)
#include "new_game_dialog_test.moc"
