// The NBoard protocol (the Othello GUI NBoard's engine protocol, version 2): a session reads one command
// line at a time and writes its answers to a stream. Supported: nboard, set game (GGF), set depth,
// set contempt, move, go (answered "=== move/eval/time"), hint n (with "search" lines while
// thinking), ping n / pong n, learn, quit. The game clock comes with the GGF game as GUIs send it
// (TI[] for both players or TB[]/TW[] for one, each "main time[/increment[/extension]]", and each
// move's time in B[F5/eval/seconds]; "move F5/eval/seconds" adds one): with a clock, go and hint
// search within the time the side to move has left, and "set depth" caps their depth. Searches run to
// completion on the caller's thread, so a later "ping" is always answered after the search it follows. A line
// the session cannot use is answered with an "error" line and the session goes on.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "othello/othello_game.h"

namespace qipan::protocol {

// Each side's game clock as a GGF record gives it ([0] Black, [1] White).
struct NBoardClock {
    std::int64_t mainMs[2] = {0, 0};       // time for the whole game; 0: no clock for that side
    std::int64_t incrementMs[2] = {0, 0};  // added after each of the side's moves
    std::int64_t usedMs[2] = {0, 0};       // what the side's moves took so far
    int moves[2] = {0, 0};                 // moves the side made so far
    bool runs(int side) const { return mainMs[side] > 0; }
    // What the side has left (at least 1 ms while its clock runs).
    std::int64_t leftMs(int side) const;
};

// A GGF time "[[h:]m:]s[.fraction]" ("15:00", "1:00:00", "2.35"; anything after a ',' is a GGS flag and
// is ignored) in milliseconds; nothing for text that is not a time.
std::optional<std::int64_t> readGgfTime(std::string_view text);

class NBoardSession {
public:
    explicit NBoardSession(std::ostream& out);

    // Handles one line; returns false after "quit".
    bool handle(std::string_view line);

    const othello::OthelloGame& game() const { return game_; }
    int depth() const { return depth_; }
    double contempt() const { return contempt_; }
    const NBoardClock& clock() const { return clock_; }
    // What the next go or hint searches with: the depth, and the clock of the side to move if any.
    SearchLimits searchLimits() const;
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
    NBoardClock clock_;
};

// Reads a GGF game record ("(;GM[Othello]...BO[8 ... *]B[F5]W[D6]...;)") into `game`: board size
// from BO, the start position from BO, then the moves. Returns false with a reason.
bool readGgf(std::string_view ggf, othello::OthelloGame& game, std::string& error);
// The same record's clock: TI, TB and TW, and the time each side's moves took. Returns false with a
// reason when a clock property or a move's time is not a time.
bool readGgfClock(std::string_view ggf, NBoardClock& clock, std::string& error);

// Serves a session on `in` / `out` until "quit" or the end of input; `firstLine` is handled first.
int serveNBoard(const std::string& firstLine, std::istream& in, std::ostream& out);

}  // namespace qipan::protocol
