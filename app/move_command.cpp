#include "app/move_command.h"

#include "app/game_document.h"

namespace qipan::app {

PlayMoveCommand::PlayMoveCommand(GameDocument* document, Step step, const wxString& name)
    : wxCommand(true, name), document_(document), step_(std::move(step)) {}

bool PlayMoveCommand::Do() {
    cursorBefore_ = document_->record().cursor();
    replacedTail_ = document_->record().tail();
    // Redoing a move is replay: the computer waits instead of answering at once.
    document_->applyAppend(step_, redoing_);
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
