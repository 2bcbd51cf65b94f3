// Line shapes: what a stone placed on an empty point makes along one direction, for one side.
// The shape of every (point, direction, side) is looked up in a table indexed by the 10 neighbouring
// points (5 on each side) read as a base-3 number (empty, own, blocked), built once per LineRule at
// first use. The table has 3^10 = 59049 one-byte entries, small enough to stay in the cache.
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

constexpr int kLineKeys = 59049;  // 3^10

// Weight of the neighbour at offset k (-5..5, k != 0) in a line key: offset -5 is the most
// significant base-3 digit, +5 the least. A neighbour's code times its weight is added when a stone
// appears there and subtracted when it goes.
inline constexpr std::uint16_t kLineKeyWeights[11] = {19683, 6561, 2187, 729, 243, 0, 81, 27, 9, 3, 1};
constexpr std::uint16_t lineKeyWeight(int k) {
    return kLineKeyWeights[k + 5];
}

// The shape table for one line rule: kLineKeys entries. Thread-safe lazy construction.
const Pattern* patternTable(LineRule rule);

}  // namespace qipan::gomoku
