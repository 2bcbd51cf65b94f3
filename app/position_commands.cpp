#include "app/position_commands.h"

#include <wx/app.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/menu.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/main_frame.h"
#include "app/settings.h"
#include "record/clipboard.h"
#include "ui/engine_text.h"
#include "ui/position_editor_dialog.h"

namespace qipan::app {

namespace {

QipanDocManager* manager(MainFrame* frame) {
    return dynamic_cast<QipanDocManager*>(frame->GetDocumentManager());
}

bool copyText(const std::string& text) {
    wxClipboardLocker locker;
    if (!locker) {
        showError(_("Copy"), _("The clipboard cannot be opened."));
        return false;
    }
    wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(text)));
    wxTheClipboard->Flush();  // the text stays on the clipboard after Qipan ends
    return true;
}

void copyPosition(MainFrame* frame) {
    if (GameDocument* doc = frame->document()) copyText(positionClipboardText(doc->game()));
}

void copyGame(MainFrame* frame) {
    GameDocument* doc = frame->document();
    if (!doc) return;
    try {
        copyText(gameClipboardText(doc->record()));
    } catch (const FormatError& e) {
        showError(_("Copy Game"), wxString::FromUTF8(e.what()));
    }
}

void paste(MainFrame* frame) {
    wxString text;
    {
        wxClipboardLocker locker;
        wxTextDataObject data;
        if (!locker || !wxTheClipboard->IsSupported(wxDF_UNICODETEXT) || !wxTheClipboard->GetData(data)) {
            showError(_("Paste"), _("The clipboard holds no text."));
            return;
        }
        text = data.GetText();
    }
    pasteText(frame, text);
}

}  // namespace

void appendPositionItems(wxMenu* edit) {
    edit->Append(ID_COPY_GAME, _("&Copy Game\tCtrl+C"),
                 _("Copy the whole game as SGF (Gomoku, Othello) or PGN (Xiangqi) text"));
    edit->Append(ID_COPY_POSITION, _("Copy &Position\tCtrl+Shift+C"),
                 _("Copy the position shown: a stone list (Gomoku), a board of X, O and - (Othello), a FEN "
                   "(Xiangqi)"));
    edit->Append(ID_PASTE, _("&Paste\tCtrl+V"),
                 _("Open a game or a position from text: SGF, PGN, Piskvork, a transcript, a board, a FEN"));
    edit->AppendSeparator();
    edit->Append(ID_EDIT_POSITION, _("&Edit Position...\tCtrl+E"),
                 _("Set up a position: put pieces on the board and take them off, choose the side to move"));
}

void bindPositionCommands(MainFrame* frame) {
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { editPosition(frame); }, ID_EDIT_POSITION);
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { copyPosition(frame); }, ID_COPY_POSITION);
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { copyGame(frame); }, ID_COPY_GAME);
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { paste(frame); }, ID_PASTE);
    for (const int id : {ID_EDIT_POSITION, ID_COPY_POSITION, ID_COPY_GAME})
        frame->Bind(
            wxEVT_UPDATE_UI, [frame](wxUpdateUIEvent& e) { e.Enable(frame->document() != nullptr); }, id);
}

bool editPosition(MainFrame* frame) {
    GameDocument* doc = frame->document();
    if (!doc || !manager(frame)) return false;
    ui::PositionEditorDialog dialog(frame, doc->game());
    if (showDialog(dialog) != wxID_OK) return false;
    return manager(frame)->openRecord(GameRecord(doc->record().gameId(), dialog.position())) != nullptr;
}

bool pasteText(MainFrame* frame, const wxString& text) {
    GameDocument* doc = frame->document();
    if (!doc || !manager(frame)) return false;
    PastedText pasted;
    try {
        pasted = readPastedText(text.utf8_string(), doc->record().gameId());
        pasted.record.initialGame();  // a start position a game cannot take is bad text too
        pasted.record.replay(pasted.record.size());
    } catch (const SetupRefused& e) {
        showError(_("Paste"),
                  wxString::Format(_("This position cannot be played: %s."), ui::messageText(e.reason())));
        return false;
    } catch (const FormatError& e) {
        showError(_("Paste"), wxString::Format(_("The text is no game or position Qipan can read.\n\n%s"),
                                               wxString::FromUTF8(e.what())));
        return false;
    }
    return manager(frame)->openRecord(std::move(pasted.record)) != nullptr;
}

}  // namespace qipan::app
