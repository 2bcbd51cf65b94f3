// Static evaluation of a midgame position for the side to move, in hundredths of a disc of final margin.
// The 8x8 board uses the pattern tables of othello/patterns.h. Other boards (and the pattern fit's
// self-play) use a linear sum of features: mobility, potential mobility (empties next to the
// opponent's discs), corners, X and C squares next to empty corners, edge-stable discs, parity and
// discs, with weights per number of empty squares from evaluation_weights.h.
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

// The evaluation of a position for the side to move: on 8x8 the pattern evaluation (othello/patterns.h),
// on other boards the weighted sum of the features above for this number of empties (clamped to
// +-6300).
int evaluate(const Position& position);

// Whether 8x8 uses the pattern evaluation (the default) or the feature sum; the pattern fit plays its
// self-play games with the feature sum, so that its data do not depend on the tables it replaces.
void usePatternEvaluation(bool on);
// Whether evaluate(position) is the pattern evaluation.
bool usesPatterns(const Position& position);

}  // namespace qipan::othello
