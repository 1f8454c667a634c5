// The app's icon at the hicolor theme's fixed sizes (data/icons), as the build renders them from
// resources/app/veggiebox.svg: each PNG exactly its size, transparent where the picture is not
// (the corners), the picture itself opaque (the crate in the middle), and the same picture at
// every size.
#include <QImage>
#include <QtTest>

#include "app_test_program.h"

namespace vb::app::test::icons_test {

class IconsTest : public QObject {
  Q_OBJECT

 private slots:
  void everySizeIsRendered_data() {
    QTest::addColumn<int>("size");
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
      QTest::newRow(qPrintable(QString::number(size))) << size;
  }

  void everySizeIsRendered() {
    QFETCH(int, size);
    const QString path =
        QStringLiteral(VEGGIEBOX_ICONS_DIR "/%1x%1/apps/org.veggiebox.VeggieBox.png").arg(size);
    QImage icon(path);
    QVERIFY2(!icon.isNull(), qPrintable(path));
    QCOMPARE(icon.size(), QSize(size, size));
    QVERIFY(icon.hasAlphaChannel());
    icon = icon.convertToFormat(QImage::Format_ARGB32);
    // The SVG (96 x 96) leaves its top corners empty; its crate's middle slat runs through (48, 67).
    QCOMPARE(qAlpha(icon.pixel(0, 0)), 0);
    QCOMPARE(qAlpha(icon.pixel(size - 1, 0)), 0);
    const QPoint slat(size / 2, size * 67 / 96);
    QCOMPARE(qAlpha(icon.pixel(slat)), 255);
    // The same picture as the largest, scaled down: the middle's colour within a few steps.
    const QImage largest =
        QImage(QStringLiteral(VEGGIEBOX_ICONS_DIR "/256x256/apps/org.veggiebox.VeggieBox.png"))
            .convertToFormat(QImage::Format_ARGB32);
    const QRgb mine = icon.pixel(slat);
    const QRgb big = largest.pixel(128, 256 * 67 / 96);
    QVERIFY2(qAbs(qRed(mine) - qRed(big)) < 40 && qAbs(qGreen(mine) - qGreen(big)) < 40 &&
                 qAbs(qBlue(mine) - qBlue(big)) < 40,
             qPrintable(QStringLiteral("%1 against %2").arg(mine, 0, 16).arg(big, 0, 16)));
  }
};
}  // namespace vb::app::test::icons_test

VEGGIEBOX_APP_TEST(icons, vb::app::test::icons_test::IconsTest)
#include "icons_test.moc"
