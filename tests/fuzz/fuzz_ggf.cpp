// GGF Othello games (NBoard's "set game"): read into a game, or refused with a reason and the game kept.
#include "fuzz_support.h"
#include "othello/othello_game.h"
#include "protocol/nboard.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    othello::OthelloGame game(8);
    game.play(game.legalMoves().front());
    const std::string before = game.positionText();
    std::string error;
    // The clock: refused with a reason, or each side's figures sensible.
    protocol::NBoardClock clock;
    if (!protocol::readGgfClock(fuzz::asText(data, size), clock, error)) {
        fuzz::check(!error.empty(), "a refused GGF clock without a reason");
        error.clear();
    } else {
        for (int side = 0; side < 2; ++side)
            fuzz::check(clock.mainMs[side] >= 0 && clock.incrementMs[side] >= 0 && clock.usedMs[side] >= 0 &&
                            clock.moves[side] >= 0 && (!clock.runs(side) || clock.leftMs(side) >= 1),
                        "a GGF clock with negative figures");
    }
    if (!protocol::readGgf(fuzz::asText(data, size), game, error)) {
        fuzz::check(!error.empty(), "a refused GGF without a reason");
        fuzz::check(game.positionText() == before && game.ply() == 1, "a refused GGF changed the game");
        return 0;
    }
    // What was read is a position of its size that its own text sets again, and every move plays.
    othello::OthelloGame fresh(game.width());
    fuzz::check(fresh.setPosition(game.positionText(), error) && fresh.positionText() == game.positionText(),
                "the GGF position's text does not set it again: " + game.positionText());
    (void)game.outcome();
    for (const Move m : game.legalMoves()) {
        game.play(m);
        game.undo();
    }
    return 0;
}
