#include "record/clipboard.h"

#include <cctype>
#include <vector>

#include "game/registry.h"
#include "record/formats.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "record/transcript.h"

namespace qipan {

std::string positionClipboardText(const Game& game) {
    return game.positionText();
}

std::string gameClipboardText(const GameRecord& record) {
    return defaultFormat(record.initialGame()->family()).write(record);
}

namespace {

std::string_view trimmed(std::string_view text) {
    if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.remove_prefix(3);  // a byte order mark
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

GameFamily familyOf(const std::string& gameId) {
    return createGame(gameId)->family();
}

// A position in a game's own text: the rules judge it as the position editor does (Game::applySetup), so
// a pasted position is one a game can be played from.
PastedText positionOf(const std::string& gameId, std::string_view text, const char* kind) {
    auto parsed = createGame(gameId);
    std::string error;
    if (!parsed->setPosition(text, error)) throw FormatError(std::string(kind) + ": " + error);
    auto game = createGame(gameId);
    if (const auto problem = game->applySetup(parsed->setup())) throw SetupRefused(*problem);
    // The parsed text, which can hold more than a setup (a FEN's move counters).
    const Setup usual = createGame(gameId)->setup();
    return PastedText{GameRecord(gameId, game->setup() == usual ? std::string() : parsed->positionText()),
                      true, kind};
}

// An Othello board: one word of 36, 64 or 100 squares (X/O/- and the like), then the side to move.
bool looksLikeOthelloBoard(std::string_view text) {
    const std::string_view word = text.substr(0, text.find_first_of(" \t\r\n"));
    if (word.size() != 36 && word.size() != 64 && word.size() != 100) return false;
    return word.find_first_not_of("XOxoBWbw*0-._") == std::string_view::npos;
}

// A Xiangqi FEN: ten ranks separated by nine slashes in its first word.
bool looksLikeFen(std::string_view text) {
    const std::string_view word = text.substr(0, text.find_first_of(" \t\r\n"));
    int slashes = 0;
    for (const char c : word) slashes += c == '/';
    return slashes == 9;
}

// Lines of "x,y" or "x,y,time" (Piskvork's moves without its header), 1-based from the top left.
bool looksLikePiskvorkMoves(std::string_view text) {
    bool any = false;
    for (std::size_t start = 0; start < text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = trimmed(text.substr(start, end - start));
        start = end + 1;
        if (line.empty()) continue;
        int commas = 0;
        for (const char c : line) {
            if (c == ',')
                ++commas;
            else if (!std::isdigit(static_cast<unsigned char>(c)) && c != '-' && c != ' ')
                return false;
        }
        if (commas < 1 || commas > 2) return false;
        any = true;
    }
    return any;
}

// The game on screen if it is Gomoku, else Gomoku freestyle on 15x15 (the usual board).
std::string gomokuId(const std::string& gameId) {
    return familyOf(gameId) == GameFamily::Gomoku ? gameId : std::string("gomoku/freestyle/15");
}

// Piskvork's moves are replayed under the rule of the Gomoku on screen when its board has their size and
// the moves are legal there; otherwise as Piskvork plays them (freestyle, the size of its header).
PastedText piskvorkGame(const std::string& psq, const std::string& gameId) {
    GameRecord record = readPsq(psq);
    const std::string here = gomokuId(gameId);
    if (here != record.gameId() && createGame(here)->width() == record.initialGame()->width()) {
        std::vector<std::string> moves;
        for (const Step& step : record.steps()) moves.push_back(step.text);
        try {
            record = recordFromMoves(here, moves);
        } catch (const FormatError&) {
        }
    }
    return PastedText{std::move(record), false, "Piskvork game"};
}

// Gomoku points one after another ("h8 i9 j10", "1. h8 2. i9", "h8i9j10"): the moves of a game.
std::vector<std::string> gomokuMoves(std::string_view text) {
    std::vector<std::string> moves;
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (std::isalpha(c)) {
            std::string point(1, static_cast<char>(std::tolower(c)));
            ++i;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) point += text[i++];
            if (point.size() == 1) throw FormatError("'" + point + "' is not a point of the board");
            moves.push_back(point);
        } else if (std::isdigit(c)) {  // a move number: digits and a dot
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
            if (i >= text.size() || text[i] != '.')
                throw FormatError("a number without a point: not a list of moves");
            ++i;
        } else if (std::isspace(c) || c == ',' || c == ';') {
            ++i;
        } else {
            throw FormatError(std::string("unexpected character '") + text[i] + "' in a list of moves");
        }
    }
    return moves;
}

}  // namespace

PastedText readPastedText(std::string_view raw, const std::string& gameId) {
    const std::string_view text = trimmed(raw);
    if (text.empty()) throw FormatError("there is no text to paste");
    if (text.size() > 4 * 1024 * 1024) throw FormatError("the text is too long to be a game");
    const std::string lower = lowered(text.substr(0, 200));
    const GameFamily family = familyOf(gameId);

    if (text.rfind("(;", 0) == 0 || (text.front() == '(' && trimmed(text.substr(1)).rfind(';', 0) == 0))
        return PastedText{readSgf(text), false, "SGF game"};
    if (lower.rfind("piskvorky", 0) == 0) return piskvorkGame(std::string(text), gameId);
    if (text.front() == '[') return PastedText{readPgn(text), false, "PGN game"};
    if (looksLikeFen(text)) return positionOf("xiangqi", text, "Xiangqi FEN");
    if (looksLikeOthelloBoard(text)) {
        const std::size_t squares = text.find_first_of(" \t\r\n") == std::string_view::npos
                                        ? text.size()
                                        : text.find_first_of(" \t\r\n");
        const std::string id = squares == 36 ? "othello/6" : squares == 100 ? "othello/10" : "othello/8";
        return positionOf(id, text, "Othello board");
    }
    if (lower.find("black:") != std::string::npos || lower.find("white:") != std::string::npos)
        return positionOf(gomokuId(gameId), text, "Gomoku stone list");
    if (looksLikePiskvorkMoves(text)) {
        const int size = createGame(gomokuId(gameId))->width();
        std::string psq = "Piskvorky " + std::to_string(size) + "x" + std::to_string(size) + ", 11:11, 0\n";
        for (std::size_t start = 0; start < text.size();) {  // a move without its time: time unknown
            const std::size_t end = std::min(text.find('\n', start), text.size());
            const std::string_view line = trimmed(text.substr(start, end - start));
            start = end + 1;
            if (line.empty()) continue;
            psq += std::string(line) + (line.find(',') == line.rfind(',') ? ",-1\n" : "\n");
        }
        return piskvorkGame(psq, gameId);
    }
    // Moves without a header: the game on screen says which game's moves they are.
    switch (family) {
        case GameFamily::Othello:
            return PastedText{readTranscript(text, gameId), false, "Othello transcript"};
        case GameFamily::Xiangqi:
            return PastedText{readPgn(text), false, "PGN game"};
        case GameFamily::Gomoku: {
            const std::vector<std::string> moves = gomokuMoves(text);
            if (moves.empty()) break;
            return PastedText{recordFromMoves(gameId, moves), false, "Gomoku moves"};
        }
    }
    throw FormatError("this is no game or position Qipan knows");
}

}  // namespace qipan
