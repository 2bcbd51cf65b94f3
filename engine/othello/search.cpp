#include "othello/search.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "core/zobrist.h"
#include "othello/indexed_evaluation.h"
#include "othello/probcut.h"

namespace qipan::othello {

namespace {

constexpr int kWindow = 7000;  // wider than any evaluation or exact score (64 discs = 6400)
constexpr int kScoreCap = 6400;  // no score lies beyond a 64-disc margin
// How many standard deviations of the shallow-to-deep prediction a probabilistic cut asks for.
constexpr double kProbCutT = 1.5;
// Near the end, a search on a clock spends this share (%) of its soft time deepening the midgame search
// before it tries the exact solve, so that a solve cut short by the clock leaves a deep answer instead of
// the shallow one the solve's move ordering needs. 300 Qipan positions of 17-22 empties from games against
// Egaroucid Light, each searched for 300 ms and its move's exact loss counted: at 20 empties, where 22 of 50
// solves ran out of time, the 50 moves lost 50 and 38 discs when the midgame stopped at depth 8; 14 and 14
// with half the soft time (a quarter: 26; three quarters: 14, but more loss at 19 empties).
constexpr int kDeepenBeforeSolvePercent = 50;

struct ScoredMove {
    int square;
    Bits flipped;
    int key;  // lower first
};

// From this remaining depth on, the evaluation of the position after a move joins its ordering key. It
// costs one evaluation a move, which pays only where the subtree below is large: over 40 positions of
// 30-46 empties searched to depth 13, 21.7 M nodes in 6.1-6.4 s, against 24.7 M in 6.4-7.0 s by mobility
// alone (three alternating runs); from depth 3 on, 20.7 M nodes but no faster than without.
constexpr int kEvaluationOrderDepth = 5;

// Fastest first: few opponent replies, no corner handed over, corners taken early; deeper in the tree,
// also the evaluation after the move (a quarter of it: two discs weigh as much as the opponent's
// mobility growing by three).
template <class Indexes>
int moveKey(const Position& p, const Indexes& indexes, int square, Bits flipped, bool evaluated) {
    const Position next = p.after(square, flipped);
    const Bits replies = next.moves();
    int key = popcount(replies) * 16 + popcount(replies & kCorners) * 48;
    if (bit(square) & kCorners) key -= 64;
    key += popcount(neighbours(next.opponent) & next.empty()) * 2;  // our frontier gives them room
    // The opponent's view: what is good for them comes later.
    if (evaluated) key += leafValueAfter(next, indexes, square, flipped, replies) / 4;
    return key;
}

}  // namespace

LevelProfile levelProfile(int level) {
    static constexpr LevelProfile kProfiles[10] = {
        {1, 0, 1200}, {2, 0, 800}, {3, 6, 500}, {4, 8, 300}, {5, 10, 150},
        {6, 12, 60},  {8, 14, 0},  {10, 16, 0}, {12, 18, 0}, {kMaxSearchDepth, 20, 0},
    };
    return kProfiles[std::clamp(level, 1, 10) - 1];
}

std::array<int, 64> rootNoise(int level, std::uint64_t seed) {
    const int noise = levelProfile(level).noise;
    std::array<int, 64> out{};
    SplitMix64 rng(SplitMix64(seed).next() + 17);
    if (noise)
        for (int& n : out) n = static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * noise + 1))) - noise;
    return out;
}

MidgameSearch::MidgameSearch(std::size_t tableMegabytes) : table_(tableMegabytes), solverTables_(tableMegabytes) {}

template <class Indexes>
int MidgameSearch::pvs(const Position& p, const Indexes& indexes, int depth, int alpha, int beta, int ply,
                       bool passed) {
    if (control_->tick()) return 0;
    Bits moves = p.moves();
    if (!moves) {
        if (passed || !p.opponentMoves()) {
            const int score = p.finalScore() * 100;
            // A draw costs the root's side the contempt (and gains the opponent as much).
            return score != 0 ? score : (ply % 2 == 0 ? -contempt_ : contempt_);
        }
        return -pvs(p.passed(), afterPass(indexes), depth, -beta, -alpha, ply + 1, true);
    }
    if (depth <= 0) return leafValue(p, indexes, moves);

    const std::uint64_t key = EndgameSolver::hash(p.player, p.opponent) ^ 0xA5A5A5A5ULL;
    int hashMove = -1;
    if (const TTEntry* e = table_.probe(key)) {
        hashMove = e->move;
        if (e->depth >= depth) {
            const int s = e->score;
            if (e->bound() == Bound::Exact) return s;
            if (e->bound() == Bound::Lower && s >= beta) return s;
            if (e->bound() == Bound::Upper && s <= alpha) return s;
        }
    }
    // Probabilistic cut: when a shallow search predicts the deep value beyond the window with confidence
    // kProbCutT sigma, the node is cut. Midgame values only: the exact solver never cuts this way.
    if (probCutHere_ && depth >= kProbCutMinDepth) {
        const ProbCutFit& fit = probCutFit(depth, p.emptyCount());
        if (fit.sigma > 0) {
            const int shallow = probCutShallowDepth(depth);
            const double margin = kProbCutT * fit.sigma;
            if (beta < kScoreCap) {
                const int bound = static_cast<int>(std::ceil((beta + margin - fit.b) / fit.a));
                if (bound < kScoreCap && pvs(p, indexes, shallow, bound - 1, bound, ply, passed) >= bound)
                    return beta;
                if (control_->stopped()) return 0;
            }
            if (alpha > -kScoreCap) {
                const int bound = static_cast<int>(std::floor((alpha - margin - fit.b) / fit.a));
                if (bound > -kScoreCap && pvs(p, indexes, shallow, bound, bound + 1, ply, passed) <= bound)
                    return alpha;
                if (control_->stopped()) return 0;
            }
        }
    }
    ScoredMove list[kMaxMoves];
    int count = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bits f = flips(sq, p.player, p.opponent);
        list[count++] = {sq, f,
                         sq == hashMove ? -100000
                         : depth >= 2   ? moveKey(p, indexes, sq, f, depth >= kEvaluationOrderDepth)
                                        : 0};
    }
    if (depth >= 2 || hashMove >= 0)
        std::sort(list, list + count, [](const ScoredMove& a, const ScoredMove& b) { return a.key < b.key; });

    const int alphaIn = alpha;
    int best = -kWindow, bestSquare = -1;
    for (int i = 0; i < count; ++i) {
        const Position next = p.after(list[i].square, list[i].flipped);
        const Indexes nextIndexes = afterMove(indexes, list[i].square, list[i].flipped);
        int v;
        if (i == 0) {
            v = -pvs(next, nextIndexes, depth - 1, -beta, -alpha, ply + 1, false);
        } else {
            v = -pvs(next, nextIndexes, depth - 1, -alpha - 1, -alpha, ply + 1, false);
            if (v > alpha && v < beta && !control_->stopped())
                v = -pvs(next, nextIndexes, depth - 1, -beta, -v, ply + 1, false);
        }
        if (control_->stopped()) return 0;
        if (v > best) {
            best = v;
            bestSquare = list[i].square;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) break;
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : best > alphaIn ? Bound::Exact : Bound::Upper;
    table_.store(key, depth, best, bound, bestSquare);
    return best;
}

// Searches every root move; weak levels search each with a full window so that noise compares fairly.
template <class Indexes>
int MidgameSearch::rootIteration(const Position& p, const Indexes& indexes, int depth, int alpha, int beta,
                                 int* bestSquare) {
    Bits moves = p.moves() & ~excludedSquares_;
    ScoredMove list[kMaxMoves];
    int count = 0;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        const Bits f = flips(sq, p.player, p.opponent);
        list[count++] = {
            sq, f, sq == *bestSquare ? -100000 : moveKey(p, indexes, sq, f, depth >= kEvaluationOrderDepth)};
    }
    std::sort(list, list + count, [](const ScoredMove& a, const ScoredMove& b) { return a.key < b.key; });
    const bool noisy = std::any_of(std::begin(rootNoise_), std::end(rootNoise_), [](int n) { return n != 0; });
    int best = -kWindow * 2;
    for (int i = 0; i < count; ++i) {
        const Position next = p.after(list[i].square, list[i].flipped);
        const Indexes nextIndexes = afterMove(indexes, list[i].square, list[i].flipped);
        int v;
        if (noisy) {
            v = -pvs(next, nextIndexes, depth - 1, -kWindow, kWindow, 1, false) + rootNoise_[list[i].square];
        } else if (i == 0) {
            v = -pvs(next, nextIndexes, depth - 1, -beta, -alpha, 1, false);
        } else {
            v = -pvs(next, nextIndexes, depth - 1, -alpha - 1, -alpha, 1, false);
            if (v > alpha && v < beta && !control_->stopped())
                v = -pvs(next, nextIndexes, depth - 1, -beta, -v, 1, false);
        }
        if (control_->stopped()) break;
        if (v > best) {
            best = v;
            *bestSquare = list[i].square;
            if (v > alpha) alpha = v;
        }
    }
    return best;
}

void MidgameSearch::collectPv(Position p, int first, std::vector<Move>& pv) {
    int sq = first;
    for (int i = 0; i < 32 && sq >= 0 && sq < 64; ++i) {
        const Bits f = flips(sq, p.player, p.opponent);
        if (!(p.moves() & bit(sq)) || !f) break;
        pv.push_back(Move{sq});
        p = p.after(sq, f);
        if (!p.moves()) {
            if (!p.opponentMoves()) break;
            pv.push_back(Move{kPassCode});
            p = p.passed();
        }
        const TTEntry* e = table_.probe(EndgameSolver::hash(p.player, p.opponent) ^ 0xA5A5A5A5ULL);
        sq = e ? e->move : -1;
    }
}

EndgameResult MidgameSearch::solveAmong(const Position& position, Bits allowed, SearchControl& control) {
    // Each child solved inside the window the best so far leaves: the best one's score is exact.
    EndgameSolver solver(solverTables_);
    EndgameResult best;
    best.score = -65;
    for (Bits m = allowed; m && best.score < 64; m &= m - 1) {
        const int sq = firstSquare(m);
        const Position child = position.after(sq, flips(sq, position.player, position.opponent));
        const EndgameResult r = solver.solve(child, -64, std::min(64, -best.score), &control);
        best.nodes += r.nodes;
        if (r.aborted) {
            best.aborted = true;
            return best;
        }
        if (-r.score > best.score) {
            best.score = -r.score;
            best.bestSquare = sq;
        }
    }
    return best;
}

SearchResult MidgameSearch::run(const Position& position, const SearchLimits& limits, std::stop_token stop,
                                const ProgressFn& progress) {
    // On a game clock, the moves still to play set the pace: about half the empty squares are ours, and
    // the last dozen or so go fast (the solver), so the midgame gets the larger shares.
    SearchLimits paced = limits;
    if (paced.timeLeftMs > 0 && paced.movesToGo == 0)
        paced.movesToGo = std::max(2, (position.emptyCount() - 10) / 2);
    SearchControl control(paced, stop);
    control_ = &control;
    contempt_ = limits.contempt;
    probCutHere_ = probCut_ && position.squares == kFullBoard;
    table_.newSearch();
    const LevelProfile profile = levelProfile(limits.level);
    rootNoise_ = rootNoise(limits.level, limits.seed);

    SearchResult result;
    const auto isExcluded = [&](int code) {
        return std::find(limits.excluded.begin(), limits.excluded.end(), Move{code}) != limits.excluded.end();
    };
    excludedSquares_ = 0;
    for (const Move m : limits.excluded)
        if (m.code >= 0 && m.code < 64) excludedSquares_ |= bit(m.code);
    const Bits moves = position.moves() & ~excludedSquares_;
    if (!position.moves()) {
        if (!isExcluded(kPassCode)) {
            // A forced pass: its score is the opponent's answer, negated (a draw's cost changes sides too).
            result.best = Move{kPassCode};
            result.pv.push_back(result.best);
            if (position.opponentMoves()) {
                SearchLimits replyLimits = limits;
                replyLimits.contempt = -limits.contempt;
                replyLimits.excluded.clear();  // the excluded moves were the passing side's
                const SearchResult reply = run(position.passed(), replyLimits, stop, {});
                result.score = -reply.score;
                result.depth = reply.depth;
                result.nodes = reply.nodes;
                result.elapsedMs = reply.elapsedMs;
                result.pv.insert(result.pv.end(), reply.pv.begin(), reply.pv.end());
            }
        }
        return result;
    }
    if (!moves) return result;  // every move excluded: no other line
    result.best = Move{firstSquare(moves)};  // something legal even if stopped at once
    const int empties = position.emptyCount();
    int maxDepth = std::min(profile.maxDepth, control.maxDepth());
    if (limits.depth > 0) maxDepth = std::min(maxDepth, limits.depth);
    // A fixed depth (NBoard's "set depth", the bench) still solves when the end is near that depth.
    const bool solve =
        solver_ && empties <= profile.solveEmpties && (limits.depth == 0 || empties <= limits.depth + 8);
    // The solve orders its moves by searches of its own, so a midgame search of about eight plies is
    // enough before it; without a clock (a fixed depth, an analysis) that is all. On a clock the midgame
    // search goes on until its share of the time is used: the answer if the solve does not finish.
    const int solveAfterDepth = std::max(1, std::min(empties - 8, 8));
    const std::int64_t softMs = control.budget().softMs;
    const bool deepenBeforeSolve = solve && softMs > 0;
    // A fixed time per move is used to its end (SearchControl::usesWholeMoveTime).
    const bool fixedTime = control.usesWholeMoveTime();
    if (solve && !deepenBeforeSolve) maxDepth = std::min(maxDepth, solveAfterDepth);
    maxDepth = std::min(maxDepth, empties);

    // The pattern indexes of the root, carried down the tree from here (the 8x8 evaluation).
    const std::optional<patterns::IndexPair> patternIndexes =
        usesPatterns(position) ? std::optional(patterns::indexPairOf(position)) : std::nullopt;
    int bestSquare = -1;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const int score =
            patternIndexes ? rootIteration(position, *patternIndexes, depth, -kWindow, kWindow, &bestSquare)
                           : rootIteration(position, NoIndexes{}, depth, -kWindow, kWindow, &bestSquare);
        if (bestSquare < 0) break;  // stopped before any root move was searched
        if (control.stopped() && depth > 1) {
            // Stopped before this iteration settled. The moves it finished were searched one ply deeper
            // than the last iteration's, the last best first: one that beat it is the better choice (its
            // score exact at this depth, plus the weak levels' root noise), though the iteration's depth
            // is not reached.
            if (bestSquare != result.best.code) {
                result.best = Move{bestSquare};
                result.score = score;
                result.pv.clear();
                collectPv(position, bestSquare, result.pv);
            }
            break;
        }
        result.best = Move{bestSquare};
        result.score = score;
        result.depth = depth;
        result.pv.clear();
        collectPv(position, bestSquare, result.pv);
        if (progress) progress(SearchInfo{depth, score, result.pv, control.nodes(), control.elapsedMs()});
        if (control.stopped() || (depth < maxDepth && !fixedTime && control.shouldNotDeepen() && !solve)) break;
        if (deepenBeforeSolve && depth >= solveAfterDepth &&
            control.elapsedMs() * 100 >= softMs * kDeepenBeforeSolvePercent)
            break;
    }
    if (solve && !control.stopped()) {
        const EndgameResult r = excludedSquares_ ? solveAmong(position, moves, control) : [&] {
            EndgameSolver solver(solverTables_);
            return solver.solve(position, -64, 64, &control);
        }();
        if (!r.aborted && r.bestSquare >= 0) {
            result.best = Move{r.bestSquare};
            result.score = r.score != 0 ? r.score * 100 : -contempt_;  // an exact draw costs the contempt
            result.depth = empties;
            result.exact = true;
            result.pv.assign(1, result.best);
            if (progress)
                progress(SearchInfo{empties, result.score, result.pv, control.nodes(), control.elapsedMs(), true});
        }
    }
    result.nodes = control.nodes();
    result.elapsedMs = control.elapsedMs();
    return result;
}

}  // namespace qipan::othello
