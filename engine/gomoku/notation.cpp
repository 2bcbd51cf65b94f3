#include "gomoku/notation.h"

#include <cctype>

namespace qipan::gomoku {

std::string pointName(int x, int y, int size) {
    std::string name = std::to_string(size - y);
    name.insert(name.begin(), static_cast<char>('a' + x));
    return name;
}

namespace {

// Reads one point at text[pos..]; advances pos.
std::optional<std::pair<int, int>> readPoint(std::string_view text, std::size_t& pos, int size) {
    if (pos >= text.size() || !std::isalpha(static_cast<unsigned char>(text[pos]))) return std::nullopt;
    const int x = std::tolower(static_cast<unsigned char>(text[pos])) - 'a';
    ++pos;
    int row = 0, digits = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) && digits < 3) {
        row = row * 10 + (text[pos] - '0');
        ++pos;
        ++digits;
    }
    if (digits == 0 || x < 0 || x >= size || row < 1 || row > size) return std::nullopt;
    return std::make_pair(x, size - row);
}

}  // namespace

std::optional<std::pair<int, int>> parsePoint(std::string_view text, int size) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    std::size_t pos = 0;
    auto point = readPoint(text, pos, size);
    if (!point || pos != text.size()) return std::nullopt;
    return point;
}

std::optional<std::vector<std::pair<int, int>>> parsePointList(std::string_view text, int size) {
    std::vector<std::pair<int, int>> points;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const char c = text[pos];
        if (c == ',' || c == ' ' || c == '\t' || c == ';') {
            ++pos;
            continue;
        }
        auto point = readPoint(text, pos, size);
        if (!point) return std::nullopt;
        points.push_back(*point);
    }
    return points;
}

}  // namespace qipan::gomoku
