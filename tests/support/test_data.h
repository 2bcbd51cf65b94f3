// Paths and line readers for the external test data in tests/data (each file's header names its source).
#pragma once

#include <fstream>
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

}  // namespace qipan::testing
