// The rules of a Lab run: published, or a variant made in a form built from the game's declared
// rules (Game::rules(), docs/variants.md): whole numbers as spin boxes within their range, yes/no as
// check boxes, lists of numbers as a line, the deck as a file; a variant file fills the form.
#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <map>
#include <string>

#include "veggiebox/core/game.h"

class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace vb::app {

class VariantForm : public QWidget {
  Q_OBJECT

 public:
  explicit VariantForm(QWidget* parent = nullptr);

  // Builds the form for `game`'s rules, every one at its published value.
  void setGame(const vb::Game& game);
  // Sets every rule the variant gives (the others to their published values).
  void showVariant(const vb::Variant& variant);
  // The variant the form shows, checked by the engine; throws vb::InputError naming the rule.
  vb::Variant variant() const;
  // Reads a variant file into the form; a file the engine refuses is reported naming the file and
  // the field and changes nothing (false then).
  bool loadFile(const QString& path);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct Field {
    vb::RuleSpec spec;
    std::function<vb::Json()> read;            // the value shown
    std::function<void(const vb::Json&)> set;  // shows a value
    std::function<void()> retranslate;         // the editor's own words in the current language
    QLabel* label = nullptr;
    QWidget* editor = nullptr;
  };
  QWidget* editorFor(const vb::RuleSpec& spec, Field& field);
  QWidget* deckEditor(Field& field);
  void chooseFile();
  // Every text of the form in the current language (and on QEvent::LanguageChange).
  void retranslate();
  void retranslate(Field& field);

  const vb::Game* game_ = nullptr;
  QFormLayout* form_;
  QLineEdit* name_;
  QLabel* from_;
  QPushButton* file_;
  QPushButton* published_;
  QString fromFile_;  // the variant file shown, empty when none
  std::vector<Field> fields_;
};

}  // namespace vb::app
