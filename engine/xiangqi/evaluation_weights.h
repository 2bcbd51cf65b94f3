// Weights of the Xiangqi evaluation terms (order of xiangqi::EvalTerm): centipawns per occurrence (the
// piece-square tables: 16 = as written). The middlegame and phase-free weights are fitted to another
// engine's judgement of positions, then scaled; the endgame ones are the hand-set weights:
// - 10,222 positions from 110 fixed-node self-play games of Qipan (the first 110 of the 406 games the
//   labelling was started on: none of the 16 against Fairy-Stockfish was reached), every second ply from
//   ply 8, each scored by Fairy-Stockfish classical (no NNUE) at depth 9; each score
//   turned into an expected result 1 / (1 + 10^(-0.638 * cp / 400)) (0.638 fitted so that the scores best
//   predict the games' results), and these '<game> <expected result> <FEN>' lines given to
//     qipan-engine fit xiangqi --samples FILE --iterations 3000
//   (8,188 quiet positions; logistic loss 0.00871 -> 0.00614, held out 0.00781 -> 0.00472);
// - every weight then multiplied by 0.472, so that the six middlegame material weights sum to 2180 as the
//   hand-set ones do: the search's margins are centipawns of that scale (the fit's own scale, about twice
//   as large, did not beat the hand-set weights: -21 +/- 64 Elo in 100 fixed-node games);
// - the endgame weights (material, piece-square tables) kept as set by hand: their fitted values (a
//   chariot 323, a cannon 49, the tables 0) were not credible, though 4,339 of the positions have at most
//   12 of the 48 units of attacking material (chariot 6, horse and cannon 3).
// The hand-set weights (xiangqi::kHandSetWeights) are where `fit xiangqi` starts.
#pragma once

#include "xiangqi/evaluate.h"

namespace qipan::xiangqi {

inline constexpr EvalWeights kEvaluationWeights = {{
    321,  // advisor mg
    140,  // advisor eg
    149,  // elephant mg
    140,  // elephant eg
    361,  // horse mg
    440,  // horse eg
    798,  // chariot mg
    1050, // chariot eg
    510,  // cannon mg
    400,  // cannon eg
    41,   // soldier mg
    90,   // soldier eg
    32,   // pst mg
    16,   // pst eg
    -4,   // advisor threat
    7,    // elephant threat
    41,   // hollow cannon
    12,   // central cannon
    19,   // pinned centre horse
    10,   // bottom cannon
    -12,  // no advisor chariot
    -3,   // no elephant cannon
    2,    // chariot mobility
    2,    // cannon mobility
    0,    // horse mobility
    -8,   // horse trapped
    0,    // king zone
    1,    // palace pressure
    12,   // tempo
}};

}  // namespace qipan::xiangqi
