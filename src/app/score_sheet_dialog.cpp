#include "score_sheet_dialog.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QStringList>
#include <QVBoxLayout>

#include "game_controller.h"
#include "seat_colours.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

QString listOfNames(const QStringList& names) { return QLocale().createSeparatedList(names); }

// "1 point", "12 points" (spelt out: the app ships no English plural forms).
QString points(int n) {
  return n == 1 || n == -1 ? ScoreSheetDialog::tr("%1 point").arg(n)
                           : ScoreSheetDialog::tr("%1 points").arg(QLocale().toString(n));
}

QLabel* cell(const QString& text, QWidget* parent,
             Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter) {
  auto* label = new QLabel(text, parent);
  label->setAlignment(alignment);
  return label;
}

// "1 card in hand", "5 cards in hand".
QString cardsInHand(int n) {
  return n == 1 ? ScoreSheetDialog::tr("1 card in hand")
                : ScoreSheetDialog::tr("%1 cards in hand").arg(QLocale().toString(n));
}

// Names the winners or leaders only when the engine names them (none while a total is hidden).
QString verdictText(const vb::ScoreSheet& sheet, const GameController& controller) {
  QStringList leaders;
  int best = 0;
  for (const int seat : sheet.winners) {
    leaders << controller.seatName(seat);
    best = sheet.players[static_cast<std::size_t>(seat)].total;
  }
  if (leaders.isEmpty())
    return sheet.final ? QString()
                       : ScoreSheetDialog::tr(
                             "Only the hand sizes of hidden hands are shown. These scores "
                             "are provisional.");
  if (sheet.final)
    return leaders.size() == 1 ? ScoreSheetDialog::tr("%1 wins with %2.").arg(leaders.first(), points(best))
                               : ScoreSheetDialog::tr("%1 share the win with %2 each.")
                                     .arg(listOfNames(leaders), points(best));
  return leaders.size() == 1 ? ScoreSheetDialog::tr("%1 leads with %2. These scores are provisional.")
                                   .arg(leaders.first(), points(best))
                             : ScoreSheetDialog::tr("%1 are level on %2. These scores are provisional.")
                                   .arg(listOfNames(leaders), points(best));
}

}  // namespace

ScoreSheetDialog::ScoreSheetDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("score-sheet"));

  heading_ = new QLabel(this);
  heading_->setObjectName(QStringLiteral("score-heading"));
  scaleText(heading_, 1.6, true);

  verdict_ = new QLabel(this);
  verdict_->setObjectName(QStringLiteral("verdict"));
  verdict_->setWordWrap(true);
  scaleText(verdict_, 1.15);

  scroll_ = new QScrollArea(this);
  scroll_->setWidgetResizable(true);
  scroll_->setBackgroundRole(QPalette::Base);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  playAgain_ = buttons->addButton(tr("Play again"), QDialogButtonBox::ActionRole);
  playAgain_->setObjectName(QStringLiteral("play-again"));
  playAgain_->setToolTip(tr("The same players, rules and options, with a new deal"));
  newGame_ = buttons->addButton(tr("New game…"), QDialogButtonBox::ActionRole);
  newGame_->setObjectName(QStringLiteral("new-game"));
  newGame_->setToolTip(tr("Choose the game, the players and the options"));
  // Enter, pressed as the sheet pops up at the end, closes it: the finished game is not dealt over
  // by accident.
  buttons->button(QDialogButtonBox::Close)->setDefault(true);
  for (QPushButton* button : {playAgain_, newGame_}) {
    button->setAutoDefault(false);
    button->hide();
  }
  connect(playAgain_, &QPushButton::clicked, this, [this] {
    accept();
    emit playAgainRequested();
  });
  connect(newGame_, &QPushButton::clicked, this, [this] {
    accept();
    emit newGameRequested();
  });

  auto* column = boxWith<QVBoxLayout>(this, {20, 18, 20, 14}, 8);
  column->addWidget(heading_);
  column->addWidget(verdict_);
  column->addSpacing(6);
  column->addWidget(scroll_, 1);
  column->addWidget(buttons);
}

QString ScoreSheetDialog::verdict() const { return verdict_->text(); }

void ScoreSheetDialog::showScores(const GameController& controller) {
  // The sheet as the seat at the screen may know it: another seat's hidden hand shows its size only.
  const vb::ScoreSheet sheet = controller.scoreSheet();
  setWindowTitle(sheet.final ? tr("Final scores") : tr("Score sheet (provisional)"));
  heading_->setText(sheet.final ? tr("Final scores") : tr("Scores so far"));
  verdict_->setText(scoreVerdict(sheet, controller));
  playAgain_->setVisible(sheet.final);
  newGame_->setVisible(sheet.final);

  QWidget* page = scoreSheetPage(sheet, controller, false);
  scroll_->setWidget(page);  // deletes the previous sheet
  const int seats = static_cast<int>(sheet.players.size());
  // Wide enough for every seat's column, tall enough for the longest list, within reason.
  const int wanted =
      page->sizeHint().height() + heading_->sizeHint().height() + verdict_->sizeHint().height() + 110;
  resize(std::max(width(), std::min(40 + seats * 300, 1280)),
         std::max(height(), std::clamp(wanted, 280, 720)));
}

QString scoreVerdict(const vb::ScoreSheet& sheet, const GameController& controller) {
  return verdictText(sheet, controller);
}

QWidget* scoreSheetPage(const vb::ScoreSheet& sheet, const GameController& controller, bool stacked) {
  // A fresh sheet each time: the number of seats and lines changes with the game.
  auto* page = new QWidget;
  auto* grid = new QGridLayout(page);
  grid->setContentsMargins(16, 12, 16, 12);
  grid->setHorizontalSpacing(10);
  grid->setVerticalSpacing(6);

  // Side by side, each seat has two grid columns (the line, its points) and a thin gap column after
  // it, and the totals share one row so they line up across seats however many lines each has.
  // Stacked, the seats follow one another in the same two columns.
  std::size_t longest = 0;
  for (const vb::PlayerScore& player : sheet.players) longest = std::max(longest, player.lines.size());
  const QFont bold = scaledFont(page->font(), 1.0, true);
  const QFont large = scaledFont(page->font(), 1.25, true);

  int top = 0;
  for (int seat = 0; seat < static_cast<int>(sheet.players.size()); ++seat) {
    const vb::PlayerScore& player = sheet.players[static_cast<std::size_t>(seat)];
    const int c = stacked ? 0 : seat * 3;
    // After the lines, a stretch and a rule (side by side) or just the rule (stacked).
    const int totalRow = stacked ? top + static_cast<int>(player.lines.size()) + (player.hidden ? 1 : 0) + 3
                                 : static_cast<int>(longest) + 4;
    const bool winner = std::find(sheet.winners.begin(), sheet.winners.end(), seat) != sheet.winners.end();

    auto* name = new QLabel(page);
    name->setText(QStringLiteral("%1%2").arg(
        controller.seatName(seat), winner && sheet.final ? ScoreSheetDialog::tr("  ★ winner") : QString()));
    name->setFont(large);
    auto* swatch = new QLabel(page);
    swatch->setPixmap(colourSwatch(controller.seatColour(seat), 16).pixmap(16, 16));
    auto* header = new QHBoxLayout;
    header->setSpacing(8);
    header->addWidget(swatch);
    header->addWidget(name, 1);
    grid->addLayout(header, top, c, 1, 2);

    auto* rule = new QFrame(page);
    rule->setFrameShape(QFrame::HLine);
    rule->setForegroundRole(QPalette::Mid);
    grid->addWidget(rule, top + 1, c, 1, 2);

    int row = top + 2;
    if (player.hidden) {
      auto* hand = cell(cardsInHand(player.handSize), page, Qt::AlignLeft | Qt::AlignTop);
      hand->setObjectName(QStringLiteral("hand-%1").arg(seat));
      grid->addWidget(hand, row, c, 1, 2);
      if (stacked) ++row;
    }
    for (const vb::ScoreLine& line : player.lines) {
      auto* label = cell(QString::fromStdString(line.label), page);
      label->setWordWrap(true);
      label->setMinimumWidth(200);
      grid->addWidget(label, row, c);
      grid->addWidget(cell(QLocale().toString(line.points), page, Qt::AlignRight | Qt::AlignTop), row, c + 1);
      ++row;
    }

    auto* totalRule = new QFrame(page);
    totalRule->setFrameShape(QFrame::HLine);
    totalRule->setForegroundRole(QPalette::Mid);
    grid->addWidget(totalRule, totalRow - 1, c, 1, 2);
    auto* totalLabel = cell(ScoreSheetDialog::tr("Total"), page);
    totalLabel->setFont(bold);
    // A hidden total is not known to this seat: a dash, never the 0 the engine leaves there.
    auto* total = cell(player.hidden ? QStringLiteral("–") : QLocale().toString(player.total), page,
                       Qt::AlignRight | Qt::AlignVCenter);
    total->setFont(large);
    total->setObjectName(QStringLiteral("total-%1").arg(seat));
    grid->addWidget(totalLabel, totalRow, c);
    grid->addWidget(total, totalRow, c + 1);

    if (stacked) {
      grid->setRowMinimumHeight(totalRow + 1, 14);  // a gap before the next seat
      top = totalRow + 2;
    } else {
      grid->setColumnStretch(c, 1);
      if (seat + 1 < static_cast<int>(sheet.players.size())) grid->setColumnMinimumWidth(c + 2, 18);
      top = 0;
    }
  }
  if (stacked) {
    grid->setColumnStretch(0, 1);
    grid->setRowStretch(top, 1);
  } else {
    grid->setRowStretch(static_cast<int>(longest) + 2, 1);
  }
  return page;
}

}  // namespace vb::app
