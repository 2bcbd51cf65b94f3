#include "record/result_tags.h"

#include <cstdlib>

#include "core/message.h"

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

void setEndingTags(GameRecord& record, const Outcome& ending, const std::string& isoDate) {
    std::string result;
    if (isXiangqi(record))
        result = pgnResult(ending);
    else if (ending.kind == Outcome::Kind::Draw)
        result = "Draw";
    else
        result = std::string(ending.winner == Side::First ? "B+" : "W+") +
                 (ending.reason == "resignation" ? "R" : ending.reason == "time" ? "T" : "");
    record.setTag("Result", result);
    record.setTag("Termination", ending.text());
    if (record.tag("Date").empty()) setDateTag(record, isoDate);
}

std::optional<Outcome> recordedEnding(const GameRecord& record) {
    const std::string result = record.tag("Result");
    if (result.empty()) return std::nullopt;
    Outcome o;
    std::string suffix;
    if (result == "1-0" || result == "0-1") {
        o.kind = Outcome::Kind::Win;
        o.winner = result == "1-0" ? Side::First : Side::Second;
    } else if (result == "1/2-1/2" || result == "Draw" || result == "0" || result == "Jigo") {
        o.kind = Outcome::Kind::Draw;
    } else if (result.size() >= 2 && (result[0] == 'B' || result[0] == 'W') && result[1] == '+') {
        o.kind = Outcome::Kind::Win;
        o.winner = result[0] == 'B' ? Side::First : Side::Second;
        suffix = result.substr(2);
    } else {
        return std::nullopt;  // "*", "?", "Void", unknown
    }
    if (record.replay(record.size())->outcome().over()) return std::nullopt;
    // The reason: Termination as Qipan writes it, "reason (detail)"; else what SGF's RE says.
    const std::string termination = record.tag("Termination");
    if (!termination.empty()) {
        const auto open = termination.find(" (");
        if (open != std::string::npos && termination.back() == ')') {
            o.reason = termination.substr(0, open);
            o.detail = termination.substr(open + 2, termination.size() - open - 3);
        } else {
            o.reason = termination;
        }
    } else if (suffix == "R" || suffix == "Resign") {
        o.reason = QIPAN_WORDS("resignation");
    } else if (suffix == "T" || suffix == "Time") {
        o.reason = QIPAN_WORDS("time");
    } else if (suffix == "F" || suffix == "Forfeit") {
        o.reason = QIPAN_WORDS("forfeit");
    } else {
        o.reason = QIPAN_WORDS("as recorded");
    }
    return o;
}

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
