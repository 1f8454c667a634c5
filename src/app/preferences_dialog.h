// Preferences: the app's language, how fast computer players move, and teaching mode.
#pragma once

#include <QDialog>

#include "preferences.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace vb::app {

class PreferencesDialog : public QDialog {
  Q_OBJECT

 public:
  explicit PreferencesDialog(const Preferences& preferences, QWidget* parent = nullptr);

  Preferences preferences() const;
  QComboBox* languageChoice() const { return language_; }

 public slots:
  // Cancel: the language the app spoke when the dialog opened comes back.
  void reject() override;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // Every text of the dialog, in the app's language (on opening and after each change).
  void retranslate();
  void showDelay(int ms);
  // The language chosen is applied at once: the whole app, this dialog included, retranslates.
  void languageChosen();

  QComboBox* language_;
  QLabel* languageLabel_;
  QSlider* delay_;
  QLabel* delayLabel_;
  QLabel* delayText_;
  QCheckBox* teaching_;
  QCheckBox* confirmReveals_;
  QLabel* teachingNote_;
  QString spokenBefore_;  // the language applied when the dialog opened
};

}  // namespace vb::app
