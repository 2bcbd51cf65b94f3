// The Xiangqi search: iterative deepening PVS with aspiration windows and a transposition table (with the
// static evaluation kept beside the score); at each node reverse futility, razoring and null move with
// verification, late move pruning, futility and static-exchange pruning of the moves, late move
// reductions steered by the move histories, check extensions; moves ordered by the hash move, captures
// by value and capture history (losing ones last), killers, the counter move and the quiet histories
// (butterfly and continuation); quiescence on captures that do not lose material and on check evasions;
// the Asian repetition rules at every node. Levels below full strength search shallower and add seeded
// noise to the evaluation.
#pragma once

#include <cstdint>
#include <memory>
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
    explicit Searcher(TranspositionTable& tt);
    ~Searcher();

    // Searches `position` (restored on return). `banned`: root moves not to play (UCCI banmoves).
    SearchResult run(Position& position, const SearchLimits& limits, std::stop_token stop,
                     const ProgressFn& progress, const std::vector<Move16>& banned = {});
    // The quiescence score of `position` (side to move's view): captures and check evasions only. The fit
    // keeps positions where this equals the static evaluation (nothing hangs).
    int quiescence(Position& position);

    struct Histories;  // move-ordering statistics (a few MB, on the heap)
    struct Frame;      // what a ply of the current line remembers

private:
    int search(int alpha, int beta, int depth, int ply, bool cutNode);
    int quiesce(int alpha, int beta, int ply);
    int evaluateNode() const;
    bool repetitionScore(int ply, int& score);
    void updatePv(int ply, Move16 m);
    void scoreMoves(const MoveList& list, int* scores, Move16 ttMove, int ply, bool quietsToo) const;
    static void sortMoves(MoveList& list, int* scores);
    int quietScore(Move16 m, int ply) const;
    void updateQuietStats(int ply, Move16 best, int depth, const Move16* quiets, int quietCount);
    void updateCaptureStats(Move16 best, int depth, const Move16* captures, int captureCount);
    // The best root move by a capture search after each, for a search stopped before depth 1 ended.
    void quickBest(SearchResult& result);
    static constexpr std::uint64_t kQuickNodes = 200000;
    static constexpr std::int64_t kQuickMoveTimeMs = 20;  // planTime stops it at 10 ms

    TranspositionTable& tt_;
    std::unique_ptr<Histories> hist_;
    std::unique_ptr<Frame[]> frames_;  // indexed by ply + 2 (two sentinels before the root)
    Position* pos_ = nullptr;
    SearchControl* control_ = nullptr;
    int noise_ = 0;  // evaluation noise amplitude for weaker levels
    std::uint64_t seed_ = 0;
    std::unique_ptr<Move16[]> pv_;  // triangular PV, (kMaxSearchDepth + 8)^2
    int pvLength_[kMaxSearchDepth + 8] = {};
    int selDepth_ = 0;
    std::uint64_t pathVerdicts_ = 0;  // perpetual check/chase verdicts met so far (path-dependent scores)
    int rootDepth_ = 1;
    int nullMinPly_ = 0;             // no null move before this ply (during a verification search)
    std::vector<Move16> rootMoves_;  // the root moves allowed
    Move16 rootBest_ = kNoMove;      // the best root move of the iteration so far
};

}  // namespace qipan::xiangqi
