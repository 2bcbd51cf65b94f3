// The position the bitboard searches work on: the discs of the side to move and of its opponent, plus
// the mask of squares that exist (all 64 on 8x8; the top-left 6x6 corner on the small board).
#pragma once

#include <optional>
#include <string>

#include "othello/bitboard.h"
#include "othello/grid_board.h"

namespace qipan::othello {

constexpr Bits kFullBoard = ~Bits{0};
constexpr Bits kBoard6 = 0x00003f3f3f3f3f3fULL;
// Room for every legal move of any position, even one typed in by hand (reachable 8x8 positions have at
// most 33, but a made-up board can have more than 32).
constexpr int kMaxMoves = 64;

struct Position {
    Bits player = 0;    // discs of the side to move
    Bits opponent = 0;  // discs of the other side
    Bits squares = kFullBoard;

    Bits empty() const { return ~(player | opponent) & squares; }
    int emptyCount() const { return popcount(empty()); }
    Bits moves() const { return legalMoves(player, opponent, empty()); }
    Bits opponentMoves() const { return legalMoves(opponent, player, empty()); }
    // The position after the side to move plays `square` flipping `flipped`, seen from the other side.
    Position after(int square, Bits flipped) const {
        return Position{opponent ^ flipped, player | flipped | bit(square), squares};
    }
    Position passed() const { return Position{opponent, player, squares}; }
    // Final disc difference for the side to move, empties to the winner.
    int finalScore() const {
        const int own = popcount(player), other = popcount(opponent);
        const int empties = popcount(empty());
        return own > other ? own - other + empties : own < other ? own - other - empties : 0;
    }
    friend bool operator==(const Position&, const Position&) = default;
};

// Bitboard square of a facade cell and back (boards up to 8 wide sit in the top-left corner).
inline int squareOfCell(int cell, int size) { return cell / size * 8 + cell % size; }
inline int cellOfSquare(int square, int size) { return square / 8 * size + square % 8; }

// The side to move's view of a 6x6 or 8x8 grid board; nothing for other sizes.
std::optional<Position> toPosition(const GridBoard& board);
// "f5" style name of a bitboard square (8-wide numbering).
std::string squareName(int square);

}  // namespace qipan::othello
