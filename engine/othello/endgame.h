// The exact endgame solver: the final disc difference under perfect play (empties to the winner), by
// alpha-beta on that difference. An aspiration window around the evaluation's guess; near the root,
// ordering by shallow searches of the evaluation; from 8 empties transposition tables with both bounds
// (a small one for 8-11 empties, see EndgameTables), transposition cutoffs, principal-variation null
// windows and fastest-first ordering (fewest replies for the opponent); below that no table; the last
// five empties are played by walking the empty squares in parity order (the last three and four with
// their squares passed down, no board scan), and the last two are written out. Stability cutoffs at
// every node from 4 empties. From 18 empties a selective pass goes first (see setSelectivePass). The
// search itself is in endgame_search.inc, compiled once per instruction set (see InstructionSet).
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/search_control.h"
#include "core/transposition_table.h"
#include "othello/position.h"

namespace qipan::othello {

struct EndgameResult {
    int score = 0;        // exact disc difference for the side to move (or a bound, see solve())
    int bestSquare = -1;  // bitboard square; -1 for a pass or when the game is over
    std::uint64_t nodes = 0;
    bool aborted = false;  // the control asked to stop; score and move are not to be trusted
};

// The solver's two tables. Most nodes that use a table are near the leaves, and each saves little,
// yet a probe anywhere in a large table waits for main memory: positions of kNearEmpties or fewer
// empties keep their entries in a small table that stays in the processor's caches, the others in the
// large one. FFO #40-#49 took 35.3 s (median of 10 runs) against 37.9 s with one table, 2% more nodes
// (4 MB and 11 empties; 2 and 8 MB, 9, 10 and 12 empties did no better). Owned by the caller, as the
// midgame search makes a solver for each solve and must not allocate there.
struct EndgameTables {
    static constexpr int kNearEmpties = 11;
    static constexpr std::size_t kNearMegabytes = 4;
    explicit EndgameTables(std::size_t megabytes) : table(megabytes), nearLeaves(kNearMegabytes) {}
    void clear() {
        table.clear();
        nearLeaves.clear();
    }
    TranspositionTable& forEmpties(int empties) { return empties <= kNearEmpties ? nearLeaves : table; }
    TranspositionTable table, nearLeaves;  // not "near": a macro of windows.h
};

class EndgameSolver {
public:
    // A search's `moves` argument when the caller has not generated the side to move's moves (a real
    // move set never holds every square: the discs stand somewhere).
    static constexpr Bits kUnknownMoves = ~Bits{0};

    explicit EndgameSolver(EndgameTables& tables) : tables_(tables) {}

    // Solves within (alpha, beta): the exact score when it lies strictly inside, else a bound on the
    // same side as the true score. solve(p, -1, 1) is the win/loss/draw search (sign of the score).
    // `control` (optional) is polled for stop, time and node limits.
    EndgameResult solve(const Position& position, int alpha = -64, int beta = 64, SearchControl* control = nullptr);

    // From kSelectivePassEmpties, a full-window solve first runs a selective pass: the same search, but a
    // node of 12 or more empties whose shallow evaluation lies more than `margin` (hundredths of a
    // disc) outside the window is cut there. Its table moves order the exact pass and its score is that
    // pass's first guess; its bounds are kept apart and never used by the exact pass, so every answer
    // stays exact. Tests run it on smaller positions, and with a small margin (many wrong cuts), to
    // check that against a plain solver.
    static constexpr int kSelectivePassEmpties = 18;
    static constexpr int kSelectiveMargin = 800;
    void setSelectivePass(int fromEmpties, int margin) {
        selectivePassFrom_ = fromEmpties;
        selectiveMargin_ = margin;
    }

    // The solver is compiled for the build's target and, on x86-64, a second time for x86-64-v3 (AVX2,
    // BMI2: FFO #40-#49 in 26.6 s where the generic copy took 27.3-27.6 s here) and a third for x86-64-v4
    // (AVX-512, whose per-lane leading-zero count finds each line's outflanking disc at once: FFO #45 and
    // #48 about a tenth faster than the v3 copy); solve() runs the best copy the processor can (cpuid,
    // once). All search the same tree: the same scores, moves and node counts.
    enum class InstructionSet { Generic, X86V3, X86V4 };
    static InstructionSet bestInstructionSet();
    static const char* name(InstructionSet isa);
    // Whether this build and processor have the copy.
    static bool runs(InstructionSet isa);
    // Chooses a copy (tests and `bench othello --isa` compare them); false, and no change, when this
    // build or processor has no such copy.
    bool setInstructionSet(InstructionSet isa);

    // Hash of a position, also used by the midgame search. Each colour goes through a full mix (the
    // bijective finaliser of SplitMix64), so positions differing in any discs, high bits included, give
    // unrelated keys. (A sum of the two boards times odd constants did not: a product carries changes
    // only towards higher bits, so recolouring discs of the eighth row could leave the sum unchanged, and
    // such positions shared table entries; that made exact scores wrong.)
    static std::uint64_t hash(Bits player, Bits opponent) {
        return mix(player + mix(opponent ^ 0x5851F42D4C957F2DULL));
    }

private:
    static std::uint64_t mix(std::uint64_t x) {
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }

    EndgameTables& tables_;
    int selectivePassFrom_ = kSelectivePassEmpties;
    int selectiveMargin_ = kSelectiveMargin;
    InstructionSet isa_ = bestInstructionSet();
};

}  // namespace qipan::othello
