#include "branch_compare_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

#include "game_controller.h"
#include "score_sheet_dialog.h"
#include "widget_kit.h"

namespace vb::app {

BranchCompareDialog::BranchCompareDialog(QWidget* parent) : QDialog(parent) {
  setObjectName(QStringLiteral("compare-branches"));
  retranslate();
  scroll_ = new QScrollArea(this);
  scroll_->setWidgetResizable(true);
  scroll_->setBackgroundRole(QPalette::Base);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* column = boxWith<QVBoxLayout>(this, {16, 14, 16, 12}, 8);
  column->addWidget(scroll_, 1);
  column->addWidget(buttons);
}

void BranchCompareDialog::retranslate() { setWindowTitle(tr("Compare branches")); }

void BranchCompareDialog::changeEvent(QEvent* event) {
  QDialog::changeEvent(event);
  // The sheets are written again by the game window's render() while the dialog is open.
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void BranchCompareDialog::showBranches(const GameController& controller) {
  const auto& branches = controller.timeline().branches();
  auto* page = new QWidget;
  auto* row = new QHBoxLayout(page);
  row->setContentsMargins(8, 8, 8, 8);
  row->setSpacing(0);
  for (std::size_t k = 0; k < branches.size(); ++k) {
    if (k > 0) {
      auto* rule = new QFrame(page);
      rule->setFrameShape(QFrame::VLine);
      rule->setForegroundRole(QPalette::Mid);
      row->addWidget(rule);
    }
    auto* box = new QWidget(page);
    box->setObjectName(QStringLiteral("branch-sheet-%1").arg(k));
    auto* column = boxWith<QVBoxLayout>(box, {12, 4, 12, 4}, 4);
    const vb::Timeline::Branch& b = branches[k];
    auto* name = new QLabel(QString::fromStdString(b.name), box);
    name->setObjectName(QStringLiteral("branch-name"));
    scaleText(name, 1.3, true);
    // Where the branch is: how many moves, and whether it is the one on the table.
    QString where = b.cursor == 1
                        ? tr("After 1 move")
                        : tr("After %1 moves").arg(QLocale().toString(static_cast<qulonglong>(b.cursor)));
    if (k > 0) where = tr("%1, in place of move %2").arg(where).arg(b.at + 1);
    if (k == controller.timeline().branch()) where = tr("%1 (on the table)").arg(where);
    auto* place = new QLabel(where, box);
    place->setWordWrap(true);
    const vb::ScoreSheet sheet = controller.branchScoreSheet(k);
    auto* verdict = new QLabel(scoreVerdict(sheet, controller), box);
    verdict->setObjectName(QStringLiteral("branch-verdict"));
    verdict->setWordWrap(true);
    column->addWidget(name);
    column->addWidget(place);
    column->addWidget(verdict);
    column->addWidget(scoreSheetPage(sheet, controller, true), 1);
    box->setMinimumWidth(300);
    row->addWidget(box, 1);
  }
  scroll_->setWidget(page);  // deletes the previous page
  const int wanted = page->sizeHint().height() + 80;
  resize(std::max(width(), std::min(40 + static_cast<int>(branches.size()) * 330, 1400)),
         std::max(height(), std::clamp(wanted, 300, 760)));
}

}  // namespace vb::app
