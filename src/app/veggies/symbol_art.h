// The Veggies pictures: one hand-drawn SVG per symbol (resources/art), the card back and the
// first-player token, rendered with Qt Svg at the exact device size asked for, so they stay sharp
// at any zoom. Colour never stands alone: every produce has its own outline and its letter, and
// the tints here only help.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

class QPainter;
class QRectF;

namespace vb::app::veggies {

class SymbolArt {
  Q_DECLARE_TR_FUNCTIONS(SymbolArt)

 public:
  // The pictures come from the tables' SVG cache (svg_cache.h), each loaded once, on first use.
  static SymbolArt& instance();

  // Paints the picture of symbol `code` (S B G M C X R) centred in `box`, as large as fits.
  void paintSymbol(QPainter& painter, char code, const QRectF& box);
  void paintCardBack(QPainter& painter, const QRectF& box);
  void paintFirstPlayerToken(QPainter& painter, const QRectF& box);

  // The light ground of a space showing `code`, and the strong colour of its letter and outlines.
  static QColor ground(char code);
  static QColor ink(char code);
  // "Strawberries", ... in the reader's language; the letters stay the codes of the rules.
  static QString pluralName(char code);
  // "strawberry", ... in the reader's language, as a sentence names one produce ("Ana announces
  // strawberry"); the engine's own names stay the actions' words.
  static QString singularName(char code);

 private:
  SymbolArt() = default;
};

}  // namespace vb::app::veggies
