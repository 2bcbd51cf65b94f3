#include "app/move_command.h"

#include <algorithm>

#include "app/game_document.h"

namespace qipan::app {

PlayMoveCommand::PlayMoveCommand(GameDocument* document, Step step, const wxString& name)
    : wxCommand(true, name), document_(document), step_(std::move(step)) {}

bool PlayMoveCommand::Do() {
    // A redo plays the move where it was first played: a click in the move list may have moved the cursor
    // since the Undo (to a position where the move is not even legal). The moves before that place are as
    // they were then: only commands change them, and a new command clears what can be redone.
    if (!redoing_) cursorBefore_ = document_->record().cursor();
    const auto& steps = document_->record().steps();
    replacedTail_.assign(steps.begin() + static_cast<std::ptrdiff_t>(std::min(cursorBefore_, steps.size())),
                         steps.end());
    // Redoing a move is replay: the computer waits instead of answering at once.
    if (!document_->applyAppend(step_, redoing_, cursorBefore_)) return false;
    redoing_ = true;
    return true;
}

bool PlayMoveCommand::Undo() {
    document_->applyUndo(replacedTail_, cursorBefore_);
    return true;
}

EndGameCommand::EndGameCommand(GameDocument* document, Outcome ending, const wxString& name)
    : wxCommand(true, name), document_(document), ending_(std::move(ending)) {}

bool EndGameCommand::Do() {
    tagsBefore_ = document_->record().tags();
    document_->applyEnding(ending_, !redoing_);
    redoing_ = true;
    return true;
}

bool EndGameCommand::Undo() {
    document_->restoreTags(tagsBefore_);
    return true;
}

}  // namespace qipan::app
