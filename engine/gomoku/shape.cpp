#include "gomoku/shape.h"

#include "gomoku/evaluation_weights.h"

#include <memory>
#include <mutex>
#include <utility>

namespace qipan::gomoku {

int patternValue(Pattern p) {
    // Roughly what one more stone in this line is worth: for move ordering (the evaluation has its own
    // fitted weights, evaluation_weights.h).
    static constexpr int kValue[kPatternCount] = {0, 1, 3, 6, 18, 28, 80, 100, 600, 600, 20000, 0};
    return kValue[p];
}

namespace {

// What the four directions of a point make, counted: the one place that reads the patterns for both
// the class (cellClass) and the threat (combine).
struct PatternCounts {
    int fours = 0;  // a FourFour line counts two
    int threes = 0;
    int blockedThrees = 0;
    int twos = 0;
    bool straight = false;
    bool five = false;
    bool overline = false;
};

PatternCounts countPatterns(std::uint16_t packed) {
    PatternCounts c;
    for (int d = 0; d < 4; ++d) {
        switch (static_cast<Pattern>((packed >> (4 * d)) & 15)) {
            case Five:
                c.five = true;
                break;
            case Overline:
                c.overline = true;
                break;
            case F4:
                c.straight = true;
                ++c.fours;
                break;
            case FourFour:
                c.fours += 2;
                break;
            case B4:
                ++c.fours;
                break;
            case F3:
                ++c.threes;
                break;
            case B3:
                ++c.blockedThrees;
                break;
            case F2:
                ++c.twos;
                break;
            default:
                break;
        }
    }
    return c;
}

}  // namespace

CellClass cellClass(std::uint16_t packed) {
    const PatternCounts c = countPatterns(packed);
    if (c.five) return CFive;
    const int minor = c.blockedThrees + c.twos;
    if (c.straight || c.fours >= 2) return COpenFour;
    if (c.fours == 1) return c.threes > 0 ? CFourThree : minor > 0 ? CFourPlus : CFour;
    if (c.threes >= 2) return CDoubleThree;
    if (c.threes == 1) return minor > 0 ? CThreePlus : CThree;
    if (c.blockedThrees > 0) return minor >= 2 ? CBlockThreePlus : CBlockThree;
    if (c.twos >= 2) return CDoubleTwo;
    return c.twos == 1 ? CTwo : CNone;
}

int combinationIndex(std::uint16_t packed) {
    // Patterns folded to 0..8, sorted a >= b >= c >= d; the multiset's rank in the combinatorial number
    // system (a + 3, b + 2, c + 1, d distinct, below 12).
    int s[4];
    for (int d = 0; d < 4; ++d) {
        const int p = (packed >> (4 * d)) & 15;
        s[d] = p == FourFour ? F4 : p >= Five ? PNone : p;
    }
    for (int i = 1; i < 4; ++i)
        for (int j = i; j > 0 && s[j] > s[j - 1]; --j) std::swap(s[j], s[j - 1]);
    const auto choose = [](int n, int k) {
        long long r = 1;
        for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
        return n < k ? 0 : static_cast<int>(r);
    };
    return choose(s[0] + 3, 4) + choose(s[1] + 2, 3) + choose(s[2] + 1, 2) + s[3];
}

namespace {

ShapeInfo combine(std::uint16_t packed, LineRule rule) {
    ShapeInfo info;
    static_assert(sizeof(weights::kPattern) / sizeof(weights::kPattern[0]) == kPatternCount);
    static_assert(sizeof(weights::kCombination) / sizeof(weights::kCombination[0]) == kCombinationCount);
    int value = 0, eval = 0;
    for (int d = 0; d < 4; ++d) {
        const auto p = static_cast<Pattern>((packed >> (4 * d)) & 15);
        if (p >= kPatternCount) return info;
        value += patternValue(p);
        eval += weights::kPattern[p];  // the class is added below
    }
    const PatternCounts c = countPatterns(packed);
    const int fours = c.fours, threes = c.threes;
    const bool straight = c.straight, five = c.five, overline = c.overline;
    info.fours = static_cast<std::uint8_t>(fours);
    info.threes = static_cast<std::uint8_t>(threes);
    if (rule == LineRule::RenjuBlack) info.maybeFoul = !five && (overline || fours >= 2 || threes >= 2);
    eval += weights::kClass[cellClass(packed)] + weights::kCombination[combinationIndex(packed)];
    if (five) {
        info.threat = Threat::Five;
        value = 20000;
        eval = weights::kPattern[Five];
    } else if (straight || fours >= 2) {
        info.threat = Threat::OpenFour;
        value += 3000;
    } else if (fours == 1 && threes >= 1) {
        info.threat = Threat::FourThree;
        value += 1500;
    } else if (fours == 1) {
        info.threat = Threat::Four;
    } else if (threes >= 2) {
        info.threat = Threat::DoubleThree;
        value += 600;
    } else if (threes == 1) {
        info.threat = Threat::Three;
    }
    info.value = static_cast<std::int16_t>(value > 30000 ? 30000 : value);
    info.eval = static_cast<std::int16_t>(eval > 30000 ? 30000 : eval);
    // Threat sets, in the order of board.h's ThreatSet: five, four (or five), open four, three.
    info.sets = static_cast<std::uint8_t>((five ? 1 : 0) | ((five || fours > 0) ? 2 : 0) |
                                          (info.threat == Threat::OpenFour ? 4 : 0) | (threes > 0 ? 8 : 0));
    return info;
}

std::unique_ptr<ShapeInfo[]> build(LineRule rule) {
    auto table = std::make_unique<ShapeInfo[]>(65536);
    for (std::uint32_t i = 0; i < 65536; ++i) table[i] = combine(static_cast<std::uint16_t>(i), rule);
    return table;
}

}  // namespace

const ShapeInfo* shapeTable(LineRule rule) {
    static std::once_flag once[kLineRuleCount];
    static std::unique_ptr<ShapeInfo[]> tables[kLineRuleCount];
    const int i = static_cast<int>(rule);
    std::call_once(once[i], [&] { tables[i] = build(rule); });
    return tables[i].get();
}

}  // namespace qipan::gomoku
