// Threat-aware move generation: which points a node searches, in what order. Winning and forced
// situations are recognised here so that the search only branches where it matters:
//   - the side to move can make five                 -> it wins now
//   - the opponent can make five                     -> only the blocking point(s)
//   - the side to move can make a straight four      -> it wins in three plies
//   - the opponent can make a straight four (three)  -> only defences and own fours
//   - otherwise                                      -> the best `width` points by shape value
// Renju fouls are never generated for Black.
#pragma once

#include <cstdint>

#include "gomoku/board.h"

namespace qipan::gomoku {

constexpr int kMaxMoves = kMaxBoardSize * kMaxBoardSize;

struct ScoredMove {
    std::int16_t point;
    std::int32_t score;
};

struct MoveList {
    ScoredMove moves[kMaxMoves];
    int count = 0;
    void add(int p, int score) { moves[count++] = {static_cast<std::int16_t>(p), score}; }
};

enum class NodeKind : std::uint8_t {
    Normal,
    WinNow,       // side to move makes five
    WinIn3,       // side to move makes a straight four the opponent cannot answer
    MustBlock,    // the opponent threatens five: moves are the blocks (empty: lost)
    LostForced,   // the opponent has two separate fives: nothing helps
    DefendThree,  // the opponent threatens a straight four: defences and own fours
};

// Fills `list` for the side to move and says what kind of node this is. `width` caps Normal nodes;
// DefendThree and MustBlock nodes keep every move. Moves come sorted by descending score, with
// `hashMove` (if legal here) first.
NodeKind generateMoves(Board& board, MoveList& list, int width, int hashMove, const int* killers,
                       const std::int32_t* history);

// The point the side to move plays to win at once (five), or -1.
int findFive(const Board& board, std::uint8_t color);

}  // namespace qipan::gomoku
