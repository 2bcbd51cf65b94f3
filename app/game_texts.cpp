#include "app/game_texts.h"

#include "app/language.h"

#include <wx/intl.h>
#include <wx/translation.h>

#include "game/registry.h"

namespace qipan::app {

wxString sideName(const Game& game, Side side) {
    if (game.family() == GameFamily::Xiangqi) return side == Side::First ? _("Red") : _("Black");
    return side == Side::First ? _("Black") : _("White");
}

wxString engineWords(const std::string& english) {
    return wxGetTranslation(wxString::FromUTF8(english));
}

wxString outcomeText(const Game& game, const Outcome& outcome) {
    if (outcome.kind == Outcome::Kind::Win && outcome.reason == "time" && outcome.detail.empty())
        return wxString::Format(_("%s wins on time: %s ran out of time."), sideName(game, outcome.winner),
                                sideName(game, opposite(outcome.winner)));
    wxString why = engineWords(outcome.reason);
    if (!outcome.detail.empty()) why = wxString::Format(_("%s (%s)"), why, engineWords(outcome.detail));
    if (outcome.kind == Outcome::Kind::Draw) return wxString::Format(_("Draw: %s."), why);
    return wxString::Format(_("%s wins: %s."), sideName(game, outcome.winner), why);
}

wxString scoreText(const Game& game, int score) {
    const ScoreText parts = game.scoreParts(score);
    const wxString number = wxString::FromUTF8(parts.number);
    switch (parts.kind) {
        case ScoreText::Kind::WinIn:
            return wxString::Format(_("win in %s"), number);
        case ScoreText::Kind::LossIn:
            return wxString::Format(_("loss in %s"), number);
        case ScoreText::Kind::Value:
            break;
    }
    if (parts.unit == "discs") return wxString::Format(_("%s discs"), number);
    return parts.unit.empty() ? number : number + " " + engineWords(parts.unit);
}

wxString lineScoreText(const Game& game, const SearchInfo& line) {
    const ScoreText parts = game.scoreParts(line.score);
    if (game.family() == GameFamily::Xiangqi && parts.kind != ScoreText::Kind::Value)
        return wxString::Format(parts.kind == ScoreText::Kind::WinIn ? _("mate in %s") : _("mated in %s"),
                                wxString::FromUTF8(parts.number));
    const wxString text = scoreText(game, line.score);
    return line.exact && parts.kind == ScoreText::Kind::Value ? wxString::Format(_("%s (exact)"), text)
                                                              : text;
}

wxString gameName(const std::string& gameId) {
    for (const GameVariant& v : gameVariants())
        if (v.id == gameId) return engineWords(v.name);
    return wxString::FromUTF8(gameId);
}

wxString moveText(const Game& game, Move move) {
    if (game.squares(move).to < 0) return _("Pass");
    return wxString::FromUTF8(game.moveToDisplay(move, moveScript()));
}

wxString playerNameText(const std::string& recorded) {
    if (recorded == "Human") return _("Human");
    const std::string prefix = "Qipan level ";
    if (recorded.rfind(prefix, 0) == 0 && recorded.size() > prefix.size() &&
        recorded.size() <= prefix.size() + 2 &&
        recorded.find_first_not_of("0123456789", prefix.size()) == std::string::npos)
        return wxString::Format(_("Qipan level %d"), std::stoi(recorded.substr(prefix.size())));
    return wxString::FromUTF8(recorded);
}

std::string recordedPlayerName(const wxString& shown, const std::string& recorded) {
    return shown == playerNameText(recorded) ? recorded : shown.utf8_string();
}

}  // namespace qipan::app
