#include "record/transcript.h"
#include "core/quote.h"

#include <cctype>

namespace qipan {

namespace {

bool isPassToken(const std::string& t) { return t == "pass" || t == "pa" || t == "--" || t == "ps"; }

}  // namespace

GameRecord readTranscript(std::string_view text, const std::string& gameId) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        throw FormatError("the file is empty", 1, 1);
    GameRecord record(gameId);
    auto game = record.initialGame();
    int line = 1, column = 1;
    std::size_t i = 0;
    auto advance = [&] {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        ++i;
    };
    bool sawMove = false;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '#') {  // a comment to the end of the line
            while (i < text.size() && text[i] != '\n') advance();
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(c)) || c == ',' || c == '.') {
            advance();
            continue;
        }
        const int startLine = line, startColumn = column;
        std::string token;
        if (c == '-' && i + 1 < text.size() && text[i + 1] == '-') {
            token = "--";
            advance();
            advance();
        } else if (std::isalpha(static_cast<unsigned char>(c))) {
            // A word ("pass", "PA") or a column letter followed by the row's digits ("f5d6": no spaces).
            const bool word = i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i + 1]));
            do {
                token += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
                advance();
            } while (word && i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])));
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
                token += text[i];
                advance();
            }
        } else {
            throw FormatError(std::string("unexpected character '") + c + "' in a transcript", line, column);
        }
        if (game->outcome().over())
            throw FormatError("move after the end of the game: " + quoted(token), startLine, startColumn);
        const auto legal = game->legalMoves();
        const bool mustPass = legal.size() == 1 && game->squares(legal.front()).to < 0;
        if (isPassToken(token)) {
            if (!mustPass)
                throw FormatError("a pass where a move is possible", startLine, startColumn);
            record.append(Step{legal.front(), game->moveToText(legal.front()), -1, std::nullopt, {}});
            game->play(legal.front());
            continue;
        }
        const auto move = game->parseMove(token);
        if (!move || game->squares(*move).to < 0)
            throw FormatError(quoted(token) + " is not a square", startLine, startColumn);
        if (mustPass) {  // a forced pass left out
            record.append(Step{legal.front(), game->moveToText(legal.front()), -1, std::nullopt, {}});
            game->play(legal.front());
        }
        const std::string why = game->illegalReason(*move);
        if (!why.empty())
            throw FormatError("move " + std::to_string(record.size() + 1) + " (" + token + ") is not legal: " + why,
                              startLine, startColumn);
        record.append(Step{*move, game->moveToText(*move), -1, std::nullopt, {}});
        game->play(*move);
        sawMove = true;
    }
    if (!sawMove && record.size() == 0 && text.find_first_not_of(" \t\r\n") != std::string_view::npos &&
        text.find('#') == std::string_view::npos)
        throw FormatError("no moves in the transcript", 1, 1);
    return record;
}

GameRecord readTranscriptAnySize(std::string_view text) {
    if (text.find("othello/10") != std::string_view::npos) return readTranscript(text, "othello/10");
    if (text.find("othello/6") != std::string_view::npos) return readTranscript(text, "othello/6");
    bool beyond8 = false;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
        const bool startsToken = i == 0 || !std::isalpha(static_cast<unsigned char>(text[i - 1]));
        if (startsToken && (c == 'i' || c == 'j') && std::isdigit(static_cast<unsigned char>(text[i + 1]))) beyond8 = true;
        if (std::isalpha(static_cast<unsigned char>(text[i])) && (text[i + 1] == '9' || (text[i + 1] == '1' && i + 2 < text.size() && text[i + 2] == '0')))
            beyond8 = true;
    }
    return readTranscript(text, beyond8 ? "othello/10" : "othello/8");
}

std::string writeTranscript(const GameRecord& record) {
    auto game = record.initialGame();
    if (game->family() != GameFamily::Othello) throw FormatError("transcripts are written for Othello games only");
    if (!record.startPosition().empty())
        throw FormatError(
            "a transcript holds moves from the usual start, not a set-up position; save it as SGF");
    std::string out = "# Othello transcript written by Qipan (" + record.gameId() + ")\n";
    for (const Step& step : record.steps()) {
        // Forced passes are left out, as transcripts usually do.
        if (game->squares(step.move).to >= 0) out += game->moveToText(step.move);
        game->play(step.move);
    }
    out += "\n";
    return out;
}

}  // namespace qipan
