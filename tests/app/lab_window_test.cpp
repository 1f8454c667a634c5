// The Lab window (docs/lab-app.md): it plays a run on a worker thread and shows exactly the numbers
// the lab engine gives for it (the numbers `veggiebox-cli simulate --json` prints), stops when
// cancelled and stays usable, refuses a bad config naming the field, and opens a notable game on the
// table as a replay.
#include <QComboBox>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "app_test.h"
#include "app_test_program.h"
#include "home_window.h"
#include "lab/lab_config.h"
#include "lab/lab_numbers.h"
#include "lab/lab_window.h"
#include "lab/variant_form.h"
#include "veggiebox/core/error.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test::lab_window_test {

namespace {

void writeFile(const QString& path, const char* text) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
  file.write(text);
}

LabConfig tinyGarden() {
  LabConfig config;
  config.game = "garden";
  config.bots = {"random", "greedy", "random"};
  config.games = 12;
  config.seed = 4;
  return config;
}

// The report the lab engine gives for a config, on one thread.
nlohmann::ordered_json engineReport(const LabConfig& config) {
  vb::lab::RunOptions options;
  options.threads = 1;
  return vb::lab::run(planFor(config), options).toJson();
}

bool runToTheEnd(LabWindow& lab) {
  QSignalSpy finished(&lab, &LabWindow::runFinished);
  if (!lab.run()) return false;
  return finished.wait(10000);
}

QString cellText(QTableWidget* table, int row, int column) {
  const QTableWidgetItem* item = table->item(row, column);
  return item != nullptr ? item->text() : QString();
}

QString percent(const nlohmann::ordered_json& rate) {
  return QStringLiteral("%1%").arg(100.0 * rate.get<double>(), 0, 'f', 1);
}

}  // namespace

class LabWindowTest : public AppTest {
  Q_OBJECT

 private slots:

  void showsTheNumbersTheEngineGives() {
    const LabConfig config = tinyGarden();
    const nlohmann::ordered_json expected = engineReport(config);
    LabWindow lab;
    lab.setConfig(config);
    lab.show();
    QVERIFY(runToTheEnd(lab));
    QCOMPARE(lab.report().dump(), expected.dump());  // on two threads, exactly the same statistics

    QTableWidget* table = lab.playersTable();
    const auto& bots = expected["bots"];
    const auto& seats = expected["seats"];
    QCOMPARE(table->rowCount(), static_cast<int>(bots.size() + seats.size()));
    int row = 0;
    for (const auto* list : {&bots, &seats}) {
      for (const auto& entry : *list) {
        QCOMPARE(cellText(table, row, kGames), QString::number(entry["games"].get<int>()));
        QCOMPARE(cellText(table, row, kWins), QString::number(entry["wins"].get<double>(), 'f', 2));
        QCOMPARE(cellText(table, row, kWinRate), percent(entry["win_rate"]));
        QCOMPARE(cellText(table, row, kInterval),
                 QStringLiteral("%1–%2").arg(percent(entry["ci95"][0]), percent(entry["ci95"][1])));
        QCOMPARE(cellText(table, row, kMeanScore),
                 QString::number(entry["mean_score"].get<double>(), 'f', 2));
        QCOMPARE(cellText(table, row, kScoreSpread),
                 QString::number(entry["sd_score"].get<double>(), 'f', 2));
        ++row;
      }
    }
    QCOMPARE(cellText(table, 0, kWho), QStringLiteral("Bot: Random"));
    QCOMPARE(cellText(lab.gameTable(), 0, 1), QStringLiteral("12"));

    // Export JSON is that report, with only "timing" added, as simulate --json prints it.
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("lab.json"));
    QVERIFY(lab.exportJson(json));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    nlohmann::ordered_json written = nlohmann::ordered_json::parse(file.readAll().toStdString());
    QVERIFY(written.contains("timing"));
    written.erase("timing");
    QCOMPARE(written.dump(), expected.dump());
    const QString csv = dir.filePath(QStringLiteral("lab.csv"));
    QVERIFY(lab.exportCsv(csv));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readAll().startsWith("kind,name,games,wins,win_rate"));
  }

  // "Open a game": the biggest win is replayed on the table, at its end, with the engine's scores.
  void opensANotableGameAsAReplay() {
    LabWindow lab;
    std::unique_ptr<GameController> opened;
    lab.setReplayOpener([&](std::unique_ptr<GameController> game) { opened = std::move(game); });
    lab.setConfig(tinyGarden());
    QVERIFY(runToTheEnd(lab));
    QVERIFY(lab.notableGames().size() >= 2);  // the biggest win, and a loss of each bot that lost
    QVERIFY(lab.notableGames().front().title.startsWith(QStringLiteral("Biggest win")));
    const vb::lab::GameRecord& record = lab.notableGames().front().record;
    lab.openNotable(0);
    QVERIFY(opened != nullptr);
    QVERIFY(opened->state().isOver());
    QCOMPARE(opened->timeline().cursor(), record.actions.size());
    const vb::ScoreSheet sheet = opened->state().scoreSheet();
    for (std::size_t seat = 0; seat < record.scores.size(); ++seat)
      QCOMPARE(sheet.players[seat].total, record.scores[seat]);
  }

  // Game › Playtesting lab in the home window: a game opened from the Lab goes to a game window, and
  // the Lab stays open beside it.
  void theHomeWindowsLabOpensAGameBesideIt() {
    HomeWindow home;
    FakeBoard* board = nullptr;
    home.setBoardFactory(fakeBoards(&board));
    home.setRemembersGeometry(false);
    home.show();
    LabWindow* lab = home.showLab();
    lab->setConfig(tinyGarden());
    QVERIFY(runToTheEnd(*lab));
    lab->findChild<QPushButton*>(QStringLiteral("lab-open"))->click();
    QVERIFY(home.gameWindow() != nullptr);
    QVERIFY(home.gameWindow()->controller()->state().isOver());
    QVERIFY(lab->isVisible());
    home.gameWindow()->controller()->setAutosaving(false);
  }

  void cancelStopsARunAndTheWindowStaysUsable() {
    LabConfig config = tinyGarden();
    config.games = vb::lab::kMaxGames;
    LabWindow lab;
    lab.setConfig(config);
    lab.show();
    QSignalSpy finished(&lab, &LabWindow::runFinished);
    QVERIFY(lab.run());
    QVERIFY(lab.running());
    QTest::qWait(300);
    lab.findChild<QPushButton*>(QStringLiteral("lab-cancel"))->click();
    QVERIFY(finished.wait(5000));
    QVERIFY(!lab.running());
    QVERIFY(lab.report()["games"].get<int>() < vb::lab::kMaxGames);
    QVERIFY(lab.findChild<QPushButton*>(QStringLiteral("lab-run"))->isEnabled());
    // And it runs again, to the end.
    lab.setConfig(tinyGarden());
    QVERIFY(runToTheEnd(lab));
    QCOMPARE(lab.report()["games"].get<int>(), 12);
  }

  void aBadConfigIsRefusedNamingTheFileAndField() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lab.json"));
    const auto refusal = [&](const char* text) {
      writeFile(path, text);
      try {
        (void)readLabConfig(path);
      } catch (const vb::InputError& e) {
        return QString::fromStdString(e.what());
      }
      return QString();
    };
    QString why = refusal(R"({"game": "garden", "bots": ["greedy", "grumpy"]})");
    QVERIFY2(
        why.startsWith(path + QStringLiteral(": bots[1]: ")) && why.contains(QStringLiteral("no such bot")),
        qPrintable(why));
    why = refusal(R"({"game": "garden", "bots": ["greedy"], "games": 0})");
    QVERIFY2(why.startsWith(path + QStringLiteral(": games: ")), qPrintable(why));
    why = refusal(R"({"game": "garden", "bots": ["greedy"], "players": 9})");
    QVERIFY2(why.startsWith(path + QStringLiteral(": players: ")), qPrintable(why));
    why = refusal(R"({"game": "chess", "bots": ["greedy"]})");
    QVERIFY2(why.startsWith(path + QStringLiteral(": game: ")), qPrintable(why));
    writeFile(dir.filePath(QStringLiteral("v.json")), R"({"rules": {"all_crops_bonus": "x"}})");
    why = refusal(R"({"game": "garden", "bots": ["greedy", "random"], "variant": "v.json"})");
    QVERIFY2(
        why.contains(QStringLiteral("variant: ")) && why.contains(QStringLiteral("rules.all_crops_bonus")),
        qPrintable(why));

    // A good one, with its variant read relative to the config file.
    writeFile(dir.filePath(QStringLiteral("v.json")),
              R"({"name": "no bonus", "rules": {"all_crops_bonus": 0}})");
    writeFile(path, R"({"game": "garden", "players": 3, "bots": ["greedy", "random"], "games": 5, "seed": 3,
                        "variant": "v.json"})");
    const LabConfig config = readLabConfig(path);
    QCOMPARE(config.bots, (std::vector<std::string>{"greedy", "random", "random"}));
    QCOMPARE(config.variant.name, std::string("no bonus"));
    QCOMPARE(config.games, 5);
  }

  // The form built from the game's rules makes the variant; a bad variant file changes nothing.
  void theVariantFormMakesTheVariantAndRefusesABadFile() {
    QTemporaryDir dir;
    LabWindow lab;
    LabConfig config = tinyGarden();
    config.variant =
        vb::findGame("garden")->readVariant({{"name", "big"}, {"rules", {{"all_crops_bonus", 100}}}});
    lab.setConfig(config);
    QCOMPARE(lab.config().variant, config.variant);
    auto* form = lab.findChild<VariantForm*>();
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    writeFile(bad, R"({"rules": {"starting_hand": 99}})");
    QVERIFY(!form->loadFile(bad));
    auto* box = form->findChild<QMessageBox*>(QStringLiteral("error"));
    QVERIFY(box != nullptr);
    QVERIFY2(box->informativeText().contains(QStringLiteral("bad.json: rules.starting_hand")),
             qPrintable(box->informativeText()));
    box->close();
    QCOMPARE(lab.config().variant, config.variant);
    QVERIFY(runToTheEnd(lab));
    QCOMPARE(lab.report()["run"]["variant"]["rules"]["all_crops_bonus"].get<int>(), 100);
  }
};
}  // namespace vb::app::test::lab_window_test

VEGGIEBOX_APP_TEST(lab_window, vb::app::test::lab_window_test::LabWindowTest)
#include "lab_window_test.moc"
