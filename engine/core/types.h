// Basic value types shared by every game: the side to move and an opaque move code.
#pragma once

#include <cstdint>
#include <iosfwd>

namespace qipan {

// First = the side that moves first: Black in Gomoku and Othello, Red in Xiangqi.
enum class Side : std::uint8_t { First = 0, Second = 1 };

constexpr Side opposite(Side s) { return s == Side::First ? Side::Second : Side::First; }
constexpr int index(Side s) { return static_cast<int>(s); }
std::ostream& operator<<(std::ostream& out, Side side);  // "first" / "second", for logs and tests

// A move is a small integer whose meaning belongs to one game (a point for Gomoku, a square or pass
// for Othello, from/to squares for Xiangqi). It fits in 16 bits so transposition entries stay small.
struct Move {
    std::int32_t code = -1;

    static constexpr Move none() { return Move{}; }
    constexpr bool isNone() const { return code < 0; }
    friend constexpr bool operator==(Move a, Move b) = default;
};

}  // namespace qipan
