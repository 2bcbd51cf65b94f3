#include "game/game.h"

#include <cstdio>
#include <cstdlib>

#include "core/score.h"

namespace qipan {

std::string Game::scoreToText(int score) const {
    if (isMateScore(score)) {
        const int plies = pliesToMate(score);
        const int moves = (std::abs(plies) + 1) / 2;
        return (plies > 0 ? "win in " : "loss in ") + std::to_string(moves);
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
    return buf;
}

}  // namespace qipan
