// UCCI and UCI front end for the Xiangqi engine: a thin text layer over XiangqiGame. Lines go in through
// handle(); answers are written to the stream given at construction (from the searching thread too, under
// a lock). The search runs on its own thread so `stop` and `quit` work while it thinks. UCI mode writes
// squares a0-i9 as Xiangqi UCI GUIs do (the same as ICCS in lower case) and "score cp/mate".
//
// Time, as the UCCI document (version 3.0, xqbase.com) and its reference engine ElephantEye read it:
// times are milliseconds (option usemillisec, default true; `setoption usemillisec false` switches to
// seconds); `go time T` alone is T for this move; `go time T movestogo N` is a clock of T for the next N
// moves and `go time T increment I` a clock of T gaining I a move. UCI's wtime/btime are the clocks.
// A clock at or below zero gets a move at once; a nonsense limit (depth, nodes or movetime of zero or
// less, a number out of range) gets an error line and no search, then nobestmove (UCCI) or
// "bestmove (none)" (UCI) so a GUI waiting for the answer is not left hanging. UCCI's `go depth 0` is,
// as its document says, the static score of the position and nobestmove.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

#include "xiangqi/xiangqi_game.h"

namespace qipan::protocol {

// What a `go` line asks for: limits to search with, or why it is refused.
struct GoRequest {
    SearchLimits limits;
    bool staticScore = false;  // UCCI `go depth 0`: the static score and nobestmove, no search
    std::string error;         // not empty: refused
};

class UcciSession {
public:
    enum class Dialect { Ucci, Uci };
    // Reads the words after `go` as `dialect` does, with times in milliseconds or (UCCI only, when
    // `milliseconds` is false) seconds, for the side to move.
    static GoRequest readGo(std::string_view words, Dialect dialect, bool milliseconds, bool redToMove);
    // `tableMegabytes`: the transposition table kept between moves.
    UcciSession(std::ostream& out, Dialect dialect, std::size_t tableMegabytes = 64);
    ~UcciSession();  // stops and joins a running search
    UcciSession(const UcciSession&) = delete;
    UcciSession& operator=(const UcciSession&) = delete;

    // Handles one line; returns false after `quit`.
    bool handle(const std::string& line);
    // Answers a line that could not be read as a command (too long) with an error line.
    void refuseLine(const std::string& why);
    // Blocks until the running search (if any) has written its bestmove.
    void waitForSearch();
    // The end of the input: a search without limits (go infinite, ponder) is stopped and answers at
    // once; a limited one runs to its end. Either way its bestmove is written before this returns.
    void finishInput();
    // A cap on every search's nodes, whatever `go` asks (tests and fuzzing; 0: none).
    void setNodeLimit(std::uint64_t nodes) { nodeLimit_ = nodes; }

  private:
    void say(const std::string& line);
    void handshake();
    void position(std::istringstream& in);
    void go(std::istringstream& in);
    void stopSearch();
    void setOption(std::istringstream& in);

    std::ostream& out_;
    Dialect dialect_;
    std::mutex outMutex_;
    xiangqi::XiangqiGame game_;
    std::shared_ptr<TranspositionTable> table_;  // kept between moves; one search at a time uses it
    bool milliseconds_ = true;                   // UCCI "usemillisec", on unless the GUI turns it off
    int level_ = kFullStrength;
    std::jthread search_;
    bool searchUnlimited_ = false;  // the running search has no limit of its own
    std::uint64_t nodeLimit_ = 0;
};

// Protocol mode: reads lines from `in` until quit or end of input. `firstLine` (may be empty) is handled first.
int serveUcci(const std::string& firstLine, std::istream& in, std::ostream& out, UcciSession::Dialect dialect);

}  // namespace qipan::protocol
