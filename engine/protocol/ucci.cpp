#include "protocol/ucci.h"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "core/clock.h"
#include "core/parse_number.h"
#include "core/quote.h"
#include "core/score.h"
#include "core/search_control.h"
#include "protocol/line_reader.h"
#include "xiangqi/evaluate.h"

namespace qipan::protocol {

UcciSession::UcciSession(std::ostream& out, Dialect dialect, std::size_t tableMegabytes)
    : out_(out), dialect_(dialect), table_(std::make_shared<TranspositionTable>(tableMegabytes)) {
    game_.setTable(table_);
}

UcciSession::~UcciSession() { stopSearch(); }

void UcciSession::say(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
}

void UcciSession::refuseLine(const std::string& why) {
    say("info string error: " + why);
}

void UcciSession::stopSearch() {
    if (search_.joinable()) {
        search_.request_stop();
        search_.join();
    }
}

void UcciSession::waitForSearch() {
    if (search_.joinable()) search_.join();
}

void UcciSession::finishInput() {
    if (searchUnlimited_) stopSearch();  // nobody is left to send `stop`
    waitForSearch();
}

void UcciSession::handshake() {
    if (dialect_ == Dialect::Ucci) {
        say("id name Qipan " QIPAN_VERSION);
        say("id copyright Qipan authors");
        say("id author Qipan authors");
        say("option usemillisec type check default true");
        say("option level type spin min 1 max 10 default 10");
        say("option nodes type spin min 0 max 1000000000 default 0");
        say("ucciok");
    } else {
        say("id name Qipan " QIPAN_VERSION);
        say("id author Qipan authors");
        say("option name Level type spin default 10 min 1 max 10");
        say("option name Nodes type spin default 0 min 0 max 1000000000");
        say("uciok");
    }
}

// position {fen <FEN> | startpos} [moves <m1> <m2> ...]
void UcciSession::position(std::istringstream& in) {
    std::string word, fen;
    in >> word;
    if (word == "startpos") {
        fen = xiangqi::Position::kStartFen;
        in >> word;
    } else if (word == "fen") {
        while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    } else {
        say("info string error: position needs 'fen <FEN>' or 'startpos'");
        return;
    }
    std::string error;
    xiangqi::XiangqiGame next;
    next.setTable(table_);
    if (!next.setPosition(fen, error)) {
        say("info string error: bad FEN: " + error);
        return;
    }
    if (word == "moves") {
        while (in >> word) {
            const std::optional<Move> m = next.parseMove(word);
            const std::string why = m ? next.illegalReason(*m) : "not a move";
            if (!why.empty()) {
                say("info string error: illegal move " + quoted(word) + " (" + why +
                    "); position kept before it");
                break;
            }
            next.play(*m);
        }
    }
    game_ = next;
}

namespace {

// The longest clock, increment or thinking time taken (2^40 ms, about 35 years): larger values, up to
// the largest number a GUI may send, are read as this, so no arithmetic on times can overflow.
constexpr std::int64_t kMaxTimeMs = std::int64_t{1} << 40;

std::int64_t scaledTime(std::int64_t value, std::int64_t unit) {
    return value >= kMaxTimeMs / unit ? kMaxTimeMs : value * unit;
}

}  // namespace

GoRequest UcciSession::readGo(std::string_view words, Dialect dialect, bool milliseconds, bool redToMove) {
    GoRequest go;
    SearchLimits& limits = go.limits;
    const std::int64_t unit = dialect == Dialect::Ucci && !milliseconds ? 1000 : 1;
    std::optional<std::int64_t> clock;  // the side to move's time: `time`, or wtime/btime
    bool clockGiven = false;            // wtime/btime, movestogo or an increment: `time` is a clock
    std::istringstream in{std::string(words)};
    for (std::string word; in >> word;) {
        if (word == "infinite" || word == "ponder" || word == "draw") continue;
        static const char* const kNumeric[] = {
            "depth", "nodes", "movetime", "time",    "increment",    "movestogo",   "wtime",
            "btime", "winc",  "binc",     "opptime", "oppincrement", "oppmovestogo"};
        if (std::find_if(std::begin(kNumeric), std::end(kNumeric),
                         [&](const char* k) { return word == k; }) == std::end(kNumeric)) {
            go.error = "unknown go parameter " + quoted(word);
            return go;
        }
        std::string text;
        in >> text;
        const auto number = parseNumber<std::int64_t>(text);
        if (!number) {
            go.error = "go " + word + " needs a number, not " + quoted(text);
            return go;
        }
        const std::int64_t n = *number;
        const bool own = word == "time" || word == (redToMove ? "wtime" : "btime");
        const bool ownIncrement = word == "increment" || word == (redToMove ? "winc" : "binc");
        std::string nonsense;
        if (word == "depth") {
            if (n < 0 || (n == 0 && dialect == Dialect::Uci)) nonsense = "a depth is 1 or more";
            go.staticScore = n == 0;
            limits.depth = static_cast<int>(std::min<std::int64_t>(n, kMaxSearchDepth));
        } else if (word == "nodes") {
            if (n <= 0) nonsense = "a node limit is 1 or more";
            limits.nodes = static_cast<std::uint64_t>(n);
        } else if (word == "movetime") {
            if (n <= 0) nonsense = "a time to think is 1 ms or more";
            limits.moveTimeMs = std::min(n, kMaxTimeMs);
        } else if (own) {
            clock = n <= 0 ? 0 : scaledTime(n, word == "time" ? unit : 1);  // at or below zero: flag falling
            clockGiven = clockGiven || word != "time";
        } else if (ownIncrement) {
            if (n < 0) nonsense = "an increment is 0 or more";
            limits.incrementMs = scaledTime(std::max<std::int64_t>(n, 0), word == "increment" ? unit : 1);
            clockGiven = true;
        } else if (word == "movestogo") {
            if (n <= 0) nonsense = "moves to go are 1 or more";
            limits.movesToGo = static_cast<int>(std::min<std::int64_t>(n, 1000));
            clockGiven = true;
        }
        // The opponent's time (opptime, oppincrement, oppmovestogo, the other side's wtime/btime and
        // increment) is read and not used.
        if (!nonsense.empty()) {
            go.error = "go " + word + " " + text + ": " + nonsense;
            return go;
        }
    }
    if (clockGiven && !clock) {
        go.error = "go: movestogo and increments need the clock (time, or wtime/btime)";
        return go;
    }
    if (clock) {
        if (*clock == 0)
            limits.moveTimeMs = 1;  // a clock at zero: a move at once (a quick search, see Searcher)
        else if (clockGiven)
            limits.timeLeftMs = *clock;
        else  // UCCI `go time T` alone, as ElephantEye reads it: T for this move
            limits.moveTimeMs = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, *clock) : *clock;
    }
    return go;
}

void UcciSession::go(std::istringstream& in) {
    const Stopwatch requested;  // a time to think counts from here, the thread's start included
    std::string words;
    std::getline(in, words);
    const GoRequest request = readGo(words, dialect_, milliseconds_, game_.sideToMove() == Side::First);
    const char* noMove = dialect_ == Dialect::Ucci ? "nobestmove" : "bestmove (none)";
    if (!request.error.empty()) {
        say("info string error: " + request.error);
        say(noMove);
        return;
    }
    if (request.staticScore) {
        say("info depth 0 score " + std::to_string(xiangqi::evaluate(game_.position())));
        say(noMove);
        return;
    }
    SearchLimits limits = request.limits;
    searchUnlimited_ = limits.infinite();
    limits.level = level_;
    if (nodeLimit_ > 0) limits.nodes = limits.nodes > 0 ? std::min(limits.nodes, nodeLimit_) : nodeLimit_;
    const Dialect dialect = dialect_;
    search_ = std::jthread([this, limits, dialect, requested](std::stop_token stop) {
        auto scoreText = [dialect](int score) {
            if (isMateScore(score)) {
                const int plies = pliesToMate(score);
                return std::string(dialect == Dialect::Uci ? "score mate " : "score mate ") +
                       std::to_string(plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2));
            }
            return std::string(dialect == Dialect::Uci ? "score cp " : "score ") + std::to_string(score);
        };
        xiangqi::XiangqiGame& game = game_;
        const SearchLimits left = withTimeSpent(limits, requested.elapsedMs());
        const SearchResult r = game.search(left, stop, [&](const SearchInfo& info) {
            std::ostringstream line;  // a stream, not operator+: GCC 12 warns falsely (-Wrestrict) on the latter
            const std::uint64_t nps =
                info.elapsedMs > 0 ? info.nodes * 1000 / static_cast<std::uint64_t>(info.elapsedMs) : info.nodes;
            line << "info depth " << info.depth << ' ' << scoreText(info.score) << " nodes " << info.nodes << " nps "
                 << nps << " time " << info.elapsedMs << " pv";
            for (Move m : info.pv) line << ' ' << game.moveToText(m);
            say(line.str());
        });
        if (r.best.isNone()) say(dialect == Dialect::Ucci ? "nobestmove" : "bestmove (none)");
        else say("bestmove " + game.moveToText(r.best));
    });
}

// UCCI: "setoption usemillisec true", "setoption level 5"; UCI: "setoption name Level value 5". Nodes: a
// node limit for every search (0: none), so that matches can be played at fixed nodes.
void UcciSession::setOption(std::istringstream& in) {
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    std::string name, value;
    if (!words.empty() && words[0] == "name") {
        std::size_t i = 1;
        for (; i < words.size() && words[i] != "value"; ++i) {
            if (!name.empty()) name += ' ';
            name += words[i];
        }
        if (i + 1 < words.size()) value = words[i + 1];
    } else if (!words.empty()) {
        name = words[0];
        if (words.size() > 1) value = words[1];
    }
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (name == "usemillisec") {
        if (value == "true" || value == "false")
            milliseconds_ = value == "true";
        else
            say("info string error: setoption usemillisec needs true or false");
    } else if (name == "level") {
        if (const auto level = parseNumber<int>(value, 1, kFullStrength))
            level_ = *level;
        else
            say("info string error: setoption level needs a number 1..10");
    } else if (name == "nodes") {
        if (const auto nodes = parseNumber<std::uint64_t>(value, 0, 1000000000))
            nodeLimit_ = *nodes;
        else
            say("info string error: setoption nodes needs a number 0..1000000000");
    }
    // Other options (hash size, books, ...) are accepted and ignored.
}

bool UcciSession::handle(const std::string& rawLine) {
    std::string line = rawLine;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    std::istringstream in(line);
    std::string command;
    if (!(in >> command)) return true;
    if (command == "quit") {
        stopSearch();
        say("bye");
        return false;
    }
    if (command == "stop") {
        stopSearch();
        return true;
    }
    if (command == "isready") {
        say("readyok");
        return true;
    }
    if (command == "ponderhit") return true;
    // Everything else changes the engine's state: finish a running search first.
    stopSearch();
    if (command == "ucci" || command == "uci") handshake();
    else if (command == "setoption") setOption(in); else if (command == "position") position(in);
    else if (command == "banmoves") {
        std::vector<Move> banned;
        for (std::string m; in >> m;) {
            const std::optional<Move> mv = game_.parseMove(m);
            if (mv && game_.isLegal(*mv)) banned.push_back(*mv);
            else
                say("info string error: banmoves: " + quoted(m) + " is not a legal move");
        }
        game_.setBannedMoves(std::move(banned));
    } else if (command == "go") go(in);
    else if (command == "ucinewgame" || command == "newgame") {
        table_->clear();
        std::string error;
        game_.setPosition("startpos", error);
    } else
        say("info string error: unknown command " + quoted(command));
    return true;
}

int serveUcci(const std::string& firstLine, std::istream& in, std::ostream& out, UcciSession::Dialect dialect) {
    // Reading must not flush `out` (std::cin is tied to std::cout): that flush would race with the
    // search thread's lines and could print a line twice (a duplicated bestmove desynchronised matches).
    in.tie(nullptr);
    UcciSession session(out, dialect);
    if (!firstLine.empty() && !session.handle(firstLine)) return 0;
    std::string line;
    for (LineRead read; (read = readLine(in, line)).kind != LineRead::Kind::End;) {
        if (read.kind == LineRead::Kind::TooLong)
            session.refuseLine(tooLongText(read));
        else if (!session.handle(line))
            return 0;
    }
    session.finishInput();
    return 0;
}

}  // namespace qipan::protocol
