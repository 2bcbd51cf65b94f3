#include "record/result_tags.h"

#include <cstdlib>

namespace qipan {

namespace {
bool isXiangqi(const GameRecord& record) {
    return record.initialGame()->family() == GameFamily::Xiangqi;
}

// SGF's RE: the winner and, where the game counts one, the margin ("B+12"); "F" for a foul (forfeit).
std::string sgfResult(const Game& game, const Outcome& outcome) {
    if (outcome.kind == Outcome::Kind::Draw) return "Draw";
    std::string result = outcome.winner == Side::First ? "B+" : "W+";
    if (outcome.reason == "forbidden move") return result + "F";
    if (game.family() == GameFamily::Othello) {
        // The detail is the final count with the empties given to the winner, "50-24".
        const auto dash = outcome.detail.find('-');
        if (dash != std::string::npos)
            result += std::to_string(
                std::abs(std::atoi(outcome.detail.c_str()) - std::atoi(outcome.detail.c_str() + dash + 1)));
    }
    return result;
}

std::string pgnResult(const Outcome& outcome) {
    if (outcome.kind == Outcome::Kind::Draw) return "1/2-1/2";
    return outcome.winner == Side::First ? "1-0" : "0-1";
}
}  // namespace

void setDateTag(GameRecord& record, const std::string& isoDate) {
    std::string date = isoDate;
    if (isXiangqi(record))
        for (char& c : date)
            if (c == '-') c = '.';
    record.setTag("Date", date);
}

void setResultTags(GameRecord& record, const std::string& isoDate) {
    const auto game = record.replay(record.size());
    const Outcome outcome = game->outcome();
    if (!outcome.over()) {
        record.setTag("Result", "");
        record.setTag("Termination", "");
        return;
    }
    record.setTag("Result", isXiangqi(record) ? pgnResult(outcome) : sgfResult(*game, outcome));
    record.setTag("Termination", outcome.text());
    if (record.tag("Date").empty()) setDateTag(record, isoDate);
}

std::string playerTagName(const GameRecord& record, Side side) {
    if (isXiangqi(record)) return side == Side::First ? "Red" : "Black";
    return side == Side::First ? "Black" : "White";
}

std::vector<std::string> gameInfoTags(const GameRecord& record) {
    return {playerTagName(record, Side::First),
            playerTagName(record, Side::Second),
            "Event",
            isXiangqi(record) ? "Site" : "Place",
            "Date",
            "Round",
            "Comment"};
}

}  // namespace qipan
