// Static evaluation of a midgame position for the side to move, in hundredths of a disc of final margin.
// Features: mobility, potential mobility (empties next to the opponent's discs), corners, X and C squares
// next to empty corners, edge-stable discs, parity and discs. Their weights depend on the number of
// empty squares and come from evaluation_weights.h.
#pragma once

#include <array>

#include "othello/position.h"

namespace qipan::othello {

enum Feature {
    kFeatMobility,
    kFeatPotentialMobility,
    kFeatCorners,
    kFeatXSquares,
    kFeatCSquares,
    kFeatStable,
    kFeatParity,
    kFeatDiscs,
    kFeatureCount
};

using FeatureVector = std::array<int, kFeatureCount>;

// Feature values (side to move minus opponent), the input of both the evaluation and the weight fitting.
FeatureVector features(const Position& position);

// Weighted sum of the features with the weights for this number of empties (clamped to +-6300).
int evaluate(const Position& position);

}  // namespace qipan::othello
