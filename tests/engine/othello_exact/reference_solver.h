// A plain Othello endgame solver for checking the engine, written to be read rather than to be fast and
// sharing no code with it. The board is any size from 4x4 to 10x10 (cells y * size + x, one bit each in a
// word per colour: 64 bits up to 8x8, 128 bits above); moves are found direction by direction and flips by
// walking from the move. The search is negamax with alpha-beta and nothing else: no tables, no stability or
// other cutoffs, no aspiration. Moves are ordered (fewest replies first), which saves time and cannot change
// a value. The final score is the disc difference for the side to move, the empty squares going to the
// winner, as in tournament play.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

namespace qipan::othello::reference {

// 128 cells in two 64-bit words (10x10 boards), with the few operators the board below uses.
struct Cells128 {
    std::uint64_t low = 0, high = 0;
    Cells128() = default;
    Cells128(std::uint64_t value) : low(value) {}  // NOLINT: converts like a built-in integer
    friend Cells128 operator&(Cells128 a, Cells128 b) { return {a.low & b.low, a.high & b.high}; }
    friend Cells128 operator|(Cells128 a, Cells128 b) { return {a.low | b.low, a.high | b.high}; }
    friend Cells128 operator~(Cells128 a) { return {~a.low, ~a.high}; }
    friend Cells128 operator<<(Cells128 a, int n) {
        if (n >= 64) return {0, a.low << (n - 64)};
        if (n == 0) return a;
        return {a.low << n, (a.high << n) | (a.low >> (64 - n))};
    }
    friend Cells128 operator>>(Cells128 a, int n) {
        if (n >= 64) return {a.high >> (n - 64), 0};
        if (n == 0) return a;
        return {(a.low >> n) | (a.high << (64 - n)), a.high >> n};
    }
    Cells128& operator&=(Cells128 b) { return *this = *this & b; }
    Cells128& operator|=(Cells128 b) { return *this = *this | b; }
    explicit operator bool() const { return (low | high) != 0; }

private:
    Cells128(std::uint64_t l, std::uint64_t h) : low(l), high(h) {}
};

inline int countOf(std::uint64_t cells) {
    return std::popcount(cells);
}
inline int countOf(Cells128 cells) {
    return std::popcount(cells.low) + std::popcount(cells.high);
}

// What does not change during a game: the board's size, its cells, and the eight directions as a shift
// (towards higher cells or lower ones) and the cells a step may land on without wrapping round an edge.
template <class Cells>
struct Geometry {
    int size = 0;
    Cells all = 0, corners = 0, edges = 0;  // edges include the corners
    int shift[8] = {};
    bool towardsHigher[8] = {};
    Cells landing[8] = {};

    explicit Geometry(int n) : size(n) {
        Cells notFirstColumn = 0, notLastColumn = 0;
        for (int c = 0; c < n * n; ++c) {
            const int x = c % n, y = c / n;
            const Cells cell = Cells{1} << c;
            all |= cell;
            if (x != 0) notFirstColumn |= cell;
            if (x != n - 1) notLastColumn |= cell;
            const bool xEdge = x == 0 || x == n - 1, yEdge = y == 0 || y == n - 1;
            if (xEdge && yEdge) corners |= cell;
            if (xEdge || yEdge) edges |= cell;
        }
        // East, west, south, north, south-east, north-west, south-west, north-east.
        const int shifts[8] = {1, 1, n, n, n + 1, n + 1, n - 1, n - 1};
        const Cells landings[8] = {notFirstColumn, notLastColumn, all,           all,
                                   notFirstColumn, notLastColumn, notLastColumn, notFirstColumn};
        for (int d = 0; d < 8; ++d) {
            shift[d] = shifts[d];
            towardsHigher[d] = d % 2 == 0;
            landing[d] = landings[d] & all;
        }
    }
};

template <class Cells>
class Board {
public:
    Board() = default;  // no board yet: only to be assigned
    // `text`: size*size characters X/O/- row by row from a1, a space, then the side to move (X or O).
    explicit Board(const std::string& text) {
        const std::size_t space = text.find(' ');
        int n = 0;
        while (static_cast<std::size_t>(n * n) < space) ++n;
        if (space == std::string::npos || n * n != static_cast<int>(space) || n < 4 ||
            n * n > static_cast<int>(8 * sizeof(Cells)) || space + 1 >= text.size())
            throw std::invalid_argument("reference board: bad text '" + text + "'");
        geometry_ = &geometryOf(n);
        const char mover = text[space + 1], other = mover == 'X' ? 'O' : 'X';
        for (int c = 0; c < n * n; ++c) {
            if (text[c] == mover) own_ |= one(c);
            if (text[c] == other) theirs_ |= one(c);
        }
    }

    int size() const { return geometry_->size; }
    Cells own() const { return own_; }  // the side to move's discs
    Cells theirs() const { return theirs_; }
    Cells empty() const { return geometry_->all & ~(own_ | theirs_); }
    Cells corners() const { return geometry_->corners; }
    Cells edges() const { return geometry_->edges; }
    static Cells one(int cell) { return Cells{1} << cell; }

    // One step from every cell of `cells` in direction `d` (0..7), dropping steps that leave the board.
    Cells step(Cells cells, int d) const {
        const Geometry<Cells>& g = *geometry_;
        return (g.towardsHigher[d] ? cells << g.shift[d] : cells >> g.shift[d]) & g.landing[d];
    }

    // The side to move's legal moves.
    Cells moves() const {
        Cells result = 0;
        for (int d = 0; d < 8; ++d) {
            // Grow runs of the opponent's discs from ours, one step at a time, until they stop growing.
            Cells run = step(own_, d) & theirs_;
            for (Cells front = run; front;) {
                front = step(front, d) & theirs_;
                run |= front;
            }
            result |= step(run, d) & empty();
        }
        return result;
    }

    // The discs the side to move flips by playing on the empty `cell`.
    Cells flips(int cell) const {
        Cells flipped = 0;
        for (int d = 0; d < 8; ++d) {
            Cells run = 0, at = step(one(cell), d);
            while (at & theirs_) {
                run |= at;
                at = step(at, d);
            }
            if (at & own_) flipped |= run;
        }
        return flipped;
    }

    // The position after the side to move plays `cell`, seen from the other side.
    Board after(int cell) const {
        const Cells changed = flips(cell) | one(cell);
        Board next = *this;
        next.own_ = theirs_ & ~changed;
        next.theirs_ = own_ | changed;
        return next;
    }
    Board passed() const {
        Board next = *this;
        next.own_ = theirs_;
        next.theirs_ = own_;
        return next;
    }

    // Disc difference for the side to move, the empty squares going to whoever has more discs.
    int finalScore() const {
        const int mine = count(own_), other = count(theirs_), empties = count(empty());
        if (mine > other) return mine - other + empties;
        if (mine < other) return mine - other - empties;
        return 0;
    }
    static int count(Cells c) { return countOf(c); }

private:
    // One geometry per size, made when first asked for (the tests run on one thread).
    static const Geometry<Cells>& geometryOf(int n) {
        static std::unique_ptr<const Geometry<Cells>> sizes[11];
        if (!sizes[n]) sizes[n] = std::make_unique<const Geometry<Cells>>(n);
        return *sizes[n];
    }

    const Geometry<Cells>* geometry_ = nullptr;
    Cells own_ = 0, theirs_ = 0;
};

// Negamax with alpha-beta: the exact score when it lies strictly between alpha and beta, else a bound on
// the same side (at most alpha, or at least beta). `nodes` counts the positions visited.
template <class Cells>
int negamax(const Board<Cells>& board, int alpha, int beta, bool opponentPassed, std::uint64_t& nodes) {
    ++nodes;
    const Cells moves = board.moves();
    if (!moves) {
        if (opponentPassed) return board.finalScore();  // neither side can move: the game is over
        return -negamax(board.passed(), -beta, -alpha, true, nodes);
    }
    // The order of the moves: with many empty squares, those leaving the opponent the fewest replies
    // first; near the end (where most positions are and counting replies costs more than it saves)
    // corners, then edges, then the rest. Each group in ascending cell order.
    struct Candidate {
        int key;
        int child;  // index in children
    };
    Candidate list[100];
    Board<Cells> children[100];
    int count = 0;
    const bool fewestRepliesFirst = Board<Cells>::count(board.empty()) >= 5;
    for (int cell = 0; cell < board.size() * board.size(); ++cell) {
        if (!(moves & Board<Cells>::one(cell))) continue;
        children[count] = board.after(cell);
        const int rank = (board.corners() & Board<Cells>::one(cell)) ? 0
                         : (board.edges() & Board<Cells>::one(cell)) ? 1
                                                                     : 2;
        const int key = fewestRepliesFirst ? 4 * Board<Cells>::count(children[count].moves()) + rank : rank;
        int i = count++;
        for (; i > 0 && list[i - 1].key > key; --i) list[i] = list[i - 1];
        list[i] = {key, count - 1};
    }
    int best = -1000;
    for (int i = 0; i < count; ++i) {
        best = std::max(best, -negamax(children[list[i].child], -beta, -std::max(alpha, best), false, nodes));
        if (best >= beta) break;
    }
    return best;
}

// The exact score (a full window).
template <class Cells>
int exactScore(const Board<Cells>& board, std::uint64_t& nodes) {
    return negamax(board, -1000, 1000, false, nodes);
}

// Whether the exact score is `claimed`: a search in the window (claimed - 1, claimed + 1) returns a value
// strictly inside it only when that value is the exact score. Far cheaper than the full window.
template <class Cells>
bool scoreIs(const Board<Cells>& board, int claimed, std::uint64_t& nodes) {
    return negamax(board, claimed - 1, claimed + 1, false, nodes) == claimed;
}

// The win/loss/draw verdict: the sign of the exact score, from a window around zero.
template <class Cells>
int outcomeSign(const Board<Cells>& board, std::uint64_t& nodes) {
    const int v = negamax(board, -1, 1, false, nodes);
    return (v > 0) - (v < 0);
}

using Board8 = Board<std::uint64_t>;  // 4x4 to 8x8
using Board10 = Board<Cells128>;      // up to 10x10

}  // namespace qipan::othello::reference
