// Linux and other Unix systems: XDG folders, an INI-style file for the settings, the icon from PNGs
// compiled into the program (so it shows however Qipan is started).
#include <cstdlib>

#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/filename.h>
#include <wx/iconbndl.h>
#include <wx/image.h>
#include <wx/stdpaths.h>
#include <wx/utils.h>

#include "app/platform/platform.h"
#include "qipan_icon_data.h"

namespace qipan::app::platform {

wxConfigBase* newUserConfig() {
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    const wxString dir = wxStandardPaths::Get().GetUserConfigDir() + "/qipan";
    wxFileName::Mkdir(dir, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL);
    return new wxFileConfig("qipan", "", dir + "/qipan.conf", "", wxCONFIG_USE_LOCAL_FILE);
}

std::string userDataDirectory() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    const wxString base = xdg && *xdg ? wxString::FromUTF8(xdg) : wxGetHomeDir() + "/.local/share";
    return (base + "/qipan").utf8_string();
}

wxString environmentVariable(const char* name) {
    const char* value = std::getenv(name);
    return value ? wxString::FromUTF8(value) : wxString();
}

wxIconBundle appIcons() {
    wxIconBundle icons;
    const auto addIcon = [&icons](const unsigned char* png, std::size_t size) {
        wxIcon icon;
        icon.CopyFromBitmap(wxBitmap::NewFromPNGData(png, size));
        icons.AddIcon(icon);
    };
    addIcon(kQipanIcon32, sizeof kQipanIcon32);
    addIcon(kQipanIcon64, sizeof kQipanIcon64);
    addIcon(kQipanIcon256, sizeof kQipanIcon256);
    return icons;
}

void addImageHandlers() {
    wxImage::AddHandler(new wxPNGHandler);
}

}  // namespace qipan::app::platform
