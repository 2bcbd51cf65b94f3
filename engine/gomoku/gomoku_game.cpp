#include "gomoku/gomoku_game.h"

#include <atomic>
#include <sstream>

#include "core/clock.h"
#include "core/quote.h"
#include "core/search_control.h"
#include "core/zobrist.h"
#include "gomoku/notation.h"
#include "gomoku/search.h"

namespace qipan::gomoku {

GomokuGame::GomokuGame(Rule rule, int size) : board_(size, rule) {}

GomokuGame::GomokuGame(const GomokuGame& other)
    : Game(other),
      board_(other.board_),
      moves_(other.moves_),
      outcomes_(other.outcomes_),
      initialOutcome_(other.initialOutcome_),
      foulsLose_(other.foulsLose_) {}

GomokuGame::~GomokuGame() {
    releaseSearchMemory(std::move(memory_));
}

std::string GomokuGame::id() const {
    const std::string rule = foulsLose_ && board_.rule() == Rule::Renju ? std::string("renju-strict")
                                                                        : std::string(ruleName(board_.rule()));
    return "gomoku/" + rule + "/" + std::to_string(board_.size());
}

int GomokuGame::cell(int x, int y) const {
    if (x < 0 || y < 0 || x >= board_.size() || y >= board_.size()) return 0;
    return board_.stone(board_.point(x, y));
}

int GomokuGame::pointOf(Move move) const {
    const int n = board_.size();
    if (move.code < 0 || move.code >= n * n) return -1;
    return board_.point(move.code % n, move.code / n);
}

std::vector<Move> GomokuGame::legalMoves() const {
    std::vector<Move> moves;
    if (outcome().over()) return moves;
    const int n = board_.size();
    const bool checkFouls = !foulsLose_ && board_.toMove() == kBlack;
    for (int i = 0; i < n * n; ++i) {
        const int p = board_.point(i % n, i / n);
        if (board_.stone(p) != kEmpty) continue;
        if (checkFouls && board_.mayBeFoul(p) && board_.foul(p) != Foul::None) continue;
        moves.push_back(Move{i});
    }
    return moves;
}

std::string GomokuGame::illegalReason(Move move) const {
    const int p = pointOf(move);
    if (p < 0) return "off the board";
    if (outcome().over()) return "game over";
    if (board_.stone(p) != kEmpty) return "occupied";
    if (!foulsLose_ && board_.toMove() == kBlack && board_.mayBeFoul(p)) {
        const Foul foul = board_.foul(p);
        if (foul != Foul::None) return foulName(foul);
    }
    return {};
}

void GomokuGame::play(Move move) {
    const int p = pointOf(move);
    const bool black = board_.toMove() == kBlack;
    const Foul foul = black ? board_.foul(p) : Foul::None;
    board_.play(p);
    moves_.push_back(p);
    Outcome result = judge(p);
    if (!result.over() && foul != Foul::None) {
        // Only reachable with foulsLose_: under RIF a foul loses at once (an exact five came first above).
        result.kind = Outcome::Kind::Win;
        result.winner = Side::Second;
        result.reason = "forbidden move";
        result.detail = foulName(foul);
        result.highlight = {move.code};
    }
    outcomes_.push_back(std::move(result));
}

void GomokuGame::undo() {
    if (moves_.empty()) return;
    board_.undo();
    moves_.pop_back();
    outcomes_.pop_back();
}

Outcome GomokuGame::outcome() const {
    return outcomes_.empty() ? initialOutcome_ : outcomes_.back();
}

Outcome GomokuGame::judge(int lastPoint) const {
    Outcome result;
    int line[kMaxBoardSize];
    int length = 0;
    if (board_.isWinAt(lastPoint, line, &length)) {
        result.kind = Outcome::Kind::Win;
        result.winner = board_.stone(lastPoint) == kBlack ? Side::First : Side::Second;
        result.reason = "five in a row";
        for (int i = 0; i < length; ++i) result.highlight.push_back(moveOf(line[i]).code);
    } else if (board_.full()) {
        result.kind = Outcome::Kind::Draw;
        result.reason = "board full";
    }
    return result;
}

std::string GomokuGame::moveToText(Move move) const {
    const int n = board_.size();
    if (move.code < 0 || move.code >= n * n) return "none";
    return pointName(move.code % n, move.code / n, n);
}

std::optional<Move> GomokuGame::parseMove(std::string_view text) const {
    const auto point = parsePoint(text, board_.size());
    if (!point) return std::nullopt;
    return Move{point->second * board_.size() + point->first};
}

std::string GomokuGame::positionText() const {
    const int n = board_.size();
    std::string lists[2];
    for (int y = n - 1; y >= 0; --y)  // row 1 first, as players list stones
        for (int x = 0; x < n; ++x) {
            const std::uint8_t s = board_.stone(board_.point(x, y));
            if (s != kBlack && s != kWhite) continue;
            std::string& list = lists[s - 1];
            if (!list.empty()) list += ',';
            list += pointName(x, y, n);
        }
    return "black:" + lists[0] + " white:" + lists[1] +
           " to-move:" + (board_.toMove() == kBlack ? "black" : "white");
}

bool GomokuGame::setPosition(std::string_view text, std::string& error) {
    const int n = board_.size();
    Board fresh(n, board_.rule());
    const bool lists = text.find(':') != std::string_view::npos;
    if (lists) {
        std::istringstream in{std::string(text)};
        std::string token;
        int counts[2] = {0, 0};
        int toMove = 0;
        while (in >> token) {
            const auto colon = token.find(':');
            const std::string name = token.substr(0, colon);
            const std::string value = colon == std::string::npos ? "" : token.substr(colon + 1);
            if (name == "to-move") {
                if (value == "black")
                    toMove = kBlack;
                else if (value == "white")
                    toMove = kWhite;
                else {
                    error = "to-move must be black or white, not " + quoted(value);
                    return false;
                }
                continue;
            }
            if (name != "black" && name != "white") {
                error = "unknown part " + quoted(token) + " (expected black:, white:, to-move:)";
                return false;
            }
            const auto points = parsePointList(value, n);
            if (!points) {
                error = "bad point list " + quoted(value);
                return false;
            }
            const std::uint8_t color = name == "black" ? kBlack : kWhite;
            for (const auto& [x, y] : *points) {
                const int p = fresh.point(x, y);
                if (fresh.stone(p) != kEmpty) {
                    error = "two stones on " + pointName(x, y, n);
                    return false;
                }
                fresh.put(p, color);
                ++counts[color - 1];
            }
        }
        const int side = toMove ? toMove : (counts[0] > counts[1] ? kWhite : kBlack);
        if (fresh.toMove() != side) fresh.passTurn();
    } else {
        const auto points = parsePointList(text, n);
        if (!points) {
            error = "bad move sequence " + quoted(text);
            return false;
        }
        GomokuGame replay(board_.rule(), n);
        replay.foulsLose_ = foulsLose_;
        for (const auto& [x, y] : *points) {
            const Move move{y * n + x};
            const std::string why = replay.illegalReason(move);
            if (!why.empty()) {
                error = "move " + std::to_string(replay.ply() + 1) + " " + pointName(x, y, n) + ": " + why;
                return false;
            }
            replay.play(move);
        }
        board_ = replay.board_;
        moves_ = std::move(replay.moves_);
        outcomes_ = std::move(replay.outcomes_);
        initialOutcome_ = Outcome{};
        return true;
    }
    // Stones from lists are the initial position, taken as given: only a finished line is judged.
    board_ = fresh;
    moves_.clear();
    outcomes_.clear();
    initialOutcome_ = Outcome{};
    for (int i = 0; i < board_.stoneCount() && !initialOutcome_.over(); ++i)
        initialOutcome_ = judge(board_.moveAt(i));
    if (!initialOutcome_.over() && board_.full()) initialOutcome_ = judge(board_.moveAt(0));
    return true;
}

std::string GomokuGame::pieceName(int code) const {
    return code == kBlack ? QIPAN_WORDS("black stone") : code == kWhite ? QIPAN_WORDS("white stone") : "";
}

std::optional<Message> GomokuGame::applySetup(const Setup& setup) {
    const int n = board_.size();
    if (setup.cells.size() != static_cast<std::size_t>(n * n))
        return Message{QIPAN_WORDS("the position is not one of a {1}x{1} board"), {std::to_string(n)}};
    int count[3] = {0, 0, 0};
    std::string lists[3];
    for (int y = n - 1; y >= 0; --y)  // row 1 first, as positionText() lists them
        for (int x = 0; x < n; ++x) {
            const int code = setup.cells[static_cast<std::size_t>(y * n + x)];
            if (code == 0) continue;
            if (code != kBlack && code != kWhite)
                return Message{QIPAN_WORDS("{1} is not a stone of Gomoku"), {std::to_string(code)}};
            ++count[code];
            if (!lists[code].empty()) lists[code] += ',';
            lists[code] += pointName(x, y, n);
        }
    const bool blackToMove = setup.toMove == Side::First;
    if (blackToMove && count[kBlack] != count[kWhite])
        return Message{
            QIPAN_WORDS("with Black to move there are as many black stones as white ones, not {1} and {2}"),
            {std::to_string(count[kBlack]), std::to_string(count[kWhite])}};
    if (!blackToMove && count[kBlack] != count[kWhite] + 1)
        return Message{
            QIPAN_WORDS("with White to move there is one black stone more than white ones, not {1} and {2}"),
            {std::to_string(count[kBlack]), std::to_string(count[kWhite])}};
    if (board_.rule() == Rule::Renju) {
        // An overline of Black's can never arise: the stone that made it was forbidden.
        const int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                for (const auto& d : steps) {
                    int run = 0;
                    for (int cx = x, cy = y; cx >= 0 && cy >= 0 && cx < n && cy < n &&
                                             setup.cells[static_cast<std::size_t>(cy * n + cx)] == kBlack;
                         cx += d[0], cy += d[1])
                        ++run;
                    if (run >= 6)
                        return Message{QIPAN_WORDS("Black has an overline from {1}, which Renju forbids"),
                                       {pointName(x, y, n)}};
                }
    }
    GomokuGame trial(*this);
    std::string error;
    const std::string text = "black:" + lists[kBlack] + " white:" + lists[kWhite] +
                             " to-move:" + (blackToMove ? "black" : "white");
    if (!trial.setPosition(text, error)) return Message{"{1}", {error}};
    const Outcome over = trial.outcome();
    if (over.over()) return Message{QIPAN_WORDS("the game would be over already: {1}"), {over.reason}};
    board_ = trial.board_;
    moves_.clear();
    outcomes_.clear();
    initialOutcome_ = Outcome{};
    return std::nullopt;
}

std::vector<std::pair<int, std::string>> GomokuGame::cellMarks() const {
    std::vector<std::pair<int, std::string>> marks;
    if (board_.rule() != Rule::Renju || board_.toMove() != kBlack || outcome().over()) return marks;
    const int n = board_.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const int p = board_.point(x, y);
            if (board_.stone(p) != kEmpty || !board_.mayBeFoul(p)) continue;
            const Foul foul = board_.foul(p);
            if (foul != Foul::None) marks.emplace_back(y * n + x, foulName(foul));
        }
    return marks;
}

void GomokuGame::forgetSearches() {
    static std::atomic<std::uint64_t> calls{0};
    tableSalt_ = SplitMix64(++calls).next();
}

SearchResult GomokuGame::search(const SearchLimits& limits, std::stop_token stop,
                                const ProgressFn& progress) {
    const Stopwatch requested;
    SearchResult result;
    if (outcome().over()) return result;
    // A clone borrows its tables here (made when none is free): that time counts against the move.
    if (!memory_) memory_ = acquireSearchMemory();
    Board scratch = board_;
    auto searcher = std::make_unique<Searcher>(scratch, *memory_);
    searcher->setTableSalt(tableSalt_);
    const ProgressFn relay = progress ? ProgressFn([&](const SearchInfo& info) {
        SearchInfo converted = info;
        for (auto& m : converted.pv) m = moveOf(m.code);
        progress(converted);
    })
                                      : ProgressFn{};
    SearchLimits inner = withTimeSpent(limits, requested.elapsedMs());
    for (Move& m : inner.excluded) m = Move{pointOf(m)};  // the search speaks in board points
    result = searcher->run(inner, std::move(stop), relay);
    if (!result.best.isNone()) result.best = moveOf(result.best.code);
    for (auto& m : result.pv) m = moveOf(m.code);
    return result;
}

}  // namespace qipan::gomoku

namespace qipan::gomoku {

std::unique_ptr<Game> createGomokuGame(std::string_view id, std::string* error) {
    const auto fail = [&](const std::string& why) -> std::unique_ptr<Game> {
        if (error) *error = why;
        return nullptr;
    };
    const std::string_view prefix = "gomoku/";
    if (id.substr(0, prefix.size()) != prefix) return fail("not a gomoku id " + quoted(id));
    const std::string_view rest = id.substr(prefix.size());
    const auto slash = rest.find('/');
    if (slash == std::string_view::npos) return fail("gomoku id needs a rule and a size: " + quoted(id));
    // "renju-strict": RIF Renju where a foul is played and loses, instead of being refused.
    std::string_view ruleText = rest.substr(0, slash);
    const bool strict = ruleText == "renju-strict";
    if (strict) ruleText = "renju";
    const auto rule = parseRule(ruleText);
    if (!rule) return fail("unknown gomoku rule " + quoted(rest.substr(0, slash)));
    const std::string_view sizeText = rest.substr(slash + 1);
    int size = 0;
    for (char c : sizeText) {
        if (c < '0' || c > '9' || size > 100) return fail("bad board size " + quoted(sizeText));
        size = size * 10 + (c - '0');
    }
    const bool bigAllowed = *rule == Rule::Freestyle || *rule == Rule::Standard;
    if (!(size == 15 || (bigAllowed && (size == 19 || size == 20))))
        return fail(std::string(ruleName(*rule)) + " is not played on a " + std::string(sizeText) + " board");
    auto game = std::make_unique<GomokuGame>(*rule, size);
    game->setFoulsLose(strict);
    return game;
}

}  // namespace qipan::gomoku
