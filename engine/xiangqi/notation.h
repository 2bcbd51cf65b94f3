// Move notations: ICCS ("h2e2"), WXF ("C2.5", "H2+3", "C+.5" for the front of two cannons on a file,
// "++.4" and "3+.4" for soldiers as the WXF rules write them) and Chinese ("炮二平五", "马8进7",
// "前炮平五", "前七平六", "二兵平四"; simplified and traditional characters are both read, simplified
// are written). A text that fits two legal moves is read as neither. Red counts files 一..九 from its right;
// Black writes digits 1..9 from its right.
#pragma once

#include <string>
#include <string_view>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

std::string squareText(int sq);  // "e0"
std::string iccsText(Move16 m);  // "h2e2"
// Parses "h2e2", "H2-E2" (any case, optional '-'); kNoMove when not ICCS-shaped. No legality test.
Move16 parseIccs(std::string_view text);

// `m` must be legal in `position` (the text depends on the other pieces on the file).
std::string wxfText(const Position& position, Move16 m);
std::string chineseText(const Position& position, Move16 m, bool traditional = false);

// Reads a move in any of the three notations; kNoMove when it is not a legal move of `position`.
Move16 parseMoveText(const Position& position, std::string_view text);

}  // namespace qipan::xiangqi
