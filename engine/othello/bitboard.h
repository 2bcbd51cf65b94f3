// Othello on one 64-bit word per colour. Square s = row * 8 + column: a1 = bit 0 (top left), h1 = bit 7,
// a8 = bit 56. Legal moves and flipped discs come from whole-board shifts in the eight directions, so
// no function here loops over squares. Smaller boards (6x6) live in the top-left corner of the same
// word: squares outside the board are simply never empty (the caller's `empty` excludes them), and a line
// of discs cannot run through them because they hold no disc of either colour.
#pragma once

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

// One direction of the classic "fill through opponent discs" pattern, unrolled: at most six opponent
// discs can lie between a move and the disc that closes the line.
template <int Shift>
constexpr Bits step(Bits b) {
    if constexpr (Shift > 0) return b << Shift;
    else return b >> -Shift;
}

template <int Shift>
inline Bits movesInDirection(Bits player, Bits opponentInner, Bits empty) {
    Bits t = step<Shift>(player) & opponentInner;
    t |= step<Shift>(t) & opponentInner;
    t |= step<Shift>(t) & opponentInner;
    t |= step<Shift>(t) & opponentInner;
    t |= step<Shift>(t) & opponentInner;
    t |= step<Shift>(t) & opponentInner;
    return step<Shift>(t) & empty;
}

template <int Shift>
inline Bits flipsInDirection(Bits move, Bits player, Bits opponentInner) {
    Bits f = step<Shift>(move) & opponentInner;
    f |= step<Shift>(f) & opponentInner;
    f |= step<Shift>(f) & opponentInner;
    f |= step<Shift>(f) & opponentInner;
    f |= step<Shift>(f) & opponentInner;
    f |= step<Shift>(f) & opponentInner;
    // The run counts only when the square after it holds a disc of the player.
    return (step<Shift>(f) & player) ? f : 0;
}

}  // namespace detail

// Squares of `empty` where `player` may move. `empty` must not contain discs (nor off-board squares).
inline Bits legalMoves(Bits player, Bits opponent, Bits empty) {
    using detail::movesInDirection;
    // Horizontal and diagonal runs may not cross the board's left or right edge: the opponent discs
    // they pass through are taken from columns b..g only.
    const Bits inner = opponent & 0x7e7e7e7e7e7e7e7eULL;
    return movesInDirection<1>(player, inner, empty) | movesInDirection<-1>(player, inner, empty) |
           movesInDirection<8>(player, opponent, empty) | movesInDirection<-8>(player, opponent, empty) |
           movesInDirection<9>(player, inner, empty) | movesInDirection<-9>(player, inner, empty) |
           movesInDirection<7>(player, inner, empty) | movesInDirection<-7>(player, inner, empty);
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


namespace detail {

// Masks of the lines in each direction, for finding the full ones.
inline constexpr auto kLineMasks = [] {
    struct Lines {
        Bits rows[8], columns[8], diagonals[15], antiDiagonals[15];
    } l{};
    for (int s = 0; s < 64; ++s) {
        const int c = s % 8, r = s / 8;
        l.rows[r] |= Bits{1} << s;
        l.columns[c] |= Bits{1} << s;
        l.diagonals[c - r + 7] |= Bits{1} << s;
        l.antiDiagonals[c + r] |= Bits{1} << s;
    }
    return l;
}();

}  // namespace detail

// Discs of `player` that can never be flipped on the 8x8 board: a disc is safe along a line when the
// line is full, when it sits on the board's edge across that line, or when a safe disc of its own
// colour is next to it on the line; it is stable when safe along all four lines. Grown from the
// corner-anchored edge discs until nothing changes. A lower bound on the true stable set.
inline Bits stableDiscs(Bits player, Bits opponent) {
    const Bits filled = player | opponent;
    constexpr Bits kColumnsAH = 0x8181818181818181ULL, kRows18 = 0xff000000000000ffULL;
    constexpr Bits kBorder = kColumnsAH | kRows18;
    Bits fullH = kColumnsAH, fullV = kRows18, fullD = kBorder, fullA = kBorder;
    for (int i = 0; i < 8; ++i) {
        if ((filled & detail::kLineMasks.rows[i]) == detail::kLineMasks.rows[i]) fullH |= detail::kLineMasks.rows[i];
        if ((filled & detail::kLineMasks.columns[i]) == detail::kLineMasks.columns[i]) fullV |= detail::kLineMasks.columns[i];
    }
    for (int i = 0; i < 15; ++i) {
        if ((filled & detail::kLineMasks.diagonals[i]) == detail::kLineMasks.diagonals[i]) fullD |= detail::kLineMasks.diagonals[i];
        if ((filled & detail::kLineMasks.antiDiagonals[i]) == detail::kLineMasks.antiDiagonals[i])
            fullA |= detail::kLineMasks.antiDiagonals[i];
    }
    Bits stable = edgeStableDiscs(player) | (player & fullH & fullV & fullD & fullA);
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
