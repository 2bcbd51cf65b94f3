#include "gomoku/threat_search.h"

#include <algorithm>

namespace qipan::gomoku {

namespace {

constexpr std::uint64_t kAttackerIsWhite = 0x3C6EF372FE94F82BULL;

struct Candidate {
    std::int16_t point;
    std::int16_t value;
};

void sortByValue(Candidate* begin, Candidate* end) {
    std::stable_sort(begin, end, [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
}

}  // namespace

ThreatSearch::ThreatSearch(Board& board, SearchControl& control, ThreatTables& tables, ThreatWidth width)
    : board_(board),
      control_(control),
      vcfFails_(tables.vcf.data()),
      vctFails_(tables.vct.data()),
      width_(width),
      salt_(0x51A7C0DE00000000ULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
            0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(board.size()) +
            0xD6E8FEB86659FD93ULL * static_cast<std::uint64_t>(width)) {}

std::uint64_t ThreatSearch::key(std::uint8_t attacker) const {
    return board_.hash() ^ salt_ ^ (attacker == kWhite ? kAttackerIsWhite : 0);
}

bool ThreatSearch::failed(const std::uint64_t* table, std::uint64_t key, int depth) {
    const std::uint64_t entry = table[(key >> 8) & (kFailSlots - 1)];
    if ((entry & ~0xFFULL) != (key & ~0xFFULL)) return false;
    const int stored = static_cast<int>(entry & 0xFF);
    if (stored < depth) return false;
    if (stored != kNoDepthLimit) ++depthCuts_;  // this failure may have been the depth's doing
    return true;
}

void ThreatSearch::fail(std::uint64_t* table, std::uint64_t key, int depth, std::uint64_t cutsBefore) {
    if (control_.stopped()) return;  // an interrupted search proves nothing
    const int stored = depthCuts_ == cutsBefore ? kNoDepthLimit : std::min(depth, kNoDepthLimit - 1);
    std::uint64_t& entry = table[(key >> 8) & (kFailSlots - 1)];
    if ((entry & ~0xFFULL) == (key & ~0xFFULL) && static_cast<int>(entry & 0xFF) > stored) return;
    entry = (key & ~0xFFULL) | static_cast<std::uint64_t>(stored);
}

int ThreatSearch::fivePointsAnywhere(std::uint8_t color, int* out) const {
    int n = 0;
    board_.points(color, kFivePoints).any([&](int p) {
        out[n++] = p;
        return n == 2;
    });
    return n;
}

bool ThreatSearch::attackLegal(int p) {
    return board_.toMove() != kBlack || !board_.mayBeFoul(p) || board_.foul(p) == Foul::None;
}

bool ThreatSearch::defenceLegal(std::uint8_t defender, int p) {
    return defender != kBlack || !board_.mayBeFoul(p) || board_.foul(p) == Foul::None;
}

int ThreatSearch::openFourPoint() {
    int found = -1;
    board_.points(board_.toMove(), kOpenFourPoints).any([&](int p) {
        if (attackLegal(p)) found = p;
        return found >= 0;
    });
    return found;
}

int ThreatSearch::vcf(int maxMoves, std::vector<int>* line) {
    proof_.clear();
    disproved_ = false;
    const std::uint64_t cutsBefore = depthCuts_;
    int moves = vcfAttack(maxMoves);
    if (moves == 0) {
        disproved_ = !control_.stopped() && depthCuts_ == cutsBefore;
        return 0;
    }
    // Some win was found; the shortest one is looked for from below (the first search is the cheap
    // way to learn whether there is any).
    std::vector<int> best = proof_;
    for (int m = 1; m < moves && !control_.stopped(); ++m) {
        const int shorter = vcfAttack(m);
        if (shorter > 0) {
            moves = shorter;
            best = proof_;
            break;
        }
    }
    proof_ = best;
    if (line) *line = proof_;
    return moves;
}

int ThreatSearch::vct(int maxMoves, std::vector<int>* line, int fromMoves) {
    proof_.clear();
    disproved_ = false;
    completedDepth_ = 0;
    for (int m = std::max(1, fromMoves); m <= maxMoves; ++m) {
        const std::uint64_t cutsBefore = depthCuts_;
        const int moves = vctAttack(m);
        if (moves > 0) {
            if (line) *line = proof_;
            return moves;
        }
        if (control_.stopped()) break;
        completedDepth_ = m;
        if (depthCuts_ == cutsBefore) {
            disproved_ = true;  // nothing ran out of depth: a deeper search would find nothing either
            break;
        }
    }
    return 0;
}

int ThreatSearch::vcfAttack(int movesLeft) {
    if (control_.tick()) return 0;
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    int points[2];
    if (fivePointsAnywhere(me, points) > 0) {
        proof_ = {points[0]};
        return 1;
    }
    const bool theirFive = fivePointsAnywhere(opp, points) > 0;
    if (!theirFive && board_.points(me, kFourPoints).empty()) return 0;  // no four to make
    if (movesLeft < 2) {
        ++depthCuts_;
        return 0;
    }
    const std::uint64_t k = key(me);
    if (failed(vcfFails_, k, movesLeft)) return 0;
    const std::uint64_t cutsBefore = depthCuts_;

    PointSet attacks;  // a copy: the board's own sets change while we play
    if (theirFive) {
        // His five must be stopped first, and in a VCF by a four.
        int stops[kMaxBoardSize * kMaxBoardSize];
        const int n = board_.stopsOfFives(opp, stops);
        for (int i = 0; i < n; ++i) attacks.set(stops[i]);
    } else {
        const int straight = openFourPoint();
        if (straight >= 0) {
            proof_ = {straight};
            return 2;
        }
        attacks = board_.points(me, kFourPoints);
    }
    int won = 0;
    attacks.any([&](int p) {
        if (board_.shapeInfo(me, p).fours == 0 || !attackLegal(p)) return false;
        won = playFour(p, movesLeft, false);
        return won > 0 || control_.stopped();
    });
    if (won > 0) return won;
    fail(vcfFails_, k, movesLeft, cutsBefore);
    return 0;
}

int ThreatSearch::playFour(int p, int movesLeft, bool vct) {
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    board_.play(p);
    // The defender has no five of his own (he had none, or this four took his only one), so he must
    // stop ours: on its point, or in Caro also by closing its far end. A Renju foul is no stop.
    int stops[kMaxBoardSize * kMaxBoardSize];
    int n = board_.stopsOfFives(me, stops);
    int legal = 0;
    for (int i = 0; i < n; ++i)
        if (defenceLegal(opp, stops[i])) stops[legal++] = stops[i];
    n = legal;
    if (n == 0) {  // unstoppable
        board_.undo();
        proof_ = {p};
        return 2;
    }
    int longest = 0;
    std::vector<int> mainLine;
    for (int i = 0; i < n; ++i) {
        board_.play(stops[i]);
        const int rest = vct ? vctAttack(movesLeft - 1) : vcfAttack(movesLeft - 1);
        board_.undo();
        if (rest == 0) {
            longest = 0;
            break;
        }
        if (rest > longest) {
            longest = rest;
            mainLine = {p, stops[i]};
            mainLine.insert(mainLine.end(), proof_.begin(), proof_.end());
        }
    }
    board_.undo();
    if (longest == 0) return 0;
    proof_ = std::move(mainLine);
    return longest + 1;
}

int ThreatSearch::vctAttack(int movesLeft) {
    const int byFours = vcfAttack(movesLeft);
    if (byFours > 0 || control_.stopped()) return byFours;
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    int points[2];
    const bool theirFive = fivePointsAnywhere(opp, points) > 0;
    if (movesLeft < 3) {  // a threat, then the threatened four, then five
        ++depthCuts_;
        return 0;
    }
    const std::uint64_t k = key(me);
    if (failed(vctFails_, k, movesLeft)) return 0;
    const std::uint64_t cutsBefore = depthCuts_;

    Candidate candidates[kMaxBoardSize * kMaxBoardSize];
    int count = 0;
    if (theirFive) {
        // His five must be stopped; the stop may still threaten something.
        int stops[kMaxBoardSize * kMaxBoardSize];
        const int n = board_.stopsOfFives(opp, stops);
        for (int i = 0; i < n; ++i)
            if (attackLegal(stops[i])) candidates[count++] = {static_cast<std::int16_t>(stops[i]), 0};
    } else {
        PointSet attacks = board_.points(me, kFourPoints);
        const PointSet& threes = board_.points(me, kThreePoints);
        for (int i = 0; i < PointSet::kWords; ++i) attacks.word[i] |= threes.word[i];
        attacks.any([&](int p) {
            if (attackLegal(p)) {
                const int value = board_.shapeInfo(me, p).value + board_.shapeInfo(opp, p).value / 2;
                candidates[count++] = {static_cast<std::int16_t>(p),
                                       static_cast<std::int16_t>(std::min(value, 30000))};
            }
            return false;
        });
        sortByValue(candidates, candidates + count);
    }
    for (int c = 0; c < count; ++c) {
        const int p = candidates[c].point;
        const int won =
            board_.shapeInfo(me, p).fours > 0 ? playFour(p, movesLeft, true) : playThreat(p, movesLeft);
        if (won > 0) return won;
        if (control_.stopped()) return 0;
    }
    // Quiet moves that threaten a VCF (each is tried only if it really threatens). Narrow: the best few
    // by shape among nearby points that make no three or four but grow a line, with four or more moves
    // left. With three moves left a quiet threat would have to threaten a win in two (a straight four or
    // two fours to come, which threes make, or a Renju four White makes where Black may not stop it):
    // the narrow width leaves those out, which may miss a win but never claims one. The wider widths
    // try every nearby point, then every point, also with three moves left.
    const int quietFrom = width_ == ThreatWidth::Narrow ? 4 : 3;
    if (!theirFive && movesLeft < quietFrom) ++depthCuts_;  // quiet threats wait for more moves
    if (!theirFive && movesLeft >= quietFrom) {
        count = 0;
        const int n = board_.size();
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int p = board_.point(x, y);
                if (board_.stone(p) != kEmpty) continue;
                if (width_ != ThreatWidth::Every && !board_.nearStones(p)) continue;
                const ShapeInfo& info = board_.shapeInfo(me, p);
                if (info.fours > 0 || info.threes > 0) continue;
                if (width_ == ThreatWidth::Narrow) {
                    bool grows = false;
                    for (int d = 0; d < 4; ++d) grows = grows || board_.pattern(me, p, d) >= F2;
                    if (!grows) continue;
                }
                if (!attackLegal(p)) continue;
                candidates[count++] = {static_cast<std::int16_t>(p), info.value};
            }
        sortByValue(candidates, candidates + count);
        if (width_ == ThreatWidth::Narrow) count = std::min(count, kQuietThreatWidth);
        for (int c = 0; c < count; ++c) {
            const int won = playThreat(candidates[c].point, movesLeft);
            if (won > 0) return won;
            if (control_.stopped()) return 0;
        }
    }
    fail(vctFails_, k, movesLeft, cutsBefore);
    return 0;
}

int ThreatSearch::playThreat(int p, int movesLeft) {
    const std::uint8_t me = board_.toMove();
    board_.play(p);
    // What does p threaten? Look with the attacker to move again (the defender has no five: he had
    // none, and p is no four).
    board_.passTurn();
    ThreatKind kind = ThreatKind::None;
    int threatMoves = 0;
    std::vector<int> threatLine;
    const int straight = openFourPoint();
    if (straight >= 0) {
        kind = ThreatKind::StraightFour;
        threatMoves = 2;
    } else {
        threatMoves = vcfAttack(movesLeft - 1);
        if (threatMoves > 0) {
            kind = ThreatKind::Vcf;
            threatLine = proof_;
        }
    }
    board_.passTurn();
    int won = 0;
    if (kind != ThreatKind::None && !control_.stopped())
        won = everyReplyLoses(movesLeft - 1, kind, threatLine, threatMoves);
    board_.undo();
    if (won == 0) return 0;
    proof_.insert(proof_.begin(), p);
    (void)me;
    return won + 1;
}

int ThreatSearch::everyReplyLoses(int movesLeft, ThreatKind kind, const std::vector<int>& threatLine,
                                  int threatMoves) {
    const std::uint8_t opp = board_.toMove();  // the defender
    const std::uint8_t me = otherColor(opp);
    // The replies to examine. Against a straight four to come, outside Renju-Black attacks: the points
    // within five of a straight-four point on its lines (no other stone changes what that point makes)
    // and the defender's fours. Otherwise every empty point: a far stone can change a Renju foul, and
    // a longer VCF reads more of the board.
    PointSet replies;
    // A White stone can make a Black point a foul only where Black already has the shapes of one (two
    // threes, two fours, an overline): if no straight-four point has them, none can turn foul.
    const bool local = kind == ThreatKind::StraightFour && !board_.openFourMayBeFoul(me);
    if (local) {
        board_.passTurn();
        board_.points(me, kOpenFourPoints).any([&](int s) {
            for (int d = 0; d < 4; ++d)
                for (int k = -5; k <= 5; ++k) {
                    const int q = s + k * kDirection[d];
                    if (q >= 0 && q < kPoints && board_.stone(q) == kEmpty) replies.set(q);
                }
            return false;
        });
        board_.passTurn();
        const PointSet& fours = board_.points(opp, kFourPoints);
        for (int i = 0; i < PointSet::kWords; ++i) replies.word[i] |= fours.word[i];
    } else {
        const int n = board_.size();
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (board_.stone(board_.point(x, y)) == kEmpty) replies.set(board_.point(x, y));
    }
    // Against a VCF threat: when the threat works with the defender passing, a reply that is no four of
    // his and lies off the lines of the threat's points changes nothing the threat reads, so it loses
    // to the threat without a look. The threat's fours and his stops read the lines through them up to
    // five points away (the points of five within four, their runs' ends one further); in Caro a run's
    // closing end can be nine away. Renju fouls reach farther still: the shortcut is taken only when no
    // point of the replay had the shapes of a foul (replayFours says).
    PointSet zone;
    bool zoneKnown = false;
    const int reach = board_.rule() == Rule::Caro ? 9 : 5;
    if (kind == ThreatKind::Vcf) {
        board_.passTurn();
        bool foulNearby = false;
        zoneKnown = replayFours(threatLine, movesLeft, &foulNearby) && !foulNearby;
        board_.passTurn();
        if (zoneKnown)
            for (const int s : threatLine)
                for (int d = 0; d < 4; ++d)
                    for (int k = -reach; k <= reach; ++k) {
                        const int q = s + k * kDirection[d];
                        if (q >= 0 && q < kPoints) zone.set(q);
                    }
    }
    const PointSet& theirFours = board_.points(opp, kFourPoints);

    int longest = threatMoves;  // a reply that does not meet the threat loses to it
    int mainReply = -1;
    std::vector<int> mainLine;
    bool refuted = false;
    replies.any([&](int q) {
        if (zoneKnown && !zone.has(q) && !theirFours.has(q)) return false;
        if (!defenceLegal(opp, q)) return false;
        // A reply that makes no four of his and leaves us a straight four loses to it: read from the
        // line keys, without playing it (local: no straight-four point can be a Renju foul).
        if (local && !theirFours.has(q) && board_.keepsOpenFour(me, q)) return false;
        board_.play(q);
        int points[2];
        const bool theirFour = fivePointsAnywhere(opp, points) > 0;
        bool stillLoses = false;
        if (!theirFour) {
            if (kind == ThreatKind::StraightFour)
                stillLoses = openFourPoint() >= 0;
            else
                stillLoses = replayFours(threatLine, movesLeft);
        }
        if (!stillLoses) {
            const int won = vctAttack(movesLeft);
            if (won == 0) {
                refuted = true;
            } else if (won > longest || mainReply < 0) {
                longest = std::max(longest, won);
                mainReply = q;
                mainLine = proof_;
            }
        }
        board_.undo();
        return refuted || control_.stopped();
    });
    if (refuted || control_.stopped()) return 0;
    proof_.clear();
    if (mainReply >= 0) {
        proof_.push_back(mainReply);
        proof_.insert(proof_.end(), mainLine.begin(), mainLine.end());
    } else if (kind == ThreatKind::Vcf) {
        // Every reply lost to the threat itself: show it after a pass-like reply (none is shown).
    }
    return longest;
}

bool ThreatSearch::replayFours(const std::vector<int>& line, int movesLeft, bool* foulNearby) {
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    int played = 0, used = 0;
    bool won = false;
    int stops[kMaxBoardSize * kMaxBoardSize];
    for (std::size_t i = 0; i < line.size() && used < movesLeft; i += 2) {
        const int a = line[i];
        if (board_.stone(a) != kEmpty || !attackLegal(a)) break;
        if (foulNearby && me == kBlack && board_.mayBeFoul(a)) *foulNearby = true;
        if (board_.makesFive(me, a)) {
            won = true;
            break;
        }
        if (board_.shapeInfo(me, a).fours == 0) break;
        board_.play(a);
        ++played;
        ++used;
        int n = board_.stopsOfFives(me, stops);
        int legal = 0;
        for (int j = 0; j < n; ++j) {
            if (foulNearby && opp == kBlack && board_.mayBeFoul(stops[j])) *foulNearby = true;
            if (defenceLegal(opp, stops[j])) stops[legal++] = stops[j];
        }
        n = legal;
        if (n == 0) {
            won = used < movesLeft;
            break;
        }
        if (n > 1) break;  // more than one way to stop it: not a line to replay
        board_.play(stops[0]);
        ++played;
        int points[2];
        if (fivePointsAnywhere(opp, points) > 0) break;  // his stop made a four: not a replay
    }
    for (int i = 0; i < played; ++i) board_.undo();
    return won;
}

}  // namespace qipan::gomoku
