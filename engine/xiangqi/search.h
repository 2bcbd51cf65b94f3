// The Xiangqi search: iterative deepening PVS with aspiration windows, a transposition table, null move
// with verification, late move reductions, check extensions, killer and history ordering, quiescence on
// captures and check evasions, and the Asian repetition rules at every node. Levels below full strength
// search shallower and add seeded noise to the evaluation.
#pragma once

#include <cstdint>
#include <stop_token>
#include <vector>

#include "core/search_control.h"
#include "core/search_types.h"
#include "core/transposition_table.h"
#include "xiangqi/position.h"

namespace qipan::xiangqi {

// Facade move codes are from_cell * 90 + to_cell (cells y * 9 + x, y = 0 the top row).
inline Move toFacadeMove(Move16 m) { return Move{cellOf(fromOf(m)) * kCells + cellOf(toOf(m))}; }
inline Move16 fromFacadeMove(Move m) {
    if (m.code < 0 || m.code >= kCells * kCells) return kNoMove;
    return makeMove(squareOfCell(m.code / kCells), squareOfCell(m.code % kCells));
}

class Searcher {
public:
    explicit Searcher(TranspositionTable& tt) : tt_(tt) {}

    // Searches `position` (restored on return). `banned`: root moves not to play (UCCI banmoves).
    SearchResult run(Position& position, const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress,
                     const std::vector<Move16>& banned = {});
    // The quiescence score of `position` (side to move's view): captures and check evasions only. The fit
    // keeps positions where this equals the static evaluation (nothing hangs).
    int quiescence(Position& position);

private:
    int pvs(int alpha, int beta, int depth, int ply, bool nullAllowed);
    int quiesce(int alpha, int beta, int ply);
    int evaluateNode() const;
    int orderMoves(MoveList& list, int* scores, Move16 ttMove, int ply) const;
    bool repetitionScore(int ply, int& score);
    void updatePv(int ply, Move16 m);

    TranspositionTable& tt_;
    Position* pos_ = nullptr;
    SearchControl* control_ = nullptr;
    int noise_ = 0;  // evaluation noise amplitude for weaker levels
    std::uint64_t seed_ = 0;
    Move16 killers_[kMaxSearchDepth + 8][2] = {};
    int history_[16][256] = {};
    Move16 pv_[kMaxSearchDepth + 8][kMaxSearchDepth + 8] = {};
    int pvLength_[kMaxSearchDepth + 8] = {};
    int selDepth_ = 0;
    std::uint64_t pathVerdicts_ = 0;  // perpetual check/chase verdicts met so far (scores that depend on the path)
    int rootDepth_ = 1;  // extensions stop past 1.5 times the iteration's depth
};

}  // namespace qipan::xiangqi
