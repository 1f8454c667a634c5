// What the app's command line opens, each read whole or refused with one line that names the
// option, the file and the field, and exit code 2 (the man page, veggiebox(6)).
#include "command_line_files.h"

#include <QApplication>
#include <QRegularExpression>
#include <cstdio>
#include <exception>
#include <string>

#include "edit/edit_window.h"
#include "learn/lessons.h"

namespace vb::app::startup {

int fail(const QString& message) {
  std::fprintf(stderr, "veggiebox: %s\n", qPrintable(message));
  return 2;
}

// "1024x768" -> QSize; an invalid size when the text is not of that form.
QSize parseSize(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
  const QRegularExpressionMatch m = form.match(text);
  if (!m.hasMatch()) return {};
  return {m.captured(1).toInt(), m.captured(2).toInt()};
}

// --lab CONFIG.json: the run a config file gives, or one line naming the file and the field.
std::optional<vb::app::LabConfig> labConfig(const QString& path, int* status) {
  try {
    return vb::app::readLabConfig(path);
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--lab %1").arg(QString::fromStdString(e.what())));
    return std::nullopt;
  }
}

// --edit: the position a file holds, or a new deal of `gameId` (default Veggie Garden), or one line
// naming the file and the field.
std::optional<vb::Json> editPosition(const QString& file, const QString& gameId, int* status) {
  try {
    if (!file.isEmpty()) return vb::app::EditWindow::readPosition(file);
    return vb::app::EditWindow::freshDeal(gameId.isEmpty() ? std::string("garden") : gameId.toStdString(), 1);
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--edit: %1").arg(QString::fromStdString(e.what())));
    return std::nullopt;
  }
}

// --learn GAME: the game's lesson, or one line naming the game (or the file and the field).
std::optional<vb::Lesson> lessonOf(const QString& gameId, int* status) {
  try {
    return vb::app::loadLesson(gameId.toStdString());
  } catch (const std::exception& e) {
    *status = fail(QStringLiteral("--learn %1: %2").arg(gameId, QString::fromStdString(e.what())));
    return std::nullopt;
  }
}

}  // namespace vb::app::startup
