#include "picture_cache.h"

#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <cmath>

namespace vb::app {

void paintCached(QPainter& painter, const QRectF& box, int margin, const QString& key,
                 const std::function<void(QPainter&, const QRectF&)>& draw) {
  if (painter.worldTransform().type() > QTransform::TxTranslate) {
    draw(painter, box);
    return;
  }
  const qreal dpr = painter.device() != nullptr ? painter.device()->devicePixelRatioF() : 1.0;
  const QSize size(static_cast<int>(std::ceil(box.width())) + 2 * margin,
                   static_cast<int>(std::ceil(box.height())) + 2 * margin);
  if (size.isEmpty()) return;
  // The same picture at another size or pixel ratio, in another font or with other render hints
  // (the pixmap's painter takes the table's) is another picture; the box's fraction of a pixel is
  // not (it lands on whole pixels).
  const QString fullKey = QStringLiteral("vb:%1:%2x%3@%4:%5:%6")
                              .arg(key)
                              .arg(box.width())
                              .arg(box.height())
                              .arg(dpr)
                              .arg(painter.font().key())
                              .arg(static_cast<int>(painter.renderHints()));
  QPixmap pixmap;
  if (!QPixmapCache::find(fullKey, &pixmap)) {
    pixmap = QPixmap(size * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setFont(painter.font());
    p.setRenderHints(painter.renderHints());
    draw(p, QRectF(QPointF(margin, margin), box.size()));
    p.end();
    QPixmapCache::insert(fullKey, pixmap);
  }
  painter.drawPixmap(QPointF(std::round(box.left()) - margin, std::round(box.top()) - margin), pixmap);
}

}  // namespace vb::app
