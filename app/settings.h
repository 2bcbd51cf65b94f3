// Settings kept between runs (wxConfig): the last New Game setup, the autosave, level times, language.
// QIPAN_HOME, when set, holds the configuration and data instead of the user's usual folders (tests use
// it to keep the user's settings untouched).
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include <wx/string.h>

#include "ui/new_game_dialog.h"

namespace qipan::app {

// Creates the wxConfig object (a file under QIPAN_HOME when set) and makes it the global one.
void initConfig();

ui::NewGameSetup loadLastSetup();
void saveLastSetup(const ui::NewGameSetup& setup);

// Thinking time per move of a computer level 1..10.
std::int64_t levelMoveTimeMs(int level);

// Folder for the autosave and other data files.
std::string dataDirectory();
void rememberAutosave(const std::string& path, const ui::NewGameSetup& setup);
// The last autosave and the players it was played with; false when there is none.
bool lastAutosave(std::string& path, ui::NewGameSetup& setup);

// Language: "" (system), "en" or "zh_CN".
wxString languageSetting();
void setLanguageSetting(const wxString& language);

// Messages for the person: a message box, or the sink tests install to collect them without a modal dialog.
void showError(const wxString& title, const wxString& message);
void showNotice(const wxString& title, const wxString& message);
void setMessageSink(std::function<void(const wxString&)> sink);

}  // namespace qipan::app
