#include "svg_cache.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

#include "picture_cache.h"

namespace vb::app {

QSvgRenderer* cachedSvg(const QString& path) {
  // A static owner (unique_ptr) would destroy the renderers after QApplication, when their fonts
  // and painting engines are gone; children of the application go while it is still there.
  static QHash<QString, QSvgRenderer*> cache;
  auto it = cache.find(path);
  if (it == cache.end()) {
    if (cache.isEmpty())
      QObject::connect(QCoreApplication::instance(), &QObject::destroyed, [] { cache.clear(); });
    it = cache.insert(path, new QSvgRenderer(path, QCoreApplication::instance()));
  }
  return it.value();
}

void paintSvg(QPainter& painter, const QString& path, const QRectF& box, bool keepAspect) {
  if (path.isEmpty() || box.width() < 1 || box.height() < 1) return;
  QSvgRenderer* svg = cachedSvg(path);
  QRectF target = box;
  if (keepAspect) {
    const QSizeF fitted = QSizeF(svg->defaultSize()).scaled(box.size(), Qt::KeepAspectRatio);
    target = QRectF(box.center() - QPointF(fitted.width() / 2, fitted.height() / 2), fitted);
  }
  paintCached(painter, target, 0, QStringLiteral("svg:") + path, [svg](QPainter& p, const QRectF& r) {
    p.setRenderHint(QPainter::Antialiasing);
    svg->render(&p, r);
  });
}

}  // namespace vb::app
