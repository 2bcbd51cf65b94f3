// Static evaluation in centi-soldiers from the side to move's point of view: material, piece-square
// values, mobility of chariots and horses, the general's safety (open cannon files, attackers near the
// palace against missing defenders) and the material that cannot mate (scaled towards a draw).
#pragma once

#include "xiangqi/position.h"

namespace qipan::xiangqi {

constexpr int kPieceValue[8] = {0, 0, 120, 120, 290, 620, 300, 40};

int evaluate(const Position& position);

// True when `colour` has nothing left that could ever give mate (no chariot, horse, cannon or soldier).
bool cannotMate(const Position& position, int colour);

}  // namespace qipan::xiangqi
