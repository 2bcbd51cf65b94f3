// Shape weights of the Gomoku evaluation (shape.cpp, search.cpp): the value of one direction's
// pattern at an empty point, plus bonuses for the threats the four directions make together.
// Fitted by logistic regression on self-play games, made reproducibly by:
//   qipan-engine fit gomoku --games 1000 --depth 4 --width 8 --seed 1 > engine/gomoku/evaluation_weights.h
// 29471 positions; held-out log loss 0.67978 with the previous weights, 0.624151 with these.
// Five (20000) and Overline (0) are fixed: positions with a five to make are decided, not evaluated.
// The games are played with the weights in force when the command runs (the ones this file replaced),
// so the same command gives these numbers again only with those weights in place.
// Those were hand-set: kPattern {0, 1, 3, 6, 18, 28, 80, 100, 600, 600, 20000, 0}, bonuses 3000, 1500,
// 600 (shape.cpp before commit ceffb37; the fit ran on ceffb37's code with those values).
#pragma once

namespace qipan::gomoku::weights {

// Indexed by Pattern: PNone, B1, F1, B2, F2, B3, F3, B4, F4, FourFour, Five, Overline.
inline constexpr int kPattern[12] = {0, 3, 1, 3, 12, 31, 52, 138, 147, 0, 20000, 0};
inline constexpr int kOpenFourBonus = 103;    // a straight four or two fours
inline constexpr int kFourThreeBonus = 320;   // a four and an open three
inline constexpr int kDoubleThreeBonus = 0;  // two open threes

}  // namespace qipan::gomoku::weights
