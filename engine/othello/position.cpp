#include "othello/position.h"

namespace qipan::othello {

std::optional<Position> toPosition(const GridBoard& board) {
    const int n = board.size();
    if (n != 6 && n != 8) return std::nullopt;
    Position p;
    p.squares = n == 8 ? kFullBoard : kBoard6;
    const Disc own = discOf(board.sideToMove());
    for (int c = 0; c < board.cellCount(); ++c) {
        const Disc d = board.at(c);
        if (d == kEmpty) continue;
        (d == own ? p.player : p.opponent) |= bit(squareOfCell(c, n));
    }
    return p;
}

std::string squareName(int square) {
    if (square < 0 || square >= 64) return "pass";
    std::string text(1, static_cast<char>('a' + square % 8));
    text += std::to_string(square / 8 + 1);
    return text;
}

}  // namespace qipan::othello
