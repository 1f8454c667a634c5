#include "rules_window.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace vb::app {

RulesWindow::RulesWindow(const QString& gameName, const QString& resource, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("%1 — Rules").arg(gameName));
  setObjectName(QStringLiteral("rules-window"));
  resize(760, 820);

  auto* page = new QTextBrowser(this);
  page->setOpenExternalLinks(true);
  QFile file(resource);
  if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
    page->setMarkdown(QString::fromUtf8(file.readAll()));
  } else {
    page->setPlainText(tr("The rules page %1 could not be read.").arg(resource));
  }
  page->document()->setDocumentMargin(18);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(page, 1);
  layout->addWidget(buttons);
}

}  // namespace vb::app
