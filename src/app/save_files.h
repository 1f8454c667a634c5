// The file dialogs of saves (docs/saves.md#the-file): Save offers `<game>.veggiebox` in the folder
// last used and gives a name typed without an extension the one its filter stands for; Open takes
// a save or a scenario, `.veggiebox` or `.json`. The game window and the home window share them,
// and the folder they remember.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace vb::app {

class SaveFiles {
  Q_DECLARE_TR_FUNCTIONS(vb::app::SaveFiles)

 public:
  // The extension of a save (without the dot); the desktop knows a save by it
  // (application/x-veggiebox-save).
  static QString suffix() { return QStringLiteral("veggiebox"); }

  // The folder the file dialogs start in: the last one a file was opened from or saved to, else
  // the documents folder.
  static QString folder();
  static void rememberFolderOf(const QString& path);

  // Asks where to save a game of `gameId`, starting at `suggested` (a path; empty: `<game>.veggiebox`
  // in folder()). Empty when the player cancels. A name without an extension gets the filter's.
  static QString askToSave(QWidget* parent, const QString& gameId, const QString& suggested);
  // Asks for a save or a scenario to open; empty when the player cancels.
  static QString askToOpen(QWidget* parent);
};

}  // namespace vb::app
