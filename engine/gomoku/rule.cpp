#include "gomoku/rule.h"

namespace qipan::gomoku {

std::string_view ruleName(Rule rule) {
    switch (rule) {
        case Rule::Freestyle:
            return "freestyle";
        case Rule::Standard:
            return "standard";
        case Rule::Renju:
            return "renju";
        case Rule::Caro:
            return "caro";
    }
    return "freestyle";
}

std::optional<Rule> parseRule(std::string_view name) {
    if (name == "freestyle" || name == "gomoku") return Rule::Freestyle;
    if (name == "standard" || name == "gomoku-standard" || name == "exact") return Rule::Standard;
    if (name == "renju") return Rule::Renju;
    if (name == "caro") return Rule::Caro;
    return std::nullopt;
}

}  // namespace qipan::gomoku
