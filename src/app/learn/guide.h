// The guide of a lesson (docs/learn.md): it walks the lesson's steps over the real game at the
// table. It checks each of the learner's moves before the controller applies it (the expected one
// goes through; any other stays off the table, answered with the engine's reason or the step's
// `why`), plays the other seats' `auto` moves after a short pause, and says what the panel shows.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <optional>

#include "veggiebox/play/lesson.h"

namespace vb::app {

class GameController;

class Guide : public QObject {
  Q_OBJECT

 public:
  // Takes over `game` (a lessonGame of `lesson`): its moves pass the guide first, and undo is off.
  Guide(vb::Lesson lesson, GameController* game, QObject* parent = nullptr);

  const vb::Lesson& lesson() const { return lesson_; }
  GameController* game() const { return game_; }
  // The step shown, from 0; lesson().steps.size() once the lesson is over.
  std::size_t stepIndex() const { return step_; }
  bool finished() const { return step_ >= lesson_.steps.size(); }
  // The lesson's title in the current language (po/lessons; the lesson file stays English).
  QString title() const;
  // What the guide says now, in the current language: the step's `say`, or the lesson's `end` when
  // it is over.
  QString text() const;
  // The answer to the learner's last move at this step, in the current language: the engine's
  // reason, the step's `why`, the `then` of a `try`; empty when there is none.
  QString feedback() const { return feedback_ ? feedback_() : QString(); }
  // Next is offered: a page to read, or a `try` (before its attempt, as "Show me").
  bool canGoOn() const;
  // A `try` whose attempt is still to be made: Next makes it for the learner (its button says so).
  bool showsTry() const;
  // The action the learner is to make (a `do`) or attempt (a `try`), for the arrow; none otherwise.
  std::optional<vb::ActionId> pointAt() const;
  // The pause before an `auto` move is played, so the learner sees it coming (0 in tests).
  void setPauseMs(int ms) { autoTimer_.setInterval(ms); }

  // Plays the lesson as written up to step `step` (every move the script's own), for screenshots
  // of a later step (veggiebox --screenshot --learn GAME --learn-step N).
  void playTo(std::size_t step);

  // The gate GameController::choose asks: true lets `action` be applied.
  bool allows(vb::ActionId action);

 public slots:
  // Goes on to the next step; at a `try` not yet attempted, makes the attempt first.
  void next();

 signals:
  // The step, its text or its feedback changed.
  void changed();

 private:
  void enter();
  void advance();
  void playAuto();
  void answer(std::function<QString()> feedback);
  vb::ActionId stepAction() const;

  vb::Lesson lesson_;
  GameController* game_;
  std::size_t step_ = 0;
  // Made when asked, so that the answer follows a change of language while it is shown.
  std::function<QString()> feedback_;
  bool tried_ = false;      // the `try` of this step was made and refused
  bool expecting_ = false;  // the move of this step is being applied: advance when it lands
  QTimer autoTimer_;
};

}  // namespace vb::app
