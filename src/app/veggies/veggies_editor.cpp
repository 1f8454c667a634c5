#include "veggies/veggies_editor.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include "table/palette.h"
#include "veggiebox/games/registry.h"
#include "veggies/table_edit_view.h"

namespace vb::app::veggies {

namespace {

// The phase follows from the stalls (docs/scenarios.md#whose-turn-it-is); the engine works it
// out for a sound position, and an unsound one has none yet.
QString phaseOf(const vb::Json& scenario) {
  std::string phase;
  try {
    phase = vb::stateFromJson(scenario)->toJson().value("phase", std::string());
  } catch (const std::exception&) {
    return VeggiesEditor::tr("Phase: none until the position is sound");
  }
  const QString name = phase == "start"      ? VeggiesEditor::tr("setup")
                       : phase == "announce" ? VeggiesEditor::tr("announcements")
                       : phase == "over"     ? VeggiesEditor::tr("the game is over")
                                             : VeggiesEditor::tr("play");
  return VeggiesEditor::tr("Phase: %1 (it follows from the stalls)").arg(name);
}

}  // namespace

VeggiesEditor::VeggiesEditor(QWidget* parent) : PositionEditor(parent) {
  auto* column = new QVBoxLayout(this);
  column->setContentsMargins(0, 0, 0, 0);
  auto* controls = new QHBoxLayout;
  controls->setContentsMargins(8, 6, 8, 0);
  players_ = new QSpinBox(this);
  players_->setRange(2, 4);
  players_->setObjectName(QStringLiteral("players"));
  first_ = new QComboBox(this);
  first_->setObjectName(QStringLiteral("first"));
  current_ = new QComboBox(this);
  current_->setObjectName(QStringLiteral("current"));
  phase_ = new QLabel(this);
  for (QWidget* control : std::initializer_list<QWidget*>{players_, first_, current_}) {
    labels_.push_back(new QLabel(this));
    controls->addWidget(labels_.back());
    controls->addWidget(control);
    controls->addSpacing(12);
  }
  retranslate();
  controls->addWidget(phase_, 1);
  column->addLayout(controls);
  view_ = new TableEditView(table_, this);
  column->addWidget(view_, 1);

  connect(view_, &TableEditView::edited, this, &VeggiesEditor::edit);
  connect(view_, &TableEditView::hint, this, &PositionEditor::hint);
  connect(players_, &QSpinBox::valueChanged, this, [this](int n) { edit(table_.setPlayers(n)); });
  connect(first_, &QComboBox::activated, this, [this](int index) { edit(table_.setFirst(index)); });
  connect(current_, &QComboBox::activated, this, [this](int index) { edit(table_.setCurrent(index - 1)); });
  table_.set(vb::Json::object());
  showControls();
}

// The controls' words, set again when the language changes (docs/translating.md).
void VeggiesEditor::retranslate() {
  const QString labels[] = {tr("Players:"), tr("Started:"), tr("To play:")};
  for (std::size_t i = 0; i < labels_.size(); ++i) labels_[i]->setText(labels[i]);
}

void VeggiesEditor::changeEvent(QEvent* event) {
  PositionEditor::changeEvent(event);
  if (event->type() != QEvent::LanguageChange || view_ == nullptr) return;
  retranslate();
  showControls();
  view_->refresh();
}

void VeggiesEditor::setScenario(const vb::Json& scenario) {
  table_.set(scenario);
  showControls();
  view_->refresh();
}

vb::Json VeggiesEditor::scenario() const { return table_.json(); }

void VeggiesEditor::edit(const QString& what) {
  if (what.isEmpty()) return;
  showControls();
  view_->refresh();
  emit edited(table_.json(), what);
}

void VeggiesEditor::showControls() {
  const QSignalBlocker b1(players_), b2(first_), b3(current_);
  const vb::Json& j = table_.json();
  players_->setValue(table_.players());
  first_->clear();
  current_->clear();
  current_->addItem(tr("Follows from the stalls"));
  for (int seat = 0; seat < table_.players(); ++seat) {
    first_->addItem(table_.name(seat));
    current_->addItem(table_.name(seat));
  }
  first_->setCurrentIndex(j.contains("first") && j["first"].is_number_integer() ? j["first"].get<int>() : 0);
  current_->setCurrentIndex(
      j.contains("current") && j["current"].is_number_integer() ? j["current"].get<int>() + 1 : 0);
  phase_->setText(phaseOf(j));
}

// The field path leads the engine's reason ("players[1].stall.cards: ..."); what it names is
// outlined (docs/sandbox.md#veggies).
void VeggiesEditor::showProblem(const QString& problem) {
  for (QWidget* w : std::initializer_list<QWidget*>{first_, current_, phase_}) w->setStyleSheet({});
  std::vector<CardPlace> places;
  bool everywhere = false;
  if (!problem.isEmpty()) {
    static const QRegularExpression field(QStringLiteral(R"(^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?[^:]*:)"));
    const auto m = field.match(problem);
    const QString top = m.captured(1), sub = m.captured(3);
    const int index = m.captured(2).isEmpty() ? -1 : m.captured(2).toInt();
    if (top == QLatin1String("players") && index >= 0) {
      const CardPlace::Kind kind = sub == QLatin1String("hand")    ? CardPlace::Kind::Hand
                                   : sub == QLatin1String("drawn") ? CardPlace::Kind::Drawn
                                                                   : CardPlace::Kind::Stall;
      places.push_back({kind, index, 0});
    } else if (top == QLatin1String("market")) {
      places.push_back({CardPlace::Kind::Market, -1, std::max(index, 0)});
    } else if (top == QLatin1String("deck")) {
      places.push_back({CardPlace::Kind::Deck, -1, std::max(index, 0)});
    } else if (top == QLatin1String("current")) {
      current_->setStyleSheet(table::palette().problemFrame());
    } else if (top == QLatin1String("first")) {
      first_->setStyleSheet(table::palette().problemFrame());
    } else if (top == QLatin1String("phase")) {
      phase_->setStyleSheet(table::palette().problemFrame());
    } else {
      everywhere = true;
    }
  }
  view_->setProblemPlaces(std::move(places), everywhere);
}

}  // namespace vb::app::veggies

namespace vb::app::edit {

PositionEditor* makeVeggiesEditor(QWidget* parent) { return new vb::app::veggies::VeggiesEditor(parent); }

}  // namespace vb::app::edit
