// Makes a Game from its id. Ids: "gomoku/<rule>/<size>" (rule: freestyle, standard, renju, caro),
// "othello/8", "othello/10", "othello/6", "xiangqi".
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.h"

namespace qipan {

struct GameVariant {
    std::string id;
    std::string name;  // English display name; the interface translates it (marked for the catalogs)
};

// The variants offered in New Game, in menu order.
std::vector<GameVariant> gameVariants();

// Returns nullptr and sets `error` for an unknown id.
std::unique_ptr<Game> createGame(std::string_view id, std::string* error = nullptr);

}  // namespace qipan
