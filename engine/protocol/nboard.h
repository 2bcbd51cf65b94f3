// The NBoard protocol (the Othello GUI NBoard's engine protocol, version 2): a session reads one command
// line at a time and writes its answers to a stream. Supported: nboard, set game (GGF), set depth,
// set contempt, move, go (answered "=== move/eval/time"), hint n (with "search" lines while
// thinking), ping n / pong n, learn, quit. Searches run to completion on the caller's thread, so a
// later "ping" is always answered after the search it follows. A line the session cannot use is
// answered with an "error" line and the session goes on.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

#include "othello/othello_game.h"

namespace qipan::protocol {

class NBoardSession {
public:
    explicit NBoardSession(std::ostream& out);

    // Handles one line; returns false after "quit".
    bool handle(std::string_view line);

    const othello::OthelloGame& game() const { return game_; }
    int depth() const { return depth_; }
    double contempt() const { return contempt_; }
    // A cap on every search's nodes (tests and fuzzing; 0: none).
    void setNodeLimit(std::uint64_t nodes) { nodeLimit_ = nodes; }

private:
    void setGame(std::string_view ggf);
    void playMove(std::string_view text);
    void go();
    void hint(int count);
    void error(const std::string& message);

    std::ostream& out_;
    othello::OthelloGame game_{8};
    int depth_ = 12;          // midgame depth set by the GUI
    double contempt_ = 0.0;   // discs a draw costs the engine, given to the midgame search
    std::uint64_t nodeLimit_ = 0;
};

// Reads a GGF game record ("(;GM[Othello]...BO[8 ... *]B[F5]W[D6]...;)") into `game`: board size
// from BO, the start position from BO, then the moves. Returns false with a reason.
bool readGgf(std::string_view ggf, othello::OthelloGame& game, std::string& error);

// Serves a session on `in` / `out` until "quit" or the end of input; `firstLine` is handled first.
int serveNBoard(const std::string& firstLine, std::istream& in, std::ostream& out);

}  // namespace qipan::protocol
