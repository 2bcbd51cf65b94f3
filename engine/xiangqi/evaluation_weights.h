// Weights of the Xiangqi evaluation terms (order of xiangqi::EvalTerm), in centi-soldiers per
// occurrence. Fitted by
//   qipan-engine fit xiangqi --games 1200 --depth 4 --random-plies 6 --iterations 3000
// Self-play with the hand-set weights (xiangqi::kHandSetWeights) at that depth after random opening
// plies gave 117208 quiet positions, each labelled with its game's result; the
// weights minimise the logistic (Texel) loss with K 0.5244, starting from the
// hand-set ones: loss 0.09203 -> 0.08426, held out 0.09363 -> 0.08873.
#pragma once

#include "xiangqi/evaluate.h"

namespace qipan::xiangqi {

inline constexpr EvalWeights kEvaluationWeights = {{
    6,  // advisor
    -21,  // elephant
    321,  // horse
    955,  // chariot
    290,  // cannon
    67,  // soldier
    41,  // soldier crossed
    3,  // soldier centre
    32,  // soldier palace
    -186,  // soldier last rank
    -24,  // soldier centre home
    -4,  // horse centre
    17,  // horse advance
    -42,  // horse edge
    -79,  // horse home
    38,  // cannon centre
    8,  // cannon deep
    39,  // cannon rank 2
    21,  // chariot river
    30,  // chariot centre
    -55,  // chariot corner
    -13,  // general centre
    -22,  // general raised
    5,  // chariot mobility
    7,  // horse mobility
    67,  // hollow cannon
    10,  // cannon screen
    26,  // king pressure
    -4,  // tempo
}};

}  // namespace qipan::xiangqi
