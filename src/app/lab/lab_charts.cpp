#include "lab_charts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGridLayout>
#include <QHorizontalBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>

#include "lab_numbers.h"
#include "seat_colours.h"
#include "veggiebox/bots/bot.h"
#include "veggiebox/core/text.h"
#include "veggiebox/games/registry.h"

namespace vb::app {

namespace {

using Report = nlohmann::ordered_json;

QChartView* chartView(QWidget* parent, const QString& name) {
  auto* view = new QChartView(parent);
  view->setObjectName(name);
  view->setRenderHint(QPainter::Antialiasing);
  view->setMinimumSize(220, 180);
  return view;
}

// The font of axis labels and legends: a little smaller than the window's, so that the longer
// words of Italian and Spanish stay whole in a chart a quarter of a 1024-wide window.
QFont smallFont(const QWidget* view) {
  QFont small = view->font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  return small;
}

// A fresh chart in the app's look: its title in the window's font, no animation, a quiet legend.
QChart* freshChart(QChartView* view, const QString& title) {
  auto* chart = new QChart;
  chart->setTitle(title);
  QFont font = view->font();
  font.setBold(true);
  chart->setTitleFont(font);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart->setBackgroundRoundness(6);
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->legend()->setFont(smallFont(view));
  // The axes' numbers as the reader writes them (a decimal comma in Italian and Spanish).
  chart->setLocalizeNumbers(true);
  chart->setLocale(QLocale());
  QChart* old = view->chart();
  view->setChart(chart);
  delete old;
  return chart;
}

void hideFromLegend(QChart* chart, QAbstractSeries* series) {
  for (QLegendMarker* marker : chart->legend()->markers(series)) marker->setVisible(false);
}

// One entry of a win rate chart: its name, rate, interval and colour.
struct Rate {
  QString name;
  double rate = 0, low = 0, high = 0;
  QColor colour;
};

// Bars of win rates, each with a whisker over its 95% interval, and a dashed line at the even share.
void drawRates(QChartView* view, const QString& title, const std::vector<Rate>& rates, double even) {
  QChart* chart = freshChart(view, title);
  auto* bars = new QBarSeries;
  auto* set = new QBarSet(LabCharts::tr("Win rate"));
  set->setColor(QColor(0x3c, 0x9a, 0x3c));
  QStringList names;
  for (const Rate& r : rates) {
    *set << 100.0 * r.rate;
    names << r.name;
  }
  bars->append(set);
  bars->setBarWidth(0.6);
  chart->addSeries(bars);
  auto* x = new QBarCategoryAxis;
  x->append(names);
  x->setLabelsFont(smallFont(view));
  auto* y = new QValueAxis;
  double top = 0;
  for (const Rate& r : rates) top = std::max(top, 100.0 * r.high);
  // Ticks every 10 (or 20) percent, a little above the highest whisker.
  const int tens = std::clamp(static_cast<int>(std::ceil((top + 4) / 10)), 1, 10);
  const int step = tens > 6 ? 2 : 1;
  y->setRange(0, 10.0 * step * std::ceil(static_cast<double>(tens) / step));
  y->setTickCount(static_cast<int>(std::ceil(static_cast<double>(tens) / step)) + 1);
  // Localized labels need a precision in their format (QChart::localizeNumbers).
  y->setLabelFormat(QStringLiteral("%.0f%"));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  bars->attachAxis(x);
  bars->attachAxis(y);
  // Qt Charts has no error bars: each whisker is a line series over the category's index.
  for (std::size_t i = 0; i < rates.size(); ++i) {
    const double c = static_cast<double>(i), lo = 100.0 * rates[i].low, hi = 100.0 * rates[i].high;
    auto* whisker = new QLineSeries;
    whisker->setName(LabCharts::tr("95% interval"));
    whisker->setPen(QPen(QColor(0x33, 0x33, 0x33), 1.6));
    *whisker << QPointF(c - 0.12, lo) << QPointF(c + 0.12, lo) << QPointF(c, lo) << QPointF(c, hi)
             << QPointF(c - 0.12, hi) << QPointF(c + 0.12, hi);
    chart->addSeries(whisker);
    whisker->attachAxis(x);
    whisker->attachAxis(y);
    if (i > 0) hideFromLegend(chart, whisker);
  }
  auto* evenLine = new QLineSeries;
  evenLine->setName(LabCharts::tr("Even: %1%").arg(localDecimal(100.0 * even, 1)));
  evenLine->setPen(QPen(QColor(0xb3, 0x26, 0x1e), 1.4, Qt::DashLine));
  *evenLine << QPointF(-0.5, 100.0 * even) << QPointF(static_cast<double>(rates.size()) - 0.5, 100.0 * even);
  chart->addSeries(evenLine);
  evenLine->attachAxis(x);
  evenLine->attachAxis(y);
  QObject::connect(set, &QBarSet::hovered, view, [view, rates](bool on, int index) {
    if (!on || index < 0 || index >= static_cast<int>(rates.size())) return view->setToolTip({});
    const Rate& r = rates[static_cast<std::size_t>(index)];
    view->setToolTip(LabCharts::tr("%1: wins %2% of its games (95% interval %3%–%4%)")
                         .arg(r.name, localDecimal(100.0 * r.rate, 1), localDecimal(100.0 * r.low, 1),
                              localDecimal(100.0 * r.high, 1)));
  });
}

Rate rateOf(const Report& entry, const QString& name, const QColor& colour) {
  const auto [low, high] = reportInterval(entry);
  return {name, reportNumber(entry, "win_rate"), low, high, colour};
}

QString botWords(const std::string& bot) { return QString::fromStdString(vb::botLabel(bot)); }

// Each bot's scores in 5 to 12 bins of equal width over the range every bot's scores span.
void drawScores(QChartView* view, const Report& report) {
  QChart* chart = freshChart(view, LabCharts::tr("Final scores by bot (how often each)"));
  long long low = 0, high = 0;
  bool any = false;
  for (const Report& bot : report["bots"])
    for (const Report& bin : bot.value("histogram", Report::array())) {
      const long long v = bin[0].get<long long>();
      low = any ? std::min(low, v) : v;
      high = any ? std::max(high, v) : v;
      any = true;
    }
  if (!any) return;
  // As many ranges as the chart has room to name level: 5 to 12.
  const long long most = std::clamp(view->width() / 60, 5, 12);
  const long long width = std::max(1LL, (high - low + most) / most);
  const int bins = static_cast<int>((high - low) / width) + 1;
  auto* series = new QBarSeries;
  int k = 0;
  for (const Report& bot : report["bots"]) {
    auto* set = new QBarSet(botWords(bot["bot"].get<std::string>()));
    set->setColor(defaultSeatColour(k++));
    std::vector<double> counts(static_cast<std::size_t>(bins), 0.0);
    for (const Report& bin : bot.value("histogram", Report::array()))
      counts[static_cast<std::size_t>((bin[0].get<long long>() - low) / width)] += bin[1].get<double>();
    for (double c : counts) *set << c;
    series->append(set);
  }
  chart->addSeries(series);
  // Each range is named by its lowest score: short enough to stay level and unclipped.
  QStringList ranges;
  for (int b = 0; b < bins; ++b) ranges << QString::number(low + b * width);
  auto* x = new QBarCategoryAxis;
  x->append(ranges);
  x->setTitleText(width == 1 ? LabCharts::tr("Final score")
                             : LabCharts::tr("Final score (bars of %1 points)").arg(width));
  x->setTitleFont(smallFont(view));
  x->setLabelsFont(smallFont(view));
  auto* y = new QValueAxis;
  y->setLabelFormat(QStringLiteral("%.0f"));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  series->attachAxis(x);
  series->attachAxis(y);
  y->applyNiceNumbers();
}

// "/powers/carrot/used" -> "powers › carrot › used"
QString eventWords(const std::string& path) {
  QString words = QString::fromStdString(path).mid(1);
  words.replace(QLatin1Char('/'), QStringLiteral(" › "));
  words.replace(QLatin1Char('_'), QLatin1Char(' '));
  return words;
}

// "carrot" -> "Carrot power", as a whole phrase for each of Veggie Garden's crops (the rulebooks'
// own crop names, docs/translating.md#words); a crop not listed keeps its id.
QString powerWords(const std::string& crop) {
  static const std::map<std::string, const char*> words = {
      {"carrot", QT_TRANSLATE_NOOP("vb::app::LabCharts", "carrot power")},
      {"cabbage", QT_TRANSLATE_NOOP("vb::app::LabCharts", "cabbage power")},
      {"peas", QT_TRANSLATE_NOOP("vb::app::LabCharts", "peas power")},
      {"pepper", QT_TRANSLATE_NOOP("vb::app::LabCharts", "pepper power")},
      {"potato", QT_TRANSLATE_NOOP("vb::app::LabCharts", "potato power")},
      {"tomato", QT_TRANSLATE_NOOP("vb::app::LabCharts", "tomato power")}};
  const auto it = words.find(crop);
  return it != words.end() ? LabCharts::tr(it->second)
                           : LabCharts::tr("%1 power").arg(QString::fromStdString(crop));
}

// Horizontal bars, one a name, each labelled with its number.
void drawCounts(QChart* chart, QStringList names, const std::vector<QBarSet*>& sets) {
  // Qt lays the first category at the bottom: turned over, the list reads from the top.
  std::reverse(names.begin(), names.end());
  auto* series = new QHorizontalBarSeries;
  for (QBarSet* set : sets) {
    QList<qreal> values;
    for (int i = set->count() - 1; i >= 0; --i) values << set->at(i);
    set->remove(0, set->count());
    set->append(values);
    set->setLabelColor(QColor(0x33, 0x33, 0x33));
    series->append(set);
  }
  series->setLabelsVisible(true);
  series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
  series->setLabelsPrecision(3);
  chart->addSeries(series);
  auto* y = new QBarCategoryAxis;
  y->append(names);
  y->setLabelsFont(chart->legend()->font());  // freshChart's small font
  auto* x = new QValueAxis;
  chart->addAxis(y, Qt::AlignLeft);
  chart->addAxis(x, Qt::AlignBottom);
  series->attachAxis(y);
  series->attachAxis(x);
  x->setMax(x->max() * 1.15);  // room for the labels past the longest bar
  x->applyNiceNumbers();
  x->setLabelFormat(QStringLiteral("%.3g"));
  if (sets.size() < 2) chart->legend()->hide();
}

// The game's own events a game on average: Veggie Garden's powers as uses and skips of each power;
// the other games' headline counts as one bar each.
void drawEvents(QChartView* view, const Report& report) {
  QChart* chart = freshChart(view, LabCharts::tr("What happens in a game (average a game)"));
  const nlohmann::json means = nlohmann::json(report["events"].value("means", Report::object())).flatten();
  std::map<std::string, std::pair<double, double>> powers;  // crop -> used, skipped
  for (const auto& [path, value] : means.items()) {
    const std::string prefix = "/powers/";
    const auto slash = path.rfind('/');
    if (!value.is_number() || path.rfind(prefix, 0) != 0 || slash <= prefix.size()) continue;
    const std::string crop = path.substr(prefix.size(), slash - prefix.size());
    if (path.ends_with("/used")) powers[crop].first = value.get<double>();
    if (path.ends_with("/skipped")) powers[crop].second = value.get<double>();
  }
  QStringList names;
  if (!powers.empty()) {
    auto* used = new QBarSet(LabCharts::tr("Used"));
    auto* skipped = new QBarSet(LabCharts::tr("Skipped"));
    used->setColor(QColor(0x3c, 0x9a, 0x3c));
    skipped->setColor(QColor(0xe0, 0x8a, 0x1e));
    for (const auto& [crop, counts] : powers) {
      names << powerWords(crop);
      *used << counts.first;
      *skipped << counts.second;
    }
    return drawCounts(chart, names, {used, skipped});
  }
  auto* set = new QBarSet(LabCharts::tr("A game on average"));
  set->setColor(QColor(0x2f, 0x6f, 0xc4));
  // The counts the game names first (GameTraits::headlines, docs/events.md); the Numbers tab lists
  // every count.
  const vb::Game* game = vb::findGame(report.value("game", std::string()));
  static const std::vector<vb::GameTraits::Headline> none;
  const auto& headlines = game != nullptr ? game->traits().headlines : none;
  for (const auto& h : headlines) {
    if (!means.contains(h.path) || !means[h.path].is_number()) continue;
    names << QString::fromStdString(vb::tx(h.words));
    *set << means[h.path].get<double>();
  }
  if (headlines.empty()) {
    for (const auto& [path, value] : means.items()) {
      if (!value.is_number() || path.find("points") != std::string::npos || names.size() >= 8) continue;
      names << eventWords(path);
      *set << value.get<double>();
    }
  }
  if (names.isEmpty()) {
    delete set;
    chart->setTitle(LabCharts::tr("Events a game: none counted for this game"));
    return;
  }
  drawCounts(chart, names, {set});
}

}  // namespace

LabCharts::LabCharts(QWidget* parent) : QWidget(parent) {
  seats_ = chartView(this, QStringLiteral("chart-seats"));
  bots_ = chartView(this, QStringLiteral("chart-bots"));
  scores_ = chartView(this, QStringLiteral("chart-scores"));
  events_ = chartView(this, QStringLiteral("chart-events"));
  auto* grid = new QGridLayout(this);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setSpacing(6);
  grid->addWidget(seats_, 0, 0);
  grid->addWidget(bots_, 0, 1);
  grid->addWidget(scores_, 1, 0);
  grid->addWidget(events_, 1, 1);
  clear();
}

void LabCharts::clear() {
  report_ = nullptr;
  freshChart(seats_, tr("Win rate by seat"));
  freshChart(bots_, tr("Win rate by bot"));
  freshChart(scores_, tr("Final scores by bot"));
  freshChart(events_, tr("What happens in a game"));
}

void LabCharts::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    if (report_.is_null())
      clear();
    else
      showReport(nlohmann::ordered_json(report_));
  }
  QWidget::changeEvent(event);
}

void LabCharts::showReport(const nlohmann::ordered_json& report) {
  report_ = report;
  const int players = report["run"].value("players", 2);
  const double even = 1.0 / std::max(1, players);
  std::vector<Rate> seats, bots;
  for (const Report& seat : report["seats"]) {
    const int s = seat["seat"].get<int>();
    seats.push_back(rateOf(seat, tr("Seat %1").arg(s + 1), defaultSeatColour(s)));
  }
  int k = 0;
  for (const Report& bot : report["bots"])
    bots.push_back(rateOf(bot, botWords(bot["bot"].get<std::string>()), defaultSeatColour(k++)));
  drawRates(seats_, tr("Win rate by seat (first seat plays first)"), seats, even);
  // A bot listed more than once plays more than one seat a game: its even share is its seats' share.
  drawRates(bots_, tr("Win rate by bot (each of its seat-games)"), bots, even);
  drawScores(scores_, report);
  drawEvents(events_, report);
}

}  // namespace vb::app
