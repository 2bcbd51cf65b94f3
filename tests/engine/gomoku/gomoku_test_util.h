// Small helpers shared by the Gomoku tests.
#pragma once

#include <boost/test/unit_test.hpp>
#include <string>

#include "gomoku/gomoku_game.h"

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

}  // namespace qipan::gomoku::testing
