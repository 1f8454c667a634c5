// A rules page from docs/rules/, compiled into the app, shown as formatted text.
#pragma once

#include <QDialog>

namespace vb::app {

class RulesWindow : public QDialog {
  Q_OBJECT
 public:
  // `resource` is a Markdown page (":/rules/veggies.md"); `gameName` titles the window.
  RulesWindow(const QString& gameName, const QString& resource, QWidget* parent = nullptr);
};

}  // namespace vb::app
