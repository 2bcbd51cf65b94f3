// The position files the fit commands read (`fit gomoku --samples`, `fit xiangqi --samples`): one line
// per position, "<game> <expected result 0..1> <the rest>", where the rest says the position in the
// game's own way. Blank lines and lines starting with '#' are skipped.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace qipan::cli {

// Calls use(game, result, rest, why) for each line; `use` returns false (and may say why) for a rest it
// cannot read. A bad game number, a result outside 0..1 or a refused rest stops reading: false, with
// "PATH:LINE: expected 'FORMAT' (why)" in `error`. A file that cannot be opened: false, "cannot read PATH".
template <class Use>
bool readLabelledLines(const std::string& path, const char* format, std::string& error, Use use) {
    std::ifstream in(path);
    if (!in) {
        error = "cannot read " + path;
        return false;
    }
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        long long game = -1;
        double result = -1;
        words >> game >> result;
        std::string rest, why;
        std::getline(words >> std::ws, rest);
        if (game < 0 || !(result >= 0 && result <= 1) || !use(game, result, rest, why)) {
            error = path + ":" + std::to_string(number) + ": expected '" + format + "'" + (why.empty() ? "" : " (" + why + ")");
            return false;
        }
    }
    return true;
}

}  // namespace qipan::cli
