// PlayMoveCommand: one move as an undoable command on the document's wxCommandProcessor. Undo removes
// the move and gives back any later moves that playing it had replaced (after replaying to an earlier
// position); Redo plays it again.
#pragma once

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

}  // namespace qipan::app
