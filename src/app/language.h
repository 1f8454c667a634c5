// The language the app speaks (docs/translating.md): its own catalogues (Qt Linguist,
// :/i18n/<part>_<lang>.qm), Qt's for its standard buttons, the engine's (vb::setLanguage) and the
// locale numbers follow. Switching installs the new translators at once; Qt then sends every
// widget a LanguageChange event and each one retranslates itself.
#pragma once

#include <QString>
#include <QStringList>

namespace vb::app {

// "en", "it", "es": the languages the app can speak, English first.
QStringList appLanguages();
// The language's own name for itself ("English", "Italiano", "Español").
QString languageName(const QString& code);
// The system's language when the app has it, else English.
QString systemLanguage();
// The language a run speaks: `requested` (--lang) when given, else the preference when set, else
// the system's.
QString chooseLanguage(const QString& requested, const QString& preferred);
// Makes `code` the app's language now ("" or an unknown code: English).
void applyLanguage(const QString& code);
// The language applied last.
QString currentLanguage();

}  // namespace vb::app
