// Weights of the Xiangqi evaluation terms (order of xiangqi::EvalTerm), in centi-soldiers per occurrence.
// The hand-set weights (kHandSetWeights), until `qipan-engine fit xiangqi` replaces this file.
#pragma once

#include "xiangqi/evaluate.h"

namespace qipan::xiangqi {

inline constexpr EvalWeights kEvaluationWeights = {{
    120, 120, 280, 620, 300, 40,  // advisor elephant horse chariot cannon soldier
    40, 8, 20, -25, 5,            // soldier: crossed, centre, palace ranks, last rank, centre home
    4, 5, -12, -8,                // horse: centre, advance, edge, home
    15, 8, 4,                     // cannon: centre file, deep, rank 2
    12, 5, -10,                   // chariot: river ranks, centre files, corner
    6, -12,                       // general: centre file, raised
    3, 5, 60, 10, 6,              // mobility chariot, horse; hollow cannon, cannon screen, king pressure
    10,                           // tempo
}};

}  // namespace qipan::xiangqi
