// Paths and line readers for the external test data in tests/data (each file's header names its source).
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace qipan::testing {

inline std::string dataPath(const std::string& relative) { return std::string(QIPAN_TEST_DATA_DIR) + "/" + relative; }

// The file's lines, without comments (lines starting with '#') and blank lines.
inline std::vector<std::string> dataLines(const std::string& relative) {
    std::ifstream in(dataPath(relative));
    if (!in) throw std::runtime_error("cannot open test data " + dataPath(relative));
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        lines.push_back(line);
    }
    return lines;
}

// The fields of a data line: "a|b||c" split on '|' gives "a", "b", "", "c" (a trailing separator gives
// a last empty field).
inline std::vector<std::string> splitFields(const std::string& text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator)) parts.push_back(part);
    if (!text.empty() && text.back() == separator) parts.emplace_back();
    return parts;
}

// A perft table of "depth leaves" lines (tests/data/othello/perft.txt), the depths up to maxDepth.
struct PerftCount {
    int depth = 0;
    std::uint64_t leaves = 0;
};

inline std::vector<PerftCount> perftCounts(const std::string& relative, int maxDepth) {
    std::vector<PerftCount> counts;
    for (const auto& line : dataLines(relative)) {
        std::istringstream in(line);
        PerftCount count;
        if (!(in >> count.depth >> count.leaves)) throw std::runtime_error("bad perft line in " + relative + ": " + line);
        if (count.depth <= maxDepth) counts.push_back(count);
    }
    return counts;
}

}  // namespace qipan::testing
