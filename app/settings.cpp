#include "app/settings.h"

#include <algorithm>
#include <cstdint>

#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/filename.h>
#include <wx/msgdlg.h>
#include <wx/stdpaths.h>
#include <wx/stockitem.h>
#include <wx/tokenzr.h>
#include <wx/utils.h>

#include "app/platform/platform.h"

namespace qipan::app {

namespace {
std::function<void(const wxString&)>& messageSink() {
    static std::function<void(const wxString&)> sink;
    return sink;
}

wxString home() {
    return platform::environmentVariable("QIPAN_HOME");
}

// A side's clock as the settings keep it ("none", "game 300+2"); none when absent or not readable.
TimeControl readTimeControl(wxConfigBase& config, const wxString& key) {
    return TimeControl::parse(config.Read(key, "none").utf8_string()).value_or(TimeControl{});
}
}  // namespace

void initConfig() {
    if (!home().empty()) {
        wxFileName::Mkdir(home(), wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL);
        wxConfigBase::Set(new wxFileConfig("qipan", "", home() + "/qipan.ini", "", wxCONFIG_USE_LOCAL_FILE));
    } else {
        wxConfigBase::Set(platform::newUserConfig());
    }
}

ui::NewGameSetup loadLastSetup() {
    ui::NewGameSetup s;
    wxConfigBase* c = wxConfigBase::Get();
    if (!c) return s;
    s.gameId = c->Read("/NewGame/Game", wxString::FromUTF8(s.gameId)).utf8_string();
    for (int side = 0; side < 2; ++side) {
        const wxString key = wxString::Format("/NewGame/Player%d", side);
        s.players[side].computer = c->ReadBool(key + "Computer", s.players[side].computer);
        s.players[side].level = std::clamp(static_cast<int>(c->ReadLong(key + "Level", s.players[side].level)), 1, 10);
        s.players[side].time = readTimeControl(*c, key + "Time");
    }
    s.opening = c->Read("/NewGame/Opening", "none").utf8_string();
    return s;
}

void saveLastSetup(const ui::NewGameSetup& s) {
    wxConfigBase* c = wxConfigBase::Get();
    if (!c) return;
    c->Write("/NewGame/Game", wxString::FromUTF8(s.gameId));
    for (int side = 0; side < 2; ++side) {
        const wxString key = wxString::Format("/NewGame/Player%d", side);
        c->Write(key + "Computer", s.players[side].computer);
        c->Write(key + "Level", static_cast<long>(s.players[side].level));
        c->Write(key + "Time", wxString::FromUTF8(s.players[side].time.text()));
    }
    if (!s.opening.empty()) c->Write("/NewGame/Opening", wxString::FromUTF8(s.opening));
    c->Flush();
}

std::string dataDirectory() {
    if (!home().empty()) return home().utf8_string();
    return platform::userDataDirectory();
}

void rememberAutosave(const AutosaveInfo& info) {
    wxConfigBase* c = wxConfigBase::Get();
    if (!c) return;
    c->Write("/Autosave/Path", wxString::FromUTF8(info.path));
    c->Write("/Autosave/Game", wxString::FromUTF8(info.setup.gameId));
    for (int side = 0; side < 2; ++side) {
        c->Write(wxString::Format("/Autosave/Player%dComputer", side), info.setup.players[side].computer);
        c->Write(wxString::Format("/Autosave/Player%dLevel", side),
                 static_cast<long>(info.setup.players[side].level));
        c->Write(wxString::Format("/Autosave/Player%dTime", side),
                 wxString::FromUTF8(info.setup.players[side].time.text()));
    }
    // The clocks: each move's time (a PGN file does not keep them), the time of the move being thought
    // about, and whether the clocks were paused.
    wxString times;
    for (const std::int64_t ms : info.clock.moveTimesMs)
        times += wxString::Format("%lld ", static_cast<long long>(ms));
    c->Write("/Autosave/MoveTimes", times.Trim());
    c->Write("/Autosave/TurnElapsed",
             wxString::Format("%lld", static_cast<long long>(info.clock.turnElapsedMs)));
    c->Write("/Autosave/ClockPaused", info.clock.paused);
    c->Write("/Autosave/LiveCursor", static_cast<long>(info.clock.liveCursor));
    c->Write("/Autosave/Cursor", static_cast<long>(info.cursor));
    c->Write("/Autosave/Document", wxString::FromUTF8(info.document));
    c->Flush();
}

void rememberTurnElapsed(std::int64_t ms) {
    wxConfigBase* c = wxConfigBase::Get();
    if (!c) return;
    c->Write("/Autosave/TurnElapsed", wxString::Format("%lld", static_cast<long long>(ms)));
    c->Flush();
}

std::optional<AutosaveInfo> lastAutosave() {
    wxConfigBase* c = wxConfigBase::Get();
    if (!c) return std::nullopt;
    AutosaveInfo info;
    info.path = c->Read("/Autosave/Path", "").utf8_string();
    if (info.path.empty() || !wxFileExists(wxString::FromUTF8(info.path))) return std::nullopt;
    info.setup.gameId = c->Read("/Autosave/Game", wxString::FromUTF8(info.setup.gameId)).utf8_string();
    for (int side = 0; side < 2; ++side) {
        info.setup.players[side].computer =
            c->ReadBool(wxString::Format("/Autosave/Player%dComputer", side), false);
        info.setup.players[side].level = std::clamp(
            static_cast<int>(c->ReadLong(wxString::Format("/Autosave/Player%dLevel", side), 5)), 1, 10);
        info.setup.players[side].time = readTimeControl(*c, wxString::Format("/Autosave/Player%dTime", side));
    }
    const wxArrayString times = wxSplit(c->Read("/Autosave/MoveTimes", ""), ' ', '\0');
    for (const wxString& t : times) {
        long long ms = -1;
        if (!t.empty() && t.ToLongLong(&ms) && ms >= -1) info.clock.moveTimesMs.push_back(ms);
    }
    long long elapsed = 0;
    if (c->Read("/Autosave/TurnElapsed", "0").ToLongLong(&elapsed) && elapsed > 0)
        info.clock.turnElapsedMs = elapsed;
    info.clock.paused = c->ReadBool("/Autosave/ClockPaused", false);
    const long live = c->ReadLong("/Autosave/LiveCursor", -1);
    info.clock.liveCursor = live < 0 ? SIZE_MAX : static_cast<std::size_t>(live);
    const long cursor = c->ReadLong("/Autosave/Cursor", -1);
    info.cursor = cursor < 0 ? SIZE_MAX : static_cast<std::size_t>(cursor);  // older settings: the end
    info.document = c->Read("/Autosave/Document", "").utf8_string();
    return info;
}

wxString languageSetting() {
    wxConfigBase* c = wxConfigBase::Get();
    return c ? c->Read("/Language", "") : wxString();
}

void setLanguageSetting(const wxString& language) {
    if (wxConfigBase* c = wxConfigBase::Get()) {
        c->Write("/Language", language);
        c->Flush();
    }
}

int loadAnalysisLineCount() {
    wxConfigBase* c = wxConfigBase::Get();
    return std::clamp(static_cast<int>(c ? c->ReadLong("/Analysis/Lines", 3) : 3), 1, 5);
}

void saveAnalysisLineCount(int lines) {
    if (wxConfigBase* c = wxConfigBase::Get()) {
        c->Write("/Analysis/Lines", static_cast<long>(lines));
        c->Flush();
    }
}

int messageBox(const wxString& message, const wxString& title, long style, wxWindow* parent) {
    wxMessageDialog dialog(parent ? parent : wxTheApp->GetTopWindow(), message, title, style);
    dialog.SetYesNoCancelLabels(wxGetStockLabel(wxID_YES), wxGetStockLabel(wxID_NO),
                                wxGetStockLabel(wxID_CANCEL));
    dialog.SetOKLabel(wxGetStockLabel(wxID_OK));
    switch (dialog.ShowModal()) {
        case wxID_YES:
            return wxYES;
        case wxID_NO:
            return wxNO;
        case wxID_OK:
            return wxOK;
        default:
            return wxCANCEL;
    }
}

void showError(const wxString& title, const wxString& message) {
    if (messageSink()) {
        messageSink()(title + ": " + message);
        return;
    }
    messageBox(message, title, wxOK | wxICON_ERROR);
}

void showNotice(const wxString& title, const wxString& message) {
    if (messageSink()) {
        messageSink()(title + ": " + message);
        return;
    }
    messageBox(message, title, wxOK | wxICON_INFORMATION);
}

void setMessageSink(std::function<void(const wxString&)> sink) { messageSink() = std::move(sink); }

namespace {
std::function<int(wxDialog&)>& dialogDriver() {
    static std::function<int(wxDialog&)> driver;
    return driver;
}
}  // namespace

int showDialog(wxDialog& dialog) {
    return dialogDriver() ? dialogDriver()(dialog) : dialog.ShowModal();
}

void setDialogDriver(std::function<int(wxDialog&)> driver) {
    dialogDriver() = std::move(driver);
}

}  // namespace qipan::app
