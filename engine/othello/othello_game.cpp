#include "othello/othello_game.h"

#include <cstdio>
#include <cstdlib>

#include "core/quote.h"
#include "core/search_control.h"
#include "othello/grid_search.h"
#include "othello/search.h"

namespace qipan::othello {

OthelloGame::OthelloGame(int size) : board_(size) {}
OthelloGame::OthelloGame(const OthelloGame& other) : Game(other), board_(other.board_), history_(other.history_) {}
OthelloGame::~OthelloGame() = default;

OthelloGame& OthelloGame::operator=(const OthelloGame& other) {
    board_ = other.board_;
    history_ = other.history_;
    return *this;
}

std::vector<Move> OthelloGame::legalMoves() const {
    std::vector<Move> moves;
    if (board_.gameOver()) return moves;
    for (int c : board_.legalCells(board_.sideToMove())) moves.push_back(Move{c});
    if (moves.empty()) moves.push_back(Move{kPassCode});
    return moves;
}

std::string OthelloGame::illegalReason(Move move) const {
    if (board_.gameOver()) return "the game is over";
    const bool mustPass = !board_.canMove(board_.sideToMove());
    if (move.code == kPassCode) return mustPass ? "" : "a move exists, no pass";
    if (move.code < 0 || move.code >= board_.cellCount()) return "off the board";
    if (board_.at(move.code) != kEmpty) return "occupied";
    if (mustPass) return "must pass";
    if (board_.flipCount(move.code, board_.sideToMove()) == 0) return "flips nothing";
    return "";
}

void OthelloGame::play(Move move) {
    history_.push_back(board_);
    board_.play(move.code);
}

void OthelloGame::undo() {
    if (history_.empty()) return;
    board_ = history_.back();
    history_.pop_back();
}

Outcome OthelloGame::outcome() const {
    Outcome o;
    if (!board_.gameOver()) return o;
    const int black = board_.count(kBlack), white = board_.count(kWhite);
    const int margin = board_.finalBlackMargin();
    // Empties go to the winner, so the score shown is the final one: 40-24 with 10 empties reads 50-24.
    const int empties = board_.count(kEmpty);
    const int shownBlack = black + (margin > 0 ? empties : 0), shownWhite = white + (margin < 0 ? empties : 0);
    o.detail = std::to_string(shownBlack) + "-" + std::to_string(shownWhite);
    if (margin == 0) {
        o.kind = Outcome::Kind::Draw;
        o.reason = "equal discs";
    } else {
        o.kind = Outcome::Kind::Win;
        o.winner = margin > 0 ? Side::First : Side::Second;
        o.reason = "more discs";
    }
    return o;
}

std::optional<Move> OthelloGame::parseMove(std::string_view text) const {
    const auto cell = board_.parseCell(text);
    if (!cell) return std::nullopt;
    return Move{*cell};
}

bool OthelloGame::setPosition(std::string_view text, std::string& error) {
    std::string err1;
    if (auto b = GridBoard::fromText(text, err1)) {
        if (b->size() != board_.size()) {
            error = "the position is for a " + std::to_string(b->size()) + "x" + std::to_string(b->size()) + " board";
            return false;
        }
        board_ = *b;
        history_.clear();
        return true;
    }
    // Not a board: perhaps a transcript from the start.
    std::string err2;
    const GridBoard start(board_.size());
    const auto moves = parseTranscript(start, text, err2);
    if (!moves) {
        // A long first word was meant as a board; anything else as moves.
        const auto firstWord = text.substr(0, text.find(' '));
        error = firstWord.size() >= 36 ? err1 : err2;
        return false;
    }
    board_ = start;
    history_.clear();
    for (int c : *moves) play(Move{c});
    return true;
}

std::string OthelloGame::pieceName(int code) const {
    return code == kBlack ? QIPAN_WORDS("black disc") : code == kWhite ? QIPAN_WORDS("white disc") : "";
}

std::optional<Message> OthelloGame::applySetup(const Setup& setup) {
    const int n = board_.size();
    if (setup.cells.size() != static_cast<std::size_t>(n * n))
        return Message{QIPAN_WORDS("the position is not one of a {1}x{1} board"), {std::to_string(n)}};
    GridBoard board(n);
    for (int cell = 0; cell < n * n; ++cell) {
        const int code = setup.cells[static_cast<std::size_t>(cell)];
        if (code != kEmpty && code != kBlack && code != kWhite)
            return Message{QIPAN_WORDS("{1} is not a disc of Othello"), {std::to_string(code)}};
        board.set(cell, static_cast<Disc>(code));
    }
    board.setSideToMove(setup.toMove);
    // The game starts with the four centre squares filled, and a disc is never taken off.
    for (const int cell :
         {(n / 2 - 1) * n + n / 2 - 1, (n / 2 - 1) * n + n / 2, (n / 2) * n + n / 2 - 1, (n / 2) * n + n / 2})
        if (board.at(cell) == kEmpty)
            return Message{
                QIPAN_WORDS("{1} is empty, but the four centre squares are never empty in Othello"),
                {board.cellText(cell)}};
    if (board.gameOver())
        return Message{QIPAN_WORDS("neither side has a move: the game would be over already"), {}};
    board_ = board;
    history_.clear();
    return std::nullopt;
}

std::vector<std::pair<int, std::string>> OthelloGame::cellMarks() const {
    std::vector<std::pair<int, std::string>> marks;
    for (int c : board_.legalCells(board_.sideToMove())) marks.emplace_back(c, "legal");
    return marks;
}

SearchResult OthelloGame::search(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) {
    const Stopwatch requested;
    const auto position = toPosition(board_);
    if (!position) return searchGrid(board_, limits, std::move(stop), progress);
    // A clone (the desktop program searches on one) makes its tables here: whatever that takes counts
    // against the move's time.
    if (!search_) search_ = std::make_unique<MidgameSearch>();
    const int n = board_.size();
    auto toCell = [n](Move m) { return m.code == kPassCode || m.isNone() ? m : Move{cellOfSquare(m.code, n)}; };
    ProgressFn relay;
    if (progress)
        relay = [&](const SearchInfo& info) {
            SearchInfo copy = info;
            for (Move& m : copy.pv) m = toCell(m);
            progress(copy);
        };
    SearchLimits inner =
        withTimeSpent(limits, requested.elapsedMs());  // the search speaks in bitboard squares
    for (Move& m : inner.excluded)
        if (m.code != kPassCode && !m.isNone()) m = Move{squareOfCell(m.code, n)};
    SearchResult r = search_->run(*position, inner, std::move(stop), relay);
    r.best = toCell(r.best);
    for (Move& m : r.pv) m = toCell(m);
    return r;
}

ScoreText OthelloGame::scoreParts(int score) const {
    char buf[32];
    if (score % 100 == 0)
        std::snprintf(buf, sizeof buf, "%+d", score / 100);
    else
        std::snprintf(buf, sizeof buf, "%+.2f", score / 100.0);
    return {ScoreText::Kind::Value, buf, "discs"};
}

std::unique_ptr<Game> createOthelloGame(std::string_view id, std::string* error) {
    if (id == "othello/8" || id == "othello") return std::make_unique<OthelloGame>(8);
    if (id == "othello/10") return std::make_unique<OthelloGame>(10);
    if (id == "othello/6") return std::make_unique<OthelloGame>(6);
    if (error) *error = "unknown Othello variant " + quoted(id) + " (othello/6, othello/8, othello/10)";
    return nullptr;
}

}  // namespace qipan::othello
