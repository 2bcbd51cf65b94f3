// Line shapes: what a stone placed on an empty point makes along one direction, for one side.
// The shape of every (point, direction, side) is looked up in a table indexed by the 10 neighbouring
// points (5 on each side, 2 bits each: empty, own, blocked), built once per LineRule at first use.
#pragma once

#include <cstdint>

#include "gomoku/rule.h"

namespace qipan::gomoku {

// Ordered by strength. F = free (open), B = blocked on one side.
enum Pattern : std::uint8_t {
    PNone = 0,
    B1,        // one stone that can still grow into a blocked two
    F1,        // one stone that can grow into an open two
    B2,        // two that can become a blocked three
    F2,        // two that can become an open three
    B3,        // three that can become a four (not a straight one)
    F3,        // open three: one more stone makes a straight four
    B4,        // four: exactly one point makes five
    F4,        // straight four (or, outside Renju, two fours on one line): cannot be stopped
    FourFour,  // Renju Black only: two fours on one line (forbidden as a double four)
    Five,      // the move makes five (a win under the side's rule)
    Overline,  // the move makes six or more where that does not win
    kPatternCount
};

// Neighbour codes in a side's line key.
constexpr std::uint32_t kLineEmpty = 0, kLineOwn = 1, kLineBlocked = 2;

// Bit position of the neighbour at offset k (-5..5, k != 0) in a 20-bit line key.
constexpr int lineKeyShift(int k) {
    return k < 0 ? 2 * (k + 5) : 2 * (k + 4);
}

// The shape table for one line rule: 2^20 entries. Thread-safe lazy construction.
const Pattern* patternTable(LineRule rule);

}  // namespace qipan::gomoku
