// GomokuGame: the Game facade over the Gomoku board, rules and search. Cells are y * size + x with
// y = 0 the top row (row `size` in renju notation); a move's code is its cell. cell(): 0 empty,
// 1 black, 2 white.
//
// Position text: "black:h8,i9 white:h9 to-move:black" (lists may be empty: "black: white:"); a plain
// move sequence such as "h8i9h9" is accepted too and is replayed as moves (so it can be undone).
#pragma once

#include <memory>
#include <vector>

#include "game/game.h"
#include "gomoku/board.h"
#include "gomoku/rule.h"
#include "gomoku/search_memory.h"

namespace qipan::gomoku {

class GomokuGame final : public Game {
  public:
    // size 5..20; the registry offers only the official combinations.
    explicit GomokuGame(Rule rule = Rule::Freestyle, int size = 15);
    GomokuGame(const GomokuGame& other);
    ~GomokuGame() override;

    std::string id() const override;
    GameFamily family() const override { return GameFamily::Gomoku; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<GomokuGame>(*this); }

    int width() const override { return board_.size(); }
    int height() const override { return board_.size(); }
    int cell(int x, int y) const override;

    Side sideToMove() const override { return board_.toMove() == kBlack ? Side::First : Side::Second; }
    int ply() const override { return static_cast<int>(moves_.size()); }
    std::vector<Move> legalMoves() const override;
    std::string illegalReason(Move move) const override;
    void play(Move move) override;
    void undo() override;
    Outcome outcome() const override;

    MoveSquares squares(Move move) const override { return {-1, move.code}; }
    std::string moveToText(Move move) const override;
    std::optional<Move> parseMove(std::string_view text) const override;

    std::string positionText() const override;
    bool setPosition(std::string_view text, std::string& error) override;

    std::vector<int> setupPieces() const override { return {kBlack, kWhite}; }
    std::string pieceName(int code) const override;
    // Stones alternate from Black: as many black stones as white ones with Black to move, one more with
    // White to move. No line may be finished already, and in Renju Black has no overline.
    std::optional<Message> applySetup(const Setup& setup) override;

    // Renju, Black to move: the fouls on the board, tagged "overline" / "double-four" / "double-three".
    std::vector<std::pair<int, std::string>> cellMarks() const override;

    SearchResult search(const SearchLimits& limits, std::stop_token stop,
                        const ProgressFn& progress) override;
    // The next searches of this game ignore what the lent transposition table holds from other searches
    // (their keys get a salt never used before), so that they depend on the position and limits alone.
    void forgetSearches();

    // Renju: when true a foul is a legal move that loses at once (RIF); when false (default) a foul is
    // refused and illegalReason() names it.
    void setFoulsLose(bool lose) { foulsLose_ = lose; }
    bool foulsLose() const { return foulsLose_; }

    Rule rule() const { return board_.rule(); }
    const Board& board() const { return board_; }
    int pointOf(Move move) const;  // board point of a move code, -1 off the board
    Move moveOf(int point) const { return Move{board_.yOf(point) * board_.size() + board_.xOf(point)}; }

  private:
    Outcome judge(int lastPoint) const;

    mutable Board board_;     // foul checks place and lift stones; the position is unchanged afterwards
    std::vector<int> moves_;  // points played since the set position
    std::vector<Outcome> outcomes_;  // outcome after each of moves_
    Outcome initialOutcome_;
    bool foulsLose_ = false;
    std::unique_ptr<SearchMemory> memory_;  // borrowed at the first search, kept for the game's next moves
    std::uint64_t tableSalt_ = 0;           // forgetSearches()
};

}  // namespace qipan::gomoku

namespace qipan::gomoku {

// Makes the game for an id "gomoku/<rule>/<size>": every rule on 15x15, freestyle and standard also on
// 19x19 and 20x20. Returns nullptr with a reason otherwise.
std::unique_ptr<Game> createGomokuGame(std::string_view id, std::string* error);

}  // namespace qipan::gomoku
