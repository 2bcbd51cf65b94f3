#include "game/time_control.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <system_error>
#include <sstream>

namespace qipan {

std::string secondsText(std::int64_t ms) {
    std::string text = std::to_string(ms / 1000);
    if (const std::int64_t rest = ms % 1000; rest != 0) {
        char buf[8];
        std::snprintf(buf, sizeof buf, ".%03d", static_cast<int>(rest));
        text += buf;
        while (text.back() == '0') text.pop_back();
    }
    return text;
}

std::optional<std::int64_t> parseSeconds(std::string_view text) {
    // std::from_chars, not strtod: the same in every C locale (GTK sets LC_NUMERIC from the environment,
    // where "2.5" would stop at the '.' for a person whose decimal mark is a comma), and a plain decimal
    // number only (no spaces, no "inf", "nan" or hexadecimal).
    if (text.empty() || text.size() > 12) return std::nullopt;
    double s = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), s, std::chars_format::fixed);
    if (error != std::errc() || end != text.data() + text.size() || !(s > 0) || s > 1e7) return std::nullopt;
    return static_cast<std::int64_t>(s * 1000.0 + 0.5);
}

namespace {

// The time a move may use safely out of `ms`: a tenth kept back, at most 300 ms, for the move to reach
// the board.
std::int64_t safely(std::int64_t ms) {
    return std::max<std::int64_t>(1, ms - std::min<std::int64_t>(300, ms / 10));
}

}  // namespace

std::string TimeControl::text() const {
    switch (kind) {
        case Kind::None:
            return "none";
        case Kind::PerMove:
            return "move " + secondsText(moveMs);
        case Kind::Increment:
            return "game " + secondsText(mainMs) + "+" + secondsText(incrementMs);
        case Kind::ByoYomi:
            return "byoyomi " + secondsText(mainMs) + " " + secondsText(moveMs) + "x" +
                   std::to_string(periods);
    }
    return "none";
}

std::optional<TimeControl> TimeControl::parse(std::string_view textIn) {
    std::istringstream in{std::string(textIn)};
    std::string word, a, b, rest;
    in >> word >> a >> b >> rest;
    if (!rest.empty()) return std::nullopt;
    TimeControl c;
    if (word == "none" && a.empty()) return c;
    if (word == "move" && !a.empty() && b.empty()) {
        const auto ms = parseSeconds(a);
        if (!ms) return std::nullopt;
        c.kind = Kind::PerMove;
        c.moveMs = *ms;
        return c;
    }
    if (word == "game" && !a.empty() && b.empty()) {
        const auto plus = a.find('+');
        const auto main = parseSeconds(a.substr(0, plus));
        if (!main) return std::nullopt;
        c.kind = Kind::Increment;
        c.mainMs = *main;
        if (plus != std::string::npos) {
            if (a.substr(plus + 1) == "0") return c;
            const auto increment = parseSeconds(a.substr(plus + 1));
            if (!increment) return std::nullopt;
            c.incrementMs = *increment;
        }
        return c;
    }
    if (word == "byoyomi" && !b.empty()) {
        const auto x = b.find('x');
        if (x == std::string::npos) return std::nullopt;
        const auto period = parseSeconds(b.substr(0, x));
        const std::string count = b.substr(x + 1);
        if (!period || count.empty() || count.size() > 3 ||
            count.find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        c.kind = Kind::ByoYomi;
        c.mainMs = 0;
        if (a != "0") {
            const auto main = parseSeconds(a);
            if (!main) return std::nullopt;
            c.mainMs = *main;
        }
        c.moveMs = *period;
        c.periods = std::atoi(count.c_str());
        if (c.periods < 1) return std::nullopt;
        return c;
    }
    return std::nullopt;
}

GameClock::GameClock(TimeControl control) : control_(control) {
    switch (control_.kind) {
        case TimeControl::Kind::None:
            break;
        case TimeControl::Kind::PerMove:
            state_.remainingMs = control_.moveMs;
            break;
        case TimeControl::Kind::Increment:
            state_.remainingMs = control_.mainMs;
            break;
        case TimeControl::Kind::ByoYomi:
            state_.periodsLeft = control_.periods;
            state_.inByoYomi = control_.mainMs == 0;
            state_.remainingMs = state_.inByoYomi ? control_.moveMs : control_.mainMs;
            break;
    }
}

ClockState GameClock::shownAfter(std::int64_t elapsedMs) const {
    ClockState s = state_;
    if (s.flagged || elapsedMs <= 0) return s;
    switch (control_.kind) {
        case TimeControl::Kind::None:
            return s;
        case TimeControl::Kind::PerMove:
        case TimeControl::Kind::Increment:
            s.remainingMs -= elapsedMs;
            if (s.remainingMs <= 0) {
                s.remainingMs = 0;
                s.flagged = true;
            }
            return s;
        case TimeControl::Kind::ByoYomi: {
            std::int64_t left = elapsedMs;
            if (!s.inByoYomi) {
                if (left < s.remainingMs) {
                    s.remainingMs -= left;
                    return s;
                }
                left -= s.remainingMs;
                s.inByoYomi = true;
                s.remainingMs = control_.moveMs;
            }
            // Each period run out costs one; the period in progress shows what is left of it.
            const std::int64_t used = left / control_.moveMs;
            s.periodsLeft -= static_cast<int>(std::min<std::int64_t>(used, s.periodsLeft));
            s.remainingMs = control_.moveMs - left % control_.moveMs;
            if (s.periodsLeft == 0) {
                s.remainingMs = 0;
                s.flagged = true;
            }
            return s;
        }
    }
    return s;
}

bool GameClock::moveMade(std::int64_t elapsedMs) {
    if (control_.kind == TimeControl::Kind::None) return true;
    if (state_.flagged) return false;
    state_ = shownAfter(std::max<std::int64_t>(0, elapsedMs));
    if (state_.flagged) return false;
    switch (control_.kind) {
        case TimeControl::Kind::PerMove:
            state_.remainingMs = control_.moveMs;
            break;
        case TimeControl::Kind::Increment:
            state_.remainingMs += control_.incrementMs;
            break;
        case TimeControl::Kind::ByoYomi:
            if (state_.inByoYomi) state_.remainingMs = control_.moveMs;  // a move in time renews its period
            break;
        case TimeControl::Kind::None:
            break;
    }
    return true;
}

void GameClock::applyTo(SearchLimits& limits, std::int64_t elapsedMs) const {
    if (control_.kind == TimeControl::Kind::None) return;
    const ClockState now = shownAfter(elapsedMs);
    const std::int64_t left = std::max<std::int64_t>(1, now.remainingMs);
    // A time per move the limits already have (a weaker level's) stays as a cap.
    const auto capMove = [&limits](std::int64_t ms) {
        limits.moveTimeMs = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, ms) : ms;
    };
    limits.movesToGo = 0;
    switch (control_.kind) {
        case TimeControl::Kind::PerMove:
            capMove(safely(left));
            limits.timeLeftMs = 0;
            break;
        case TimeControl::Kind::Increment:
            limits.timeLeftMs = left;
            limits.incrementMs = control_.incrementMs;
            break;
        case TimeControl::Kind::ByoYomi:
            if (now.inByoYomi) {  // each move within its period
                capMove(safely(left));
                limits.timeLeftMs = 0;
            } else {  // the main time is shared out; a period still follows it
                limits.timeLeftMs = left + safely(control_.moveMs);
                limits.incrementMs = 0;
            }
            break;
        case TimeControl::Kind::None:
            break;
    }
}

}  // namespace qipan
