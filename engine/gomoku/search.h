// The Gomoku search: principal-variation alpha-beta over threat-aware candidate lists (the seed
// programs' "choose several good places": the candidates are ranked greedily by the shapes they make
// and stop, and a level keeps only its `width` best), with a transposition table, killer, counter and
// history ordering, iterative deepening with aspiration windows, late-move reductions and futility
// pruning of quiet moves. A quiescence search of fours (with the forced stops they cause) settles the
// leaves; threat-space search (VCF, then VCT) proves wins at the root. Runs on the caller's thread;
// stops through SearchControl.
#pragma once

#include <cstdint>
#include <stop_token>

#include "core/search_control.h"
#include "core/search_types.h"
#include "core/transposition_table.h"
#include "gomoku/board.h"
#include "gomoku/move_picker.h"
#include "gomoku/search_memory.h"
#include "gomoku/threat_search.h"

namespace qipan::gomoku {

// What a level (1..10) means: candidate width, depth cap, threat searches, and how often it errs.
struct LevelProfile {
    int width;            // candidates kept per ordinary node (the strength knob of the lower levels)
    int maxDepth;         // iterative deepening stops here (kMaxSearchDepth at full strength)
    int quiescenceFours;  // fours the quiescence search may chain at a leaf (0: static evaluation)
    bool rootVct;         // look for a win by threats before the main search
    int mistakePermille;  // chance, at an unforced move, of playing a lesser candidate
    bool prune = false;   // late-move reductions and futility pruning (full strength)
};
LevelProfile levelProfile(int level);
int defaultWidth(int level);

class Searcher {
  public:
    Searcher(Board& board, SearchMemory& memory)
        : board_(board), tt_(memory.tt), threatTables_(memory.threats) {}

    // Moves in the result are board points (padded indices); the caller converts them.
    SearchResult run(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress);

    // Salts the keys of this searcher's table entries: a salt no search used before makes its results
    // depend on the position and limits alone, not on what the lent table holds from other searches.
    void setTableSalt(std::uint64_t salt) { tableSalt_ = salt; }

    // Replaces the level's profile (experiments, matches between configurations).
    void setProfile(const LevelProfile& profile) {
        customProfile_ = profile;
        hasCustomProfile_ = true;
    }

    // Static evaluation for the side to move, in centi-units.
    static int evaluate(const Board& board);
    // The threats on the board that the evaluation weighs, as bits: what the side to move can make next
    // (bit 0 a four, 1 an open three, 2 a four-three, 3 a double three) and what the opponent can (4 a
    // straight four, 5 a four, 6 a four-three, 7 a double three). The evaluation adds weights::kThreat
    // of the code: one fitted value per combination, since the threats count very differently together
    // (a four-three of ours is nearly a win unless the opponent has a four) than one by one.
    static int threatCode(const Board& board);

  private:
    int search(int depth, int alpha, int beta, int ply, bool pvNode, bool cutNode);
    int quiescence(int alpha, int beta, int ply, int foursLeft);
    // Root threat searches: a proven win (VCF, then VCT) for the side to move, as a result.
    bool provenWin(const SearchLimits& limits, const std::stop_token& stop, bool tryVct,
                   SearchResult& result);
    // A win or loss of the main search stands only if the threat search proves it (then `proven`).
    void settleResult(const SearchLimits& limits, const std::stop_token& stop, SearchResult& result);
    // Weaker levels sometimes prefer another reasonable candidate, as people do.
    void humanMistake(const SearchLimits& limits, SearchResult& result);
    void updatePv(int ply, int move);
    // Leaves out of a root list the points of limits.excluded (several best lines).
    void removeExcluded(MoveList& list) const;
    bool excluded(int point) const;
    void rememberCutoff(int ply, int move, int depth, const ScoredMove* tried, int triedCount);

    Board& board_;
    TranspositionTable& tt_;
    ThreatTables& threatTables_;
    SearchControl* control_ = nullptr;
    ThreatSearch* threats_ = nullptr;
    int width_ = 10;
    int quiescenceFours_ = 0;
    bool prune_ = false;
    std::uint64_t extraNodes_ = 0;
    std::uint64_t tableSalt_ = 0;
    LevelProfile customProfile_{};
    bool hasCustomProfile_ = false;                // nodes of the root VCT, which runs under its own control
    const std::vector<Move>* excluded_ = nullptr;  // root points not to play (limits.excluded)
    int killers_[kMaxSearchDepth + 8][2]{};
    int counter_[kPoints]{};  // the reply that refuted each move last time
    std::int32_t history_[2][kPoints]{};
    int moveAt_[kMaxSearchDepth + 8]{};  // the move played at each ply of the current line
    bool rootImproved_ = false;          // the root's alpha rose in the iteration under way
    int pv_[kMaxSearchDepth + 8][kMaxSearchDepth + 8]{};
    int pvLength_[kMaxSearchDepth + 8]{};
    MoveList lists_[kMaxSearchDepth + 8];
};

}  // namespace qipan::gomoku
