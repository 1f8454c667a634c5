// The colours a seat can wear at the table. Each has a name, so a colour is never the only way to
// tell two players apart: the seat panel and the move log also show the name.
#pragma once

#include <QColor>
#include <QIcon>
#include <QList>
#include <QString>
#include <string>
#include <vector>

namespace vb::app {

struct SeatColour {
  QColor colour;
  QString name;  // translated ("Tomato")
};

// The palette, in the order seats take them by default.
QList<SeatColour> seatColours();
// The default colour of a seat: the palette's colours in turn.
QColor defaultSeatColour(int seat);
// A round swatch of `colour` for combo boxes, lists and headers.
QIcon colourSwatch(const QColor& colour, int size = 14);

// Remembers the colour a player chose in the new game dialog, so a loaded game (saves do not keep
// colours) dresses its players the way they last played.
void rememberPlayerColour(const std::string& name, const QColor& colour);
// A colour per name: the one remembered for it when no earlier seat took it, else the first
// free colour of the palette.
QList<QColor> coloursForPlayers(const std::vector<std::string>& names);

}  // namespace vb::app
