// The playtesting lab (Game › Playtesting lab; docs/lab-app.md): pick a game, its players, a bot a
// seat, the rules (published or a variant), how many games and the seed; Run plays them on a
// worker thread while the charts and the numbers fill in; Export writes them as CSV or as the JSON
// `veggiebox-cli simulate --json` prints; "Open a game" puts a notable game on the table as a replay.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "lab/lab_config.h"
#include "lab/notable_games.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QGroupBox;

namespace vb::app {

class GameController;
class LabCharts;
class LabRun;
class VariantForm;

class LabWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit LabWindow(QWidget* parent = nullptr);
  ~LabWindow() override;

  static QSize defaultSize() { return {1280, 800}; }
  // Shows the Lab of `parent` (a window of its own, deleted on close), making it in `slot` the first
  // time; a game it opens goes to `opener`. The home window and the game window share it.
  static LabWindow* showIn(QPointer<LabWindow>& slot, QWidget* parent,
                           std::function<void(std::unique_ptr<GameController>)> opener);

  // Fills the form with a config (as --lab CONFIG.json does).
  void setConfig(const LabConfig& config);
  // The config the form shows; throws vb::InputError naming what is wrong (a rule of the variant).
  LabConfig config() const;

  // Where "Open a game" sends a replay (the home window or the game window that opened the Lab).
  void setReplayOpener(std::function<void(std::unique_ptr<GameController>)> opener) {
    openReplay_ = std::move(opener);
  }

  bool running() const;
  // The last report shown (lab::Stats::toJson), null before any run.
  const nlohmann::ordered_json& report() const { return report_; }
  const std::vector<NotableGame>& notableGames() const { return notable_; }
  QTableWidget* playersTable() const { return playersTable_; }
  QTableWidget* gameTable() const { return gameFacts_; }
  LabCharts* charts() const { return charts_; }

  // Writes the report (+ "timing") as JSON, or its numbers as CSV, atomically; false (and a box)
  // when it cannot be written.
  bool exportJson(const QString& path);
  bool exportCsv(const QString& path);
  // Opens notable game `index` on the table as a replay.
  void openNotable(int index);

 public slots:
  // Starts a run of the config shown; a config the engine refuses is reported and nothing starts.
  bool run();
  void cancel();

 signals:
  // A run ended: every game played, or cancelled, or failed.
  void runFinished();

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  QWidget* buildSetup();
  QGroupBox* buildGameBox();
  QGroupBox* buildRunBox();
  QWidget* buildResults();
  void gameChosen();
  void showSeats();
  void refresh();
  void showProgress();
  void finished();
  // What the last run did (its speed, its games and rules), in the current language.
  void showOutcome();
  // Every text of the window in the current language (and on QEvent::LanguageChange).
  void retranslate();
  void setRunning(bool running);
  void chooseExport(bool json);

  QGroupBox* gameBox_ = nullptr;
  QGroupBox* runBox_ = nullptr;
  QGroupBox* rulesBox_ = nullptr;
  QLabel* openLabel_ = nullptr;
  QComboBox* game_ = nullptr;
  QSpinBox* players_ = nullptr;
  std::vector<QComboBox*> seats_;
  std::vector<QLabel*> seatLabels_;
  VariantForm* variant_ = nullptr;
  QSpinBox* games_ = nullptr;
  QLineEdit* seed_ = nullptr;
  QPushButton* run_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* speed_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  LabCharts* charts_ = nullptr;
  QTableWidget* playersTable_ = nullptr;
  QTableWidget* gameFacts_ = nullptr;
  QComboBox* notableList_ = nullptr;
  QPushButton* open_ = nullptr;
  QPushButton* exportCsv_ = nullptr;
  QPushButton* exportJson_ = nullptr;
  QLabel* summary_ = nullptr;

  vb::Options options_;  // a config's game options (the form has no place for them yet)
  std::unique_ptr<LabRun> labRun_;
  QTimer refresh_;
  int shownGames_ = -1;
  nlohmann::ordered_json report_;
  std::vector<NotableGame> notable_;
  std::function<void(std::unique_ptr<GameController>)> openReplay_;
};

}  // namespace vb::app
