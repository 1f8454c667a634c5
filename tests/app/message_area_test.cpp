// One message area over the table (docs/architecture.md#the-message-area): a refusal, a move waiting
// for Confirm, the look back over the moves since your turn and the instruction to the person
// deciding each appear and go without moving the table: in each game, at the smallest and a large
// window, the board's geometry is the same with and without each of them. One page shows at a time,
// by precedence (confirm, refusal, review, instruction, status); a refusal goes at the next accepted
// action and when a move comes to wait for Confirm; words too long for the area end in "…" with the
// whole of them in the tooltip.
#include <QDir>
#include <QtTest>
#include <optional>

#include "app_test.h"
#include "app_test_program.h"
#include "confirm_bar.h"
#include "message_area.h"
#include "refusal_line.h"
#include "turn_review.h"

namespace vb::app::test::message_area_test {

namespace {

void confirmOn() {
  Preferences p = Preferences::load();
  p.confirmReveals = true;
  p.save();
}

bool reveals(const vb::State& state, vb::ActionId action) {
  std::unique_ptr<vb::State> copy = state.clone();
  const vb::Outcome outcome = copy->apply(action);
  return outcome && outcome.revealed;
}

// Plays the first legal moves that show nothing until a legal move would show a card; returns it.
std::optional<vb::ActionId> reachAReveal(GameController& c, int steps = 200) {
  for (int step = 0; step < steps && !c.state().isOver(); ++step) {
    c.lowerCurtain();
    std::optional<vb::ActionId> quiet;
    for (vb::ActionId a : c.state().legalActions()) {
      if (reveals(c.state(), a)) return a;
      if (!quiet) quiet = a;
    }
    if (!quiet) return std::nullopt;
    c.choose(*quiet);
  }
  return std::nullopt;
}

// Plays on (confirming what waits) until the person at the screen has moves to look back over.
bool reachAReview(GameController& c, int steps = 200) {
  for (int step = 0; step < steps && !c.state().isOver(); ++step) {
    c.lowerCurtain();
    if (TurnReview::available(c)) return true;
    c.choose(c.state().legalActions().front());
    if (c.pending()) c.confirmPending();
  }
  return false;
}

// One of the engine's longest refusals, in Spanish (po/vegetables/es.po).
const char* const kLongReason =
    "Ana no puede jugar de ningún modo (ningún terreno ni carta que jugar, ningún comodín en la mano, "
    "ninguna carta quemada): la penalización, 'penalty A', 'penalty B' o 'penalty C', o bien 'collect "
    "jolly'";

using Page = MessageArea::Page;

// The area shows `page`, and no other page.
bool shows(const MessageArea& area, Page page) {
  if (area.page() != page) return false;
  for (const Page each : {Page::Confirm, Page::Refusal, Page::Review, Page::Instruction, Page::Status})
    if (area.pageWidget(each)->isVisible() != (each == page)) return false;
  return true;
}

}  // namespace

class MessageAreaTest : public AppTest {
  Q_OBJECT

 private slots:
  void theTableNeverMoves_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
      const QByteArray at = QByteArray::number(size.width());
      QTest::newRow(("veggies " + at).constData()) << "veggies" << 2 << size;
      QTest::newRow(("garden " + at).constData()) << "garden" << 2 << size;
      QTest::newRow(("vegetables " + at).constData()) << "vegetables" << 4 << size;
    }
  }
  void theTableNeverMoves() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(QSize, size);
    confirmOn();
    auto window = realWindow(peopleSetup(game.toUtf8().constData(), seats, 11), size);
    GameController& c = *window->controller();
    c.lowerCurtain();
    QTRY_COMPARE(window->size(), size);
    // With VEGGIEBOX_SHOTS set to a folder, the window with each message is saved there to look at.
    const QString shots = qEnvironmentVariable("VEGGIEBOX_SHOTS");
    const auto settled = [&](const char* shot = nullptr) {
      QCoreApplication::processEvents();
      QTest::qWait(10);
      if (shot != nullptr && !shots.isEmpty())
        window->grab().save(QDir(shots).filePath(
            QStringLiteral("message-%1-%2-%3.png").arg(game).arg(size.width()).arg(QLatin1String(shot))));
      return window->board()->geometry();
    };
    const QRect table = settled("instruction");
    QVERIFY(!table.isEmpty());

    const MessageArea& area = *window->messageArea();
    QVERIFY(shows(area, Page::Instruction));  // the table's prompt for the person deciding

    // The instruction to the person deciding, long enough to wrap.
    emit window->board()->hint(QString::fromUtf8(kLongReason) + QStringLiteral(" ") +
                               QString::fromUtf8(kLongReason));
    QCOMPARE(settled("long-instruction"), table);
    emit window->board()->hint(QString());
    QVERIFY(shows(area, Page::Status));
    QCOMPARE(settled("status"), table);

    // A refusal.
    emit c.refused(QString::fromUtf8(kLongReason), QStringLiteral("the-penalty"));
    QVERIFY(shows(area, Page::Refusal));
    QCOMPARE(settled("refusal"), table);

    // A move waiting for Confirm, and cancelled.
    const std::optional<vb::ActionId> reveal = reachAReveal(c);
    QVERIFY(reveal);
    QCOMPARE(settled(), table);
    c.choose(*reveal);
    QVERIFY(c.pending());
    QVERIFY(shows(area, Page::Confirm));
    QCOMPARE(settled("confirm"), table);
    c.cancelPending();
    QCOMPARE(settled(), table);

    // The moves since your turn, looked back over and left.
    QVERIFY(reachAReview(c));
    QCOMPARE(settled(), table);
    window->turnReview()->start(c);
    QVERIFY(window->turnReview()->active());
    QVERIFY(shows(area, Page::Review));
    QCOMPARE(settled("review"), table);
    window->turnReview()->stop();
    QCOMPARE(settled(), table);
    QCOMPARE(window->size(), size);
    QCOMPARE(area.height(), area.sizeHint().height());  // the same height all along
  }

  // A refusal stays until the next accepted action, then the table's words come back.
  void aRefusalGoesAtTheNextAcceptedAction() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    t.game->lowerCurtain();
    const MessageArea& area = *t.window->messageArea();
    emit t.board->hint(QStringLiteral("Choose the card that starts your stall."));
    QVERIFY(shows(area, Page::Instruction));
    emit t.game->refused(QStringLiteral("the card must touch your stall"), QStringLiteral("a-turn"));
    QVERIFY(shows(area, Page::Refusal));
    QCOMPARE(t.window->refusalLine()->reason(), QStringLiteral("the card must touch your stall"));
    // Words the table says meanwhile wait under it (a refusal outranks them).
    emit t.board->hint(QStringLiteral("Card 12 picked."));
    QVERIFY(shows(area, Page::Refusal));
    t.board->choose(t.game->state().legalActions().front());
    QVERIFY(t.window->refusalLine()->reason().isEmpty());
    QVERIFY(!shows(area, Page::Refusal));
  }

  // A move waiting for Confirm takes the refusal's place, and a refusal never shows over it.
  void confirmOutranksRefusal() {
    confirmOn();
    Table t(peopleSetup("veggies", 2, 5));
    const std::optional<vb::ActionId> reveal = reachAReveal(*t.game);
    QVERIFY(reveal);
    const MessageArea& area = *t.window->messageArea();
    emit t.game->refused(QStringLiteral("not there"), QString());
    QVERIFY(shows(area, Page::Refusal));
    t.board->choose(*reveal);
    QVERIFY(shows(area, Page::Confirm));
    QVERIFY(t.window->refusalLine()->reason().isEmpty());  // gone, not waiting under the bar
    emit t.game->refused(QStringLiteral("not there either"), QString());
    QVERIFY(shows(area, Page::Confirm));
    QVERIFY(t.window->confirmBar()->isVisible());
    QVERIFY(!t.window->refusalLine()->isVisible());
    // No look back while a move waits: its bar would hide the one that asks.
    QVERIFY(!TurnReview::available(*t.game));
  }

  // Confirm, refusal, review, instruction, status: each shows over those after it.
  void thePagesInTheirOrder() {
    Table t(veggiesSetup({{"Ana"}, {"Bo"}}));
    QVERIFY(reachAReview(*t.game));
    const MessageArea& area = *t.window->messageArea();
    emit t.board->hint(QString());
    QVERIFY(shows(area, Page::Status));
    QCOMPARE(area.statusLine()->words(),
             QStringLiteral("%1 to play").arg(t.game->seatName(t.game->boardSeat())));
    emit t.board->hint(QStringLiteral("Pick your hand card or a market card."));
    QVERIFY(shows(area, Page::Instruction));
    t.window->turnReview()->start(*t.game);
    QVERIFY(shows(area, Page::Review));
    emit t.game->refused(QStringLiteral("not now"), QString());
    QVERIFY(shows(area, Page::Refusal));
    t.window->turnReview()->stop();
    QVERIFY(shows(area, Page::Refusal));
    emit t.game->stateChanged();  // a new state: the refusal goes, the instruction is back
    QVERIFY(shows(area, Page::Instruction));
    // Looking back takes the place of a refusal about the table left behind.
    emit t.game->refused(QStringLiteral("not now"), QString());
    t.window->turnReview()->start(*t.game);
    QVERIFY(shows(area, Page::Review));
    QVERIFY(t.window->refusalLine()->reason().isEmpty());
  }

  // At the end the status says who won; the instruction went with the last turn.
  void theEndIsTheStatus() {
    auto window = realWindow(veggiesSetup({{"Ana"}, {"Bo"}}));
    GameController& c = *window->controller();
    const MessageArea& area = *window->messageArea();
    for (int move = 0; move < 200 && !c.state().isOver(); ++move) {
      c.lowerCurtain();
      QVERIFY(shows(area, Page::Instruction));  // the table's prompt, to the person deciding
      c.choose(c.state().legalActions().front());
    }
    QVERIFY(c.state().isOver());
    QVERIFY(shows(area, Page::Status));
    QVERIFY2(area.statusLine()->words().startsWith(QStringLiteral("Game over: ")),
             qPrintable(area.statusLine()->words()));
  }

  // Words too long for the area's lines end in "…", whole in the tooltip and the accessible
  // description; words that fit are shown whole, with no tooltip.
  void tooLongWordsEndInAnEllipsis() {
    auto window = realWindow(peopleSetup("garden", 2, 3), QSize(1024, 640));
    window->controller()->lowerCurtain();
    QCoreApplication::processEvents();
    const MessageArea& area = *window->messageArea();
    MessageLine* line = area.instructionLine();
    QString longWords;
    for (int i = 0; i < 12; ++i) longWords += QString::fromUtf8(kLongReason) + QStringLiteral(". ");
    longWords = longWords.trimmed();
    emit window->board()->hint(longWords);
    QVERIFY(shows(area, Page::Instruction));
    QVERIFY(line->cut());
    QVERIFY(line->text().endsWith(u'…'));
    QVERIFY(longWords.startsWith(line->text().chopped(1)));
    QCOMPARE(line->toolTip(), longWords);
    QCOMPARE(line->accessibleDescription(), longWords);
    QVERIFY(line->heightForWidth(line->width()) <= line->height());
    emit window->board()->hint(QStringLiteral("Your turn to take a harvest card."));
    QVERIFY(!line->cut());
    QCOMPARE(line->text(), QStringLiteral("Your turn to take a harvest card."));
    QVERIFY(line->toolTip().isEmpty());
  }
};

}  // namespace vb::app::test::message_area_test

VEGGIEBOX_APP_TEST(message_area, vb::app::test::message_area_test::MessageAreaTest)
#include "message_area_test.moc"
