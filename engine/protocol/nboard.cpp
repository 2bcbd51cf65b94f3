#include "protocol/nboard.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "core/parse_number.h"
#include "core/quote.h"
#include "core/search_control.h"
#include "protocol/line_reader.h"

namespace qipan::protocol {

namespace {

using othello::OthelloGame;

std::string trim(std::string_view s) {
    std::size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return std::string(s.substr(a, b - a));
}

// Where the first GGF property `name` starts ("BO" in "...BO[8 ---...- *]..."): the index of its '[',
// or npos when there is none.
std::size_t findProperty(std::string_view ggf, std::string_view name) {
    std::size_t at = 0;
    while ((at = ggf.find(name, at)) != std::string_view::npos) {
        const std::size_t open = at + name.size();
        const bool startsTag = at == 0 || !std::isupper(static_cast<unsigned char>(ggf[at - 1]));
        if (startsTag && open < ggf.size() && ggf[open] == '[') return open;
        at = open;
    }
    return std::string_view::npos;
}

std::string evalText(int score) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", score / 100.0);
    return buf;
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// The value of the GGF property whose '[' is at `open`, or nothing when it is not closed.
std::optional<std::string_view> propertyValue(std::string_view ggf, std::size_t open) {
    const std::size_t close = ggf.find(']', open);
    if (close == std::string_view::npos) return std::nullopt;
    return ggf.substr(open + 1, close - open - 1);
}

}  // namespace

std::int64_t NBoardClock::leftMs(int side) const {
    return std::max<std::int64_t>(1, mainMs[side] + incrementMs[side] * moves[side] - usedMs[side]);
}

std::optional<std::int64_t> readGgfTime(std::string_view text) {
    text = text.substr(0, text.find(','));
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    // Up to three fields h:m:s; only the seconds may have a fraction.
    std::int64_t minutes = 0, ms = 0;
    int fields = 0;
    for (std::size_t at = 0;; ++fields) {
        const std::size_t colon = std::min(text.find(':', at), text.size());
        const std::string_view field = text.substr(at, colon - at);
        if (fields == 3 || field.empty() || field.size() > 9) return std::nullopt;
        if (colon == text.size()) {
            const auto seconds = parseNumber<double>(field, 0.0, 1e9);
            if (!seconds || field.find_first_not_of("0123456789.") != std::string_view::npos)
                return std::nullopt;
            ms = minutes * 60000 + static_cast<std::int64_t>(*seconds * 1000.0 + 0.5);
            break;
        }
        const auto n = parseNumber<int>(field, 0, 100000);
        if (!n) return std::nullopt;
        minutes = minutes * 60 + *n;
        at = colon + 1;
    }
    return ms;
}

bool readGgfClock(std::string_view ggf, NBoardClock& clock, std::string& error) {
    NBoardClock next;
    // TI[] sets both sides, then TB[] / TW[] one each: "main[/increment[/extension]]".
    const std::pair<const char*, int> properties[] = {{"TI", -1}, {"TB", 0}, {"TW", 1}};
    for (const auto& [name, side] : properties) {
        const std::size_t open = findProperty(ggf, name);
        if (open == std::string_view::npos) continue;
        const auto value = propertyValue(ggf, open);
        if (!value) {
            error = std::string("the GGF clock ") + name + "[ is not closed: missing ']'";
            return false;
        }
        const std::size_t slash = value->find('/');
        const auto main = readGgfTime(value->substr(0, slash));
        std::optional<std::int64_t> increment = 0;
        if (slash != std::string_view::npos) {
            const std::string_view rest = value->substr(slash + 1);
            const std::string_view inc = rest.substr(0, rest.find('/'));
            if (!inc.empty()) increment = readGgfTime(inc);
        }
        if (!main || !increment) {
            error = std::string("the GGF clock ") + name + "[" + std::string(*value) + "] is not a time";
            return false;
        }
        for (int s = 0; s < 2; ++s)
            if (side < 0 || side == s) {
                next.mainMs[s] = *main;
                next.incrementMs[s] = *increment;
            }
    }
    // Each move's time: B[F5/eval/seconds] (the third field, when there is one).
    std::size_t at = findProperty(ggf, "BO");
    while (at != std::string_view::npos && at < ggf.size()) {
        const std::size_t b = ggf.find("B[", at), w = ggf.find("W[", at);
        std::size_t tag = std::min(b, w);
        while (tag != std::string_view::npos && tag > 0 &&
               std::isupper(static_cast<unsigned char>(ggf[tag - 1]))) {
            const std::size_t b2 = ggf.find("B[", tag + 1), w2 = ggf.find("W[", tag + 1);
            tag = std::min(b2, w2);
        }
        if (tag == std::string_view::npos) break;
        const auto value = propertyValue(ggf, tag + 1);
        if (!value) break;  // readGgf reports it
        const int side = ggf[tag] == 'B' ? 0 : 1;
        ++next.moves[side];
        const std::size_t first = value->find('/');
        const std::size_t second = first == std::string_view::npos ? first : value->find('/', first + 1);
        if (second != std::string_view::npos && second + 1 < value->size()) {
            const auto spent = readGgfTime(value->substr(second + 1));
            if (!spent) {
                error = "the time of the GGF move " + std::string(*value) + " is not a time";
                return false;
            }
            next.usedMs[side] += *spent;
        }
        at = tag + 2 + value->size();
    }
    clock = next;
    return true;
}

bool readGgf(std::string_view ggf, OthelloGame& game, std::string& error) {
    const std::size_t boardOpen = findProperty(ggf, "BO");
    if (boardOpen == std::string_view::npos) {
        error = "GGF without a BO[] board";
        return false;
    }
    const std::size_t boardClose = ggf.find(']', boardOpen);
    if (boardClose == std::string_view::npos) {
        error = "the GGF board BO[ is not closed: missing ']'";
        return false;
    }
    // BO[8 <cells> <side>]: '*' black, 'O' white, '-' empty. NBoard writes the cells as one word, GGS
    // (and the files of its games) a word per row: "BO[8 -------- -------- ... *]". The side is the last
    // word.
    std::istringstream in(std::string(ggf.substr(boardOpen + 1, boardClose - boardOpen - 1)));
    std::string sizeText, cells, side;
    in >> sizeText;
    for (std::string word; in >> word;) {
        cells += side;
        side = word;
    }
    const int size = parseNumber<int>(sizeText).value_or(0);
    if (size != 6 && size != 8 && size != 10) {
        error = "Qipan plays Othello on 6x6, 8x8 and 10x10 boards, not " + quoted(sizeText);
        return false;
    }
    for (char& c : cells) c = c == '*' ? 'X' : c;
    OthelloGame next(size);
    const std::string text = cells + ' ' + (side == "*" ? "X" : side == "O" ? "O" : side);
    if (!next.setPosition(text, error)) return false;
    // The moves: B[..] and W[..] after the board, in order, each "F5" or "F5/eval/time" or "PA".
    std::size_t at = boardClose;
    while (at != std::string_view::npos && at < ggf.size()) {
        const std::size_t b = ggf.find("B[", at), w = ggf.find("W[", at);
        std::size_t tag = std::min(b, w);
        // Skip properties such as PB[...] / PW[...] whose names end in B or W.
        while (tag != std::string_view::npos && tag > 0 && std::isupper(static_cast<unsigned char>(ggf[tag - 1]))) {
            const std::size_t b2 = ggf.find("B[", tag + 1), w2 = ggf.find("W[", tag + 1);
            tag = std::min(b2, w2);
        }
        if (tag == std::string_view::npos) break;
        const std::size_t close = ggf.find(']', tag);
        if (close == std::string_view::npos) {
            error = "the GGF move " + std::string(ggf.substr(tag, 6)) + " is not closed: missing ']'";
            return false;
        }
        std::string move(ggf.substr(tag + 2, close - tag - 2));
        move = move.substr(0, move.find('/'));
        const auto m = next.parseMove(trim(move));
        if (!m || !next.isLegal(*m)) {
            // A pass the record left implicit.
            if (m && next.legalMoves().size() == 1 && next.legalMoves()[0].code == othello::kPassCode) {
                next.play(next.legalMoves()[0]);
                if (next.isLegal(*m)) {
                    next.play(*m);
                    at = close + 1;
                    continue;
                }
            }
            error = "illegal move " + quoted(move) + " in the GGF game";
            return false;
        }
        next.play(*m);
        at = close + 1;
    }
    game = next;
    return true;
}

NBoardSession::NBoardSession(std::ostream& out) : out_(out) {}

void NBoardSession::error(const std::string& message) { out_ << "error " << message << std::endl; }

bool NBoardSession::handle(std::string_view rawLine) {
    const std::string line = trim(rawLine);
    if (line.empty()) return true;
    std::istringstream in(line);
    std::string command;
    in >> command;
    if (command == "nboard") {
        int version = 0;
        if (!(in >> version)) error("nboard needs a protocol version");
        out_ << "set myname Qipan" << std::endl;
    } else if (command == "set") {
        std::string what;
        in >> what;
        if (what == "game") {
            std::string rest;
            std::getline(in, rest);
            setGame(rest);
        } else if (what == "depth") {
            std::string value;
            in >> value;
            if (const auto d = parseNumber<int>(value, 1, 60))
                depth_ = *d;
            else
                error("set depth needs a depth 1..60, not " + quoted(value));
        } else if (what == "contempt") {
            // In discs, as NBoard sends it: no game is won or lost by more than the board's 100 squares,
            // and a larger value would overflow the search's score (it is kept times 100 in an int).
            std::string value, extra;
            in >> value >> extra;
            const auto c = parseNumber<double>(value, -100.0, 100.0);
            if (c && extra.empty())
                contempt_ = *c;
            else
                error("set contempt needs a number of discs from -100 to 100, not " + quoted(value));
        } else {
            error("unknown setting " + quoted(what));
        }
    } else if (command == "move") {
        std::string m;
        in >> m;
        playMove(m);
    } else if (command == "go") {
        go();
    } else if (command == "hint") {
        std::string value;
        in >> value;
        hint(parseNumber<int>(value, 1).value_or(1));  // NBoard 1.x sent no count: the best move only
    } else if (command == "ping") {
        std::string n;
        in >> n;
        out_ << "pong " << n << std::endl;
    } else if (command == "learn") {
        out_ << "learned" << std::endl;
    } else if (command == "analyze") {
        error("analyze is not supported");
    } else if (command == "quit") {
        return false;
    } else if (command.size() == 2 && game_.parseMove(command)) {
        playMove(command);  // NBoard 1.1 sent bare moves
    } else {
        error("unknown command " + quoted(command));
    }
    return true;
}

void NBoardSession::setGame(std::string_view ggf) {
    std::string message;
    const std::string text = trim(ggf);
    if (!readGgf(text, game_, message)) {
        error(message);
        return;
    }
    NBoardClock clock;
    if (!readGgfClock(text, clock, message)) {
        error(message + "; the game is set without a clock");
        clock = NBoardClock{};
    }
    clock_ = clock;
}

SearchLimits NBoardSession::searchLimits() const {
    SearchLimits limits;
    limits.depth = depth_;
    limits.nodes = nodeLimit_;
    limits.contempt = static_cast<int>(contempt_ * 100);
    const int side = game_.sideToMove() == Side::First ? 0 : 1;
    if (clock_.runs(side)) {
        limits.timeLeftMs = clock_.leftMs(side);
        limits.incrementMs = clock_.incrementMs[side];
    }
    return limits;
}

void NBoardSession::playMove(std::string_view text) {
    const std::string move(text.substr(0, text.find('/')));
    const auto m = game_.parseMove(move);
    if (!m) {
        error("bad move " + quoted(move));
        return;
    }
    const std::string reason = game_.illegalReason(*m);
    if (!reason.empty()) {
        error("illegal move " + quoted(move) + ": " + reason);
        return;
    }
    // "F5/eval/seconds": the time goes on the mover's clock.
    std::int64_t spent = 0;
    const std::size_t first = text.find('/');
    const std::size_t second = first == std::string_view::npos ? first : text.find('/', first + 1);
    if (second != std::string_view::npos && second + 1 < text.size()) {
        const auto t = readGgfTime(text.substr(second + 1));
        if (!t) {
            error("the time of the move " + quoted(std::string(text)) + " is not a time");
            return;
        }
        spent = *t;
    }
    const int side = game_.sideToMove() == Side::First ? 0 : 1;
    game_.play(*m);
    ++clock_.moves[side];
    clock_.usedMs[side] += spent;
}

void NBoardSession::go() {
    if (game_.outcome().over()) {
        error("the game is over");
        return;
    }
    out_ << "status thinking" << std::endl;
    const SearchLimits limits = searchLimits();
    const ProgressFn progress = [this](const SearchInfo& info) {
        out_ << "nodestats " << info.nodes << ' ' << static_cast<double>(info.elapsedMs) / 1000.0 << std::endl;
    };
    const SearchResult r = game_.search(limits, {}, progress);
    out_ << "=== " << upper(game_.moveToText(r.best) == "pass" ? "PA" : game_.moveToText(r.best)) << '/'
         << evalText(r.score) << '/' << static_cast<double>(r.elapsedMs) / 1000.0 << std::endl;
    out_ << "status" << std::endl;
}

void NBoardSession::hint(int count) {
    if (game_.outcome().over()) {
        error("the game is over");
        return;
    }
    out_ << "status analysing" << std::endl;
    auto pvText = [](const othello::OthelloGame& from, const std::vector<Move>& pv) {
        std::string text;
        auto g = from.clone();
        for (const Move& m : pv) {
            if (!text.empty()) text += '-';
            text += upper(m.code == othello::kPassCode ? std::string("PA") : g->moveToText(m));
            g->play(m);
        }
        return text;
    };
    const std::vector<Move> moves = game_.legalMoves();
    if (count <= 1 || moves.size() <= 1) {
        // The best move only: one line per completed depth, then the final one.
        const SearchLimits limits = searchLimits();
        const ProgressFn progress = [&](const SearchInfo& info) {
            if (info.pv.empty()) return;
            out_ << "search " << pvText(game_, info.pv) << ' ' << evalText(info.score) << " 0 " << info.depth << std::endl;
        };
        const SearchResult r = game_.search(limits, {}, progress);
        if (!r.pv.empty())
            out_ << "search " << pvText(game_, r.pv) << ' ' << evalText(r.score) << " 0 " << r.depth << " final" << std::endl;
        out_ << "status" << std::endl;
        return;
    }
    // Several moves ranked: each move's reply is searched one ply shallower (on the session's game, so its
    // search tables serve every move), and the `count` best are reported, best first, each with its line.
    struct Ranked {
        int score;
        std::vector<Move> pv;
        int depth;
    };
    std::vector<Ranked> ranked;
    const SearchLimits own = searchLimits();
    const std::int64_t replyMs =
        own.timeLeftMs > 0
            ? std::max<std::int64_t>(1, planTime(own).softMs / static_cast<std::int64_t>(moves.size()))
            : 0;
    for (const Move& m : moves) {
        game_.play(m);
        Ranked entry{0, {m}, 1};
        if (game_.outcome().over()) {
            entry.score =
                -game_.board().finalBlackMargin() * (game_.sideToMove() == Side::First ? 1 : -1) * 100;
            if (entry.score == 0) entry.score = -static_cast<int>(contempt_ * 100);
        } else {
            SearchLimits limits;
            limits.depth = std::max(1, depth_ - 1);
            limits.nodes = nodeLimit_;
            limits.contempt = -static_cast<int>(contempt_ * 100);  // the reply's side gains what we give up
            limits.moveTimeMs = replyMs;                           // with a clock, the move's share of it
            const SearchResult r = game_.search(limits, {}, {});
            entry.score = -r.score;
            entry.depth = r.depth + 1;
            entry.pv.insert(entry.pv.end(), r.pv.begin(), r.pv.end());
        }
        game_.undo();
        ranked.push_back(std::move(entry));
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) { return a.score > b.score; });
    if (static_cast<int>(ranked.size()) > count) ranked.resize(static_cast<std::size_t>(count));
    for (const Ranked& r : ranked)
        out_ << "search " << pvText(game_, r.pv) << ' ' << evalText(r.score) << " 0 " << r.depth << std::endl;
    out_ << "status" << std::endl;
}

int serveNBoard(const std::string& firstLine, std::istream& in, std::ostream& out) {
    NBoardSession session(out);
    if (!firstLine.empty() && !session.handle(firstLine)) return 0;
    std::string line;
    for (LineRead read; (read = readLine(in, line)).kind != LineRead::Kind::End;) {
        if (read.kind == LineRead::Kind::TooLong)
            out << "error " << tooLongText(read) << std::endl;
        else if (!session.handle(line))
            break;
    }
    return 0;
}

}  // namespace qipan::protocol
