#include "move_log.h"

#include <QMouseEvent>

#include <QAbstractTextDocumentLayout>
#include <QContextMenuEvent>
#include <QEvent>
#include <QMenu>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>
#include <QUrl>

#include "game_controller.h"

namespace vb::app {

namespace {

const QString kBranchLink = QStringLiteral("branch:");

QString moveHtml(const GameController& controller, const vb::Timeline::Entry& entry, std::size_t index,
                 const QString& words) {
  // Only the words: an action's text form may name a card only its player has seen.
  return QStringLiteral(
             "<span style='color:%1'>●</span>&nbsp;"
             "<span style='color:palette(placeholder-text)'>%2.</span> %3")
      .arg(controller.seatColour(entry.seat).name())
      .arg(index + 1)
      .arg(words.toHtmlEscaped());
}

}  // namespace

MoveLog::MoveLog(QWidget* parent) : QTextBrowser(parent) {
  setObjectName(QStringLiteral("move-log"));
  setOpenLinks(false);
  setFocusPolicy(Qt::NoFocus);
  viewport()->setMouseTracking(true);  // the move under the mouse is outlined on the table
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  document()->setDocumentMargin(8);
  document()->setIndentWidth(14);
  // Nobody edits the log: an undo stack would only keep every line ever written.
  document()->setUndoRedoEnabled(false);
  retranslate();
  connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    const QString link = url.toString();
    if (link.startsWith(kBranchLink)) emit branchChosen(link.mid(kBranchLink.size()).toULongLong());
  });
}

void MoveLog::retranslate() {
  setAccessibleName(tr("Moves"));
  setPlaceholderText(tr("No moves yet."));
}

void MoveLog::changeEvent(QEvent* event) {
  QTextBrowser::changeEvent(event);
  // The lines themselves are written again by the game window, which asks the engine anew.
  if (event->type() == QEvent::LanguageChange) retranslate();
}

void MoveLog::addBranch(const GameController& controller, std::size_t branch, int depth,
                        std::vector<Row>& rows) const {
  const vb::Timeline& timeline = controller.timeline();
  const auto& branches = timeline.branches();
  const vb::Timeline::Branch& b = branches[branch];
  const bool current = branch == timeline.branch();
  if (branches.size() > 1) {
    const QString name = QString::fromStdString(b.name);
    const QString words = branch == 0 ? name : tr("%1, in place of move %2").arg(name).arg(b.at + 1);
    // The branch on the table is named so; any other is a link that puts it there.
    const QString line = current ? tr("%1 (on the table)").arg(words) : words;
    const QString html =
        current
            ? QStringLiteral("<b>%1</b>").arg(line.toHtmlEscaped())
            : QStringLiteral("<a href='%1%2'>%3</a>").arg(kBranchLink).arg(branch).arg(line.toHtmlEscaped());
    rows.push_back({Row::Heading, branch, 0, depth, line, html});
  }
  const int inner = branches.size() > 1 ? depth + 1 : depth;
  const std::size_t from = branch == 0 ? 0 : b.at;
  const std::size_t to = b.cursor;
  // The notes written at cursor position `at`, after the moves before it (only on the line on the
  // table, where they were written).
  const auto notesAt = [&](std::size_t at) {
    if (!current) return;
    for (const vb::SaveNote& note : controller.notes()) {
      if (note.at != at) continue;
      const QString line = QString::fromStdString(note.text);
      rows.push_back(
          {Row::Note, branch, at, inner, line, QStringLiteral("<i>%1</i>").arg(line.toHtmlEscaped())});
    }
  };
  // The branches leaving this one after `at` of its moves (those past what is shown, at its end).
  const auto childrenAt = [&](std::size_t at) {
    for (std::size_t k = 1; k < branches.size(); ++k)
      if (branches[k].parent == branch && std::max(std::min(branches[k].at, to), from) == at)
        addBranch(controller, k, inner, rows);
  };
  childrenAt(from);
  const QStringList words = controller.moveWords(branch, to);
  for (std::size_t i = from; i < to; ++i) {
    notesAt(i);
    const vb::Timeline::Entry& entry = b.line[i];
    const QString& said = words[static_cast<qsizetype>(i)];
    rows.push_back({Row::Move, branch, i, inner, said, moveHtml(controller, entry, i, said)});
    childrenAt(i + 1);
  }
  notesAt(to);
}

void MoveLog::showMoves(const GameController& controller) {
  controller_ = &controller;
  std::vector<Row> rows;
  addBranch(controller, 0, 0, rows);
  // Only the rows from the first that changed are written again: a move adds one row and an undo
  // takes one away, and writing a long game's log anew at every move cost more than the rest of a
  // table's refresh together.
  std::size_t same = 0;
  while (same < rows.size() && same < rows_.size() && rows[same] == rows_[same]) ++same;
  if (same == rows.size() && same == rows_.size()) return;
  QTextCursor cursor(document());
  cursor.beginEditBlock();
  if (same == 0) {
    cursor.select(QTextCursor::Document);
    cursor.removeSelectedText();
  } else {
    // From the end of the last row that stays to the end of the document.
    const QTextBlock kept = document()->findBlockByNumber(static_cast<int>(same) - 1);
    cursor.setPosition(kept.position() + kept.length() - 1);
    cursor.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
  }
  rows_ = std::move(rows);
  lines_.resize(static_cast<qsizetype>(same));
  for (std::size_t r = same; r < rows_.size(); ++r) {
    QTextBlockFormat format;
    format.setBottomMargin(5);
    format.setIndent(rows_[r].depth);
    if (r == 0) {
      cursor.setBlockFormat(format);
      cursor.setCharFormat(QTextCharFormat());
    } else {
      cursor.insertBlock(format, QTextCharFormat());
    }
    cursor.insertHtml(rows_[r].html);
    lines_ << rows_[r].line;
  }
  cursor.endEditBlock();
  // The newest move in view, once the new text is laid out: with branches, the newest move of the
  // one on the table.
  newest_ = -1;
  if (controller.timeline().branches().size() > 1)
    for (std::size_t r = 0; r < rows_.size(); ++r)
      if (rows_[r].branch == controller.timeline().branch()) newest_ = static_cast<int>(r);
  QTimer::singleShot(0, this, &MoveLog::showNewest);
}

void MoveLog::showNewest() {
  if (newest_ < 0) {
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    return;
  }
  setTextCursor(QTextCursor(document()->findBlockByNumber(newest_)));
  ensureCursorVisible();
}

void MoveLog::showEvent(QShowEvent* event) {
  QTextBrowser::showEvent(event);
  // Hidden under the curtain, the log could not scroll to the moves made meanwhile: the next
  // person meets the newest move, once the log is laid out at its size again.
  QTimer::singleShot(0, this, &MoveLog::showNewest);
}

const MoveLog::Row* MoveLog::rowAt(const QPoint& pos) const {
  const QTextBlock block = cursorForPosition(pos).block();
  const int number = block.blockNumber();
  if (!block.isValid() || number < 0 || static_cast<std::size_t>(number) >= rows_.size()) return nullptr;
  // A click below the last line lands in the last block: only a click on the line itself counts.
  const QRectF box = document()->documentLayout()->blockBoundingRect(block);
  const QPointF inDocument = pos + QPointF(horizontalScrollBar()->value(), verticalScrollBar()->value());
  if (!box.contains(inDocument)) return nullptr;
  return &rows_[static_cast<std::size_t>(number)];
}

QMenu* MoveLog::menuAt(const QPoint& pos) {
  const Row* row = rowAt(pos);
  if (row == nullptr || row->kind != Row::Move || !controller_) return nullptr;
  auto* menu = new QMenu(this);
  QAction* branch = menu->addAction(tr("Try another move here"));
  branch->setObjectName(QStringLiteral("try-another-move"));
  const QString why = controller_->whyNoBranch(row->branch, row->index);
  if (why.isEmpty()) {
    const std::size_t from = row->branch;
    const std::size_t at = row->index;
    connect(branch, &QAction::triggered, this, [this, from, at] { emit branchRequested(from, at); });
  } else {
    // Said in the menu itself: a disabled item shows no tooltip.
    branch->setEnabled(false);
    QAction* reason = menu->addAction(tr("Not here: %1").arg(why));
    reason->setObjectName(QStringLiteral("why-not"));
    reason->setEnabled(false);
  }
  return menu;
}

QRect MoveLog::lineRect(int line) const {
  if (line < 0 || line >= static_cast<int>(rows_.size())) return {};
  const QTextBlock block = document()->findBlockByNumber(line);
  QTextCursor end(block);
  end.movePosition(QTextCursor::EndOfBlock);
  return cursorRect(QTextCursor(block)).united(cursorRect(end));
}

void MoveLog::mouseMoveEvent(QMouseEvent* event) {
  QTextBrowser::mouseMoveEvent(event);
  const Row* row = rowAt(event->position().toPoint());
  std::optional<std::pair<std::size_t, std::size_t>> now;
  if (row != nullptr && row->kind == Row::Move) now.emplace(row->branch, row->index);
  if (now == hovered_) return;
  hovered_ = now;
  if (now)
    emit moveHovered(true, now->first, now->second);
  else
    emit moveHovered(false, 0, 0);
}

void MoveLog::leaveEvent(QEvent* event) {
  QTextBrowser::leaveEvent(event);
  if (!hovered_) return;
  hovered_.reset();
  emit moveHovered(false, 0, 0);
}

void MoveLog::contextMenuEvent(QContextMenuEvent* event) {
  QMenu* menu = menuAt(event->pos());
  if (menu == nullptr) return;
  menu->exec(event->globalPos());
  menu->deleteLater();
}

}  // namespace vb::app
