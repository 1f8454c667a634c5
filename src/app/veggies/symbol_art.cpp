#include "veggies/symbol_art.h"

#include <QPainter>

#include "svg_cache.h"

namespace vb::app::veggies {

namespace {

// The symbols in the order of the rules (docs/rules/veggies.md#components): each one's picture, the
// light ground of a space showing it, the strong colour of its letter and outlines, and its name.
constexpr char kCodes[] = "SBGMCXR";
const char* const kPictures[] = {"strawberry", "banana", "grape", "mushroom", "carrot", "crate", "mouse"};
constexpr QRgb kGrounds[] = {0xfde2e1, 0xfdf3c8, 0xece1f7, 0xf1e6d8, 0xfde8d2, 0xeee9e0, 0xe6e8ec};
constexpr QRgb kInks[] = {0xb0172a, 0x9a6a00, 0x5e2f9e, 0x7a481f, 0xc05608, 0x6e4a22, 0x454950};
const char* const kPlurals[] = {
    QT_TRANSLATE_NOOP("SymbolArt", "Strawberries"), QT_TRANSLATE_NOOP("SymbolArt", "Bananas"),
    QT_TRANSLATE_NOOP("SymbolArt", "Grapes"),       QT_TRANSLATE_NOOP("SymbolArt", "Mushrooms"),
    QT_TRANSLATE_NOOP("SymbolArt", "Carrots"),      QT_TRANSLATE_NOOP("SymbolArt", "Crates"),
    QT_TRANSLATE_NOOP("SymbolArt", "Mice")};
const char* const kSingulars[] = {
    QT_TRANSLATE_NOOP("SymbolArt", "strawberry"), QT_TRANSLATE_NOOP("SymbolArt", "banana"),
    QT_TRANSLATE_NOOP("SymbolArt", "grape"),      QT_TRANSLATE_NOOP("SymbolArt", "mushroom"),
    QT_TRANSLATE_NOOP("SymbolArt", "carrot"),     QT_TRANSLATE_NOOP("SymbolArt", "crate"),
    QT_TRANSLATE_NOOP("SymbolArt", "mouse")};

// The index of symbol `code` in the tables above, or -1.
int symbolOf(char code) {
  for (int i = 0; i < 7; ++i)
    if (kCodes[i] == code) return i;
  return -1;
}

}  // namespace

SymbolArt& SymbolArt::instance() {
  static SymbolArt art;
  return art;
}

void SymbolArt::paintSymbol(QPainter& painter, char code, const QRectF& box) {
  const int s = symbolOf(code);
  paintSvg(painter,
           s >= 0 ? QStringLiteral(":/art/veggies/%1.svg").arg(QLatin1String(kPictures[s])) : QString(), box,
           true);
}

void SymbolArt::paintCardBack(QPainter& painter, const QRectF& box) {
  paintSvg(painter, QStringLiteral(":/art/veggies/card-back.svg"), box, false);
}

void SymbolArt::paintFirstPlayerToken(QPainter& painter, const QRectF& box) {
  paintSvg(painter, QStringLiteral(":/art/veggies/first-player.svg"), box, true);
}

QColor SymbolArt::ground(char code) {
  const int s = symbolOf(code);
  return s >= 0 ? QColor(kGrounds[s]) : QColor(0xfb, 0xf7, 0xee);
}

QColor SymbolArt::ink(char code) {
  const int s = symbolOf(code);
  return s >= 0 ? QColor(kInks[s]) : QColor(0x55, 0x55, 0x55);
}

QString SymbolArt::pluralName(char code) {
  const int s = symbolOf(code);
  return s >= 0 ? tr(kPlurals[s]) : QString();
}

QString SymbolArt::singularName(char code) {
  const int s = symbolOf(code);
  return s >= 0 ? tr(kSingulars[s]) : QString();
}

}  // namespace vb::app::veggies
