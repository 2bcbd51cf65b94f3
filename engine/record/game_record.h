// GameRecord: the document's data. A game id, the initial position, the step list (move, time,
// evaluation, comment), tags (players, date, result, ...) and a cursor for replay. The steps after the
// cursor are kept until a new move is appended there, so a person can go back and forth freely.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/types.h"
#include "game/game.h"
#include "game/time_control.h"

namespace qipan {

struct Step {
    Move move;
    std::string text;            // the move as the game writes it ("h8", "f5", "h2e2")
    std::int64_t timeMs = -1;    // thinking time, -1 unknown
    std::optional<int> score;    // engine score from the mover's point of view, if any
    std::string comment;

    friend bool operator==(const Step&, const Step&) = default;
};

// Bad input in a file or a move list: what is wrong and where (1-based line and column; 0 when unknown).
class FormatError : public std::runtime_error {
public:
    FormatError(const std::string& what, int line = 0, int column = 0);
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& message() const { return message_; }

private:
    std::string message_;
    int line_;
    int column_;
};

class GameRecord {
public:
    GameRecord() = default;
    explicit GameRecord(std::string gameId, std::string startPosition = {});

    const std::string& gameId() const { return gameId_; }
    // The initial position in the game's own text form; empty means the game's standard start.
    const std::string& startPosition() const { return startPosition_; }

    const std::vector<Step>& steps() const { return steps_; }
    std::size_t size() const { return steps_.size(); }
    std::size_t cursor() const { return cursor_; }
    bool atEnd() const { return cursor_ == steps_.size(); }
    void setCursor(std::size_t n);

    // Drops the steps after the cursor, appends `step` and moves the cursor past it.
    void append(Step step);
    // Removes and returns the last step; the cursor is clamped to the new end.
    Step removeLast();
    // The steps after the cursor (what append() would drop).
    std::vector<Step> tail() const;
    void restoreTail(std::vector<Step> tail);  // precondition: atEnd()
    Step& step(std::size_t i) { return steps_.at(i); }

    // The clocks the game is played with, one a side (Black or Red first); none for an untimed game. The
    // steps' times are spent on them (a file keeps both, so a timed game opens with its clocks).
    const TimeControl& timeControl(Side side) const { return timeControls_[index(side)]; }
    void setTimeControl(Side side, const TimeControl& control) { timeControls_[index(side)] = control; }
    bool timed() const {
        return timeControls_[0].kind != TimeControl::Kind::None ||
               timeControls_[1].kind != TimeControl::Kind::None;
    }

    // What a reader left out of the file and why, for the person (a time control it does not understand,
    // a clock reading that is not one): the game opens without it. Not part of the game (not compared).
    const std::vector<std::string>& readNotes() const { return readNotes_; }
    void addReadNote(std::string note) { readNotes_.push_back(std::move(note)); }

    const std::map<std::string, std::string>& tags() const { return tags_; }
    std::string tag(const std::string& name) const;
    void setTag(const std::string& name, const std::string& value);

    // A fresh game at the initial position. Throws FormatError for an unknown id or a bad start position.
    std::unique_ptr<Game> initialGame() const;
    // The game after the first `count` steps. Throws FormatError naming the first illegal step.
    std::unique_ptr<Game> replay(std::size_t count) const;
    std::unique_ptr<Game> gameAtCursor() const { return replay(cursor_); }

    friend bool operator==(const GameRecord& a, const GameRecord& b) {
        return a.gameId_ == b.gameId_ && a.startPosition_ == b.startPosition_ && a.steps_ == b.steps_ &&
               a.tags_ == b.tags_ && a.timeControls_[0] == b.timeControls_[0] &&
               a.timeControls_[1] == b.timeControls_[1];
    }

private:
    std::string gameId_ = "gomoku/freestyle/15";
    std::string startPosition_;
    std::vector<Step> steps_;
    std::size_t cursor_ = 0;
    std::map<std::string, std::string> tags_;
    TimeControl timeControls_[2];
    std::vector<std::string> readNotes_;
};

// Builds a record by playing `moves` (texts the game understands) from the initial position.
// Throws FormatError naming the first move that is not legal.
GameRecord recordFromMoves(const std::string& gameId, const std::vector<std::string>& moves,
                           const std::string& startPosition = {});

}  // namespace qipan
