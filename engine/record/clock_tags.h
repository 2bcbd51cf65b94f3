// Time controls and clock readings as game files write them, so that a timed game saved and opened again
// has its clocks: SGF's TM (main time in seconds) and OT (overtime, a free text whose common forms are
// "5x30 byo-yomi", "10 fischer" and "30 simple" for a fixed time per move), PGN's TimeControl tag (PGN
// standard 9.6.1: "300+5", "300", "-"), and each move's clock reading (SGF BL/WL with OB/OW, the periods
// left in byo-yomi; PGN comments "[%clk 0:04:59]" and "[%emt 0:00:06]", the time the move took). What
// neither standard can say (sides with different clocks; a fixed time per move or byo-yomi in PGN) is
// written in TimeControl::text() form in Qipan's own SGF QC[black][white] and PGN [QipanTimeControl
// "black; white"]. A reading that cannot be used is left out with a note, never an error.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/time_control.h"

namespace qipan {

// SGF TM and OT for a timed control: TM[300]OT[5 fischer], TM[600]OT[5x30 byo-yomi], TM[0]OT[30 simple];
// OT is empty for a game time without increment.
struct SgfTimeText {
    std::string tm;
    std::string ot;
};
SgfTimeText sgfTimeText(const TimeControl& control);
// TM and OT as Qipan and other programs write them (OT "5x30 byo-yomi", "byoyomi", "10 fischer",
// "+10 fischer", "fischer 10", "30 simple"; none: sudden death). Nothing, with `problem` saying why, for
// a value that is not a number or an overtime Qipan's clocks do not keep (Canadian).
std::optional<TimeControl> timeControlFromSgf(std::string_view tm, std::string_view ot, std::string& problem);

// PGN's TimeControl value: "300+5", "300" without an increment; nothing for the kinds the standard cannot
// say (a fixed time per move, byo-yomi) and for an untimed game.
std::optional<std::string> pgnTimeControl(const TimeControl& control);
// "-" is no clock; "300" and "300+5" game time (+ increment). Nothing, with `problem` saying why, for the
// rest ("?" unknown, with no problem; periods of moves "40/9000", sandclock "*180", malformed text).
std::optional<TimeControl> timeControlFromPgn(std::string_view value, std::string& problem);

// Both sides' controls in Qipan's own text: one TimeControl::text() when they are the same, else
// "black; white". Nothing from a text that is not one.
std::string sidesTimeText(const TimeControl& first, const TimeControl& second);
bool readSidesTimeText(std::string_view text, TimeControl& first, TimeControl& second);

// A clock reading "h:mm:ss", with the milliseconds when there are any ("0:04:59", "1:02:03.5"); read
// back from "h:mm:ss(.fff)" or "mm:ss".
std::string clockReading(std::int64_t ms);
std::optional<std::int64_t> parseClockReading(std::string_view text);

// The reading a file gives after a move on `mover` (its state before the move) that took `timeMs`
// (unknown, -1: none): the mover's clock spends the time (unknown counts as none). Nothing to write for
// an untimed clock or a fixed time per move (its clock starts afresh every move).
std::optional<ClockState> readingAfterMove(GameClock& mover, std::int64_t timeMs);

// The time a move read from a file took: `recordedMs` (Qipan's QT, PGN %emt) when there is one, else what
// the clock reading after it (`leftMs`, and `periodsLeft` in byo-yomi, -1 unknown) says of it; -1 when
// neither tells. The mover's clock spends it.
std::int64_t moveTimeFromReading(GameClock& mover, std::optional<std::int64_t> recordedMs,
                                 std::optional<std::int64_t> leftMs, int periodsLeft);

}  // namespace qipan
