#include "othello/perft.h"

namespace qipan::othello {

namespace {

// `passed`: the previous ply was a pass, so no moves here means the game is over.
std::uint64_t perftFrom(Bits player, Bits opponent, Bits squares, int depth, bool passed) {
    const Bits empty = ~(player | opponent) & squares;
    Bits moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (passed) return 1;  // neither side can move: one leaf above the full depth
        if (depth == 1) return 1;  // the pass itself is the leaf (or the game ends here: one leaf too)
        return perftFrom(opponent, player, squares, depth - 1, true);
    }
    if (depth == 1) return static_cast<std::uint64_t>(popcount(moves));
    std::uint64_t total = 0;
    do {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bits f = flips(sq, player, opponent);
        total += perftFrom(opponent ^ f, player | f | bit(sq), squares, depth - 1, false);
    } while (moves);
    return total;
}

}  // namespace

std::uint64_t perft(const Position& position, int depth) {
    if (depth <= 0) return 1;
    return perftFrom(position.player, position.opponent, position.squares, depth, false);
}

std::uint64_t perftGrid(const GridBoard& board, int depth) {
    if (depth <= 0) return 1;
    const auto cells = board.legalCells(board.sideToMove());
    if (cells.empty()) {
        if (!board.canMove(opposite(board.sideToMove()))) return 1;
        GridBoard next = board;
        next.play(kPassCode);
        return perftGrid(next, depth - 1);
    }
    std::uint64_t total = 0;
    for (int c : cells) {
        GridBoard next = board;
        next.play(c);
        total += perftGrid(next, depth - 1);
    }
    return total;
}

}  // namespace qipan::othello
