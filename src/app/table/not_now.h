// Why the seat at the screen can choose nothing on the table now: one set of words for every table
// and for the game's controller, so a click out of turn is answered alike at every game.
#pragma once

#include <QString>

namespace vb::app::table {

// The game is over; else `decidingName` decides now (the seat whose decision it is, which in
// VEGEtables' penalty B is not the seat whose turn it is); else, with no name, nothing is offered
// at this table now.
QString notNow(bool over, const QString& decidingName);

}  // namespace vb::app::table
