// The sandbox's Veggies editor (docs/sandbox.md#veggies): the table to edit, and above it the
// fields no card shows: how many play, who started and whose turn it is.
#pragma once

#include <vector>

#include "edit/position_editor.h"
#include "veggies/edited_table.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace vb::app::veggies {

class TableEditView;

class VeggiesEditor : public vb::app::edit::PositionEditor {
  Q_OBJECT

 public:
  explicit VeggiesEditor(QWidget* parent = nullptr);

  void setScenario(const vb::Json& scenario) override;
  vb::Json scenario() const override;
  void showProblem(const QString& problem) override;

  TableEditView* tableView() const { return view_; }
  QComboBox* currentBox() const { return current_; }
  QComboBox* firstBox() const { return first_; }
  QSpinBox* playersBox() const { return players_; }
  QLabel* phaseLabel() const { return phase_; }

 private:
  void showControls();
  void retranslate();
  void changeEvent(QEvent* event) override;
  void edit(const QString& what);

  EditedTable table_;
  TableEditView* view_ = nullptr;
  QSpinBox* players_ = nullptr;
  QComboBox* first_ = nullptr;
  QComboBox* current_ = nullptr;
  QLabel* phase_ = nullptr;
  std::vector<QLabel*> labels_;  // Players, Started, To play
};

}  // namespace vb::app::veggies
