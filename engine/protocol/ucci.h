// UCCI and UCI front end for the Xiangqi engine: a thin text layer over XiangqiGame. Lines go in through
// handle(); answers are written to the stream given at construction (from the searching thread too, under
// a lock). The search runs on its own thread so `stop` and `quit` work while it thinks. UCI mode writes
// squares a0-i9 as Xiangqi UCI GUIs do (the same as ICCS in lower case) and "score cp/mate".
#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>

#include "xiangqi/xiangqi_game.h"

namespace qipan::protocol {

class UcciSession {
public:
    enum class Dialect { Ucci, Uci };
    UcciSession(std::ostream& out, Dialect dialect);
    ~UcciSession();  // stops and joins a running search
    UcciSession(const UcciSession&) = delete;
    UcciSession& operator=(const UcciSession&) = delete;

    // Handles one line; returns false after `quit`.
    bool handle(const std::string& line);
    // Blocks until the running search (if any) has written its bestmove.
    void waitForSearch();

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
    bool milliseconds_ = false;  // UCCI "usemillisec"
    int level_ = kFullStrength;
    std::jthread search_;
};

// Protocol mode: reads lines from `in` until quit or end of input. `firstLine` (may be empty) is handled first.
int serveUcci(const std::string& firstLine, std::istream& in, std::ostream& out, UcciSession::Dialect dialect);

}  // namespace qipan::protocol
