// Solving a position: is there a forced win for the side to move by fours (VCF) or by threes and
// fours (VCT)? Used by `qipan-engine solve`, the puzzle tests and the search's root.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "core/search_types.h"
#include "gomoku/board.h"

namespace qipan::gomoku {

struct SolveResult {
    bool win = false;
    bool byVcf = false;
    std::vector<int> line;  // board points: the winning move first, then defence, attack, ...
    int plies = 0;          // plies to the five along `line` (proofPlies): a straight four to make is 3
    std::uint64_t nodes = 0;
    std::int64_t elapsedMs = 0;
};

// Tries VCF (up to 200 fours), then VCT with growing depth up to `maxAttacks`, until a proof or the
// limits (nodes, time, stop) run out. The board is unchanged afterwards.
SolveResult solve(Board& board, const SearchLimits& limits, std::stop_token stop = {}, int maxAttacks = 20);

}  // namespace qipan::gomoku
