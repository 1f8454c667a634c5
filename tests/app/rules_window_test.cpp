// F1 opens the rules of the game being played, and the search box finds and highlights.
#include <QLineEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "rules_window.h"

namespace vb::app::test::rules_window_test {

class RulesWindowTest : public AppTest {
  Q_OBJECT

 private slots:
  void helpContentsOpensTheGamesPage() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keySequence(window.get(), QKeySequence::HelpContents);
    auto* rules = window->findChild<RulesWindow*>();
    QVERIFY(rules != nullptr);
    QVERIFY(rules->isVisible());
    QCOMPARE(rules->resource(), QStringLiteral(":/rules/veggies.md"));
    QVERIFY(rules->windowTitle().contains(QStringLiteral("Veggies")));
    QVERIFY(rules->page()->toPlainText().contains(QStringLiteral("stall")));
  }

  void searchHighlightsEveryMatchAndSteps() {
    RulesWindow rules(QStringLiteral("Veggies"), QStringLiteral(":/rules/veggies.md"));
    rules.show();
    auto* query = rules.findChild<QLineEdit*>(QStringLiteral("rules-search"));
    query->setText(QStringLiteral("mouse"));
    QVERIFY(rules.matchCount() >= 2);
    QCOMPARE(rules.page()->extraSelections().size(), rules.matchCount());
    QCOMPARE(rules.page()->textCursor().selectedText().toLower(), QStringLiteral("mouse"));

    const int first = rules.page()->textCursor().selectionStart();
    rules.findNext();
    const int second = rules.page()->textCursor().selectionStart();
    QVERIFY(second > first);
    rules.findPrevious();
    QCOMPARE(rules.page()->textCursor().selectionStart(), first);

    query->setText(QStringLiteral("zzzq"));
    QCOMPARE(rules.matchCount(), 0);
    QVERIFY(rules.page()->extraSelections().isEmpty());
  }

  // Enter in the find box steps to the next match, Shift+Enter back, F3 and Shift+F3 the same; the
  // window stays open whatever is pressed there (a dialog takes Enter for its default button).
  void enterFindsTheNextMatchAndNeverClosesTheWindow() {
    FakeBoard* board = nullptr;
    auto window = windowFor(veggiesSetup({{"Ana"}, {"Bo"}}), &board);
    window->show();
    RulesWindow* rules = window->showRules();
    QVERIFY(QTest::qWaitForWindowActive(rules));
    auto* query = rules->findChild<QLineEdit*>(QStringLiteral("rules-search"));
    QVERIFY(query->hasFocus());
    QTest::keyClicks(query, QStringLiteral("mouse"));
    QVERIFY(rules->matchCount() >= 3);
    const auto at = [rules] { return rules->page()->textCursor().selectionStart(); };
    const int first = at();

    QTest::keyClick(query, Qt::Key_Return);
    QVERIFY(rules->isVisible());
    const int second = at();
    QVERIFY(second > first);
    QTest::keyClick(query, Qt::Key_Enter);  // the keypad's Enter too
    QVERIFY(rules->isVisible());
    const int third = at();
    QVERIFY(third > second);
    QTest::keyClick(query, Qt::Key_Return, Qt::ShiftModifier);
    QVERIFY(rules->isVisible());
    QCOMPARE(at(), second);
    QTest::keyClick(query, Qt::Key_F3);
    QCOMPARE(at(), third);
    QTest::keyClick(query, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(at(), second);
    QCOMPARE(rules->page()->textCursor().selectedText().toLower(), QStringLiteral("mouse"));

    // With nothing found, Enter still leaves the window open.
    query->clear();
    QTest::keyClicks(query, QStringLiteral("zzzq"));
    QTest::keyClick(query, Qt::Key_Return);
    QVERIFY(rules->isVisible());
    // Escape still closes it.
    QTest::keyClick(query, Qt::Key_Escape);
    QTRY_VERIFY(!rules->isVisible());
  }

  // The pictures of the powers are 1000 pixels wide: each is drawn at the page's width, whole, and
  // the page never scrolls sideways; wider, they keep the size they were drawn at.
  void picturesFitThePage() {
    for (const char* page : {":/rules/garden.md", ":/rules/vegetables.md"}) {
      RulesWindow rules(QStringLiteral("Game"), QString::fromLatin1(page));
      rules.resize(780, 700);
      rules.show();
      QVERIFY(QTest::qWaitForWindowExposed(&rules));
      const auto widths = [&rules] {
        QList<qreal> out;
        for (QTextBlock block = rules.page()->document()->begin(); block.isValid(); block = block.next())
          for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
              out.append(it.fragment().charFormat().toImageFormat().width());
        return out;
      };
      QVERIFY(widths().size() >= 4);
      for (const qreal width : widths())
        QVERIFY2(width > 300 && width <= rules.page()->viewport()->width(),
                 qPrintable(QString::number(width)));
      QTRY_COMPARE(rules.page()->horizontalScrollBar()->maximum(), 0);
      rules.resize(1500, 900);
      QTRY_VERIFY(widths().front() > 900);
      for (const qreal width : widths()) QVERIFY(width <= 1150);
    }
  }

  // A click on "Rules notes › Setup" under the Setup rules scrolls to the Setup notes at the end
  // (docs/rules/garden.md#rules-notes); the link to the variants page opens it at the game's section.
  void aClickOnALinkFollowsIt() {
    RulesWindow rules(QStringLiteral("Veggie Garden"), QStringLiteral(":/rules/garden.md"));
    rules.resize(780, 840);
    rules.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rules));
    const auto click = [&rules](const QString& href) {
      QTextDocument* doc = rules.page()->document();
      for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
          const QTextFragment piece = it.fragment();
          if (piece.charFormat().anchorHref() != href) continue;
          QTextCursor at(doc);
          at.setPosition(piece.position() + 1);
          rules.page()->setTextCursor(at);
          rules.page()->ensureCursorVisible();
          const QRect spot = rules.page()->cursorRect(at);
          QTest::mouseClick(rules.page()->viewport(), Qt::LeftButton, {}, spot.center());
          return true;
        }
      return false;
    };
    QVERIFY(click(QStringLiteral("#notes-setup")));
    // The heading at the top of the view is the Setup notes, after the Rules notes heading.
    const QTextBlock top = rules.page()->cursorForPosition(QPoint(4, 4)).block();
    QTextBlock heading = rules.page()->textCursor().block();
    QCOMPARE(heading.text(), QStringLiteral("Setup"));
    QVERIFY(rules.page()->toPlainText().indexOf(QStringLiteral("Rules notes")) < heading.position());
    QVERIFY(top.position() >= heading.position() - 200);
    QVERIFY(rules.page()->verticalScrollBar()->value() > 0);

    QVERIFY(click(QStringLiteral("../variants.md#veggie-garden")));
    RulesWindow* variants = nullptr;
    QTRY_VERIFY((variants = rules.findChild<RulesWindow*>()) != nullptr);
    QCOMPARE(variants->resource(), QStringLiteral(":/variants.md"));
    QVERIFY(variants->isVisible());
    QCOMPARE(variants->page()->textCursor().block().text(), QStringLiteral("Veggie Garden"));
    variants->close();
  }
};
}  // namespace vb::app::test::rules_window_test

VEGGIEBOX_APP_TEST(rules_window, vb::app::test::rules_window_test::RulesWindowTest)
#include "rules_window_test.moc"
