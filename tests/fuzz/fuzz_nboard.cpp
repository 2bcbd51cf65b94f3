// A whole NBoard conversation (nboard, set game GGF, set depth, set contempt, move, go, hint, ping, learn,
// quit) fed to the Othello session: every line answered without a crash or a sanitizer's report, and the
// session's game is always one whose position text sets it again. Searches are capped at a few thousand
// nodes.
#include "fuzz_support.h"
#include "protocol/nboard.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::NullStream out;
    protocol::NBoardSession session(out);
    session.setNodeLimit(3000);
    for (const std::string& line : fuzz::lines(fuzz::asText(data, size))) {
        if (!session.handle(line)) break;
        const othello::OthelloGame& game = session.game();
        othello::OthelloGame copy(game.width());
        std::string error;
        fuzz::check(copy.setPosition(game.positionText(), error),
                    "the session holds a position that is refused: " + game.positionText() + ": " + error);
    }
    return 0;
}
