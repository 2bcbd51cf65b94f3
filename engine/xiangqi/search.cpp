#include "xiangqi/search.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/score.h"
#include "core/zobrist.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/repetition.h"

namespace qipan::xiangqi {
namespace {

constexpr int kMaxPly = kMaxSearchDepth + 4;
constexpr int kMaxLevelDepth[11] = {0, 1, 2, 3, 4, 5, 6, 8, 10, 13, kMaxSearchDepth};

struct Reductions {
    int table[64][64];
    Reductions() {
        for (int d = 0; d < 64; ++d)
            for (int n = 0; n < 64; ++n)
                table[d][n] = (d < 3 || n < 3) ? 0 : static_cast<int>(0.6 + std::log(d) * std::log(n) / 2.2);
    }
};
const Reductions kReductions;

bool hasHeavyPieces(const Position& p, int colour) {
    return p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon) > 0;
}

}  // namespace

int Searcher::evaluateNode() const {
    int score = evaluate(*pos_);
    if (noise_ > 0) {
        SplitMix64 rng(pos_->key() ^ seed_);
        score += static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * noise_ + 1))) - noise_;
    }
    return score;
}

void Searcher::updatePv(int ply, Move16 m) {
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pvLength_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

// Scores moves for ordering: hash move, captures by victim then cheap attacker, killers, history.
int Searcher::orderMoves(MoveList& list, int* scores, Move16 ttMove, int ply) const {
    for (int i = 0; i < list.size; ++i) {
        const Move16 m = list.moves[i];
        const std::uint8_t victim = pos_->at(toOf(m));
        const std::uint8_t mover = pos_->at(fromOf(m));
        int s;
        if (m == ttMove) s = 1 << 30;
        else if (victim != kEmpty) s = (1 << 28) + kPieceValue[kindOf(victim)] * 16 - kPieceValue[kindOf(mover)] / 16 +
                                       (kindOf(victim) == kGeneral ? 1 << 20 : 0);
        else if (m == killers_[ply][0]) s = (1 << 27) + 1;
        else if (m == killers_[ply][1]) s = 1 << 27;
        else s = history_[mover & 15][toOf(m)];
        scores[i] = s;
    }
    return list.size;
}

static void pickBest(MoveList& list, int* scores, int from) {
    int best = from;
    for (int i = from + 1; i < list.size; ++i)
        if (scores[i] > scores[best]) best = i;
    std::swap(list.moves[from], list.moves[best]);
    std::swap(scores[from], scores[best]);
}

// A repetition inside the search ends the line at its first return. The game ends only at the third
// occurrence of a position and judges the cycle before it, so the line is scored as the game would end
// if the cycle were gone round once more: a shorter cycle inside it (with positions from before the
// root) may come round a third time first, with another verdict (a perpetual check hidden inside a
// longer cycle that looks like an ordinary repetition).
bool Searcher::repetitionScore(int ply, int& score) {
    if (pos_->quietPlies() < 4) return false;
    const int start = repetitionStart(*pos_, 1);
    if (start < 0) return false;
    int plies = 0;
    const RepetitionVerdict v = verdictIfRepeated(*pos_, start, plies);
    if (v.loser < 0) {
        score = 0;
    } else {
        score = v.loser == pos_->sideToMove() ? matedIn(ply + plies) : mateIn(ply + plies);
        ++pathVerdicts_;
    }
    return true;
}

int Searcher::quiesce(int alpha, int beta, int ply) {
    if (control_->tick()) return 0;
    pvLength_[ply] = ply;
    selDepth_ = std::max(selDepth_, ply);
    const bool checked = pos_->inCheck();
    if (ply >= kMaxPly - 1) return evaluateNode();
    int best = -kInfinity;
    if (!checked) {
        best = evaluateNode();
        if (best >= beta) return best;
        alpha = std::max(alpha, best);
    }
    MoveList list;
    if (checked) pos_->generate(list);
    else pos_->generateCaptures(list);
    int scores[192];
    orderMoves(list, scores, kNoMove, ply);
    int legal = 0;
    for (int i = 0; i < list.size; ++i) {
        pickBest(list, scores, i);
        const Move16 m = list.moves[i];
        if (!pos_->isLegal(m, checked)) continue;
        ++legal;
        pos_->make(m);
        const int score = -quiesce(-beta, -alpha, ply + 1);
        pos_->unmake();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (score >= beta) break;
            }
        }
    }
    if (checked && legal == 0) return matedIn(ply);
    return best;
}

int Searcher::pvs(int alpha, int beta, int depth, int ply, bool nullAllowed) {
    const bool pvNode = beta - alpha > 1;
    pvLength_[ply] = ply;
    if (ply > 0) {
        int score = 0;
        if (repetitionScore(ply, score)) return score;
        if (pos_->quietPlies() >= 120) return 0;
        // Mate distance pruning.
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }
    if (depth <= 0) return quiesce(alpha, beta, ply);
    if (control_->tick()) return 0;
    if (ply >= kMaxPly - 1) return evaluateNode();

    const TTEntry* entry = tt_.probe(pos_->key());
    Move16 ttMove = kNoMove;
    if (entry) {
        ttMove = static_cast<Move16>(entry->move);
        if (ttMove != kNoMove && !pos_->isPseudoLegal(ttMove)) ttMove = kNoMove;
        const int ttScore = TranspositionTable::scoreFromTT(entry->score, ply);
        if (!pvNode && entry->depth >= depth &&
            (entry->bound() == Bound::Exact || (entry->bound() == Bound::Lower && ttScore >= beta) ||
             (entry->bound() == Bound::Upper && ttScore <= alpha)))
            return ttScore;
    }

    const bool checked = pos_->inCheck();
    const int staticEval = checked ? -kInfinity : evaluateNode();
    const std::uint64_t verdictsBefore = pathVerdicts_;

    // Reverse futility at shallow depth.
    if (!pvNode && !checked && depth <= 3 && !isMateScore(beta) && staticEval - 120 * depth >= beta) return staticEval;

    // Null move, verified at high depth so zugzwang-like endings are not misjudged.
    const int us = pos_->sideToMove();
    if (nullAllowed && !pvNode && !checked && depth >= 3 && staticEval >= beta && hasHeavyPieces(*pos_, us)) {
        const int r = 3 + depth / 5;
        pos_->makeNull();
        int score = -pvs(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
        pos_->unmakeNull();
        if (control_->stopped()) return 0;
        if (score >= beta) {
            if (isMateScore(score)) score = beta;
            if (depth < 8) return score;
            const int verified = pvs(beta - 1, beta, depth - 1 - r, ply, false);
            if (verified >= beta) return score;
        }
    }

    MoveList list;
    pos_->generate(list);
    int scores[192];
    orderMoves(list, scores, ttMove, ply);
    int best = -kInfinity, legal = 0;
    Move16 bestMove = kNoMove;
    const int originalAlpha = alpha;
    for (int i = 0; i < list.size; ++i) {
        pickBest(list, scores, i);
        const Move16 m = list.moves[i];
        if (!pos_->isLegal(m, checked)) continue;
        ++legal;
        const bool capture = pos_->at(toOf(m)) != kEmpty;
        pos_->make(m);
        const bool givesCheck = pos_->inCheck();
        const int extension = givesCheck && ply < rootDepth_ + rootDepth_ / 2 ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        int score;
        if (legal == 1) {
            score = -pvs(-beta, -alpha, newDepth, ply + 1, true);
        } else {
            int reduction = 0;
            if (depth >= 3 && !capture && !checked && !givesCheck && m != killers_[ply][0] && m != killers_[ply][1])
                reduction = kReductions.table[std::min(depth, 63)][std::min(legal, 63)] - (pvNode ? 1 : 0);
            reduction = std::max(0, std::min(reduction, newDepth - 1));
            score = -pvs(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
            if (score > alpha && reduction > 0) score = -pvs(-alpha - 1, -alpha, newDepth, ply + 1, true);
            if (score > alpha && score < beta) score = -pvs(-beta, -alpha, newDepth, ply + 1, true);
        }
        pos_->unmake();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            bestMove = m;
            if (score > alpha) {
                alpha = score;
                updatePv(ply, m);
                if (score >= beta) {
                    if (!capture) {
                        if (killers_[ply][0] != m) {
                            killers_[ply][1] = killers_[ply][0];
                            killers_[ply][0] = m;
                        }
                        int& h = history_[pos_->at(fromOf(m)) & 15][toOf(m)];
                        h += depth * depth;
                        if (h > (1 << 26)) {
                            for (auto& row : history_)
                                for (int& x : row) x /= 2;
                        }
                    }
                    break;
                }
            }
        }
    }
    if (legal == 0) return matedIn(ply);  // checkmate and stalemate both lose
    // A mate score that may rest on a perpetual check or chase judged on this path (with the positions
    // before it) is not the position's own: stored, it would be read on other paths, or after the game
    // moved on, as a mate that is not there. Only the move is kept then.
    if (pathVerdicts_ != verdictsBefore && isMateScore(best)) {
        tt_.store(pos_->key(), -1, 0, Bound::Upper, bestMove);
        return best;
    }
    const Bound bound = best >= beta ? Bound::Lower : best > originalAlpha ? Bound::Exact : Bound::Upper;
    tt_.store(pos_->key(), depth, TranspositionTable::scoreToTT(best, ply), bound, bestMove);
    return best;
}

int Searcher::quiescence(Position& position) {
    SearchLimits limits;
    SearchControl control(limits, {});
    control_ = &control;
    pos_ = &position;
    noise_ = 0;
    position.reserve(kMaxPly + 16);
    const int score = quiesce(-kInfinity, kInfinity, 0);
    pos_ = nullptr;
    control_ = nullptr;
    return score;
}

SearchResult Searcher::run(Position& position, const SearchLimits& limitsIn, std::stop_token stop,
                           const ProgressFn& progress, const std::vector<Move16>& banned) {
    SearchLimits limits = limitsIn;
    const int level = std::clamp(limits.level, 1, kFullStrength);
    if (level < kFullStrength) {
        limits.depth = limits.depth > 0 ? std::min(limits.depth, kMaxLevelDepth[level]) : kMaxLevelDepth[level];
        noise_ = (kFullStrength - level) * 18;
    } else {
        noise_ = 0;
    }
    seed_ = limits.seed * 0x9E3779B97F4A7C15ULL;
    SearchControl control(limits, stop);
    control_ = &control;
    pos_ = &position;
    position.reserve(kMaxPly + 16 + 256);  // room for the cycles replayed by repetitionScore()
    std::memset(killers_, 0, sizeof killers_);
    for (auto& row : history_)
        for (int& x : row) x /= 8;
    tt_.newSearch();
    pathVerdicts_ = 0;

    SearchResult result;
    MoveList root;
    position.generateLegal(root);
    MoveList allowed;
    allowed.size = 0;
    for (Move16 m : root)
        if (std::find(banned.begin(), banned.end(), m) == banned.end()) allowed.moves[allowed.size++] = m;
    if (allowed.size == 0) allowed = root;
    if (allowed.size == 0) return result;
    result.best = toFacadeMove(allowed.moves[0]);
    result.pv = {result.best};

    const int maxDepth = std::min(control.maxDepth(), kMaxSearchDepth);
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        int delta = 40;
        int alpha = -kInfinity, beta = kInfinity;
        if (depth >= 5) {
            alpha = std::max(previous - delta, -kInfinity);
            beta = std::min(previous + delta, kInfinity);
        }
        int score = 0;
        Move16 iterationBest = kNoMove;
        while (true) {
            // Root: the allowed moves, the previous best first.
            int best = -kInfinity;
            int scores[192];
            MoveList list = allowed;
            const TTEntry* e = tt_.probe(position.key());
            orderMoves(list, scores, e ? static_cast<Move16>(e->move) : kNoMove, 0);
            for (int i = 0; i < list.size; ++i)
                if (list.moves[i] == fromFacadeMove(result.best)) scores[i] = 1 << 30;
            int a = alpha;
            for (int i = 0; i < list.size; ++i) {
                pickBest(list, scores, i);
                const Move16 m = list.moves[i];
                position.make(m);
                const int ext = position.inCheck() ? 1 : 0;
                int s;
                if (i == 0) s = -pvs(-beta, -a, depth - 1 + ext, 1, true);
                else {
                    s = -pvs(-a - 1, -a, depth - 1 + ext, 1, true);
                    if (s > a && s < beta) s = -pvs(-beta, -a, depth - 1 + ext, 1, true);
                }
                position.unmake();
                if (control.stopped()) break;
                if (s > best) {
                    best = s;
                    if (s > a) {
                        a = s;
                        iterationBest = m;
                        updatePv(0, m);
                        if (s >= beta) break;
                    }
                }
            }
            score = best;
            if (control.stopped()) break;
            if (score <= alpha) {
                alpha = std::max(score - delta, -kInfinity);
                delta *= 2;
                iterationBest = kNoMove;
                continue;
            }
            if (score >= beta) {
                beta = std::min(score + delta, kInfinity);
                delta *= 2;
                continue;
            }
            break;
        }
        if (control.stopped()) {
            // A better move found at full window in the unfinished iteration is still worth playing.
            if (iterationBest != kNoMove && depth > 1 && pvLength_[0] > 0 && pv_[0][0] == iterationBest) {
                result.best = toFacadeMove(iterationBest);
                result.pv = {result.best};
            }
            break;
        }
        previous = score;
        result.best = toFacadeMove(pv_[0][0]);
        result.score = score;
        result.depth = depth;
        result.pv.clear();
        for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(toFacadeMove(pv_[0][i]));
        if (pathVerdicts_ == 0 || !isMateScore(score))
            tt_.store(position.key(), depth, TranspositionTable::scoreToTT(score, 0), Bound::Exact, pv_[0][0]);
        if (progress) {
            SearchInfo info;
            info.depth = depth;
            info.score = score;
            info.pv = result.pv;
            info.nodes = control.nodes();
            info.elapsedMs = control.elapsedMs();
            progress(info);
        }
        if (isMateScore(score) && pliesToMate(score) > 0 && pliesToMate(score) <= depth) break;
        if (control.shouldNotDeepen()) break;
    }
    result.nodes = control.nodes();
    result.elapsedMs = control.elapsedMs();
    pos_ = nullptr;
    control_ = nullptr;
    return result;
}

}  // namespace qipan::xiangqi
