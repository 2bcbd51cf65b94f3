#include "app/doc_manager.h"

#include <wx/app.h>
#include <wx/filedlg.h>
#include <wx/window.h>

#include "app/game_document.h"
#include "app/game_files.h"
#include "app/settings.h"
#include "gomoku/opening_rule.h"
#include "record/formats.h"
#include "ui/new_game_dialog.h"

namespace qipan::app {

namespace {

// The setup of a rematch of `current`: the same game, the players swapped. Under an opening rule (Swap2,
// Soosorv-8, ...) the colours are the opening's choice, so the roles swap instead: the player who did not
// open the protocol opens it now (as Black of the setup) and the rule stays.
ui::NewGameSetup rematchSetup(const GameDocument& current) {
    const GameRecord& record = current.record();
    ui::NewGameSetup setup{record.gameId(), {current.player(Side::Second), current.player(Side::First)}, {}};
    const auto rule = gomoku::parseOpeningRule(record.tag("Opening"));
    const auto* board = dynamic_cast<const gomoku::GomokuGame*>(&current.game());
    if (!rule || *rule == gomoku::OpeningRule::None || !board || !record.startPosition().empty() ||
        !gomoku::openingRuleFits(*rule, board->rule(), board->width()))
        return setup;
    setup.opening = std::string(gomoku::openingRuleName(*rule));
    std::string error;
    const auto opening =
        gomoku::Opening::readOpening(*rule, board->rule(), board->width(), record.tag("OpeningSteps"), error);
    // Who opened: the player holding the colour the opening gave the opener (0); Black when unknown.
    const Side openerColour = opening && opening->playerOf(Side::Second) == 0 ? Side::Second : Side::First;
    setup.players[0] = current.player(opposite(openerColour));
    setup.players[1] = current.player(openerColour);
    return setup;
}

}  // namespace

wxDocument* QipanDocManager::createQuietly() {
    askSetup_ = false;
    wxDocument* doc = wxDocManager::CreateDocument(wxString(), wxDOC_NEW);
    askSetup_ = true;
    return doc;
}

wxDocument* QipanDocManager::openRecord(GameRecord record) {
    const ui::NewGameSetup before = GameDocument::nextSetup();
    ui::NewGameSetup setup = before;
    setup.gameId = record.gameId();
    if (const auto* current = dynamic_cast<GameDocument*>(GetCurrentDocument())) {
        setup.players[0] = current->player(Side::First);
        setup.players[1] = current->player(Side::Second);
    }
    // The clocks the record keeps (none when it keeps none), as a file opened has them.
    setup.players[0].time = record.timeControl(Side::First);
    setup.players[1].time = record.timeControl(Side::Second);
    GameDocument::setNextSetup(setup);
    auto* doc = dynamic_cast<GameDocument*>(createQuietly());
    GameDocument::setNextSetup(before);
    if (!doc) return nullptr;
    // The new game's tags (the date, the players' names) where the record has none.
    for (const auto& [name, value] : doc->record().tags())
        if (record.tag(name).empty()) record.setTag(name, value);
    const std::size_t end = record.size();
    doc->restore(std::move(record), end);
    doc->setClockPaused(true);  // a timed game comes paused, as an opened file does
    doc->Modify(true);
    return doc;
}

wxDocument* QipanDocManager::rematch() {
    const auto* current = dynamic_cast<GameDocument*>(GetCurrentDocument());
    if (!current) return nullptr;
    const ui::NewGameSetup setup = rematchSetup(*current);
    GameRecord start(current->record().gameId(), current->record().startPosition());
    const ui::NewGameSetup before = GameDocument::nextSetup();
    GameDocument::setNextSetup(setup);
    saveLastSetup(setup);
    auto* doc = dynamic_cast<GameDocument*>(createQuietly());
    if (!doc) {
        GameDocument::setNextSetup(before);
        return nullptr;
    }
    if (!start.startPosition().empty()) {  // the same set-up position again, with the new game's tags
        for (const auto& [name, value] : doc->record().tags()) start.setTag(name, value);
        doc->restore(std::move(start), 0);
    }
    return doc;
}

wxString QipanDocManager::MakeNewDocumentName() { return _("Untitled"); }

wxDocument* QipanDocManager::openFile(const wxString& path) {
    try {
        readGameFile(path);
    } catch (const FormatError& e) {
        showError(_("Open Game"),
                  wxString::Format(_("%s is not a game Qipan can open.\n\n%s"), path, wxString::FromUTF8(e.what())));
        return nullptr;
    }
    // The game on the board is that file's: wxDocManager would only show it again as it is (with the moves
    // played since, or at the move a click in the list went back to). It opens from the file like any
    // other; when there are changes not saved, the person chooses between them and the file.
    if (auto* current = dynamic_cast<GameDocument*>(FindDocumentByPath(path))) {
        if (current->IsModified() &&
            messageBox(wxString::Format(_("%s is the game on the board, with changes that are not saved.\n\n"
                                          "Open it again as it was saved, and lose those changes?"),
                                        path),
                       _("Open Game"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION | wxCENTRE) != wxYES)
            return current;
        current->Modify(false);           // given up: no question whether to save them
        current->SetFilename("", false);  // so that the file opens as any other would
    }
    // The game opens with the players of the game on screen (at start-up: of the last New Game), so the
    // computer goes on playing its side.
    const ui::NewGameSetup before = GameDocument::nextSetup();
    ui::NewGameSetup setup = before;
    if (const auto* current = dynamic_cast<GameDocument*>(GetCurrentDocument())) {
        setup.players[0] = current->player(Side::First);
        setup.players[1] = current->player(Side::Second);
    }
    // The clocks are the file's (GameDocument::DoOpenDocument): none until it is read.
    setup.players[0].time = setup.players[1].time = TimeControl{};
    GameDocument::setNextSetup(setup);
    wxDocument* doc = wxDocManager::CreateDocument(path, wxDOC_SILENT);
    GameDocument::setNextSetup(before);
    // The File menu's recent files: wxDocManager's own CreateDocument left the list empty here (the GUI
    // test found no entry after an open), so the game opened is put at its top explicitly.
    if (doc) AddFileToHistory(path);
    return doc;
}

wxDocument* QipanDocManager::CreateDocument(const wxString& path, long flags) {
    if (flags & wxDOC_NEW) {
        if (askSetup_) {
            ui::NewGameDialog dialog(wxTheApp->GetTopWindow(), GameDocument::nextSetup());
            if (showDialog(dialog) != wxID_OK) return nullptr;
            GameDocument::setNextSetup(dialog.setup());
            saveLastSetup(dialog.setup());
        }
        return wxDocManager::CreateDocument(path, flags);
    }
    wxString chosen = path;
    if (chosen.empty()) {
        wxString wildcard = _("Qipan games") + " (";
        wxString patterns;
        for (const auto& f : recordFormats()) patterns += (patterns.empty() ? "*." : ";*.") + wxString(f.extension);
        wildcard += patterns + ")|" + patterns + "|" + _("All files") + " (*)|*";
        chosen = wxFileSelector(_("Open Game"), GetLastDirectory(), "", "", wildcard, wxFD_OPEN | wxFD_FILE_MUST_EXIST,
                                wxTheApp->GetTopWindow());
        if (chosen.empty()) return nullptr;
    }
    return openFile(chosen);
}

}  // namespace qipan::app
