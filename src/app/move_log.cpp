#include "move_log.h"

#include <QScrollBar>
#include <QTimer>

#include "game_controller.h"

namespace vb::app {

MoveLog::MoveLog(QWidget* parent) : QTextBrowser(parent) {
  setObjectName(QStringLiteral("move-log"));
  setOpenLinks(false);
  setFocusPolicy(Qt::NoFocus);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  document()->setDocumentMargin(8);
  setAccessibleName(tr("Moves"));
  setPlaceholderText(tr("No moves yet."));
}

void MoveLog::showMoves(const GameController& controller) {
  const auto& entries = controller.timeline().entries();
  const std::size_t played = controller.timeline().cursor();
  QStringList lines;
  QString html;
  // The notes written at cursor position `at`, after the moves before it.
  const auto notesAt = [&](std::size_t at) {
    for (const vb::SaveNote& note : controller.notes()) {
      if (note.at != at) continue;
      const QString line = QString::fromStdString(note.text);
      lines << line;
      html += QStringLiteral("<p style='margin-bottom:5px'><i>%1</i></p>").arg(line.toHtmlEscaped());
    }
  };
  for (std::size_t i = 0; i < played; ++i) {
    notesAt(i);
    // Only the words: an action's text form may name a card only its player has seen.
    const QString line = QString::fromStdString(entries[i].description);
    lines << line;
    html += QStringLiteral(
                "<p style='margin-bottom:5px'><span style='color:%1'>●</span>&nbsp;"
                "<span style='color:palette(placeholder-text)'>%2.</span> %3</p>")
                .arg(controller.seatColour(entries[i].seat).name())
                .arg(i + 1)
                .arg(line.toHtmlEscaped());
  }
  notesAt(played);
  if (lines == lines_) return;
  lines_ = lines;
  setHtml(html);
  // The newest move in view, once the new text is laid out.
  QTimer::singleShot(0, this, [this] { verticalScrollBar()->setValue(verticalScrollBar()->maximum()); });
}

}  // namespace vb::app
