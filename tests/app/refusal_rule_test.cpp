// Every refusal links to its rule (docs/architecture.md#refusals-carry-their-rule): a click the engine
// refuses on a real table shows the reason and a Rule link above the table, and the link opens the
// rules window with that rule's heading at the top.
#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QImage>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "garden/garden_board.h"
#include "pixels.h"
#include "refusal_line.h"
#include "rules_window.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::refusal_rule_test {

namespace {

using vb::app::garden::GardenBoard;
using vb::app::garden::Target;

// The powers example of docs/rules/garden.md: Ana has just taken a cabbage; the mole is at 1,1.
const char* const kCabbage =
    R"({"game":"garden","seed":5,"crops":["carrot","cabbage","peas","pepper","tomato"],
  "garden":[["carrot","cabbage","peas","pepper"],["tomato","peas","carrot","cabbage"],
            ["pepper","tomato","cabbage","peas"],["peas","pepper","tomato","carrot"]],
  "fence":{"top":[1,2,3,0],"bottom":[3,2,1,1],"left":[2,3],"right":[1,2]},"mole":[1,1],
  "harvest":["tomato",null,"peas","pepper"],"power":{"crop":"cabbage","slot":1},
  "players":[{"name":"Ana","hand":["carrot","peas"]},{"name":"Bo","hand":["cabbage","pepper","tomato"]}]})";

// The heading block at the top of the page's view.
QTextBlock topBlock(QTextBrowser* page) {
  const int margin = qRound(page->document()->documentMargin());
  return page->cursorForPosition(QPoint(margin + 4, margin / 2 + 2)).block();
}

// The page's view shows `slug`'s heading at its top, or is scrolled as far as it goes.
bool headingAtTop(QTextBrowser* page, const QString& slug) {
  if (RulesWindow::slug(topBlock(page).text()) == slug) return true;
  const QScrollBar* bar = page->verticalScrollBar();
  return bar->value() == bar->maximum() && bar->maximum() > 0;
}

// A position of each game and an action its engine refuses there, under the rule given.
struct Refused {
  const char* scenario;
  const char* action;
  const char* rule;
};

const Refused kEveryTable[] = {
    {R"({"game":"veggies","players":[{"name":"Ana","hand":5,"stall":{"rows":["SS","SS","SS"],"cards":[30]}},
       {"name":"Bo","stall":{"rows":["BB"]}}]})",
     "place hand r0 at 2,3", "legal-and-illegal-placements"},
    {kCabbage, "shift row 1 left", "cabbage-shift-a-line"},
    {R"({"game":"vegetables","seed":3,"board":{"R1":"R5"},
       "players":[{"name":"Ana","hand":["R9","R13","Y6"],"terrains":["R2","Y1"]},
                  {"name":"Bo","hand":["G5","V7"],"terrains":["G1"]},{"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},
                  {"name":"Dee","hand":["G10","V11"],"terrains":["Y2"]}],
       "silos":[["G13","V18"],["Y13"],[],["V13"]],"wells":[["G14","G15","G16"],["Y14","Y15"]],
       "discards":"rest","current":0})",
     "play R13", "the-board"},
};

}  // namespace

class RefusalRuleTest : public AppTest {
  Q_OBJECT

 private slots:
  void aRefusedClickShowsTheReasonAndItsRule() {
    GameWindow window(GameController::fromScenario(vb::Json::parse(kCabbage)));
    window.setRemembersGeometry(false);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.controller()->lowerCurtain();
    auto* board = dynamic_cast<GardenBoard*>(window.board());
    QVERIFY(board != nullptr);
    QTRY_VERIFY(!board->legalTargets().empty());
    RefusalLine* line = window.refusalLine();
    QVERIFY(!line->isVisible());

    // Row 1 holds the mole: its arrow is refused.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({Target::Kind::Handle, 1}));
    QTRY_VERIFY(line->isVisible());
    QVERIFY(line->text().contains(QStringLiteral("the mole&#x27;s row cannot shift")) ||
            line->text().contains(QStringLiteral("the mole's row cannot shift")));
    QVERIFY(line->text().contains(QStringLiteral(">Rule</a>")));
    QCOMPARE(line->rule(), QStringLiteral("cabbage-shift-a-line"));
    // The arrow is outlined in the one red every table and editor marks a refusal with.
    QVERIFY(pixelsOf(board->grab().toImage(), table::palette().refused) > 50);
    // Above the table, not over it.
    QVERIFY(line->mapTo(&window, QPoint(0, line->height() - 1)).y() <
            board->mapTo(&window, QPoint(0, 0)).y());

    // The link opens the rules of the game at that heading.
    emit line->linkActivated(QStringLiteral("#cabbage-shift-a-line"));
    auto* rules = window.findChild<RulesWindow*>();
    QVERIFY(rules != nullptr);
    QVERIFY(rules->isVisible());
    QCOMPARE(rules->resource(), QStringLiteral(":/rules/garden.md"));
    QCOMPARE(topBlock(rules->page()).text(), QStringLiteral("Cabbage: shift a line"));

    // A legal move: the line goes with the state it was about.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointFor({Target::Kind::Handle, 4}));
    QTRY_VERIFY(!line->isVisible());
  }

  // On every table and at every window size the line sits whole above the table. With
  // VEGGIEBOX_SHOTS set to a folder, each window is saved there as a picture to look at.
  void theLineFitsAboveEveryTable() {
    const QString shots = qEnvironmentVariable("VEGGIEBOX_SHOTS");
    for (const Refused& r : kEveryTable) {
      GameWindow window(GameController::fromScenario(vb::Json::parse(r.scenario)));
      window.setRemembersGeometry(false);
      window.show();
      window.controller()->lowerCurtain();
      const vb::State& state = window.controller()->state();
      window.controller()->choose(state.parseAction(r.action));
      RefusalLine* line = window.refusalLine();
      QCOMPARE(line->rule(), QString::fromLatin1(r.rule));
      for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)}) {
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        QCoreApplication::processEvents();
        QVERIFY(line->isVisible());
        QVERIFY(line->height() >= line->heightForWidth(line->width()));  // no line of it cut off
        QVERIFY(line->mapTo(&window, QPoint(0, line->height() - 1)).y() <
                window.board()->mapTo(&window, QPoint(0, 0)).y());
        QVERIFY(!line->cut());
        if (!shots.isEmpty())
          window.grab().save(
              QDir(shots).filePath(QStringLiteral("%1-%2.png")
                                       .arg(QString::fromStdString(std::string(state.game().id())))
                                       .arg(size.width())));
      }
    }
  }

  void everyRuleARefusalNamesHasItsHeadingShown() {
    for (const vb::Game* game : vb::allGames()) {
      const QString id = QString::fromUtf8(game->id().data(), qsizetype(game->id().size()));
      RulesWindow rules(id, QStringLiteral(":/rules/%1.md").arg(id));
      rules.show();
      for (const std::string& rule : game->refusalRules()) {
        const QString slug = QString::fromStdString(rule);
        QVERIFY2(rules.showAnchor(slug), qPrintable(id + QStringLiteral(": ") + slug));
        QVERIFY2(headingAtTop(rules.page(), slug), qPrintable(id + QStringLiteral(": ") + slug));
      }
      QVERIFY(!rules.showAnchor(QStringLiteral("no-such-heading")));
    }
  }

  void thePagesPicturesAreFoundBesideThem() {
    // A page and a picture laid out as docs/ is: rules/page.md links ../img/rules/pic.png.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("rules")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("img/rules")));
    QImage picture(40, 30, QImage::Format_RGB32);
    picture.fill(Qt::darkGreen);
    QVERIFY(picture.save(dir.filePath(QStringLiteral("img/rules/pic.png"))));
    QFile page(dir.filePath(QStringLiteral("rules/page.md")));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write("# Page\n\n![A picture](../img/rules/pic.png)\n");
    page.close();

    RulesWindow rules(QStringLiteral("Test"), page.fileName());
    rules.show();
    const QVariant image = rules.page()->document()->resource(QTextDocument::ImageResource,
                                                              QUrl(QStringLiteral("../img/rules/pic.png")));
    QVERIFY(image.isValid());
    QCOMPARE(qvariant_cast<QImage>(image).size(), QSize(40, 30));
    // The pages compiled in look under :/img/rules/, where src/app/CMakeLists.txt puts the pictures.
    RulesWindow garden(QStringLiteral("Veggie Garden"), QStringLiteral(":/rules/garden.md"));
    QCOMPARE(garden.page()->document()->baseUrl().resolved(QUrl(QStringLiteral("../img/rules/x.png"))),
             QUrl(QStringLiteral("qrc:/img/rules/x.png")));
  }
};
}  // namespace vb::app::test::refusal_rule_test

VEGGIEBOX_APP_TEST(refusal_rule, vb::app::test::refusal_rule_test::RefusalRuleTest)
#include "refusal_rule_test.moc"
