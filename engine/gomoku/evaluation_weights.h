// Weights of the Gomoku evaluation (shape.cpp, search.cpp): per empty point and colour, the value of
// each direction's pattern plus that of the point's class (what the four directions make together);
// the side to move's sum counts kMoverPercent of the opponent's; plus the threats on the board.
// Fitted by logistic regression on self-play games, made reproducibly by:
//   qipan-engine fit gomoku --games 3000 --depth 4 --width 8 --seed 1 > engine/gomoku/evaluation_weights.h
// 93666 positions; held-out log loss 0.633814 with the previous weights, 0.607029 with these.
// Five (20000) and Overline (0) are fixed: positions with a five to make are decided, not evaluated.
// The games are played with the weights in force when the command runs (the ones this file replaced),
// so the same command gives these numbers again only with those weights in place.
#pragma once

namespace qipan::gomoku::weights {

// Indexed by Pattern: PNone, B1, F1, B2, F2, B3, F3, B4, F4, FourFour, Five, Overline.
inline constexpr int kPattern[12] = {0, 6, 3, 10, 79, 78, 67, 160, 213, -4, 20000, 0};
// Indexed by CellClass (shape.h): what the four directions make together at a point.
inline constexpr int kClass[13] = {0, -79, -66, -123, -97, -12, -12, -59, -49, 123, 224, 145, 0};
// Indexed by combinationIndex (shape.h): the four directions' patterns together, on top of the above.
inline constexpr int kCombination[495] = {};
// The side to move's shapes count this many percent of the opponent's: it plays next.
inline constexpr int kMoverPercent = 110;
// Threats on the board (search.cpp, threatFeatures), for the side to move.
inline constexpr int kThreatFeatureCount = 11;
inline constexpr int kThreat[kThreatFeatureCount] = {-5, 30, 436, 56, -32, 36, -100, -30, -30, 86, 183};

}  // namespace qipan::gomoku::weights
