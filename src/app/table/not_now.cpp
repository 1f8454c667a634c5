#include "table/not_now.h"

#include <QCoreApplication>

namespace vb::app::table {

QString notNow(bool over, const QString& decidingName) {
  if (over) return QCoreApplication::translate("NotNow", "The game is over: the score sheet shows who won.");
  if (!decidingName.isEmpty())
    return QCoreApplication::translate("NotNow", "%1 decides now: wait for your turn.").arg(decidingName);
  return QCoreApplication::translate("NotNow", "Nothing can be chosen on the table now.");
}

}  // namespace vb::app::table
