// XiangqiGame: the Game facade over the Xiangqi position, rules and search.
// Cells are y * 9 + x with y = 0 the top row (rank 9, Black's back rank) and x = 0 file a; cell()
// returns the piece codes of xiangqi/piece.h. Move codes are from_cell * 90 + to_cell. moveToText() gives
// ICCS ("h2e2"); parseMove() reads ICCS, WXF and Chinese notation. Position text is FEN.
#pragma once

#include <memory>
#include <vector>

#include "core/transposition_table.h"
#include "game/game.h"
#include "xiangqi/position.h"

namespace qipan::xiangqi {

class XiangqiGame final : public Game {
public:
    XiangqiGame();
    XiangqiGame(const XiangqiGame& other);
    XiangqiGame& operator=(const XiangqiGame& other);

    std::string id() const override { return "xiangqi"; }
    GameFamily family() const override { return GameFamily::Xiangqi; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<XiangqiGame>(*this); }

    int width() const override { return kFiles; }
    int height() const override { return kRanks; }
    int cell(int x, int y) const override;

    Side sideToMove() const override { return position_.sideToMove() == kRed ? Side::First : Side::Second; }
    int ply() const override { return static_cast<int>(position_.history().size()); }
    std::vector<Move> legalMoves() const override;
    std::string illegalReason(Move move) const override;
    void play(Move move) override;
    void undo() override;
    Outcome outcome() const override;

    MoveSquares squares(Move move) const override;
    std::string moveToText(Move move) const override;
    std::optional<Move> parseMove(std::string_view text) const override;

    std::string positionText() const override { return position_.fen(); }
    bool setPosition(std::string_view text, std::string& error) override;

    std::vector<int> setupPieces() const override { return {1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15}; }
    std::string pieceName(int code) const override;
    // The checks of a FEN (pieces where they can stand, in numbers a side can have, generals not facing,
    // the side not to move not in check), and a game not over already (checkmate, no move).
    std::optional<Message> applySetup(const Setup& setup) override;

    // The general of the side to move, tagged "check" when it is in check.
    std::vector<std::pair<int, std::string>> cellMarks() const override;
    // A repetition judged a draw (neither side's perpetual check or chase) may be claimed as soon as the
    // position comes back; the game ends drawn by itself at its third occurrence and after 60 moves
    // without a capture.
    DrawClaim drawClaim() const override;
    int pliesWithoutCapture() const override { return position_.quietPlies(); }

    SearchResult search(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) override;

    // The move in Chinese notation ("炮二平五") for display; `move` must be legal now.
    std::string chineseMoveText(Move move, bool traditional = false) const;
    std::string moveToDisplay(Move move, Script script) const override {
        return script == Script::Latin ? wxfMoveText(move)
                                       : chineseMoveText(move, script == Script::ChineseTraditional);
    }
    // The move in WXF notation ("C2.5"); `move` must be legal now.
    std::string wxfMoveText(Move move) const;

    const Position& position() const { return position_; }
    // Root moves the search must not play (UCCI banmoves); cleared by play(), undo() and setPosition().
    void setBannedMoves(std::vector<Move> moves) { banned_ = std::move(moves); }
    // A table for search() to use instead of the searching thread's own; the caller guarantees that no two
    // searches use it at once (a protocol session that searches on a new thread per `go`).
    void setTable(std::shared_ptr<TranspositionTable> table) { table_ = std::move(table); }

private:
    Position position_;
    std::vector<Move> banned_;
    std::shared_ptr<TranspositionTable> table_;
};

std::unique_ptr<Game> createXiangqiGame(std::string_view id, std::string* error);

}  // namespace qipan::xiangqi
