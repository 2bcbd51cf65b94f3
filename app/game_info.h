// File > Game Information: the players, event, place, date, round and comments of the game shown, edited
// in a dialog and kept in its record (saved with it in SGF and PGN). It lives here, beside the main
// frame, which only adds its menu item and binds it.
#pragma once

#include <wx/defs.h>

class wxMenu;

namespace qipan::app {

class MainFrame;

enum : int { ID_GAME_INFO = wxID_HIGHEST + 300 };

// Adds Game Information to the File menu.
void appendGameInfoItem(wxMenu* file);
// Binds the command on the frame (once).
void bindGameInfoCommand(MainFrame* frame);
// Shows the dialog for the game on screen; OK writes what was typed into the game. Returns whether it did.
bool editGameInfo(MainFrame* frame);

}  // namespace qipan::app
