#include "game/registry.h"

#include "gomoku/gomoku_game.h"
#include "othello/othello_game.h"
#include "xiangqi/xiangqi_game.h"

// Each game's factory. A game adds its variants to gameVariants() and its ids to createGame().

namespace qipan {

std::vector<GameVariant> gameVariants() {
    std::vector<GameVariant> v;
    v.push_back({"gomoku/freestyle/15", "Gomoku (freestyle, 15x15)", "五子棋（自由）"});
    v.push_back({"gomoku/standard/15", "Gomoku (exactly five)", "五子棋（标准）"});
    v.push_back({"gomoku/renju/15", "Renju (forbidden moves refused)", "连珠（禁手不可落）"});
    v.push_back({"gomoku/renju-strict/15", "Renju, strict RIF (a forbidden move loses)", "连珠（严格：禁手判负）"});
    v.push_back({"gomoku/caro/15", "Caro", "Caro 五子棋"});
    v.push_back({"gomoku/freestyle/19", "Gomoku (freestyle, 19x19)", "五子棋（自由，19路）"});
    v.push_back({"gomoku/freestyle/20", "Gomoku (freestyle, 20x20)", "五子棋（自由，20路）"});
    v.push_back({"gomoku/standard/19", "Gomoku (exactly five, 19x19)", "五子棋（标准，19路）"});
    v.push_back({"gomoku/standard/20", "Gomoku (exactly five, 20x20)", "五子棋（标准，20路）"});
    v.push_back({"othello/8", "Othello", "黑白棋"});
    v.push_back({"othello/10", "Grand Othello 10x10", "10x10 黑白棋"});
    v.push_back({"othello/6", "Othello 6x6", "6x6 黑白棋"});
    v.push_back({"xiangqi", "Xiangqi (Chinese chess)", "中国象棋"});
    return v;
}

std::unique_ptr<Game> createGame(std::string_view id, std::string* error) {
    if (id.substr(0, 7) == "gomoku/") return gomoku::createGomokuGame(id, error);
    if (id.substr(0, 8) == "othello/") return othello::createOthelloGame(id, error);
    if (id == "xiangqi") return xiangqi::createXiangqiGame(id, error);
    if (error) *error = "unknown game '" + std::string(id) + "'";
    return nullptr;
}

}  // namespace qipan
