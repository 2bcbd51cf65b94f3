// Renju notation: column letter a.. (no letter skipped) and row number counted from the bottom, so
// h8 is the centre of the 15x15 board. Points here are (x, y) with y = 0 the top row.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace qipan::gomoku {

std::string pointName(int x, int y, int size);
// Accepts "h8", "H8"; returns (x, y) or nothing when malformed or off a size x size board.
std::optional<std::pair<int, int>> parsePoint(std::string_view text, int size);
// A run of points such as "h8i9h9", "h8,i9 h9" or "h8 i9"; nothing when any part is bad.
std::optional<std::vector<std::pair<int, int>>> parsePointList(std::string_view text, int size);

}  // namespace qipan::gomoku
