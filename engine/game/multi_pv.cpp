#include "game/multi_pv.h"

#include <algorithm>

#include "core/clock.h"
#include "core/search_control.h"

namespace qipan {

namespace {

bool contains(const std::vector<Move>& moves, Move m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

// The lines of the depth in progress, then those of the last depth whose first move is not among them.
std::vector<SearchInfo> merged(const std::vector<SearchInfo>& current, const std::vector<SearchInfo>& last,
                               std::size_t count) {
    std::vector<SearchInfo> lines = current;
    std::stable_sort(lines.begin(), lines.end(),
                     [](const SearchInfo& a, const SearchInfo& b) { return a.score > b.score; });
    for (const SearchInfo& old : last) {
        if (lines.size() >= count) break;
        const bool shown = std::any_of(lines.begin(), lines.end(), [&](const SearchInfo& l) {
            return !l.pv.empty() && !old.pv.empty() && l.pv.front() == old.pv.front();
        });
        if (!shown) lines.push_back(old);
    }
    return lines;
}

}  // namespace

std::vector<SearchInfo> searchLines(Game& game, const SearchLimits& limits, int count, std::stop_token stop,
                                    const LinesFn& progress) {
    std::size_t legal = 0;
    for (const Move m : game.legalMoves()) legal += contains(limits.excluded, m) ? 0 : 1;
    const std::size_t wanted = std::min<std::size_t>(static_cast<std::size_t>(std::max(count, 1)), legal);
    std::vector<SearchInfo> last;
    if (wanted == 0) return last;

    // One time budget for the whole analysis; each search gets what is left of its hard limit, and no
    // depth starts after the soft limit.
    const TimeBudget budget = planTime(limits);
    const Stopwatch watch;
    std::uint64_t nodes = 0;
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxSearchDepth) : kMaxSearchDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        std::vector<SearchInfo> current;
        std::vector<Move> excluded = limits.excluded;
        bool deeper = false;  // some line went as deep as asked: the next depth may differ
        while (current.size() < wanted) {
            SearchLimits one = limits;
            one.depth = depth;
            one.moveTimeMs = 0;
            one.timeLeftMs = 0;
            one.incrementMs = 0;
            one.movesToGo = 0;
            if (budget.hardMs > 0)
                one.moveTimeMs = std::max<std::int64_t>(1, budget.hardMs - watch.elapsedMs());
            if (limits.nodes > 0) {
                if (nodes >= limits.nodes) return last.empty() ? merged(current, {}, wanted) : last;
                one.nodes = limits.nodes - nodes;
            }
            one.excluded = excluded;
            const SearchResult r = game.search(one, stop, {});
            nodes += r.nodes;
            const bool cut = stop.stop_requested() ||
                             (budget.hardMs > 0 && watch.elapsedMs() >= budget.hardMs) ||
                             (limits.nodes > 0 && nodes >= limits.nodes);
            if (cut) {
                // A search cut short did not finish this depth: the last complete depth stands. Cut
                // during the first, the lines found so far and the cut search's best move answer; when the
                // time (not a stop) cut it, the other lines still get their first move, each from a search
                // of the least time (a starved machine may use up the whole budget on the first line).
                if (!last.empty()) return last;
                const bool usable = !r.best.isNone() && !contains(excluded, r.best) && game.isLegal(r.best);
                if (usable)
                    current.push_back(SearchInfo{r.depth, r.score,
                                                 r.pv.empty() ? std::vector<Move>{r.best} : r.pv, nodes,
                                                 watch.elapsedMs(), r.exact});
                const bool nodesLeft = limits.nodes == 0 || nodes < limits.nodes;
                if (stop.stop_requested() || !usable || !nodesLeft || current.size() >= wanted)
                    return merged(current, {}, wanted);
                excluded.push_back(r.best);
                continue;
            }
            if (r.best.isNone() || contains(excluded, r.best) || !game.isLegal(r.best)) break;
            std::vector<Move> pv = r.pv;
            if (pv.empty() || pv.front() != r.best) pv.assign(1, r.best);
            current.push_back(SearchInfo{r.depth, r.score, std::move(pv), nodes, watch.elapsedMs(), r.exact});
            deeper = deeper || r.depth >= depth;
            excluded.push_back(r.best);
            if (progress) progress(merged(current, last, wanted));
        }
        last = merged(current, {}, wanted);
        for (SearchInfo& line : last) {
            line.nodes = nodes;
            line.elapsedMs = watch.elapsedMs();
        }
        if (!deeper) break;  // no line could go deeper (solved, proven, or the level's cap)
        if (budget.softMs > 0 && watch.elapsedMs() >= budget.softMs) break;
    }
    return last;
}

}  // namespace qipan
