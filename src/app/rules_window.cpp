#include "rules_window.h"
#include "widget_kit.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextImageFormat>
#include <QVBoxLayout>
#include <algorithm>
#include <vector>

#include "language.h"

namespace vb::app {

namespace {

// A translated heading's English anchor, kept in its block's format.
constexpr int kAnchorProperty = QTextFormat::UserProperty + 1;

}  // namespace

RulesWindow::RulesWindow(const QString& gameName, const QString& resource, QWidget* parent)
    : QDialog(parent), gameName_(gameName), resource_(resource), shown_(pageIn(resource, currentLanguage())) {
  setObjectName(QStringLiteral("rules-window"));
  resize(780, 840);

  page_ = new QTextBrowser(this);
  page_->setObjectName(QStringLiteral("rules-page"));
  // Links are followed here: a heading of this page (the Rules notes, "#notes-setup"), another page
  // compiled in (../variants.md#veggies), or the web.
  page_->setOpenLinks(false);
  connect(page_, &QTextBrowser::anchorClicked, this, &RulesWindow::follow);
  loadPage();

  query_ = new QLineEdit(this);
  query_->setObjectName(QStringLiteral("rules-search"));
  query_->setClearButtonEnabled(true);
  previous_ = new QPushButton(this);
  previous_->setObjectName(QStringLiteral("find-previous"));
  previous_->setAutoDefault(false);
  next_ = new QPushButton(this);
  next_->setObjectName(QStringLiteral("find-next"));
  next_->setAutoDefault(false);
  position_ = new QLabel(this);
  position_->setObjectName(QStringLiteral("find-position"));
  position_->setForegroundRole(QPalette::PlaceholderText);
  position_->setMinimumWidth(90);

  connect(query_, &QLineEdit::textChanged, this, &RulesWindow::search);
  query_->installEventFilter(this);
  page_->viewport()->installEventFilter(this);
  connect(next_, &QPushButton::clicked, this, &RulesWindow::findNext);
  connect(previous_, &QPushButton::clicked, this, &RulesWindow::findPrevious);

  auto* find = new QAction(this);
  find->setShortcut(QKeySequence::Find);
  connect(find, &QAction::triggered, query_, [this] {
    query_->setFocus();
    query_->selectAll();
  });
  auto* findNextKey = new QAction(this);
  findNextKey->setShortcut(QKeySequence::FindNext);
  connect(findNextKey, &QAction::triggered, this, &RulesWindow::findNext);
  auto* findPreviousKey = new QAction(this);
  findPreviousKey->setShortcut(QKeySequence::FindPrevious);
  connect(findPreviousKey, &QAction::triggered, this, &RulesWindow::findPrevious);
  addActions({find, findNextKey, findPreviousKey});

  auto* searchRow = new QHBoxLayout;
  searchRow->setSpacing(6);
  searchRow->addWidget(query_, 1);
  searchRow->addWidget(position_);
  searchRow->addWidget(previous_);
  searchRow->addWidget(next_);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = boxWith<QVBoxLayout>(this, {12, 12, 12, 10}, 8);
  layout->addLayout(searchRow);
  layout->addWidget(page_, 1);
  layout->addWidget(buttons);
  retranslate();
  query_->setFocus();
}

QString RulesWindow::pageIn(const QString& resource, const QString& language) {
  if (language.isEmpty() || language == QLatin1String("en") || !resource.endsWith(QLatin1String(".md")))
    return resource;
  const QString translated = resource.chopped(3) + QLatin1Char('.') + language + QStringLiteral(".md");
  return QFile::exists(translated) ? translated : resource;
}

void RulesWindow::loadPage() {
  QFile file(shown_);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
    page_->setPlainText(tr("The rules page %1 could not be read.").arg(shown_));
    return;
  }
  // Pictures are linked relative to the page (../img/rules/x.png); the page compiled in at
  // :/rules/ finds them at :/img/rules/ (src/app/CMakeLists.txt), a page on disk beside it.
  page_->document()->setBaseUrl(shown_.startsWith(QLatin1Char(':')) ? QUrl(QStringLiteral("qrc") + shown_)
                                                                    : QUrl::fromLocalFile(shown_));
  page_->setMarkdown(QString::fromUtf8(file.readAll()));
  page_->document()->setDocumentMargin(22);
  // "Il raccolto {#the-harvest}": the heading shows "Il raccolto" and keeps the anchor
  // (docs/translating.md), so that a refusal's Rule link opens the same paragraph in every language.
  static const QRegularExpression anchorAtEnd(QStringLiteral(R"(\s*\{#([A-Za-z0-9_-]+)\}\s*$)"));
  for (QTextBlock block = page_->document()->begin(); block.isValid(); block = block.next()) {
    if (block.blockFormat().headingLevel() == 0) continue;
    const QRegularExpressionMatch m = anchorAtEnd.match(block.text());
    if (!m.hasMatch()) continue;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + static_cast<int>(m.capturedStart()));
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
    cursor.removeSelectedText();
    QTextBlockFormat format = block.blockFormat();
    format.setProperty(kAnchorProperty, m.captured(1));
    cursor.setBlockFormat(format);
  }
  fitPictures();
}

void RulesWindow::fitPictures() {
  QTextDocument* doc = page_->document();
  const qreal room = page_->viewport()->width() - 2 * doc->documentMargin() - 24;
  if (room <= 0) return;
  struct Picture {
    int position;
    QTextImageFormat format;
  };
  std::vector<Picture> pictures;
  for (QTextBlock block = doc->begin(); block.isValid(); block = block.next())
    for (auto it = block.begin(); !it.atEnd(); ++it)
      if (it.fragment().charFormat().isImageFormat())
        pictures.push_back({it.fragment().position(), it.fragment().charFormat().toImageFormat()});
  for (Picture& picture : pictures) {
    // The document keeps what it loaded: an image, a pixmap or the file's bytes.
    const QVariant drawn = doc->resource(QTextDocument::ImageResource, QUrl(picture.format.name()));
    QSize natural = drawn.value<QImage>().size();
    if (natural.isEmpty()) natural = drawn.value<QPixmap>().size();
    if (natural.isEmpty()) natural = QImage::fromData(drawn.toByteArray()).size();
    if (natural.isEmpty()) continue;
    const qreal width = std::min<qreal>(natural.width(), room);
    picture.format.setWidth(width);
    picture.format.setHeight(width * natural.height() / natural.width());
    QTextCursor cursor(doc);
    cursor.setPosition(picture.position);
    cursor.setPosition(picture.position + 1, QTextCursor::KeepAnchor);
    cursor.setCharFormat(picture.format);
  }
}

void RulesWindow::retranslate() {
  setWindowTitle(tr("%1 — Rules").arg(gameName_));
  query_->setPlaceholderText(tr("Find in the rules"));
  query_->setAccessibleName(tr("Find in the rules"));
  previous_->setText(tr("Previous"));
  next_->setText(tr("Next"));
  showPosition();
}

void RulesWindow::changeEvent(QEvent* event) {
  QDialog::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  retranslate();
  const QString page = pageIn(resource_, currentLanguage());
  if (page == shown_) return;
  shown_ = page;
  loadPage();
  search(query_->text());
}

bool RulesWindow::eventFilter(QObject* watched, QEvent* event) {
  if (watched == page_->viewport() && event->type() == QEvent::Resize) {
    fitPictures();
    return QDialog::eventFilter(watched, event);
  }
  if (watched != query_ || event->type() != QEvent::KeyPress) return QDialog::eventFilter(watched, event);
  const auto* key = static_cast<QKeyEvent*>(event);
  if (key->key() != Qt::Key_Return && key->key() != Qt::Key_Enter)
    return QDialog::eventFilter(watched, event);
  find(key->modifiers().testFlag(Qt::ShiftModifier));
  return true;
}

void RulesWindow::follow(const QUrl& link) {
  if (link.scheme() == QLatin1String("http") || link.scheme() == QLatin1String("https")) {
    QDesktopServices::openUrl(link);
    return;
  }
  const QUrl target = page_->document()->baseUrl().resolved(link);
  const QString file =
      target.scheme() == QLatin1String("qrc") ? QLatin1Char(':') + target.path() : target.toLocalFile();
  const QString here = shown_.startsWith(QLatin1Char(':')) ? shown_ : QFileInfo(shown_).absoluteFilePath();
  if (link.path().isEmpty() || file == here) {
    showAnchor(link.fragment());
    return;
  }
  if (!QFile::exists(file)) return;
  // Another page (the variants): a window of its own, opened at the linked heading.
  auto* other = new RulesWindow(gameName_, file, this);
  other->setAttribute(Qt::WA_DeleteOnClose);
  other->show();
  other->showAnchor(link.fragment());
}

QString RulesWindow::slug(const QString& heading) {
  QString out;
  for (const QChar c : heading.toLower()) {
    if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
      out += c;
    else if (c == QLatin1Char(' '))
      out += QLatin1Char('-');
  }
  return out;
}

bool RulesWindow::showAnchor(const QString& slug) {
  QTextDocument* doc = page_->document();
  for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
    if (block.blockFormat().headingLevel() == 0) continue;
    const QString anchor = block.blockFormat().hasProperty(kAnchorProperty)
                               ? block.blockFormat().stringProperty(kAnchorProperty)
                               : RulesWindow::slug(block.text());
    if (anchor != slug) continue;
    // Lay the whole page out first, so that the scroll bar reaches every heading.
    doc->documentLayout()->blockBoundingRect(doc->lastBlock());
    QTextCursor at(block);
    page_->setTextCursor(at);
    page_->verticalScrollBar()->setValue(qRound(doc->documentLayout()->blockBoundingRect(block).top()));
    return true;
  }
  return false;
}

void RulesWindow::search(const QString& text) {
  highlightAll(text);
  // Start over from the top so the first match is the first in the page.
  QTextCursor top = page_->textCursor();
  top.movePosition(QTextCursor::Start);
  page_->setTextCursor(top);
  if (!text.isEmpty()) find(false);
  showPosition();
}

void RulesWindow::findNext() { find(false); }

void RulesWindow::findPrevious() { find(true); }

void RulesWindow::find(bool backward) {
  const QString text = query_->text();
  if (text.isEmpty() || matches_ == 0) return;
  const QTextDocument::FindFlags flags = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
  if (!page_->find(text, flags)) {
    // Wrap around, as a browser's find does.
    QTextCursor wrap = page_->textCursor();
    wrap.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    page_->setTextCursor(wrap);
    page_->find(text, flags);
  }
  showPosition();
}

void RulesWindow::highlightAll(const QString& text) {
  QList<QTextEdit::ExtraSelection> marks;
  if (!text.isEmpty()) {
    QTextCharFormat mark;
    mark.setBackground(QColor(0xff, 0xe0, 0x6b));
    mark.setForeground(Qt::black);
    for (QTextCursor at = page_->document()->find(text); !at.isNull(); at = page_->document()->find(text, at))
      marks.append({at, mark});
  }
  matches_ = static_cast<int>(marks.size());
  page_->setExtraSelections(marks);
}

void RulesWindow::showPosition() {
  const QString text = query_->text();
  if (text.isEmpty()) {
    position_->clear();
    return;
  }
  if (matches_ == 0) {
    position_->setText(tr("No match"));
    return;
  }
  // The current match is the one ending at the cursor; count the matches up to it.
  const int end = page_->textCursor().selectionEnd();
  int index = 0;
  for (QTextCursor at = page_->document()->find(text); !at.isNull() && at.selectionEnd() <= end;
       at = page_->document()->find(text, at))
    ++index;
  position_->setText(tr("%1 of %2").arg(std::max(index, 1)).arg(matches_));
}

}  // namespace vb::app
