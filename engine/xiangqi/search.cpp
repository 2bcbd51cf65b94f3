#include "xiangqi/search.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "core/score.h"
#include "core/zobrist.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/repetition.h"

namespace qipan::xiangqi {
namespace {

constexpr int kMaxPly = kMaxSearchDepth + 4;
constexpr int kMaxLevelDepth[11] = {0, 1, 2, 3, 4, 5, 6, 8, 10, 13, kMaxSearchDepth};
constexpr int kNoEval = -32768;  // no static evaluation (in check), also as kept in the table
// Values for the static exchange evaluation; the general is worth more than everything else together.
constexpr int kSeeValue[8] = {0, 20000, 160, 160, 420, 1000, 440, 80};

struct Reductions {
    int table[64][64];
    Reductions() {
        for (int d = 0; d < 64; ++d)
            for (int n = 0; n < 64; ++n)
                table[d][n] =
                    (d < 1 || n < 1) ? 0 : static_cast<int>(0.75 + std::log(d) * std::log(n) / 2.25);
    }
};
const Reductions kReductions;

bool hasHeavyPieces(const Position& p, int colour) {
    return p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon) > 0;
}

inline int cell(int sq) {
    return cellOf(sq);
}

// The gravity update: entries stay within +-limit whatever the bonuses.
template <int kLimit>
inline void gravity(std::int16_t& entry, int bonus) {
    bonus = std::clamp(bonus, -kLimit, kLimit);
    entry = static_cast<std::int16_t>(entry + bonus - entry * std::abs(bonus) / kLimit);
}

inline int statBonus(int depth) {
    return std::min(300 * depth - 250, 1500);
}

}  // namespace

struct Searcher::Histories {
    std::int16_t butterfly[2][kCells * kCells];           // colour, from cell * 90 + to cell
    std::int16_t continuation[16 * kCells][16 * kCells];  // (piece, to) of an earlier move, then of this move
    std::int16_t capture[16][kCells][8];                  // piece, to cell, victim kind
    Move16 counter[16 * kCells];                          // the reply that refuted (piece, to)
};

struct Searcher::Frame {
    int staticEval = kNoEval;
    Move16 move = kNoMove;
    int pieceTo = 0;  // piece code * 90 + to cell of `move` (0 for none or a null move)
    Move16 killers[2] = {kNoMove, kNoMove};
};

Searcher::Searcher(TranspositionTable& tt)
    : tt_(tt),
      hist_(std::make_unique<Histories>()),
      frames_(std::make_unique<Frame[]>(kMaxPly + 8)),
      pv_(std::make_unique<Move16[]>((kMaxSearchDepth + 8) * (kMaxSearchDepth + 8))) {}

Searcher::~Searcher() = default;

int Searcher::evaluateNode() const {
    int score = evaluate(*pos_);
    if (noise_ > 0) {
        SplitMix64 rng(pos_->key() ^ seed_);
        score += static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * noise_ + 1))) - noise_;
    }
    return score;
}

void Searcher::updatePv(int ply, Move16 m) {
    constexpr int w = kMaxSearchDepth + 8;
    pv_[ply * w + ply] = m;
    for (int i = ply + 1; i < pvLength_[ply + 1]; ++i) pv_[ply * w + i] = pv_[(ply + 1) * w + i];
    pvLength_[ply] = std::max(pvLength_[ply + 1], ply + 1);
}

int Searcher::quietScore(Move16 m, int ply) const {
    const int piece = pos_->at(fromOf(m)) & 15;
    const int to = piece * kCells + cell(toOf(m));
    const Frame* f = &frames_[ply + 2];
    int s = 2 * hist_->butterfly[pos_->sideToMove()][cell(fromOf(m)) * kCells + cell(toOf(m))];
    s += hist_->continuation[f[-1].pieceTo][to];
    s += hist_->continuation[f[-2].pieceTo][to];
    return s;
}

// Ordering keys: the hash move, then captures by victim value and capture history (the move loop moves a
// capture that loses material behind the quiet moves when it comes to it), killers, the counter move,
// and the quiet histories.
void Searcher::scoreMoves(const MoveList& list, int* scores, Move16 ttMove, int ply, bool quietsToo) const {
    const Frame& f = frames_[ply + 2];
    const Move16 counter = ply > 0 ? hist_->counter[frames_[ply + 1].pieceTo] : kNoMove;
    for (int i = 0; i < list.size; ++i) {
        const Move16 m = list.moves[i];
        const std::uint8_t victim = pos_->at(toOf(m));
        const std::uint8_t mover = pos_->at(fromOf(m));
        int s;
        if (m == ttMove) s = 1 << 30;
        else if (victim != kEmpty)
            s = (1 << 28) + kSeeValue[kindOf(victim)] * 8 - kSeeValue[kindOf(mover)] / 64 +
                hist_->capture[mover & 15][cell(toOf(m))][kindOf(victim)] / 16;
        else if (!quietsToo)
            s = 0;
        else if (m == f.killers[0])
            s = (1 << 27) + 2;
        else if (m == f.killers[1])
            s = (1 << 27) + 1;
        else if (m == counter)
            s = 1 << 27;
        else
            s = quietScore(m, ply);
        scores[i] = s;
    }
}

// Sorts the moves by their keys, highest first (insertion sort: a few dozen moves, often nearly in order).
void Searcher::sortMoves(MoveList& list, int* scores) {
    for (int i = 1; i < list.size; ++i) {
        const Move16 m = list.moves[i];
        const int s = scores[i];
        int j = i;
        for (; j > 0 && scores[j - 1] < s; --j) {
            list.moves[j] = list.moves[j - 1];
            scores[j] = scores[j - 1];
        }
        list.moves[j] = m;
        scores[j] = s;
    }
}

void Searcher::updateQuietStats(int ply, Move16 best, int depth, const Move16* quiets, int quietCount) {
    Frame& f = frames_[ply + 2];
    if (f.killers[0] != best) {
        f.killers[1] = f.killers[0];
        f.killers[0] = best;
    }
    if (ply > 0 && frames_[ply + 1].pieceTo != 0) hist_->counter[frames_[ply + 1].pieceTo] = best;
    const int bonus = statBonus(depth);
    const int us = pos_->sideToMove();
    auto update = [&](Move16 m, int b) {
        const int piece = pos_->at(fromOf(m)) & 15;
        const int to = piece * kCells + cell(toOf(m));
        gravity<16384>(hist_->butterfly[us][cell(fromOf(m)) * kCells + cell(toOf(m))], b);
        if (frames_[ply + 1].pieceTo != 0)
            gravity<16384>(hist_->continuation[frames_[ply + 1].pieceTo][to], b);
        if (frames_[ply].pieceTo != 0) gravity<16384>(hist_->continuation[frames_[ply].pieceTo][to], b);
    };
    update(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best) update(quiets[i], -bonus);
}

void Searcher::updateCaptureStats(Move16 best, int depth, const Move16* captures, int captureCount) {
    const int bonus = statBonus(depth);
    auto update = [&](Move16 m, int b) {
        const int piece = pos_->at(fromOf(m)) & 15;
        gravity<16384>(hist_->capture[piece][cell(toOf(m))][kindOf(pos_->at(toOf(m)))], b);
    };
    if (pos_->at(toOf(best)) != kEmpty) update(best, bonus);
    for (int i = 0; i < captureCount; ++i)
        if (captures[i] != best) update(captures[i], -bonus);
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
    const bool pvNode = beta - alpha > 1;
    pvLength_[ply] = ply;
    selDepth_ = std::max(selDepth_, ply);
    const bool checked = pos_->inCheck();
    if (ply >= kMaxPly - 1) return checked ? 0 : evaluateNode();

    const TTEntry* entry = tt_.probe(pos_->key());
    int ttEval = kNoEval;
    Move16 ttMove = kNoMove;
    if (entry) {
        const int ttScore = TranspositionTable::scoreFromTT(entry->score, ply);
        const Bound bound = entry->bound();
        if (!pvNode && (bound == Bound::Exact || (bound == Bound::Lower && ttScore >= beta) ||
                        (bound == Bound::Upper && ttScore <= alpha)))
            return ttScore;
        ttEval = entry->eval;
        ttMove = static_cast<Move16>(entry->move);
        if (ttMove != kNoMove &&
            (!pos_->isPseudoLegal(ttMove) || (!checked && pos_->at(toOf(ttMove)) == kEmpty)))
            ttMove = kNoMove;
    }

    int best = -kInfinity, standPat = kNoEval;
    if (!checked) {
        standPat = ttEval != kNoEval && noise_ == 0 ? ttEval : evaluateNode();
        if (standPat >= beta) {
            if (!entry)
                tt_.store(pos_->key(), 0, TranspositionTable::scoreToTT(standPat, ply), Bound::Lower, kNoMove,
                          standPat);
            return standPat;
        }
        alpha = std::max(alpha, standPat);
        best = standPat;
    }
    MoveList list;
    if (checked) pos_->generate(list);
    else pos_->generateCaptures(list);
    int scores[192];
    scoreMoves(list, scores, ttMove, ply, true);
    int legal = 0;
    Move16 bestMove = kNoMove;
    const int originalAlpha = alpha;
    for (int i = 0; i < list.size; ++i) {
        int b = i;
        for (int j = i + 1; j < list.size; ++j)
            if (scores[j] > scores[b]) b = j;
        std::swap(list.moves[i], list.moves[b]);
        std::swap(scores[i], scores[b]);
        const Move16 m = list.moves[i];
        if (!pos_->isLegal(m, checked)) continue;
        ++legal;
        if (!checked) {
            // Delta pruning: even winning the piece for nothing cannot reach alpha.
            const int victim = kSeeValue[kindOf(pos_->at(toOf(m)))];
            if (standPat + victim + 200 <= alpha && kindOf(pos_->at(toOf(m))) != kGeneral) continue;
            if (pos_->see(m, kSeeValue) < 0 && !pos_->givesCheck(m)) continue;
        }
        pos_->make(m);
        const int score = -quiesce(-beta, -alpha, ply + 1);
        pos_->unmake();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                bestMove = m;
                if (score >= beta) break;
            }
        }
    }
    if (checked && legal == 0) return matedIn(ply);
    const Bound bound = best >= beta                     ? Bound::Lower
                        : best > originalAlpha && pvNode ? Bound::Exact
                                                         : Bound::Upper;
    tt_.store(pos_->key(), 0, TranspositionTable::scoreToTT(best, ply), bound, bestMove,
              checked ? kNoEval : standPat);
    return best;
}

int Searcher::search(int alpha, int beta, int depth, int ply, bool cutNode) {
    const bool pvNode = beta - alpha > 1;
    const bool root = ply == 0;
    if (depth <= 0) return quiesce(alpha, beta, ply);
    pvLength_[ply] = ply;
    if (!root) {
        int score = 0;
        if (repetitionScore(ply, score)) return score;
        if (pos_->quietPlies() >= 120) return 0;
        // Mate distance pruning.
        alpha = std::max(alpha, matedIn(ply));
        beta = std::min(beta, mateIn(ply + 1));
        if (alpha >= beta) return alpha;
    }
    if (control_->tick()) return 0;
    if (ply >= kMaxPly - 1) return pos_->inCheck() ? 0 : evaluateNode();
    selDepth_ = std::max(selDepth_, ply);

    Frame& frame = frames_[ply + 2];
    frames_[ply + 4].killers[0] = frames_[ply + 4].killers[1] = kNoMove;

    const TTEntry* entry = tt_.probe(pos_->key());
    Move16 ttMove = kNoMove;
    int ttScore = 0, ttDepth = -100, ttEval = kNoEval;
    Bound ttBound = Bound::None;
    if (entry) {
        ttMove = static_cast<Move16>(entry->move);
        if (ttMove != kNoMove && !pos_->isPseudoLegal(ttMove)) ttMove = kNoMove;
        ttScore = TranspositionTable::scoreFromTT(entry->score, ply);
        ttDepth = entry->depth;
        ttBound = entry->bound();
        ttEval = entry->eval;
        if (!pvNode && ttDepth >= depth &&
            (ttBound == Bound::Exact || (ttBound == Bound::Lower && ttScore >= beta) ||
             (ttBound == Bound::Upper && ttScore <= alpha)))
            return ttScore;
    }

    const bool checked = pos_->inCheck();
    const int us = pos_->sideToMove();
    int staticEval = kNoEval, eval = kNoEval;
    bool improving = false;
    if (!checked) {
        staticEval = ttEval != kNoEval && noise_ == 0 ? ttEval : evaluateNode();
        eval = staticEval;
        if (entry && !isMateScore(ttScore) &&
            ((ttBound == Bound::Lower && ttScore > eval) || (ttBound == Bound::Upper && ttScore < eval)))
            eval = ttScore;
        improving = frames_[ply].staticEval != kNoEval && staticEval > frames_[ply].staticEval;
    }
    frame.staticEval = staticEval;
    const std::uint64_t verdictsBefore = pathVerdicts_;

    if (!pvNode && !checked && !isMateScore(beta)) {
        // Razoring: far below alpha, only captures could help.
        if (depth <= 3 && eval + 350 + 200 * depth * depth <= alpha) {
            const int v = quiesce(alpha - 1, alpha, ply);
            if (v < alpha) return v;
        }
        // Reverse futility.
        if (depth <= 8 && eval - (100 * depth - (improving ? 70 : 0)) >= beta && eval < kMateBound)
            return eval;
        // Null move, verified at high depth so zugzwang-like endings are not misjudged.
        if (frames_[ply + 1].move != kNoMove && depth >= 3 && eval >= beta &&
            staticEval >= beta - 20 * depth + 150 && hasHeavyPieces(*pos_, us) && ply >= nullMinPly_) {
            const int r = 4 + depth / 3 + std::min((eval - beta) / 200, 3);
            frame.move = kNoMove;
            frame.pieceTo = 0;
            pos_->makeNull();
            int score = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
            pos_->unmakeNull();
            if (control_->stopped()) return 0;
            if (score >= beta) {
                if (isMateScore(score)) score = beta;
                if (nullMinPly_ > 0 || depth < 12) return score;
                nullMinPly_ = ply + 3 * (depth - r) / 4;
                const int verified = search(beta - 1, beta, depth - r, ply, false);
                nullMinPly_ = 0;
                if (verified >= beta) return score;
            }
        }
    }
    // Internal iterative reduction: without a hash move this node was not searched before.
    if (!root && ttMove == kNoMove && depth >= 4 && (pvNode || cutNode)) --depth;

    // Moves in stages: the hash move before any generation, then the rest sorted once by their keys, with
    // captures that lose material put off until everything else was tried.
    MoveList list;
    int scores[192];
    Move16 deferred[48];
    int stage = ttMove != kNoMove ? 0 : 1, next = 0, deferredCount = 0;
    auto nextMove = [&](Move16& m, int& key) {
        if (stage == 0) {
            stage = 1;
            m = ttMove;
            key = 1 << 30;
            return true;
        }
        if (stage == 1) {
            pos_->generate(list);
            scoreMoves(list, scores, ttMove, ply, true);
            sortMoves(list, scores);
            stage = 2;
        }
        if (stage == 2) {
            while (next < list.size) {
                m = list.moves[next];
                key = scores[next++];
                if (m == ttMove) continue;
                if (key >= (1 << 28) && deferredCount < 48 && pos_->see(m, kSeeValue) < 0) {
                    deferred[deferredCount++] = m;
                    continue;
                }
                return true;
            }
            stage = 3;
            next = 0;
        }
        if (next < deferredCount) {
            m = deferred[next++];
            key = -(1 << 29);
            return true;
        }
        return false;
    };
    Move16 quiets[64], captures[32];
    int quietCount = 0, captureCount = 0;
    int best = -kInfinity, legal = 0;
    Move16 bestMove = kNoMove;
    const int originalAlpha = alpha;
    bool skipQuiets = false;
    const int lmpLimit = (3 + depth * depth) / (improving ? 1 : 2);
    Move16 m = kNoMove;
    int key = 0;
    while (nextMove(m, key)) {
        if (root && std::find(rootMoves_.begin(), rootMoves_.end(), m) == rootMoves_.end()) continue;
        if (!pos_->isLegal(m, checked)) continue;
        ++legal;
        const std::uint8_t mover = pos_->at(fromOf(m));
        const bool capture = pos_->at(toOf(m)) != kEmpty;
        const int history = capture ? 0 : key < (1 << 27) && key > -(1 << 27) ? key : quietScore(m, ply);
        const bool refutation = m == frame.killers[0] || m == frame.killers[1];
        const int baseReduction = kReductions.table[std::min(depth, 63)][std::min(legal, 63)];
        const int lmrDepth = std::max(0, depth - 1 - baseReduction);

        const bool givesCheck = pos_->givesCheck(m);
        if (!root && best > -kMateBound && hasHeavyPieces(*pos_, us)) {
            if (!capture && !givesCheck) {
                if (skipQuiets || legal > lmpLimit) {
                    skipQuiets = true;
                    continue;
                }
                if (lmrDepth < 8 && !checked && staticEval + 150 + 120 * lmrDepth <= alpha) continue;
                if (lmrDepth < 4 && history < -3000 * depth) continue;
            }
            // Static exchange pruning; never of a check: the exchange does not see pins, and a piece that
            // seems to win the checker is often pinned to its own general (by a cannon over a screen).
            const int seeFloor = capture ? -150 * depth : -30 * lmrDepth * lmrDepth;
            if (!givesCheck && depth < 8 && pos_->see(m, kSeeValue) < seeFloor) continue;
        }
        pos_->make(m);
        tt_.prefetch(pos_->key());
        const int extension = givesCheck && ply < 2 * rootDepth_ ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        frame.move = m;
        frame.pieceTo = (mover & 15) * kCells + cell(toOf(m));
        if (!capture && quietCount < 64)
            quiets[quietCount++] = m;
        else if (capture && captureCount < 32)
            captures[captureCount++] = m;

        int score;
        if (depth >= 2 && legal > 1 + (pvNode ? 1 : 0)) {
            int r = baseReduction;
            r += cutNode ? 1 : 0;
            r += improving ? 0 : 1;
            r -= pvNode ? 1 : 0;
            r -= refutation ? 1 : 0;
            r -= givesCheck ? 1 : 0;
            if (capture)
                r = std::max(0, r - 2);
            else
                r -= history / 8000;
            const int d = std::clamp(newDepth - r, 1, newDepth + 1);
            score = -search(-alpha - 1, -alpha, d, ply + 1, true);
            if (score > alpha && d < newDepth)
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        } else if (!pvNode || legal > 1) {
            score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        } else {
            score = alpha + 1;  // the first move of a PV node: searched with the full window below
        }
        if (pvNode && (legal == 1 || (score > alpha && score < beta)))
            score = -search(-beta, -alpha, newDepth, ply + 1, false);
        pos_->unmake();
        if (control_->stopped()) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                bestMove = m;
                alpha = score;
                updatePv(ply, m);
                if (root) rootBest_ = m;
                if (score >= beta) break;
            }
        }
    }
    if (legal == 0) return root ? 0 : matedIn(ply);  // checkmate and stalemate both lose
    if (best >= beta) {
        if (pos_->at(toOf(bestMove)) == kEmpty) updateQuietStats(ply, bestMove, depth, quiets, quietCount);
        updateCaptureStats(bestMove, depth, captures, captureCount);
    }
    // A mate score that may rest on a perpetual check or chase judged on this path (with the positions
    // before it) is not the position's own: stored, it would be read on other paths, or after the game
    // moved on, as a mate that is not there. Only the move is kept then.
    if (pathVerdicts_ != verdictsBefore && isMateScore(best)) {
        tt_.store(pos_->key(), -1, 0, Bound::Upper, bestMove, staticEval);
        return best;
    }
    const Bound bound = best >= beta                     ? Bound::Lower
                        : pvNode && best > originalAlpha ? Bound::Exact
                                                         : Bound::Upper;
    tt_.store(pos_->key(), depth, TranspositionTable::scoreToTT(best, ply), bound, bestMove, staticEval);
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
    for (int i = 0; i < kMaxPly + 8; ++i) frames_[i] = Frame{};
    tt_.newSearch();
    pathVerdicts_ = 0;
    nullMinPly_ = 0;

    SearchResult result;
    MoveList root;
    position.generateLegal(root);
    rootMoves_.clear();
    for (Move16 m : root)
        if (std::find(banned.begin(), banned.end(), m) == banned.end()) rootMoves_.push_back(m);
    if (rootMoves_.empty()) rootMoves_.assign(root.begin(), root.end());
    if (rootMoves_.empty()) return result;
    result.best = toFacadeMove(rootMoves_[0]);
    result.pv = {result.best};
    // A fixed time per move is used to the end: an unfinished iteration still gives its best move so far.
    const bool fixedTime = control.usesWholeMoveTime();

    const int maxDepth = std::min(control.maxDepth(), kMaxSearchDepth);
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        rootDepth_ = depth;
        int delta = 30;
        int alpha = -kInfinity, beta = kInfinity;
        if (depth >= 5) {
            alpha = std::max(previous - delta, -kInfinity);
            beta = std::min(previous + delta, kInfinity);
        }
        int score = 0;
        rootBest_ = kNoMove;
        while (true) {
            score = search(alpha, beta, depth, 0, false);
            if (control.stopped()) break;
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = std::max(score - delta, -kInfinity);
                delta += delta / 2;
                rootBest_ = kNoMove;
                continue;
            }
            if (score >= beta) {
                beta = std::min(score + delta, kInfinity);
                delta += delta / 2;
                continue;
            }
            break;
        }
        if (control.stopped()) {
            // A better move found at full window in the unfinished iteration is still worth playing.
            if (rootBest_ != kNoMove && depth > 1 && pvLength_[0] > 0 && pv_[0] == rootBest_) {
                result.best = toFacadeMove(rootBest_);
                result.pv.clear();
                for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(toFacadeMove(pv_[i]));
            }
            break;
        }
        previous = score;
        result.best = toFacadeMove(pv_[0]);
        result.score = score;
        result.depth = depth;
        result.pv.clear();
        for (int i = 0; i < pvLength_[0]; ++i) result.pv.push_back(toFacadeMove(pv_[i]));
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
        if (!fixedTime && control.shouldNotDeepen()) break;
        if (control.stopped()) break;
    }
    if (result.depth == 0 && rootMoves_.size() > 1) quickBest(result);
    result.nodes = control.nodes();
    result.elapsedMs = control.elapsedMs();
    pos_ = nullptr;
    control_ = nullptr;
    return result;
}

void Searcher::quickBest(SearchResult& result) {
    // Stopped before the first iteration ended (a stop at once, a clock at zero): the first generated
    // move would be played blind. A capture search after each root move finds what hangs. It is bounded
    // by nodes and by 10 ms, not by the stop: 200,000 nodes alone took up to 150 ms on a loaded machine
    // (bench time-use, stop latency).
    SearchLimits limits;
    limits.nodes = kQuickNodes;
    limits.moveTimeMs = kQuickMoveTimeMs;
    SearchControl quick(limits, {});
    SearchControl* const outer = control_;
    control_ = &quick;
    int best = -kInfinity;
    for (const Move16 m : rootMoves_) {
        pos_->make(m);
        const int s = -quiesce(-kInfinity, -best, 1);
        pos_->unmake();
        if (quick.stopped()) break;  // out of nodes: keep the best of the moves scored whole
        if (s > best) {
            best = s;
            result.best = toFacadeMove(m);
            result.score = s;
        }
    }
    result.pv = {result.best};
    control_ = outer;
}

}  // namespace qipan::xiangqi
