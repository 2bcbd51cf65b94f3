// Solving a position: is there a forced win for the side to move by fours (VCF) or by threats (VCT)?
// Used by `qipan-engine solve`, the puzzle tests and the search's root.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "core/search_types.h"
#include "gomoku/board.h"
#include "gomoku/threat_search.h"

namespace qipan::gomoku {

enum class SolveVerdict : std::uint8_t {
    Win,      // a proof: the side to move wins in `moves` moves against every defence
    NoWin,    // a disproof: no win by fours exists, and no win by threats at any depth (every move of
              // the attacker tried: fours, threes, any move that threatens a VCF or a straight four)
    NoVcf,    // no win by fours exists; the threat search found no win before the time or depth ran out
    Unknown,  // the time, nodes or depth ran out before anything was settled
};

struct SolveResult {
    SolveVerdict verdict = SolveVerdict::Unknown;
    bool win = false;
    bool byVcf = false;
    std::vector<int> line;  // board points: the winning move first, then defence, attack, ... (main line)
    int moves = 0;          // the winner's moves to the five, the five included (a straight four to make: 2)
    int plies = 0;          // 2 * moves - 1: plies to the five along the longest defence
    int vctDepth = 0;       // the deepest VCT iteration completed (moves) at `width`, when no win was found
    ThreatWidth width = ThreatWidth::Narrow;  // the widest set of threats searched
    std::uint64_t nodes = 0;
    std::int64_t elapsedMs = 0;
};

// Tries VCF (up to 200 moves), then VCT with growing depth up to `maxMoves` and growing width (see
// ThreatWidth), until a proof, a disproof or the limits (nodes, time, stop) run out. The board is
// unchanged afterwards.
SolveResult solve(Board& board, const SearchLimits& limits, std::stop_token stop = {}, int maxMoves = 60);

}  // namespace qipan::gomoku
