#include "xiangqi/xiangqi_game.h"

#include <algorithm>

#include "core/pool.h"
#include "core/quote.h"
#include "core/search_control.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/notation.h"
#include "xiangqi/repetition.h"
#include "xiangqi/search.h"

namespace qipan::xiangqi {

XiangqiGame::XiangqiGame() = default;

// Copies stay cheap: they share only a table given with setTable(); without one, each search borrows a
// table from a pool (see search()).
XiangqiGame::XiangqiGame(const XiangqiGame& other)
    : Game(other), position_(other.position_), banned_(other.banned_), table_(other.table_) {}

XiangqiGame& XiangqiGame::operator=(const XiangqiGame& other) {
    position_ = other.position_;
    banned_ = other.banned_;
    table_ = other.table_;
    return *this;
}

int XiangqiGame::cell(int x, int y) const {
    if (x < 0 || x >= kFiles || y < 0 || y >= kRanks) return 0;
    return position_.at(squareOf(x, y));
}

std::vector<Move> XiangqiGame::legalMoves() const {
    MoveList list;
    position_.generateLegal(list);
    std::vector<Move> moves;
    moves.reserve(static_cast<std::size_t>(list.size));
    for (Move16 m : list) moves.push_back(toFacadeMove(m));
    return moves;
}

std::string XiangqiGame::illegalReason(Move move) const {
    const Move16 m = fromFacadeMove(move);
    if (m == kNoMove) return "not a move on the board";
    if (outcome().over()) return "the game is over";
    const std::uint8_t piece = position_.at(fromOf(m));
    if (piece == kEmpty) return "no piece there";
    if (colourOf(piece) != position_.sideToMove()) return "not your piece";
    const std::uint8_t target = position_.at(toOf(m));
    if (target != kEmpty && colourOf(target) == colourOf(piece)) return "cannot take your own piece";
    if (!position_.isPseudoLegal(m)) {
        switch (kindOf(piece)) {
            case kGeneral: return inPalace(colourOf(piece), toOf(m)) ? "the general moves one step along a line" : "the general must stay in the palace";
            case kAdvisor: return inPalace(colourOf(piece), toOf(m)) ? "the advisor moves one step diagonally" : "the advisor must stay in the palace";
            case kElephant: return onOwnHalf(colourOf(piece), toOf(m)) ? "the elephant moves two points diagonally, and not over a blocked eye" : "the elephant cannot cross the river";
            case kHorse: return "the horse moves one point straight then one diagonally, and not over a blocked leg";
            case kChariot: return "the chariot moves along a clear line";
            case kCannon: return target == kEmpty ? "the cannon moves along a clear line" : "the cannon captures by jumping exactly one piece";
            case kSoldier: return "the soldier moves one step forward, or sideways after crossing the river";
            default: return "not a legal move";
        }
    }
    if (!position_.isLegal(m, position_.inCheck())) {
        // Tell facing generals apart from an ordinary attack on the general.
        Position copy = position_;
        copy.make(m);
        const int red = copy.generalSquare(kRed), black = copy.generalSquare(kBlack);
        if (fileOf(red) == fileOf(black)) {
            bool open = true;
            for (int s = black + 16; s < red; s += 16) open = open && copy.at(s) == kEmpty;
            if (open) return "generals would face each other";
        }
        return "leaves the general in check";
    }
    return {};
}

void XiangqiGame::play(Move move) {
    position_.make(fromFacadeMove(move));
    banned_.clear();
}

void XiangqiGame::undo() {
    if (!position_.history().empty()) position_.unmake();
    banned_.clear();
}

Outcome XiangqiGame::outcome() const {
    Outcome o;
    MoveList list;
    position_.generateLegal(list);
    const Side toMove = sideToMove();
    if (list.size == 0) {
        o.kind = Outcome::Kind::Win;
        o.winner = opposite(toMove);
        o.reason = position_.inCheck() ? "checkmate" : "stalemate";
        return o;
    }
    // The third occurrence of a position ends the game and the cycle is judged.
    const int start = repetitionStart(position_, 2);
    if (start >= 0) {
        Position copy = position_;
        const RepetitionVerdict v = judgeRepetition(copy, repetitionStart(copy, 1));
        if (v.loser < 0) {
            o.kind = Outcome::Kind::Draw;
            o.reason = "repetition";
        } else {
            o.kind = Outcome::Kind::Win;
            o.winner = v.loser == kRed ? Side::Second : Side::First;
            o.reason = v.reason;
        }
        return o;
    }
    if (position_.quietPlies() >= 120) {
        o.kind = Outcome::Kind::Draw;
        o.reason = "60 moves without capture";
        return o;
    }
    if (cannotMate(position_, kRed) && cannotMate(position_, kBlack)) {
        o.kind = Outcome::Kind::Draw;
        o.reason = "insufficient material";
    }
    return o;
}

DrawClaim XiangqiGame::drawClaim() const {
    const int start = repetitionStart(position_, 1);
    if (start < 0)
        return {
            std::nullopt,
            QIPAN_WORDS("a draw by repetition can be claimed only when the position has come back (the game "
                        "ends drawn by itself at the third time, or after 60 moves without a capture)")};
    Position copy = position_;
    const RepetitionVerdict v = judgeRepetition(copy, start);
    if (v.loser >= 0)
        return {std::nullopt,
                QIPAN_WORDS("the repetition is not a draw: one side is repeating a perpetual check "
                            "or chase, which it must break")};
    Outcome o;
    o.kind = Outcome::Kind::Draw;
    o.reason = "repetition";
    o.detail = QIPAN_WORDS("claimed");
    return {o, {}};
}

MoveSquares XiangqiGame::squares(Move move) const {
    const Move16 m = fromFacadeMove(move);
    if (m == kNoMove) return {};
    return {cellOf(fromOf(m)), cellOf(toOf(m))};
}

std::string XiangqiGame::moveToText(Move move) const {
    const Move16 m = fromFacadeMove(move);
    return m == kNoMove ? std::string("none") : iccsText(m);
}

std::optional<Move> XiangqiGame::parseMove(std::string_view text) const {
    const Move16 m = parseMoveText(position_, text);
    if (m != kNoMove) return toFacadeMove(m);
    // An ICCS move that is not legal still names squares; let illegalReason() explain it.
    const Move16 iccs = parseIccs(text);
    if (iccs != kNoMove) return toFacadeMove(iccs);
    return std::nullopt;
}

bool XiangqiGame::setPosition(std::string_view text, std::string& error) {
    std::string_view fen = text;
    if (fen == "startpos" || fen.empty()) fen = Position::kStartFen;
    if (!position_.setFen(fen, error)) return false;
    banned_.clear();
    return true;
}

std::string XiangqiGame::pieceName(int code) const {
    return code > 0 && code < 16 ? xiangqi::pieceName(static_cast<std::uint8_t>(code)) : "";
}

std::optional<Message> XiangqiGame::applySetup(const Setup& setup) {
    if (setup.cells.size() != static_cast<std::size_t>(kCells))
        return Message{QIPAN_WORDS("the board must have 10 ranks of 9 files"), {}};
    std::string fen;
    for (int y = 0; y < kRanks; ++y) {
        int empty = 0;
        for (int x = 0; x < kFiles; ++x) {
            const int code = setup.cells[static_cast<std::size_t>(y * kFiles + x)];
            if (code == 0) {
                ++empty;
                continue;
            }
            if (code < 0 || code > 15 || code == 8 ||
                xiangqi::pieceName(static_cast<std::uint8_t>(code))[0] == 0)
                return Message{QIPAN_WORDS("{1} is not a piece of Xiangqi"), {std::to_string(code)}};
            if (empty) fen += static_cast<char>('0' + empty);
            empty = 0;
            fen += pieceLetter(static_cast<std::uint8_t>(code));
        }
        if (empty) fen += static_cast<char>('0' + empty);
        if (y + 1 < kRanks) fen += '/';
    }
    fen += setup.toMove == Side::First ? " w" : " b";
    Position position;
    Message problem;
    if (!position.setFen(fen, problem)) return problem;
    XiangqiGame trial;
    trial.position_ = position;
    const Outcome over = trial.outcome();
    if (over.over()) return Message{QIPAN_WORDS("the game would be over already: {1}"), {over.reason}};
    position_ = position;
    banned_.clear();
    return std::nullopt;
}

std::vector<std::pair<int, std::string>> XiangqiGame::cellMarks() const {
    if (!position_.inCheck()) return {};
    return {{cellOf(position_.generalSquare(position_.sideToMove())), "check"}};
}

SearchResult XiangqiGame::search(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) {
    const Stopwatch requested;
    std::vector<Move16> banned;
    for (Move m : banned_) banned.push_back(fromFacadeMove(m));
    for (Move m : limits.excluded) banned.push_back(fromFacadeMove(m));
    // The search plays a banned move when every move is banned (UCCI); excluded lines want none then.
    if (!limits.excluded.empty()) {
        MoveList legal;
        position_.generateLegal(legal);
        bool left = false;
        for (Move16 m : legal) left = left || std::find(banned.begin(), banned.end(), m) == banned.end();
        if (!left) return {};
    }
    Position work = position_;
    if (table_) {
        Searcher searcher(*table_);  // its move statistics (4 MB) are made and zeroed on the move's time
        return searcher.run(work, withTimeSpent(limits, requested.elapsedMs()), stop, progress, banned);
    }
    // Without a table of its own, a search borrows one: clones stay cheap, two searches at once never
    // share entries, and the tables are kept between moves, so the desktop program (a thread per search)
    // neither makes and clears 64 MB for every move nor forgets what it learnt. Only the first search
    // makes a table; whatever that takes counts against the move's time.
    static Pool<TranspositionTable> tables(2, [] { return std::make_unique<TranspositionTable>(64); });
    Borrowed<TranspositionTable> table(tables);
    Searcher searcher(*table);
    return searcher.run(work, withTimeSpent(limits, requested.elapsedMs()), stop, progress, banned);
}

std::string XiangqiGame::chineseMoveText(Move move, bool traditional) const {
    return chineseText(position_, fromFacadeMove(move), traditional);
}
std::string XiangqiGame::wxfMoveText(Move move) const { return wxfText(position_, fromFacadeMove(move)); }

std::unique_ptr<Game> createXiangqiGame(std::string_view id, std::string* error) {
    if (id == "xiangqi") return std::make_unique<XiangqiGame>();
    if (error) *error = "unknown game " + quoted(id);
    return nullptr;
}

}  // namespace qipan::xiangqi
