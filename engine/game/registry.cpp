#include "game/registry.h"

// Each game's factory. A game adds its variants to gameVariants() and its ids to createGame().

namespace qipan {

std::vector<GameVariant> gameVariants() {
    std::vector<GameVariant> v;
    return v;
}

std::unique_ptr<Game> createGame(std::string_view id, std::string* error) {
    if (error) *error = "unknown game '" + std::string(id) + "'";
    return nullptr;
}

}  // namespace qipan
