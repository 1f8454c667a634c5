// What the table tests share: states from scenario text, and a game's table shown on its own with
// a spy on the actions it chooses.
#pragma once

#include <QSignalSpy>
#include <QSize>
#include <QString>
#include <QTest>
#include <initializer_list>
#include <memory>
#include <string>

#include "board_view.h"
#include "veggiebox/games/registry.h"

namespace vb::app::test {

// Presses `keys` on `widget`, one after the other (Tab, Tab, Return: the second target chosen).
inline void pressKeys(QWidget* widget, std::initializer_list<Qt::Key> keys) {
  for (const Qt::Key key : keys) QTest::keyClick(widget, key);
}

inline std::unique_ptr<vb::State> scenario(const vb::Json& json) { return vb::stateFromJson(json); }
inline std::unique_ptr<vb::State> scenario(const std::string& text) {
  return scenario(vb::Json::parse(text));
}
inline std::unique_ptr<vb::State> scenario(const char* text) { return scenario(vb::Json::parse(text)); }

// A `Board` on the (offscreen) screen, `size` large.
template <typename Board>
struct ShownBoard {
  Board board;
  QSignalSpy actions{&board, &BoardView::actionChosen};

  explicit ShownBoard(QSize size) {
    board.resize(size);
    board.show();
  }
  // The text of the last action chosen, read by `state` ("" when none was).
  QString lastText(const vb::State& state) const {
    if (actions.isEmpty()) return {};
    return QString::fromStdString(state.actionText(actions.last().at(0).value<vb::ActionId>()));
  }
};

// The window sizes a table must fit with nothing clipped or overlapping (issue #18), as a data
// table's column "size", one row each ("1024x640").
inline void addWindowSizes() {
  QTest::addColumn<QSize>("size");
  for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1600, 1000)})
    QTest::addRow("%dx%d", size.width(), size.height()) << size;
}

}  // namespace vb::app::test
