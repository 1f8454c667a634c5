#include "board_view.h"

#include <QKeyEvent>
#include <algorithm>

#include "veggiebox/core/error.h"

LegalIndex::LegalIndex(const vb::State& state) {
  for (vb::ActionId id : state.legalActions()) entries_.push_back({id, state.actionJson(id)});
}

std::optional<vb::ActionId> LegalIndex::find(const vb::Json& action) const {
  for (const Entry& e : entries_)
    if (e.json == action) return e.id;
  return std::nullopt;
}

bool LegalIndex::anyOfType(std::string_view type) const {
  return std::any_of(entries_.begin(), entries_.end(), [&](const Entry& e) {
    const auto it = e.json.find("type");
    return it != e.json.end() && it->is_string() && it->get_ref<const std::string&>() == type;
  });
}

void BoardView::showState(const vb::State& state, int seat, bool canAct, bool handsOpen) {
  state_ = state.clone();
  seat_ = seat;
  canAct_ = canAct && !state.isOver();
  legal_ = canAct_ ? LegalIndex(state) : LegalIndex();
  keyIndex_ = -1;
  refusal_.clear();
  readSight(state, handsOpen);
  update();
  if (canAct_) emit hint(prompt());
}

void BoardView::showRefusal(const QString& reason) {
  refusal_ = reason;
  markRefused();
  update();
}

std::optional<vb::ActionId> BoardView::actionFor(const vb::Json& action, QString* why) const {
  if (const auto id = legal_.find(action)) return id;
  try {
    return state_->parseActionJson(action);
  } catch (const vb::InputError& e) {
    if (why != nullptr) *why = QString::fromUtf8(e.what());
    return std::nullopt;
  }
}

void BoardView::sendAction(const vb::Json& action) {
  QString why;
  if (const auto id = actionFor(action, &why))
    emit actionChosen(*id);
  else
    emit hint(why);
}

// ---------------------------------------------------------------------------------------------
// Keys. Tab walks the choices of the moment instead of the widgets: the table is one control.

void BoardView::focusOffered(int index) {
  Q_UNUSED(index);
  update();
}

bool BoardView::walkOffered(int step) {
  const int n = offeredCount();
  if (n == 0) return false;
  const int at = focusedOffered();
  keyIndex_ = at < 0 ? (step > 0 ? 0 : n - 1) : ((at + step) % n + n) % n;
  focusOffered(keyIndex_);
  return true;
}

bool BoardView::takeFocused() {
  if (keyIndex_ < 0 || keyIndex_ >= offeredCount()) return false;
  takeOffered(keyIndex_);
  return true;
}

bool BoardView::event(QEvent* event) {
  if (event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    const bool tab = key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab;
    if (tab && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) &&
        walkOffered(key->key() == Qt::Key_Backtab || (key->modifiers() & Qt::ShiftModifier) ? -1 : 1))
      return true;
  }
  return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      if (takeFocused()) return;
      break;
    default:
      break;
  }
  QWidget::keyPressEvent(event);
}
