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
#include "gomoku/search_memory.h"
#include "gomoku/threat_search.h"

namespace qipan::gomoku {

// What a level (1..10) means: candidate width, depth cap, threat searches, and how often it errs.
struct LevelProfile {
    int width;                     // candidates kept per ordinary node
    int maxDepth;                  // iterative deepening stops here (kMaxSearchDepth at full strength)
    int leafVcfFours;              // VCF tried at the leaves with up to this many fours (0: none)
    bool rootVct;                  // look for a win by threes and fours before the main search
    int mistakePermille;           // chance, at an unforced move, of playing a lesser candidate
    bool reduceLateMoves = false;  // search quiet late candidates one ply shallower first (off: measured
                                   // weaker at 100 ms/move in self-play)
};
LevelProfile levelProfile(int level);
int defaultWidth(int level);

class Searcher {
  public:
    Searcher(Board& board, SearchMemory& memory)
        : board_(board), tt_(memory.tt), threatTables_(memory.threats) {}

    // Moves in the result are board points (padded indices); the caller converts them.
    SearchResult run(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress);

    // Replaces the level's profile (experiments, matches between configurations).
    void setProfile(const LevelProfile& profile) {
        customProfile_ = profile;
        hasCustomProfile_ = true;
    }

    // Static evaluation for the side to move, in centi-units.
    static int evaluate(const Board& board);

  private:
    int search(int depth, int alpha, int beta, int ply, bool pvNode);
    // Root threat searches: a proven win (VCF, then VCT) for the side to move, as a result.
    bool provenWin(const SearchLimits& limits, const std::stop_token& stop, bool tryVct,
                   SearchResult& result);
    // Weaker levels sometimes prefer another reasonable candidate, as people do.
    void humanMistake(const SearchLimits& limits, SearchResult& result);
    void updatePv(int ply, int move);
    // Leaves out of a root list the points of limits.excluded (several best lines).
    void removeExcluded(MoveList& list) const;
    bool excluded(int point) const;
    void rememberCutoff(int ply, int move, int depth);

    Board& board_;
    TranspositionTable& tt_;
    ThreatTables& threatTables_;
    SearchControl* control_ = nullptr;
    ThreatSearch* threats_ = nullptr;
    int width_ = 10;
    int leafVcfFours_ = 0;
    bool reduceLateMoves_ = false;
    std::uint64_t extraNodes_ = 0;
    LevelProfile customProfile_{};
    bool hasCustomProfile_ = false;  // nodes of the root VCT, which runs under its own control
    const std::vector<Move>* excluded_ = nullptr;  // root points not to play (limits.excluded)
    int killers_[kMaxSearchDepth + 8][2]{};
    std::int32_t history_[kPoints]{};
    int pv_[kMaxSearchDepth + 8][kMaxSearchDepth + 8]{};
    int pvLength_[kMaxSearchDepth + 8]{};
    MoveList lists_[kMaxSearchDepth + 8];
};

}  // namespace qipan::gomoku
