// A refusal shows whole above the table at the small window sizes, in the longest of the app's
// languages: the refusal page of the message area (docs/architecture.md#the-message-area) wraps it
// onto more than one line, and its fixed height holds every line, nothing cut. With VEGGIEBOX_SHOTS
// set to a folder, each window is saved there as a picture to look at.
#include <QDir>
#include <QStatusBar>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "language.h"
#include "message_area.h"
#include "refusal_line.h"

namespace vb::app::test::refusal_wrap_test {

class RefusalWrapTest : public AppTest {
  Q_OBJECT

 private slots:
  void cleanup() { applyLanguage(QStringLiteral("en")); }

  void aLongRefusalWrapsAndShowsWhole() {
    for (const char* lang : {"es", "it"}) {
      applyLanguage(QString::fromLatin1(lang));
      GameWindow window(
          GameController::open(QStringLiteral(VEGGIEBOX_TEST_DATA "/vegetables/branch-penalty.json")));
      window.setRemembersGeometry(false);
      window.show();
      window.controller()->lowerCurtain();
      // One of the engine's longest refusals, in Spanish (po/vegetables/es.po), as the table gets it.
      const QString reason = QStringLiteral(
          "Ana no puede jugar de ningún modo (ningún terreno ni carta que jugar, ningún comodín en la mano, "
          "ninguna carta quemada): la penalización, 'penalty A', 'penalty B' o 'penalty C', o bien "
          "'collect jolly'");
      emit window.controller()->refused(reason, QStringLiteral("the-penalty"));
      RefusalLine* line = window.refusalLine();
      QVERIFY(line->wordWrap());
      // Not also in the status bar, which would cut it to one line.
      QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("penalty")));
      for (const QSize size : {QSize(1024, 640), QSize(1180, 780)}) {
        window.resize(size);
        QTRY_COMPARE(window.size(), size);
        QCoreApplication::processEvents();
        QVERIFY(line->isVisible());
        QTest::qWait(50);
        QCOMPARE(window.size(), size);  // the window keeps to the screen: the line wraps instead
        QVERIFY2(line->height() >= line->heightForWidth(line->width()),
                 qPrintable(QStringLiteral("%1 at %2: %3 < %4")
                                .arg(QLatin1String(lang))
                                .arg(size.width())
                                .arg(line->height())
                                .arg(line->heightForWidth(line->width()))));
        // Wrapped: its words need more than one line, and all of them are shown.
        QVERIFY(line->heightForWidth(line->width()) > 2 * line->fontMetrics().height());
        QVERIFY(!line->cut());
        QVERIFY(line->text().contains(QStringLiteral("ninguna carta quemada")));
        const QRect shown(line->mapTo(&window, QPoint(0, 0)), line->size());
        QVERIFY(shown.right() <= window.width());
        QVERIFY(shown.bottom() < window.board()->mapTo(&window, QPoint(0, 0)).y());
        if (const QString shots = qEnvironmentVariable("VEGGIEBOX_SHOTS"); !shots.isEmpty())
          window.grab().save(QDir(shots).filePath(
              QStringLiteral("refusal-%1-%2.png").arg(QLatin1String(lang)).arg(size.width())));
      }
    }
  }
};
}  // namespace vb::app::test::refusal_wrap_test

VEGGIEBOX_APP_TEST(refusal_wrap, vb::app::test::refusal_wrap_test::RefusalWrapTest)
#include "refusal_wrap_test.moc"
