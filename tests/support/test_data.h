// Paths and line readers for the external test data in tests/data (each file's header names its source).
#pragma once

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

}  // namespace qipan::testing
