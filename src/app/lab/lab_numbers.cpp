#include "lab_numbers.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>
#include <QStringList>
#include <QTableWidget>

#include "veggiebox/bots/bot.h"

namespace vb::app {

namespace {

using Report = nlohmann::ordered_json;

QString percent(double rate) { return QStringLiteral("%1%").arg(localDecimal(100.0 * rate, 1)); }

QTableWidgetItem* cell(const QString& text, bool number = true) {
  auto* item = new QTableWidgetItem(text);
  item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
  item->setTextAlignment((number ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
  return item;
}

void fillRow(QTableWidget* table, int row, const QString& who, const Report& entry) {
  const auto [low, high] = reportInterval(entry);
  table->setItem(row, kWho, cell(who, false));
  table->setItem(row, kGames, cell(QString::number(reportNumber(entry, "games"), 'f', 0)));
  table->setItem(row, kWins, cell(localDecimal(reportNumber(entry, "wins"), 2)));
  table->setItem(row, kWinRate, cell(percent(reportNumber(entry, "win_rate"))));
  table->setItem(row, kInterval, cell(QStringLiteral("%1–%2").arg(percent(low), percent(high))));
  table->setItem(row, kMeanScore, cell(localDecimal(reportNumber(entry, "mean_score"), 2)));
  table->setItem(row, kScoreSpread, cell(localDecimal(reportNumber(entry, "sd_score"), 2)));
}

QString csvField(const QString& text) {
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))) return text;
  QString quoted = text;
  quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
  return QStringLiteral("\"%1\"").arg(quoted);
}

QString number(const Report& value) { return QString::fromStdString(value.dump()); }

}  // namespace

QString localDecimal(double value, int decimals) {
  QLocale locale;
  locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
  return locale.toString(value, 'f', decimals);
}

double reportNumber(const Report& value) { return value.is_number() ? value.get<double>() : 0.0; }

double reportNumber(const Report& object, const char* key) {
  return object.is_object() && object.contains(key) ? reportNumber(object[key]) : 0.0;
}

std::pair<double, double> reportInterval(const Report& entry) {
  if (!entry.contains("ci95") || !entry["ci95"].is_array() || entry["ci95"].size() != 2) return {0.0, 0.0};
  return {reportNumber(entry["ci95"][0]), reportNumber(entry["ci95"][1])};
}

void fillPlayersTable(QTableWidget* table, const Report& report) {
  table->setColumnCount(kColumns);
  table->setHorizontalHeaderLabels(
      {QCoreApplication::translate("lab", "Who"), QCoreApplication::translate("lab", "Games"),
       QCoreApplication::translate("lab", "Wins"), QCoreApplication::translate("lab", "Win rate"),
       QCoreApplication::translate("lab", "95% interval"), QCoreApplication::translate("lab", "Mean score"),
       QCoreApplication::translate("lab", "Score spread (SD)")});
  table->horizontalHeaderItem(kWins)->setToolTip(
      QCoreApplication::translate("lab", "A win shared by k players counts 1/k"));
  table->horizontalHeaderItem(kGames)->setToolTip(
      QCoreApplication::translate("lab", "A bot in more than one seat counts each of its seats"));
  const int bots = static_cast<int>(report["bots"].size());
  table->setRowCount(bots + static_cast<int>(report["seats"].size()));
  int row = 0;
  for (const Report& bot : report["bots"]) {
    const std::string name = bot["bot"].get<std::string>();
    fillRow(table, row,
            QCoreApplication::translate("lab", "Bot: %1").arg(QString::fromStdString(vb::botLabel(name))),
            bot);
    table->item(row++, kWho)->setToolTip(QString::fromStdString(name));
  }
  for (const Report& seat : report["seats"])
    fillRow(table, row++, QCoreApplication::translate("lab", "Seat %1").arg(seat["seat"].get<int>() + 1),
            seat);
  table->resizeColumnsToContents();
}

void fillGameTable(QTableWidget* table, const Report& report) {
  std::vector<std::pair<QString, QString>> rows;
  rows.emplace_back(QCoreApplication::translate("lab", "Games played"),
                    QString::number(reportNumber(report, "games"), 'f', 0));
  const Report length = report.value("length", Report::object());
  rows.emplace_back(QCoreApplication::translate("lab", "Decisions a game (mean ± SD)"),
                    QStringLiteral("%1 ± %2").arg(localDecimal(reportNumber(length, "mean"), 1),
                                                  localDecimal(reportNumber(length, "sd"), 1)));
  const Report ties = report.value("ties", Report::object());
  rows.emplace_back(QCoreApplication::translate("lab", "Games won by more than one player"),
                    QStringLiteral("%1 (%2)")
                        .arg(reportNumber(ties, "games"), 0, 'f', 0)
                        .arg(percent(reportNumber(ties, "rate"))));
  if (report.contains("first_seat")) {
    const Report& first = report["first_seat"];
    const auto [low, high] = reportInterval(first);
    rows.emplace_back(QCoreApplication::translate("lab", "First seat's advantage over an even share"),
                      QCoreApplication::translate("lab", "%1 points of win rate (95%: %2 to %3)")
                          .arg(localDecimal(100.0 * reportNumber(first, "advantage"), 1),
                               localDecimal(100.0 * low, 1), localDecimal(100.0 * high, 1)));
  }
  const nlohmann::json means = nlohmann::json(report["events"].value("means", Report::object())).flatten();
  for (const auto& [path, value] : means.items()) {
    QString words = QString::fromStdString(path).mid(1);
    words.replace(QLatin1Char('/'), QStringLiteral(" › "));
    words.replace(QLatin1Char('_'), QLatin1Char(' '));
    rows.emplace_back(QCoreApplication::translate("lab", "%1 (a game on average)").arg(words),
                      localDecimal(value.is_number() ? value.get<double>() : 0.0, 2));
  }
  table->setColumnCount(2);
  table->setHorizontalHeaderLabels(
      {QCoreApplication::translate("lab", "The games"), QCoreApplication::translate("lab", "Value")});
  table->setRowCount(static_cast<int>(rows.size()));
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    table->setItem(r, 0, cell(rows[static_cast<std::size_t>(r)].first, false));
    table->setItem(r, 1, cell(rows[static_cast<std::size_t>(r)].second));
  }
  table->resizeColumnsToContents();
}

QString reportCsv(const Report& report) {
  QStringList lines;
  lines << QStringLiteral("kind,name,games,wins,win_rate,ci95_low,ci95_high,mean_score,sd_score");
  auto line = [&](const QString& kind, const QString& name, const Report& e) {
    const Report ci = e.value("ci95", Report::array({0.0, 0.0}));
    lines << QStringList{kind,
                         csvField(name),
                         number(e["games"]),
                         number(e["wins"]),
                         number(e["win_rate"]),
                         number(ci[0]),
                         number(ci[1]),
                         number(e["mean_score"]),
                         number(e.value("sd_score", Report(0)))}
                 .join(QLatin1Char(','));
  };
  for (const Report& bot : report["bots"])
    line(QStringLiteral("bot"), QString::fromStdString(bot["bot"].get<std::string>()), bot);
  for (const Report& seat : report["seats"])
    line(QStringLiteral("seat"), QString::number(seat["seat"].get<int>()), seat);
  lines << QString() << QStringLiteral("event,sum,mean_per_game");
  const nlohmann::json events = report.value("events", Report::object());
  const nlohmann::json sums = events.value("sums", nlohmann::json::object()).flatten();
  const nlohmann::json means = events.value("means", nlohmann::json::object()).flatten();
  for (const auto& [path, sum] : sums.items())
    lines << QStringList{csvField(QString::fromStdString(path)), QString::fromStdString(sum.dump()),
                         QString::fromStdString(means.value(path, nlohmann::json(0)).dump())}
                 .join(QLatin1Char(','));
  return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace vb::app
