// Preferences: how fast computer players move, and teaching mode.
#pragma once

#include <QDialog>

#include "preferences.h"

class QCheckBox;
class QLabel;
class QSlider;

namespace vb::app {

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(const Preferences& preferences, QWidget* parent = nullptr);

  Preferences preferences() const;

 private:
  void showDelay(int ms);

  QSlider* delay_;
  QLabel* delayText_;
  QCheckBox* teaching_;
};

}  // namespace vb::app
