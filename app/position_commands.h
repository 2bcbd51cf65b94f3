// The Edit menu's commands on positions and games: Edit Position (a new game from a set-up position) and
// the clipboard (copy the position or the whole game as text, paste either). They live here, beside the
// main frame, which only adds their menu items and binds them.
#pragma once

#include <wx/defs.h>
#include <wx/string.h>

class wxMenu;

namespace qipan::app {

class MainFrame;

enum : int {
    ID_EDIT_POSITION = wxID_HIGHEST + 200,
    ID_COPY_POSITION,
    ID_COPY_GAME,
    ID_PASTE,
};

// Adds Edit Position, Copy Position, Copy Game and Paste to the Edit menu.
void appendPositionItems(wxMenu* edit);
// Binds those commands on the frame (once).
void bindPositionCommands(MainFrame* frame);

// Edit Position: the editor on the position shown; OK starts a new game from the position set up, with
// the same game and players (the old game is closed as File > New closes it). Returns whether it did.
bool editPosition(MainFrame* frame);
// Paste: `text` read as a game (a new document holds it) or a position (a new game starts from it). Text
// that is neither, or a position the rules refuse, is reported and the game on screen stays as it was.
bool pasteText(MainFrame* frame, const wxString& text);

}  // namespace qipan::app
