// --screenshot: a window or dialog of the app grabbed to a PNG, offscreen, and the program's exit code.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

namespace vb::app::startup {

// The options of a screenshot.
struct ScreenshotOptions {
  const QCommandLineOption& file;
  const QCommandLineOption& dialog;
  const QCommandLineOption& size;
  const QCommandLineOption& load;
  const QCommandLineOption& as;
  const QCommandLineOption& find;
  const QCommandLineOption& lab;
  const QCommandLineOption& edit;
  const QCommandLineOption& game;
  const QCommandLineOption& learn;
  const QCommandLineOption& learnStep;
  const QString& loadFile;  // --load's file, or the file given without an option
};

// Renders what the options ask for to the file --screenshot names; 0, or 2 with one line on the
// error stream. Nothing is remembered, autosaved or played by bots.
int takeScreenshot(const QCommandLineParser& parser, const ScreenshotOptions& o);

}  // namespace vb::app::startup
