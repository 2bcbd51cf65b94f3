// Small helpers shared by the Othello tests.
#pragma once

#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <string>

#include "core/zobrist.h"
#include "othello/bitboard.h"
#include "othello/grid_board.h"
#include "othello/othello_game.h"
#include "othello/position.h"

namespace qipan::othello::testing {

// A 64-character 8x8 position text with X on `black` and O on `white` ("d4" style names), then the side.
inline std::string board8(std::initializer_list<const char*> black, std::initializer_list<const char*> white,
                          char side) {
    std::string cells(64, '-');
    auto index = [](const char* name) { return (name[1] - '1') * 8 + (name[0] - 'a'); };
    for (const char* b : black) cells[index(b)] = 'X';
    for (const char* w : white) cells[index(w)] = 'O';
    cells += ' ';
    cells += side;
    return cells;
}

inline GridBoard grid(const std::string& text) {
    std::string error;
    const auto board = GridBoard::fromText(text, error);
    BOOST_REQUIRE_MESSAGE(board.has_value(), error);
    return *board;
}

inline OthelloGame game(const std::string& text, int size = 8) {
    OthelloGame g(size);
    std::string error;
    BOOST_REQUIRE_MESSAGE(g.setPosition(text, error), error);
    return g;
}

// The 8x8 start position, Black to move.
inline Position start8() { return Position{0x0000000810000000ULL, 0x0000001008000000ULL, kFullBoard}; }

// A seeded random square of `moves` (which must not be empty).
inline int randomSquare(Bits moves, SplitMix64& rng) {
    for (auto k = rng.below(static_cast<std::uint64_t>(popcount(moves))); k > 0; --k) moves &= moves - 1;
    return firstSquare(moves);
}

// One ply of a seeded random game: a random legal move, or a pass when the side to move has none.
// False, with `p` unchanged, when the game is over.
inline bool playRandomPly(Position& p, SplitMix64& rng) {
    const Bits moves = p.moves();
    if (!moves) {
        if (!p.opponentMoves()) return false;
        p = p.passed();
        return true;
    }
    const int sq = randomSquare(moves, rng);
    p = p.after(sq, flips(sq, p.player, p.opponent));
    return true;
}

}  // namespace qipan::othello::testing
