// QipanDocManager: wxDocManager with Qipan's two rules for creating documents. File > New first asks for
// the game and players (the New Game dialog); File > Open reads and checks the file before the current
// game is closed, so a bad file shows an error and leaves the game on screen untouched, and the opened
// game keeps the players of the game that was on screen.
#pragma once

#include <wx/docview.h>

#include "record/game_record.h"

namespace qipan::app {

class QipanDocManager : public wxDocManager {
public:
    wxDocument* CreateDocument(const wxString& path, long flags = 0) override;

    // Creates a new document with the remembered setup, without asking (start-up, tests).
    wxDocument* createQuietly();
    // Opens a file (checked first); returns nullptr after reporting the error.
    wxDocument* openFile(const wxString& path);
    // A new document holding `record` (a pasted game, a set-up position) at its end, with the players of
    // the game on screen; the old game is closed as File > New closes it. nullptr when it was not.
    wxDocument* openRecord(GameRecord record);
    // Game > Rematch: a new game of the same game (from the same set-up position, if any) with the players
    // of the game on screen swapped, without asking; the setup is remembered as File > New's would be.
    // A game under an opening rule keeps the rule, and the player who did not open the protocol opens it.
    wxDocument* rematch();
    // A game not yet saved is "Untitled" (in the title and as the name Save offers), not "unnamed1".
    wxString MakeNewDocumentName() override;

private:
    bool askSetup_ = true;
};

}  // namespace qipan::app
