#include "preferences.h"

#include <QSettings>
#include <algorithm>

namespace vb::app {

namespace {

const char* const kBotDelayKey = "play/botDelayMs";
const char* const kTeachingKey = "play/teaching";
const char* const kConfirmRevealsKey = "play/confirmReveals";
const char* const kLanguageKey = "ui/language";

}  // namespace

Preferences Preferences::load() {
  const QSettings settings;
  Preferences p;
  p.botDelayMs = std::clamp(settings.value(kBotDelayKey, p.botDelayMs).toInt(), 0, kMaxBotDelayMs);
  p.teaching = settings.value(kTeachingKey, p.teaching).toBool();
  p.confirmReveals = settings.value(kConfirmRevealsKey, p.confirmReveals).toBool();
  p.language = settings.value(kLanguageKey).toString();
  return p;
}

void Preferences::save() const {
  QSettings settings;
  settings.setValue(kBotDelayKey, botDelayMs);
  settings.setValue(kTeachingKey, teaching);
  settings.setValue(kConfirmRevealsKey, confirmReveals);
  settings.setValue(kLanguageKey, language);
}

}  // namespace vb::app
