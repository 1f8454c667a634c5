// The new game dialog: the game (any in the box, the one it opens on chosen), the seats (name,
// colour, person or computer), the seed, the game's options and its rules (the standard ones, or a
// variant file). It remembers the last choices for each game, but not the variant: each game under
// a variant is chosen so on purpose. Picking another game keeps the seats as typed.
#pragma once

#include <QDialog>
#include <QList>
#include <cstdint>
#include <optional>

#include "game_setup.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace vb::app {

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  // Opens on `game`; the game picker at the top offers every game the engine has.
  explicit NewGameDialog(const vb::Game& game, QWidget* parent = nullptr);

  // The game picked now.
  const vb::Game& game() const { return *game_; }
  // Picks the game `id` as the picker does (a game the engine does not have changes nothing).
  void chooseGame(const QString& id);
  // The id of the game last started from the dialog, or empty.
  static QString lastGame();

  // The game as set up now.
  GameSetup setup() const;
  int playerCount() const;
  void setPlayerCount(int players);
  // The seed typed, or nothing while the text is not a whole number that fits.
  std::optional<std::uint64_t> seed() const;

  // The rules the game starts under: the standard ones, or a variant file's (docs/variants.md).
  const vb::Variant& variant() const { return variant_; }
  // Reads a variant file for this game and plays under it. A file the engine refuses is reported
  // in a box naming the file and the field, and the rules stay as they were; false then.
  bool useVariantFile(const QString& path);
  void usePublishedRules();

 public slots:
  // Remembers the choices for next time and closes.
  void accept() override;

 protected:
  // Sized again once shown: the window it opens over may give it another font, and the option
  // captions wrap to that font.
  void showEvent(QShowEvent* event) override;

 private:
  struct SeatRow {
    QLabel* number;
    QLineEdit* name;
    QComboBox* colour;
    QComboBox* player;
  };
  struct OptionRow {
    vb::OptionSpec spec;
    QComboBox* values;
  };

  QLayout* buildGamePicker();
  QWidget* buildSeats();
  QWidget* buildGame();
  // The picked game's options, in place of the last game's, at the top of the options' form.
  void buildOptions();
  void gamePicked();
  void showGameName();
  void restoreChoices();
  void restoreOptions();
  void rememberChoices() const;
  void showPlayerCount();
  void colourChosen(int seat);
  void refreshSeatOptions();
  void newSeed();
  void checkSeed();
  QString seatName(int seat) const;
  QLayout* buildRules(QWidget* parent);
  void chooseVariantFile();
  void showRules();

  const vb::Game* game_;
  QComboBox* games_ = nullptr;
  QFormLayout* form_ = nullptr;
  QSpinBox* players_ = nullptr;
  QList<SeatRow> seats_;
  QList<OptionRow> options_;
  QLineEdit* seed_ = nullptr;
  QPushButton* start_ = nullptr;
  QLabel* rules_ = nullptr;
  QPushButton* published_ = nullptr;
  vb::Variant variant_;
  QString variantPath_;
  QList<QColor> colourBefore_;  // each seat's colour before the last change, to swap with
};

}  // namespace vb::app
