// The interface language: English, Simplified or Traditional Chinese. Qipan's catalog and wxWidgets' own
// are loaded for it, and switching replaces them while Qipan runs (the main frame then rebuilds its
// menus and labels). GTK's own dialogs follow through gettext's LANGUAGE.
#pragma once

#include <vector>

#include <wx/string.h>

#include "game/game.h"

namespace qipan::app {

struct InterfaceLanguage {
    const char* code;  // the setting and the catalogs' folder: "en", "zh_CN", "zh_TW"
    const char* name;  // in its own language, for the menu: "English", "简体中文", "繁體中文"
};
const std::vector<InterfaceLanguage>& interfaceLanguages();

// Loads the catalogs for `code` ("" = the system's language, else one of interfaceLanguages()) and
// makes them the ones every _() looks in. Adds the catalog folders on the first call.
void applyLanguage(const wxString& code);

// The language the interface speaks now: "en", "zh_CN" or "zh_TW" (the system's when it is one of them).
wxString currentLanguage();

// How move lists write Xiangqi moves in the interface's language.
Script moveScript();

}  // namespace qipan::app
