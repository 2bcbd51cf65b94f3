#include "record/psq.h"

#include <sstream>
#include <vector>

#include "core/parse_number.h"

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
        const auto value = parseNumber<int>(field);
        if (!value) return false;
        out.push_back(*value);
        start = comma + 1;
    }
    return true;
}

}  // namespace

GameRecord readPsq(std::string_view text) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        throw FormatError("the file is empty", 1, 1);
    std::istringstream in{std::string(text)};
    std::string header;
    std::getline(in, header);
    if (!header.empty() && header.back() == '\r') header.pop_back();
    // "Piskvorky <width>x<height>, ..." with the sizes read by checked conversion: a size too large
    // for any board is refused like any other size Qipan does not play.
    const std::string_view kMagic = "Piskvorky ";
    if (header.rfind(kMagic, 0) != 0)
        throw FormatError(
            "not a Piskvork file: the first line must start with \"Piskvorky <width>x<height>\"", 1, 1);
    const std::string_view sizes = std::string_view(header).substr(kMagic.size());
    const std::size_t times = sizes.find('x');
    const std::string_view widthText = sizes.substr(0, times);
    const std::string_view heightText =
        times == std::string_view::npos
            ? std::string_view{}
            : sizes.substr(times + 1, sizes.find_first_not_of("0123456789", times + 1) - (times + 1));
    if (widthText.empty() || heightText.empty() ||
        widthText.find_first_not_of("0123456789") != std::string_view::npos)
        throw FormatError("not a Piskvork file: the first line must start with \"Piskvorky <width>x<height>\"", 1, 1);
    const auto width = parseNumber<int>(widthText), height = parseNumber<int>(heightText);  // none: too large
    if (!width || !height || *width != *height || (*width != 15 && *width != 19 && *width != 20))
        throw FormatError("Qipan plays Gomoku on 15x15, 19x19 and 20x20 boards, not " +
                              std::string(widthText) + "x" + std::string(heightText),
                          1, 11);
    GameRecord record("gomoku/freestyle/" + std::to_string(*width));
    auto game = record.initialGame();
    int lineNo = 1;
    std::vector<int> fields;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        if (!numbers(line, fields) || fields.size() != 3) break;  // the move list has ended
        const int x = fields[0], y = fields[1];
        if (x < 1 || y < 1 || x > *width || y > *height)
            throw FormatError("move " + std::to_string(record.size() + 1) + " (" + std::to_string(x) + "," +
                                  std::to_string(y) + ") is off the board",
                              lineNo, 1);
        const Move move{(y - 1) * *width + (x - 1)};
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
    // The format keeps the board's size and the moves, not the rule: a Standard, Renju or Caro game
    // would open again as freestyle, a different game (the GUI soak found such files).
    if (record.gameId().rfind("gomoku/freestyle/", 0) != 0)
        throw FormatError("a Piskvork file keeps no rule and opens as freestyle Gomoku; save this game as SGF");
    if (!record.startPosition().empty())
        throw FormatError(
            "a Piskvork file holds moves from an empty board, not a set-up position; save it as SGF");
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
