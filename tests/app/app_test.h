// The base of the app's QtTest classes: every test function starts from fresh settings, fast
// bots and no autosave (prepareApp), so no test sees what another left behind.
#pragma once

#include <QObject>

#include "app_test_support.h"

namespace vb::app::test {

class AppTest : public QObject {
  Q_OBJECT

 private slots:
  // QtTest runs a base class's init() before each test function of the derived class.
  void init() { prepareApp(); }
};

}  // namespace vb::app::test
