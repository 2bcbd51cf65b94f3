// Weights of the Xiangqi evaluation terms (order of xiangqi::EvalTerm): centipawns per occurrence (the
// piece-square tables: 16 = as written). Set by hand (the same as xiangqi::kHandSetWeights) until a fit
// with `qipan-engine fit xiangqi` replaces them.
#pragma once

#include "xiangqi/evaluate.h"

namespace qipan::xiangqi {

inline constexpr EvalWeights kEvaluationWeights = {{
    160,   // advisor mg
    140,   // advisor eg
    160,   // elephant mg
    140,   // elephant eg
    400,   // horse mg
    440,   // horse eg
    950,   // chariot mg
    1050,  // chariot eg
    440,   // cannon mg
    400,   // cannon eg
    70,    // soldier mg
    90,    // soldier eg
    16,    // pst mg
    16,    // pst eg
    6,     // advisor threat
    5,     // elephant threat
    80,    // hollow cannon
    25,    // central cannon
    40,    // pinned centre horse
    20,    // bottom cannon
    20,    // no advisor chariot
    15,    // no elephant cannon
    4,     // chariot mobility
    1,     // cannon mobility
    6,     // horse mobility
    -25,   // horse trapped
    2,     // king zone
    1,     // palace pressure
    10,    // tempo
}};

}  // namespace qipan::xiangqi
