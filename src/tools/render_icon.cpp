// veggiebox-render-icon SVG PNG SIZE: renders the app's icon (an SVG) to a SIZE x SIZE PNG with a
// transparent background, antialiased. Run at build time for the hicolor icon theme's fixed sizes
// (data/icons/CMakeLists.txt); never installed. Any error is one line on stderr and status 2.
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>
#include <cstdio>

namespace {

// Qt's own warnings (no XDG_RUNTIME_DIR on a build machine, an SVG parser's complaint) are not
// for the reader of a build log: the tool says what went wrong in its one line.
void quiet(QtMsgType /*type*/, const QMessageLogContext& /*context*/, const QString& /*message*/) {}

int fail(const QString& message) {
  std::fprintf(stderr, "veggiebox-render-icon: %s\n", qPrintable(message));
  return 2;
}

}  // namespace

int main(int argc, char* argv[]) {
  // Renders with no screen: the build machine may have none.
  if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  qInstallMessageHandler(quiet);
  QGuiApplication app(argc, argv);
  const QStringList args = QCoreApplication::arguments();
  if (args.size() != 4) return fail(QStringLiteral("usage: veggiebox-render-icon SVG PNG SIZE"));
  const QString& svg = args[1];
  const QString& png = args[2];
  bool number = false;
  const int size = args[3].toInt(&number);
  if (!number || size < 1 || size > 4096)
    return fail(QStringLiteral("SIZE: must be a whole number from 1 to 4096, not '%1'").arg(args[3]));

  if (!QFileInfo(svg).isReadable()) return fail(QStringLiteral("%1: cannot be read").arg(svg));
  QSvgRenderer renderer(svg);
  if (!renderer.isValid()) return fail(QStringLiteral("%1: not an SVG picture that can be drawn").arg(svg));
  if (const QRectF box = renderer.viewBoxF(); box.width() != box.height())
    return fail(QStringLiteral("%1: the view box is %2 x %3, not square (an icon theme's icons are)")
                    .arg(svg)
                    .arg(box.width())
                    .arg(box.height()));

  QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  {
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    renderer.render(&painter, QRectF(0, 0, size, size));
  }
  if (!image.save(png, "PNG")) return fail(QStringLiteral("%1: cannot be written").arg(png));
  return 0;
}
