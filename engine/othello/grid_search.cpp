#include "othello/grid_search.h"

#include <algorithm>

#include "core/zobrist.h"
#include "othello/search.h"

namespace qipan::othello {

namespace {

constexpr int kWindow = 20000;

int mobility(const GridBoard& b, Side side) {
    int n = 0;
    for (int c = 0; c < b.cellCount(); ++c) n += b.flipCount(c, side) > 0;
    return n;
}

// +1 for each corner of `disc`'s; -1 for each X square held next to an empty corner.
int cornerBalance(const GridBoard& b, Disc disc) {
    const int n = b.size(), last = n - 1;
    const int corners[4][2] = {{0, 0}, {last, 0}, {0, last}, {last, last}};
    int score = 0;
    for (const auto& c : corners) {
        const int cell = c[1] * n + c[0];
        if (b.at(cell) == disc) score += 4;
        if (b.at(cell) != kEmpty) continue;
        const int dx = c[0] == 0 ? 1 : -1, dy = c[1] == 0 ? 1 : -1;
        if (b.at((c[1] + dy) * n + c[0] + dx) == disc) score -= 2;
        if (b.at(c[1] * n + c[0] + dx) == disc) score -= 1;
        if (b.at((c[1] + dy) * n + c[0]) == disc) score -= 1;
    }
    return score;
}

struct GridSearch {
    SearchControl& control;

    int alphaBeta(const GridBoard& b, int depth, int alpha, int beta, bool passed) {
        if (control.tick()) return 0;
        const Side side = b.sideToMove();
        int cells[100];
        int count = 0;
        for (int c = 0; c < b.cellCount(); ++c)
            if (b.flipCount(c, side) > 0) cells[count++] = c;
        if (count == 0) {
            if (passed || !b.canMove(opposite(side))) {
                const int margin = b.finalBlackMargin();
                return (side == Side::First ? margin : -margin) * 100;
            }
            GridBoard next = b;
            next.play(kPassCode);
            return -alphaBeta(next, depth, -beta, -alpha, true);
        }
        if (depth <= 0) return evaluateGrid(b);
        int best = -kWindow;
        for (int i = 0; i < count; ++i) {
            GridBoard next = b;
            next.play(cells[i]);
            const int v = -alphaBeta(next, depth - 1, -beta, -alpha, false);
            if (control.stopped()) return 0;
            if (v > best) {
                best = v;
                alpha = std::max(alpha, v);
                if (alpha >= beta) break;
            }
        }
        return best;
    }
};

}  // namespace

int evaluateGrid(const GridBoard& b) {
    const Side side = b.sideToMove();
    const Disc own = discOf(side), other = discOf(opposite(side));
    const int empties = b.count(kEmpty);
    const int mob = mobility(b, side) - mobility(b, opposite(side));
    const int corners = cornerBalance(b, own) - cornerBalance(b, other);
    const int discs = b.count(own) - b.count(other);
    const int discWeight = empties < 20 ? 40 : 0;
    return mob * 80 + corners * 200 + discs * discWeight;
}

SearchResult searchGrid(const GridBoard& board, const SearchLimits& limits, std::stop_token stop,
                        const ProgressFn& progress) {
    SearchControl control(limits, stop);
    GridSearch search{control};
    SearchResult result;
    const auto isExcluded = [&](int code) {
        return std::find(limits.excluded.begin(), limits.excluded.end(), Move{code}) != limits.excluded.end();
    };
    auto cells = board.legalCells(board.sideToMove());
    if (cells.empty()) {
        if (isExcluded(kPassCode)) return result;
        // A forced pass: its score is the opponent's answer, negated.
        result.best = Move{kPassCode};
        result.pv.push_back(result.best);
        if (board.canMove(opposite(board.sideToMove()))) {
            GridBoard next = board;
            next.play(kPassCode);
            SearchLimits replyLimits = limits;
            replyLimits.contempt = -limits.contempt;
            replyLimits.excluded.clear();  // the excluded moves were the passing side's
            const SearchResult reply = searchGrid(next, replyLimits, std::move(stop), {});
            result.score = -reply.score;
            result.depth = reply.depth;
            result.nodes = reply.nodes;
            result.elapsedMs = reply.elapsedMs;
            result.pv.insert(result.pv.end(), reply.pv.begin(), reply.pv.end());
        }
        return result;
    }
    std::erase_if(cells, isExcluded);
    if (cells.empty()) return result;  // every move excluded: no other line
    const LevelProfile profile = levelProfile(limits.level);
    // The seed is mixed first (see rootNoise in search.h): neighbouring seeds, unrelated noise.
    SplitMix64 rng(SplitMix64(limits.seed).next() + 29);
    int maxDepth = std::min({profile.maxDepth, control.maxDepth(), board.count(kEmpty)});
    result.best = Move{cells.front()};
    std::vector<int> order = cells;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int best = -2 * kWindow, bestCell = order.front();
        std::vector<std::pair<int, int>> scored;
        for (int c : order) {
            GridBoard next = board;
            next.play(c);
            int v = -search.alphaBeta(next, depth - 1, -kWindow, profile.noise ? kWindow : -best, false);
            if (control.stopped()) break;
            if (profile.noise) v += static_cast<int>(rng.below(2 * profile.noise + 1)) - profile.noise;
            scored.emplace_back(-v, c);
            if (v > best) best = v, bestCell = c;
        }
        if (control.stopped() && depth > 1) {
            // Cut off by the hard limit: the root moves were tried in the last iteration's order, so the
            // first was its best. A move searched in full after it that scored higher is the better one
            // (its score is exact: it was searched with the best score so far as alpha), and is played;
            // bestCell is still the first move otherwise, or when even the first was cut off.
            if (bestCell != order.front()) {
                result.best = Move{bestCell};
                result.score = best;
                result.pv.assign(1, result.best);
            }
            break;
        }
        result.best = Move{bestCell};
        result.score = best;
        result.depth = depth;
        result.pv.assign(1, result.best);
        std::stable_sort(scored.begin(), scored.end());
        order.clear();
        for (const auto& s : scored) order.push_back(s.second);
        for (int c : cells)
            if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
        if (progress) progress(SearchInfo{depth, best, result.pv, control.nodes(), control.elapsedMs()});
        // A fixed time per move is used to its end (SearchControl::usesWholeMoveTime).
        if (control.stopped() || (!control.usesWholeMoveTime() && control.shouldNotDeepen())) break;
    }
    result.nodes = control.nodes();
    result.elapsedMs = control.elapsedMs();
    return result;
}

}  // namespace qipan::othello
