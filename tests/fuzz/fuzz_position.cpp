// The position texts every game's setPosition accepts (Gomoku stone lists, Othello boards, Xiangqi FEN),
// as a pasted position reaches them: the first byte picks the game, the rest is the text. An accepted
// position is playable and its own text sets it again; a refused one leaves the game as it was.
#include "fuzz_support.h"
#include "game/registry.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const char* id = fuzz::gameOfByte(data[0]);
    auto game = createGame(id);
    fuzz::check(game != nullptr, std::string("no game ") + id);
    const std::string before = game->positionText();
    std::string error;
    if (!game->setPosition(fuzz::asText(data + 1, size - 1), error)) {
        fuzz::check(!error.empty(), "a refused position without a reason");
        fuzz::check(game->positionText() == before, "a refused position changed the game");
        return 0;
    }
    fuzz::checkPlayable(GameRecord(id, game->positionText()));
    // Each legal move plays and takes back to the same position.
    const std::string text = game->positionText();
    for (const Move m : game->legalMoves()) {
        game->play(m);
        (void)game->outcome();
        game->undo();
    }
    fuzz::check(game->positionText() == text, "moves played and taken back changed " + text);
    return 0;
}
