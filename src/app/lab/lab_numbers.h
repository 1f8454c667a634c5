// The Lab window's numbers: a table of the players (each bot, then each seat) and a table of the
// game (length, ties, the first seat's advantage, the game's own events), from a lab report
// (lab::Stats::toJson, docs/lab.md#statistics), and the same numbers as CSV.
#pragma once

#include <QString>
#include <nlohmann/json.hpp>
#include <utility>

class QTableWidget;

namespace vb::app {

// `value` with `decimals` digits after the language's decimal mark ("0.53", "0,53"; QLocale's
// default, which the language sets), without group separators.
QString localDecimal(double value, int decimals);

// A number of a report, 0 where it has none (a rate of no games yet is null).
double reportNumber(const nlohmann::ordered_json& value);
double reportNumber(const nlohmann::ordered_json& object, const char* key);
// A 95% interval [low, high] of a report entry's "ci95".
std::pair<double, double> reportInterval(const nlohmann::ordered_json& entry);

// Columns of the players' table.
enum LabColumn { kWho, kGames, kWins, kWinRate, kInterval, kMeanScore, kScoreSpread, kColumns };

void fillPlayersTable(QTableWidget* table, const nlohmann::ordered_json& report);
void fillGameTable(QTableWidget* table, const nlohmann::ordered_json& report);

// Every number of the report as CSV: one line a bot and a seat, then one line an event.
QString reportCsv(const nlohmann::ordered_json& report);

}  // namespace vb::app
