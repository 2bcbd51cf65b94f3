// What a caller asks of a search (limits) and what it hears back (progress and result).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/types.h"

namespace qipan {

constexpr int kMaxSearchDepth = 64;
constexpr int kFullStrength = 10;  // levels run 1 (beginner) .. 10 (full strength)

struct SearchLimits {
    int depth = 0;                 // 0: no depth limit (up to kMaxSearchDepth)
    std::int64_t moveTimeMs = 0;   // 0: no fixed time per move
    std::int64_t timeLeftMs = 0;   // game clock of the side to move; 0: no clock
    std::int64_t incrementMs = 0;  // added per move on that clock
    int movesToGo = 0;             // moves until the next time control; 0: sudden death
    std::uint64_t nodes = 0;       // 0: no node limit
    int level = kFullStrength;     // 1..10; lower levels search less and may choose worse moves
    int width = 0;                 // candidate moves kept per node where the game prunes (Gomoku); 0: default
    std::uint64_t seed = 0;        // randomness for weaker levels; same seed, same choice
    int contempt = 0;              // what a draw costs the side to move, in the game's score units (Othello)
    std::vector<Move> excluded;    // root moves not to play, in the game's move codes (several best lines)
    bool infinite() const { return depth == 0 && moveTimeMs == 0 && timeLeftMs == 0 && nodes == 0; }
};

struct SearchInfo {
    int depth = 0;
    int score = 0;  // see core/score.h
    std::vector<Move> pv;
    std::uint64_t nodes = 0;
    std::int64_t elapsedMs = 0;
    bool exact = false;  // the score is the game's proven value (Othello's endgame solved)
};

struct SearchResult {
    Move best;
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t elapsedMs = 0;
    std::vector<Move> pv;
    bool exact = false;  // as in SearchInfo
    bool proven = false;  // the score is a result proven against every defence (a game may prove some)
};

// Called from the searching thread after each completed iteration; must be cheap and thread-safe.
using ProgressFn = std::function<void(const SearchInfo&)>;

}  // namespace qipan
