// OthelloGame: the Game facade for Othello on 6x6, 8x8 and 10x10 ("othello/6", "othello/8",
// "othello/10"). Cells are y * size + x, y = 0 the top row (row 1); a move's code is its cell, or
// kPassCode for a pass, which is the one legal move of a side that cannot place a disc. cell(): 0 empty,
// 1 black (X, moves first), 2 white (O).
//
// Position text: size*size characters X/O/- from a1 row by row, a space and the side to move; a
// transcript such as "f5d6c3" (passes implicit) is accepted too and replayed as moves from the start.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "game/game.h"
#include "othello/grid_board.h"

namespace qipan::othello {

class MidgameSearch;

class OthelloGame final : public Game {
public:
    explicit OthelloGame(int size = 8);
    OthelloGame(const OthelloGame& other);
    OthelloGame& operator=(const OthelloGame& other);  // copies the game, keeps this one's search tables
    ~OthelloGame() override;

    std::string id() const override { return "othello/" + std::to_string(board_.size()); }
    GameFamily family() const override { return GameFamily::Othello; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<OthelloGame>(*this); }

    int width() const override { return board_.size(); }
    int height() const override { return board_.size(); }
    int cell(int x, int y) const override { return board_.at(y * board_.size() + x); }

    Side sideToMove() const override { return board_.sideToMove(); }
    int ply() const override { return static_cast<int>(history_.size()); }
    std::vector<Move> legalMoves() const override;
    std::string illegalReason(Move move) const override;
    void play(Move move) override;
    void undo() override;
    Outcome outcome() const override;

    MoveSquares squares(Move move) const override { return {-1, move.code == kPassCode ? -1 : move.code}; }
    std::string moveToText(Move move) const override { return board_.cellText(move.code); }
    std::optional<Move> parseMove(std::string_view text) const override;

    std::string positionText() const override { return board_.text(); }
    bool setPosition(std::string_view text, std::string& error) override;

    std::vector<std::pair<int, std::string>> cellMarks() const override;

    std::vector<int> setupPieces() const override { return {kBlack, kWhite}; }
    std::string pieceName(int code) const override;
    // The four centre squares are never empty, and one side at least has a move.
    std::optional<Message> applySetup(const Setup& setup) override;

    SearchResult search(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) override;
    // "+6 discs" (scores are hundredths of a disc of final margin).
    ScoreText scoreParts(int score) const override;

    const GridBoard& board() const { return board_; }

private:
    GridBoard board_;
    std::vector<GridBoard> history_;  // boards before each move played
    std::unique_ptr<MidgameSearch> search_;
};

// Registry entry: "othello/6", "othello/8", "othello/10".
std::unique_ptr<Game> createOthelloGame(std::string_view id, std::string* error);

}  // namespace qipan::othello
