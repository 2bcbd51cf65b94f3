// A whole file's bytes, for tests that compare files or read them as another program wrote them.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace qipan::testing {

// The file's bytes; empty when it cannot be opened.
inline std::string fileBytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

}  // namespace qipan::testing
