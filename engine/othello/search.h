// Midgame search for 8x8 and 6x6: iterative deepening principal-variation search (NegaScout) with a
// transposition table, ordering by table move then fastest-first mobility with corners, and the exact
// endgame solver once few enough squares are empty. Levels 1..10 limit depth and solver reach and add
// seeded noise at the root for beginners. Scores are hundredths of a disc (exact results: disc margin
// x 100). Moves are bitboard squares; Move::code kPassCode for a pass.
#pragma once

#include <array>
#include <cstdint>
#include <stop_token>

#include "core/search_control.h"
#include "core/search_types.h"
#include "core/transposition_table.h"
#include "othello/endgame.h"
#include "othello/position.h"

namespace qipan::othello {

struct LevelProfile {
    int maxDepth;     // midgame plies
    int solveEmpties;  // exact solve at or below this many empties (0: never)
    int noise;        // +- hundredths of a disc added to root moves' scores
};
LevelProfile levelProfile(int level);
// The noise a level adds to each root move's score, by square (all zero for levels without noise). The
// seed is mixed before it starts the generator: a state of seed * its own step made seed + 1 draw seed's
// noise shifted by one square.
std::array<int, 64> rootNoise(int level, std::uint64_t seed);

class MidgameSearch {
public:
    explicit MidgameSearch(std::size_t tableMegabytes = 16);

    SearchResult run(const Position& position, const SearchLimits& limits, std::stop_token stop,
                     const ProgressFn& progress);

    // Probabilistic cuts (Multi-ProbCut) in the midgame search of 8x8 boards: on by default; the fit of
    // their parameters (`qipan-engine fit othello-probcut`) searches without them.
    void useProbCut(bool on) { probCut_ = on; }
    // Whether the exact solver takes over near the end (on by default; the fit compares midgame depths).
    void useSolver(bool on) { solver_ = on; }

private:
    // Both carry the evaluation's state down the line (othello/indexed_evaluation.h).
    template <class Indexes>
    int pvs(const Position& p, const Indexes& indexes, int depth, int alpha, int beta, int ply, bool passed);
    template <class Indexes>
    int rootIteration(const Position& p, const Indexes& indexes, int depth, int alpha, int beta,
                      int* bestSquare);
    void collectPv(Position p, int firstSquare, std::vector<Move>& pv);
    // The exact best of the `allowed` root moves (several best lines leave some out).
    EndgameResult solveAmong(const Position& position, Bits allowed, SearchControl& control);

    TranspositionTable table_;
    EndgameTables solverTables_;
    SearchControl* control_ = nullptr;
    std::array<int, 64> rootNoise_{};
    int contempt_ = 0;  // hundredths of a disc a draw costs the side to move at the root
    Bits excludedSquares_ = 0;  // root moves left out (limits.excluded)
    bool probCut_ = true;
    bool solver_ = true;
    bool probCutHere_ = false;  // this search's board is 8x8 and probCut_ is on
};

}  // namespace qipan::othello
