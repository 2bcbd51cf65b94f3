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

// What the four directions make together at a point, strongest first from the bottom: the unit of
// the evaluation's per-point values (evaluation_weights.h).
enum CellClass : std::uint8_t {
    CNone,
    CTwo,             // one open two
    CBlockThree,      // one three that can become a four
    CDoubleTwo,       // two open twos
    CBlockThreePlus,  // a blocked three and another two or three
    CThree,           // one open three
    CThreePlus,       // an open three and a two or blocked three
    CDoubleThree,     // two open threes
    CFour,            // one four
    CFourPlus,        // a four and a two or blocked three
    CFourThree,       // a four and an open three
    COpenFour,        // a straight four or two fours
    CFive,
    kCellClassCount
};
CellClass cellClass(std::uint16_t packed);

// The combination of a point's four direction patterns, their order ignored (F4 and FourFour count as
// one, Five and Overline as none): the unit of the evaluation's fitted per-combination values
// (evaluation_weights.h, kCombination). 0 is four times PNone.
constexpr int kCombinationCount = 495;  // multisets of 4 among 9 patterns
int combinationIndex(std::uint16_t packed);

// 65536 entries indexed by the four direction patterns (4 bits each).
const ShapeInfo* shapeTable(LineRule rule);

// Ordering value of one direction's pattern; exposed for tests.
int patternValue(Pattern p);

}  // namespace qipan::gomoku
