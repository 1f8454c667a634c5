# Precompiled headers (docs/architecture.md#the-build): the library headers that most files of a
# target include and that cost most of each file's compile time (nlohmann/json, GoogleTest, Qt,
# CLI11), parsed once a target instead of once a file. Only system headers are listed, so that the
# generated header names no path of the checkout (ccache then reuses the precompiled header and
# every object built with it from a clone elsewhere) and clang-tidy still reads the project's own
# headers in each file. Nothing changes what is compiled: a file still includes what it uses.
option(VEGGIEBOX_PCH "Precompile the library headers each target's files share" ON)

set(VEGGIEBOX_PCH_engine
    <algorithm> <array> <cstdint> <functional> <map> <memory> <optional> <set> <span> <string>
    <string_view> <utility> <variant> <vector> <nlohmann/json.hpp>)
set(VEGGIEBOX_PCH_gtest ${VEGGIEBOX_PCH_engine} <filesystem> <fstream> <regex> <sstream> <gtest/gtest.h>)
set(VEGGIEBOX_PCH_cli ${VEGGIEBOX_PCH_engine} <filesystem> <fstream> <sstream> <CLI/CLI.hpp>)
set(VEGGIEBOX_PCH_qt
    ${VEGGIEBOX_PCH_engine}
    <QAbstractButton> <QApplication> <QColor> <QComboBox> <QCoreApplication> <QDialog>
    <QDialogButtonBox> <QDir> <QEvent> <QFile> <QFileInfo> <QHBoxLayout> <QKeyEvent> <QLabel>
    <QLineEdit> <QList> <QLocale> <QMenu> <QMessageBox> <QMouseEvent> <QPainter> <QPainterPath>
    <QPointer> <QPushButton> <QRect> <QRectF> <QSettings> <QString> <QStringList> <QSvgRenderer>
    <QTimer> <QToolTip> <QVBoxLayout> <QWidget>)
set(VEGGIEBOX_PCH_qt_test ${VEGGIEBOX_PCH_qt} <QSignalSpy> <QTemporaryDir> <QtTest>)

if(VEGGIEBOX_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  # GCC 12 forgets that libstdc++ is a system header once it comes from a precompiled header, for
  # the warnings it issues after inlining: the same false -Warray-bounds and -Wstringop-overflow
  # inside `"text" + std::string` as -Wrestrict above (GCC bug 105329). clang's build (build-asan/)
  # still checks array bounds with -Werror.
  add_compile_options(-Wno-array-bounds -Wno-stringop-overflow)
endif()

# veggiebox_precompile(TARGET SET): TARGET's files start from the headers of set SET (engine,
# gtest, cli, qt or qt_test above).
function(veggiebox_precompile target set)
  if(NOT VEGGIEBOX_PCH)
    return()
  endif()
  if(NOT DEFINED VEGGIEBOX_PCH_${set})
    message(FATAL_ERROR "veggiebox_precompile: no header set '${set}'")
  endif()
  target_precompile_headers(${target} PRIVATE ${VEGGIEBOX_PCH_${set}})
endfunction()
