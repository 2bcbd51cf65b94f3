// The exact solver's search compiled for x86-64-v4 (CMake gives this file -march=x86-64-v4 on x86-64
// GCC and Clang, and defines QIPAN_ENDGAME_X86V4): the x86-64-v3 copy's code, but the flips find the
// outflanking disc towards lower bits with AVX-512's per-lane leading-zero count (flipsAvx512).
// EndgameSolver::solve() calls it where the processor and the system have AVX-512 F, CD, BW, DQ and VL.
#include <algorithm>
#include <array>
#include <cmath>

#include "othello/endgame.h"
#include "othello/indexed_evaluation.h"

#if QIPAN_ENDGAME_X86V4
#define QIPAN_ENDGAME_ISA x86v4
#include "othello/endgame_search.inc"
#endif
