// Othello on one 64-bit word per colour. Square s = row * 8 + column: a1 = bit 0 (top left), h1 = bit 7,
// a8 = bit 56. Legal moves and flipped discs come from whole-board shifts in the eight directions, so
// no function here loops over squares. Smaller boards (6x6) live in the top-left corner of the same
// word: squares outside the board are simply never empty (the caller's `empty` excludes them), and a line
// of discs cannot run through them because they hold no disc of either colour.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace qipan::othello {

using Bits = std::uint64_t;

constexpr Bits kNotColumnA = 0xfefefefefefefefeULL;  // after a shift towards h, column a is wrap-around
constexpr Bits kNotColumnH = 0x7f7f7f7f7f7f7f7fULL;  // after a shift towards a, column h is wrap-around
constexpr Bits kCorners = 0x8100000000000081ULL;

constexpr Bits bit(int square) { return Bits{1} << square; }
inline int popcount(Bits b) { return std::popcount(b); }
inline int firstSquare(Bits b) { return std::countr_zero(b); }

// Squares with a disc adjacent in any direction (used for potential mobility and frontier discs).
constexpr Bits neighbours(Bits b) {
    const Bits h = ((b << 1) & kNotColumnA) | ((b >> 1) & kNotColumnH);
    const Bits row = b | h;
    return h | (row << 8) | (row >> 8);
}

namespace detail {

// Moves along one line direction, both ways at once (towards higher bits by Shift and towards lower
// bits by Shift), by doubling: runs of opponent discs next to a player's disc grow 1, 2, 4, 6 long in
// four steps instead of six, because `pairs` (an opponent disc with another one before it) lets a run
// jump two squares at a time. At most six opponent discs lie between a move and its closing disc.
template <int Shift>
inline Bits movesAlong(Bits player, Bits opponentInner, Bits empty) {
    Bits up = opponentInner & (player << Shift);
    Bits down = opponentInner & (player >> Shift);
    up |= opponentInner & (up << Shift);
    down |= opponentInner & (down >> Shift);
    const Bits pairsUp = opponentInner & (opponentInner << Shift);
    const Bits pairsDown = pairsUp >> Shift;
    up |= pairsUp & (up << (2 * Shift));
    down |= pairsDown & (down >> (2 * Shift));
    up |= pairsUp & (up << (2 * Shift));
    down |= pairsDown & (down >> (2 * Shift));
    return ((up << Shift) | (down >> Shift)) & empty;
}

}  // namespace detail

// Squares of `empty` where `player` may move. `empty` must not contain discs (nor off-board squares).
inline Bits legalMoves(Bits player, Bits opponent, Bits empty) {
    using detail::movesAlong;
    // Horizontal and diagonal runs may not cross the board's left or right edge: the opponent discs
    // they pass through are taken from columns b..g only.
    const Bits inner = opponent & 0x7e7e7e7e7e7e7e7eULL;
    return movesAlong<1>(player, inner, empty) | movesAlong<8>(player, opponent, empty) |
           movesAlong<9>(player, inner, empty) | movesAlong<7>(player, inner, empty);
}

inline Bits legalMoves(Bits player, Bits opponent) { return legalMoves(player, opponent, ~(player | opponent)); }

// Rays from each square to the board's edge in the eight directions (the square itself excluded):
// directions 0-3 run towards higher bits (+1, +7, +8, +9), 4-7 towards lower bits (-1, -7, -8, -9).
inline constexpr auto kRays = [] {
    struct Rays {
        Bits ray[64][8];
    } r{};
    constexpr int dx[8] = {1, -1, 0, 1, -1, 1, 0, -1};
    constexpr int dy[8] = {0, 1, 1, 1, 0, -1, -1, -1};
    for (int s = 0; s < 64; ++s)
        for (int d = 0; d < 8; ++d)
            for (int x = s % 8 + dx[d], y = s / 8 + dy[d]; x >= 0 && x < 8 && y >= 0 && y < 8; x += dx[d], y += dy[d])
                r.ray[s][d] |= Bits{1} << (y * 8 + x);
    return r;
}();

// Discs of `opponent` flipped when `player` moves on `square` (0 when the move flips nothing). Along
// each ray the first square that is not the opponent's is found with one bit trick (lowest bit for
// rays towards higher bits, highest bit for the others); the run before it flips if it is the player's.
inline Bits flips(int square, Bits player, Bits opponent) {
    const Bits(&ray)[8] = kRays.ray[square];
    Bits flipped = 0;
    for (int d = 0; d < 4; ++d) {
        const Bits stop = ~opponent & ray[d];
        const Bits first = stop & (Bits{0} - stop);
        flipped |= (first & player) ? (first - 1) & ray[d] : 0;
    }
    for (int d = 4; d < 8; ++d) {
        const Bits stop = (~opponent & ray[d]) | 1;  // bit 0 as a sentinel when the whole ray is opponent
        const Bits first = Bits{1} << (63 - std::countl_zero(stop));
        flipped |= (first & player & ray[d]) ? ray[d] & ~((first << 1) - 1) : 0;
    }
    return flipped;
}

// Discs that can never flip along the board's edges and from filled lines is more work; this cheap
// lower bound counts discs connected to an owned corner along the two edges through it.
inline Bits edgeStableDiscs(Bits player) {
    Bits stable = player & kCorners;
    if (!stable) return 0;
    constexpr Bits kRow1 = 0xffULL, kRow8 = 0xff00000000000000ULL;
    constexpr Bits kColA = 0x0101010101010101ULL, kColH = 0x8080808080808080ULL;
    // Grow from the corners along the edges through the player's own discs: at most 7 steps.
    for (int i = 0; i < 6; ++i) {
        stable |= player & ((((stable << 1) & kNotColumnA) | ((stable >> 1) & kNotColumnH)) & (kRow1 | kRow8));
        stable |= player & (((stable << 8) | (stable >> 8)) & (kColA | kColH));
    }
    return stable;
}

// For each square of the board's edge, the two runs along the edge from it to the corners at either
// end, the square included (a corner's runs are the corner alone). A disc there is anchored to a corner,
// and so stable along the edge, when one of its runs is all its own: the same discs edgeStableDiscs()
// finds by growing from the corners.
constexpr auto kEdgeRuns = [] {
    std::array<std::array<Bits, 2>, 64> runs{};
    for (int s = 0; s < 64; ++s) {
        const int x = s % 8, y = s / 8;
        const bool row = y == 0 || y == 7, column = x == 0 || x == 7;
        if (row && column) {
            runs[s] = {bit(s), bit(s)};
        } else if (row) {
            for (int i = 0; i < 8; ++i) runs[s][i > x] |= i == x ? 0 : bit(y * 8 + i);
            runs[s][0] |= bit(s);
            runs[s][1] |= bit(s);
        } else if (column) {
            for (int j = 0; j < 8; ++j) runs[s][j > y] |= j == y ? 0 : bit(j * 8 + x);
            runs[s][0] |= bit(s);
            runs[s][1] |= bit(s);
        }
    }
    return runs;
}();

// Whether the disc of `player` on edge square `square` is in edgeStableDiscs(player), by two tests
// instead of growing the whole set (move ordering asks about one square).
inline bool edgeAnchored(int square, Bits player) {
    const auto& runs = kEdgeRuns[square];
    return (player & runs[0]) == runs[0] || (player & runs[1]) == runs[1];
}

// Squares whose line in each direction is full (every square of it holds a disc), as four masks.
struct FullLines {
    Bits horizontal, vertical, diagonal, antiDiagonal;
};

namespace detail {

// Columns a..d, a..b, a and rows 1..4, 1..2, 1 (and their mirrors h..e, h..g, h and 8..5, 8..7, 8).
constexpr Bits columnsFrom(int first, int count) {
    Bits b = 0;
    for (int c = first; c < first + count; ++c) b |= Bits{0x0101010101010101ULL} << c;
    return b;
}
constexpr Bits rowsFrom(int first, int count) {
    Bits b = 0;
    for (int r = first; r < first + count; ++r) b |= Bits{0xff} << (8 * r);
    return b;
}

// Runs of `filled` towards higher bits by `Step` (9: towards h8, 7: towards a8), or towards lower bits
// when Step is negative. `EdgeColumn` is the column the run leaves the board by (7 for h, 0 for a).
template <int Step, int EdgeColumn>
constexpr Bits runToEdge(Bits filled) {
    constexpr bool up = Step > 0;
    constexpr int shift = up ? Step : -Step;
    constexpr int firstColumn1 = EdgeColumn == 7 ? 7 : 0, firstColumn2 = EdgeColumn == 7 ? 6 : 0, firstColumn4 = EdgeColumn == 7 ? 4 : 0;
    constexpr int firstRow1 = up ? 7 : 0, firstRow2 = up ? 6 : 0, firstRow4 = up ? 4 : 0;
    constexpr Bits edge1 = columnsFrom(firstColumn1, 1) | rowsFrom(firstRow1, 1);
    constexpr Bits edge2 = columnsFrom(firstColumn2, 2) | rowsFrom(firstRow2, 2);
    constexpr Bits edge4 = columnsFrom(firstColumn4, 4) | rowsFrom(firstRow4, 4);
    const auto toward = [](Bits b, int n) { return up ? b >> n : b << n; };
    Bits run = filled & (toward(filled, shift) | edge1);
    run &= toward(run, 2 * shift) | edge2;
    run &= toward(run, 4 * shift) | edge4;
    return run;
}

}  // namespace detail

// Rows and columns fold by shifts; a diagonal is full at a square when the run of discs from it to the
// board's edge is unbroken both ways, found by doubling runs of 1, 2 and 4 steps. A square at the edge
// (or whose run of 2 or 4 would leave the board) counts its missing part as full, so runs stop at the
// board's edge instead of wrapping to the next row.
constexpr FullLines fullLines(Bits filled) {
    Bits h = filled & (filled >> 1);
    h &= h >> 2;
    h &= h >> 4;
    Bits v = filled & (filled >> 8);
    v &= v >> 16;
    v &= v >> 32;
    using detail::runToEdge;
    return {(h & 0x0101010101010101ULL) * 0xff, (v & 0xff) * 0x0101010101010101ULL,
            runToEdge<9, 7>(filled) & runToEdge<-9, 0>(filled), runToEdge<7, 0>(filled) & runToEdge<-7, 7>(filled)};
}

// Discs of `player` that can never be flipped on the 8x8 board: a disc is safe along a line when the
// line is full, when it sits on the board's edge across that line, or when a safe disc of its own
// colour is next to it on the line; it is stable when safe along all four lines. Grown from the discs
// safe on all four lines without help (owned corners among them) until nothing changes; the discs
// anchored to a corner along an edge follow from the rule, so they need no separate seed (2x faster).
// A lower bound on the true stable set.
inline Bits stableDiscs(Bits player, Bits opponent) {
    constexpr Bits kColumnsAH = 0x8181818181818181ULL, kRows18 = 0xff000000000000ffULL;
    constexpr Bits kBorder = kColumnsAH | kRows18;
    const FullLines full = fullLines(player | opponent);
    const Bits fullH = full.horizontal | kColumnsAH, fullV = full.vertical | kRows18;
    const Bits fullD = full.diagonal | kBorder, fullA = full.antiDiagonal | kBorder;
    Bits stable = player & fullH & fullV & fullD & fullA;
    for (Bits previous = 0; stable != previous;) {
        previous = stable;
        const Bits h = fullH | ((stable << 1) & kNotColumnA) | ((stable >> 1) & kNotColumnH);
        const Bits v = fullV | (stable << 8) | (stable >> 8);
        const Bits d = fullD | ((stable << 9) & kNotColumnA) | ((stable >> 9) & kNotColumnH);
        const Bits a = fullA | ((stable << 7) & kNotColumnH) | ((stable >> 7) & kNotColumnA);
        stable |= player & h & v & d & a;
    }
    return stable;
}

}  // namespace qipan::othello
