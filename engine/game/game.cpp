#include "game/game.h"

#include <cstdio>
#include <cstdlib>

#include "core/score.h"

namespace qipan {

Setup Game::setup() const {
    Setup setup;
    setup.cells.reserve(static_cast<std::size_t>(width() * height()));
    for (int y = 0; y < height(); ++y)
        for (int x = 0; x < width(); ++x) setup.cells.push_back(cell(x, y));
    setup.toMove = sideToMove();
    return setup;
}

DrawClaim Game::drawClaim() const {
    return {std::nullopt,
            QIPAN_WORDS("there is no draw to claim in this game: only its end on the board can be a draw")};
}

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
