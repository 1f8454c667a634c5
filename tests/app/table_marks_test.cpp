// The marks over every table keep the words it paints readable (README.md#the-app, table_marks.h):
// from real positions of each game, with three hints shown and with the last move outlined, at the
// smallest window the app is looked at in and at the largest, the hints' badges lie apart from each
// other and from every caption, inside the table, and no outline runs through a caption. And at a
// game's end no table says that the hands are hidden: Veggie Garden's says where they are.
#include <QtTest>
#include <memory>

#include "app_test.h"
#include "app_test_program.h"
#include "board_view.h"
#include "game_controller.h"
#include "game_window.h"
#include "veggiebox/core/random.h"

namespace vb::app::test::table_marks_test {

using namespace vb::app;
using namespace vb::app::test;

namespace {

void settle() {
  for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();
}

QString named(const QRectF& r) {
  return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The marks `board` draws now lie apart: badges from each other and from the captions, outlines
// off the captions. `where` names the position in a failure.
void expectApart(const BoardView& board, const QString& where) {
  const BoardView::Marks marks = board.marks();
  QVERIFY2(!marks.captions.empty(), qPrintable(where + QStringLiteral(": the table names no caption")));
  for (std::size_t i = 0; i < marks.badges.size(); ++i) {
    const BoardView::Marks::Badge& badge = marks.badges[i];
    const QString which = where + QStringLiteral(": badge '%1' %2").arg(badge.label, named(badge.rect));
    QVERIFY2(board.rect().contains(badge.rect), qPrintable(which + QStringLiteral(" leaves the table")));
    for (std::size_t j = i + 1; j < marks.badges.size(); ++j)
      QVERIFY2(!badge.rect.intersects(marks.badges[j].rect),
               qPrintable(which + QStringLiteral(" covers badge '%1'").arg(marks.badges[j].label)));
    for (const Caption& caption : marks.captions)
      QVERIFY2(!badge.rect.intersects(caption.rect),
               qPrintable(which + QStringLiteral(" covers '%1' %2").arg(caption.text, named(caption.rect))));
  }
  for (const BoardView::Marks::Outline& outline : marks.outlines)
    for (const Caption& caption : marks.captions)
      QVERIFY2(!crossesCaption(outline.rect, outline.pen, caption.rect),
               qPrintable(where + QStringLiteral(": the outline %1 runs through '%2' %3")
                                      .arg(named(outline.rect), caption.text, named(caption.rect))));
}

// Three of the legal actions, spread over the list so that their spots lie apart, as hints.
std::vector<vb::HintMove> threeHints(const vb::State& state) {
  const std::vector<vb::ActionId> legal = state.legalActions();
  std::vector<vb::HintMove> hints;
  if (legal.empty()) return hints;
  for (const std::size_t at : {std::size_t{0}, legal.size() / 2, legal.size() - 1})
    if (hints.empty() || hints.back().action != legal[at]) hints.push_back({legal[at], 0.5, 10});
  return hints;
}

// A game of `game` for `seats` played to its end by random legal moves.
std::unique_ptr<vb::State> playedOut(const char* game, int seats) {
  std::unique_ptr<vb::State> state = GameController::newGame(peopleSetup(game, seats, 3))->state().clone();
  vb::Rng rng(11);
  while (!state->isOver()) {
    const std::vector<vb::ActionId> legal = state->legalActions();
    state->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
  }
  return state;
}

QStringList captionTexts(const BoardView& board) {
  QStringList texts;
  for (const Caption& c : board.captions()) texts << c.text;
  return texts;
}

}  // namespace

class TableMarksTest : public AppTest {
  Q_OBJECT

 private slots:
  void hintsAndOutlinesKeepOffTheCaptions_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<QSize>("size");
    for (const auto& [game, seats] : {std::pair{"veggies", 2}, {"garden", 2}, {"vegetables", 4}})
      for (const QSize size : {QSize(1024, 640), QSize(1600, 1000)})
        QTest::addRow("%s %dx%d", game, size.width(), size.height())
            << QString::fromLatin1(game) << seats << size;
  }
  void hintsAndOutlinesKeepOffTheCaptions() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(QSize, size);
    std::unique_ptr<GameWindow> window = realWindow(peopleSetup(game.toUtf8().constData(), seats, 5), size);
    GameController* c = window->controller();
    BoardView* board = window->board();
    vb::Rng rng(7);
    int hinted = 0, outlined = 0;
    for (int step = 0; step < 24 && !c->state().isOver(); ++step) {
      c->lowerCurtain();
      settle();
      const QString where = QStringLiteral("after %1 moves").arg(step);
      if (board->showsLastMove()) {
        expectApart(*board, where + QStringLiteral(", the last move outlined"));
        ++outlined;
      }
      board->showHints(threeHints(c->state()));
      if (board->marks().badges.size() > 1) {
        expectApart(*board, where + QStringLiteral(", with hints"));
        ++hinted;
      }
      if (QTest::currentTestFailed()) return;
      const std::vector<vb::ActionId> legal = c->state().legalActions();
      c->choose(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
    QVERIFY2(hinted >= 5, qPrintable(QStringLiteral("only %1 positions with hints").arg(hinted)));
    QVERIFY2(outlined >= 5, qPrintable(QStringLiteral("only %1 positions with an outline").arg(outlined)));
  }

  // Veggie Garden's hand title says whose hand it shows; while the game runs the other hands are
  // hidden from nobody-in-particular, and at the end the score sheet lists them all.
  void theGardenTableSaysWhereTheHandsAreAtTheEnd() {
    std::unique_ptr<vb::State> running =
        GameController::newGame(peopleSetup("garden", 2, 3))->state().clone();
    std::unique_ptr<BoardView> board(makeBoard("garden", nullptr));
    board->resize(1024, 600);
    board->show();
    board->showState(*running, -1, false, false);
    QVERIFY2(captionTexts(*board).contains(QStringLiteral("Hands are hidden")),
             qPrintable(captionTexts(*board).join(QStringLiteral(" | "))));
    const std::unique_ptr<vb::State> over = playedOut("garden", 2);
    for (const int seat : {-1, 0, 1}) {
      board->showState(*over, seat, false, false);
      const QStringList texts = captionTexts(*board);
      QVERIFY2(!texts.contains(QStringLiteral("Hands are hidden")),
               qPrintable(texts.join(QStringLiteral(" | "))));
      // Nobody's seat: the score sheet lists every hand; a seat's: its own hand, on the table.
      const QString hands =
          seat < 0 ? QStringLiteral("Hands: see the score sheet") : QStringLiteral("Your hand (");
      QVERIFY2(std::any_of(texts.begin(), texts.end(), [&](const QString& t) { return t.startsWith(hands); }),
               qPrintable(texts.join(QStringLiteral(" | "))));
    }
  }

  // No other table says anything is hidden once the game is over.
  void noTableSaysTheHandsAreHiddenAtTheEnd_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("veggies") << "veggies" << 2;
    QTest::newRow("vegetables") << "vegetables" << 4;
  }
  void noTableSaysTheHandsAreHiddenAtTheEnd() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    const std::unique_ptr<vb::State> over = playedOut(game.toUtf8().constData(), seats);
    std::unique_ptr<BoardView> board(makeBoard(game.toStdString(), nullptr));
    board->resize(1024, 600);
    board->show();
    for (const int seat : {-1, 0}) {
      board->showState(*over, seat, false, false);
      settle();
      const QStringList texts = captionTexts(*board);
      QVERIFY2(!texts.isEmpty(), qPrintable(game));
      for (const QString& text : texts)
        QVERIFY2(!text.contains(QStringLiteral("hidden"), Qt::CaseInsensitive), qPrintable(text));
    }
  }
};

}  // namespace vb::app::test::table_marks_test

VEGGIEBOX_APP_TEST(table_marks, vb::app::test::table_marks_test::TableMarksTest)
#include "table_marks_test.moc"
