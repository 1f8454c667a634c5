// veggiebox: the home screen of the box.
//
//   veggiebox                              opens the home window
//   veggiebox --screenshot FILE.png [--size WxH]
//                                          renders the home window to a PNG and exits
//   veggiebox --time-startup               prints the milliseconds from launch to the first show
//                                          (also when VEGGIEBOX_TIME_STARTUP is set)
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QIcon>
#include <QPixmap>
#include <QRegularExpression>
#include <QTimer>
#include <cstdio>

#include "home_window.h"

namespace {

// Reports, once, how long the window took to appear: from the start of main() to its first show
// event and to its first paint.
class StartupClock : public QObject {
 public:
  explicit StartupClock(const QElapsedTimer& sinceLaunch) : sinceLaunch_(sinceLaunch) {}

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Show && shownMs_ < 0) shownMs_ = sinceLaunch_.elapsed();
    if (event->type() == QEvent::Paint && shownMs_ >= 0) {
      std::fprintf(stderr, "veggiebox: startup: window shown after %lld ms, first paint after %lld ms\n",
                   static_cast<long long>(shownMs_), static_cast<long long>(sinceLaunch_.elapsed()));
      watched->removeEventFilter(this);
    }
    return false;
  }

 private:
  const QElapsedTimer& sinceLaunch_;
  qint64 shownMs_ = -1;
};

// "1024x768" -> QSize; an invalid size when the text is not of that form.
QSize parseSize(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
  const QRegularExpressionMatch m = form.match(text);
  if (!m.hasMatch()) return {};
  return {m.captured(1).toInt(), m.captured(2).toInt()};
}

}  // namespace

int main(int argc, char* argv[]) {
  QElapsedTimer sinceLaunch;
  sinceLaunch.start();

  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationDisplayName(QStringLiteral("VeggieBox"));
  QApplication::setApplicationVersion(QStringLiteral(VEGGIEBOX_VERSION));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/art/veggiebox.svg")));

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QApplication::translate("main", "VeggieBox: three vegetable card games for hot-seat play."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption screenshotOption(
      QStringLiteral("screenshot"),
      QApplication::translate("main", "Render the home window to FILE.png and exit."),
      QStringLiteral("FILE.png"));
  const QCommandLineOption sizeOption(
      QStringLiteral("size"),
      QApplication::translate("main", "Window size for --screenshot (default 860x600)."),
      QStringLiteral("WxH"));
  const QCommandLineOption timeOption(
      QStringLiteral("time-startup"),
      QApplication::translate("main", "Print the milliseconds from launch to the window being shown."));
  parser.addOptions({screenshotOption, sizeOption, timeOption});
  parser.process(app);

  StartupClock clock(sinceLaunch);
  vb::app::HomeWindow window;
  if (parser.isSet(timeOption) || qEnvironmentVariableIsSet("VEGGIEBOX_TIME_STARTUP"))
    window.installEventFilter(&clock);

  if (parser.isSet(screenshotOption)) {
    QSize size = vb::app::HomeWindow::defaultSize();
    if (parser.isSet(sizeOption)) {
      size = parseSize(parser.value(sizeOption));
      if (!size.isValid()) {
        std::fprintf(stderr, "veggiebox: --size: expected WxH, e.g. 860x600, not '%s'\n",
                     qPrintable(parser.value(sizeOption)));
        return 2;
      }
    }
    window.setRemembersGeometry(false);
    window.resize(size);
    window.show();
    const QString file = parser.value(screenshotOption);
    int status = 0;
    // Grab once the show and its layout have gone through the event loop.
    QTimer::singleShot(0, &window, [&] {
      if (!window.grab().save(file, "PNG")) {
        std::fprintf(stderr, "veggiebox: could not write the screenshot to %s\n", qPrintable(file));
        status = 1;
      }
      QApplication::quit();
    });
    const int loop = QApplication::exec();
    return status != 0 ? status : loop;
  }

  window.restoreSavedGeometry();
  window.show();
  return QApplication::exec();
}
