// What a point means for one side once its four directions are taken together: the threat it makes
// (five, straight four, four-three, ...) and a value for move ordering and evaluation.
#pragma once

#include <cstdint>

#include "gomoku/pattern.h"

namespace qipan::gomoku {

enum class Threat : std::uint8_t {
    None,
    Three,        // makes one open three
    DoubleThree,  // makes two or more open threes
    Four,         // makes one four (one point to five)
    FourThree,    // a four and an open three
    OpenFour,     // a straight four, or two fours: wins unless the opponent has five first
    Five,
};

// Packed into 6 bytes: the board reads one of these for every shape change, and a table of 65536
// small entries stays in the cache far better than one of larger entries.
struct ShapeInfo {
    Threat threat : 3 = Threat::None;
    bool maybeFoul : 1 = false;  // Renju Black: an overline, two fours or two threes may make it a foul
    std::uint8_t fours : 4 = 0;  // fours made (a FourFour line counts two)
    std::uint8_t threes : 4 = 0;
    std::uint8_t sets : 4 = 0;   // bit i: the point belongs to the board's threat set i (see board.h)
    std::int16_t value = 0;      // shape value for move ordering (hand-set, shape.cpp)
    std::int16_t eval = 0;       // shape value for the evaluation (fitted, evaluation_weights.h)
};
static_assert(sizeof(ShapeInfo) == 6);

// 65536 entries indexed by the four direction patterns (4 bits each).
const ShapeInfo* shapeTable(LineRule rule);

// Ordering value of one direction's pattern; exposed for tests.
int patternValue(Pattern p);

}  // namespace qipan::gomoku
