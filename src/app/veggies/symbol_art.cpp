#include "veggies/symbol_art.h"

#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QSvgRenderer>

namespace vb::app::veggies {

namespace {

QString resourceFor(char code) {
  switch (code) {
    case 'S':
      return QStringLiteral(":/art/veggies/strawberry.svg");
    case 'B':
      return QStringLiteral(":/art/veggies/banana.svg");
    case 'G':
      return QStringLiteral(":/art/veggies/grape.svg");
    case 'M':
      return QStringLiteral(":/art/veggies/mushroom.svg");
    case 'C':
      return QStringLiteral(":/art/veggies/carrot.svg");
    case 'X':
      return QStringLiteral(":/art/veggies/crate.svg");
    case 'R':
      return QStringLiteral(":/art/veggies/mouse.svg");
    default:
      return {};
  }
}

// Whether the painter only moves things: then a pixmap rendered at the device size is exact.
bool onlyTranslates(const QPainter& painter) {
  const QTransform t = painter.worldTransform();
  return t.type() <= QTransform::TxTranslate;
}

}  // namespace

SymbolArt& SymbolArt::instance() {
  static SymbolArt art;
  return art;
}

QSvgRenderer* SymbolArt::renderer(const QString& resource) {
  auto it = renderers_.find(resource);
  if (it == renderers_.end()) it = renderers_.insert(resource, std::make_shared<QSvgRenderer>(resource));
  return it.value().get();
}

void SymbolArt::paint(QPainter& painter, const QString& resource, const QRectF& box, bool keepAspect) {
  if (resource.isEmpty() || box.width() < 1 || box.height() < 1) return;
  QSvgRenderer* svg = renderer(resource);
  QRectF target = box;
  if (keepAspect) {
    const QSizeF natural = svg->defaultSize();
    const QSizeF fitted = natural.scaled(box.size(), Qt::KeepAspectRatio);
    target = QRectF(box.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted);
  }
  if (!onlyTranslates(painter)) {
    svg->render(&painter, target);
    return;
  }
  // A table repaints dozens of spaces on every mouse move: cache each picture at the exact
  // device-pixel size it is shown at, which keeps it as sharp as rendering it afresh.
  const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
  const QSize pixels = (target.size() * dpr).toSize();
  const QString key = QStringLiteral("vb-veggies:%1:%2x%3@%4")
                          .arg(resource)
                          .arg(pixels.width())
                          .arg(pixels.height())
                          .arg(dpr);
  QPixmap pixmap;
  if (!QPixmapCache::find(key, &pixmap)) {
    pixmap = QPixmap(pixels);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    svg->render(&p, QRectF(QPointF(0, 0), QSizeF(pixels)));
    p.end();
    pixmap.setDevicePixelRatio(dpr);
    QPixmapCache::insert(key, pixmap);
  }
  painter.drawPixmap(target.topLeft(), pixmap);
}

void SymbolArt::paintSymbol(QPainter& painter, char code, const QRectF& box) {
  paint(painter, resourceFor(code), box, true);
}

void SymbolArt::paintCardBack(QPainter& painter, const QRectF& box) {
  paint(painter, QStringLiteral(":/art/veggies/card-back.svg"), box, false);
}

void SymbolArt::paintFirstPlayerToken(QPainter& painter, const QRectF& box) {
  paint(painter, QStringLiteral(":/art/veggies/first-player.svg"), box, true);
}

QColor SymbolArt::ground(char code) {
  switch (code) {
    case 'S':
      return QColor(0xfd, 0xe2, 0xe1);
    case 'B':
      return QColor(0xfd, 0xf3, 0xc8);
    case 'G':
      return QColor(0xec, 0xe1, 0xf7);
    case 'M':
      return QColor(0xf1, 0xe6, 0xd8);
    case 'C':
      return QColor(0xfd, 0xe8, 0xd2);
    case 'X':
      return QColor(0xee, 0xe9, 0xe0);
    case 'R':
      return QColor(0xe6, 0xe8, 0xec);
    default:
      return QColor(0xfb, 0xf7, 0xee);
  }
}

QColor SymbolArt::ink(char code) {
  switch (code) {
    case 'S':
      return QColor(0xb0, 0x17, 0x2a);
    case 'B':
      return QColor(0x9a, 0x6a, 0x00);
    case 'G':
      return QColor(0x5e, 0x2f, 0x9e);
    case 'M':
      return QColor(0x7a, 0x48, 0x1f);
    case 'C':
      return QColor(0xc0, 0x56, 0x08);
    case 'X':
      return QColor(0x6e, 0x4a, 0x22);
    case 'R':
      return QColor(0x45, 0x49, 0x50);
    default:
      return QColor(0x55, 0x55, 0x55);
  }
}

QString SymbolArt::pluralName(char code) {
  switch (code) {
    case 'S':
      return tr("Strawberries");
    case 'B':
      return tr("Bananas");
    case 'G':
      return tr("Grapes");
    case 'M':
      return tr("Mushrooms");
    case 'C':
      return tr("Carrots");
    case 'X':
      return tr("Crates");
    case 'R':
      return tr("Mice");
    default:
      return {};
  }
}

}  // namespace vb::app::veggies
