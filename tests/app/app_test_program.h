// Every tests/app/NAME_test.cpp is linked into one program, veggiebox-app-tests; each names its
// QtTest class here, and `veggiebox-app-tests NAME [QtTest options]` runs that class alone in a
// process of its own (ctest's app.NAME), as a program of its own would. One link instead of one
// per file (docs/architecture.md#the-build).
#pragma once

#include <QApplication>
#include <QtTest>

namespace vb::app::test {

// How one test file runs: builds its QApplication, runs its class, returns QTest::qExec's status.
using AppTestRun = int (*)(int argc, char** argv);

// Adds NAME to the program's tests; a name given twice stops the program at start.
bool registerAppTest(const char* name, AppTestRun run);

// What QTEST_MAIN does: an application with 96 dpi fonts, then the class's test functions.
template <class TestClass>
int runAppTest(int argc, char** argv) {
  QApplication app(argc, argv);
  app.setAttribute(Qt::AA_Use96Dpi, true);
  TestClass test;
  QTest::setMainSourcePath(__FILE__);
  return QTest::qExec(&test, argc, argv);
}

}  // namespace vb::app::test

// In place of QTEST_MAIN(CLASS): the file's tests run as `veggiebox-app-tests NAME`.
#define VEGGIEBOX_APP_TEST(NAME, CLASS)                                             \
  namespace {                                                                       \
  [[maybe_unused]] const bool registeredAppTest_##NAME =                            \
      ::vb::app::test::registerAppTest(#NAME, &::vb::app::test::runAppTest<CLASS>); \
  }

// A file whose run needs more than QTEST_MAIN (before the QApplication exists, say) registers a
// run function of its own.
#define VEGGIEBOX_APP_TEST_RUN(NAME, RUN)                                                              \
  namespace {                                                                                          \
  [[maybe_unused]] const bool registeredAppTest_##NAME = ::vb::app::test::registerAppTest(#NAME, RUN); \
  }
