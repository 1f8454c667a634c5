#include "home_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QVBoxLayout>

#include "game_tile.h"
#include "rules_window.h"

namespace vb::app {

namespace {

const char* const kGeometryKey = "home/geometry";

}  // namespace

HomeWindow::HomeWindow(QWidget* parent) : QMainWindow(parent), shelf_(gameShelf()) {
  setWindowTitle(tr("VeggieBox"));
  setObjectName(QStringLiteral("home"));

  auto* page = new QWidget;
  auto* column = new QVBoxLayout(page);
  column->setContentsMargins(32, 28, 32, 24);
  column->setSpacing(14);
  column->addWidget(buildHeader());
  column->addSpacing(8);

  for (const ShelfGame& game : shelf_) {
    auto* tile = new GameTile(game, page);
    connect(tile, &GameTile::rulesRequested, this, &HomeWindow::showRules);
    tiles_.append(tile);
    column->addWidget(tile);
  }
  column->addStretch(1);

  auto* note = new QLabel(tr("An unofficial fan edition. The games belong to their designers and publishers; "
                             "see Help › About VeggieBox."),
                          page);
  note->setObjectName(QStringLiteral("fan-note"));
  note->setWordWrap(true);
  note->setForegroundRole(QPalette::PlaceholderText);
  QFont small = note->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  note->setFont(small);
  column->addWidget(note);

  // Scrolls rather than squeezes when the window is small or the text large.
  auto* scroll = new QScrollArea;
  scroll->setWidget(page);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  setCentralWidget(scroll);

  buildMenus();
}

QWidget* HomeWindow::buildHeader() {
  auto* header = new QWidget;
  auto* title = new QLabel(tr("VeggieBox"), header);
  title->setObjectName(QStringLiteral("title"));
  QFont big = title->font();
  big.setPointSizeF(big.pointSizeF() * 2.0);
  big.setBold(true);
  title->setFont(big);

  auto* subtitle = new QLabel(tr("Three vegetable card games for hot-seat play on one computer."), header);
  subtitle->setObjectName(QStringLiteral("subtitle"));
  subtitle->setForegroundRole(QPalette::PlaceholderText);
  subtitle->setWordWrap(true);

  auto* words = new QVBoxLayout;
  words->setSpacing(2);
  words->addWidget(title);
  words->addWidget(subtitle);

  auto* layout = new QHBoxLayout(header);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(16);
  layout->addWidget(new GameArt(QStringLiteral(":/art/veggiebox.svg"), 64, header), 0, Qt::AlignVCenter);
  layout->addLayout(words, 1);
  return header;
}

void HomeWindow::buildMenus() {
  QMenu* game = menuBar()->addMenu(tr("&Game"));
  QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);
  quit->setMenuRole(QAction::QuitRole);

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  bool firstRules = true;
  for (const ShelfGame& shelfGame : shelf_) {
    if (!shelfGame.playable() || shelfGame.rulesResource().isEmpty()) continue;
    const QString id = shelfGame.id;
    QAction* rules =
        help->addAction(tr("Rules of %1").arg(shelfGame.name), this, [this, id] { showRules(id); });
    if (firstRules) rules->setShortcut(QKeySequence::HelpContents);
    firstRules = false;
  }
  if (!firstRules) help->addSeparator();
  help->addAction(tr("&About VeggieBox"), this, &HomeWindow::showAbout)->setMenuRole(QAction::AboutRole);
  help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

void HomeWindow::restoreSavedGeometry() {
  const QSettings settings;
  if (restoreGeometry(settings.value(kGeometryKey).toByteArray())) return;
  QSize size = defaultSize();
  if (const QScreen* screen = this->screen()) size = size.boundedTo(screen->availableSize() * 0.9);
  resize(size);
}

void HomeWindow::showRules(const QString& gameId) {
  for (const ShelfGame& game : shelf_) {
    if (game.id != gameId || game.rulesResource().isEmpty()) continue;
    auto* window = new RulesWindow(game.name, game.rulesResource(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    return;
  }
}

void HomeWindow::showAbout() {
  QMessageBox::about(
      this, tr("About VeggieBox"),
      tr("<h3>VeggieBox %1</h3>"
         "<p>Three vegetable card games for hot-seat play on one computer.</p>"
         "<p>An unofficial fan edition, not affiliated with or endorsed by the designers or publishers:</p>"
         "<ul><li><b>Veggies</b> is designed by Jog Kung and published by Devir (Pocket line).</li>"
         "<li><b>Veggie Garden</b> is designed by Kelly North Adams and published by Quick Simple Fun "
         "Games.</li>"
         "<li><b>VEGEtables 2.0</b> is designed by Daniele Ferri.</li></ul>"
         "<p>The names belong to their owners. The card data and art in VeggieBox are the project's own. "
         "The code is under the MIT licence.</p>")
          .arg(QApplication::applicationVersion()));
}

void HomeWindow::closeEvent(QCloseEvent* event) {
  if (remembersGeometry_) QSettings().setValue(kGeometryKey, saveGeometry());
  QMainWindow::closeEvent(event);
}

}  // namespace vb::app
