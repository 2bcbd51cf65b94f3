// Xiangqi FEN, as the PGN [FEN] tag, UCCI's "position fen" and a pasted position give it: set, and a
// position that is accepted is playable, and its FEN sets the same position again.
#include "fuzz_support.h"
#include "xiangqi/xiangqi_game.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    xiangqi::XiangqiGame game;
    std::string error;
    if (!game.setPosition(fuzz::asText(data, size), error)) {
        fuzz::check(!error.empty(), "a refused FEN without a reason");
        return 0;
    }
    fuzz::checkPlayable(GameRecord("xiangqi", game.positionText()));
    // Every legal move can be played, named in each notation and read back from its name.
    for (const Move m : game.legalMoves()) {
        const std::string iccs = game.moveToText(m);
        for (const std::string& name : {iccs, game.wxfMoveText(m), game.chineseMoveText(m)}) {
            const auto back = game.parseMove(name);
            fuzz::check(back && *back == m, "the move " + iccs + " named '" + name +
                                                "' reads back as another in " + game.positionText());
        }
        game.play(m);
        (void)game.outcome();
        game.undo();
    }
    return 0;
}
