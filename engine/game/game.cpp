#include "game/game.h"

#include <cstdio>
#include <cstdlib>

#include "core/score.h"

namespace qipan {

ScoreText Game::scoreParts(int score) const {
    if (isMateScore(score)) {
        const int plies = pliesToMate(score);
        return {plies > 0 ? ScoreText::Kind::WinIn : ScoreText::Kind::LossIn,
                std::to_string((std::abs(plies) + 1) / 2),
                {}};
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
    return {ScoreText::Kind::Value, buf, {}};
}

std::string Game::scoreToText(int score) const {
    const ScoreText text = scoreParts(score);
    switch (text.kind) {
        case ScoreText::Kind::WinIn:
            return "win in " + text.number;
        case ScoreText::Kind::LossIn:
            return "loss in " + text.number;
        case ScoreText::Kind::Value:
            break;
    }
    return text.unit.empty() ? text.number : text.number + " " + text.unit;
}

}  // namespace qipan
