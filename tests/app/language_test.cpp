// The app in Italian and Spanish (docs/translating.md): what a window shows is translated, and the
// check that finds English left behind (visible_text.h) does find it.
#include <QtTest>

#include "app_test.h"
#include "home_window.h"
#include "language.h"
#include "visible_text.h"

namespace vb::app::test {

class LanguageTest : public AppTest {
  Q_OBJECT

 private slots:
  void cleanup() { applyLanguage(QStringLiteral("en")); }

  // In English the home window's words are the catalogues' sources, so the check must see them.
  void theCheckSeesEnglish() {
    applyLanguage(QStringLiteral("en"));
    HomeWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(!untranslated(&window, QStringLiteral(VEGGIEBOX_SOURCE_DIR)).isEmpty());
  }
};

}  // namespace vb::app::test

QTEST_MAIN(vb::app::test::LanguageTest)
#include "language_test.moc"
