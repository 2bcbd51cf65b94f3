#include "othello/grid_board.h"
#include "core/quote.h"

#include <cctype>

namespace qipan::othello {

GridBoard::GridBoard(int size) : size_(size) {
    grid_.fill(kWall);
    for (int c = 0; c < cellCount(); ++c) set(c, kEmpty);
    const int h = size / 2;
    set((h - 1) * size + h - 1, kWhite);
    set((h - 1) * size + h, kBlack);
    set(h * size + h - 1, kBlack);
    set(h * size + h, kWhite);
}

int GridBoard::count(Disc disc) const {
    int n = 0;
    for (int c = 0; c < cellCount(); ++c) n += at(c) == disc;
    return n;
}

int GridBoard::flipsFrom(int p, Disc own, bool apply) {
    const int w = size_ + 2;
    const int directions[8] = {1, -1, w, -w, w + 1, w - 1, -w + 1, -w - 1};
    const Disc other = own == kBlack ? kWhite : kBlack;
    int total = 0;
    for (int d : directions) {
        int q = p + d, run = 0;
        while (grid_[q] == other) q += d, ++run;
        if (run == 0 || grid_[q] != own) continue;
        total += run;
        if (apply)
            for (int r = p + d; r != q; r += d) grid_[r] = own;
    }
    return total;
}

int GridBoard::flipCount(int cell, Side side) const {
    if (at(cell) != kEmpty) return 0;
    return const_cast<GridBoard*>(this)->flipsFrom(padded(cell), discOf(side), false);
}

bool GridBoard::canMove(Side side) const {
    for (int c = 0; c < cellCount(); ++c)
        if (flipCount(c, side) > 0) return true;
    return false;
}

std::vector<int> GridBoard::legalCells(Side side) const {
    std::vector<int> cells;
    for (int c = 0; c < cellCount(); ++c)
        if (flipCount(c, side) > 0) cells.push_back(c);
    return cells;
}

int GridBoard::play(int cell) {
    int flipped = 0;
    if (cell != kPassCode) {
        flipped = flipsFrom(padded(cell), discOf(toMove_), true);
        set(cell, discOf(toMove_));
    }
    toMove_ = opposite(toMove_);
    return flipped;
}

int GridBoard::finalBlackMargin() const {
    const int black = count(kBlack), white = count(kWhite), empty = count(kEmpty);
    if (black > white) return black - white + empty;
    if (white > black) return black - white - empty;
    return 0;
}

std::string GridBoard::cellText(int cell) const {
    if (cell == kPassCode) return "pass";
    std::string text(1, static_cast<char>('a' + cell % size_));
    text += std::to_string(cell / size_ + 1);
    return text;
}

std::optional<int> GridBoard::parseCell(std::string_view text) const {
    std::string t;
    for (char c : text) t += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (t == "pass" || t == "pa" || t == "@@" || t == "ps") return kPassCode;
    if (t.size() < 2 || t.size() > 3 || t[0] < 'a' || t[0] >= 'a' + size_) return std::nullopt;
    int row = 0;
    for (std::size_t i = 1; i < t.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(t[i]))) return std::nullopt;
        row = row * 10 + (t[i] - '0');
    }
    if (t[1] == '0' || row < 1 || row > size_) return std::nullopt;
    return (row - 1) * size_ + (t[0] - 'a');
}

std::string GridBoard::text() const {
    std::string s;
    for (int c = 0; c < cellCount(); ++c) s += at(c) == kBlack ? 'X' : at(c) == kWhite ? 'O' : '-';
    s += ' ';
    s += toMove_ == Side::First ? 'X' : 'O';
    return s;
}

std::optional<GridBoard> GridBoard::fromText(std::string_view text, std::string& error) {
    std::string cells;
    std::size_t i = 0;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) cells += text[i++];
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::string side(text.substr(i));
    while (!side.empty() && std::isspace(static_cast<unsigned char>(side.back()))) side.pop_back();
    int size = 0;
    for (int n = kMinSize; n <= kMaxSize; n += 2)
        if (static_cast<int>(cells.size()) == n * n) size = n;
    if (size == 0) {
        error = "a position has 36, 64 or 100 squares, not " + std::to_string(cells.size());
        return std::nullopt;
    }
    GridBoard board(size);
    for (int c = 0; c < board.cellCount(); ++c) {
        const char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(cells[c])));
        if (ch == 'X' || ch == 'B' || ch == '*') board.set(c, kBlack);
        else if (ch == 'O' || ch == 'W' || ch == '0') board.set(c, kWhite);
        else if (ch == '-' || ch == '.' || ch == '_') board.set(c, kEmpty);
        else {
            error = "bad square character '";
            error += cells[c];
            error += "' at ";
            error += board.cellText(c);
            return std::nullopt;
        }
    }
    if (side == "X" || side == "x" || side == "B" || side == "b" || side == "*") board.toMove_ = Side::First;
    else if (side == "O" || side == "o" || side == "W" || side == "w") board.toMove_ = Side::Second;
    else {
        error = "the side to move must be X or O";
        return std::nullopt;
    }
    return board;
}

std::optional<std::vector<int>> parseTranscript(GridBoard board, std::string_view text, std::string& error) {
    std::vector<int> moves;
    std::size_t i = 0;
    while (i < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',' || text[i] == '.') {
            ++i;
            continue;
        }
        // A token: a letter and its digits, "pass", "PA" or "@@".
        std::size_t j = i + 1;
        if (text.substr(i, 4) == "pass" || text.substr(i, 4) == "PASS") j = i + 4;
        else if (text[i] == '@') j = i + 2;
        else if (text.substr(i, 2) == "PA" || text.substr(i, 2) == "pa") j = i + 2;
        else
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && j - i < 3) ++j;
        const std::string_view token = text.substr(i, j - i);
        const auto cell = board.parseCell(token);
        if (!cell) {
            error = "bad move " + quoted(token) + " at character " + std::to_string(i + 1);
            return std::nullopt;
        }
        if (board.gameOver()) {
            error = "move " + std::string(token) + " after the end of the game";
            return std::nullopt;
        }
        const bool mustPass = !board.canMove(board.sideToMove());
        if (*cell == kPassCode) {
            if (!mustPass) {
                error = "pass at move " + std::to_string(moves.size() + 1) + " while a move exists";
                return std::nullopt;
            }
        } else {
            if (mustPass) {  // the pass was left implicit
                moves.push_back(kPassCode);
                board.play(kPassCode);
            }
            if (board.flipCount(*cell, board.sideToMove()) == 0) {
                error = "illegal move " + quoted(token) + " at move " + std::to_string(moves.size() + 1);
                return std::nullopt;
            }
        }
        moves.push_back(*cell);
        board.play(*cell);
        i = j;
    }
    return moves;
}

}  // namespace qipan::othello
