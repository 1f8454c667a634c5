#include "game_tile.h"

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
  setAccessibleDescription(game.description);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);

  auto* art = new GameArt(game.art, kArtSize, this);

  auto* name = new QLabel(game.name, this);
  name->setObjectName(QStringLiteral("name"));
  name->setFont(scaledFont(font(), 1.4, true));

  auto* players = new QLabel(game.playersText(), this);
  players->setObjectName(QStringLiteral("players"));
  players->setForegroundRole(QPalette::PlaceholderText);

  auto* description = new QLabel(game.description, this);
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
  auto* start = new QPushButton(tr("New game"), this);
  start->setObjectName(QStringLiteral("new-game"));
  start->setToolTip(tr("Set up a new game of %1").arg(game.name));
  connect(start, &QPushButton::clicked, this, [this] { emit newGameRequested(game_.id); });
  buttons->addWidget(start);
  if (!game.rulesResource().isEmpty()) {
    auto* rules = new QPushButton(tr("Rules"), this);
    rules->setObjectName(QStringLiteral("rules"));
    rules->setToolTip(tr("Read the rules of %1").arg(game.name));
    connect(rules, &QPushButton::clicked, this, [this] { emit rulesRequested(game_.id); });
    buttons->addWidget(rules);
  }
  if (!lessonResource(game.id.toStdString()).isEmpty()) {
    auto* learn = new QPushButton(tr("Learn to play"), this);
    learn->setObjectName(QStringLiteral("learn"));
    learn->setToolTip(tr("A short guided game of %1: the guide shows every rule as you play").arg(game.name));
    connect(learn, &QPushButton::clicked, this, [this] { emit learnRequested(game_.id); });
    buttons->addWidget(learn);
  }
  buttons->addStretch(1);
  row->addLayout(buttons);
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
