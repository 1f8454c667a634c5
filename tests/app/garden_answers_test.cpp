// The Veggie Garden table answers every click and names every pile (issue 18): a click on anything
// that cannot be used now says why in the window's message area, in the engine's words where it has
// them and never in the command line's; the red mark on the refused spot goes when the mouse
// leaves; an engine refusal shows once; every kind of thing on the table has a tooltip, and the
// tooltips of the seat at the screen are the same whatever the other hands hold; the answer shows
// whole above the table at every window size.
#include <QDir>
#include <QHelpEvent>
#include <QToolTip>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "garden/garden_board.h"
#include "language.h"
#include "message_area.h"
#include "refusal_line.h"
#include "table_test_support.h"
#include "veggiebox/games/garden.h"

namespace vb::app::test::garden_answers_test {

namespace {

using vb::app::garden::GardenBoard;
using vb::app::garden::Target;
using K = Target::Kind;

// The powers example of docs/rules/garden.md, Ana (seat 0) to move; `power` and Bo's hand vary.
std::string example(const std::string& power,
                    const std::string& boHand = R"(["cabbage","pepper","tomato"])") {
  return R"({"game":"garden","seed":5,"crops":["carrot","cabbage","peas","pepper","tomato"],
    "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
              ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
    "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],)" +
         power + R"("players":[{"name":"Ana","hand":["carrot","peas"]},{"name":"Bo","hand":)" + boHand +
         "}]}";
}

const std::string kTake = R"("harvest":["tomato","carrot","peas","pepper"],)";
const std::string kCarrot =
    R"("harvest":["tomato",null,"peas","pepper"],"power":{"crop":"carrot","slot":1},)";
const std::string kCabbage =
    R"("harvest":["tomato",null,"peas","pepper"],"power":{"crop":"cabbage","slot":1},)";

struct GardenTable : ShownBoard<GardenBoard> {
  explicit GardenTable(QSize size = {1100, 760}) : ShownBoard(size) {}
  void click(Target t) { QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointFor(t)); }
  void clickAt(QPointF p) { QTest::mouseClick(&board, Qt::LeftButton, {}, p.toPoint()); }
  void leave() {
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(&board, &leave);
  }
};

// A game window on the scenario `json`, `size` large, its curtain down and Ana's table ready.
std::unique_ptr<GameWindow> windowOn(const std::string& json, QSize size) {
  auto window = std::make_unique<GameWindow>(GameController::fromScenario(vb::Json::parse(json)));
  window->setRemembersGeometry(false);
  window->resize(size);
  window->show();
  window->controller()->lowerCurtain();
  return window;
}

GardenBoard* gardenOf(const GameWindow& window) { return dynamic_cast<GardenBoard*>(window.board()); }

bool typedExample(const QString& text) { return text.contains(QStringLiteral("('")); }

const QStringList& cropTitles() {
  static const QStringList titles = {QStringLiteral("Carrot"), QStringLiteral("Cabbage"),
                                     QStringLiteral("Peas"),   QStringLiteral("Pepper"),
                                     QStringLiteral("Potato"), QStringLiteral("Tomato")};
  return titles;
}

bool namesACrop(const QString& text) {
  for (const QString& crop : cropTitles())
    if (text.contains(crop, Qt::CaseInsensitive)) return true;
  return false;
}

}  // namespace

class GardenAnswersTest : public AppTest {
  Q_OBJECT

 private slots:
  // The carrot power wants a post: a click on a garden card or a harvest card is answered with the
  // engine's sentence for it, without the command line's example, and sends nothing.
  void theCarrotAnswersAClickOnACard() {
    auto state = scenario(example(kCarrot));
    GardenTable t;
    t.board.showState(*state, 0, true, false);
    QSignalSpy hints(&t.board, &BoardView::hint);
    const QString prompt = t.board.prompt();
    const Target card{K::Cell, vb::garden::cellOf(0, 0)};
    t.click(card);
    QCOMPARE(t.actions.size(), 0);
    QCOMPARE(t.board.note(),
             QStringLiteral("Ana uses the carrot just taken: swap the bunny with another post."));
    QVERIFY(!typedExample(t.board.note()));
    QCOMPARE(hints.size(), 1);  // said once, in the window's message area
    QCOMPARE(hints.last().at(0).toString(), t.board.note());
    QCOMPARE(t.board.prompt(), prompt);  // the prompt is the same, said again after the answer
    QCOMPARE(t.board.refusedSpot(), std::optional<Target>(card));

    // The red mark goes when the mouse leaves the table; the words stay until the next click.
    t.leave();
    QVERIFY(!t.board.refusedSpot().has_value());
    QVERIFY(!t.board.note().isEmpty());

    t.click({K::Harvest, 0});
    QCOMPARE(t.actions.size(), 0);
    QVERIFY(t.board.note().contains(QStringLiteral("carrot")));
    QCOMPARE(t.board.refusedSpot(), std::optional<Target>(Target{K::Harvest, 0}));

    // A legal post is taken and the answer goes.
    t.click({K::Post, 0});
    QCOMPARE(t.actions.size(), 1);
    QCOMPARE(t.lastText(*state), QStringLiteral("bunny t0"));
    QVERIFY(t.board.note().isEmpty());
  }

  // Taking a harvest card comes first: a post, a garden card, a hand card, the deck and an empty
  // spot each answer; a click on another seat's turn or after the end says so.
  void everyOtherClickAnswersToo() {
    auto state = scenario(example(kTake));
    GardenTable t;
    t.board.showState(*state, 0, true, false);
    const QString take = QStringLiteral("It is Ana's turn to take a harvest card; its power comes after.");
    for (const Target target : {Target{K::Post, 3}, Target{K::Cell, 5}, Target{K::Hand, vb::garden::kPeas}}) {
      t.click(target);
      QCOMPARE(t.board.note(), take);
      QCOMPARE(t.board.refusedSpot(), std::optional<Target>(target));
    }
    const auto g = t.board.layout();
    t.clickAt(g.harvestTitle.center());
    QVERIFY(t.board.note().contains(QStringLiteral("deck")));
    QVERIFY(!t.board.refusedSpot().has_value());
    t.clickAt(QPointF(g.panel.right() - 4, g.panel.bottom() - 4));
    QCOMPARE(t.board.note(), QStringLiteral("Nothing to choose there."));
    QCOMPARE(t.actions.size(), 0);

    // Bo's eyes on Ana's turn: any click, on a card or not, says whose turn it is.
    t.board.showState(*state, 1, false, false);
    t.click({K::Harvest, 1});
    QCOMPARE(t.board.note(), QStringLiteral("Ana decides now: wait for your turn."));
    t.clickAt(QPointF(g.panel.right() - 4, g.panel.bottom() - 4));
    QCOMPARE(t.board.note(), QStringLiteral("Ana decides now: wait for your turn."));
    QCOMPARE(t.actions.size(), 0);
  }

  // In the game window an engine refusal shows once: in the message area above the table (with its
  // rule), not again as the table's own answer; it stays until the next accepted action.
  void anEngineRefusalIsShownOnce() {
    const auto shown = windowOn(example(kCabbage), {1024, 640});
    GameWindow& window = *shown;
    GardenBoard* board = gardenOf(window);
    QVERIFY(board != nullptr);
    QTRY_VERIFY(!board->legalTargets().empty());
    // Row 1 holds the mole: its arrow is refused by the engine.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({K::Handle, 1}));
    RefusalLine* line = window.refusalLine();
    QTRY_VERIFY(line->isVisible());
    QVERIFY(line->text().contains(QStringLiteral("row cannot shift")));
    QVERIFY(board->note().isEmpty());
    QVERIFY(!board->prompt().contains(QStringLiteral("row cannot shift")));
    QCOMPARE(board->refusedSpot(), std::optional<Target>(Target{K::Handle, 1}));
    if (const QString shots = qEnvironmentVariable("VEGGIEBOX_SHOTS"); !shots.isEmpty())
      window.grab().save(QDir(shots).filePath(QStringLiteral("garden-refused-once.png")));
    // A click on a card: the table answers, and its answer waits under the refusal.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({K::Cell, 0}));
    QVERIFY(board->note().startsWith(QStringLiteral("Ana uses the cabbage just taken")));
    QVERIFY(!typedExample(board->note()));
    QCOMPARE(window.messageArea()->instruction(), board->note());
    QCOMPARE(window.messageArea()->page(), MessageArea::Page::Refusal);
  }

  // Each kind of thing has a tooltip, in players' words, shown by a real tooltip event.
  void everyKindOfThingHasATooltip() {
    auto state = scenario(example(kCabbage));
    GardenTable t;
    t.board.showState(*state, 0, true, false);
    const auto g = t.board.layout();
    const auto tip = [&](QPointF p) { return t.board.toolTipAt(p); };
    QCOMPARE(tip(t.board.pointFor({K::Harvest, 0})),
             QStringLiteral("Harvest slot 0 — Tomato: replant from the harvest."));
    QVERIFY(tip(t.board.pointFor({K::Harvest, 1}))
                .contains(QStringLiteral("the cabbage taken from it is being used")));
    QCOMPARE(tip(t.board.pointFor({K::Cell, 0})),
             QStringLiteral("Carrot at 0,0, scored by post t0 beside it."));
    QCOMPARE(tip(t.board.pointFor({K::Cell, 5})),
             QStringLiteral("Peas at 1,1, on the compost, under the mole: no power moves this card."));
    QCOMPARE(tip(t.board.pointFor({K::Cell, 6})),
             QStringLiteral("Carrot at 1,2, on the compost: never scored."));
    // t0 holds a 1 beside the carrot at 0,0; the carrot is worth 1 + 1 (b3) now.
    QCOMPARE(
        tip(t.board.pointFor({K::Post, 0})),
        QStringLiteral("Post t0, token 1: it counts for the carrot at 0,0 beside it; carrot is worth %1 now.")
            .arg(t.board.sight().values[vb::garden::kCarrot]));
    QCOMPARE(tip(t.board.pointFor({K::Post, 3})),
             QStringLiteral("Post t3, the bunny: worth 0 to the pepper at 0,3 beside it."));
    QCOMPARE(tip(t.board.pointFor({K::Hand, vb::garden::kPeas})),
             QStringLiteral("Peas: 1 in hand × value %1 = %1 points.")
                 .arg(t.board.sight().values[vb::garden::kPeas]));
    QCOMPARE(tip(t.board.pointFor({K::Handle, 4})), QStringLiteral("Ana (cabbage) shifts row 0 right."));
    QVERIFY(tip(t.board.pointFor({K::Handle, 1})).contains(QStringLiteral("row cannot shift")));
    QCOMPARE(
        tip(g.harvestTitle.center()),
        QStringLiteral("The deck holds %1 cards face down and refills the harvest; the discard pile holds 0 "
                       "cards.")
            .arg(t.board.sight().deckSize));
    QVERIFY(tip(g.valueRow(0).center()).startsWith(QStringLiteral("Carrot is worth")));
    QCOMPARE(tip(g.playerRow(0).center()),
             QStringLiteral("Ana (you): 2 cards in hand, %1 points now. Ana is playing now.")
                 .arg(*t.board.sight().players[0].points));
    QCOMPARE(tip(g.playerRow(1).center()), QStringLiteral("Bo: 3 cards in hand, hidden from you."));

    // Hands hidden (nobody's eyes): the hand's title says so.
    t.board.showState(*state, -1, false, false);
    QVERIFY(tip(t.board.layout().handTitle.center()).contains(QStringLiteral("hidden")));

    // The event a hovering mouse sends shows it.
    t.board.showState(*state, 0, true, false);
    const QPoint at = t.board.pointFor({K::Post, 3});
    QHelpEvent help(QEvent::ToolTip, at, t.board.mapToGlobal(at));
    QCoreApplication::sendEvent(&t.board, &help);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), tip(at));
    QToolTip::hideText();

    // The tooltips follow the language: the engine's words for the power come in Spanish.
    applyLanguage(QStringLiteral("es"));
    QVERIFY(tip(t.board.pointFor({K::Harvest, 0})).contains(QStringLiteral("replantar desde la cosecha")));
    applyLanguage(QStringLiteral("en"));
  }

  // Seat 0's tooltips, everywhere on the table, are the same whatever Bo holds: Bo's row says
  // how many cards, never which.
  void aHiddenHandsTooltipNeverNamesACard() {
    auto a = scenario(example(kTake, R"(["cabbage","pepper","tomato"])"));
    auto b = scenario(example(kTake, R"(["carrot","carrot","peas"])"));
    for (const bool acting : {true, false}) {
      GardenTable ta, tb;
      ta.board.showState(*a, 0, acting, false);
      tb.board.showState(*b, 0, acting, false);
      int tips = 0;
      for (int x = 0; x < ta.board.width(); x += 6)
        for (int y = 0; y < ta.board.height(); y += 6) {
          const QString tip = ta.board.toolTipAt(QPointF(x, y));
          QCOMPARE(tip, tb.board.toolTipAt(QPointF(x, y)));
          tips += tip.isEmpty() ? 0 : 1;
        }
      QVERIFY(tips > 1000);
      const QString bo = ta.board.toolTipAt(ta.board.layout().playerRow(1).center());
      QCOMPARE(bo, QStringLiteral("Bo: 3 cards in hand, hidden from you."));
      QVERIFY(!namesACrop(bo));
    }
  }

  // The table's answer to a click shows whole in the window's message area above the table, at
  // 1024x640 and 1180x780, in English and in Spanish.
  void theAnswerShowsWholeAboveTheTable() {
    for (const char* lang : {"en", "es"}) {
      applyLanguage(QString::fromLatin1(lang));
      for (const QSize window : {QSize(1024, 640), QSize(1180, 780)}) {
        const auto w = windowOn(example(kCarrot), window);
        GardenBoard* board = gardenOf(*w);
        QVERIFY(board != nullptr);
        QTRY_VERIFY(!board->legalTargets().empty());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({K::Harvest, 0}));
        QVERIFY(!board->note().isEmpty());
        QCoreApplication::processEvents();
        const MessageArea& area = *w->messageArea();
        const MessageLine* line = area.instructionLine();
        const QString where =
            QStringLiteral("%1 %2x%3").arg(QLatin1String(lang)).arg(window.width()).arg(window.height());
        QVERIFY2(area.page() == MessageArea::Page::Instruction && line->isVisible(), qPrintable(where));
        QCOMPARE(line->words(), board->note());
        // Wrapped, not cut: every line of the words is inside the line, above the table.
        QVERIFY2(!line->cut(), qPrintable(where));
        QVERIFY2(line->heightForWidth(line->width()) <= line->height(), qPrintable(where));
        QVERIFY2(
            line->mapTo(w.get(), QPoint(0, line->height() - 1)).y() < board->mapTo(w.get(), QPoint(0, 0)).y(),
            qPrintable(where));
        QVERIFY2(line->mapTo(w.get(), QPoint(line->width(), 0)).x() <= w->width(), qPrintable(where));
        // With VEGGIEBOX_SHOTS set to a folder, each window is saved there as a picture to look at.
        if (const QString shots = qEnvironmentVariable("VEGGIEBOX_SHOTS"); !shots.isEmpty())
          w->grab().save(QDir(shots).filePath(
              QStringLiteral("garden-answer-%1-%2.png").arg(QLatin1String(lang)).arg(window.width())));
      }
    }
    applyLanguage(QStringLiteral("en"));
  }
};
}  // namespace vb::app::test::garden_answers_test

VEGGIEBOX_APP_TEST(garden_answers, vb::app::test::garden_answers_test::GardenAnswersTest)
#include "garden_answers_test.moc"
