// What the app does differently on Windows and on the other systems, in one place: where settings and the
// autosave live, where the window icon comes from and which image handlers exist. CMake builds one of
// platform/windows.cpp and platform/unix.cpp; nothing else in app/ asks which system it runs on.
#pragma once

#include <string>

#include <wx/string.h>

class wxConfigBase;
class wxIconBundle;

namespace qipan::app::platform {

// The user's settings store: on Windows the registry (HKEY_CURRENT_USER\Software\Qipan), elsewhere
// ~/.config/qipan/qipan.conf (XDG). The caller owns it.
wxConfigBase* newUserConfig();

// The user's folder for the autosave: %APPDATA%\Qipan on Windows, $XDG_DATA_HOME/qipan (by default
// ~/.local/share/qipan) elsewhere.
std::string userDataDirectory();

// An environment variable's value ("" when unset), read as the system stores it: UTF-8 bytes elsewhere,
// the process's wide environment on Windows (getenv there gives the ANSI code page's bytes unless the
// manifest's UTF-8 code page is honoured, and would mangle a folder named in Chinese). wxSetEnv's
// changes are seen on both.
wxString environmentVariable(const char* name);

// The main window's icons in every size the system asks for.
wxIconBundle appIcons();

// wxImage handlers the app needs (PNG where the window icon is made from PNG data).
void addImageHandlers();

}  // namespace qipan::app::platform
