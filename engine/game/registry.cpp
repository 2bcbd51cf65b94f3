#include "game/registry.h"

#include "core/message.h"
#include "core/quote.h"

#include "gomoku/gomoku_game.h"
#include "othello/othello_game.h"
#include "xiangqi/xiangqi_game.h"

// Each game's factory. A game adds its variants to gameVariants() and its ids to createGame().

namespace qipan {

std::vector<GameVariant> gameVariants() {
    std::vector<GameVariant> v;
    v.push_back({"gomoku/freestyle/15", QIPAN_WORDS("Gomoku (freestyle, 15x15)")});
    v.push_back({"gomoku/standard/15", QIPAN_WORDS("Gomoku (exactly five)")});
    v.push_back({"gomoku/renju/15", QIPAN_WORDS("Renju (forbidden moves refused)")});
    v.push_back({"gomoku/renju-strict/15", QIPAN_WORDS("Renju, strict RIF (a forbidden move loses)")});
    v.push_back({"gomoku/caro/15", QIPAN_WORDS("Caro")});
    v.push_back({"gomoku/freestyle/19", QIPAN_WORDS("Gomoku (freestyle, 19x19)")});
    v.push_back({"gomoku/freestyle/20", QIPAN_WORDS("Gomoku (freestyle, 20x20)")});
    v.push_back({"gomoku/standard/19", QIPAN_WORDS("Gomoku (exactly five, 19x19)")});
    v.push_back({"gomoku/standard/20", QIPAN_WORDS("Gomoku (exactly five, 20x20)")});
    v.push_back({"othello/8", QIPAN_WORDS("Othello")});
    v.push_back({"othello/10", QIPAN_WORDS("Grand Othello 10x10")});
    v.push_back({"othello/6", QIPAN_WORDS("Othello 6x6")});
    v.push_back({"xiangqi", QIPAN_WORDS("Xiangqi (Chinese chess)")});
    return v;
}

std::unique_ptr<Game> createGame(std::string_view id, std::string* error) {
    if (id.substr(0, 7) == "gomoku/") return gomoku::createGomokuGame(id, error);
    if (id.substr(0, 8) == "othello/") return othello::createOthelloGame(id, error);
    if (id == "xiangqi") return xiangqi::createXiangqiGame(id, error);
    if (error) *error = "unknown game " + quoted(id);
    return nullptr;
}

}  // namespace qipan
