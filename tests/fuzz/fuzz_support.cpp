#include "fuzz_support.h"

#include "game/game.h"

namespace qipan::fuzz {

void checkPlayable(const GameRecord& record) {
    std::unique_ptr<Game> game;
    try {
        game = record.replay(record.size());
    } catch (const FormatError& e) {
        fail("a record that was read does not replay: " + std::string(e.what()) + ": " + describe(record));
    }
    (void)game->outcome();
    (void)game->legalMoves();
    (void)game->cellMarks();
    const std::string text = game->positionText();
    auto copy = game->clone();
    std::string error;
    check(copy->setPosition(text, error), "the position's own text is refused: '" + text + "': " + error);
    check(copy->positionText() == text,
          "the position's text changes when set again: '" + text + "' -> '" + copy->positionText() + "'");
}

}  // namespace qipan::fuzz
