// The sandbox's VEGEtables 2.0 position editor (docs/sandbox.md#vegetables-20): the scenario
// painted with the table's art, every hand open, edited by dragging cards between the seats'
// hands and terrains, the board's lines, the silos, the wells, the discards and the palette of
// cards in the box; a context menu on every place sets what a drag can't (jollies, burnt cards,
// a jolly chain, a hand shown, points carried in, a card's place in its pile), and a row of
// controls above the table sets the turn, the phase, the hand number and a penalty refill.
#pragma once

#include <QSet>
#include <QStringList>
#include <vector>

#include "edit/position_editor.h"
#include "vegetables/vegetables_edit_layout.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QMimeData;
class QSpinBox;

namespace vb::app::vegetables {

class EditCanvas;

class VegetablesEditor : public vb::app::edit::PositionEditor {
  Q_OBJECT

 public:
  explicit VegetablesEditor(QWidget* parent = nullptr);

  void setScenario(const vb::Json& scenario) override;
  vb::Json scenario() const override { return sc_; }
  void showProblem(const QString& problem) override;

  // The drag of `card` (what a press on it starts), and a drop of it at `pos` on the table: what
  // the table's drag and drop events call. A drop that makes no sense is not taken (false), with a
  // hint saying why.
  static QMimeData* cardMime(int card);
  bool dropAt(const QMimeData& mime, const QPoint& pos);
  // The context menu of the place or card under `pos` (the caller owns it), as a right click opens.
  QMenu* menuAt(const QPoint& pos);
  // For tests and screenshots: the table widget, a spot's centre on it, the keys outlined red.
  QWidget* table() const;
  QPoint spotCenter(const QString& key) const;
  QStringList outlined() const;

 private:
  friend class EditCanvas;
  void buildControls();
  void retranslate();
  void changeEvent(QEvent* event) override;
  void syncControls();
  void commit(const vb::Json& next, const QString& what);
  const EditSpot* spotAt(const QPoint& pos) const;
  std::optional<Place> dropPlace(int card, const EditSpot& spot, QString* why) const;
  void addCardMenu(QMenu* menu, const EditSpot& spot);
  void addLineMenu(QMenu* menu, int line);
  void addSeatMenu(QMenu* menu, int seat);
  void addPileMenu(QMenu* menu, bool silo, int index);
  void addBoxMenu(QMenu* menu);
  void setPenalty();
  void setTurn(int seat);  // -1: the holder of V1
  QString note() const;
  void relayout();

  vb::Json sc_ = vb::Json::object();
  EditSight sight_;
  EditScene scene_;
  std::vector<EditSpot> spots_;
  EditCanvas* canvas_ = nullptr;
  QSpinBox* handNumber_ = nullptr;
  QSpinBox* hands_ = nullptr;
  QComboBox* turn_ = nullptr;
  QCheckBox* played_ = nullptr;
  QComboBox* phase_ = nullptr;
  QComboBox* penalty_ = nullptr;
  QSpinBox* penaltyCards_ = nullptr;
  QSpinBox* picksLeft_ = nullptr;
  QComboBox* picker_ = nullptr;
  std::vector<QLabel*> labels_;  // Hand, of, To play, Phase, Refill
};

}  // namespace vb::app::vegetables
