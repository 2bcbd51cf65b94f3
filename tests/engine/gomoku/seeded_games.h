// Positions for the Gomoku tests that check the engine against the plain model on many positions:
// quick seeded games of plausible moves, and the engine's board as a plain::Position.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/zobrist.h"
#include "gomoku/board.h"
#include "gomoku/move_picker.h"
#include "plain_prover.h"

namespace qipan::gomoku::testing {

// A quick game of seeded, plausible moves: one of the move picker's best few candidates at random.
// Returns the points played.
inline std::vector<int> seededGame(Board& board, std::uint64_t seed, int maxMoves) {
    SplitMix64 rng(seed);
    std::vector<int> played;
    MoveList list;
    const int c = board.size() / 2;
    // A random three-stone opening near the centre.
    for (int i = 0; i < 3; ++i) {
        int p;
        do {
            p = board.point(c - 2 + static_cast<int>(rng.below(5)), c - 2 + static_cast<int>(rng.below(5)));
        } while (board.stone(p) != kEmpty);
        board.play(p);
        played.push_back(p);
    }
    while (static_cast<int>(played.size()) < maxMoves && !board.full()) {
        const NodeKind kind = generateMoves(board, list, -1, nullptr, nullptr);
        if (list.count == 0 || kind == NodeKind::LostForced) break;
        const int width = std::min(list.count, kind == NodeKind::Normal ? 4 : 2);
        for (int i = 0; i < width; ++i) list.pick(i);
        const int p = list.moves[rng.below(static_cast<std::uint64_t>(width))].point;
        board.play(p);
        played.push_back(p);
        if (board.isWinAt(p)) break;
    }
    return played;
}

inline plain::Position toPlain(const Board& board) {
    plain::Position position(board.size(), board.rule());
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const std::uint8_t s = board.stone(board.point(x, y));
            if (s == kBlack || s == kWhite) position.put(x, y, s);
        }
    return position;
}

}  // namespace qipan::gomoku::testing
