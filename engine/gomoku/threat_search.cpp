#include "gomoku/threat_search.h"

#include <algorithm>

namespace qipan::gomoku {

namespace {

constexpr std::uint64_t kAttackerIsWhite = 0x3C6EF372FE94F82BULL;

struct Candidate {
    std::int16_t point;
    std::int16_t value;
};

}  // namespace

ThreatSearch::ThreatSearch(Board& board, SearchControl& control, ThreatTables& tables)
    : board_(board),
      control_(control),
      vcfFails_(tables.vcf.data()),
      vctFails_(tables.vct.data()),
      salt_(0x51A7C0DE00000000ULL * (static_cast<std::uint64_t>(board.rule()) + 1) +
            0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(board.size())) {}

bool ThreatSearch::failed(const std::uint64_t* table, std::uint64_t key, int depth) const {
    const std::uint64_t entry = table[(key >> 8) & (kFailSlots - 1)];
    return (entry & ~0xFFULL) == (key & ~0xFFULL) && static_cast<int>(entry & 0xFF) >= depth;
}

void ThreatSearch::fail(std::uint64_t* table, std::uint64_t key, int depth) {
    table[(key >> 8) & (kFailSlots - 1)] =
        (key & ~0xFFULL) | static_cast<std::uint64_t>(std::min(depth, 255));
}

void ThreatSearch::prepend(int a, int b) {
    proof_.insert(proof_.begin(), {a, b});
}

int ThreatSearch::fivePointsThrough(std::uint8_t color, int p, int* out) const {
    int n = 0;
    for (int d = 0; d < 4; ++d)
        for (int k = -4; k <= 4; ++k) {
            const int q = p + k * kDirection[d];
            if (k == 0 || board_.stone(q) != kEmpty || !board_.makesFive(color, q)) continue;
            if (n == 1 && out[0] == q) continue;
            out[n++] = q;
            if (n == 2) return n;
        }
    return n;
}

int ThreatSearch::fivePointsAnywhere(std::uint8_t color, int* out) const {
    int n = 0;
    board_.points(color, kFivePoints).any([&](int p) {
        out[n++] = p;
        return n == 2;
    });
    return n;
}

int proofPlies(Board& board, const std::vector<int>& line) {
    if (line.empty()) return 0;
    bool five = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (i + 1 == line.size()) five = board.makesFive(board.toMove(), line[i]);
        board.play(line[i]);
    }
    for (std::size_t i = 0; i < line.size(); ++i) board.undo();
    return static_cast<int>(line.size()) + (five ? 0 : 2);
}

bool ThreatSearch::attackLegal(int p) {
    return board_.toMove() != kBlack || !board_.mayBeFoul(p) || board_.foul(p) == Foul::None;
}

int ThreatSearch::forcedBlock(int p, std::uint8_t attacker) {
    int points[2];
    const int n = fivePointsThrough(attacker, p, points);
    if (n == 0) return -1;
    if (n >= 2) return -2;
    const int q = points[0];
    const std::uint8_t defender = otherColor(attacker);
    if (board_.makesFive(defender, q)) return -1;
    if (defender == kBlack && board_.mayBeFoul(q) && board_.foul(q) != Foul::None) return -2;
    return q;
}

bool ThreatSearch::vcf(int maxFours, std::vector<int>* line) {
    proof_.clear();
    const std::uint8_t me = board_.toMove();
    int points[2];
    bool won = false;
    if (fivePointsAnywhere(me, points) > 0) {
        proof_ = {points[0]};
        won = true;
    } else {
        const int n = fivePointsAnywhere(otherColor(me), points);
        won = n < 2 && vcfAttack(maxFours, n == 1 ? points[0] : -1);
    }
    if (won && line) *line = proof_;
    return won;
}

bool ThreatSearch::vct(int maxAttacks, int vcfFours, std::vector<int>* line) {
    proof_.clear();
    vcfFours_ = vcfFours;
    const std::uint8_t me = board_.toMove();
    int points[2];
    if (fivePointsAnywhere(me, points) > 0) {
        proof_ = {points[0]};
        if (line) *line = proof_;
        return true;
    }
    const int n = fivePointsAnywhere(otherColor(me), points);
    if (n >= 2) return false;
    for (int depth = 1; depth <= maxAttacks; ++depth) {
        if (vctAttack(depth, n == 1 ? points[0] : -1)) {
            if (line) *line = proof_;
            return true;
        }
        if (control_.stopped()) break;
    }
    return false;
}

bool ThreatSearch::vcfAttack(int foursLeft, int forced) {
    if (control_.tick() || foursLeft <= 0) return false;
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    if (forced < 0 && board_.points(me, kFourPoints).empty()) return false;  // no four to start with
    const std::uint64_t key = board_.hash() ^ salt_ ^ (me == kWhite ? kAttackerIsWhite : 0);
    if (failed(vcfFails_, key, foursLeft)) return false;

    if (forced < 0) {
        // The shortest wins first: a five, then a straight four (so the proof's length is the shortest).
        int quick = -1;
        board_.points(me, kFivePoints).any([&](int p) { return (quick = p) >= 0; });
        if (quick < 0)
            board_.points(me, kOpenFourPoints).any([&](int p) {
                if (attackLegal(p)) quick = p;
                return quick >= 0;
            });
        if (quick >= 0) {
            proof_ = {quick};
            return true;
        }
    }
    PointSet attacks;  // a copy: the board's own sets change while we play
    if (forced >= 0)
        attacks.set(forced);
    else
        attacks = board_.points(me, kFourPoints);
    const bool won = attacks.any([&](int p) {
        const ShapeInfo& info = board_.shapeInfo(me, p);
        if (info.threat == Threat::Five) {
            proof_ = {p};
            return true;
        }
        if (info.fours == 0 || !attackLegal(p)) return false;
        if (info.threat == Threat::OpenFour) {
            proof_ = {p};
            return true;
        }
        board_.play(p);
        const int q = forcedBlock(p, me);
        if (q == -2) {
            board_.undo();
            proof_ = {p};
            return true;
        }
        if (q < 0) {
            board_.undo();
            return false;
        }
        board_.play(q);
        int points[2];
        const int threats = fivePointsThrough(opp, q, points);
        const bool win = threats < 2 && vcfAttack(foursLeft - 1, threats == 1 ? points[0] : -1);
        board_.undo();
        board_.undo();
        if (win) prepend(p, q);
        return win || control_.stopped();
    });
    if (won && !control_.stopped()) return true;
    if (control_.stopped()) return false;
    fail(vcfFails_, key, foursLeft);
    return false;
}

bool ThreatSearch::vctAttack(int attacksLeft, int forced) {
    if (vcfAttack(vcfFours_, forced)) return true;
    if (control_.stopped() || attacksLeft <= 0) return false;
    const std::uint8_t me = board_.toMove();
    const std::uint8_t opp = otherColor(me);
    // A VCT failure also depends on how long the VCFs inside it may be.
    const std::uint64_t key = board_.hash() ^ salt_ ^ (me == kWhite ? kAttackerIsWhite : 0) ^
                              (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(vcfFours_));
    if (failed(vctFails_, key, attacksLeft)) return false;

    Candidate candidates[kMaxBoardSize * kMaxBoardSize];
    int count = 0;
    if (forced >= 0) {
        // The block of the defender's four; it may still win if a threat of ours stays on the board.
        if (attackLegal(forced)) candidates[count++] = {static_cast<std::int16_t>(forced), 0};
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
        std::sort(candidates, candidates + count,
                  [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    }

    for (int c = 0; c < count; ++c) {
        const int p = candidates[c].point;
        const ShapeInfo& info = board_.shapeInfo(me, p);
        if (info.fours > 0) {
            board_.play(p);
            const int q = forcedBlock(p, me);
            if (q == -2) {
                board_.undo();
                proof_ = {p};
                return true;
            }
            if (q < 0) {
                board_.undo();
                continue;
            }
            board_.play(q);
            int points[2];
            const int threats = fivePointsThrough(opp, q, points);
            const bool won = threats < 2 && vctAttack(attacksLeft - 1, threats == 1 ? points[0] : -1);
            board_.undo();
            board_.undo();
            if (won) {
                prepend(p, q);
                return true;
            }
            if (control_.stopped()) return false;
            continue;
        }

        // Not a four: the move must leave us a straight four to come (an open three), and the defender
        // must stop every one of them (on their lines) or make a four of his own.
        board_.play(p);
        std::int16_t defences[kMaxBoardSize * kMaxBoardSize];
        int defenceCount = 0;
        bool threat = false;
        board_.passTurn();  // look at the attacker's straight fours as if he were on move
        const PointSet openFours = board_.points(me, kOpenFourPoints);
        openFours.any([&](int s) {
            if (!attackLegal(s)) return false;
            threat = true;
            for (int d = 0; d < 4; ++d)
                for (int k = -5; k <= 5; ++k) {
                    const int q = s + k * kDirection[d];
                    if (board_.stone(q) != kEmpty) continue;
                    const ShapeInfo& mine = board_.shapeInfo(me, q);
                    if (mine.fours == 0 && mine.threat != Threat::OpenFour) continue;
                    if (std::find(defences, defences + defenceCount, q) == defences + defenceCount)
                        defences[defenceCount++] = static_cast<std::int16_t>(q);
                }
            return false;
        });
        board_.passTurn();
        if (!threat) {
            board_.undo();
            continue;
        }
        if (everyDefenceLoses(p, defences, defenceCount, attacksLeft)) return true;
        if (control_.stopped()) return false;
    }
    if (forced < 0 && attacksLeft >= 2 && vctQuietThreats(attacksLeft)) return true;
    fail(vctFails_, key, attacksLeft);
    return false;
}

bool ThreatSearch::everyDefenceLoses(int p, std::int16_t* defences, int defenceCount, int attacksLeft) {
    const std::uint8_t opp = board_.toMove();  // the defender
    // The defender may also answer with a four of his own.
    board_.points(opp, kFourPoints).any([&](int q) {
        if (std::find(defences, defences + defenceCount, q) == defences + defenceCount)
            defences[defenceCount++] = static_cast<std::int16_t>(q);
        return false;
    });
    bool refuted = false;
    std::vector<int> firstLine;
    int firstDefence = -1;
    for (int i = 0; i < defenceCount && !refuted; ++i) {
        const int q = defences[i];
        if (opp == kBlack && board_.mayBeFoul(q) && board_.foul(q) != Foul::None) continue;
        board_.play(q);
        int points[2];
        const int threats = fivePointsThrough(opp, q, points);
        const bool won = threats < 2 && vctAttack(attacksLeft - 1, threats == 1 ? points[0] : -1);
        board_.undo();
        if (!won)
            refuted = true;
        else if (firstDefence < 0) {
            firstDefence = q;
            firstLine = proof_;
        }
    }
    board_.undo();  // the threat at p
    if (refuted || control_.stopped()) return false;
    proof_.clear();
    proof_.push_back(p);
    if (firstDefence >= 0) {
        proof_.push_back(firstDefence);
        proof_.insert(proof_.end(), firstLine.begin(), firstLine.end());
    }
    return true;
}

bool ThreatSearch::vctQuietThreats(int attacksLeft) {
    // A quiet move that threatens a VCF ("fukumi"): the defender must break that VCF, by playing on one
    // of its points, or make a four of his own.
    const std::uint8_t me = board_.toMove();
    const int n = board_.size();
    Candidate candidates[kMaxBoardSize * kMaxBoardSize];
    int count = 0;
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int p = board_.point(x, y);
            if (board_.stone(p) != kEmpty || !board_.nearStones(p)) continue;
            const ShapeInfo& info = board_.shapeInfo(me, p);
            if (info.fours > 0 || info.threes > 0) continue;
            bool grows = false;
            for (int d = 0; d < 4; ++d) grows = grows || board_.pattern(me, p, d) >= F2;
            if (!grows || !attackLegal(p)) continue;
            candidates[count++] = {static_cast<std::int16_t>(p), info.value};
        }
    std::sort(candidates, candidates + count,
              [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    count = std::min(count, kQuietThreatWidth);

    for (int c = 0; c < count; ++c) {
        const int p = candidates[c].point;
        board_.play(p);
        board_.passTurn();
        const bool threat = vcfAttack(vcfFours_, -1);
        board_.passTurn();
        if (!threat) {
            board_.undo();
            if (control_.stopped()) return false;
            continue;
        }
        std::int16_t defences[kMaxBoardSize * kMaxBoardSize];
        int defenceCount = 0;
        for (const int q : proof_)
            if (board_.stone(q) == kEmpty &&
                std::find(defences, defences + defenceCount, q) == defences + defenceCount)
                defences[defenceCount++] = static_cast<std::int16_t>(q);
        if (everyDefenceLoses(p, defences, defenceCount, attacksLeft)) return true;
        if (control_.stopped()) return false;
    }
    return false;
}

}  // namespace qipan::gomoku
