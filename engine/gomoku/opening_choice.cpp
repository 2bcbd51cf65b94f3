#include "gomoku/opening_choice.h"

#include <algorithm>
#include <cstdlib>

#include "core/score.h"
#include "core/zobrist.h"

namespace qipan::gomoku {

namespace {

SearchLimits deepLimits(const OpeningThinking& t) {
    SearchLimits limits;
    limits.nodes = t.nodes;
    limits.depth = t.depth;
    return limits;
}

// The shallow pass that ranks every candidate before the best few are searched in depth.
SearchLimits shallowLimits(const OpeningThinking& t) {
    SearchLimits limits;
    limits.depth = 2;
    limits.nodes = std::max<std::uint64_t>(200, t.nodes / 8);
    return limits;
}

int judge(const GomokuGame& base, const std::vector<int>& extra, const SearchLimits& limits,
          std::stop_token stop) {
    GomokuGame game(base);
    for (int cell : extra) game.play(Move{cell});
    const Outcome outcome = game.outcome();
    if (outcome.over())
        return outcome.kind == Outcome::Kind::Draw ? 0 : outcome.winner == Side::First ? kMate : -kMate;
    // The tables are lent from search to search: keys of its own (forgetSearches) make each judgement
    // depend on its position alone, so a position is judged alike whichever was judged before (the choice
    // compares them).
    game.forgetSearches();
    const SearchResult r = game.search(limits, stop, {});
    return game.sideToMove() == Side::First ? r.score : -r.score;
}

// Empty cells where the next stone (or fifth move) may go, one of each symmetrical set: within `radius`
// of the centre when radius >= 0, else within `near` of a stone (of the centre on an empty board).
std::vector<int> candidateCells(const Opening& o, int radius, int near) {
    const int n = o.size(), c = n / 2;
    std::vector<int> cells;
    for (int cell = 0; cell < n * n; ++cell) {
        const int x = cell % n, y = cell / n;
        if (o.game().cell(x, y) != 0) continue;
        if (radius >= 0) {
            if (o.distanceFromCentre(cell) > radius) continue;
        } else if (o.stones().empty()) {
            if (std::max(std::abs(x - c), std::abs(y - c)) > near) continue;
        } else {
            const bool close = std::any_of(o.stones().begin(), o.stones().end(), [&](int s) {
                return std::max(std::abs(s % n - x), std::abs(s / n - y)) <= near;
            });
            if (!close) continue;
        }
        if (!o.game().illegalReason(Move{cell}).empty()) continue;
        if (std::any_of(cells.begin(), cells.end(), [&](int k) { return o.symmetrical(k, cell); })) continue;
        cells.push_back(cell);
    }
    return cells;
}

// Scores (for Black) of the position after each cell, in depth for the best `keep` of a shallow pass;
// `better(a, b)` orders scores, best first. Returns the deep-searched cells, best first.
template <class Better>
std::vector<RankedCell> rankCells(const Opening& o, const std::vector<int>& cells, std::size_t keep,
                                  const OpeningThinking& t, std::stop_token stop, Better better) {
    std::vector<RankedCell> ranked;
    for (int cell : cells) ranked.push_back({cell, judge(o.game(), {cell}, shallowLimits(t), stop)});
    std::stable_sort(ranked.begin(), ranked.end(), [&](const RankedCell& a, const RankedCell& b) {
        return better(a.blackScore, b.blackScore);
    });
    if (ranked.size() > keep) ranked.resize(keep);
    for (RankedCell& r : ranked)
        if (!stop.stop_requested()) r.blackScore = judge(o.game(), {r.cell}, deepLimits(t), stop);
    std::stable_sort(ranked.begin(), ranked.end(), [&](const RankedCell& a, const RankedCell& b) {
        return better(a.blackScore, b.blackScore);
    });
    return ranked;
}

bool balanced(int a, int b) {
    return std::abs(a) < std::abs(b);
}

RankedCell placeBalanced(const Opening& o, int radius, const OpeningThinking& t, std::stop_token stop) {
    const std::vector<RankedCell> ranked =
        rankCells(o, candidateCells(o, radius, 2), static_cast<std::size_t>(std::max(1, t.candidates)), t,
                  stop, balanced);
    return ranked.empty() ? RankedCell{-1, 0} : ranked.front();
}

// The value for Black of offering N fifth moves: White takes the worst of Black's N best.
int offersValue(const std::vector<RankedCell>& fifths, int count) {
    if (fifths.empty()) return 0;
    return fifths[static_cast<std::size_t>(std::min<int>(count, static_cast<int>(fifths.size())) - 1)]
        .blackScore;
}

// Soosõrv: the number of offers (1..most) whose value is nearest zero, fewer first.
int balancedDeclaration(const std::vector<RankedCell>& fifths, int most, int& value) {
    int best = 1;
    value = offersValue(fifths, 1);
    for (int n = 2; n <= most; ++n)
        if (std::abs(offersValue(fifths, n)) < std::abs(value)) {
            best = n;
            value = offersValue(fifths, n);
        }
    return best;
}

// Taraguchi, four stones: what Black gets from the better of ten offers and one balanced fifth stone
// (which the other player may swap); `offer` says which.
int fifthChoiceValue(const Opening& o, const OpeningThinking& t, std::stop_token stop, bool& offer) {
    const int offered = offersValue(bestFifthMoves(o, 10, t, stop), 10);
    const int single = -std::abs(placeBalanced(o, 4, t, stop).blackScore);
    offer = offered >= single;
    return std::max(offered, single);
}

// What the opening is worth to Black now, as the player about to choose colours sees it.
int valueForBlack(const Opening& o, const OpeningThinking& t, std::stop_token stop) {
    if (o.openingRule() == OpeningRule::Soosorv8 && o.declared() > 0)
        return offersValue(bestFifthMoves(o, o.declared(), t, stop), o.declared());
    if (o.openingRule() == OpeningRule::Taraguchi10 && o.stones().size() == 4) {
        bool offer = false;
        return fifthChoiceValue(o, t, stop, offer);
    }
    return judgeForBlack(o, {}, t, stop);
}

int seededCell(const std::vector<int>& cells, std::uint64_t seed, std::size_t index) {
    if (cells.empty()) return -1;
    SplitMix64 random(seed * 0x9E3779B97F4A7C15ULL + index);
    return cells[static_cast<std::size_t>(random.below(cells.size()))];
}

// The opener's second stone. Under Taraguchi-10 the other player may swap right after it: the most nearly
// balanced position. Under the others the colours are chosen only after the third stone: the second whose
// most balanced third leaves the position most nearly balanced (each candidate looked at as the third
// stone would be). Among the second stones within t.secondTolerance of the best, the seed picks one, so
// the computer does not open every game alike.
OpeningAction decideSecond(const Opening& o, const OpeningThinking& t, std::stop_token stop) {
    OpeningAction a;
    a.kind = StepKind::Place;
    const int radius = o.step().radius;
    const std::vector<int> cells = candidateCells(o, radius, 2);
    std::vector<RankedCell> seconds;
    if (o.openingRule() == OpeningRule::Taraguchi10) {
        seconds = rankCells(o, cells, static_cast<std::size_t>(std::max(1, t.candidates)), t, stop, balanced);
    } else {
        for (int cell : cells) {
            if (stop.stop_requested()) break;
            Opening next = o;
            next.place(cell);
            seconds.push_back({cell, placeBalanced(next, next.step().radius, t, stop).blackScore});
        }
    }
    if (seconds.empty() || stop.stop_requested()) {
        a.cell = seededCell(cells, t.seed, 1);
        return a;
    }
    int best = kInfinity;
    for (const RankedCell& r : seconds) best = std::min(best, std::abs(r.blackScore));
    std::vector<int> near;
    for (const RankedCell& r : seconds)
        if (std::abs(r.blackScore) <= best + t.secondTolerance) near.push_back(r.cell);
    a.cell = seededCell(near, t.seed, 1);
    for (const RankedCell& r : seconds)
        if (r.cell == a.cell) a.blackScore = r.blackScore;
    return a;
}

OpeningAction decidePlace(const Opening& o, const OpeningThinking& t, std::stop_token stop) {
    OpeningAction a;
    a.kind = StepKind::Place;
    const std::size_t index = o.stones().size();
    const int radius = o.step().radius;
    if (index == 0) {
        a.cell = o.centre();
        return a;
    }
    if (index == 1) return decideSecond(o, t, stop);
    if (o.openingRule() == OpeningRule::Swap2 && index == 3) {
        // Swap2's two more stones: a good White fourth, then the Black fifth that balances the position.
        GomokuGame game(o.game());
        game.forgetSearches();
        const SearchResult r = game.search(deepLimits(t), stop, {});
        a.cell = r.best.code;
        a.blackScore = -r.score;
        return a;
    }
    if (o.openingRule() == OpeningRule::Soosorv8 && index == 3) {
        // White's fourth: the one whose best declaration leaves Black the least, either way.
        const std::size_t keep = static_cast<std::size_t>(std::max(2, t.candidates / 2));
        const std::vector<RankedCell> fourths =
            rankCells(o, candidateCells(o, -1, 2), keep, t, stop, balanced);
        int bestValue = kInfinity;
        for (const RankedCell& r : fourths) {
            Opening next = o;
            next.place(r.cell);
            int value = 0;
            balancedDeclaration(bestFifthMoves(next, 8, t, stop), 8, value);
            if (std::abs(value) < bestValue) {
                bestValue = std::abs(value);
                a.cell = r.cell;
                a.blackScore = value;
            }
        }
        return a;
    }
    const RankedCell r = placeBalanced(o, radius, t, stop);
    a.cell = r.cell;
    a.blackScore = r.blackScore;
    return a;
}

}  // namespace

int judgeForBlack(const Opening& opening, const std::vector<int>& extra, const OpeningThinking& thinking,
                  std::stop_token stop) {
    return judge(opening.game(), extra, deepLimits(thinking), stop);
}

std::vector<RankedCell> bestFifthMoves(const Opening& o, int count, const OpeningThinking& t,
                                       std::stop_token stop) {
    const std::vector<int> cells = candidateCells(o, -1, count > 4 ? 3 : 2);
    const std::size_t keep = static_cast<std::size_t>(std::max(count + 2, t.candidates));
    std::vector<RankedCell> ranked = rankCells(o, cells, keep, t, stop, std::greater<int>());
    if (ranked.size() > static_cast<std::size_t>(count)) ranked.resize(static_cast<std::size_t>(count));
    return ranked;
}

OpeningAction decideOpening(const Opening& o, const OpeningThinking& t, std::stop_token stop) {
    const OpeningStep& step = o.step();
    OpeningAction a;
    a.kind = step.kind;
    switch (step.kind) {
        case StepKind::Done:
            break;
        case StepKind::Place:
            return decidePlace(o, t, stop);
        case StepKind::SwapChoice: {
            a.blackScore = valueForBlack(o, t, stop);
            const bool holdsBlack = o.blackPlayer() == step.actor;
            a.choice = (holdsBlack && a.blackScore < 0) || (!holdsBlack && a.blackScore > 0) ? Choice::Swap
                                                                                             : Choice::Keep;
            break;
        }
        case StepKind::Swap2Choice:
            a.blackScore = judgeForBlack(o, {}, t, stop);
            a.choice = a.blackScore >= t.clearMargin    ? Choice::Swap
                       : a.blackScore <= -t.clearMargin ? Choice::Keep
                                                        : Choice::PlaceTwo;
            break;
        case StepKind::Declare:
            a.number = balancedDeclaration(bestFifthMoves(o, step.count, t, stop), step.count, a.blackScore);
            break;
        case StepKind::FifthChoice: {
            bool offer = false;
            a.blackScore = fifthChoiceValue(o, t, stop, offer);
            a.choice = offer ? Choice::OfferFifths : Choice::OneFifth;
            break;
        }
        case StepKind::Offer: {
            const std::vector<RankedCell> best = bestFifthMoves(o, step.count, t, stop);
            for (const RankedCell& r : best) a.cells.push_back(r.cell);
            a.blackScore = offersValue(best, step.count);
            break;
        }
        case StepKind::Pick: {
            int worst = kInfinity;
            for (int cell : o.offers()) {
                const int score = judgeForBlack(o, {cell}, t, stop);
                if (score < worst) {
                    worst = score;
                    a.cell = cell;
                }
            }
            a.blackScore = worst;
            break;
        }
    }
    return a;
}

std::string applyOpeningAction(Opening& o, const OpeningAction& a) {
    if (a.kind != o.step().kind) return "the opening is at another step";
    switch (a.kind) {
        case StepKind::Done:
            return {};
        case StepKind::Place:
            return o.place(a.cell);
        case StepKind::SwapChoice:
        case StepKind::Swap2Choice:
        case StepKind::FifthChoice:
            return o.choose(a.choice);
        case StepKind::Declare:
            return o.declare(a.number);
        case StepKind::Offer:
            for (int cell : a.cells)
                if (std::string why = o.offer(cell); !why.empty()) return why;
            return o.step().kind == StepKind::Offer ? "too few fifth moves to offer" : std::string();
        case StepKind::Pick:
            return o.pick(a.cell);
    }
    return {};
}

}  // namespace qipan::gomoku
