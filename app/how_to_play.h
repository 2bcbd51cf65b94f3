// Help > How to Play: the rules of each game and how Qipan is used, in the interface's language (the
// texts are res/help/<language>.txt, compiled in). It lives here, beside the main frame, which only adds
// its menu item and binds it.
#pragma once

#include <string>
#include <vector>

#include <wx/defs.h>

#include "ui/help_dialog.h"

class wxMenu;

namespace qipan::app {

class MainFrame;

enum : int { ID_HOW_TO_PLAY = wxID_HIGHEST + 320 };

void appendHowToPlayItem(wxMenu* help);
void bindHowToPlayCommand(MainFrame* frame);
bool showHowToPlay(MainFrame* frame);

// The pages of a help text: "== key: title" starts a page, '#' lines are left out; the lines of a
// paragraph are joined (a space between them unless both sides are Chinese), list items ("  - ") and
// their continued lines kept as lines of their own.
std::vector<ui::HelpPage> helpPages(const std::string& text);
// The help text of `language` ("en", "zh_CN", "zh_TW"; English for any other).
const char* helpText(const wxString& language);

}  // namespace qipan::app
