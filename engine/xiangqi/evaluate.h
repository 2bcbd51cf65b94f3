// Static evaluation in centi-soldiers from the side to move's point of view: material, piece-square
// values, mobility of chariots and horses, the general's safety (open cannon files, attackers near the
// palace against missing defenders) and the material that cannot mate (scaled towards a draw).
//
// The evaluation is linear in the weights of evaluation_weights.h (fitted by `qipan-engine fit xiangqi`):
// each term below counts how often a feature occurs for Red minus for Black, and the score is the sum of
// weight times count, then scaled for material that cannot mate, then the bonus for the move.
#pragma once

#include <array>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

// Values for move ordering (most valuable victim first); the evaluation's own material is a weight.
constexpr int kPieceValue[8] = {0, 0, 120, 120, 290, 620, 300, 40};

enum EvalTerm : int {
    // Material, one per piece.
    kTermAdvisor,
    kTermElephant,
    kTermHorse,
    kTermChariot,
    kTermCannon,
    kTermSoldier,
    // Placement (ranks r counted from the piece's own back rank, centre = 4 - |file - 4|).
    kTermSoldierCrossed,     // a soldier past the river
    kTermSoldierCentre,      // centre of a crossed soldier
    kTermSoldierPalace,      // a crossed soldier on ranks 6..8 (level with the enemy palace)
    kTermSoldierLastRank,    // a soldier on the enemy back rank
    kTermSoldierCentreHome,  // the centre soldier advanced one step (rank 4)
    kTermHorseCentre,        // centre of a horse
    kTermHorseAdvance,       // rank of a horse on ranks 3..7
    kTermHorseEdge,          // a horse on the edge files
    kTermHorseHome,          // a horse on its back rank
    kTermCannonCentre,       // a cannon on the centre file
    kTermCannonDeep,         // a cannon on ranks 7..9
    kTermCannonRank2,        // a cannon on its starting rank
    kTermChariotRiver,       // a chariot on ranks 5..7
    kTermChariotCentre,      // a chariot on the three centre files
    kTermChariotCorner,      // a chariot still in its corner
    kTermGeneralCentre,      // the general on the centre file
    kTermGeneralRaised,      // ranks the general has left its back rank
    // Activity and the enemy general's safety.
    kTermChariotMobility,  // empty squares a chariot can slide to
    kTermHorseMobility,    // horse steps not blocked by a leg or an own piece
    kTermHollowCannon,     // a cannon facing the enemy general with nothing between
    kTermCannonScreen,     // a cannon on the enemy general's file with one piece between
    kTermKingPressure,     // (2 chariots + horses + cannons) times missing enemy advisors and elephants
    kTermTempo,            // the side to move (counted for the side to move only)
    kEvalTermCount
};

using EvalWeights = std::array<int, kEvalTermCount>;
using EvalFeatures = std::array<int, kEvalTermCount>;

extern const char* const kEvalTermNames[kEvalTermCount];
// The weights set by hand before any fit: where `fit xiangqi` starts and what its games are played with,
// so that its command gives the same weights again whatever evaluation_weights.h holds.
extern const EvalWeights kHandSetWeights;

// The evaluation uses kEvaluationWeights (evaluation_weights.h) unless a batch job (the fit) swaps in
// others here before it searches; never call this while any search runs.
void useEvaluationWeights(const EvalWeights& weights);

int evaluate(const Position& position);

// The evaluation's parts for the fit: `red` gets the Red-minus-Black count of each term (tempo: 1 for
// Red to move, -1 for Black), `scale[c]` the factor (in eighths) applied when colour c is ahead.
void evaluationFeatures(const Position& position, EvalFeatures& red, std::array<int, 2>& scale);
// The same score as evaluate() from the parts, with any weights (side to move's view).
int evaluateWith(const EvalFeatures& red, const std::array<int, 2>& scale, int sideToMove, const EvalWeights& w);

// True when `colour` has nothing left that could ever give mate (no chariot, horse, cannon or soldier).
bool cannotMate(const Position& position, int colour);

}  // namespace qipan::xiangqi
