#include "app/game_info.h"

#include <wx/menu.h>

#include "app/game_document.h"
#include "app/game_texts.h"
#include "app/main_frame.h"
#include "app/settings.h"
#include "record/result_tags.h"
#include "ui/game_info_dialog.h"

namespace qipan::app {

namespace {

wxString fieldLabel(const std::string& tag, bool xiangqi) {
    if (tag == "Black") return _("Black player");
    if (tag == "White") return _("White player");
    if (tag == "Red") return _("Red player");
    if (tag == "Event") return _("Event");
    if (tag == "Site" || tag == "Place") return _("Place");
    if (tag == "Date") return xiangqi ? _("Date (YYYY.MM.DD)") : _("Date (YYYY-MM-DD)");
    if (tag == "Round") return _("Round");
    if (tag == "Comment") return _("Comment on the game");
    return wxString::FromUTF8(tag);
}

// The result as recorded ("B+", "1-0") with its reason, or that the game is not over.
wxString resultText(const GameRecord& record) {
    const std::string result = record.tag("Result");
    if (result.empty()) return _("not finished");
    const std::string why = record.tag("Termination");
    return why.empty() ? wxString::FromUTF8(result)
                       : wxString::FromUTF8(result) + " (" + engineWords(why) + ")";
}

}  // namespace

void appendGameInfoItem(wxMenu* file) {
    file->Append(
        ID_GAME_INFO, _("Game &Information...\tCtrl+I"),
        _("The players, event, place, date and round of the game, and comments on it and on the move shown"));
}

void bindGameInfoCommand(MainFrame* frame) {
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { editGameInfo(frame); }, ID_GAME_INFO);
    frame->Bind(
        wxEVT_UPDATE_UI, [frame](wxUpdateUIEvent& e) { e.Enable(frame->document() != nullptr); },
        ID_GAME_INFO);
}

bool editGameInfo(MainFrame* frame) {
    GameDocument* doc = frame->document();
    if (!doc) return false;
    const GameRecord& record = doc->record();
    const bool xiangqi = doc->game().family() == GameFamily::Xiangqi;
    std::vector<ui::GameInfoField> fields;
    const std::string players[] = {playerTagName(record, Side::First), playerTagName(record, Side::Second)};
    const auto isPlayer = [&](const std::string& tag) { return tag == players[0] || tag == players[1]; };
    for (const std::string& tag : gameInfoTags(record)) {
        // Qipan's own names of the players ("Human") in the interface's language; the record keeps them.
        const std::string value =
            isPlayer(tag) ? playerNameText(record.tag(tag)).utf8_string() : record.tag(tag);
        fields.push_back({tag, fieldLabel(tag, xiangqi), value, tag == "Comment"});
    }
    wxString moveLabel;
    std::string moveComment;
    if (record.cursor() > 0) {
        const std::size_t index = record.cursor() - 1;
        moveLabel = wxString::Format(_("Comment on move %d (%s)"), static_cast<int>(index + 1),
                                     wxString::FromUTF8(record.steps()[index].text));
        moveComment = record.steps()[index].comment;
    }
    ui::GameInfoDialog dialog(frame,
                              {{_("Game"), gameName(record.gameId())}, {_("Result"), resultText(record)}},
                              std::move(fields), moveLabel, moveComment);
    if (showDialog(dialog) != wxID_OK) return false;
    std::map<std::string, std::string> values = dialog.values();
    for (auto& [tag, value] : values)
        if (isPlayer(tag)) value = recordedPlayerName(wxString::FromUTF8(value), record.tag(tag));
    doc->setGameInfo(values, dialog.moveComment());
    return true;
}

}  // namespace qipan::app
