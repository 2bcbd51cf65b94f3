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
#include <utility>

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
    // Brings the best of moves[i..count) to position i (selection as the search goes: after a cutoff
    // the rest need never be sorted).
    void pick(int i) {
        int best = i;
        for (int j = i + 1; j < count; ++j)
            if (moves[j].score > moves[best].score) best = j;
        std::swap(moves[i], moves[best]);
    }
};

enum class NodeKind : std::uint8_t {
    Normal,
    WinNow,       // side to move makes five
    WinIn3,       // side to move makes a straight four the opponent cannot answer
    MustBlock,    // the opponent threatens five: moves are the blocks (empty: lost)
    LostForced,   // the opponent has two separate fives: nothing helps
    DefendThree,  // the opponent threatens a straight four: defences and own fours
};

// Fills `list` for the side to move and says what kind of node this is. Moves are scored (with
// `hashMove` and the killers on top) but not sorted: take them in order with list.pick(i). The caller
// searches at most `width` moves of a Normal node and every move of the other kinds.
// `counter`: the move that last refuted the opponent's last move (-1 none); `history` is indexed by point.
NodeKind generateMoves(Board& board, MoveList& list, int hashMove, const int* killers,
                       const std::int32_t* history, int counter = -1);

// The point the side to move plays to win at once (five), or -1.
int findFive(const Board& board, std::uint8_t color);

}  // namespace qipan::gomoku
