// Weights of the Gomoku evaluation (shape.cpp, search.cpp): per empty point and colour, the value of
// each direction's pattern plus that of the point's class (what the four directions make together);
// the side to move's sum counts kMoverPercent of the opponent's; plus the threats on the board.
// Fitted by logistic regression on self-play games, made reproducibly by:
//   qipan-engine fit gomoku --games 3000 --depth 4 --width 8 --seed 1 > engine/gomoku/evaluation_weights.h
// 86859 positions; held-out log loss 0.610616 with the previous weights, 0.602241 with these.
// Five (20000) and Overline (0) are fixed: positions with a five to make are decided, not evaluated.
// The games are played with the weights in force when the command runs (the ones this file replaced),
// so the same command gives these numbers again only with those weights in place.
#pragma once

namespace qipan::gomoku::weights {

// Indexed by Pattern: PNone, B1, F1, B2, F2, B3, F3, B4, F4, FourFour, Five, Overline.
inline constexpr int kPattern[12] = {0, -1, 2, 5, 48, 71, 125, 210, 290, -1, 20000, 0};
// Indexed by CellClass (shape.h): what the four directions make together at a point.
inline constexpr int kClass[13] = {0, -45, -55, -70, -60, -68, -45, -90, -84, 23, 456, 203, 0};
// Indexed by combinationIndex (shape.h): the four directions' patterns together, on top of the above.
inline constexpr int kCombination[495] = {};
// The side to move's shapes count this many percent of the opponent's: it plays next.
inline constexpr int kMoverPercent = 135;
// The threats on the board together, indexed by Searcher::threatCode (search.h): bits 0-3 the side to
// move can make a four, an open three, a four-three, a double three; bits 4-7 the opponent a straight
// four, a four, a four-three, a double three. A code that never occurred in the games stays 0.
inline constexpr int kThreatFeatureCount = 256;
inline constexpr int kThreat[kThreatFeatureCount] = {
    -11, -109, -19, -29, 0, 0, 0, 91, 0, 0, 76, 153, 0, 0, 0, 9,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    48, -73, 9, -39, 0, 0, 0, 105, 0, 0, 75, 129, 0, 0, 0, 12,
    98, -1, 4, -24, 0, 0, 0, 174, 0, 0, -86, -9, 0, 0, 0, 57,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    27, 14, -23, 31, 0, 0, 0, 56, 0, 0, -38, 22, 0, 0, 0, 15,
    7, -8, -175, -125, 0, 0, 0, 100, 0, 0, -112, -71, 0, 0, 0, 19,
    -53, -56, -2, 39, 0, 0, 0, 56, 0, 0, 31, 90, 0, 0, 0, 5,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, -61, -39, -11, 0, 0, 0, 37, 0, 0, 13, 53, 0, 0, 0, 10,
    -28, -39, -191, -141, 0, 0, 0, 76, 0, 0, -60, -12, 0, 0, 0, 15,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    -4, -1, -41, -15, 0, 0, 0, 21, 0, 0, -8, 3, 0, 0, 0, 3,
    -1, -5, -37, -15, 0, 0, 0, 61, 0, 0, -21, -7, 0, 0, 0, 10
};

}  // namespace qipan::gomoku::weights
