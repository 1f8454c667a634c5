#include "svg_cache.h"

#include <QCoreApplication>
#include <QHash>
#include <QSvgRenderer>

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

}  // namespace vb::app
