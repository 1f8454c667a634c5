#include "vegetables/vegetables_editor.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDrag>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "table/palette.h"
#include "vegetables/vegetables_painter.h"
#include "veggiebox/games/vegetables.h"

namespace vb::app::vegetables {

namespace vv = vb::vegetables;

namespace {

const char* const kCardMime = "application/x-veggiebox-vegetables-card";

// The phases a scenario may name (docs/scenarios.md#top-level-fields); none: found from the rest.
const char* const kPhases[] = {"turn",    "silo",         "chain",        "well",
                               "penalty", "penalty-draw", "penalty-pick", "over"};

bool isSeatArea(const QString& key) {
  static const QRegularExpression re(QStringLiteral("^(seat|hand|terrains|jollies):\\d$"));
  return re.match(key).hasMatch();
}

int keyIndex(const QString& key) { return key.section(QLatin1Char(':'), 1).toInt(); }

// j[key] when j is an object that has it, else null.
Json fieldOf(const Json& j, const std::string& key) {
  return j.is_object() && j.contains(key) ? j[key] : Json();
}

// The card at `index` of the list `list`, as a spot key ("card:R7"), or empty.
QString cardKeyAt(const Json& list, int index) {
  if (!list.is_array() || index < 0 || index >= static_cast<int>(list.size())) return {};
  const Json& c = list[static_cast<std::size_t>(index)];
  const int id = c.is_string() ? vv::cardFromName(c.get<std::string>()) : -1;
  return id < 0 ? QString() : QStringLiteral("card:") + cardLabel(id);
}

// What the engine's refusal names (its field path, before ": "), as the editor's spot keys and
// controls ("control:turn"). docs/scenarios.md#refusals lists the forms.
QSet<QString> keysOfProblem(const QString& problem, const Json& sc) {
  QSet<QString> out;
  const QString field = problem.section(QStringLiteral(": "), 0, 0);
  if (problem.isEmpty() || field == problem) return out;
  static const QRegularExpression player(
      QStringLiteral("^players\\[(\\d)\\](?:\\.(\\w+))?(?:\\[(\\d+)\\])?"));
  static const QRegularExpression pile(QStringLiteral("^(silos|wells)(?:\\[(\\d+)\\])?(?:\\[(\\d+)\\])?"));
  static const QRegularExpression card(QStringLiteral("^[RYGVrygv]\\d{1,2}$"));
  if (const auto m = player.match(field); m.hasMatch()) {
    const int seat = m.captured(1).toInt();
    const QString sub = m.captured(2);
    const std::string subField = sub.toStdString();
    if (sub == QLatin1String("hand") || sub == QLatin1String("terrains")) {
      out << QStringLiteral("%1:%2").arg(sub).arg(seat);
      const Json players = fieldOf(sc, "players");
      if (!m.captured(3).isEmpty() && players.is_array() && seat < static_cast<int>(players.size()))
        out << cardKeyAt(fieldOf(players[static_cast<std::size_t>(seat)], subField), m.captured(3).toInt());
    } else {
      out << (sub == QLatin1String("jollies") ? QStringLiteral("jollies:%1") : QStringLiteral("seat:%1"))
                 .arg(seat);
    }
  } else if (const auto pm = pile.match(field); pm.hasMatch()) {
    const QString kind =
        pm.captured(1) == QLatin1String("silos") ? QStringLiteral("silo") : QStringLiteral("well");
    const int count = kind == QLatin1String("silo") ? vv::kSilos : vv::kWells;
    if (pm.captured(2).isEmpty())
      for (int k = 0; k < count; ++k) out << QStringLiteral("%1:%2").arg(kind).arg(k);
    else
      out << QStringLiteral("%1:%2").arg(kind, pm.captured(2));
    const Json piles = fieldOf(sc, pm.captured(1).toStdString());
    const int index = pm.captured(2).toInt();
    if (!pm.captured(3).isEmpty() && piles.is_array() && index < static_cast<int>(piles.size()))
      out << cardKeyAt(piles[static_cast<std::size_t>(index)], pm.captured(3).toInt());
  } else if (field.startsWith(QLatin1String("board."))) {
    out << QStringLiteral("cell:") + field.mid(6).toUpper();
  } else if (field == QLatin1String("chain") && fieldOf(sc, "chain").is_string()) {
    out << QStringLiteral("cell:") + QString::fromStdString(sc["chain"].get<std::string>()).toUpper();
  } else if (field.startsWith(QLatin1String("board")) || field.startsWith(QLatin1String("burnt")) ||
             field == QLatin1String("rows") || field == QLatin1String("chain")) {
    out << QStringLiteral("board");
  } else if (field.startsWith(QLatin1String("discards"))) {
    out << QStringLiteral("discards");
  } else if (field == QLatin1String("players") || field == QLatin1String("discarded_jollies")) {
    for (int i = 0; i < vv::kSeats; ++i) out << QStringLiteral("jollies:%1").arg(i);
  } else if (card.match(field).hasMatch()) {
    out << QStringLiteral("box:") + field.toUpper();
  } else {
    out << QStringLiteral("control:") + field.section(QLatin1Char('.'), 0, 0);
  }
  out.remove(QString());
  return out;
}

}  // namespace

// The table: paints the editor's layout and turns presses, drags, drops and right clicks into
// the editor's handlers.
class EditCanvas : public QWidget {
 public:
  explicit EditCanvas(VegetablesEditor* editor) : QWidget(editor), editor_(editor) {
    setAcceptDrops(true);
    setMinimumSize(700, 440);
    setObjectName(QStringLiteral("vegetables-edit-table"));
  }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    editor_->spots_ = EditLayout(editor_->sight_, editor_->scene_, rect()).compose(&p);
  }
  void resizeEvent(QResizeEvent*) override { editor_->relayout(); }
  void mousePressEvent(QMouseEvent* event) override {
    const EditSpot* s = editor_->spotAt(event->position().toPoint());
    pressCard_ = event->button() == Qt::LeftButton && s != nullptr ? s->card : -1;
    pressAt_ = event->position().toPoint();
    if (pressCard_ >= 0)
      emit editor_->hint(VegetablesEditor::tr("Drag %1 to a hand, a line, a pile or back to the box.")
                             .arg(cardLabel(pressCard_)));
  }
  void mouseMoveEvent(QMouseEvent* event) override {
    if (pressCard_ < 0 ||
        (event->position().toPoint() - pressAt_).manhattanLength() < QApplication::startDragDistance())
      return;
    auto* drag = new QDrag(this);
    drag->setMimeData(VegetablesEditor::cardMime(pressCard_));
    QPixmap picture(56, 80);
    picture.fill(Qt::transparent);
    {
      QPainter p(&picture);
      p.setRenderHint(QPainter::Antialiasing);
      paintFace(p, QRectF(1, 1, 54, 78), pressCard_, false);
    }
    drag->setPixmap(picture);
    drag->setHotSpot(QPoint(28, 20));
    pressCard_ = -1;
    drag->exec(Qt::MoveAction);
  }
  void dragEnterEvent(QDragEnterEvent* event) override {
    if (event->mimeData()->hasFormat(QString::fromLatin1(kCardMime))) event->acceptProposedAction();
  }
  void dragMoveEvent(QDragMoveEvent* event) override {
    const EditSpot* s = editor_->spotAt(event->position().toPoint());
    const QString key = s != nullptr ? s->key : QString();
    if (key != editor_->scene_.dropKey) {
      editor_->scene_.dropKey = key;
      update();
    }
    event->acceptProposedAction();
  }
  void dragLeaveEvent(QDragLeaveEvent*) override {
    editor_->scene_.dropKey.clear();
    update();
  }
  void dropEvent(QDropEvent* event) override {
    editor_->scene_.dropKey.clear();
    if (editor_->dropAt(*event->mimeData(), event->position().toPoint())) event->acceptProposedAction();
    update();
  }
  void contextMenuEvent(QContextMenuEvent* event) override {
    if (QMenu* menu = editor_->menuAt(event->pos())) {
      menu->exec(event->globalPos());
      menu->deleteLater();
    }
  }

 private:
  VegetablesEditor* editor_;
  int pressCard_ = -1;
  QPoint pressAt_;
};

VegetablesEditor::VegetablesEditor(QWidget* parent) : PositionEditor(parent) {
  setObjectName(QStringLiteral("vegetables-editor"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  buildControls();
  canvas_ = new EditCanvas(this);
  layout->addWidget(canvas_, 1);
}

QWidget* VegetablesEditor::table() const { return canvas_; }

void VegetablesEditor::buildControls() {
  auto* row = new QWidget(this);
  auto* h = new QHBoxLayout(row);
  h->setContentsMargins(6, 2, 6, 2);
  auto label = [&] {
    labels_.push_back(new QLabel(row));
    h->addWidget(labels_.back());
  };
  auto named = [](QWidget* w, const char* name) { w->setObjectName(QString::fromLatin1(name)); };
  label();
  handNumber_ = new QSpinBox(row);
  handNumber_->setRange(1, 10);
  named(handNumber_, "control:hand_number");
  h->addWidget(handNumber_);
  label();
  hands_ = new QSpinBox(row);
  hands_->setRange(1, 10);
  named(hands_, "control:options");
  h->addWidget(hands_);
  label();
  turn_ = new QComboBox(row);
  named(turn_, "control:turn");
  h->addWidget(turn_);
  played_ = new QCheckBox(row);
  named(played_, "control:played");
  h->addWidget(played_);
  label();
  phase_ = new QComboBox(row);
  named(phase_, "control:phase");
  // The phases are the scenario's own words (docs/scenarios.md), the same in every language.
  phase_->addItem(QString());
  for (const char* ph : kPhases) phase_->addItem(QString::fromLatin1(ph));
  h->addWidget(phase_);
  label();
  penalty_ = new QComboBox(row);
  named(penalty_, "control:penalty");
  penalty_->addItems({QString(), QString(), QString()});
  h->addWidget(penalty_);
  penaltyCards_ = new QSpinBox(row);
  penaltyCards_->setRange(1, 6);
  named(penaltyCards_, "control:penalty-cards");
  h->addWidget(penaltyCards_);
  picksLeft_ = new QSpinBox(row);
  picksLeft_->setRange(1, 2);
  named(picksLeft_, "control:penalty-picks");
  h->addWidget(picksLeft_);
  picker_ = new QComboBox(row);
  named(picker_, "control:current");
  h->addWidget(picker_);
  h->addStretch(1);
  // The row must fit 1024 pixels in the longest language: the lists are as wide as six letters
  // (names and phases in full in the list that opens).
  for (QComboBox* box : {turn_, phase_, penalty_, picker_}) {
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(6);
  }
  static_cast<QVBoxLayout*>(layout())->addWidget(row);
  retranslate();

  connect(handNumber_, &QSpinBox::valueChanged, this, [this](int v) {
    Json next = sc_;
    next["hand_number"] = v;
    commit(next, tr("Hand %1").arg(v));
  });
  connect(hands_, &QSpinBox::valueChanged, this, [this](int v) {
    Json next = sc_;
    if (!next.contains("options") || !next["options"].is_object()) next["options"] = Json::object();
    next["options"]["hands"] = std::to_string(v);
    commit(next, v == 1 ? tr("A match of 1 hand") : tr("A match of %1 hands").arg(v));
  });
  connect(turn_, &QComboBox::activated, this, [this](int index) { setTurn(index - 1); });
  connect(played_, &QCheckBox::toggled, this, [this](bool on) {
    Json next = sc_;
    next["played"] = on;
    commit(next, on ? tr("A card played this turn") : tr("No card played yet this turn"));
  });
  connect(phase_, &QComboBox::activated, this, [this](int index) {
    Json next = sc_;
    if (index == 0)
      next.erase("phase");
    else
      next["phase"] = kPhases[index - 1];
    commit(next, tr("Phase: %1").arg(phase_->itemText(index)));
  });
  connect(penalty_, &QComboBox::activated, this, [this] { setPenalty(); });
  connect(penaltyCards_, &QSpinBox::valueChanged, this, [this] { setPenalty(); });
  connect(picksLeft_, &QSpinBox::valueChanged, this, [this] { setPenalty(); });
  connect(picker_, &QComboBox::activated, this, [this](int index) {
    Json next = sc_;
    next["current"] = index;
    // Without "turn", "current" would also say whose turn it is (docs/scenarios.md#top-level-fields).
    if (!next.contains("turn")) next["turn"] = std::max(0, sight_.sight.turn);
    commit(next, tr("%1 picks").arg(seatName(sc_, index)));
  });
}

// The controls' words, set again when the language changes (docs/translating.md).
void VegetablesEditor::retranslate() {
  const QString labels[] = {tr("Hand"), tr("of"), tr("To play"), tr("Phase"), tr("Refill")};
  for (std::size_t i = 0; i < labels_.size(); ++i) labels_[i]->setText(labels[i]);
  handNumber_->setToolTip(tr("The hand being played (hand_number)"));
  hands_->setToolTip(tr("The hands in the match (option hands)"));
  turn_->setToolTip(tr("Whose turn it is (turn)"));
  played_->setText(tr("played"));
  played_->setToolTip(tr("A card has been played this turn, so passing and the well are open (played)"));
  phase_->setToolTip(tr("The phase (phase); \"from the position\" lets the engine find it"));
  phase_->setItemText(0, tr("from the position"));
  penalty_->setToolTip(tr("A penalty refill in progress (penalty): A the player draws, B an opponent picks"));
  penalty_->setItemText(0, tr("none"));
  penalty_->setItemText(1, tr("A: drawing"));
  penalty_->setItemText(2, tr("B: picking"));
  penaltyCards_->setSuffix(tr(" cards"));
  penaltyCards_->setToolTip(tr("The cards the refill still brings (penalty.cards)"));
  picksLeft_->setSuffix(tr(" picks"));
  picksLeft_->setToolTip(tr("B: the picks the opponent deciding still makes (penalty.picks_left)"));
  picker_->setToolTip(tr("B: the opponent who picks now (current)"));
}

void VegetablesEditor::changeEvent(QEvent* event) {
  PositionEditor::changeEvent(event);
  if (event->type() != QEvent::LanguageChange || canvas_ == nullptr) return;
  retranslate();
  relayout();
  syncControls();
}

void VegetablesEditor::setTurn(int seat) {
  Json next = sc_;
  const Json pn = next.value("penalty", Json());
  const bool picking = pn.is_object() && pn.value("option", "") == "B";
  if (seat < 0) {
    next.erase("turn");
    if (!picking) next.erase("current");
  } else {
    next["turn"] = seat;
    if (next.contains("current") && !picking) next["current"] = seat;
  }
  commit(next, seat < 0 ? tr("The holder of V1 to play") : tr("%1 to play").arg(seatName(sc_, seat)));
}

void VegetablesEditor::setPenalty() {
  Json next = sc_;
  const int option = penalty_->currentIndex();
  if (option == 0) {
    next["penalty"] = nullptr;
  } else {
    next["penalty"] = {{"option", option == 1 ? "A" : "B"}, {"cards", penaltyCards_->value()}};
    if (option == 2) next["penalty"]["picks_left"] = picksLeft_->value();
  }
  // The refill has its own phase; "from the position" finds it.
  if (next.contains("phase") && next["phase"].is_string()) next.erase("phase");
  commit(next, option == 0
                   ? tr("No penalty refill")
                   : tr("Penalty %1: %2 to refill")
                         .arg(option == 1 ? QStringLiteral("A") : QStringLiteral("B"))
                         .arg(penaltyCards_->value() == 1 ? tr("1 card")
                                                          : tr("%1 cards").arg(penaltyCards_->value())));
}

void VegetablesEditor::syncControls() {
  const QSignalBlocker b1(handNumber_), b2(hands_), b3(turn_), b4(played_), b5(phase_), b6(penalty_),
      b7(penaltyCards_), b8(picksLeft_), b9(picker_);
  const Sight& s = sight_.sight;
  hands_->setValue(s.hands);
  handNumber_->setValue(s.handNumber);
  turn_->clear();
  picker_->clear();
  turn_->addItem(tr("holder of V1"));
  for (int i = 0; i < vv::kSeats; ++i) {
    turn_->addItem(seatName(sc_, i));
    picker_->addItem(seatName(sc_, i));
  }
  const bool turnGiven = sc_.contains("turn") || sc_.contains("current");
  turn_->setCurrentIndex(turnGiven && s.turn >= 0 ? s.turn + 1 : 0);
  played_->setChecked(s.played);
  const auto phase = std::find(std::begin(kPhases), std::end(kPhases), s.phase.toStdString());
  phase_->setCurrentIndex(phase == std::end(kPhases) ? 0 : static_cast<int>(phase - std::begin(kPhases)) + 1);
  const Json pn = sc_.value("penalty", Json());
  const int option = pn.is_object() ? (pn.value("option", "") == "A"   ? 1
                                       : pn.value("option", "") == "B" ? 2
                                                                       : 0)
                                    : 0;
  penalty_->setCurrentIndex(option);
  if (pn.is_object() && pn.contains("cards") && pn["cards"].is_number_integer())
    penaltyCards_->setValue(pn["cards"].get<int>());
  if (pn.is_object() && pn.contains("picks_left") && pn["picks_left"].is_number_integer())
    picksLeft_->setValue(pn["picks_left"].get<int>());
  penaltyCards_->setEnabled(option != 0);
  picksLeft_->setEnabled(option == 2);
  picker_->setEnabled(option == 2);
  picker_->setCurrentIndex(std::max(0, s.current));
}

void VegetablesEditor::setScenario(const Json& scenario) {
  sc_ = scenario.is_object() ? scenario : Json::object();
  sc_["game"] = "vegetables";
  scene_.outlined.clear();
  relayout();
  syncControls();
  showProblem(QString());
}

void VegetablesEditor::relayout() {
  sight_ = editSight(sc_);
  scene_.note = note();
  if (canvas_ != nullptr) {
    spots_ = EditLayout(sight_, scene_, canvas_->rect()).compose(nullptr);
    canvas_->update();
  }
}

void VegetablesEditor::commit(const Json& next, const QString& what) {
  if (next == sc_) return;
  sc_ = next;
  relayout();
  syncControls();
  emit edited(sc_, what);
}

QString VegetablesEditor::note() const {
  if (sight_.discardsRest) return tr("Cards left in the box go to the discards when you play.");
  const bool dealt =
      sight_.silosDealt || sight_.wellsDealt ||
      std::find(sight_.handDealt.begin(), sight_.handDealt.end(), true) != sight_.handDealt.end() ||
      std::find(sight_.terrainsDealt.begin(), sight_.terrainsDealt.end(), true) != sight_.terrainsDealt.end();
  return dealt
             ? tr("Cards left in the box are dealt at random into the places marked \"dealt\" when you play.")
             : tr("Every card needs a place: put the cards in the box somewhere, or right-click here.");
}

void VegetablesEditor::showProblem(const QString& problem) {
  scene_.outlined = keysOfProblem(problem, sc_);
  for (QWidget* w : findChildren<QWidget*>(QRegularExpression(QStringLiteral("^control:")))) {
    const QString name = w->objectName();
    const bool red =
        scene_.outlined.contains(name) || (name.startsWith(QLatin1String("control:penalty")) &&
                                           scene_.outlined.contains(QStringLiteral("control:penalty")));
    w->setStyleSheet(red ? table::palette().problemFrame() : QString());
  }
  if (canvas_ != nullptr) canvas_->update();
}

QStringList VegetablesEditor::outlined() const {
  QStringList out(scene_.outlined.begin(), scene_.outlined.end());
  out.sort();
  return out;
}

const EditSpot* VegetablesEditor::spotAt(const QPoint& pos) const {
  for (auto it = spots_.rbegin(); it != spots_.rend(); ++it)
    if (it->rect.contains(pos)) return &*it;
  return nullptr;
}

QPoint VegetablesEditor::spotCenter(const QString& key) const {
  for (auto it = spots_.rbegin(); it != spots_.rend(); ++it)
    if (it->key == key) return it->rect.center();
  return {-1, -1};
}

QMimeData* VegetablesEditor::cardMime(int card) {
  auto* mime = new QMimeData;
  mime->setData(QString::fromLatin1(kCardMime), cardLabel(card).toUtf8());
  return mime;
}

std::optional<Place> VegetablesEditor::dropPlace(int card, const EditSpot& spot, QString* why) const {
  const QString& key = spot.key;
  const bool terrain = vv::isTerrain(card);
  auto seatPlace = [&](int seat, int at) { return Place{terrain ? Place::Terrains : Place::Hand, seat, at}; };
  if (key.startsWith(QLatin1String("box:")) || key == QLatin1String("palette")) return Place{};
  if (key.startsWith(QLatin1String("card:"))) {
    const Place& p = spot.place;
    if (p.kind == Place::Hand || p.kind == Place::Terrains)
      return seatPlace(p.index, (p.kind == Place::Terrains) == terrain ? p.at : -1);
    if (p.kind != Place::Board) return p;
  }
  if (isSeatArea(key)) return seatPlace(keyIndex(key), -1);
  if (key.startsWith(QLatin1String("cell:")) || spot.place.kind == Place::Board) {
    const int line = spot.place.index;
    if (vv::lineOf(card) != line) {
      *why = tr("%1 grows on the %2 line, not on the %3 line.")
                 .arg(cardLabel(card), lineLabel(vv::lineOf(card)), lineLabel(line));
      return std::nullopt;
    }
    return Place{Place::Board, line};
  }
  if (key == QLatin1String("board")) return Place{Place::Board, vv::lineOf(card)};
  if (key.startsWith(QLatin1String("silo:"))) return Place{Place::Silo, keyIndex(key)};
  if (key.startsWith(QLatin1String("well:"))) return Place{Place::Well, keyIndex(key)};
  if (key == QLatin1String("discards")) return Place{Place::Discards, 0};
  *why = tr("Drop a card on a hand, a line, a silo, a well, the discards or the box.");
  return std::nullopt;
}

bool VegetablesEditor::dropAt(const QMimeData& mime, const QPoint& pos) {
  const int card =
      vv::cardFromName(QString::fromUtf8(mime.data(QString::fromLatin1(kCardMime))).toStdString());
  const EditSpot* spot = spotAt(pos);
  if (card < 0 || spot == nullptr) return false;
  QString why;
  const std::optional<Place> place = dropPlace(card, *spot, &why);
  const std::optional<Json> next = place ? withCardAt(sc_, card, *place) : std::nullopt;
  if (!next) {
    emit hint(why);
    return false;
  }
  commit(*next, tr("%1 to %2").arg(cardLabel(card), placeText(*next, *place)));
  return true;
}

}  // namespace vb::app::vegetables

namespace vb::app::edit {

PositionEditor* makeVegetablesEditor(QWidget* parent) { return new vegetables::VegetablesEditor(parent); }

}  // namespace vb::app::edit
