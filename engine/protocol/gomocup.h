// The Gomocup (Piskvork) brain protocol: the manager sends one command per line, the brain answers
// with a move "x,y" (0-based, y = 0 the top row), "OK", "ERROR <why>" or "UNKNOWN <what>".
// Supported: START, RECTSTART (square boards), RESTART, BEGIN, TURN, BOARD ... DONE, INFO (timeout_turn,
// timeout_match, time_left, max_memory, rule bits 1 exact five / 4 renju / 8 caro), TAKEBACK, ABOUT,
// END, SWAP2BOARD ... DONE. A bad line gets ERROR and the brain carries on; a block with a bad line is
// refused whole after its DONE (one ERROR, the board unchanged). A position with a five on it (after
// TURN or BOARD) is a finished game: ERROR, no move. END ends the session even inside a block.
// The brain thinks on the caller's thread: one line in, the answer out, as the protocol allows.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/search_memory.h"

namespace qipan::protocol {

class GomocupBrain {
  public:
    explicit GomocupBrain(std::ostream& out);
    ~GomocupBrain();

    // Handles one line (without its end of line). Returns false once END has been received.
    bool handleLine(std::string_view line);
    // Reads lines until END or the end of the input.
    void run(std::istream& in);

    // For tests and for the time manager: what the brain knows.
    int boardSize() const { return board_ ? board_->size() : 0; }
    gomoku::Rule rule() const { return rule_; }
    std::int64_t timeoutTurnMs() const { return timeoutTurnMs_; }
    std::int64_t timeLeftMs() const { return timeLeftMs_; }
    const gomoku::Board* board() const { return board_.get(); }
    // Limits a test may set (0: by the clock).
    void setNodeLimit(std::uint64_t nodes) { nodeLimit_ = nodes; }

  private:
    enum class Mode { Commands, Board, Swap2 };

    void command(const std::string& verb, std::string_view rest);
    void startBoard(int size);
    void info(std::string_view rest);
    void boardLine(std::string_view line);
    void swap2Line(std::string_view line);
    void finishBoard();
    void finishSwap2();
    // Why the game on the board has ended (a five on it), or empty while it goes on.
    std::string gameOver() const;
    void rebuild(gomoku::Rule rule, const std::vector<std::pair<int, std::uint8_t>>& stones,
                 std::uint8_t toMove);
    std::vector<std::pair<int, std::uint8_t>> stones() const;
    // Searches for the side to move and plays the answer; prints "x,y".
    void think();
    int bestPoint(std::int64_t timeMs);
    bool parsePoint(std::string_view text, int& point) const;
    std::string pointText(int point) const;
    void error(const std::string& why);

    std::ostream& out_;
    std::unique_ptr<gomoku::Board> board_;
    gomoku::Rule rule_ = gomoku::Rule::Freestyle;
    Mode mode_ = Mode::Commands;
    std::vector<std::pair<int, int>> pending_;  // BOARD lines: point, field (1 own, 2 opponent, 3 other)
    std::vector<int> pendingSwap2_;             // SWAP2BOARD points in order
    std::string blockError_;                    // the first bad line of a BOARD/SWAP2BOARD block
    std::int64_t timeoutTurnMs_ = 5000;
    std::int64_t timeoutMatchMs_ = 0;
    std::int64_t timeLeftMs_ = 0;
    std::uint64_t maxMemory_ = 0;
    std::uint64_t nodeLimit_ = 0;
    std::unique_ptr<gomoku::SearchMemory> memory_;  // kept for the whole session
};

}  // namespace qipan::protocol
