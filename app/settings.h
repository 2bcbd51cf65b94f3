// Settings kept between runs (wxConfig): the last New Game setup, the autosave, language.
// QIPAN_HOME, when set, holds the configuration and data instead of the user's usual folders (tests use
// it to keep the user's settings untouched).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <wx/string.h>

class wxWindow;

#include "ui/new_game_dialog.h"

class wxDialog;

namespace qipan::app {

// Creates the wxConfig object (a file under QIPAN_HOME when set) and makes it the global one.
void initConfig();

ui::NewGameSetup loadLastSetup();
void saveLastSetup(const ui::NewGameSetup& setup);

// Folder for the autosave and other data files.
std::string dataDirectory();

// What start-up needs to bring the last game back: its autosave file, the players, the position shown
// (the replay cursor) and the file the person saved it to, if any.
// The clocks of a game kept by the autosave: the time each move took (as in the record; -1 unknown), the
// time spent so far on the move being made, and whether the clocks were paused.
struct SavedClock {
    std::vector<std::int64_t> moveTimesMs;
    std::int64_t turnElapsedMs = 0;
    bool paused = false;
    std::size_t liveCursor = SIZE_MAX;  // where the game is being played (the record's end, or an undo's)
};
struct AutosaveInfo {
    std::string path;
    ui::NewGameSetup setup;
    std::size_t cursor = 0;
    std::string document;  // empty when the game was never saved under a name
    SavedClock clock;
};
// Only the time spent on the move being made (written every few seconds while a clock runs).
void rememberTurnElapsed(std::int64_t ms);
void rememberAutosave(const AutosaveInfo& info);
// The last autosave; nullopt when there is none or its file is gone.
std::optional<AutosaveInfo> lastAutosave();

// Language: "" (system), "en" or "zh_CN".
wxString languageSetting();
void setLanguageSetting(const wxString& language);

// How many best lines analysis follows (1..5, default 3).
int loadAnalysisLineCount();
void saveAnalysisLineCount(int lines);

// wxMessageBox with the buttons labelled from wxWidgets' own catalog (GTK's stock labels would follow the
// system's language, not Qipan's). Returns wxYES, wxNO, wxCANCEL or wxOK like wxMessageBox.
int messageBox(const wxString& message, const wxString& title, long style, wxWindow* parent = nullptr);

// Messages for the person: a message box, or the sink tests install to collect them without a modal dialog.
void showError(const wxString& title, const wxString& message);
void showNotice(const wxString& title, const wxString& message);
void setMessageSink(std::function<void(const wxString&)> sink);

// A dialog of Qipan's own (Edit Position) shown modally, or handed to the driver tests install: it shows
// the dialog, works it with real clicks and returns the code it closed with.
int showDialog(wxDialog& dialog);
void setDialogDriver(std::function<int(wxDialog&)> driver);

}  // namespace qipan::app
