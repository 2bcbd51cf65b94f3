// Windows: settings in the registry and the autosave under %APPDATA%, as Windows programs keep them; the
// icon is the one in the program's resources (res/windows/qipan.rc), which Explorer and the Start menu
// show too.
#include <wx/config.h>
#include <wx/filename.h>
#include <wx/iconbndl.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

#include "app/platform/platform.h"

namespace qipan::app::platform {

wxConfigBase* newUserConfig() {
    // HKEY_CURRENT_USER\Software\Qipan (wxRegConfig); the uninstaller removes the same key.
    return new wxConfig("Qipan", "", "", "", wxCONFIG_USE_LOCAL_FILE);
}

std::string userDataDirectory() {
    // %APPDATA%\Qipan (the roaming profile folder); the uninstaller removes it too.
    return (wxStandardPaths::Get().GetUserConfigDir() + "\\Qipan").utf8_string();
}

wxString environmentVariable(const char* name) {
    wxString value;
    return wxGetEnv(name, &value) ? value : wxString();  // GetEnvironmentVariableW
}

// "aaaa": the first icon group in the .exe (named resources are sorted, and wxWidgets' own wx.rc names
// its icons "wxICON_..."), so it is the one Explorer shows for the file.
wxIconBundle appIcons() {
    return wxIconBundle("aaaa", nullptr);
}

// The icon comes from the resources and the board is drawn, not loaded: no image format is needed.
void addImageHandlers() {}

}  // namespace qipan::app::platform
