// Perft for Othello: leaves of the game tree at a fixed depth, the standard check of move generation.
// Convention (Aart Bik): a pass consumes one ply; a position where neither side can move before the
// depth is reached counts as one leaf.
#pragma once

#include <cstdint>

#include "othello/grid_board.h"
#include "othello/position.h"

namespace qipan::othello {

// Bitboard perft (8x8 and 6x6); counts the last ply in bulk from the popcount of the legal moves.
std::uint64_t perft(const Position& position, int depth);
// The same count on the plain grid board (any size; slower): the 10x10 game and cross-checks.
std::uint64_t perftGrid(const GridBoard& board, int depth);

}  // namespace qipan::othello
