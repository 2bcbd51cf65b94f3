#include "othello/endgame.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "othello/indexed_evaluation.h"

namespace qipan::othello {

namespace {

// Thresholds chosen by solve times of FFO #40-#44 and #46-#48. Once the children's entries were fetched
// together, the table paid from 8 empties (was 9) and the cutoff test from 10 (was 12): 8% fewer nodes.
constexpr int kParityEmpties = 5;    // at or below: walk the empties in parity order, no move generation
constexpr int kOrderedEmpties = 7;  // at or below: fastest-first without the table
constexpr int kEtcEmpties = 10;  // at or above: look up the children in the table before searching
// The selective pass (EndgameSolver::kSelectivePassEmpties): at kSelectiveEmpties or more, a node whose
// shallow evaluation lies a margin outside the window is cut.
constexpr int kSelectiveEmpties = 12;
constexpr int kSelectiveDeepEmpties = 18;
constexpr int kSelectiveMark = 64;  // added to the depth of the pruned levels' table entries (see tableDepth)
static_assert(kEtcEmpties - 1 > kOrderedEmpties, "the cutoff test reads children that have table entries");

// Near the root, moves are ordered by the evaluation: a shallow search whose depth grows by one ply
// every kShallowStep empties above kEvalOrderEmpties, plus a price per reply left to the opponent.
// Chosen by solve times of FFO #40-#42 (step 2 beat 1, 3 and 6). The price per reply, by nodes on three
// sets with the refitted tables of 04fb568: FFO #40-#49, and 48 and 36 positions of 21 and 22 empties
// from games against Egaroucid; 1.5 discs took 682 / 336 / 564 M nodes, 2.5 took 621 / 321 / 531 M
// (2, 3 and 4 each took more on FFO and on one other set, 3.5 more on FFO; 6 more than 1.5). Starting the
// evaluation's ordering lower (12 or 13 empties) saved up to a quarter of the nodes but cost more time.
constexpr int kEvalOrderEmpties = 14;
constexpr int kMobilityWeight = 250;
// And a smaller price on each empty square next to our discs: the opponent's replies to come (potential
// mobility). By nodes: 0.45 discs took 2.2 % fewer on FFO #40-#49 (511.6 M), 1.9 % on `--endgames 40:20`,
// 2.1 % on 40:22 and 3.4 % on 30:24; 0.6 discs 2.9 % fewer on FFO but only 1.6 and 0.8 % on 40:20 and
// 40:22, 0.3 discs 1.8 % on FFO, 1.2 discs 0.9 % more on FFO.
constexpr int kPotentialWeight = 45;
constexpr int kShallowStep = 2;
// A move that leaves the opponent no reply goes first whatever the evaluation says: on lopsided boards
// the tables know little (FFO #59, a wipeout: 188 M nodes without this, 13 thousand with it).
constexpr int kPassBonus = 10000;

constexpr Bits kNextToCorner = 0x42c300000000c342ULL;  // b1 g1 a2 b2 g2 h2 and their mirrors
constexpr Bits kPlain = ~(kCorners | kNextToCorner);
constexpr Bits kEdges = 0xff818181818181ffULL;

// Squares in quadrants with an odd number of empties: playing there tends to leave the last move in
// each region to us (the parity heuristic). Folding the board onto itself by xor leaves each quadrant's
// parity in its top-left square (a1, e1, a5, e5); a multiply spreads those four bits over their quadrants
// (the four products do not overlap, so nothing carries). No branch and no count.
inline Bits oddQuadrants(Bits empty) {
    Bits fold = empty ^ (empty >> 16);  // rows 3-4 onto 1-2 and rows 7-8 onto 5-6
    fold ^= fold >> 8;
    fold ^= fold >> 2;
    fold ^= fold >> 1;
    return (fold & 0x0000001100000011ULL) * 0x0f0f0f0fULL;
}

// The quadrant of each square as a bit (a1-d4 1, e1-h4 2, a5-d8 4, e5-h8 8), so that a parity word
// (one bit per quadrant with an odd number of empties) is read and updated without shifts, and an order
// of squares by kind: corners first, the squares next to corners last.
constexpr auto kQuadrantBit = [] {
    std::array<unsigned, 64> q{};
    for (int s = 0; s < 64; ++s) q[s] = 1u << (((s >> 2) & 1) | ((s >> 4) & 2));
    return q;
}();
constexpr auto kSquareRank = [] {
    std::array<int, 64> r{};
    for (int s = 0; s < 64; ++s) r[s] = (bit(s) & kCorners) ? 0 : (bit(s) & kNextToCorner) ? 2 : 1;
    return r;
}();

// Neighbourhood of each square: a move is only possible next to an opponent disc.
constexpr auto kAround = [] {
    std::array<Bits, 64> a{};
    for (int s = 0; s < 64; ++s) a[s] = neighbours(bit(s));
    return a;
}();

// The empty squares next to the discs of the side that just moved: where the opponent may reply later
// (its potential mobility). Both orderings price them a little.
inline Bits laterReplies(Bits mover, Bits empty) { return neighbours(mover) & empty; }

struct OrderedMove {
    int square;
    int key;  // lower first
    Bits flipped;
    Bits replies;  // the opponent's moves after this one, where the ordering found them
};

// Fastest first: the fewer (and the less cornered) the opponent's replies, the earlier we try the move;
// then, a little, the fewer empty squares next to our discs (the opponent's later replies).
inline int orderKey(int square, Bits player, Bits opponent, Bits flipped, Bits squares, Bits odd, Bits& replies) {
    const Bits nextPlayer = opponent ^ flipped;
    const Bits nextOpponent = player | flipped | bit(square);
    const Bits empty = ~(nextPlayer | nextOpponent) & squares;
    replies = legalMoves(nextPlayer, nextOpponent, empty);
    int key = popcount(replies) * 16 + popcount(replies & kCorners) * 16;
    // A disc played on the edge and stable at once is a bonus (edge stability exists only on the edge).
    if ((bit(square) & kEdges) && edgeAnchored(square, nextOpponent)) key -= 8;
    if (bit(square) & odd) key -= 4;
    return key + popcount(laterReplies(nextOpponent, empty));
}

// Insertion sort: the lists are short (rarely over a dozen moves).
inline void sortMoves(OrderedMove* moves, int count) {
    for (int i = 1; i < count; ++i) {
        const OrderedMove m = moves[i];
        int j = i;
        for (; j > 0 && moves[j - 1].key > m.key; --j) moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

// Alpha-beta on the midgame evaluation, a few plies deep, for move ordering and the root's guess.
// From three plies up the moves are tried fastest first (fewest replies), which keeps deeper guesses cheap.
// `known`: the side to move's moves where the caller has them.
template <class Indexes>
int shallow(Bits player, Bits opponent, Bits squares, const Indexes& indexes, int depth, int alpha, int beta,
            Bits known = EndgameSolver::kUnknownMoves) {
    const Position p{player, opponent, squares};
    if (depth <= 0) return known == EndgameSolver::kUnknownMoves ? leafValue(p, indexes) : leafValue(p, indexes, known);
    Bits moves = known == EndgameSolver::kUnknownMoves ? p.moves() : known;
    if (!moves) {
        if (!p.opponentMoves()) return p.finalScore() * 100;
        return -shallow(opponent, player, squares, afterPass(indexes), depth, -beta, -alpha);
    }
    OrderedMove list[kMaxMoves];
    int count = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bits f = flips(sq, player, opponent);
        int key = 0;
        if (depth >= 3) {
            const Bits replies = legalMoves(opponent ^ f, player | f | bit(sq), ~(player | opponent | bit(sq)) & squares);
            key = popcount(replies) + popcount(replies & kCorners) * 2;
        }
        list[count++] = {sq, key, f, EndgameSolver::kUnknownMoves};
    }
    if (depth >= 3) sortMoves(list, count);
    int best = -100000;
    for (int i = 0; i < count; ++i) {
        const int sq = list[i].square;
        const Bits f = list[i].flipped;
        const int v = -shallow(opponent ^ f, player | f | bit(sq), squares, afterMove(indexes, sq, f), depth - 1, -beta, -alpha);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

int shallowSearch(const Position& p, int depth, int alpha = -100000, int beta = 100000) {
    if (usesPatterns(p)) return shallow(p.player, p.opponent, p.squares, patterns::indexPairOf(p), depth, alpha, beta);
    return shallow(p.player, p.opponent, p.squares, NoIndexes{}, depth, alpha, beta);
}

// Ordering keys from the evaluation: the opponent's prospects after each move (a shallow search, deeper
// with more empties) plus a price on each reply left to them and on each empty square next to our discs.
// Lower first.
template <class Indexes>
void evalOrderKeys(OrderedMove* list, int count, Bits player, Bits opponent, Bits squares, const Indexes& indexes) {
    const int empties = popcount(~(player | opponent) & squares);
    const int depth = (empties - kEvalOrderEmpties) / kShallowStep;
    for (int i = 0; i < count; ++i) {
        const int square = list[i].square;
        const Bits flipped = list[i].flipped;
        const Bits nextPlayer = opponent ^ flipped;
        const Bits nextOpponent = player | flipped | bit(square);
        const Bits empty = ~(nextPlayer | nextOpponent) & squares;
        const Bits replies = legalMoves(nextPlayer, nextOpponent, empty);
        list[i].replies = replies;
        list[i].key = shallow(nextPlayer, nextOpponent, squares, afterMove(indexes, square, flipped), depth, -100000, 100000, replies) +
                      popcount(replies) * kMobilityWeight + popcount(replies & kCorners) * kMobilityWeight +
                      popcount(laterReplies(nextOpponent, empty)) * kPotentialWeight - (replies == 0 ? kPassBonus : 0);
    }
}

void evalOrderKeys(OrderedMove* list, int count, const Position& p) {
    if (usesPatterns(p)) evalOrderKeys(list, count, p.player, p.opponent, p.squares, patterns::indexPairOf(p));
    else evalOrderKeys(list, count, p.player, p.opponent, p.squares, NoIndexes{});
}

// Keys a node's moves: by the evaluation from kEvalOrderEmpties empties, below by fastest first. Each
// key carries the square in its low six bits, so keys differ and the order of moves is the same however
// they are picked: a sort (the root) or pickMove as the search goes (the inner nodes, where the first
// move often cuts and the rest need no order). A single move needs no keys (saves a reply count; FFO
// #45 19.3 -> 18.4 s, same nodes).
void keyMoves(OrderedMove* list, int count, Bits player, Bits opponent, Bits squares) {
    if (count < 2) return;
    const Bits empty = ~(player | opponent) & squares;
    if (popcount(empty) >= kEvalOrderEmpties) {
        evalOrderKeys(list, count, Position{player, opponent, squares});
    } else {
        const Bits odd = oddQuadrants(empty);
        for (int i = 0; i < count; ++i)
            list[i].key = orderKey(list[i].square, player, opponent, list[i].flipped, squares, odd, list[i].replies);
    }
    for (int i = 0; i < count; ++i) list[i].key = list[i].key * 64 + list[i].square;
}

void orderMoves(OrderedMove* list, int count, Bits player, Bits opponent, Bits squares) {
    keyMoves(list, count, player, opponent, squares);
    sortMoves(list, count);
}

// Brings the move with the lowest key among list[i..count) to place i.
inline void pickMove(OrderedMove* list, int i, int count) {
    int best = i;
    for (int j = i + 1; j < count; ++j)
        if (list[j].key < list[best].key) best = j;
    std::swap(list[i], list[best]);
}

}  // namespace

int EndgameSolver::scoreOfGameEnd(Bits player, Bits opponent) const {
    const int own = popcount(player), other = popcount(opponent);
    const int empties = squareCount_ - own - other;
    return own > other ? own - other + empties : own < other ? own - other - empties : 0;
}

// No disc the opponent owns for good can change hands, so its stable discs cap our score. The test runs
// only when the opponent has enough discs for the cap to reach alpha (else it returns a cap above alpha),
// and at every node from 4 empties (at 3 it cost more than it cut: FFO #40-#44 and #47, 4.22 s against
// 4.15 s of CPU): with full lines found by shifts it costs about 13 ns, and FFO
// #40-#49 need 0.66 G nodes instead of 1.02 G (full stability from 8 empties, edges only at 6-7).
inline int EndgameSolver::stabilityCap(Bits player, Bits opponent, int alpha) const {
    if (squares_ != kFullBoard || 2 * popcount(opponent) < squareCount_ - alpha) return squareCount_;
    return squareCount_ - 2 * popcount(stableDiscs(opponent, player));
}

// One empty square left, `sq`: count it out. On the full board every other square holds a disc, so
// the flips are counted from the mover's discs alone (with the quadrant-bit table, FFO #40 took 3.30 G
// instructions instead of 3.50 G, same nodes).
int EndgameSolver::lastSquare(Bits player, Bits opponent, int sq) {
    if (squares_ != kFullBoard) return lastSquareOfSmallBoard(player, opponent, sq);
    ++nodes_;
    const int own = popcount(player);
    if (const int n = lastFlipCount(sq, player)) return 2 * (own + n + 1) - 64;
    if (const int n = lastFlipCount(sq, opponent)) return 2 * (own - n) - 64;
    return scoreOfGameEnd(player, opponent);
}

int EndgameSolver::lastSquareOfSmallBoard(Bits player, Bits opponent, int sq) {
    ++nodes_;
    const int own = popcount(player);
    const int total = squareCount_ - 1;  // discs on the board
    if (kAround[sq] & opponent) {
        const int n = flipCount(sq, player, opponent);
        if (n) return 2 * (own + n + 1) - total - 1;
    }
    if (kAround[sq] & player) {
        const int n = flipCount(sq, opponent, player);
        if (n) return 2 * (own - n) - total - 1;
    }
    return scoreOfGameEnd(player, opponent);
}

// Two empty squares left, `a` and `b`: each side's two tries written out, passes included.
int EndgameSolver::lastTwo(Bits player, Bits opponent, int alpha, int beta, int a, int b) {
    ++nodes_;
    int best = -127;
    if (kAround[a] & opponent)
        if (const Bits f = flips(a, player, opponent)) {
            best = -lastSquare(opponent ^ f, player | f | bit(a), b);
            if (best >= beta) return best;
        }
    if (kAround[b] & opponent)
        if (const Bits f = flips(b, player, opponent)) return std::max(best, -lastSquare(opponent ^ f, player | f | bit(b), a));
    if (best != -127) return best;
    // We pass; the opponent's replies, scored for us.
    int worst = 127;
    if (kAround[a] & player)
        if (const Bits f = flips(a, opponent, player)) {
            worst = lastSquare(player ^ f, opponent | f | bit(a), b);
            if (worst <= alpha) return worst;
        }
    if (kAround[b] & player)
        if (const Bits f = flips(b, opponent, player)) return std::min(worst, lastSquare(player ^ f, opponent | f | bit(b), a));
    if (worst != 127) return worst;
    return scoreOfGameEnd(player, opponent);
}

// The last three and four empties: the squares are known, so no move generation and no board scan.
// Each node tries its squares in parity order (squares alone in an odd quadrant first), then corners
// first and the squares next to corners last, and passes the remaining squares down in that order.
template <int N>
int EndgameSolver::lastFew(Bits player, Bits opponent, int alpha, int beta, const int* squares,
                           unsigned parity, bool passed) {
    static_assert(N == 3 || N == 4);
    ++nodes_;
    if (N == 4)
        if (const int cap = stabilityCap(player, opponent, alpha); cap <= alpha) return cap;
    int order[N], key[N];
    for (int i = 0; i < N; ++i) {
        const int sq = squares[i];
        const int k = (parity & kQuadrantBit[sq] ? 0 : 4) + kSquareRank[sq];
        int j = i;
        for (; j > 0 && key[j - 1] > k; --j) {
            order[j] = order[j - 1];
            key[j] = key[j - 1];
        }
        order[j] = sq;
        key[j] = k;
    }
    int best = -127;
    for (int i = 0; i < N; ++i) {
        const int sq = order[i];
        if (!(kAround[sq] & opponent)) continue;
        const Bits f = flips(sq, player, opponent);
        if (!f) continue;
        int rest[N - 1];
        for (int j = 0, k = 0; j < N; ++j)
            if (j != i) rest[k++] = order[j];
        int v;
        if constexpr (N == 3)
            v = -lastTwo(opponent ^ f, player | f | bit(sq), -beta, -alpha, rest[0], rest[1]);
        else
            v = -lastFew<N - 1>(opponent ^ f, player | f | bit(sq), -beta, -alpha, rest,
                                parity ^ kQuadrantBit[sq], false);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) return best;
            }
        }
    }
    if (best == -127) {
        if (passed) return -scoreOfGameEnd(opponent, player);
        return -lastFew<N>(opponent, player, -beta, -alpha, order, parity, true);
    }
    return best;
}

// Entries of the selective pass's pruned levels carry a depth of their own: the exact pass takes only
// their moves, never their bounds (nor does the pass take the exact pass's bounds from a previous solve).
// Below kSelectiveEmpties the pass searches exactly, and its entries serve both.
int EndgameSolver::tableDepth(int empties) const {
    return selective_ && empties >= kSelectiveEmpties ? empties + kSelectiveMark : empties;
}

int EndgameSolver::searchParity(Bits player, Bits opponent, int alpha, int beta, bool passed) {
    const Bits empty = ~(player | opponent) & squares_;
    const Bits rest = empty & (empty - 1);
    if ((rest & (rest - 1)) == 0) {
        if (rest == 0) {
            // A full board is reached when a root with one empty square plays it.
            if (empty == 0) return scoreOfGameEnd(player, opponent);
            return lastSquare(player, opponent, firstSquare(empty));
        }
        return lastTwo(player, opponent, alpha, beta, firstSquare(empty), firstSquare(rest));
    }
    if (const int count = popcount(empty); count <= 4) {
        int squares[4];
        unsigned parity = 0;
        Bits e = empty;
        for (int i = 0; i < count; ++i, e &= e - 1) {
            squares[i] = firstSquare(e);
            parity ^= kQuadrantBit[squares[i]];
        }
        if (count == 3) return lastFew<3>(player, opponent, alpha, beta, squares, parity, passed);
        return lastFew<4>(player, opponent, alpha, beta, squares, parity, passed);
    }
    ++nodes_;
    if (const int cap = stabilityCap(player, opponent, alpha); cap <= alpha) return cap;
    const Bits odd = oddQuadrants(empty);
    int best = -127;
    // Odd regions first; within each, corners first and the squares next to corners last.
    const Bits groups[6] = {empty & odd & kCorners,  empty & odd & kPlain,  empty & odd & kNextToCorner,
                            empty & ~odd & kCorners, empty & ~odd & kPlain, empty & ~odd & kNextToCorner};
    for (Bits group : groups) {
        while (group) {
            const int sq = firstSquare(group);
            group &= group - 1;
            if (!(kAround[sq] & opponent)) continue;
            const Bits f = flips(sq, player, opponent);
            if (!f) continue;
            const int v = -searchParity(opponent ^ f, player | f | bit(sq), -beta, -alpha, false);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) return best;
                }
            }
        }
    }
    if (best == -127) {
        if (passed) return scoreOfGameEnd(opponent, player) * -1;
        return -searchParity(opponent, player, -beta, -alpha, true);
    }
    return best;
}

int EndgameSolver::searchOrdered(Bits player, Bits opponent, int alpha, int beta, bool passed, Bits moves) {
    const Bits empty = ~(player | opponent) & squares_;
    const int empties = popcount(empty);
    if (empties <= kParityEmpties) return searchParity(player, opponent, alpha, beta, passed);
    ++nodes_;
    if (const int cap = stabilityCap(player, opponent, alpha); cap <= alpha) return cap;
    if (moves == kUnknownMoves) moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (passed) return -scoreOfGameEnd(opponent, player);
        return -searchOrdered(opponent, player, -beta, -alpha, true);
    }
    OrderedMove list[kMaxMoves];
    int count = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        list[count++] = {sq, 0, flips(sq, player, opponent), kUnknownMoves};
    }
    keyMoves(list, count, player, opponent, squares_);
    int best = -127;
    for (int i = 0; i < count; ++i) {
        pickMove(list, i, count);
        const Bits f = list[i].flipped;
        const int sq = list[i].square;
        int v;
        if (i == 0) {
            v = -searchOrdered(opponent ^ f, player | f | bit(sq), -beta, -alpha, false, list[i].replies);
        } else {
            v = -searchOrdered(opponent ^ f, player | f | bit(sq), -alpha - 1, -alpha, false, list[i].replies);
            if (v > alpha && v < beta) v = -searchOrdered(opponent ^ f, player | f | bit(sq), -beta, -v, false, list[i].replies);
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

int EndgameSolver::searchTable(Bits player, Bits opponent, int alpha, int beta, bool passed, Bits moves) {
    const Bits empty = ~(player | opponent) & squares_;
    const int empties = popcount(empty);
    if (empties <= kOrderedEmpties) return searchOrdered(player, opponent, alpha, beta, passed, moves);
    if (aborted_) return 0;
    if (control_ && control_->tick()) {
        aborted_ = true;
        return 0;
    }
    ++nodes_;
    if (const int cap = stabilityCap(player, opponent, alpha); cap <= alpha) return cap;

    // The table keeps both bounds of a position's score (entry score = lower, eval = upper), so the
    // null-window searches of different windows add up instead of overwriting each other.
    const std::uint64_t key = hash(player, opponent);
    int hashMove = -1;
    int lower = -squareCount_, upper = squareCount_;
    TranspositionTable& table = tables_.forEmpties(empties);
    TranspositionTable& childTable = tables_.forEmpties(empties - 1);
    const int entryDepth = tableDepth(empties);
    const bool pruned = entryDepth != empties;
    if (const TTEntry* e = table.probe(key)) {
        hashMove = e->move;
        if (e->depth == entryDepth) {
            lower = e->score;
            upper = e->eval;
            if (lower >= beta) return lower;
            if (upper <= alpha || lower == upper) return upper;
            alpha = std::max(alpha, lower);
            beta = std::min(beta, upper);
        }
    }
    if (pruned) {
        // The selective pass: the evaluation's shallow search, well outside the window, settles the node.
        const int depth = empties >= kSelectiveDeepEmpties ? 4 : 2;
        const int high = beta * 100 + selectiveMargin_, low = alpha * 100 - selectiveMargin_;
        const int v = shallowSearch(Position{player, opponent, squares_}, depth, low - 1, high + 1);
        if (v >= high) return beta;
        if (v <= low) return alpha;
    }
    if (moves == kUnknownMoves) moves = legalMoves(player, opponent, empty);
    if (!moves) {
        if (passed) return -scoreOfGameEnd(opponent, player);
        return -searchTable(opponent, player, -beta, -alpha, true);
    }
    const int alphaIn = alpha;
    int best = -127, bestSquare = -1;
    const auto remember = [&] {
        if (best >= beta) lower = std::max(lower, best);
        else if (best > alphaIn) lower = upper = best;
        else upper = std::min(upper, best);
        table.store(key, entryDepth, lower, Bound::Exact, bestSquare, std::max(upper, lower));
    };
    // The table's move first, before the others are ordered: it often settles the node alone, and
    // ordering by the evaluation is costly.
    if (hashMove >= 0 && (moves & bit(hashMove))) {
        const Bits f = flips(hashMove, player, opponent);
        best = -searchTable(opponent ^ f, player | f | bit(hashMove), -beta, -alpha, false);
        if (aborted_) return 0;
        bestSquare = hashMove;
        if (best > alpha) {
            alpha = best;
            if (alpha >= beta) {
                remember();
                return best;
            }
        }
        moves &= ~bit(hashMove);
    }
    OrderedMove list[kMaxMoves];
    std::uint64_t childKeys[kMaxMoves];
    int childSquares[kMaxMoves];
    int count = 0;
    // The children's table entries are fetched together: their cache misses overlap instead of
    // following one another, and the children find their own entries in the cache.
    const bool childrenProbe = empties - 1 > kOrderedEmpties;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bits f = flips(sq, player, opponent);
        list[count] = {sq, 0, f, kUnknownMoves};
        if (childrenProbe) {
            childKeys[count] = hash(opponent ^ f, player | f | bit(sq));
            childSquares[count] = sq;
            childTable.prefetch(childKeys[count]);
        }
        ++count;
    }
    // Ordering first: its work gives the children's entries time to arrive before the cutoff test reads them.
    keyMoves(list, count, player, opponent, squares_);
    // Enhanced transposition cutoff: a child already known to be bad enough for the opponent.
    if (empties >= kEtcEmpties) {
        for (int i = 0; i < count; ++i) {
            if (const TTEntry* e = childTable.probe(childKeys[i])) {
                if (e->depth == tableDepth(empties - 1) && -e->eval >= beta) {
                    best = -e->eval;
                    bestSquare = childSquares[i];
                    remember();
                    return best;
                }
            }
        }
    }
    for (int i = 0; i < count; ++i) {
        pickMove(list, i, count);
        const Bits f = list[i].flipped;
        const int sq = list[i].square;
        int v;
        if (best == -127) {
            v = -searchTable(opponent ^ f, player | f | bit(sq), -beta, -alpha, false, list[i].replies);
        } else {
            v = -searchTable(opponent ^ f, player | f | bit(sq), -alpha - 1, -alpha, false, list[i].replies);
            if (v > alpha && v < beta) v = -searchTable(opponent ^ f, player | f | bit(sq), -beta, -v, false, list[i].replies);
        }
        if (aborted_) return 0;
        if (v > best) {
            best = v;
            bestSquare = sq;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    remember();
    return best;
}

EndgameResult EndgameSolver::solve(const Position& position, int alpha, int beta, SearchControl* control) {
    control_ = control;
    squares_ = position.squares;
    squareCount_ = popcount(position.squares);
    nodes_ = 0;
    aborted_ = false;
    tables_.table.newSearch();
    tables_.nearLeaves.newSearch();
    const int empties = position.emptyCount();
    if (empties < kEvalOrderEmpties || beta - alpha <= 2) return searchRoot(position, alpha, beta);
    // Aspiration: the evaluation's guess of the score is usually within a few discs, and a narrow window
    // around it costs far less than the full one. Scores on 8x8 are even, so (g - 1, g + 1) settles
    // whether the score is g; a miss moves the window to the bound it returned, reusing the table.
    // The guess comes from a search of about half the empties, at most 10 plies (0.2 s at 26 empties),
    // always an even depth (odd depths end on the side to move and guess worse: #45 took 513 M nodes
    // after a depth-9 guess, 369 M after depth 8). On FFO #45-#49 depth 10 guessed within 4 discs three
    // times where depth 4 did once.
    const int guessDepth = std::clamp((empties / 2 - 3) & ~1, 4, 10);
    const int guess = shallowSearch(position, guessDepth);
    int g = std::clamp(2 * static_cast<int>(std::lround(guess / 200.0)), alpha + 1, beta - 1);
    std::uint64_t nodes = 0;
    if (empties >= selectivePassFrom_) {
        // First the selective pass: its moves order the exact pass, and its score is a better guess
        // than the shallow search's.
        selective_ = true;
        const EndgameResult r = aspiration(position, alpha, beta, g, nodes);
        selective_ = false;
        if (r.aborted) return r;
        g = std::clamp(r.score, alpha + 1, beta - 1);
    }
    return aspiration(position, alpha, beta, g, nodes);
}

EndgameResult EndgameSolver::aspiration(const Position& position, int alpha, int beta, int g, std::uint64_t& nodes) {
    int low = std::max(alpha, g - 1), high = std::min(beta, g + 1);
    for (bool failedHigh = false, failedLow = false;;) {
        EndgameResult r = searchRoot(position, low, high);
        nodes += r.nodes;
        r.nodes = nodes;
        if (r.aborted || (r.score > low && r.score < high) || (r.score <= low && low <= alpha) ||
            (r.score >= high && high >= beta))
            return r;
        // The selective pass's cuts depend on the window, so its bounds may contradict each other (above
        // g, then below g): the score is about there, which is all a guess needs, and the windows would
        // go back and forth for ever.
        (r.score >= high ? failedHigh : failedLow) = true;
        if (selective_ && failedHigh && failedLow) return r;
        // The bound just returned becomes the next guess, again with the narrowest window: a wide window
        // costs nearly as much as proving its far end (FFO #49: 344 M nodes for (15, 32) against 179 M
        // for (15, 17)), and the table keeps what the failed tries proved.
        low = std::max(alpha, r.score - 1);
        high = std::min(beta, r.score + 1);
    }
}

EndgameResult EndgameSolver::searchRoot(const Position& position, int alpha, int beta) {
    nodes_ = 0;
    EndgameResult result;
    const Bits player = position.player, opponent = position.opponent;
    Bits moves = position.moves();
    if (!moves) {
        if (!position.opponentMoves()) result.score = scoreOfGameEnd(player, opponent);
        else result.score = -searchTable(opponent, player, -beta, -alpha, true);
        result.nodes = nodes_;
        result.aborted = aborted_;
        return result;
    }
    OrderedMove list[kMaxMoves];
    int count = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        list[count++] = {sq, 0, flips(sq, player, opponent), kUnknownMoves};
    }
    orderMoves(list, count, player, opponent, squares_);
    // A previous solve of the same position may have left its best move in the table.
    if (const TTEntry* e = tables_.forEmpties(position.emptyCount()).probe(hash(player, opponent)))
        for (int i = 1; i < count; ++i)
            if (list[i].square == e->move) std::rotate(list, list + i, list + i + 1);
    int best = -127;
    for (int i = 0; i < count; ++i) {
        const Bits f = list[i].flipped;
        const int sq = list[i].square;
        int v;
        if (i == 0) {
            v = -searchTable(opponent ^ f, player | f | bit(sq), -beta, -alpha, false);
        } else {
            v = -searchTable(opponent ^ f, player | f | bit(sq), -alpha - 1, -alpha, false);
            if (v > alpha && v < beta) v = -searchTable(opponent ^ f, player | f | bit(sq), -beta, -v, false);
        }
        if (aborted_) break;
        if (v > best) {
            best = v;
            result.bestSquare = sq;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    result.score = best;
    result.nodes = nodes_;
    result.aborted = aborted_;
    return result;
}

}  // namespace qipan::othello
