// End to end, as two people at one screen would play: the home screen's New game for Veggies, the
// dialog filled in through its widgets, the real game window and table, and then the whole game by
// mouse clicks alone: the curtain, the drawn cards, a hand or market card, right-clicks to turn it,
// a tinted place on the stall, and an announcement when a tie is offered.
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <memory>
#include <set>

#include "app_test_program.h"
#include "app_test_support.h"
#include "curtain.h"
#include "game_tile.h"
#include "home_window.h"
#include "new_game_dialog.h"
#include "score_sheet_dialog.h"
#include "veggiebox/games/registry.h"
#include "veggies/card_row_view.h"
#include "veggies/end_views.h"
#include "veggies/veggies_board.h"

namespace vb::app::test::play_by_clicking_test {

using namespace vb::app;
using namespace vb::app::test;
using vb::app::veggies::CardSlot;
using vb::app::veggies::Source;
using vb::app::veggies::VeggiesBoard;

namespace {

constexpr std::uint64_t kSeed = 2024;

// The legal actions of the moment, in words.
QStringList legalTexts(const vb::State& state) {
  QStringList texts;
  for (const std::string& text : state.legalActionTexts()) texts << QString::fromStdString(text);
  return texts;
}

std::size_t stallCards(const vb::State& state, int seat) {
  return state.toJson()["players"][static_cast<std::size_t>(seat)]["stall"]["cards"].size();
}

QString sourceWords(Source source) {
  return source == Source::Hand ? QStringLiteral("hand")
                                : QStringLiteral("market %1").arg(static_cast<int>(source) - 1);
}

// Pictures compared by their pixels alone: a table inside a window grabs with an alpha channel, a
// table rendered on its own without; both paint every pixel opaque.
QImage opaque(const QImage& image) { return image.convertToFormat(QImage::Format_RGB32); }

QImage publicTable(const vb::State& state, QSize size) { return opaque(renderTable(state, -1, size)); }

// The table's own picture, without the marks drawn over it (the last move's outline, hints): those
// come from the seat's sight alone (last_move_test), and a fresh table has none to compare with.
QImage tableOnly(BoardView* board) {
  QWidget* marks = board->findChild<QWidget*>(QStringLiteral("marks"), Qt::FindDirectChildrenOnly);
  const bool shown = marks != nullptr && !marks->isHidden();
  if (shown) marks->hide();
  const QImage image = opaque(board->grab().toImage());
  if (shown) marks->show();
  return image;
}

// The table with every hand open (teaching mode), where a hand card is drawn whoever holds it.
QImage openTable(const vb::State& state, QSize size) {
  VeggiesBoard board;
  board.setAttribute(Qt::WA_DontShowOnScreen);
  board.resize(size);
  board.show();
  board.showState(state, -1, false, true);
  return opaque(board.grab().toImage());
}

// Settles posted layout requests, so widgets shown a moment ago have their real geometry.
void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

NewGameDialog* openDialog() {
  for (QWidget* w : QApplication::topLevelWidgets())
    if (auto* dialog = qobject_cast<NewGameDialog*>(w); dialog != nullptr && dialog->isVisible())
      return dialog;
  return nullptr;
}

// Fills in the new game dialog like a person: two seats, both people, Ana and Bo, Ana first, a seed
// typed in; then clicks Start. Anything missing is written to `trouble` and the dialog cancelled, so
// a broken dialog fails the test rather than hanging it in exec().
void fillInTheDialog(QString* trouble, int attempt = 0) {
  NewGameDialog* dialog = openDialog();
  if (dialog == nullptr) {
    if (attempt < 200) {
      QTimer::singleShot(10, [trouble, attempt] { fillInTheDialog(trouble, attempt + 1); });
    } else {
      *trouble = QStringLiteral("the new game dialog never opened");
    }
    return;
  }
  auto fail = [&](const QString& why) {
    *trouble = why;
    dialog->reject();
  };
  auto* players = dialog->findChild<QSpinBox*>(QStringLiteral("players"));
  auto* seed = dialog->findChild<QLineEdit*>(QStringLiteral("seed"));
  auto* first = dialog->findChild<QComboBox*>(QStringLiteral("option-first"));
  auto* start = dialog->findChild<QPushButton*>(QStringLiteral("start"));
  if (!players || !seed || !first || !start) return fail(QStringLiteral("a widget of the dialog is missing"));

  players->selectAll();
  QTest::keyClicks(players, QStringLiteral("2"));
  if (players->value() != 2) return fail(QStringLiteral("two players could not be typed"));
  const char* const names[] = {"Ana", "Bo"};
  for (int seat = 0; seat < 2; ++seat) {
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("name-%1").arg(seat));
    auto* who = dialog->findChild<QComboBox*>(QStringLiteral("player-%1").arg(seat));
    if (!name || !who) return fail(QStringLiteral("seat %1 has no name or player box").arg(seat));
    name->selectAll();
    QTest::keyClicks(name, QString::fromLatin1(names[seat]));
    const int person = who->findText(QStringLiteral("Person"));
    if (person < 0) return fail(QStringLiteral("no Person in the player box"));
    who->setCurrentIndex(person);
  }
  // The first-player option names the seats by now.
  const int ana = first->findText(QStringLiteral("Ana"));
  if (ana < 0) return fail(QStringLiteral("the first-player option does not offer Ana"));
  first->setCurrentIndex(ana);
  seed->selectAll();
  QTest::keyClicks(seed, QString::number(kSeed));
  if (!start->isEnabled()) return fail(QStringLiteral("Start is disabled"));
  QTest::mouseClick(start, Qt::LeftButton);
  if (dialog->isVisible()) fail(QStringLiteral("Start did not close the dialog"));
}

// A game of Veggies started from the home screen's New game button, as a person would.
struct Game {
  HomeWindow home;
  std::unique_ptr<GameWindow> window;
  GameController* controller = nullptr;
  VeggiesBoard* board = nullptr;
};

// Starts the game; returns a failure message, or an empty string.
QString startFromTheDialog(Game& game) {
  game.home.setRemembersGeometry(false);
  game.home.show();
  auto* tile = game.home.findChild<GameTile*>(QStringLiteral("game-veggies"));
  if (tile == nullptr) return QStringLiteral("no Veggies on the home screen");
  auto* newGame = tile->findChild<QPushButton*>(QStringLiteral("new-game"));
  if (newGame == nullptr) return QStringLiteral("Veggies offers no New game");

  QString trouble;
  QTimer::singleShot(0, [&trouble] { fillInTheDialog(&trouble); });
  QTest::mouseClick(newGame, Qt::LeftButton);  // returns once the dialog's exec() is over
  if (!trouble.isEmpty()) return trouble;
  if (game.home.gameWindow() == nullptr) return QStringLiteral("no game window opened");

  game.window.reset(game.home.gameWindow());  // deleted by the test, not by a close that would ask
  game.window->resize(GameWindow::defaultSize());
  if (!QTest::qWaitForWindowExposed(game.window.get())) return QStringLiteral("the game window is not shown");
  game.controller = game.window->controller();
  game.board = qobject_cast<VeggiesBoard*>(game.window->board());
  if (game.board == nullptr) return QStringLiteral("the game window has no Veggies table");
  settle();
  return {};
}

}  // namespace

class PlayByClickingTest : public QObject {
  Q_OBJECT

 private:
  // The curtain is up for the current player: check it names them and covers a table that was
  // shown with nobody's eyes, then click it away.
  void checkAndDismissCurtain(Game& game) {
    GameController& c = *game.controller;
    const int next = c.state().currentPlayer();
    QVERIFY(c.curtainUp());
    QCOMPARE(c.curtainSeat(), next);
    QCOMPARE(game.window->curtain()->name(), c.seatName(next));
    QVERIFY(game.window->curtain()->isVisible());
    QVERIFY(!game.board->isVisible());  // the curtain stands in the table's place
    QCOMPARE(c.boardSeat(), -1);
    QVERIFY(!c.boardCanAct());

    // What the table holds is the public picture, pixel for pixel: nobody's hand, nobody's drawn
    // cards. Before the announcements, the seat's own view shows more: its drawn cards or its hand.
    const QImage under = tableOnly(game.board);
    QCOMPARE(under, publicTable(c.state(), game.board->size()));
    if (!legalTexts(c.state()).first().startsWith(QStringLiteral("announce ")))
      QVERIFY(under != opaque(renderTable(c.state(), next, game.board->size())));
    for (const CardSlot& slot : game.board->handRow()->cardSlots())
      QVERIFY(slot.kind != CardSlot::Kind::Face);

    clickCurtainButton(game.window->curtain());
    QVERIFY(!c.curtainUp());
    settle();
    QVERIFY(game.board->isVisible());
    QCOMPARE(c.boardSeat(), next);
    QVERIFY(c.boardCanAct());
  }

  // One decision of the current player, by clicks only. `k` varies the choices from turn to turn.
  void decideByClicks(Game& game, int k) {
    GameController& c = *game.controller;
    VeggiesBoard& board = *game.board;
    const std::unique_ptr<vb::State> before = c.state().clone();
    const std::size_t played = c.timeline().cursor();
    const QStringList legal = legalTexts(*before);
    QVERIFY(!legal.isEmpty());
    QString expected;

    if (legal.first().startsWith(QStringLiteral("start "))) {
      // Setup: click one of the two drawn cards.
      const auto& drawn = board.handRow()->cardSlots();
      QCOMPARE(static_cast<int>(drawn.size()), 2);
      const int chosen = k % 2;
      QVERIFY(drawn[static_cast<std::size_t>(chosen)].kind == CardSlot::Kind::Face);
      expected = QStringLiteral("start %1").arg(drawn[static_cast<std::size_t>(chosen)].cardId);
      QVERIFY(legal.contains(expected));
      QTest::mouseClick(board.handRow(), Qt::LeftButton, {}, board.handRow()->pointForSlot(chosen));
    } else if (legal.first().startsWith(QStringLiteral("announce "))) {
      // A tie at the end: click one of the offered produce types.
      const std::vector<char>& types = board.announcement()->types();
      QVERIFY(board.announcement()->isVisible());
      QCOMPARE(static_cast<int>(types.size()), static_cast<int>(legal.size()));
      const int chosen = k % static_cast<int>(types.size());
      expected =
          QStringLiteral("announce %1").arg(QChar::fromLatin1(types[static_cast<std::size_t>(chosen)]));
      QVERIFY(legal.contains(expected));
      QTest::mouseClick(board.announcement(), Qt::LeftButton, {}, board.announcement()->pointForType(chosen));
      ++announcements;
    } else {
      // Play: click a card source that has a legal placement...
      std::vector<Source> sources;
      for (const Source s : {Source::Hand, Source::Market0, Source::Market1, Source::Market2})
        if (std::any_of(legal.begin(), legal.end(), [&](const QString& t) {
              return t.startsWith(QStringLiteral("place %1 r").arg(sourceWords(s)));
            }))
          sources.push_back(s);
      QVERIFY(!sources.empty());
      const Source source = sources[static_cast<std::size_t>(k) % sources.size()];
      if (source == Source::Hand) {
        QTest::mouseClick(board.handRow(), Qt::LeftButton, {}, board.handRow()->pointForSlot(0));
      } else {
        // The market row starts with the deck.
        QTest::mouseClick(board.marketRow(), Qt::LeftButton, {},
                          board.marketRow()->pointForSlot(static_cast<int>(source)));
      }
      QVERIFY(board.pickedSource() == source);

      // ... turn it with right-clicks on the stall now and then...
      const QString prefix = QStringLiteral("place %1 r").arg(sourceWords(source));
      std::set<int> offered;
      for (const QString& t : legal)
        if (t.startsWith(prefix))
          offered.insert(t.mid(prefix.size()).section(QLatin1Char(' '), 0, 0).toInt());
      QVERIFY(offered.count(board.quarterTurns() * 90) == 1);
      for (int turn = 0; turn < (k / 2) % 3; ++turn) {
        const int before = board.quarterTurns();
        QTest::mouseClick(board.ownStall(), Qt::RightButton, {}, board.ownStall()->rect().center());
        if (offered.size() > 1) QVERIFY(board.quarterTurns() != before);
        QVERIFY(offered.count(board.quarterTurns() * 90) == 1);
        ++rightClicks;
      }

      // ... and click a legal place on the stall, through the board's own cell-to-pixel mapping.
      const int turns = board.quarterTurns();
      const QSize cardSize = turns % 2 ? QSize(3, 2) : QSize(2, 3);
      const QRegularExpression where(QStringLiteral("^%1%2 at (-?\\d+),(-?\\d+)$")
                                         .arg(QRegularExpression::escape(prefix))
                                         .arg(turns * 90));
      const QRect clickable = board.ownStall()->rect().adjusted(14, 50, -14, -14);  // below the header
      std::vector<std::pair<QString, QPoint>> targets;
      for (const QString& t : legal) {
        const QRegularExpressionMatch m = where.match(t);
        if (!m.hasMatch()) continue;
        const QPoint cell(m.captured(1).toInt(), m.captured(2).toInt());
        const QPoint pixel = board.pointForCell(cell.x(), cell.y());
        if (!clickable.contains(pixel) || board.ownStall()->childAt(pixel) != nullptr) continue;
        QCOMPARE(board.ownStall()->placementAt(pixel, cardSize), cell);
        targets.emplace_back(t, pixel);
      }
      QVERIFY2(!targets.empty(), qPrintable(QStringLiteral("no legal place in view for %1").arg(prefix)));
      const auto& [text, pixel] = targets[static_cast<std::size_t>(k * 7) % targets.size()];
      expected = text;
      QTest::mouseClick(board.ownStall(), Qt::LeftButton, {}, pixel);
    }

    // Exactly the action clicked was played, and nothing was refused.
    QCOMPARE(c.timeline().cursor(), played + 1);
    const vb::ActionId action = c.timeline().entries()[played].action;
    QCOMPARE(QString::fromStdString(before->actionText(action)), expected);
  }

  int announcements = 0;
  int rightClicks = 0;

 private slots:
  void init() {
    prepareApp();
    announcements = 0;
    rightClicks = 0;
  }

  // The test: start a Veggies game from the dialog with two human seats and finish it by
  // clicking.
  void twoPeopleFinishAGameByClicking() {
    Game game;
    const QString started = startFromTheDialog(game);
    QVERIFY2(started.isEmpty(), qPrintable(started));
    GameController& c = *game.controller;
    QCOMPARE(c.seats().size(), std::size_t{2});
    QCOMPARE(c.seatName(0), QStringLiteral("Ana"));
    QCOMPARE(c.seatName(1), QStringLiteral("Bo"));
    QVERIFY(c.seats()[0].human && c.seats()[1].human);
    QCOMPARE(c.seed(), kSeed);
    QCOMPARE(c.state().currentPlayer(), 0);

    int decisions = 0;
    int curtains = 0;
    while (!c.state().isOver()) {
      QVERIFY2(decisions < 60, "the game does not end");
      if (c.curtainUp()) {
        checkAndDismissCurtain(game);
        if (QTest::currentTestFailed()) return;
        ++curtains;
        continue;
      }
      // Two people: the curtain comes before every decision, so none is made without one.
      QCOMPARE(curtains, decisions + 1);
      decideByClicks(game, decisions);
      if (QTest::currentTestFailed()) return;
      ++decisions;
    }
    settle();

    // The end: 2 starts and 7 cards each, and an announcement for each tie.
    const vb::State& state = c.state();
    QCOMPARE(decisions, 2 + 2 * 7 + announcements);
    for (int seat = 0; seat < 2; ++seat) QCOMPARE(stallCards(state, seat), std::size_t{8});
    QVERIFY(!c.curtainUp());
    QVERIFY(!game.window->curtain()->isVisible());
    QCOMPARE(c.boardSeat(), -1);

    // The final score sheet came up by itself and shows the engine's totals and winners.
    const vb::ScoreSheet sheet = state.scoreSheet();
    QVERIFY(sheet.final);
    auto* dialog = game.window->findChild<ScoreSheetDialog*>(QStringLiteral("score-sheet"));
    QVERIFY(dialog != nullptr);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Final scores"));
    for (int seat = 0; seat < 2; ++seat) {
      auto* total = dialog->findChild<QLabel*>(QStringLiteral("total-%1").arg(seat));
      QVERIFY(total != nullptr);
      QCOMPARE(total->text(), QLocale().toString(sheet.players[static_cast<std::size_t>(seat)].total));
    }
    for (const int winner : sheet.winners) QVERIFY(dialog->verdict().contains(c.seatName(winner)));
    auto* turn = game.window->findChild<QLabel*>(QStringLiteral("turn"));
    QVERIFY(turn->text().startsWith(QStringLiteral("Game over")));
    for (const int winner : sheet.winners) QVERIFY(turn->text().contains(c.seatName(winner)));
    qInfo("%d decisions (%d announcements, %d right-clicks), %d curtains; %s %d, %s %d", decisions,
          announcements, rightClicks, curtains, qPrintable(c.seatName(0)), sheet.players[0].total,
          qPrintable(c.seatName(1)), sheet.players[1].total);
  }

  // After Ana's move the curtain names Bo, and the table behind it draws nothing of Ana's hand:
  // it is pixel for pixel the table of a game where Ana holds another card.
  void theCurtainHidesAnasHandFromBo() {
    Game game;
    const QString started = startFromTheDialog(game);
    QVERIFY2(started.isEmpty(), qPrintable(started));
    GameController& c = *game.controller;

    auto anaMovesThenBoWaits = [&](int k) {
      checkAndDismissCurtain(game);  // Ana's
      if (QTest::currentTestFailed()) return;
      QCOMPARE(c.state().currentPlayer(), 0);
      decideByClicks(game, k);
      if (QTest::currentTestFailed()) return;

      QCOMPARE(c.state().currentPlayer(), 1);
      QVERIFY(c.curtainUp());
      QVERIFY(game.window->curtain()->isVisible());
      QCOMPARE(game.window->curtain()->name(), QStringLiteral("Bo"));
      QVERIFY(!game.board->isVisible());
      settle();

      // Ana holds a card now. Give her another one from the deck instead: the table under the
      // curtain cannot tell the two games apart, though with the hands open it can.
      vb::Json json = c.state().toJson();
      const int hand = json["players"][0]["hand"].get<int>();
      QVERIFY(hand > 0);
      QVERIFY(!json["deck"].empty());
      const int other = json["deck"][0].get<int>();
      json["players"][0]["hand"] = other;
      json["deck"][0] = hand;
      const std::unique_ptr<vb::State> swapped = vb::stateFromJson(json);
      QVERIFY(swapped != nullptr);
      const QSize size = game.board->size();
      QVERIFY(openTable(c.state(), size) != openTable(*swapped, size));
      const QImage underTheCurtain = tableOnly(game.board);
      QCOMPARE(underTheCurtain, publicTable(*swapped, size));
      QCOMPARE(underTheCurtain, publicTable(c.state(), size));
    };

    anaMovesThenBoWaits(0);  // Ana starts her stall and keeps the other card
    if (QTest::currentTestFailed()) return;
    checkAndDismissCurtain(game);  // Bo's
    if (QTest::currentTestFailed()) return;
    decideByClicks(game, 1);
    if (QTest::currentTestFailed()) return;
    anaMovesThenBoWaits(2);  // Ana lays a card
  }
};
}  // namespace vb::app::test::play_by_clicking_test

VEGGIEBOX_APP_TEST(play_by_clicking, vb::app::test::play_by_clicking_test::PlayByClickingTest)
#include "play_by_clicking_test.moc"
