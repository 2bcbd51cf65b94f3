#include "gomoku/pattern.h"

#include <array>
#include <memory>
#include <mutex>
#include <vector>

namespace qipan::gomoku {

namespace {

// A line of 11 points, the middle one (index 5) holding the side's stone: 0 empty, 1 own, 2 blocked.
using Line = std::array<std::uint8_t, 11>;
constexpr int kCenter = 5;

int ternaryIndex(const Line& line) {
    int index = 0;
    for (int i = 0; i < 11; ++i)
        if (i != kCenter) index = index * 3 + line[i];
    return index;
}

enum class FiveKind { No, Five, Overline };

// Does the run of own stones through the middle make five under `rule`?
FiveKind fiveThroughCenter(const Line& line, LineRule rule) {
    int lo = kCenter, hi = kCenter;
    while (lo > 0 && line[lo - 1] == kLineOwn) --lo;
    while (hi < 10 && line[hi + 1] == kLineOwn) ++hi;
    const int length = hi - lo + 1;
    if (length < 5) return FiveKind::No;
    switch (rule) {
        case LineRule::Freestyle:
            return FiveKind::Five;
        case LineRule::ExactFive:
        case LineRule::RenjuBlack:
            return length == 5 ? FiveKind::Five : FiveKind::Overline;
        case LineRule::Caro: {
            // A point outside the window is unknown; it is taken as open, the favourable reading.
            const bool blockedLow = lo > 0 && line[lo - 1] == kLineBlocked;
            const bool blockedHigh = hi < 10 && line[hi + 1] == kLineBlocked;
            return blockedLow && blockedHigh ? FiveKind::No : FiveKind::Five;
        }
    }
    return FiveKind::No;
}

class Classifier {
  public:
    explicit Classifier(LineRule rule) : rule_(rule), memo_(59049, 0xFF) {}

    Pattern shape(Line& line) {
        const int index = ternaryIndex(line);
        if (memo_[index] != 0xFF) return static_cast<Pattern>(memo_[index]);
        const Pattern p = compute(line);
        memo_[index] = p;
        return p;
    }

  private:
    Pattern compute(Line& line) {
        const FiveKind five = fiveThroughCenter(line, rule_);
        if (five == FiveKind::Five) return Five;
        if (five == FiveKind::Overline) return Overline;

        // Points that would complete a five through the middle.
        int fivePoints[10];
        int fiveCount = 0;
        for (int e = 0; e < 11; ++e) {
            if (line[e] != kLineEmpty) continue;
            line[e] = kLineOwn;
            if (fiveThroughCenter(line, rule_) == FiveKind::Five) fivePoints[fiveCount++] = e;
            line[e] = kLineEmpty;
        }
        if (fiveCount >= 2) {
            bool straight = false;
            for (int i = 0; i < fiveCount && !straight; ++i)
                for (int j = i + 1; j < fiveCount && !straight; ++j) {
                    const int a = fivePoints[i], b = fivePoints[j];
                    if (b - a != 5) continue;
                    bool filled = true;
                    for (int k = a + 1; k < b; ++k) filled = filled && line[k] == kLineOwn;
                    straight = filled;
                }
            if (rule_ == LineRule::Caro) return caroStoppable(line) ? B4 : F4;
            if (straight || rule_ != LineRule::RenjuBlack) return F4;
            return FourFour;
        }
        if (fiveCount == 1) return B4;

        // Fewer stones: the shape is named after the best shape one more stone can make.
        Pattern best = PNone;
        for (int e = 0; e < 11; ++e) {
            if (line[e] != kLineEmpty) continue;
            line[e] = kLineOwn;
            const Pattern next = shape(line);
            line[e] = kLineEmpty;
            Pattern mine = PNone;
            switch (next) {
                case F4:
                    mine = F3;
                    break;
                case B4:
                case FourFour:
                    mine = B3;
                    break;
                case F3:
                    mine = F2;
                    break;
                case B3:
                    mine = B2;
                    break;
                case F2:
                    mine = F1;
                    break;
                case B2:
                    mine = B1;
                    break;
                default:
                    break;
            }
            if (mine > best) best = mine;
        }
        return best;
    }

    // Caro: can one opponent stone leave no five on this line? It can take a point of five and close the
    // end of the other five at once (_XXXX_ next to an opponent's stone is only a four).
    bool caroStoppable(Line& line) const {
        for (int e = 0; e < 11; ++e) {
            if (line[e] != kLineEmpty) continue;
            line[e] = kLineBlocked;
            bool five = false;
            for (int f = 0; f < 11 && !five; ++f) {
                if (line[f] != kLineEmpty) continue;
                line[f] = kLineOwn;
                five = fiveThroughCenter(line, rule_) == FiveKind::Five;
                line[f] = kLineEmpty;
            }
            line[e] = kLineEmpty;
            if (!five) return true;
        }
        return false;
    }

    LineRule rule_;
    std::vector<std::uint8_t> memo_;
};

std::unique_ptr<Pattern[]> buildTable(LineRule rule) {
    auto table = std::make_unique<Pattern[]>(kLineKeys);
    Classifier classifier(rule);
    Line line{};
    for (int key = 0; key < kLineKeys; ++key) {
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            line[kCenter + k] = static_cast<std::uint8_t>(key / lineKeyWeight(k) % 3);
        }
        line[kCenter] = kLineOwn;
        table[key] = classifier.shape(line);
    }
    return table;
}

}  // namespace

const Pattern* patternTable(LineRule rule) {
    static std::once_flag once[kLineRuleCount];
    static std::unique_ptr<Pattern[]> tables[kLineRuleCount];
    const int i = static_cast<int>(rule);
    std::call_once(once[i], [&] { tables[i] = buildTable(rule); });
    return tables[i].get();
}

}  // namespace qipan::gomoku
