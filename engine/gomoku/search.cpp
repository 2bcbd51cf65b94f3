#include "gomoku/search.h"

#include <algorithm>

#include "core/score.h"
#include "core/zobrist.h"

namespace qipan::gomoku {

namespace {

constexpr std::uint64_t kWhiteToMoveKey = 0x9D39247E33776D41ULL;
constexpr int kMaxPly = kMaxSearchDepth + 4;

// Salted with rule and size: tables are lent from game to game (search_memory.h).
std::uint64_t positionKey(const Board& board) {
    const std::uint64_t salt = 0x2545F4914F6CDD1DULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
                               0x632BE59BD9B4E019ULL * static_cast<std::uint64_t>(board.size());
    return board.hash() ^ salt ^ (board.toMove() == kWhite ? kWhiteToMoveKey : 0);
}

}  // namespace

LevelProfile levelProfile(int level) {
    // Leaf VCF (third field) is available but off: in self-play at 100 ms/move it cost two plies of
    // depth and lost more games than it won (renju: 8-18 in 26 games against the same search without it).
    static constexpr LevelProfile kProfiles[11] = {
        {0, 0, 0, false, 0},   {3, 2, 0, false, 350},  // 1: beginner
        {4, 3, 0, false, 250}, {5, 4, 0, false, 180}, {6, 5, 0, false, 120},
        {7, 6, 0, false, 80},  {8, 7, 0, false, 40},  {9, 8, 0, true, 0},
        {10, 10, 0, true, 0},  {12, 14, 0, true, 0},  {14, kMaxSearchDepth, 0, true, 0},  // 10: full strength
    };
    return kProfiles[std::clamp(level, 1, 10)];
}

int defaultWidth(int level) {
    return levelProfile(level).width;
}

int Searcher::evaluate(const Board& board) {
    const std::uint8_t me = board.toMove();
    // The side to move gets its own shapes at a premium: it plays next.
    const int score = board.totalValue(me) * 6 / 5 - board.totalValue(otherColor(me));
    return std::clamp(score / 4, -kMateBound + 1, kMateBound - 1);
}

void Searcher::updatePv(int ply, int move) {
    pv_[ply][ply] = move;
    for (int i = ply + 1; i < pvLength_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

void Searcher::rememberCutoff(int ply, int move, int depth) {
    if (killers_[ply][0] != move) {
        killers_[ply][1] = killers_[ply][0];
        killers_[ply][0] = move;
    }
    history_[move] += depth * depth;
    if (history_[move] > (1 << 20))
        for (auto& h : history_) h /= 2;
}

int Searcher::search(int depth, int alpha, int beta, int ply, bool pvNode) {
    pvLength_[ply] = ply;
    if (control_->tick()) return 0;
    if (board_.full()) return 0;

    const std::uint64_t key = positionKey(board_);
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

    MoveList& list = lists_[ply];
    const NodeKind kind = generateMoves(board_, list, hashMove, killers_[ply], history_);
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
    if (ply >= kMaxPly) return evaluate(board_);
    if (depth <= 0 && kind != NodeKind::MustBlock) {
        // Quiescence by threats: a win by continuous fours decides the leaf.
        if (leafVcfFours_ > 0 && threats_->vcfFromHere(leafVcfFours_)) return mateIn(ply + 3);
        return evaluate(board_);
    }

    // A forced block costs no depth: fours are answered until the sequence runs out.
    const int childDepth = kind == NodeKind::MustBlock ? std::max(depth, 0) : depth - 1;
    const int alphaIn = alpha;
    int best = -kInfinity;
    int bestMove = list.moves[0].point;
    const int limit = kind == NodeKind::Normal ? std::min(list.count, width_) : list.count;
    const std::uint8_t me = board_.toMove();
    for (int i = 0; i < limit; ++i) {
        list.pick(i);
        const int p = list.moves[i].point;
        // Late quiet candidates (no four or three made or stopped) are searched shallower first.
        int reduction = 0;
        if (reduceLateMoves_ && kind == NodeKind::Normal && depth >= 3 && i >= 3) {
            const ShapeInfo& mine = board_.shapeInfo(me, p);
            const ShapeInfo& theirs = board_.shapeInfo(otherColor(me), p);
            if (mine.fours == 0 && mine.threes == 0 && theirs.fours == 0 && theirs.threes == 0)
                reduction = (i >= 8 && depth >= 5) ? 2 : 1;
        }
        board_.play(p);
        int score;
        if (i == 0) {
            score = -search(childDepth, -beta, -alpha, ply + 1, pvNode);
        } else {
            score = -search(childDepth - reduction, -alpha - 1, -alpha, ply + 1, false);
            if (reduction > 0 && score > alpha)
                score = -search(childDepth, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && score < beta) score = -search(childDepth, -beta, -alpha, ply + 1, true);
        }
        board_.undo();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            bestMove = p;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, p);
                if (alpha >= beta) {
                    rememberCutoff(ply, p, depth);
                    break;
                }
            }
        }
    }
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
    result.best = Move{line.front()};
    result.score = mateIn(2 * moves - 1);  // scores count plies (core/score.h)
    result.depth = 1;
    result.pv.clear();
    for (int p : line) result.pv.push_back(Move{p});
    return true;
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
    if (profile.rootVct && limits.nodes > 0) mainLimits.nodes = std::max<std::uint64_t>(1, limits.nodes - limits.nodes / 4);
    SearchControl control(mainLimits, stop);
    control_ = &control;
    width_ = limits.width > 0 ? limits.width : profile.width;
    leafVcfFours_ = profile.leafVcfFours;
    reduceLateMoves_ = profile.reduceLateMoves;
    extraNodes_ = 0;
    auto threats = std::make_unique<ThreatSearch>(board_, control, threatTables_);
    threats_ = threats.get();
    tt_.newSearch();
    for (auto& k : killers_) k[0] = k[1] = -1;
    std::fill(std::begin(history_), std::end(history_), 0);
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
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const int score = search(depth, -kInfinity, kInfinity, 0, true);
        if (control.stopped()) break;
        if (pvLength_[0] > 0) {
            result.best = Move{pv_[0][0]};
            result.pv.clear();
            for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(Move{pv_[0][i]});
        }
        result.score = score;
        result.depth = depth;
        result.nodes = control.nodes() + extraNodes_;
        result.elapsedMs = control.elapsedMs();
        if (progress) progress(SearchInfo{depth, score, result.pv, result.nodes, result.elapsedMs});
        if (isMateScore(score) && std::abs(pliesToMate(score)) <= depth + 1) break;
        if (control.shouldNotDeepen()) break;
    }
    humanMistake(limits, result);
    result.nodes = control.nodes() + extraNodes_;
    result.elapsedMs = control.elapsedMs();
    control_ = nullptr;
    threats_ = nullptr;
    return result;
}

}  // namespace qipan::gomoku
