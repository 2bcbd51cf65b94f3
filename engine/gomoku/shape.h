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

struct ShapeInfo {
    Threat threat = Threat::None;
    bool maybeFoul = false;  // Renju Black: an overline, two fours or two threes may make it a foul
    std::uint8_t fours = 0;  // fours made (a FourFour line counts two)
    std::uint8_t threes = 0;
    std::int16_t value = 0;  // shape value for ordering and evaluation
    std::uint8_t sets = 0;   // bit i: the point belongs to the board's threat set i (see board.h)
};

// 65536 entries indexed by the four direction patterns (4 bits each).
const ShapeInfo* shapeTable(LineRule rule);

// Value of one direction's pattern; exposed for tuning and tests.
int patternValue(Pattern p);

}  // namespace qipan::gomoku
