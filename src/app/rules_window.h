// A rules page from docs/rules/, compiled into the app, shown as formatted text with a search box:
// every match is highlighted, and Find next / Find previous step through them.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QTextBrowser;

namespace vb::app {

class RulesWindow : public QDialog {
  Q_OBJECT

 public:
  // `resource` is a Markdown page (":/rules/veggies.md"); `gameName` titles the window.
  RulesWindow(const QString& gameName, const QString& resource, QWidget* parent = nullptr);

  const QString& resource() const { return resource_; }
  // Scrolls the page so that the heading whose anchor is `slug` (as GitHub makes it, e.g.
  // "legal-and-illegal-placements") is at the top; false when no heading has it.
  bool showAnchor(const QString& slug);
  // A heading's anchor: lower case, only letters, digits, hyphens and underscores kept, spaces made
  // hyphens (the same as tests/support.h's headingSlug).
  static QString slug(const QString& heading);
  QTextBrowser* page() const { return page_; }
  int matchCount() const { return matches_; }

 public slots:
  // Highlights every match of `text` and moves to the first one after the cursor.
  void search(const QString& text);
  void findNext();
  void findPrevious();

 private:
  void find(bool backward);
  void highlightAll(const QString& text);
  void showPosition();

  QString resource_;
  QTextBrowser* page_;
  QLineEdit* query_;
  QLabel* position_;
  int matches_ = 0;
};

}  // namespace vb::app
