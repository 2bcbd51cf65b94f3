// PlayMoveCommand: one move as an undoable command on the document's wxCommandProcessor. Undo steps back
// before the move and keeps it in the record after the cursor (shown greyed, what Redo brings back), or,
// when playing it had replaced other later moves (after replaying to an earlier position), gives those
// back; Redo plays it again.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <wx/cmdproc.h>

#include "record/game_record.h"

namespace qipan::app {

class GameDocument;

class PlayMoveCommand : public wxCommand {
public:
    PlayMoveCommand(GameDocument* document, Step step, const wxString& name);
    bool Do() override;
    bool Undo() override;

private:
    GameDocument* document_;
    Step step_;
    std::vector<Step> replacedTail_;
    std::size_t cursorBefore_ = 0;
    bool redoing_ = false;
};

// EndGameCommand: an end not made on the board (a resignation, an agreed or claimed draw) as an undoable
// command: Do ends the game at the record's end and writes the result into its tags (announced the first
// time only), Undo gives the tags back and the game goes on.
class EndGameCommand : public wxCommand {
  public:
    EndGameCommand(GameDocument* document, Outcome ending, const wxString& name);
    bool Do() override;
    bool Undo() override;

  private:
    GameDocument* document_;
    Outcome ending_;
    std::map<std::string, std::string> tagsBefore_;
    bool redoing_ = false;
};

}  // namespace qipan::app
