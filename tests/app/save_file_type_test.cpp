// The save file type (docs/saves.md#the-file): the desktop knows a save the app writes by its
// .veggiebox name and by its opening text (data/org.veggiebox.VeggieBox.mime.xml, installed into a
// test data folder here), and not a scenario or other JSON; Save offers <game>.veggiebox and gives
// a name typed without an extension the filter's; Open takes .veggiebox and .json, old saves too;
// and the app opens a save given as its one argument, as a double click does (Exec=veggiebox %f).
#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMimeDatabase>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "home_window.h"
#include "save_files.h"
#include "veggiebox/play/save.h"

namespace vb::app::test::save_file_type_test {

namespace {

const char* const kSaveType = "application/x-veggiebox-save";
const QByteArray kOpening =
    "{\n  \"format\": \"veggiebox-save\",\n  \"version\": 1,\n  \"game\": \"veggies\",\n";

QByteArray readBytes(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  return file.readAll();
}

void writeBytes(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write %s", qPrintable(path));
  file.write(bytes);
}

// A game of two people, two decisions in, on a shown window.
struct Played : Table {
  Played() : Table(veggiesSetup({{"Ana"}, {"Bo"}})) {
    for (int step = 0; step < 2; ++step) {
      game->lowerCurtain();
      board->choose(firstLegal(*game));
    }
  }
};

// Runs `answer` on the file dialog once it is shown (for one that exec() opens from the code under
// test), looking for it every 10 ms among the visible windows.
void whenFileDialog(std::function<void(QFileDialog*)> answer) {
  auto* timer = new QTimer(qApp);
  timer->setInterval(10);
  QObject::connect(timer, &QTimer::timeout, timer, [timer, answer = std::move(answer)] {
    for (QWidget* window : QApplication::topLevelWidgets())
      if (auto* dialog = qobject_cast<QFileDialog*>(window); dialog != nullptr && dialog->isVisible()) {
        timer->stop();
        timer->deleteLater();
        answer(dialog);
        // A check that failed inside `answer` left it open: closed, the test goes on to report it.
        if (dialog->isVisible()) dialog->reject();
        return;
      }
  });
  timer->start();
}

// Types `name` into the dialog's file name and presses its Save or Open button, as a player does
// (selectFile leaves the line alone while it has the focus).
void typeAndAccept(QFileDialog* dialog, const QString& name) {
  auto* line = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
  if (line == nullptr) qFatal("the file dialog has no file name line");
  line->setText(name);
  static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept, as the button
}

}  // namespace

class SaveFileTypeTest : public AppTest {
  Q_OBJECT

 private slots:
  void theTypeIsInstalled() {
    const QMimeType type = QMimeDatabase().mimeTypeForName(QString::fromLatin1(kSaveType));
    QVERIFY(type.isValid());
    QCOMPARE(type.globPatterns(), QStringList{QStringLiteral("*.veggiebox")});
    QCOMPARE(type.preferredSuffix(), QStringLiteral("veggiebox"));
    QVERIFY(type.inherits(QStringLiteral("application/json")));
    QCOMPARE(type.comment(), QStringLiteral("VeggieBox saved game"));
  }

  void aSaveIsKnownByItsNameAndByItsText() {
    QTemporaryDir dir;
    Played t;
    const QString path = dir.filePath(QStringLiteral("x.veggiebox"));
    QVERIFY(t.window->saveTo(path));
    const QByteArray bytes = readBytes(path);
    QVERIFY2(bytes.startsWith(kOpening), bytes.left(100).constData());

    const QMimeDatabase mime;
    QCOMPARE(mime.mimeTypeForFile(path).name(), QString::fromLatin1(kSaveType));
    QCOMPARE(mime.mimeTypeForData(bytes).name(), QString::fromLatin1(kSaveType));
    // Named otherwise, its text still says what it is.
    const QString json = dir.filePath(QStringLiteral("x.json"));
    writeBytes(json, bytes);
    QCOMPARE(mime.mimeTypeForFile(json, QMimeDatabase::MatchContent).name(), QString::fromLatin1(kSaveType));
    // A hand-written save with the format on its first line.
    QCOMPARE(mime.mimeTypeForData(QByteArray(R"({"format":"veggiebox-save","version":1})")).name(),
             QString::fromLatin1(kSaveType));
  }

  void otherJsonIsNotASave() {
    const QMimeDatabase mime;
    const QString scenario = QStringLiteral(VEGGIEBOX_TEST_DATA "/veggies/worked-example.json");
    QVERIFY(mime.mimeTypeForData(readBytes(scenario)).name() != QString::fromLatin1(kSaveType));
    QCOMPARE(mime.mimeTypeForFile(scenario).name(), QStringLiteral("application/json"));
    QVERIFY(mime.mimeTypeForData(QByteArray(R"({"game": "veggies", "format": "other"})")).name() !=
            QString::fromLatin1(kSaveType));
  }

  void theAutosaveOpensWithTheFormatLine() {
    Played t;
    QVERIFY(readBytes(GameController::autosavePath()).startsWith(kOpening));
  }

  void saveOffersAVeggieboxFileAndAddsTheExtension() {
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("files/folder"), dir.path());
    Played t;
    bool asked = false;
    whenFileDialog([&](QFileDialog* dialog) {
      asked = true;
      QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
      QCOMPARE(dialog->nameFilters(), (QStringList{QStringLiteral("VeggieBox games (*.veggiebox)"),
                                                   QStringLiteral("JSON (*.json)")}));
      QCOMPARE(dialog->selectedNameFilter(), QStringLiteral("VeggieBox games (*.veggiebox)"));
      QCOMPARE(dialog->selectedFiles(), QStringList{dir.filePath(QStringLiteral("veggies.veggiebox"))});
      typeAndAccept(dialog, QStringLiteral("mine"));
    });
    QVERIFY(t.window->saveAs());
    QVERIFY(asked);
    const QString saved = dir.filePath(QStringLiteral("mine.veggiebox"));
    QCOMPARE(t.game->filePath(), saved);
    QVERIFY(readBytes(saved).startsWith(kOpening));
  }

  void theJsonFilterGivesJson() {
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("files/folder"), dir.path());
    Played t;
    whenFileDialog([&](QFileDialog* dialog) {
      auto* types = dialog->findChild<QComboBox*>(QStringLiteral("fileTypeCombo"));
      QVERIFY(types != nullptr);
      QTest::keyClick(types, Qt::Key_Down);  // the player picks the second filter
      QCOMPARE(dialog->selectedNameFilter(), QStringLiteral("JSON (*.json)"));
      typeAndAccept(dialog, QStringLiteral("plain"));
    });
    QVERIFY(t.window->saveAs());
    QCOMPARE(t.game->filePath(), dir.filePath(QStringLiteral("plain.json")));
  }

  void anOldJsonSaveIsSavedAgainUnderItsName() {
    QTemporaryDir dir;
    Played t;
    const QString old = dir.filePath(QStringLiteral("old.json"));
    QVERIFY(t.window->saveTo(old));
    whenFileDialog([&](QFileDialog* dialog) {
      QCOMPARE(dialog->selectedFiles(), QStringList{old});
      QCOMPARE(dialog->selectedNameFilter(), QStringLiteral("JSON (*.json)"));
      dialog->reject();
    });
    QVERIFY(!t.window->saveAs());
    QCOMPARE(t.game->filePath(), old);
  }

  void openTakesVeggieboxAndJsonAndOldSaves() {
    QTemporaryDir dir;
    QSettings().setValue(QStringLiteral("files/folder"), dir.path());
    Played t;
    const QString path = dir.filePath(QStringLiteral("x.veggiebox"));
    QVERIFY(t.window->saveTo(path));
    // As older versions wrote it: every field in name order, named .json.
    const QString old = dir.filePath(QStringLiteral("old.json"));
    const std::string sorted = vb::Json::parse(readBytes(path).toStdString()).dump(2) + "\n";
    QVERIFY(!QByteArray::fromStdString(sorted).startsWith(kOpening));
    writeBytes(old, QByteArray::fromStdString(sorted));

    for (const QString& file : {path, old}) {
      HomeWindow home;
      home.setRemembersGeometry(false);
      home.show();
      whenFileDialog([&](QFileDialog* dialog) {
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptOpen);
        QCOMPARE(dialog->nameFilters(),
                 (QStringList{QStringLiteral("VeggieBox games and scenarios (*.veggiebox *.json)"),
                              QStringLiteral("All files (*)")}));
        QCOMPARE(dialog->directory().absolutePath(), QDir(dir.path()).absolutePath());
        typeAndAccept(dialog, file);
      });
      home.open();
      QVERIFY(home.gameWindow() != nullptr);
      GameController* opened = home.gameWindow()->controller();
      opened->setAutosaving(false);
      home.gameWindow()->setRemembersGeometry(false);
      QVERIFY(opened->state().equals(t.game->state()));
      QCOMPARE(opened->filePath(), file);
      home.gameWindow()->close();
    }

    // The game window's Open, the same.
    whenFileDialog([&](QFileDialog* dialog) {
      QCOMPARE(dialog->nameFilters().constFirst(),
               QStringLiteral("VeggieBox games and scenarios (*.veggiebox *.json)"));
      typeAndAccept(dialog, old);
    });
    t.window->open();
    QCOMPARE(t.window->controller()->filePath(), old);
  }

  // The app given a save as its one argument opens it, as `Exec=veggiebox %f` does for a double
  // click; --print-moves says what it opened.
  void theAppOpensASaveGivenAsItsArgument() {
    QTemporaryDir dir;
    Played t;
    const QString path = dir.filePath(QStringLiteral("double click.veggiebox"));
    QVERIFY(t.window->saveTo(path));
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(VEGGIEBOX_APP_BINARY), {path, QStringLiteral("--print-moves")});
    QVERIFY(app.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(app.canReadLine() || app.state() == QProcess::NotRunning, 30000);
    const QByteArray line = app.readLine();
    app.kill();
    app.waitForFinished();
    QCOMPARE(line, QByteArray("opened 2\n"));
  }
};

// The type must be in place before the first QMimeDatabase: the file's XML in a data folder of
// its own, ahead of the system's.
namespace {
int runSaveFileTypeTest(int argc, char* argv[]) {
  QTemporaryDir data;
  const QString packages = data.filePath(QStringLiteral("mime/packages"));
  if (!QDir().mkpath(packages) ||
      !QFile::copy(QStringLiteral(VEGGIEBOX_SOURCE_DIR "/data/org.veggiebox.VeggieBox.mime.xml"),
                   packages + QStringLiteral("/org.veggiebox.VeggieBox.xml")))
    qFatal("cannot install the MIME type in %s", qPrintable(packages));
  // Checks the XML as the desktop's tool does and builds the cache; without the tool Qt reads the
  // XML itself.
  if (!QStandardPaths::findExecutable(QStringLiteral("update-mime-database")).isEmpty() &&
      QProcess::execute(QStringLiteral("update-mime-database"), {data.filePath(QStringLiteral("mime"))}) != 0)
    qFatal("update-mime-database refused the MIME type");
  const QByteArray system = qEnvironmentVariableIsEmpty("XDG_DATA_DIRS")
                                ? QByteArray("/usr/local/share:/usr/share")
                                : qgetenv("XDG_DATA_DIRS");
  qputenv("XDG_DATA_DIRS", QFile::encodeName(data.path()) + ':' + system);

  QApplication app(argc, argv);
  app.setAttribute(Qt::AA_Use96Dpi, true);
  vb::app::test::save_file_type_test::SaveFileTypeTest test;
  return QTest::qExec(&test, argc, argv);
}
}  // namespace
}  // namespace vb::app::test::save_file_type_test

VEGGIEBOX_APP_TEST_RUN(save_file_type, vb::app::test::save_file_type_test::runSaveFileTypeTest)
#include "save_file_type_test.moc"
