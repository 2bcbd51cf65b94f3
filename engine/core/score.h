// Score scale shared by every search: centi-units from the side to move's point of view; a proven win
// in n plies scores kMate - n, a proven loss -(kMate - n).
#pragma once

namespace qipan {

constexpr int kMate = 30000;
constexpr int kMateBound = kMate - 1000;  // |score| above this is a proven result
constexpr int kInfinity = kMate + 1;

constexpr bool isMateScore(int score) { return score > kMateBound || score < -kMateBound; }
constexpr int matedIn(int ply) { return -kMate + ply; }
constexpr int mateIn(int ply) { return kMate - ply; }
// Plies to the end of a proven result, positive when the side to move wins.
constexpr int pliesToMate(int score) { return score > 0 ? kMate - score : -(kMate + score); }

}  // namespace qipan
