// Othello on one 64-bit word per colour. Square s = row * 8 + column: a1 = bit 0 (top left), h1 = bit 7,
// a8 = bit 56. Legal moves come from whole-board shifts in the eight directions (two at a time in an SSE
// register where there is one), flipped discs from the four lines through the square read as bytes in
// small tables, so no function here loops over squares. Smaller boards (6x6) live in the top-left corner of
// the same word: squares outside the board are simply never empty (the caller's `empty` excludes them), and a
// line of discs cannot run through them because they hold no disc of either colour.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "core/intrinsics.h"

// 1 where the target also has AVX-512 VL and CD, so U64x4 lanes have leading-zero counts: only in the
// solver's x86-64-v4 copy (engine/othello/endgame_x86v4.cpp), where all of this is inlined.
#if QIPAN_HAVE_U64X4 && defined(__AVX512VL__) && defined(__AVX512CD__)
#define QIPAN_HAVE_LZCNT_X4 1
#include <immintrin.h>
#else
#define QIPAN_HAVE_LZCNT_X4 0
#endif

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

#if QIPAN_HAVE_U64X2
// Two boards side by side in one SSE register: the position and its mirror image top to bottom (bytes
// reversed). Shifting both towards higher bits walks the first board up and the mirror down, so three
// directions of runs (8, 9 and 7) cover six of the eight ways, with one instruction per step for both.
using BoardPair = U64x2;

template <int Shift>
inline BoardPair movesUpward(BoardPair player, BoardPair opponent) {
    BoardPair up = opponent & (player << Shift);
    up |= opponent & (up << Shift);
    const BoardPair pairs = opponent & (opponent << Shift);
    up |= pairs & (up << (2 * Shift));
    up |= pairs & (up << (2 * Shift));
    return up << Shift;
}
#endif

}  // namespace detail

// Squares of `empty` where `player` may move. `empty` must not contain discs (nor off-board squares).
inline Bits legalMoves(Bits player, Bits opponent, Bits empty) {
    // Horizontal and diagonal runs may not cross the board's left or right edge: the opponent discs
    // they pass through are taken from columns b..g only.
    constexpr Bits kInner = 0x7e7e7e7e7e7e7e7eULL;
    const Bits inner = opponent & kInner;
#if QIPAN_HAVE_U64X2
    using detail::BoardPair;
    const BoardPair p = {player, byteSwap64(player)};
    const BoardPair o = {opponent, byteSwap64(opponent)};
    const BoardPair oInner = o & BoardPair{kInner, kInner};
    const BoardPair both =
        detail::movesUpward<8>(p, o) | detail::movesUpward<9>(p, oInner) | detail::movesUpward<7>(p, oInner);
    return (both[0] | byteSwap64(both[1]) | detail::movesAlong<1>(player, inner, ~Bits{0})) & empty;
#else
    using detail::movesAlong;
    return movesAlong<1>(player, inner, empty) | movesAlong<8>(player, opponent, empty) |
           movesAlong<9>(player, inner, empty) | movesAlong<7>(player, inner, empty);
#endif
}

inline Bits legalMoves(Bits player, Bits opponent) { return legalMoves(player, opponent, ~(player | opponent)); }

namespace detail {

// Flips line by line: the four lines through a square are each gathered into a byte (a disc's place in
// the byte is its column, or its row for the column line), the byte's outcome is read from two small
// tables, and the flipped discs are spread back onto the board. About half the instructions of walking
// eight rays, and the tables (5 KB) stay in the first-level cache.
struct LineTables {
    // outflank[p][o]: for a move at place p of a line whose places 1-6 hold opponent discs as in o (bit
    // k-1 for place k), the place just past the run of opponent discs on each side, where a disc of the
    // player would close it (none when the run is empty).
    std::uint8_t outflank[8][64];
    // flipped[p][f]: the places strictly between p and the places closing a run (f, from outflank & own).
    std::uint8_t flipped[8][256];
    std::uint8_t flippedCount[8][256];    // how many places flipped[p][f] holds
    Bits column[256];                     // places of a column byte back on column a
    Bits diagonal[64], antiDiagonal[64];  // the lines through a square towards h8 and towards a8
};

inline constexpr LineTables kLineTables = [] {
    LineTables t{};
    for (int p = 0; p < 8; ++p) {
        for (int o = 0; o < 64; ++o) {
            const int line = o << 1;
            int k = p + 1;
            while (k < 7 && (line >> k & 1)) ++k;
            if (k > p + 1 && k <= 7) t.outflank[p][o] |= static_cast<std::uint8_t>(1 << k);
            k = p - 1;
            while (k > 0 && (line >> k & 1)) --k;
            if (k < p - 1 && k >= 0) t.outflank[p][o] |= static_cast<std::uint8_t>(1 << k);
        }
        for (int f = 0; f < 256; ++f) {
            int between = 0;
            for (int k = p + 1; k < 8; ++k) {
                if (f >> k & 1) {
                    for (int j = p + 1; j < k; ++j) between |= 1 << j;
                    break;
                }
            }
            for (int k = p - 1; k >= 0; --k) {
                if (f >> k & 1) {
                    for (int j = k + 1; j < p; ++j) between |= 1 << j;
                    break;
                }
            }
            t.flipped[p][f] = static_cast<std::uint8_t>(between);
            t.flippedCount[p][f] = static_cast<std::uint8_t>(std::popcount(static_cast<unsigned>(between)));
        }
    }
    for (int f = 0; f < 256; ++f)
        for (int r = 0; r < 8; ++r)
            if (f >> r & 1) t.column[f] |= Bits{1} << (8 * r);
    for (int s = 0; s < 64; ++s) {
        const int x = s % 8, y = s / 8;
        for (int c = 0; c < 8; ++c) {
            if (const int r = y + c - x; r >= 0 && r < 8) t.diagonal[s] |= Bits{1} << (r * 8 + c);
            if (const int r = y - c + x; r >= 0 && r < 8) t.antiDiagonal[s] |= Bits{1} << (r * 8 + c);
        }
    }
    return t;
}();

// The four lines through a square (row, column, diagonal, anti-diagonal) as bytes: the move's place on
// each and the opponent's and the player's discs there. A diagonal is gathered by column (one disc per
// column, so the multiply never carries), the column by row (row r to bit r, again without carries).
struct LineBytes {
    int place[4];
    unsigned opponent[4], own[4];
};

inline unsigned diagonalByte(Bits b, Bits line) {
    return static_cast<unsigned>(((b & line) * 0x0101010101010101ULL) >> 56);
}
inline unsigned columnByte(Bits b) {
    return static_cast<unsigned>(((b & 0x0101010101010101ULL) * 0x0102040810204080ULL) >> 56);
}

inline LineBytes lineBytes(int square, Bits player, Bits opponent) {
    const int x = square & 7, y = square >> 3;
    const Bits d = kLineTables.diagonal[square], a = kLineTables.antiDiagonal[square];
    return {{x, y, x, x},
            {static_cast<unsigned>(opponent >> (8 * y)) & 0xff, columnByte(opponent >> x), diagonalByte(opponent, d),
             diagonalByte(opponent, a)},
            {static_cast<unsigned>(player >> (8 * y)) & 0xff, columnByte(player >> x), diagonalByte(player, d),
             diagonalByte(player, a)}};
}

// The run-closing places of line i: outflank within the player's discs.
inline unsigned closing(const LineBytes& l, int i) {
    return kLineTables.outflank[l.place[i]][(l.opponent[i] >> 1) & 63] & l.own[i];
}

}  // namespace detail

// Discs of `opponent` flipped when `player` moves on the empty square `square` (0 when the move flips
// nothing), line by line through detail::kLineTables, each line's flipped places spread back onto it.
inline Bits flips(int square, Bits player, Bits opponent) {
    using namespace detail;
    const LineBytes l = lineBytes(square, player, opponent);
    const auto flipped = [&](int i) { return Bits{kLineTables.flipped[l.place[i]][closing(l, i)]}; };
    const int x = square & 7, y = square >> 3;
    return (flipped(0) << (8 * y)) | (kLineTables.column[flipped(1)] << x) |
           ((flipped(2) * 0x0101010101010101ULL) & kLineTables.diagonal[square]) |
           ((flipped(3) * 0x0101010101010101ULL) & kLineTables.antiDiagonal[square]);
}

#if QIPAN_HAVE_U64X4
// Where AVX2 is there (the exact solver's x86-64-v3 copy, endgame_x86v3.cpp): the four line directions
// (1, 8, 9, 7) in the four lanes of one register, each lane shifted by its own count, both ways. Always
// inlined, so no other object can link to this code.
namespace detail {
using qipan::U64x4;
inline constexpr U64x4 kShift = {1, 8, 9, 7};
QIPAN_ALWAYS_INLINE inline U64x4 broadcast(Bits b) { return U64x4{b, b, b, b}; }
// Horizontal and diagonal runs may not cross the board's left or right edge (as in legalMoves).
QIPAN_ALWAYS_INLINE inline U64x4 linesOf(Bits opponent) {
    constexpr Bits kInner = 0x7e7e7e7e7e7e7e7eULL;
    return broadcast(opponent) & U64x4{kInner, ~Bits{0}, kInner, kInner};
}
}  // namespace detail

// The runs of opponent discs next to `from` each way on each lane's line, up to six long, grown by
// doubling as in detail::movesAlong; `o` is the opponent's discs as linesOf() gives them.
struct RunsAvx2 {
    detail::U64x4 up, down;
};
QIPAN_ALWAYS_INLINE inline RunsAvx2 runsAvx2(detail::U64x4 from, detail::U64x4 o) {
    using detail::kShift;
    using detail::U64x4;
    U64x4 up = o & (from << kShift);
    U64x4 down = o & (from >> kShift);
    up |= o & (up << kShift);
    down |= o & (down >> kShift);
    const U64x4 pairsUp = o & (o << kShift);
    const U64x4 pairsDown = pairsUp >> kShift;
    const U64x4 shift2 = kShift + kShift;
    up |= pairsUp & (up << shift2);
    down |= pairsDown & (down >> shift2);
    up |= pairsUp & (up << shift2);
    down |= pairsDown & (down >> shift2);
    return {up, down};
}

// legalMoves(): the squares just past the runs that start next to the player's discs.
QIPAN_ALWAYS_INLINE inline Bits legalMovesAvx2(Bits player, Bits opponent, Bits empty) {
    using detail::kShift;
    const auto [up, down] = runsAvx2(detail::broadcast(player), detail::linesOf(opponent));
    const detail::U64x4 moves = (up << kShift) | (down >> kShift);
    return (moves[0] | moves[1] | moves[2] | moves[3]) & empty;
}

namespace detail {
// Per square, the squares past it on each lane's line towards higher bits (directions 1, 8, 9, 7).
struct alignas(32) LinesUp {
    Bits lane[4];
};
inline constexpr std::array<LinesUp, 64> kLinesUp = [] {
    std::array<LinesUp, 64> t{};
    constexpr int dx[4] = {1, 0, 1, -1}, dy[4] = {0, 1, 1, 1};
    for (int s = 0; s < 64; ++s) {
        for (int d = 0; d < 4; ++d) {
            Bits line = 0;
            for (int x = s % 8 + dx[d], y = s / 8 + dy[d]; x >= 0 && x < 8 && y < 8; x += dx[d], y += dy[d])
                line |= Bits{1} << (8 * y + x);
            t[static_cast<std::size_t>(s)].lane[d] = line;
        }
    }
    return t;
}();
#if QIPAN_HAVE_LZCNT_X4
// The same towards lower bits (directions -1, -8, -9, -7).
inline constexpr std::array<LinesUp, 64> kLinesDown = [] {
    std::array<LinesUp, 64> t{};
    constexpr int dx[4] = {-1, 0, -1, 1}, dy[4] = {0, -1, -1, -1};
    for (int s = 0; s < 64; ++s) {
        for (int d = 0; d < 4; ++d) {
            Bits line = 0;
            for (int x = s % 8 + dx[d], y = s / 8 + dy[d]; x >= 0 && x < 8 && y >= 0; x += dx[d], y += dy[d])
                line |= Bits{1} << (8 * y + x);
            t[static_cast<std::size_t>(s)].lane[d] = line;
        }
    }
    return t;
}();
#endif
}  // namespace detail

// flips(): on the lines towards higher bits, the first square past the move that is not the opponent's
// is the lowest of the line's other squares (x & -x), and the discs before it flip when it is the
// player's; towards lower bits, the runs that start next to the move, kept where a disc of the player
// closes them (a run's far end is the highest square, which has no such trick).
namespace detail {
// The discs that flip on the lines towards higher bits, per lane (`p` the player's discs in every lane).
QIPAN_ALWAYS_INLINE inline U64x4 flipsUp(int square, U64x4 p, Bits opponent) {
    const U64x4 lineUp = *reinterpret_cast<const U64x4*>(kLinesUp[static_cast<std::size_t>(square)].lane);
    const U64x4 open = lineUp & ~broadcast(opponent);
    const U64x4 outflank = open & (U64x4{} - open) & p;
    return (outflank + reinterpret_cast<U64x4>(outflank != 0)) & lineUp;  // below the outflank, 0 if none
}
}  // namespace detail

QIPAN_ALWAYS_INLINE inline Bits flipsAvx2(int square, Bits player, Bits opponent) {
    using detail::kShift;
    using detail::U64x4;
    const U64x4 p = detail::broadcast(player);
    const U64x4 up = detail::flipsUp(square, p, opponent);
    const U64x4 o = detail::linesOf(opponent);
    U64x4 down = o & (detail::broadcast(bit(square)) >> kShift);
    down |= o & (down >> kShift);
    const U64x4 pairsDown = o & (o >> kShift);
    const U64x4 shift2 = kShift + kShift;
    down |= pairsDown & (down >> shift2);
    down |= pairsDown & (down >> shift2);
    const U64x4 closedDown = reinterpret_cast<U64x4>(((down >> kShift) & p) != 0);
    const U64x4 flipped = up | (down & closedDown);
    return flipped[0] | flipped[1] | flipped[2] | flipped[3];
}

#if QIPAN_HAVE_LZCNT_X4
// flips() where AVX-512 counts each lane's leading zeros (the solver's x86-64-v4 copy): towards lower
// bits too, the first square past the move that is not the opponent's is found at once, as the highest
// square of `line & ~opponent`; the discs between it and the move flip when it is the player's (where it
// is not, or there is none, `high` is 0 and the mask below is empty).
namespace detail {
// Per lane, the highest set bit of x alone (0 for a zero lane): the top bit moved right by x's count of
// leading zeros. The intrinsic's shift gives 0 for a count of 64 (an empty lane), where the vector
// extension's `>>` would leave it undefined.
QIPAN_ALWAYS_INLINE inline U64x4 lanesHighestBit(U64x4 x) {
    const __m256i zeros = _mm256_lzcnt_epi64(reinterpret_cast<__m256i>(x));
    return reinterpret_cast<U64x4>(_mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(Bits{1} << 63)), zeros));
}
}  // namespace detail

QIPAN_ALWAYS_INLINE inline Bits flipsAvx512(int square, Bits player, Bits opponent) {
    using detail::U64x4;
    const U64x4 p = detail::broadcast(player);
    const U64x4 lineDown = *reinterpret_cast<const U64x4*>(detail::kLinesDown[static_cast<std::size_t>(square)].lane);
    const U64x4 high = detail::lanesHighestBit(lineDown & ~detail::broadcast(opponent)) & p;
    const U64x4 down = lineDown & ~((high << 1) - 1);  // above the outflank; none when high is 0
    const U64x4 flipped = detail::flipsUp(square, p, opponent) | down;
    return flipped[0] | flipped[1] | flipped[2] | flipped[3];
}
#endif
#endif

// popcount(flips(square, player, opponent)) without spreading the flipped discs back onto the board:
// the score of the last move needs only the count.
inline int flipCount(int square, Bits player, Bits opponent) {
    using namespace detail;
    const LineBytes l = lineBytes(square, player, opponent);
    int count = 0;
    for (int i = 0; i < 4; ++i) count += kLineTables.flippedCount[l.place[i]][closing(l, i)];
    return count;
}

// flipCount(square, player, ~(player | bit(square))) on the full 8x8 board with `square` its only empty
// square: every other square holds a disc, so on each line the discs up to the player's nearest own disc
// on either side flip, and flippedCount read with the player's own discs as the closing places counts
// them. Places off a short diagonal hold no own disc and lie past its ends, so they are never counted.
inline int lastFlipCount(int square, Bits player) {
    using namespace detail;
    const int x = square & 7, y = square >> 3;
    const auto& count = kLineTables.flippedCount;
    return count[x][(player >> (8 * y)) & 0xff] + count[y][columnByte(player >> x)] +
           count[x][diagonalByte(player, kLineTables.diagonal[square])] +
           count[x][diagonalByte(player, kLineTables.antiDiagonal[square])];
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
inline constexpr auto kEdgeRuns = [] {
    std::array<std::array<Bits, 2>, 64> runs{};
    for (int s = 0; s < 64; ++s) {
        const int x = s % 8, y = s / 8;
        if (y == 0 || y == 7) {  // along the row (a corner's run to itself is the corner alone)
            for (int i = 0; i < 8; ++i) runs[s][i > x] |= i == x ? 0 : bit(y * 8 + i);
        } else if (x == 0 || x == 7) {
            for (int j = 0; j < 8; ++j) runs[s][j > y] |= j == y ? 0 : bit(j * 8 + x);
        }
        runs[s][0] |= bit(s);
        runs[s][1] |= bit(s);
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

#if QIPAN_HAVE_U64X4
// stableDiscs() with the four line directions (1, 8, 9, 7) in the lanes of one register: the same
// discs. A square's line is full when the runs of discs from it to the board's edge both ways are
// unbroken (doubling runs of 1, 2 and 4 steps, where a square within that many steps of the edge
// counts the missing part as full).
QIPAN_ALWAYS_INLINE inline Bits stableDiscsAvx2(Bits player, Bits opponent) {
    using detail::kShift;
    using detail::U64x4;
    using detail::columnsFrom;
    using detail::rowsFrom;
    constexpr Bits a = columnsFrom(0, 1), ab = columnsFrom(0, 2), ad = columnsFrom(0, 4);
    constexpr Bits h = columnsFrom(7, 1), gh = columnsFrom(6, 2), eh = columnsFrom(4, 4);
    constexpr Bits r1 = rowsFrom(0, 1), r12 = rowsFrom(0, 2), r14 = rowsFrom(0, 4);
    constexpr Bits r8 = rowsFrom(7, 1), r78 = rowsFrom(6, 2), r58 = rowsFrom(4, 4);
    // The squares a run towards higher bits (up) or lower bits (down) of 1, 2 or 4 steps would leave
    // the board from, lane by lane: along the row, the column, towards h8 and towards a8.
    constexpr U64x4 up1 = {h, r8, h | r8, a | r8}, up2 = {gh, r78, gh | r78, ab | r78}, up4 = {eh, r58, eh | r58, ad | r58};
    constexpr U64x4 down1 = {a, r1, a | r1, h | r1}, down2 = {ab, r12, ab | r12, gh | r12},
                    down4 = {ad, r14, ad | r14, eh | r14};
    const U64x4 filled = detail::broadcast(player | opponent);
    U64x4 up = filled & ((filled >> kShift) | up1);
    U64x4 down = filled & ((filled << kShift) | down1);
    up &= (up >> (kShift + kShift)) | up2;
    down &= (down << (kShift + kShift)) | down2;
    up &= (up >> (kShift * 4)) | up4;
    down &= (down << (kShift * 4)) | down4;
    // Safe along a line: full, or on the board's edge across it.
    constexpr Bits kColumnsAH = a | h, kRows18 = r1 | r8, kBorder = kColumnsAH | kRows18;
    const U64x4 safe = (up & down) | U64x4{kColumnsAH, kRows18, kBorder, kBorder};
    // Next to a stable disc of its own colour on the line: a shift each way, without wrapping a row.
    constexpr U64x4 keepUp = {kNotColumnA, ~Bits{0}, kNotColumnA, kNotColumnH};
    constexpr U64x4 keepDown = {kNotColumnH, ~Bits{0}, kNotColumnH, kNotColumnA};
    const auto allLanes = [](U64x4 v) { return v[0] & v[1] & v[2] & v[3]; };
    Bits stable = player & allLanes(safe);
    for (Bits previous = 0; stable != previous;) {
        previous = stable;
        const U64x4 s = detail::broadcast(stable);
        stable |= player & allLanes(safe | ((s << kShift) & keepUp) | ((s >> kShift) & keepDown));
    }
    return stable;
}
#endif

}  // namespace qipan::othello
