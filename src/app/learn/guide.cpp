#include "guide.h"

#include "game_controller.h"
#include "veggiebox/core/text.h"

namespace vb::app {

namespace {

constexpr int kAutoPauseMs = 1200;

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

// A sentence of the lesson file in the current language: the files stay English and their
// sentences are the catalogue po/lessons (docs/translating.md).
QString lessonText(const std::string& english) { return fromStd(vb::tx(english)); }

}  // namespace

Guide::Guide(vb::Lesson lesson, GameController* game, QObject* parent)
    : QObject(parent), lesson_(std::move(lesson)), game_(game) {
  autoTimer_.setSingleShot(true);
  autoTimer_.setInterval(kAutoPauseMs);
  connect(&autoTimer_, &QTimer::timeout, this, &Guide::playAuto);
  game_->setGate([this](vb::ActionId action) { return allows(action); });
  connect(game_, &GameController::timelineMoved, this, [this] {
    if (!expecting_) return;
    expecting_ = false;
    advance();
  });
  enter();
}

QString Guide::title() const { return lessonText(lesson_.title); }

QString Guide::text() const { return lessonText(finished() ? lesson_.end : lesson_.steps[step_].say); }

bool Guide::canGoOn() const {
  if (finished()) return false;
  const vb::LessonStep::Kind kind = lesson_.steps[step_].kind;
  // A `try` can always go on: before the attempt the button makes it for the learner (showsTry).
  return kind == vb::LessonStep::Kind::kSay || kind == vb::LessonStep::Kind::kTry;
}

bool Guide::showsTry() const {
  return !finished() && lesson_.steps[step_].kind == vb::LessonStep::Kind::kTry && !tried_;
}

vb::ActionId Guide::stepAction() const { return game_->state().parseAction(lesson_.steps[step_].action); }

std::optional<vb::ActionId> Guide::pointAt() const {
  if (finished()) return std::nullopt;
  const vb::LessonStep::Kind kind = lesson_.steps[step_].kind;
  if (kind == vb::LessonStep::Kind::kDo || (kind == vb::LessonStep::Kind::kTry && !tried_))
    return stepAction();
  return std::nullopt;
}

bool Guide::allows(vb::ActionId action) {
  const std::optional<vb::ActionId> expected = pointAt();
  if (!expected) {
    const bool read = canGoOn();
    answer([read] {
      return read ? tr("Not yet: read this step, then press Next.") : tr("Not yet: watch the other player.");
    });
  } else if (action == *expected && lesson_.steps[step_].kind == vb::LessonStep::Kind::kDo) {
    // The move this step asks for: the controller applies it, and the guide moves on when it lands.
    feedback_ = nullptr;
    expecting_ = true;
    emit changed();
    return true;
  } else if (action == *expected) {
    // A `try`: the engine refuses it, as the lesson meant; the guide explains the rule.
    tried_ = true;
    answer([then = lesson_.steps[step_].then] { return lessonText(then); });
  } else if (!game_->state().refusal(action).empty()) {
    // The engine's reason is asked again when shown, so it comes in the language of that moment;
    // the table does not move while the answer is shown (a new step clears it).
    answer([this, action] {
      return tr("Not allowed: %1. Follow the arrow.").arg(fromStd(game_->state().refusal(action)));
    });
  } else if (!lesson_.steps[step_].why.empty()) {
    answer([why = lesson_.steps[step_].why] { return lessonText(why); });
  } else {
    answer([] { return tr("That move is allowed, but this lesson needs another one. Follow the arrow."); });
  }
  return false;
}

void Guide::answer(std::function<QString()> feedback) {
  feedback_ = std::move(feedback);
  emit changed();
}

void Guide::playTo(std::size_t step) {
  while (!finished() && step_ < step) {
    const std::size_t at = step_;
    switch (lesson_.steps[step_].kind) {
      case vb::LessonStep::Kind::kDo:
        game_->choose(stepAction());
        break;
      case vb::LessonStep::Kind::kTry:
        next();  // the attempt
        next();  // and on
        break;
      case vb::LessonStep::Kind::kAuto:
        autoTimer_.stop();
        playAuto();
        break;
      case vb::LessonStep::Kind::kSay:
        next();
        break;
    }
    if (step_ == at) return;  // the table did not take the move: stay where the learner would be
  }
}

void Guide::next() {
  // Some refused moves cannot be clicked at all (a jolly still beside its player has no place on
  // the VEGEtables table to be played from), so a `try` is made for the learner on request, and the
  // guide says why the engine refuses it (docs/learn.md#lesson-files).
  if (showsTry()) {
    allows(stepAction());
  } else if (canGoOn()) {
    advance();
  }
}

void Guide::advance() {
  if (finished()) return;
  ++step_;
  enter();
}

void Guide::enter() {
  feedback_ = nullptr;
  tried_ = false;
  // A new chapter: the table is set to the step's own position (read when the lesson was opened).
  if (!finished() && !lesson_.steps[step_].scenario.is_null())
    game_->restartFrom(vb::lessonChapter(lesson_, step_));
  if (!finished() && lesson_.steps[step_].kind == vb::LessonStep::Kind::kAuto) autoTimer_.start();
  emit changed();
}

void Guide::playAuto() {
  if (finished() || lesson_.steps[step_].kind != vb::LessonStep::Kind::kAuto) return;
  expecting_ = true;
  if (!game_->playFor(stepAction())) {
    // The engine played every step when the lesson was read (playLesson): this cannot happen
    // unless the table moved without the guide; say so rather than stall in silence.
    expecting_ = false;
    answer([] { return tr("The guide could not play this move."); });
  }
}

}  // namespace vb::app
