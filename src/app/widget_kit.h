// Small builders every screen uses, so each says only what is its own: type sized relative to the
// desktop's font (so the screens follow the user's setting), and boxes with their margins.
#pragma once

#include <QBoxLayout>
#include <QFont>
#include <QMargins>
#include <QString>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

class QWidget;

namespace vb::app {

// The engine's names (game ids and names, std::string_view) as Qt text.
inline QString fromView(std::string_view text) {
  return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// `base` scaled by `factor`, bold or not.
QFont scaledFont(const QFont& base, qreal factor, bool bold = false);
// Sets `widget`'s font to its own scaled by `factor`.
void scaleText(QWidget* widget, qreal factor, bool bold = false);

// A warning box over `parent` naming what went wrong (`title`) and why (`message`): window-modal
// and not waiting, so what is behind it stays as it was, and tests can read it (object name
// "error"). It deletes itself when closed.
void showErrorBox(QWidget* parent, const QString& title, const QString& message);

// The words a window shows, each set by a function that asks tr() for them, so that they are set
// again in the new language when the window hears QEvent::LanguageChange (docs/translating.md).
class Wording {
 public:
  // Runs `set` now and again on each retranslate().
  void say(std::function<void()> set) {
    set();
    sets_.push_back(std::move(set));
  }
  // The same for one widget or action: `set(target)` now and on each retranslate(); returns `target`.
  template <class T, class Set>
  T* say(T* target, const Set& set) {
    say([target, set] { set(target); });
    return target;
  }
  // An action's (or a menu's) text: `Owner::tr(english)`, `english` marked with QT_TR_NOOP.
  template <class Owner, class Action>
  Action* text(Action* action, const char* english) {
    return say(action, [english](Action* a) { a->setText(Owner::tr(english)); });
  }
  void retranslate() const {
    for (const std::function<void()>& set : sets_) set();
  }

 private:
  std::vector<std::function<void()>> sets_;
};

// A QVBoxLayout or QHBoxLayout with these margins and spacing, set on `owner` when one is given.
template <class Box>
Box* boxWith(QWidget* owner, const QMargins& margins, int spacing) {
  auto* box = owner != nullptr ? new Box(owner) : new Box;
  box->setContentsMargins(margins);
  box->setSpacing(spacing);
  return box;
}

}  // namespace vb::app
