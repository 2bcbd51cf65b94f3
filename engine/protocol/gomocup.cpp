#include "protocol/gomocup.h"

#include <algorithm>
#include <cctype>
#include <istream>
#include <ostream>

#include "core/quote.h"
#include "core/score.h"
#include "gomoku/opening_choice.h"
#include "gomoku/search.h"
#include "protocol/line_reader.h"

namespace qipan::protocol {

using gomoku::Board;
using gomoku::kBlack;
using gomoku::kEmpty;
using gomoku::kWhite;
using gomoku::Rule;

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::string upper(std::string_view s) {
    std::string u(s);
    for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return u;
}

// Reads comma-separated non-negative integers ("10,10" or "10,10,1"); false on anything else.
bool readNumbers(std::string_view text, std::vector<long long>& numbers) {
    numbers.clear();
    text = trim(text);
    if (text.empty()) return false;
    long long value = 0;
    int digits = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ',';
        if (c >= '0' && c <= '9') {
            if (++digits > 12) return false;
            value = value * 10 + (c - '0');
        } else if (c == ',') {
            if (digits == 0) return false;
            numbers.push_back(value);
            value = 0;
            digits = 0;
        } else if (c != ' ') {
            return false;
        }
    }
    return true;
}

}  // namespace

GomocupBrain::GomocupBrain(std::ostream& out) : out_(out) {}
GomocupBrain::~GomocupBrain() = default;

void GomocupBrain::run(std::istream& in) {
    std::string line;
    for (LineRead read; (read = readLine(in, line)).kind != LineRead::Kind::End;) {
        if (read.kind == LineRead::Kind::Line) {
            if (!handleLine(line)) break;
        } else if (mode_ == Mode::Commands) {
            error(tooLongText(read));
        } else if (blockError_.empty()) {
            blockError_ = tooLongText(read);  // inside a block: the block is refused after its DONE
        }
    }
}

void GomocupBrain::error(const std::string& why) {
    out_ << "ERROR " << why << std::endl;
}

bool GomocupBrain::parsePoint(std::string_view text, int& point) const {
    std::vector<long long> xy;
    if (!board_ || !readNumbers(text, xy) || xy.size() != 2) return false;
    const int n = board_->size();
    if (xy[0] >= n || xy[1] >= n) return false;
    point = board_->point(static_cast<int>(xy[0]), static_cast<int>(xy[1]));
    return true;
}

std::string GomocupBrain::pointText(int point) const {
    return std::to_string(board_->xOf(point)) + "," + std::to_string(board_->yOf(point));
}

bool GomocupBrain::handleLine(std::string_view raw) {
    const std::string_view line = trim(raw);
    if (line.empty()) return true;
    if (mode_ != Mode::Commands) {
        // END is obeyed anywhere: the manager may give up on a block it has started.
        if (upper(line) == "END") return false;
        if (mode_ == Mode::Board)
            boardLine(line);
        else
            swap2Line(line);
        return true;
    }
    const auto space = line.find_first_of(" \t");
    const std::string verb = upper(line.substr(0, space));
    const std::string_view rest =
        space == std::string_view::npos ? std::string_view{} : trim(line.substr(space));
    if (verb == "END") return false;
    command(verb, rest);
    return true;
}

void GomocupBrain::startBoard(int size) {
    board_ = std::make_unique<Board>(size, rule_);
    if (!memory_) {
        // Made at the size max_memory allows, never larger for a moment.
        memory_ = std::make_unique<gomoku::SearchMemory>(
            maxMemory_ > 0 ? std::clamp<std::size_t>(maxMemory_ / (1u << 20) / 2, 1, 256) : 32);
    }
    memory_->tt.clear();
}

void GomocupBrain::command(const std::string& verb, std::string_view rest) {
    std::vector<long long> numbers;
    if (verb == "START") {
        if (!readNumbers(rest, numbers) || numbers.size() != 1) return error("START needs a board size");
        if (numbers[0] < gomoku::kMinBoardSize || numbers[0] > gomoku::kMaxBoardSize)
            return error("unsupported size " + std::to_string(numbers[0]) + " (5 to 20)");
        startBoard(static_cast<int>(numbers[0]));
        out_ << "OK" << std::endl;
    } else if (verb == "RECTSTART") {
        if (!readNumbers(rest, numbers) || numbers.size() != 2) return error("RECTSTART needs width,height");
        if (numbers[0] != numbers[1]) return error("only square boards are supported");
        if (numbers[0] < gomoku::kMinBoardSize || numbers[0] > gomoku::kMaxBoardSize)
            return error("unsupported size " + std::to_string(numbers[0]) + " (5 to 20)");
        startBoard(static_cast<int>(numbers[0]));
        out_ << "OK" << std::endl;
    } else if (verb == "RESTART") {
        if (!board_) return error("no board yet; send START first");
        startBoard(board_->size());
        out_ << "OK" << std::endl;
    } else if (verb == "ABOUT") {
        out_ << "name=\"Qipan\", version=\"" << QIPAN_VERSION
             << "\", author=\"The Qipan authors\", country=\"China\"" << std::endl;  // no public home yet
    } else if (verb == "INFO") {
        info(rest);
    } else if (verb == "BEGIN") {
        if (!board_) return error("no board yet; send START first");
        if (board_->stoneCount() != 0) return error("BEGIN on a board that is not empty");
        think();
    } else if (verb == "TURN") {
        int p = -1;
        if (!parsePoint(rest, p))
            return error(board_ ? "TURN needs x,y on the board" : "no board yet; send START first");
        if (board_->stone(p) != kEmpty) return error("TURN " + pointText(p) + " is occupied");
        if (const std::string over = gameOver(); !over.empty()) return error(over);
        board_->play(p);
        if (board_->isWinAt(p)) return error("TURN " + pointText(p) + " makes five: the game is over");
        if (board_->full()) return error("the board is full");
        think();
    } else if (verb == "BOARD") {
        if (!board_) return error("no board yet; send START first");
        pending_.clear();
        blockError_.clear();
        mode_ = Mode::Board;
    } else if (verb == "SWAP2BOARD") {
        if (!board_) return error("no board yet; send START first");
        pendingSwap2_.clear();
        blockError_.clear();
        mode_ = Mode::Swap2;
    } else if (verb == "TAKEBACK") {
        int p = -1;
        if (!parsePoint(rest, p)) return error(board_ ? "TAKEBACK needs x,y on the board" : "no board yet");
        if (board_->stone(p) == kEmpty) return error("TAKEBACK " + pointText(p) + ": no stone there");
        auto list = stones();
        const std::uint8_t color = board_->stone(p);
        list.erase(std::remove_if(list.begin(), list.end(), [&](const auto& s) { return s.first == p; }),
                   list.end());
        rebuild(rule_, list, color);
        out_ << "OK" << std::endl;
    } else if (verb == "PLAY") {
        // Some managers confirm the brain's own move; it is already on the board.
        out_ << rest << std::endl;
    } else {
        out_ << "UNKNOWN command " << quoted(verb) << std::endl;
    }
}

void GomocupBrain::info(std::string_view rest) {
    const auto space = rest.find_first_of(" \t");
    const std::string key(rest.substr(0, space));
    const std::string_view value =
        space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space));
    std::vector<long long> number;
    const bool numeric = readNumbers(value, number) && number.size() == 1;
    if (key == "timeout_turn" || key == "timeout_match" || key == "time_left" || key == "max_memory" ||
        key == "rule" || key == "game_type") {
        if (!numeric) return error("INFO " + key + " needs a number");
    }
    if (key == "timeout_turn")
        timeoutTurnMs_ = number[0];
    else if (key == "timeout_match")
        timeoutMatchMs_ = number[0];
    else if (key == "time_left")
        timeLeftMs_ = number[0];
    else if (key == "max_memory")
        maxMemory_ = static_cast<std::uint64_t>(number[0]);
    else if (key == "max_node" && numeric && number[0] >= 0)
        nodeLimit_ = static_cast<std::uint64_t>(number[0]);
    else if (key == "rule") {
        const long long bits = number[0];
        const Rule rule = (bits & 4)   ? Rule::Renju
                          : (bits & 8) ? Rule::Caro
                          : (bits & 1) ? Rule::Standard
                                       : Rule::Freestyle;
        if (rule != rule_) {
            rule_ = rule;
            if (board_) rebuild(rule_, stones(), board_->toMove());
        }
    }
    // Other keys (game_type, folder, evaluate, ...) are accepted and ignored, as the protocol asks.
}

std::vector<std::pair<int, std::uint8_t>> GomocupBrain::stones() const {
    std::vector<std::pair<int, std::uint8_t>> list;
    if (!board_) return list;
    for (int i = 0; i < board_->stoneCount(); ++i) {
        const int p = board_->moveAt(i);
        list.emplace_back(p, board_->stone(p));
    }
    return list;
}

void GomocupBrain::rebuild(Rule rule, const std::vector<std::pair<int, std::uint8_t>>& list,
                           std::uint8_t toMove) {
    auto fresh = std::make_unique<Board>(board_->size(), rule);
    for (const auto& [p, color] : list) fresh->put(p, color);
    if (fresh->toMove() != toMove) fresh->passTurn();
    board_ = std::move(fresh);
}

void GomocupBrain::boardLine(std::string_view line) {
    if (upper(line) == "DONE") {
        mode_ = Mode::Commands;
        finishBoard();
        return;
    }
    if (!blockError_.empty()) return;  // the block is refused already; read on to its DONE
    std::vector<long long> f;
    const int n = board_->size();
    if (!readNumbers(line, f) || f.size() != 3 || f[0] >= n || f[1] >= n || f[2] < 1 || f[2] > 3) {
        blockError_ = "line " + quoted(line) +
                      " is not x,y,field on the board (field 1 own, 2 opponent, 3 winning line)";
        return;
    }
    const int p = board_->point(static_cast<int>(f[0]), static_cast<int>(f[1]));
    for (const auto& [q, field] : pending_)
        if (q == p) {
            blockError_ = "it names the point " + pointText(p) + " twice";
            return;
        }
    pending_.emplace_back(p, static_cast<int>(f[2]));
}

void GomocupBrain::finishBoard() {
    // A block with a bad line is refused whole: the board stays as it was and no move is made.
    if (!blockError_.empty()) {
        pending_.clear();
        return error("BOARD refused, the board is unchanged: " + blockError_);
    }
    int own = 0, opponent = 0;
    for (const auto& [p, field] : pending_) {
        if (field == 1) ++own;
        if (field == 2) ++opponent;
    }
    // Black moves first, so the colours follow from the counts: equal counts, we are Black.
    const std::uint8_t me = own == opponent       ? kBlack
                            : opponent == own + 1 ? kWhite
                                                  : ((own + opponent) % 2 == 0 ? kBlack : kWhite);
    std::vector<std::pair<int, std::uint8_t>> list;
    for (const auto& [p, field] : pending_)
        if (field == 1 || field == 2) list.emplace_back(p, field == 1 ? me : gomoku::otherColor(me));
    rebuild(rule_, list, me);
    pending_.clear();
    if (const std::string over = gameOver(); !over.empty()) return error(over);
    if (board_->full()) return error("the board is full");
    think();
}

std::string GomocupBrain::gameOver() const {
    for (int i = 0; i < board_->stoneCount(); ++i) {
        const int p = board_->moveAt(i);
        if (board_->isWinAt(p))
            return std::string(board_->stone(p) == kBlack ? "Black" : "White") + " has five through " +
                   pointText(p) + ": the game is over";
    }
    return {};
}

void GomocupBrain::swap2Line(std::string_view line) {
    if (upper(line) == "DONE") {
        mode_ = Mode::Commands;
        finishSwap2();
        return;
    }
    int p = -1;
    if (!blockError_.empty()) return;
    if (!parsePoint(line, p)) {
        blockError_ = "line " + quoted(line) + " is not x,y on the board";
        return;
    }
    pendingSwap2_.push_back(p);
}

void GomocupBrain::finishSwap2() {
    if (!blockError_.empty()) return error("SWAP2BOARD refused, the board is unchanged: " + blockError_);
    std::vector<std::pair<int, std::uint8_t>> list;
    for (std::size_t i = 0; i < pendingSwap2_.size(); ++i)
        list.emplace_back(pendingSwap2_[i], i % 2 == 0 ? kBlack : kWhite);
    const std::size_t count = list.size();
    for (std::size_t i = 0; i < count; ++i)
        for (std::size_t j = i + 1; j < count; ++j)
            if (list[i].first == list[j].first) return error("SWAP2BOARD names a point twice");
    if (count != 0 && count != 3 && count != 5)
        return error("SWAP2BOARD expects 0, 3 or 5 stones, not " + std::to_string(count));
    // The stones through Swap2's rules (gomoku/opening_rule.h), the choices from the engine's own
    // judgement of the positions (gomoku/opening_choice.h).
    const int n = board_->size();
    const auto cellOf = [&](int point) { return board_->yOf(point) * n + board_->xOf(point); };
    gomoku::Opening opening(gomoku::OpeningRule::Swap2, rule_, n);
    for (std::size_t i = 0; i < count; ++i) {
        if (i == 3) opening.choose(gomoku::Choice::PlaceTwo);
        if (const std::string why = opening.place(cellOf(list[i].first)); !why.empty())
            return error("SWAP2BOARD refused: " + why);
    }
    rebuild(rule_, list, count % 2 == 0 ? kBlack : kWhite);
    gomoku::OpeningThinking thinking;
    thinking.nodes =
        nodeLimit_ > 0
            ? nodeLimit_
            : static_cast<std::uint64_t>(std::clamp<std::int64_t>(timeoutTurnMs_ * 10, 2000, 50000));
    const auto decide = [&] {
        const gomoku::OpeningAction action = decideOpening(opening, thinking);
        applyOpeningAction(opening, action);
        return action;
    };
    const auto play = [&](int cell) {
        const int point = board_->point(cell % n, cell / n);
        board_->play(point);
        return pointText(point);
    };
    if (count == 0) {  // we open: three stones, the third balancing the position
        std::string answer;
        for (int i = 0; i < 3; ++i) {
            if (i > 0) answer += ' ';
            answer += play(decide().cell);
        }
        out_ << answer << std::endl;
        return;
    }
    // Gomocup's answers speak of the side to move (White in both cases): "SWAP" leaves it to the opponent
    // (we take Black), a point is our move as White, two points are Swap2's two more stones.
    const gomoku::OpeningAction action = decide();
    const bool weTakeBlack =
        count == 3 ? action.choice == gomoku::Choice::Swap : action.choice == gomoku::Choice::Keep;
    if (count == 3 && action.choice == gomoku::Choice::PlaceTwo) {
        const std::string fourth = play(decide().cell);
        out_ << fourth << ' ' << play(decide().cell) << std::endl;
        return;
    }
    if (weTakeBlack) {
        out_ << "SWAP" << std::endl;
        return;
    }
    think();
}

int GomocupBrain::bestPoint(std::int64_t timeMs) {
    SearchLimits limits;
    limits.moveTimeMs = timeMs;
    if (timeoutMatchMs_ > 0 && timeLeftMs_ > 0) limits.timeLeftMs = timeLeftMs_;
    limits.nodes = nodeLimit_;
    gomoku::Board scratch = *board_;
    auto searcher = std::make_unique<gomoku::Searcher>(scratch, *memory_);
    // Each finished iteration as a MESSAGE line, the way managers show a brain's thinking (Piskvork's
    // info window, c-gomoku-cli's message file): depth, score, nodes, speed, time and line.
    const auto progress = [this](const SearchInfo& info) {
        out_ << "MESSAGE depth " << info.depth << " score ";
        if (isMateScore(info.score))
            out_ << (info.score > 0 ? "win" : "loss") << " in "
                 << (std::abs(pliesToMate(info.score)) + 1) / 2;
        else
            out_ << info.score;
        out_ << " nodes " << info.nodes << " nps "
             << info.nodes * 1000 / std::max<std::int64_t>(1, info.elapsedMs) << " time " << info.elapsedMs
             << " pv";
        for (const Move m : info.pv) out_ << ' ' << pointText(m.code);
        out_ << std::endl;
    };
    const SearchResult r = searcher->run(limits, {}, progress);
    if (r.proven && isMateScore(r.score)) {
        // A proven result, in the winner's moves (the five included) and in plies: "win in 2 moves (3
        // plies)" when a straight four is to be made.
        const int plies = std::abs(pliesToMate(r.score));
        const int moves = (plies + 1) / 2;
        out_ << "MESSAGE " << (r.score > 0 ? "win" : "loss") << " in " << moves << (moves == 1 ? " move (" : " moves (")
             << plies << (plies == 1 ? " ply)" : " plies)") << std::endl;
    }
    return r.best.code;
}

void GomocupBrain::think() {
    // Leave the manager its margin: answer well before timeout_turn (0 means "as fast as possible"). The
    // search keeps its own reserve within the time it is given (planTime): 100 ms stops at 37, 1 s at 892.
    const std::int64_t timeMs =
        timeoutTurnMs_ > 0 ? std::max<std::int64_t>(10, timeoutTurnMs_ - 30) : 100;
    const int p = bestPoint(timeMs);
    if (p < 0 || board_->stone(p) != kEmpty) return error("no move to play");
    board_->play(p);
    out_ << pointText(p) << std::endl;
}

}  // namespace qipan::protocol
