// Time controls and one side's game clock, as a player chooses them in New Game: none, a fixed time per
// move, game time plus an increment (Fischer), or main time followed by byo-yomi periods (Japanese). The
// clock holds no wall clock of its own: the caller says how long each move took (so undo can give a state
// back and tests need no timing), and the clock says what it shows, whether the flag fell, and what the
// engine may spend on its move (SearchLimits, which core/search_control.h turns into a time budget).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/search_types.h"

namespace qipan {

// Seconds as records write them: whole seconds, then the milliseconds without trailing zeros ("300",
// "0.5", "1234.25"); and back, nothing unless the text is a number of seconds above 0 and below 10^7.
std::string secondsText(std::int64_t ms);
std::optional<std::int64_t> parseSeconds(std::string_view text);

struct TimeControl {
    enum class Kind { None, PerMove, Increment, ByoYomi };
    Kind kind = Kind::None;
    std::int64_t mainMs = 0;       // Increment, ByoYomi: the time for the game before any period
    std::int64_t incrementMs = 0;  // Increment: added to the clock after each move
    std::int64_t moveMs = 0;       // PerMove: the time for each move; ByoYomi: one period
    int periods = 0;               // ByoYomi: how many periods follow the main time

    friend bool operator==(const TimeControl&, const TimeControl&) = default;

    // Text for settings and records: "none", "move 5", "game 300+2", "byoyomi 600 30x5" (seconds, with
    // decimals where needed). parse() reads it back; nothing for a text that is not one, or a control
    // that cannot run (no time, no periods).
    std::string text() const;
    static std::optional<TimeControl> parse(std::string_view text);
};

// What a clock shows: the main time left (or, per move and in byo-yomi, the time left of the move or
// period), the byo-yomi periods left, and whether the flag has fallen.
struct ClockState {
    std::int64_t remainingMs = 0;
    int periodsLeft = 0;
    bool inByoYomi = false;
    bool flagged = false;

    friend bool operator==(const ClockState&, const ClockState&) = default;
};

class GameClock {
public:
    explicit GameClock(TimeControl control = {});
    const TimeControl& control() const { return control_; }
    bool timed() const { return control_.kind != TimeControl::Kind::None; }

    // The clock between moves.
    ClockState state() const { return state_; }
    // Back to a state it had (undo: the clock as it was before the move taken back).
    void restore(const ClockState& state) { state_ = state; }
    // What it shows `elapsedMs` into this side's move, without changing it.
    ClockState shownAfter(std::int64_t elapsedMs) const;
    // This side made its move in `elapsedMs`: the time is spent, then the increment added or the
    // period renewed. Returns false when the flag fell during the move (the move is too late).
    bool moveMade(std::int64_t elapsedMs);

    // The limits of the engine's search of its move on this clock, `elapsedMs` into the move (the
    // search starts a little after the turn does): what it must not exceed and how to share its time.
    // Untimed, `limits` stay as they are (the level's own time).
    void applyTo(SearchLimits& limits, std::int64_t elapsedMs = 0) const;

private:
    TimeControl control_;
    ClockState state_;
};

}  // namespace qipan
