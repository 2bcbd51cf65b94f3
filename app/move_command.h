// PlayMoveCommand: one move as an undoable command on the document's wxCommandProcessor. Undo steps back
// before the move and keeps it in the record after the cursor (shown greyed, what Redo brings back), or,
// when playing it had replaced other later moves (after replaying to an earlier position), gives those
// back; Redo plays it again.
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
