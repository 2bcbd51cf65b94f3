#include "record/clock_tags.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "core/quote.h"

namespace qipan {

namespace {

std::string trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return std::string(text);
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// Seconds that may be 0 ("0", "0.0"), as TM writes a game without main time.
std::optional<std::int64_t> secondsOrZero(const std::string& text) {
    if (!text.empty() && text.find_first_not_of("0.") == std::string::npos &&
        std::count(text.begin(), text.end(), '.') <= 1 && text.front() != '.')
        return 0;
    return parseSeconds(text);
}

bool wholeNumber(const std::string& text, int& n) {
    if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
        return false;
    n = std::stoi(text);
    return true;
}

}  // namespace

SgfTimeText sgfTimeText(const TimeControl& c) {
    switch (c.kind) {
        case TimeControl::Kind::PerMove:
            return {"0", secondsText(c.moveMs) + " simple"};
        case TimeControl::Kind::Increment:
            return {c.mainMs > 0 ? secondsText(c.mainMs) : "0",
                    c.incrementMs > 0 ? secondsText(c.incrementMs) + " fischer" : ""};
        case TimeControl::Kind::ByoYomi:
            return {c.mainMs > 0 ? secondsText(c.mainMs) : "0",
                    std::to_string(c.periods) + "x" + secondsText(c.moveMs) + " byo-yomi"};
        case TimeControl::Kind::None:
            break;
    }
    return {};
}

std::optional<TimeControl> timeControlFromSgf(std::string_view tmIn, std::string_view otIn,
                                              std::string& problem) {
    const std::string tm = trimmed(tmIn), ot = lower(trimmed(otIn));
    const auto main = secondsOrZero(tm);
    const std::string said =
        "TM[" + std::string(tmIn) + "]" + (otIn.empty() ? "" : "OT[" + std::string(otIn) + "]");
    if (!main) {
        problem = said + ": the main time is not a number of seconds";
        return std::nullopt;
    }
    TimeControl c;
    c.mainMs = *main;
    // The overtime's words and numbers, wherever they stand ("5x30 byo-yomi", "fischer 10", "+10 fischer").
    std::string number, word;
    for (const char ch : ot) {
        if (std::isdigit(static_cast<unsigned char>(ch)) || ch == '.' || ch == 'x' || ch == '/')
            number += ch;
        else if (std::isalpha(static_cast<unsigned char>(ch)))
            word += ch;
    }
    // 'x' is a letter of no overtime's name here, but "byoyomi"/"fischer"/"simple" hold none.
    const auto says = [&word](const char* name) { return word.find(name) != std::string::npos; };
    if (ot.empty()) {
        if (c.mainMs == 0) {
            problem = said + ": no time at all";
            return std::nullopt;
        }
        c.kind = TimeControl::Kind::Increment;
        return c;
    }
    if (says("byoyomi") || says("byo")) {
        const auto x = number.find('x');
        int periods = 0;
        const auto period = x == std::string::npos ? std::nullopt : parseSeconds(number.substr(x + 1));
        if (!period || !wholeNumber(number.substr(0, x), periods) || periods < 1) {
            problem = said + ": byo-yomi is written as periods x seconds, \"5x30 byo-yomi\"";
            return std::nullopt;
        }
        c.kind = TimeControl::Kind::ByoYomi;
        c.moveMs = *period;
        c.periods = periods;
        return c;
    }
    if (says("fischer")) {
        const auto increment =
            number.find_first_of("x/") == std::string::npos ? parseSeconds(number) : std::nullopt;
        if (!increment || c.mainMs == 0) {
            problem = said + ": Fischer time is a main time and an increment in seconds, \"10 fischer\"";
            return std::nullopt;
        }
        c.kind = TimeControl::Kind::Increment;
        c.incrementMs = *increment;
        return c;
    }
    if (says("simple")) {
        const auto move =
            number.find_first_of("x/") == std::string::npos ? parseSeconds(number) : std::nullopt;
        if (!move) {
            problem = said + ": a time per move is written in seconds, \"30 simple\"";
            return std::nullopt;
        }
        // After a main time, a fixed time per move is one byo-yomi period renewed by every move.
        c.kind = c.mainMs == 0 ? TimeControl::Kind::PerMove : TimeControl::Kind::ByoYomi;
        c.moveMs = *move;
        c.periods = c.mainMs == 0 ? 0 : 1;
        return c;
    }
    problem = said + (says("canadian") ? ": Canadian overtime is not a clock Qipan keeps"
                                       : ": the overtime is not one Qipan knows (byo-yomi, fischer, simple)");
    return std::nullopt;
}

std::optional<std::string> pgnTimeControl(const TimeControl& c) {
    if (c.kind != TimeControl::Kind::Increment) return std::nullopt;
    std::string text = secondsText(c.mainMs);
    if (c.incrementMs > 0) {
        text += '+';
        text += secondsText(c.incrementMs);
    }
    return text;
}

std::optional<TimeControl> timeControlFromPgn(std::string_view valueIn, std::string& problem) {
    const std::string value = trimmed(valueIn);
    if (value == "-") return TimeControl{};
    if (value == "?" || value.empty()) return std::nullopt;  // unknown: nothing to say
    const std::string said = "TimeControl " + quoted(std::string(valueIn));
    if (value.find(':') != std::string::npos || value.find('/') != std::string::npos) {
        problem = said + ": periods of moves (moves/seconds) are not a clock Qipan keeps";
        return std::nullopt;
    }
    if (value.front() == '*') {
        problem = said + ": a sandclock is not a clock Qipan keeps";
        return std::nullopt;
    }
    const auto plus = value.find('+');
    const auto main = parseSeconds(value.substr(0, plus));
    const auto increment =
        plus == std::string::npos ? std::optional<std::int64_t>(0) : secondsOrZero(value.substr(plus + 1));
    if (!main || !increment) {
        problem = said + ": not seconds or seconds+increment (\"300+5\")";
        return std::nullopt;
    }
    TimeControl c;
    c.kind = TimeControl::Kind::Increment;
    c.mainMs = *main;
    c.incrementMs = *increment;
    return c;
}

std::string sidesTimeText(const TimeControl& first, const TimeControl& second) {
    return first == second ? first.text() : first.text() + "; " + second.text();
}

bool readSidesTimeText(std::string_view text, TimeControl& first, TimeControl& second) {
    const auto semicolon = text.find(';');
    const auto a = TimeControl::parse(trimmed(text.substr(0, semicolon)));
    const auto b =
        semicolon == std::string_view::npos ? a : TimeControl::parse(trimmed(text.substr(semicolon + 1)));
    if (!a || !b) return false;
    first = *a;
    second = *b;
    return true;
}

std::string clockReading(std::int64_t ms) {
    ms = std::max<std::int64_t>(0, ms);
    const std::int64_t s = ms / 1000;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld:%02d:%02d", static_cast<long long>(s / 3600),
                  static_cast<int>(s / 60 % 60), static_cast<int>(s % 60));
    std::string text = buf;
    if (const std::int64_t rest = ms % 1000; rest != 0) {
        std::snprintf(buf, sizeof buf, ".%03d", static_cast<int>(rest));
        text += buf;
        while (text.back() == '0') text.pop_back();
    }
    return text;
}

std::optional<std::int64_t> parseClockReading(std::string_view textIn) {
    const std::string text = trimmed(textIn);
    // Up to three fields of digits joined by ':', the last with an optional fraction.
    std::int64_t total = 0;
    int fields = 0;
    std::size_t pos = 0;
    while (true) {
        const std::size_t end = std::min(text.find(':', pos), text.size());
        const std::string field = text.substr(pos, end - pos);
        ++fields;
        const bool last = end == text.size();
        if (field.empty() || field.size() > 9 || fields > 3) return std::nullopt;
        if (last) {
            const auto ms = secondsOrZero(field);
            if (!ms || (fields > 1 && *ms >= 60000) ||
                !std::isdigit(static_cast<unsigned char>(field.front())))
                return std::nullopt;
            return total * 60000 + *ms;
        }
        if (field.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
        const std::int64_t n = std::stoll(field);
        if (fields > 1 && n >= 60) return std::nullopt;
        total = total * 60 + n;
        pos = end + 1;
    }
}

std::optional<ClockState> readingAfterMove(GameClock& mover, std::int64_t timeMs) {
    mover.moveMade(std::max<std::int64_t>(0, timeMs));
    const auto kind = mover.control().kind;
    if (kind == TimeControl::Kind::None || kind == TimeControl::Kind::PerMove) return std::nullopt;
    return mover.state();
}

std::int64_t moveTimeFromReading(GameClock& mover, std::optional<std::int64_t> recordedMs,
                                 std::optional<std::int64_t> leftMs, int periodsLeft) {
    std::int64_t ms = recordedMs ? *recordedMs : -1;
    const ClockState before = mover.state();
    const TimeControl& c = mover.control();
    if (ms < 0 && leftMs && !before.flagged) {
        if (c.kind == TimeControl::Kind::Increment) {
            ms =
                std::clamp<std::int64_t>(before.remainingMs + c.incrementMs - *leftMs, 0, before.remainingMs);
        } else if (c.kind == TimeControl::Kind::ByoYomi) {
            if (periodsLeft >= 0) {  // in byo-yomi after it: the main time left and each period used up
                const int used = std::max(0, before.periodsLeft - periodsLeft);
                ms = (before.inByoYomi ? 0 : before.remainingMs) + used * c.moveMs;
            } else if (!before.inByoYomi) {  // still in the main time
                ms = std::clamp<std::int64_t>(before.remainingMs - *leftMs, 0, before.remainingMs);
            }
        }
    }
    mover.moveMade(std::max<std::int64_t>(0, ms));
    return ms;
}

}  // namespace qipan
