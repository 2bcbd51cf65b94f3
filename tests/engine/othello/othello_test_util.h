// Small helpers shared by the Othello tests.
#pragma once

#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <string>

#include "othello/grid_board.h"
#include "othello/othello_game.h"

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

}  // namespace qipan::othello::testing
