// Parameters of the midgame search's probabilistic cuts (Multi-ProbCut, after Buro): at a node of depth d
// the value of a deep search is predicted from a shallow one of depth probCutShallowDepth(d) as
// deep = a * shallow + b, with residuals of standard deviation sigma (all in hundredths of a disc), per
// depth and per stage of the game (empty squares in tens). The numbers come from Qipan's own searches:
// `tools/othello-probcut-fit.sh` regenerates othello/probcut_params.inc.
#pragma once

#include <algorithm>

namespace qipan::othello {

struct ProbCutFit {
    float a;      // slope
    float b;      // intercept, hundredths of a disc
    float sigma;  // residual standard deviation, hundredths of a disc; 0: no cut at this depth and stage
};

inline constexpr int kProbCutMinDepth = 3;
inline constexpr int kProbCutMaxDepth = 20;
inline constexpr int kProbCutStages = 6;  // empties 0-9, 10-19, ..., 50-60

// The shallow depth paired with depth d: about half of it, of the same parity (Othello evaluations
// swing with the side to move at the horizon).
constexpr int probCutShallowDepth(int depth) {
    return depth - 2 * ((depth + 2) / 4);
}

constexpr int probCutStage(int empties) {
    return std::min(empties / 10, kProbCutStages - 1);
}

// kProbCutFits[depth - kProbCutMinDepth][stage].
#include "othello/probcut_params.inc"

inline const ProbCutFit& probCutFit(int depth, int empties) {
    return kProbCutFits[std::clamp(depth, kProbCutMinDepth, kProbCutMaxDepth) - kProbCutMinDepth]
                       [probCutStage(empties)];
}

}  // namespace qipan::othello
