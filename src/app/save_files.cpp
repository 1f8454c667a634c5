#include "save_files.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace vb::app {

namespace {

const char* const kFolderKey = "files/folder";

}  // namespace

QString SaveFiles::folder() {
  return QSettings()
      .value(kFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
      .toString();
}

void SaveFiles::rememberFolderOf(const QString& path) {
  QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
}

QString SaveFiles::askToSave(QWidget* parent, const QString& gameId, const QString& suggested) {
  const QString saves = tr("VeggieBox games (*.veggiebox)");
  const QString json = tr("JSON (*.json)");
  QFileDialog dialog(parent, tr("Save the game"));
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setFileMode(QFileDialog::AnyFile);
  dialog.setNameFilters({saves, json});
  // Older saves were .json: saving one again keeps its name and the filter that shows it.
  const bool isJson = QFileInfo(suggested).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
  dialog.selectNameFilter(isJson ? json : saves);
  dialog.setDefaultSuffix(isJson ? QStringLiteral("json") : suffix());
  // A name typed without an extension gets the one of the files shown (QFileDialog adds it).
  QObject::connect(&dialog, &QFileDialog::filterSelected, &dialog, [&](const QString& filter) {
    dialog.setDefaultSuffix(filter == json ? QStringLiteral("json") : suffix());
  });
  if (suggested.isEmpty()) {
    dialog.setDirectory(folder());
    dialog.selectFile(QStringLiteral("%1.%2").arg(gameId, suffix()));
  } else {
    dialog.setDirectory(QFileInfo(suggested).absolutePath());
    dialog.selectFile(QFileInfo(suggested).fileName());
  }
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return {};
  QString path = dialog.selectedFiles().constFirst();
  rememberFolderOf(path);
  return path;
}

QString SaveFiles::askToOpen(QWidget* parent) {
  QString path =
      QFileDialog::getOpenFileName(parent, tr("Open a game or a scenario"), folder(),
                                   tr("VeggieBox games and scenarios (*.veggiebox *.json);;All files (*)"));
  if (!path.isEmpty()) rememberFolderOf(path);
  return path;
}

}  // namespace vb::app
