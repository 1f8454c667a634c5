// The Lab window's charts, drawn from a lab report (lab::Stats::toJson, docs/lab.md#statistics):
// the win rate of each seat and of each bot with its 95% interval as a whisker and the even share as
// a dashed line, each bot's scores as a histogram, and the game's own events (Veggie Garden: each
// power's uses and skips a game).
#pragma once

#include <QWidget>
#include <nlohmann/json.hpp>

class QChart;
class QChartView;

namespace vb::app {

class LabCharts : public QWidget {
  Q_OBJECT

 public:
  explicit LabCharts(QWidget* parent = nullptr);
  // Redraws every chart from `report` (again in the new language when the language changes).
  void showReport(const nlohmann::ordered_json& report);
  void clear();

  QChartView* seatChart() const { return seats_; }
  QChartView* botChart() const { return bots_; }
  QChartView* scoreChart() const { return scores_; }
  QChartView* eventChart() const { return events_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  nlohmann::ordered_json report_;  // the report shown, null when none
  QChartView* seats_;
  QChartView* bots_;
  QChartView* scores_;
  QChartView* events_;
};

}  // namespace vb::app
