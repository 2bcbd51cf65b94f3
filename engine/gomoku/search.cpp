#include "gomoku/search.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/score.h"
#include "core/zobrist.h"
#include "gomoku/evaluation_weights.h"

namespace qipan::gomoku {

namespace {

// A mate score the search could not prove is reported as this large advantage instead.
int unproven(int score) {
    return std::clamp(score, -kMateBound + 1, kMateBound - 1);
}

// Threat-search nodes spent checking a win or loss the main search reports.
constexpr std::uint64_t kSettleNodes = 200'000;
constexpr int kSettleMoves = 24;  // and the longest proof it looks for

// Half the first aspiration window around the last iteration's score, in centi-units.
constexpr int kAspirationWindow = 60;

constexpr std::uint64_t kWhiteToMoveKey = 0x9D39247E33776D41ULL;
constexpr int kMaxPly = kMaxSearchDepth + 4;

// Salted with rule and size: tables are lent from game to game (search_memory.h).
std::uint64_t keySalt(const Board& board) {
    return 0x2545F4914F6CDD1DULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
           0x632BE59BD9B4E019ULL * static_cast<std::uint64_t>(board.size());
}

std::uint64_t positionKey(const Board& board) {
    return board.hash() ^ keySalt(board) ^ (board.toMove() == kWhite ? kWhiteToMoveKey : 0);
}

// The key of the position after the side to move plays p (the other side then to move).
std::uint64_t childKey(const Board& board, int p) {
    return board.hashAfter(p) ^ keySalt(board) ^ (board.toMove() == kBlack ? kWhiteToMoveKey : 0);
}

}  // namespace

LevelProfile levelProfile(int level) {
    // The lower levels are the seeds' greedy search: a narrow candidate list, a shallow cap, no
    // pruning; the top two add reductions and futility pruning. Measured at fixed nodes in self-play
    // (58 games from balanced openings, against the search without pruning at width 14): width 10 with
    // pruning 42-16, width 7 35-22, 14 36-22, 20 24-34, every candidate 15-43; quiescence by up to 8
    // fours on top of width 10 29-29, so the leaves take the static evaluation.
    static constexpr LevelProfile kProfiles[11] = {
        {0, 0, 0, false, 0},
        {3, 2, 0, false, 350},  // 1: beginner
        {4, 3, 0, false, 250},
        {5, 4, 0, false, 180},
        {6, 5, 0, false, 120},
        {7, 6, 0, false, 80},
        {8, 7, 0, false, 40},
        {9, 8, 0, true, 0},
        {10, 10, 0, true, 0},
        {10, 14, 0, true, 0, true},
        {10, kMaxSearchDepth, 0, true, 0, true},  // 10: full strength
    };
    return kProfiles[std::clamp(level, 1, 10)];
}

int defaultWidth(int level) {
    return levelProfile(level).width;
}

int Searcher::threatCode(const Board& board) {
    const std::uint8_t me = board.toMove();
    const std::uint8_t opp = otherColor(me);
    // Renju fouls are not looked up here (that places stones): a Black point with the shapes of a foul
    // is not counted as a threat.
    const auto has = [&](std::uint8_t color, ThreatSet set, Threat threat) {
        const bool renjuBlack = color == kBlack && board.rule() == Rule::Renju;
        return board.points(color, set).any([&](int p) {
            return board.shapeInfo(color, p).threat == threat && !(renjuBlack && board.mayBeFoul(p));
        });
    };
    // A four-three is among the points of four and a double three among those of three: an empty set
    // has neither, and is not walked again.
    const bool myFours = !board.points(me, kFourPoints).empty();
    const bool myThrees = !board.points(me, kThreePoints).empty();
    const bool hisFours = !board.points(opp, kFourPoints).empty();
    const bool hisThrees = !board.points(opp, kThreePoints).empty();
    int code = 0;
    code |= static_cast<int>(myFours) << 0;
    code |= static_cast<int>(myThrees) << 1;
    code |= static_cast<int>(myFours && has(me, kFourPoints, Threat::FourThree)) << 2;
    code |= static_cast<int>(myThrees && has(me, kThreePoints, Threat::DoubleThree)) << 3;
    code |= static_cast<int>(!board.points(opp, kOpenFourPoints).empty()) << 4;
    code |= static_cast<int>(hisFours) << 5;
    code |= static_cast<int>(hisFours && has(opp, kFourPoints, Threat::FourThree)) << 6;
    code |= static_cast<int>(hisThrees && has(opp, kThreePoints, Threat::DoubleThree)) << 7;
    return code;
}

int Searcher::evaluate(const Board& board) {
    const std::uint8_t me = board.toMove();
    // The side to move gets its own shapes at a premium: it plays next.
    int score = (board.totalValue(me) * weights::kMoverPercent / 100 - board.totalValue(otherColor(me))) / 4;
    score += weights::kThreat[threatCode(board)];
    return std::clamp(score, -kMateBound + 1, kMateBound - 1);
}

void Searcher::updatePv(int ply, int move) {
    pv_[ply][ply] = move;
    for (int i = ply + 1; i < pvLength_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

void Searcher::rememberCutoff(int ply, int move, int depth, const ScoredMove* tried, int triedCount) {
    if (killers_[ply][0] != move) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = move;
    }
    if (ply > 0) counter_[moveAt_[ply - 1]] = move;
    std::int32_t* history = history_[board_.toMove() - 1];
    const int bonus = std::min(depth * depth, 400);
    history[move] += bonus * 32 - history[move] * bonus / 512;
    // The moves tried before it failed here: a little less likely next time.
    for (int i = 0; i < triedCount; ++i) {
        const int p = tried[i].point;
        if (p != move) history[p] -= bonus * 32 + history[p] * bonus / 512;
    }
}

namespace {

// Late-move reductions, in plies, by remaining depth and move number (log-log, as strong engines do).
int lateMoveReduction(int depth, int moveNumber) {
    static const auto table = [] {
        std::array<std::array<std::int8_t, 64>, kMaxSearchDepth + 1> t{};
        for (int d = 1; d <= kMaxSearchDepth; ++d)
            for (int m = 1; m < 64; ++m)
                t[d][m] = static_cast<std::int8_t>(0.4 + std::log(d) * std::log(m) / 2.2);
        return t;
    }();
    return table[std::min(depth, kMaxSearchDepth)][std::min(moveNumber, 63)];
}

// A move that makes or stops a three or four is never pruned or reduced.
bool isThreatMove(const Board& board, int p) {
    return board.shapeInfo(board.toMove(), p).threat >= Threat::Three ||
           board.shapeInfo(otherColor(board.toMove()), p).threat >= Threat::Three;
}

}  // namespace

int Searcher::quiescence(int alpha, int beta, int ply, int foursLeft) {
    pvLength_[ply] = ply;
    if (control_->tick()) return 0;
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    if (!board_.points(me, kFivePoints).empty()) return mateIn(ply + 1);
    if (board_.full()) return 0;
    if (ply >= kMaxPly) return evaluate(board_);
    MoveList& list = lists_[ply];
    list.count = 0;
    bool standPat = true;
    if (!board_.points(opp, kFivePoints).empty()) {
        // His five must be stopped: no standing pat.
        int stops[kMaxMoves];
        const int n = board_.stopsOfFives(opp, stops);
        for (int i = 0; i < n; ++i)
            if (me != kBlack || !board_.mayBeFoul(stops[i]) || board_.foul(stops[i]) == Foul::None)
                list.add(stops[i], 0);
        if (list.count == 0) return matedIn(ply + 2);
        standPat = false;
    } else {
        bool openFour = false;
        board_.points(me, kOpenFourPoints).any([&](int p) {
            openFour = me != kBlack || !board_.mayBeFoul(p) || board_.foul(p) == Foul::None;
            return openFour;
        });
        if (openFour) return mateIn(ply + 3);
    }
    int best = -kInfinity;
    if (standPat) {
        best = evaluate(board_);
        if (best >= beta || foursLeft <= 0) return best;
        alpha = std::max(alpha, best);
        // Our fours, the strongest first: the opponent must answer each, so they cannot wait.
        board_.points(me, kFourPoints).any([&](int p) {
            if (me != kBlack || !board_.mayBeFoul(p) || board_.foul(p) == Foul::None)
                list.add(p, board_.shapeInfo(me, p).value + board_.shapeInfo(opp, p).value / 2);
            return false;
        });
    }
    for (int i = 0; i < list.count; ++i) {
        list.pick(i);
        const int p = list.moves[i].point;
        board_.play(p);
        const int score = -quiescence(-beta, -alpha, ply + 1, standPat ? foursLeft - 1 : foursLeft);
        board_.undo();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

int Searcher::search(int depth, int alpha, int beta, int ply, bool pvNode, bool cutNode) {
    pvLength_[ply] = ply;
    if (control_->tick()) return 0;
    if (board_.full()) return 0;
    if (ply > 0) {
        // Mate distance: nothing here can beat a win already found nearer the root.
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }
    if (depth <= 0) return quiescence(alpha, beta, ply, quiescenceFours_);
    if (ply >= kMaxPly) return evaluate(board_);

    const std::uint64_t key = positionKey(board_) ^ tableSalt_;
    int hashMove = -1;
    if (const TTEntry* entry = tt_.probe(key)) {
        hashMove = entry->move;
        if (!pvNode && entry->depth >= depth) {
            const int score = TranspositionTable::scoreFromTT(entry->score, ply);
            const Bound bound = entry->bound();
            if (bound == Bound::Exact || (bound == Bound::Lower && score >= beta) ||
                (bound == Bound::Upper && score <= alpha))
                return score;
        }
    }

    const std::uint8_t me = board_.toMove();
    MoveList& list = lists_[ply];
    const int counter = ply > 0 ? counter_[moveAt_[ply - 1]] : -1;
    const NodeKind kind = generateMoves(board_, list, hashMove, killers_[ply], history_[me - 1], counter);
    if (ply == 0) removeExcluded(list);  // run() checked that something is left
    switch (kind) {
        case NodeKind::WinNow:
            pvLength_[ply + 1] = ply + 1;
            updatePv(ply, list.moves[0].point);
            return mateIn(ply + 1);
        case NodeKind::WinIn3:
            pvLength_[ply + 1] = ply + 1;
            updatePv(ply, list.moves[0].point);
            return mateIn(ply + 3);
        case NodeKind::LostForced:
            return matedIn(ply + 2);
        case NodeKind::MustBlock:
            if (list.count == 0) return matedIn(ply + 2);
            break;
        default:
            break;
    }
    if (list.count == 0) return 0;

    // Pruning needs a static evaluation; forced nodes are searched in full.
    const bool quietNode = kind == NodeKind::Normal && !pvNode && prune_ && std::abs(beta) < kMateBound;
    const int staticEval = quietNode ? evaluate(board_) : 0;
    if (quietNode && depth <= 3 && staticEval - 60 * depth >= beta) return staticEval;  // reverse futility
    if (quietNode && depth <= 2 && staticEval + 150 * depth < alpha) {
        // Razoring: hopeless unless our fours change something.
        const int score = quiescence(alpha, beta, ply, quiescenceFours_);
        if (score < alpha) return score;
    }

    // A forced stop costs no depth: fours are answered until the sequence runs out.
    const int childDepth = kind == NodeKind::MustBlock ? depth : depth - 1;
    const int alphaIn = alpha;
    int best = -kInfinity;
    int bestMove = list.moves[0].point;
    // At full strength (with pruning) the root tries every candidate, late ones reduced: a quiet defence
    // ranked low by shape must not be missed where it is the only one. Lower levels keep their width.
    const int width = ply == 0 && prune_ ? list.count : width_;
    const int limit = kind == NodeKind::Normal ? std::min(list.count, width) : list.count;
    int searched = 0;
    for (int i = 0; i < limit; ++i) {
        list.pick(i);
        const int p = list.moves[i].point;
        const bool quiet = kind == NodeKind::Normal && !isThreatMove(board_, p);
        int reduction = 0;
        if (prune_ && quiet && i >= 2 && p != hashMove) {
            // Quiet late moves: at the last plies skip them when the evaluation is far below alpha,
            // elsewhere search them shallower first.
            if (quietNode && depth <= 2 && staticEval + 80 * depth + 30 <= alpha) continue;
            if (depth >= 3) {
                reduction = lateMoveReduction(depth, i) + (cutNode ? 1 : 0) - (pvNode ? 1 : 0);
                reduction = std::clamp(reduction, 0, depth - 2);
            }
        }
        // The child looks itself up at once: its table entry starts loading now, while the stone is
        // placed (most of a node's work), instead of stalling the probe.
        if (childDepth - reduction > 0) tt_.prefetch(childKey(board_, p) ^ tableSalt_);
        board_.play(p);
        moveAt_[ply] = p;
        int score;
        if (searched == 0) {
            score = -search(childDepth, -beta, -alpha, ply + 1, pvNode, false);
        } else {
            score = -search(childDepth - reduction, -alpha - 1, -alpha, ply + 1, false, true);
            if (reduction > 0 && score > alpha)
                score = -search(childDepth, -alpha - 1, -alpha, ply + 1, false, !cutNode);
            if (pvNode && score > alpha && score < beta)
                score = -search(childDepth, -beta, -alpha, ply + 1, true, false);
        }
        board_.undo();
        ++searched;
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            bestMove = p;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, p);
                if (ply == 0) rootImproved_ = true;
                if (alpha >= beta) {
                    if (kind == NodeKind::Normal) rememberCutoff(ply, p, depth, list.moves, i);
                    break;
                }
            }
        }
    }
    if (searched == 0) return alpha;  // everything pruned: no better than alpha
    const Bound bound = best >= beta ? Bound::Lower : best > alphaIn ? Bound::Exact : Bound::Upper;
    tt_.store(key, depth, TranspositionTable::scoreToTT(best, ply), bound, bestMove);
    return best;
}

bool Searcher::excluded(int point) const {
    return std::find(excluded_->begin(), excluded_->end(), Move{point}) != excluded_->end();
}

void Searcher::removeExcluded(MoveList& list) const {
    if (excluded_->empty()) return;
    int kept = 0;
    for (int i = 0; i < list.count; ++i)
        if (!excluded(list.moves[i].point)) list.moves[kept++] = list.moves[i];
    list.count = kept;
}

bool Searcher::provenWin(const SearchLimits& limits, const std::stop_token& stop, bool tryVct,
                         SearchResult& result) {
    std::vector<int> line;
    int moves = threats_->vcf(kMaxSearchDepth, &line);
    if (moves == 0 && tryVct) {
        // VCT gets a slice of the budget of its own; the main search keeps the rest.
        SearchLimits slice;
        slice.nodes = limits.nodes > 0 ? std::max<std::uint64_t>(1, limits.nodes / 4) : 0;
        const TimeBudget budget = planTime(limits);
        slice.moveTimeMs = budget.softMs > 0 ? std::max<std::int64_t>(1, budget.softMs / 3) : 0;
        if (slice.nodes == 0 && slice.moveTimeMs == 0) slice.nodes = 200'000;  // depth-limited runs (bench)
        SearchControl vctControl(slice, stop);
        auto vct = std::make_unique<ThreatSearch>(board_, vctControl, threatTables_);
        moves = vct->vct(24, &line, 3);
        extraNodes_ += vctControl.nodes();
    }
    if (moves == 0 || line.empty() || excluded(line.front())) return false;
    result.proven = true;
    result.best = Move{line.front()};
    result.score = mateIn(2 * moves - 1);  // scores count plies (core/score.h)
    result.depth = 1;
    result.pv.clear();
    for (int p : line) result.pv.push_back(Move{p});
    return true;
}

void Searcher::settleResult(const SearchLimits& limits, const std::stop_token& stop, SearchResult& result) {
    if (!isMateScore(result.score) || result.proven) return;
    // The main search's wins and losses are not proofs (it keeps `width` candidates, prunes, and takes
    // some threats as won): each is checked by the threat search, which examines every defence, and
    // is otherwise reported as a large advantage without a claim.
    SearchLimits slice;
    slice.nodes = kSettleNodes;
    const TimeBudget budget = planTime(limits);
    if (budget.hardMs > 0) {
        // Within the move's own hard limit, never after it: a check that has no time left is not made,
        // and the score is reported without a claim.
        slice.moveTimeMs = budget.hardMs - control_->elapsedMs();
        if (slice.moveTimeMs < 2) {
            result.score = unproven(result.score);
            return;
        }
    }
    SearchControl control(slice, stop);
    ThreatSearch prover(board_, control, threatTables_);
    std::vector<int> line;
    if (result.score > 0) {
        const int moves = prover.vct(kSettleMoves, &line, 1);
        extraNodes_ += control.nodes();
        if (moves > 0 && !line.empty() && !excluded(line.front())) {
            result.best = Move{line.front()};
            result.score = mateIn(2 * moves - 1);
            result.pv.clear();
            for (int p : line) result.pv.push_back(Move{p});
            result.proven = true;
            return;
        }
    } else {
        // Lost only if every legal move (not excluded) leaves the opponent a proven win; the longest
        // defence counts.
        int longest = 0, longestMove = -1;
        bool allLose = true;
        const bool renjuBlack = board_.toMove() == kBlack && board_.rule() == Rule::Renju;
        for (int y = 0; y < board_.size() && allLose; ++y)
            for (int x = 0; x < board_.size() && allLose; ++x) {
                const int p = board_.point(x, y);
                if (board_.stone(p) != kEmpty || excluded(p) ||
                    (renjuBlack && board_.mayBeFoul(p) && board_.foul(p) != Foul::None))
                    continue;
                board_.play(p);
                const int moves = board_.isWinAt(p) ? 0 : prover.vct(kSettleMoves, nullptr, 1);
                board_.undo();
                if (moves == 0) allLose = false;
                // The longest defence; among equally long ones the main search's choice.
                if (moves > longest || (moves == longest && p == result.best.code))
                    longest = moves, longestMove = p;
            }
        extraNodes_ += control.nodes();
        if (allLose && longestMove >= 0) {
            result.best = Move{longestMove};
            result.score = matedIn(2 * longest);
            result.pv = {result.best};
            result.proven = true;
            return;
        }
    }
    result.score = unproven(result.score);
}

void Searcher::humanMistake(const SearchLimits& limits, SearchResult& result) {
    const LevelProfile profile = levelProfile(limits.level);
    if (profile.mistakePermille == 0 || isMateScore(result.score) || !excluded_->empty()) return;
    MoveList& list = lists_[0];
    if (generateMoves(board_, list, -1, nullptr, nullptr) != NodeKind::Normal || list.count < 2) return;
    for (int i = 0; i < std::min(list.count, 4); ++i) list.pick(i);
    list.count = std::min(list.count, 4);
    SplitMix64 rng(limits.seed ^ board_.hash());
    if (static_cast<int>(rng.below(1000)) >= profile.mistakePermille) return;
    // A lesser but still sensible candidate: among the best few by shape, never a move that leaves the
    // opponent a win by fours.
    const int pick = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(list.count - 1)));
    const int p = list.moves[pick].point;
    board_.play(p);
    const bool losing = threats_->vcf(12, nullptr) > 0;
    board_.undo();
    if (losing) return;
    result.best = Move{p};
    result.pv = {result.best};
}

SearchResult Searcher::run(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) {
    const LevelProfile profile = hasCustomProfile_ ? customProfile_ : levelProfile(limits.level);
    // The root VCT spends a quarter of a node limit under its own control; the rest is the main
    // search's, so that the two together never pass the caller's limit. The clock is shared.
    SearchLimits mainLimits = limits;
    if (profile.rootVct && limits.nodes > 0)
        mainLimits.nodes = std::max<std::uint64_t>(1, limits.nodes - limits.nodes / 4);
    SearchControl control(mainLimits, stop);
    control_ = &control;
    width_ = limits.width > 0 ? limits.width : profile.width;
    quiescenceFours_ = profile.quiescenceFours;
    prune_ = profile.prune;
    extraNodes_ = 0;
    auto threats = std::make_unique<ThreatSearch>(board_, control, threatTables_);
    threats_ = threats.get();
    tt_.newSearch();
    for (auto& k : killers_) k[0] = k[1] = -1;
    std::fill(std::begin(counter_), std::end(counter_), -1);
    for (auto& h : history_) std::fill(std::begin(h), std::end(h), 0);
    excluded_ = &limits.excluded;

    SearchResult result;
    // A move is ready before the first iteration ends, so a stop at any time still answers.
    {
        MoveList& list = lists_[0];
        generateMoves(board_, list, -1, nullptr, nullptr);
        if (!limits.excluded.empty()) {
            // Another line than those excluded: none when a forced node (a five to make or to stop)
            // leaves nothing else.
            removeExcluded(list);
            if (list.count == 0) {
                control_ = nullptr;
                threats_ = nullptr;
                return result;
            }
        }
        if (list.count > 0) {
            list.pick(0);
            result.best = Move{list.moves[0].point};
        } else {
            for (int y = 0; y < board_.size() && result.best.isNone(); ++y)
                for (int x = 0; x < board_.size() && result.best.isNone(); ++x) {
                    const int p = board_.point(x, y);
                    if (board_.stone(p) == kEmpty &&
                        (board_.toMove() != kBlack || board_.foul(p) == Foul::None))
                        result.best = Move{p};
                }
            // Every empty point a foul: Black must still move; take any empty point.
            for (int y = 0; y < board_.size() && result.best.isNone(); ++y)
                for (int x = 0; x < board_.size() && result.best.isNone(); ++x)
                    if (board_.stone(board_.point(x, y)) == kEmpty) result.best = Move{board_.point(x, y)};
        }
    }

    if (!result.best.isNone() && board_.stoneCount() > 0 &&
        provenWin(limits, stop, profile.rootVct, result)) {
        result.nodes = control.nodes() + extraNodes_;
        result.elapsedMs = control.elapsedMs();
        if (progress)
            progress(SearchInfo{result.depth, result.score, result.pv, result.nodes, result.elapsedMs});
        control_ = nullptr;
        threats_ = nullptr;
        return result;
    }

    const int maxDepth = std::min(control.maxDepth(), profile.maxDepth);
    // A fixed time per move is used to its end (SearchControl::usesWholeMoveTime). A decided score stops
    // the search early either way, leaving the rest of the time for the proof (settleResult).
    const bool fixedTime = control.usesWholeMoveTime();
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        // Aspiration: a window around the last score, widened on a fail.
        int window = depth >= 4 && !isMateScore(previous) ? kAspirationWindow : kInfinity;
        int alpha = window < kInfinity ? std::max(previous - window, -kInfinity) : -kInfinity;
        int beta = window < kInfinity ? std::min(previous + window, kInfinity) : kInfinity;
        int score = 0;
        for (;;) {
            rootImproved_ = false;
            score = search(depth, alpha, beta, 0, true, false);
            if (control.stopped()) {
                // A root move searched in full before the stop that raised alpha beats every move
                // searched before it in this iteration: it is played rather than the last iteration's.
                if (rootImproved_ && pvLength_[0] > 0) {
                    result.best = Move{pv_[0][0]};
                    result.pv.clear();
                    for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(Move{pv_[0][i]});
                }
                break;
            }
            if (score <= alpha && alpha > -kInfinity) {
                window *= 3;
                alpha = window > 1000 ? -kInfinity : std::max(score - window, -kInfinity);
            } else if (score >= beta && beta < kInfinity) {
                window *= 3;
                beta = window > 1000 ? kInfinity : std::min(score + window, kInfinity);
            } else {
                break;
            }
        }
        if (control.stopped()) break;
        previous = score;
        if (pvLength_[0] > 0) {
            result.best = Move{pv_[0][0]};
            result.pv.clear();
            for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(Move{pv_[0][i]});
        }
        result.score = score;
        result.depth = depth;
        result.nodes = control.nodes() + extraNodes_;
        result.elapsedMs = control.elapsedMs();
        if (progress) progress(SearchInfo{depth, unproven(score), result.pv, result.nodes, result.elapsedMs});
        if (isMateScore(score) && std::abs(pliesToMate(score)) <= depth + 1) break;
        if ((!fixedTime || isMateScore(score)) && control.shouldNotDeepen()) break;
    }
    humanMistake(limits, result);
    settleResult(limits, stop, result);
    result.nodes = control.nodes() + extraNodes_;
    result.elapsedMs = control.elapsedMs();
    control_ = nullptr;
    threats_ = nullptr;
    return result;
}

}  // namespace qipan::gomoku
