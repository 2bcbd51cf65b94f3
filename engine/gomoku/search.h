// The Gomoku search: principal-variation alpha-beta over threat-aware, width-limited candidate lists
// (the seed programs' "choose several good places"), with a transposition table, killer and history
// ordering and iterative deepening. Threat-space search (VCF) proves wins at the root and at the
// leaves. Runs on the caller's thread; stops through SearchControl.
#pragma once

#include <cstdint>
#include <stop_token>

#include "core/search_control.h"
#include "core/search_types.h"
#include "core/transposition_table.h"
#include "gomoku/board.h"
#include "gomoku/move_picker.h"

namespace qipan::gomoku {

// Candidate width per level 1..10 (0 = level's default).
int defaultWidth(int level);

class Searcher {
public:
    Searcher(Board& board, TranspositionTable& tt) : board_(board), tt_(tt) {}

    // Moves in the result are board points (padded indices); the caller converts them.
    SearchResult run(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress);

    // Static evaluation for the side to move, in centi-units.
    static int evaluate(const Board& board);

private:
    int search(int depth, int alpha, int beta, int ply, bool pvNode);
    void updatePv(int ply, int move);
    void rememberCutoff(int ply, int move, int depth);

    Board& board_;
    TranspositionTable& tt_;
    SearchControl* control_ = nullptr;
    int width_ = 10;
    int killers_[kMaxSearchDepth + 8][2]{};
    std::int32_t history_[kPoints]{};
    int pv_[kMaxSearchDepth + 8][kMaxSearchDepth + 8]{};
    int pvLength_[kMaxSearchDepth + 8]{};
    MoveList lists_[kMaxSearchDepth + 8];
};

}  // namespace qipan::gomoku
