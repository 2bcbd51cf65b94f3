// Small helpers shared by the Gomoku tests.
#pragma once

#include <boost/test/unit_test.hpp>
#include <string>

#include "gomoku/board.h"
#include "gomoku/gomoku_game.h"
#include "gomoku/notation.h"

namespace qipan::gomoku::testing {

inline Move mv(const GomokuGame& game, const std::string& text) {
    const auto m = game.parseMove(text);
    BOOST_REQUIRE_MESSAGE(m.has_value(), "bad point " << text);
    return *m;
}

// Plays a sequence of points ("h8 i9 h9") alternately, requiring each to be legal.
inline void playAll(GomokuGame& game, const std::string& moves) {
    std::string error;
    std::size_t start = 0;
    while (start < moves.size()) {
        const auto end = moves.find(' ', start);
        const std::string token =
            moves.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (!token.empty()) {
            const Move m = mv(game, token);
            BOOST_REQUIRE_MESSAGE(game.isLegal(m), token << " illegal: " << game.illegalReason(m));
            game.play(m);
        }
        if (end == std::string::npos) break;
        start = end + 1;
    }
}

inline GomokuGame position(Rule rule, const std::string& text, int size = 15) {
    GomokuGame game(rule, size);
    std::string error;
    BOOST_REQUIRE_MESSAGE(game.setPosition(text, error), error);
    return game;
}

// A board holding the stones of two point lists ("h8,i9,j10"), Black's and White's.
inline Board boardFrom(Rule rule, int size, const std::string& black, const std::string& white) {
    Board board(size, rule);
    for (const auto& [list, color] : {std::pair{black, kBlack}, std::pair{white, kWhite}}) {
        const auto points = parsePointList(list, size);
        BOOST_REQUIRE_MESSAGE(points, "bad point list " << list);
        for (const auto& [x, y] : *points) board.put(board.point(x, y), color);
    }
    return board;
}

// The same, with `toMove` to move whatever the stone counts say.
inline Board boardFrom(Rule rule, int size, const std::string& black, const std::string& white,
                       std::uint8_t toMove) {
    Board board = boardFrom(rule, size, black, white);
    if (board.toMove() != toMove) board.passTurn();
    return board;
}

}  // namespace qipan::gomoku::testing
