#include "othello/endgame.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "othello/indexed_evaluation.h"

#if QIPAN_ENDGAME_X86V3
#include <cpuid.h>
#endif

#define QIPAN_ENDGAME_ISA generic
#include "othello/endgame_search.inc"
#undef QIPAN_ENDGAME_ISA

namespace qipan::othello {

// The same search compiled for x86-64-v3 (endgame_x86v3.cpp) and x86-64-v4 (endgame_x86v4.cpp): arguments
// as solveEndgame's in endgame_search.inc.
#if QIPAN_ENDGAME_X86V3
namespace detail::x86v3 {
EndgameResult solveEndgame(EndgameTables&, SearchControl*, int, int, const Position&, int, int);
}
#endif
#if QIPAN_ENDGAME_X86V4
namespace detail::x86v4 {
EndgameResult solveEndgame(EndgameTables&, SearchControl*, int, int, const Position&, int, int);
}
#endif

#if QIPAN_ENDGAME_X86V3
namespace {
// Whether the processor (and the system, which must save the 256-bit registers) has everything
// -march=x86-64-v3 lets the compiler use: AVX, AVX2, BMI1, BMI2, F16C, FMA, LZCNT, MOVBE (and POPCNT).
// Read from cpuid: Clang 14's __builtin_cpu_supports knows neither MOVBE nor LZCNT.
bool hasX86V3() {
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    constexpr unsigned kFma = 1u << 12, kMovbe = 1u << 22, kPopcnt = 1u << 23, kOsXsave = 1u << 27, kAvx = 1u << 28,
                       kF16c = 1u << 29;
    constexpr unsigned kLeaf1 = kFma | kMovbe | kPopcnt | kOsXsave | kAvx | kF16c;
    if ((c & kLeaf1) != kLeaf1) return false;
    unsigned xcr0 = 0, xcr0High = 0;
    __asm__("xgetbv" : "=a"(xcr0), "=d"(xcr0High) : "c"(0));
    if ((xcr0 & 6) != 6) return false;  // the system saves SSE and AVX state
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
    constexpr unsigned kBmi1 = 1u << 3, kAvx2 = 1u << 5, kBmi2 = 1u << 8;
    if ((b & (kBmi1 | kAvx2 | kBmi2)) != (kBmi1 | kAvx2 | kBmi2)) return false;
    if (!__get_cpuid(0x80000001, &a, &b, &c, &d)) return false;
    return (c & (1u << 5)) != 0;  // LZCNT
}

#if QIPAN_ENDGAME_X86V4
// And what -march=x86-64-v4 adds: AVX-512 F, BW, CD, DQ and VL, with the system saving the mask and
// 512-bit registers.
bool hasX86V4() {
    if (!hasX86V3()) return false;
    unsigned a = 0, b = 0, c = 0, d = 0;
    unsigned xcr0 = 0, xcr0High = 0;
    __asm__("xgetbv" : "=a"(xcr0), "=d"(xcr0High) : "c"(0));
    if ((xcr0 & 0xe6) != 0xe6) return false;  // SSE, AVX, opmask, ZMM_Hi256 and Hi16_ZMM state
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
    constexpr unsigned kF = 1u << 16, kDq = 1u << 17, kCd = 1u << 28, kBw = 1u << 30, kVl = 1u << 31;
    constexpr unsigned kAll = kF | kDq | kCd | kBw | kVl;
    return (b & kAll) == kAll;
}
#endif
}  // namespace
#endif

EndgameSolver::InstructionSet EndgameSolver::bestInstructionSet() {
#if QIPAN_ENDGAME_X86V4
    static const bool v4 = hasX86V4();
    if (v4) return InstructionSet::X86V4;
#endif
#if QIPAN_ENDGAME_X86V3
    static const bool v3 = hasX86V3();
    if (v3) return InstructionSet::X86V3;
#endif
    return InstructionSet::Generic;
}

const char* EndgameSolver::name(InstructionSet isa) {
    switch (isa) {
    case InstructionSet::X86V3: return "x86-64-v3";
    case InstructionSet::X86V4: return "x86-64-v4";
    case InstructionSet::Generic: break;
    }
    return "generic";
}

// The copies are ordered: a processor that runs one runs those before it.
bool EndgameSolver::runs(InstructionSet isa) { return static_cast<int>(isa) <= static_cast<int>(bestInstructionSet()); }

bool EndgameSolver::setInstructionSet(InstructionSet isa) {
    if (!runs(isa)) return false;
    isa_ = isa;
    return true;
}

EndgameResult EndgameSolver::solve(const Position& position, int alpha, int beta, SearchControl* control) {
#if QIPAN_ENDGAME_X86V4
    if (isa_ == InstructionSet::X86V4)
        return detail::x86v4::solveEndgame(tables_, control, selectivePassFrom_, selectiveMargin_, position, alpha, beta);
#endif
#if QIPAN_ENDGAME_X86V3
    if (isa_ == InstructionSet::X86V3)
        return detail::x86v3::solveEndgame(tables_, control, selectivePassFrom_, selectiveMargin_, position, alpha, beta);
#endif
    return detail::generic::solveEndgame(tables_, control, selectivePassFrom_, selectiveMargin_, position, alpha, beta);
}

}  // namespace qipan::othello
