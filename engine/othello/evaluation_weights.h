// Weights of the evaluation features (order of othello::Feature, then a constant term) for 0..60 empty
// squares, in hundredths of a disc. Starting values set by hand from the usual Othello priorities
// (mobility and corners early, discs late); tools may replace the table with fitted values.
#pragma once

#include <array>

#include "othello/evaluation.h"

namespace qipan::othello {

inline constexpr auto kEvaluationWeights = [] {
    std::array<std::array<int, kFeatureCount + 1>, 61> table{};
    for (int e = 0; e <= 60; ++e) {
        auto& w = table[e];
        const int early = e, late = 60 - e;  // blend from the endgame (e = 0) to the opening (e = 60)
        w[kFeatMobility] = (90 * early + 40 * late) / 60;
        w[kFeatPotentialMobility] = (40 * early + 10 * late) / 60;
        w[kFeatCorners] = (700 * early + 400 * late) / 60;
        w[kFeatXSquares] = -(300 * early + 100 * late) / 60;
        w[kFeatCSquares] = -(120 * early + 40 * late) / 60;
        w[kFeatStable] = (120 * early + 100 * late) / 60;
        w[kFeatParity] = (0 * early + 150 * late) / 60;
        w[kFeatDiscs] = (-10 * early + 100 * late) / 60;
        w[kFeatureCount] = 0;
    }
    return table;
}();

}  // namespace qipan::othello
