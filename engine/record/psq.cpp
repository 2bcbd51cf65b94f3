#include "record/psq.h"

#include <charconv>
#include <cstdio>
#include <sstream>
#include <vector>

namespace qipan {

namespace {

// Splits "a,b,c" into integers; false when a field is not a number.
bool numbers(std::string_view line, std::vector<int>& out) {
    out.clear();
    std::size_t start = 0;
    while (start <= line.size()) {
        const std::size_t comma = std::min(line.find(',', start), line.size());
        std::string_view field = line.substr(start, comma - start);
        while (!field.empty() && field.front() == ' ') field.remove_prefix(1);
        while (!field.empty() && (field.back() == ' ' || field.back() == '\r')) field.remove_suffix(1);
        int value = 0;
        const auto [ptr, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
        if (field.empty() || ec != std::errc() || ptr != field.data() + field.size()) return false;
        out.push_back(value);
        start = comma + 1;
    }
    return true;
}

}  // namespace

GameRecord readPsq(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::string header;
    std::getline(in, header);
    if (!header.empty() && header.back() == '\r') header.pop_back();
    int width = 0, height = 0;
    if (header.rfind("Piskvorky ", 0) != 0 || std::sscanf(header.c_str(), "Piskvorky %dx%d", &width, &height) != 2)
        throw FormatError("not a Piskvork file: the first line must start with \"Piskvorky <width>x<height>\"", 1, 1);
    if (width != height || (width != 15 && width != 19 && width != 20))
        throw FormatError("Qipan plays Gomoku on 15x15, 19x19 and 20x20 boards, not " + std::to_string(width) + "x" +
                              std::to_string(height),
                          1, 11);
    GameRecord record("gomoku/freestyle/" + std::to_string(width));
    auto game = record.initialGame();
    int lineNo = 1;
    std::vector<int> fields;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (!numbers(line, fields) || fields.size() != 3) break;  // the move list has ended
        const int x = fields[0], y = fields[1];
        if (x < 1 || y < 1 || x > width || y > height)
            throw FormatError("move " + std::to_string(record.size() + 1) + " (" + std::to_string(x) + "," +
                                  std::to_string(y) + ") is off the board",
                              lineNo, 1);
        const Move move{(y - 1) * width + (x - 1)};
        const std::string why = game->illegalReason(move);
        if (!why.empty())
            throw FormatError("move " + std::to_string(record.size() + 1) + " (" + game->moveToText(move) +
                                  ") is not legal: " + why,
                              lineNo, 1);
        record.append(Step{move, game->moveToText(move), fields[2] >= 0 ? fields[2] : -1, std::nullopt, {}});
        game->play(move);
    }
    return record;
}

std::string writePsq(const GameRecord& record) {
    auto game = record.initialGame();
    if (game->family() != GameFamily::Gomoku) throw FormatError("Piskvork files hold Gomoku games only");
    const int w = game->width();
    std::string out = "Piskvorky " + std::to_string(w) + "x" + std::to_string(game->height()) + ", 11:11, 0\n";
    for (const Step& step : record.steps()) {
        const int cell = game->squares(step.move).to;
        out += std::to_string(cell % w + 1) + "," + std::to_string(cell / w + 1) + "," +
               std::to_string(step.timeMs >= 0 ? step.timeMs : 0) + "\n";
        game->play(step.move);
    }
    return out;
}

}  // namespace qipan
