#include "game_tile.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSvgRenderer>
#include <QVBoxLayout>

#include "learn/lessons.h"
#include "widget_kit.h"

namespace vb::app {

namespace {

constexpr int kArtSize = 88;
constexpr qreal kCornerRadius = 12;

}  // namespace

GameArt::GameArt(const QString& resource, int size, QWidget* parent)
    : QWidget(parent), renderer_(new QSvgRenderer(resource, this)), size_(size) {
  setFixedSize(size, size);
}

QSize GameArt::sizeHint() const { return {size_, size_}; }

void GameArt::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  renderer_->render(&painter, QRectF(rect()));
}

GameTile::GameTile(const ShelfGame& game, QWidget* parent) : QFrame(parent), game_(game) {
  setObjectName(QStringLiteral("game-%1").arg(game.id));
  setAccessibleName(game.name);
  words_.say([this] { setAccessibleDescription(game_.description()); });
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

  auto* art = new GameArt(game.art, kArtSize, this);

  auto* name = new QLabel(game.name, this);
  name->setObjectName(QStringLiteral("name"));
  name->setFont(scaledFont(font(), 1.4, true));

  auto* players = words_.say(new QLabel(this), [this](QLabel* l) { l->setText(game_.playersText()); });
  players->setObjectName(QStringLiteral("players"));
  players->setForegroundRole(QPalette::PlaceholderText);

  auto* description = words_.say(new QLabel(this), [this](QLabel* l) { l->setText(game_.description()); });
  description->setObjectName(QStringLiteral("description"));
  description->setWordWrap(true);
  description->setMinimumWidth(200);

  auto* heading = new QHBoxLayout;
  heading->setSpacing(12);
  heading->addWidget(name, 0, Qt::AlignBaseline);
  heading->addWidget(players, 0, Qt::AlignBaseline);
  heading->addStretch(1);

  auto* text = new QVBoxLayout;
  text->setSpacing(6);
  text->addStretch(1);
  text->addLayout(heading);
  text->addWidget(description);
  text->addStretch(1);

  auto* row = boxWith<QHBoxLayout>(this, {18, 16, 20, 16}, 20);
  row->addWidget(art, 0, Qt::AlignVCenter);
  row->addLayout(text, 1);

  auto* buttons = new QVBoxLayout;
  buttons->setSpacing(6);
  buttons->addStretch(1);
  auto* start = words_.say(new QPushButton(this), [this](QPushButton* b) {
    b->setText(tr("New game"));
    b->setToolTip(tr("Set up a new game of %1").arg(game_.name));
  });
  start->setObjectName(QStringLiteral("new-game"));
  connect(start, &QPushButton::clicked, this, [this] { emit newGameRequested(game_.id); });
  buttons->addWidget(start);
  if (!game.rulesResource().isEmpty()) {
    auto* rules = words_.say(new QPushButton(this), [this](QPushButton* b) {
      b->setText(tr("Rules"));
      b->setToolTip(tr("Read the rules of %1").arg(game_.name));
    });
    rules->setObjectName(QStringLiteral("rules"));
    connect(rules, &QPushButton::clicked, this, [this] { emit rulesRequested(game_.id); });
    buttons->addWidget(rules);
  }
  if (!lessonResource(game.id.toStdString()).isEmpty()) {
    auto* learn = words_.say(new QPushButton(this), [this](QPushButton* b) {
      b->setText(tr("Learn to play"));
      b->setToolTip(tr("A short guided game of %1: the guide shows every rule as you play").arg(game_.name));
    });
    learn->setObjectName(QStringLiteral("learn"));
    connect(learn, &QPushButton::clicked, this, [this] { emit learnRequested(game_.id); });
    buttons->addWidget(learn);
  }
  buttons->addStretch(1);
  row->addLayout(buttons);
}

void GameTile::changeEvent(QEvent* event) {
  QFrame::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) words_.retranslate();
}

void GameTile::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const QRectF card = QRectF(rect()).adjusted(1, 1, -1, -1);
  QPainterPath outline;
  outline.addRoundedRect(card, kCornerRadius, kCornerRadius);
  painter.fillPath(outline, palette().color(QPalette::Base));
  painter.setPen(QPen(palette().color(QPalette::Mid), 1));
  painter.drawPath(outline);
}

}  // namespace vb::app
