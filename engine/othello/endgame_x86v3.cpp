// The exact solver's search compiled for x86-64-v3 (CMake gives this file -march=x86-64-v3 on x86-64
// GCC and Clang, and defines QIPAN_ENDGAME_X86V3); EndgameSolver::solve() calls it where the processor
// has those instructions.
#include <algorithm>
#include <array>
#include <cmath>

#include "othello/endgame.h"
#include "othello/indexed_evaluation.h"

#if QIPAN_ENDGAME_X86V3
#define QIPAN_ENDGAME_ISA x86v3
#include "othello/endgame_search.inc"
#endif
