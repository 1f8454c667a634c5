#include "widget_kit.h"

#include <QMessageBox>
#include <QWidget>

namespace vb::app {

QFont scaledFont(const QFont& base, qreal factor, bool bold) {
  QFont font = base;
  font.setPointSizeF(base.pointSizeF() * factor);
  font.setBold(bold);
  return font;
}

void scaleText(QWidget* widget, qreal factor, bool bold) {
  widget->setFont(scaledFont(widget->font(), factor, bold));
}

void showErrorBox(QWidget* parent, const QString& title, const QString& message) {
  auto* box = new QMessageBox(QMessageBox::Warning, title, title, QMessageBox::Ok, parent);
  box->setObjectName(QStringLiteral("error"));
  box->setInformativeText(message);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

}  // namespace vb::app
