// The Gomoku rule families Qipan plays, and which line-shape table each side uses under them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qipan::gomoku {

enum class Rule : std::uint8_t {
    Freestyle,  // five or more in a row wins
    Standard,   // exactly five wins; an overline does not
    Renju,      // RIF: Black may not make an overline, double four or double three; an exact five wins
    Caro,       // five or more wins unless both ends are blocked
};

// How one side's shapes are judged: the same stones mean different things under different rules.
enum class LineRule : std::uint8_t {
    Freestyle,   // five or more is five
    ExactFive,   // six or more is an overline (no win); two fours on one line count as a straight four
    RenjuBlack,  // exact five; two fours on one line kept apart (a double four is forbidden)
    Caro,        // five or more, not blocked at both ends
};
constexpr int kLineRuleCount = 4;

constexpr LineRule lineRuleFor(Rule rule, int color /* 1 black, 2 white */) {
    switch (rule) {
        case Rule::Freestyle:
            return LineRule::Freestyle;
        case Rule::Standard:
            return LineRule::ExactFive;
        case Rule::Renju:
            return color == 1 ? LineRule::RenjuBlack : LineRule::Freestyle;
        case Rule::Caro:
            return LineRule::Caro;
    }
    return LineRule::Freestyle;
}

std::string_view ruleName(Rule rule);  // "freestyle", "standard", "renju", "caro"
std::optional<Rule> parseRule(std::string_view name);

}  // namespace qipan::gomoku
