// The new game dialog: the seats (name, colour, person or computer), the seed, the game's options
// and its rules (published, or a variant file). It remembers the last choices for each game, but
// not the variant: each game under a variant is chosen so on purpose.
#pragma once

#include <QDialog>
#include <QList>
#include <cstdint>
#include <optional>

#include "game_setup.h"

class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace vb::app {

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  explicit NewGameDialog(const vb::Game& game, QWidget* parent = nullptr);

  // The game as set up now.
  GameSetup setup() const;
  int playerCount() const;
  void setPlayerCount(int players);
  // The seed typed, or nothing while the text is not a whole number that fits.
  std::optional<std::uint64_t> seed() const;

  // The rules the game starts under: the published ones, or a variant file's (docs/variants.md).
  const vb::Variant& variant() const { return variant_; }
  // Reads a variant file for this game and plays under it. A file the engine refuses is reported
  // in a box naming the file and the field, and the rules stay as they were; false then.
  bool useVariantFile(const QString& path);
  void usePublishedRules();

 public slots:
  // Remembers the choices for next time and closes.
  void accept() override;

 private:
  struct SeatRow {
    QLabel* number;
    QLineEdit* name;
    QComboBox* colour;
    QComboBox* player;
  };
  struct OptionRow {
    std::string key;
    QComboBox* values;
    bool seatOption;  // its numbers are seats ("first"): shown with the players' names
  };

  QWidget* buildSeats();
  QWidget* buildGame();
  void restoreChoices();
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

  const vb::Game& game_;
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
