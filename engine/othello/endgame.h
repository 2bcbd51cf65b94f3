// The exact endgame solver: the final disc difference under perfect play (empties to the winner), by
// alpha-beta on that difference. An aspiration window around the evaluation's guess; near the root,
// ordering by shallow searches of the evaluation; from 8 empties a transposition table with both bounds,
// transposition cutoffs, principal-variation null windows and fastest-first ordering (fewest replies for
// the opponent); below that no table; the last five empties are played by walking the empty squares in
// parity order (the last three and four with their squares passed down, no board scan), and the last two
// are written out. Stability cutoffs at every node from 4 empties.
#pragma once

#include <cstdint>

#include "core/search_control.h"
#include "core/transposition_table.h"
#include "othello/position.h"

namespace qipan::othello {

struct EndgameResult {
    int score = 0;        // exact disc difference for the side to move (or a bound, see solve())
    int bestSquare = -1;  // bitboard square; -1 for a pass or when the game is over
    std::uint64_t nodes = 0;
    bool aborted = false;  // the control asked to stop; score and move are not to be trusted
};

class EndgameSolver {
public:
    explicit EndgameSolver(TranspositionTable& table) : table_(table) {}

    // Solves within (alpha, beta): the exact score when it lies strictly inside, else a bound on the
    // same side as the true score. solve(p, -1, 1) is the win/loss/draw search (sign of the score).
    // `control` (optional) is polled for stop, time and node limits.
    EndgameResult solve(const Position& position, int alpha = -64, int beta = 64, SearchControl* control = nullptr);

    // Hash of a position, also used by the midgame search. Each colour goes through a full mix (the
    // bijective finaliser of SplitMix64), so positions differing in any discs, high bits included, give
    // unrelated keys. (A sum of the two boards times odd constants did not: a product carries changes
    // only towards higher bits, so recolouring discs of the eighth row could leave the sum unchanged, and
    // such positions shared table entries; that made exact scores wrong.)
    static std::uint64_t hash(Bits player, Bits opponent) {
        return mix(player + mix(opponent ^ 0x5851F42D4C957F2DULL));
    }

private:
    static std::uint64_t mix(std::uint64_t x) {
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        return x ^ (x >> 31);
    }

    EndgameResult searchRoot(const Position& position, int alpha, int beta);
    int searchTable(Bits player, Bits opponent, int alpha, int beta, bool passed);
    int searchOrdered(Bits player, Bits opponent, int alpha, int beta, bool passed);
    template <int N>
    int lastFew(Bits player, Bits opponent, int alpha, int beta, const int* squares, unsigned parity,
                bool passed);
    int searchParity(Bits player, Bits opponent, int alpha, int beta, bool passed);
    int lastTwo(Bits player, Bits opponent, int alpha, int beta, int a, int b);
    int lastSquare(Bits player, Bits opponent, int sq);
    int scoreOfGameEnd(Bits player, Bits opponent) const;
    int stabilityCap(Bits player, Bits opponent, int alpha) const;

    TranspositionTable& table_;
    SearchControl* control_ = nullptr;
    Bits squares_ = kFullBoard;
    int squareCount_ = 64;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
};

}  // namespace qipan::othello
