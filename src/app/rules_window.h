// A rules page from docs/rules/, compiled into the app, shown as formatted text with a search box:
// every match is highlighted, and Find next / Find previous step through them (Enter and Shift+Enter in
// the search box, F3 and Shift+F3 anywhere; Enter never closes the window). The page is the one
// in the app's language when there is one (docs/rules/garden.it.md), else the English page, and it
// changes with the language.
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;
class QUrl;

namespace vb::app {

class RulesWindow : public QDialog {
  Q_OBJECT

 public:
  // `resource` is the English Markdown page (":/rules/veggies.md", or a file); `gameName` titles
  // the window.
  RulesWindow(const QString& gameName, const QString& resource, QWidget* parent = nullptr);

  // The English page, as given.
  const QString& resource() const { return resource_; }
  // The page shown: `resource` in the app's language when it exists (":/rules/veggies.it.md").
  const QString& shownResource() const { return shown_; }
  // `resource`'s page in `language` when there is one, else `resource`.
  static QString pageIn(const QString& resource, const QString& language);
  // Scrolls the page so that the heading whose anchor is `slug` (as GitHub makes it, e.g.
  // "legal-and-illegal-placements") is at the top; false when no heading has it. A translated
  // page's heading names its English anchor at its end, "## Il raccolto {#the-harvest}"
  // (docs/translating.md): that anchor is the heading's, and it is not shown.
  bool showAnchor(const QString& slug);
  // A heading's anchor: lower case, only letters, digits, hyphens and underscores kept, spaces made
  // hyphens (the same as tests/support.h's headingSlug).
  static QString slug(const QString& heading);
  // Follows a link of the page: "#anchor" scrolls this page to that heading, a link to another page
  // that exists (compiled in or on disk) opens it in a window of its own, a web link the browser.
  void follow(const QUrl& link);
  QTextBrowser* page() const { return page_; }
  int matchCount() const { return matches_; }

 public slots:
  // Highlights every match of `text` and moves to the first one after the cursor.
  void search(const QString& text);
  void findNext();
  void findPrevious();

 protected:
  void changeEvent(QEvent* event) override;
  // Enter in the search box steps to the next match (Shift+Enter the previous one) and goes no
  // further: a dialog would take it for its default button and close. The page's pictures follow
  // its width (fitPictures).
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void retranslate();
  // Reads shown_ into the browser, with the translated headings' anchors taken out of their text.
  void loadPage();
  // Shrinks each picture of the page (docs/img/rules/*.png, 1000 pixels wide or more) to the width
  // of the page, never wider than it was drawn, so that no picture needs a sideways scroll.
  void fitPictures();
  void find(bool backward);
  void highlightAll(const QString& text);
  void showPosition();

  QString gameName_;
  QString resource_;
  QString shown_;
  QTextBrowser* page_;
  QLineEdit* query_;
  QPushButton* previous_;
  QPushButton* next_;
  QLabel* position_;
  int matches_ = 0;
};

}  // namespace vb::app
