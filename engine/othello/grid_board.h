// An Othello board of any even size 6..10 as a padded square array: the rules in their plainest form.
// It serves the 10x10 game (which does not fit one 64-bit word), the Game facade of every size, the
// text formats, and cross-checks of the bitboard code. Cells are y * size + x, y = 0 the top row (row 1).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace qipan::othello {

enum Disc : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };

constexpr int kPassCode = 127;  // Move::code of a pass, on every board size
constexpr int kMinSize = 6;
constexpr int kMaxSize = 10;

inline Disc discOf(Side side) { return side == Side::First ? kBlack : kWhite; }

class GridBoard {
public:
    explicit GridBoard(int size = 8);  // the standard start: d5/e4 black, d4/e5 white on 8x8

    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    Disc at(int cell) const { return static_cast<Disc>(grid_[padded(cell)]); }
    void set(int cell, Disc disc) { grid_[padded(cell)] = disc; }
    Side sideToMove() const { return toMove_; }
    void setSideToMove(Side side) { toMove_ = side; }
    int count(Disc disc) const;

    // Discs flipped if `side` plays on `cell`; 0 when the cell is occupied or flips nothing.
    int flipCount(int cell, Side side) const;
    bool canMove(Side side) const;
    std::vector<int> legalCells(Side side) const;  // ascending
    // Plays a legal move (flipping), or a pass when cell == kPassCode. Returns the flipped cells' count.
    int play(int cell);
    bool gameOver() const { return !canMove(Side::First) && !canMove(Side::Second); }
    // Final disc difference for Black with the empty squares given to the winner.
    int finalBlackMargin() const;

    // "f5" (column letter, row number from 1 at the top) or "pass"; also accepts "PA" and "@@".
    std::string cellText(int cell) const;
    std::optional<int> parseCell(std::string_view text) const;  // a cell or kPassCode

    // size*size characters X/O/- row by row from a1, a space, then X or O.
    std::string text() const;
    static std::optional<GridBoard> fromText(std::string_view text, std::string& error);

    friend bool operator==(const GridBoard&, const GridBoard&) = default;

private:
    int padded(int cell) const { return (cell / size_ + 1) * (size_ + 2) + cell % size_ + 1; }
    int flipsFrom(int p, Disc own, bool apply);

    int size_;
    Side toMove_ = Side::First;
    std::array<std::uint8_t, (kMaxSize + 2) * (kMaxSize + 2)> grid_{};
};

// Parses a transcript such as "f5d6c3" (moves may be separated by spaces; passes may be written or left
// implicit when the side to move has no move) from `board`, returning the cells played (kPassCode for
// passes, implicit ones included). On error returns nothing and explains in `error`.
std::optional<std::vector<int>> parseTranscript(GridBoard board, std::string_view text, std::string& error);

}  // namespace qipan::othello
