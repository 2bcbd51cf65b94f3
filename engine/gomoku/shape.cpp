#include "gomoku/shape.h"

#include "gomoku/evaluation_weights.h"

#include <memory>
#include <mutex>

namespace qipan::gomoku {

int patternValue(Pattern p) {
    // Roughly what one more stone in this line is worth: for move ordering (the evaluation has its own
    // fitted weights, evaluation_weights.h).
    static constexpr int kValue[kPatternCount] = {0, 1, 3, 6, 18, 28, 80, 100, 600, 600, 20000, 0};
    return kValue[p];
}

CellClass cellClass(std::uint16_t packed) {
    int fours = 0, threes = 0, blockedThrees = 0, twos = 0;
    bool straight = false;
    for (int d = 0; d < 4; ++d) {
        switch (static_cast<Pattern>((packed >> (4 * d)) & 15)) {
            case Five:
                return CFive;
            case F4:
                straight = true;
                ++fours;
                break;
            case FourFour:
                fours += 2;
                break;
            case B4:
                ++fours;
                break;
            case F3:
                ++threes;
                break;
            case B3:
                ++blockedThrees;
                break;
            case F2:
                ++twos;
                break;
            default:
                break;
        }
    }
    const int minor = blockedThrees + twos;
    if (straight || fours >= 2) return COpenFour;
    if (fours == 1) return threes > 0 ? CFourThree : minor > 0 ? CFourPlus : CFour;
    if (threes >= 2) return CDoubleThree;
    if (threes == 1) return minor > 0 ? CThreePlus : CThree;
    if (blockedThrees > 0) return minor >= 2 ? CBlockThreePlus : CBlockThree;
    if (twos >= 2) return CDoubleTwo;
    return twos == 1 ? CTwo : CNone;
}

namespace {

ShapeInfo combine(std::uint16_t packed, LineRule rule) {
    ShapeInfo info;
    static_assert(sizeof(weights::kPattern) / sizeof(weights::kPattern[0]) == kPatternCount);
    int fours = 0, threes = 0, value = 0, eval = 0;
    bool straight = false, five = false, overline = false;
    for (int d = 0; d < 4; ++d) {
        const auto p = static_cast<Pattern>((packed >> (4 * d)) & 15);
        if (p >= kPatternCount) return info;
        value += patternValue(p);
        eval += weights::kPattern[p];  // the class is added below
        switch (p) {
            case Five:
                five = true;
                break;
            case Overline:
                overline = true;
                break;
            case FourFour:
                fours += 2;
                break;
            case F4:
                straight = true;
                ++fours;
                break;
            case B4:
                ++fours;
                break;
            case F3:
                ++threes;
                break;
            default:
                break;
        }
    }
    info.fours = static_cast<std::uint8_t>(fours);
    info.threes = static_cast<std::uint8_t>(threes);
    if (rule == LineRule::RenjuBlack) info.maybeFoul = !five && (overline || fours >= 2 || threes >= 2);
    eval += weights::kClass[cellClass(packed)];
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
