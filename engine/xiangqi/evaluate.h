// Static evaluation in centipawns (an uncrossed soldier is about 70) from the side to move's point of
// view, tapered between the middlegame and the endgame by the attacking material left (chariot 6, horse
// and cannon 3 each side, 48 in all at the start):
// - material and piece-square tables for both phases (pstTable(): the general, soldiers, horses, chariots
//   and cannons by square, advisors and elephants by their few points);
// - advisors and elephants are worth more the more the enemy attacks (its pieces across the river);
// - the enemy general's troubles: a cannon facing it with nothing between (hollow cannon), a central
//   cannon with one screen (more when the screen is the enemy horse in the palace centre), a cannon on
//   the enemy back rank behind the general, missing advisors against chariots and missing elephants
//   against cannons;
// - the attack on the enemy palace: attacker units near the enemy general (king zone), and the palace
//   squares each piece attacks from anywhere, a chariot's or a cannon's from across the board included
//   (palace pressure), each counted squared;
// - activity: chariot squares, cannon squares, horse steps that are not blocked and do not land on the
//   edge or under an enemy soldier, and horses with at most one such step;
// - material that cannot mate is scaled towards a draw.
//
// The evaluation is linear in the weights of evaluation_weights.h (fitted by `qipan-engine fit xiangqi`):
// each term counts how often a feature occurs for Red minus for Black, in 1/kEvalUnit units already
// multiplied by the phase for the tapered terms, and the score is the sum of weight times count divided by
// kEvalUnit, then scaled for material that cannot mate, then the bonus for the move.
#pragma once

#include <array>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

// Values for move ordering (most valuable victim first); the evaluation's own material is a weight.
constexpr int kPieceValue[8] = {0, 0, 160, 160, 420, 1000, 440, 80};

// Phase: 48 with all attackers on the board (chariot 6, horse 3, cannon 3 for each side), 0 without any.
constexpr int kPhaseMax = 48;
// Counts are in these units: a phase-free term counts kEvalUnit per occurrence, a middlegame term
// 16 * phase and an endgame term 16 * (48 - phase) (so both sum to kEvalUnit).
constexpr int kEvalUnit = 16 * kPhaseMax;

enum EvalTerm : int {
    // Material, middlegame and endgame.
    kTermAdvisorMg,
    kTermAdvisorEg,
    kTermElephantMg,
    kTermElephantEg,
    kTermHorseMg,
    kTermHorseEg,
    kTermChariotMg,
    kTermChariotEg,
    kTermCannonMg,
    kTermCannonEg,
    kTermSoldierMg,
    kTermSoldierEg,
    // The piece-square tables (weight 16 = as written in pstTable()).
    kTermPstMg,
    kTermPstEg,
    // Defenders against the enemy's attack (0..8): advisors and elephants times the attack.
    kTermAdvisorThreat,
    kTermElephantThreat,
    // The enemy general's troubles.
    kTermHollowCannon,       // a cannon facing the enemy general with nothing between
    kTermCentralCannon,      // a cannon on the enemy general's file with one screen
    kTermPinnedCentreHorse,  // ... where the screen is the enemy horse in the palace centre
    kTermBottomCannon,  // a cannon on the enemy back rank facing the general along it with nothing between
    kTermNoAdvisorChariot,  // own chariots times missing enemy advisors
    kTermNoElephantCannon,  // own cannons times missing enemy elephants
    // Activity.
    kTermChariotMobility,  // empty squares a chariot can slide to
    kTermCannonMobility,   // empty squares a cannon can slide to
    kTermHorseMobility,  // horse steps: leg free, not onto own pieces, the edge or an enemy soldier's attack
    kTermHorseTrapped,   // horses with at most one such step
    // Attack on the enemy palace.
    kTermKingZone,  // the square of the attack units near the enemy general: chariot 3, horse and cannon 2,
                    // crossed soldier 1 within two files of the general and three ranks of its back rank
                    // (at most 10 units)
    kTermPalacePressure,  // the square of the attacks on the enemy palace from anywhere (at most 12): each
                          // piece's attacked palace squares, at most 3 a piece (a chariot's lines, a
                          // cannon's beyond its screen, a horse's steps, a crossed soldier's)
    kTermTempo,     // the side to move (counted for the side to move only, in centipawns)
    kEvalTermCount
};

using EvalWeights = std::array<int, kEvalTermCount>;
using EvalFeatures = std::array<int, kEvalTermCount>;

extern const char* const kEvalTermNames[kEvalTermCount];
// The weights set by hand before any fit: where `fit xiangqi` starts and what its games are played with,
// so that its command gives the same weights again whatever evaluation_weights.h holds.
extern const EvalWeights kHandSetWeights;

// The piece-square value (centipawns, before the pst weight) of a piece of `kind` on file x (0..8) at
// rank r counted from its own back rank (0..9), middlegame (eg false) or endgame.
int pstTable(Kind kind, int x, int r, bool eg);

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
