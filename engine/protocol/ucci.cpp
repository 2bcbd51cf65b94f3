#include "protocol/ucci.h"

#include <algorithm>
#include <iostream>
#include <sstream>

#include "core/score.h"

namespace qipan::protocol {

UcciSession::UcciSession(std::ostream& out, Dialect dialect)
    : out_(out), dialect_(dialect), table_(std::make_shared<TranspositionTable>(64)) {
    game_.setTable(table_);
}

UcciSession::~UcciSession() { stopSearch(); }

void UcciSession::say(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
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

void UcciSession::handshake() {
    if (dialect_ == Dialect::Ucci) {
        say("id name Qipan " QIPAN_VERSION);
        say("id copyright Qipan authors");
        say("id author Qipan authors");
        say("option usemillisec type check default false");
        say("option level type spin min 1 max 10 default 10");
        say("ucciok");
    } else {
        say("id name Qipan " QIPAN_VERSION);
        say("id author Qipan authors");
        say("option name Level type spin default 10 min 1 max 10");
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
                say("info string error: illegal move " + word + " (" + why + "); position kept before it");
                break;
            }
            next.play(*m);
        }
    }
    game_ = next;
}

void UcciSession::go(std::istringstream& in) {
    SearchLimits limits;
    // UCCI times are in seconds unless the GUI switched on "usemillisec"; UCI times are milliseconds.
    const std::int64_t timeUnit = dialect_ == Dialect::Ucci && !milliseconds_ ? 1000 : 1;
    const bool redToMove = game_.sideToMove() == Side::First;
    std::string word;
    bool ok = true;
    auto number = [&](std::int64_t& target) {
        std::string v;
        in >> v;
        try {
            target = std::stoll(v);
        } catch (...) {
            if (v != "infinite") ok = false;
            target = 0;
        }
    };
    while (in >> word) {
        std::int64_t v = 0;
        if (word == "depth") number(v), limits.depth = static_cast<int>(v);
        else if (word == "nodes") number(v), limits.nodes = static_cast<std::uint64_t>(v);
        else if (word == "movetime") number(limits.moveTimeMs);
        else if (word == "time") number(limits.timeLeftMs), limits.timeLeftMs *= timeUnit;  // UCCI: own clock
        else if (word == "increment") number(limits.incrementMs), limits.incrementMs *= timeUnit;
        else if (word == "movestogo") number(v), limits.movesToGo = static_cast<int>(v);
        else if (word == "wtime") number(v), redToMove ? void(limits.timeLeftMs = v) : void();
        else if (word == "btime") number(v), !redToMove ? void(limits.timeLeftMs = v) : void();
        else if (word == "winc") number(v), redToMove ? void(limits.incrementMs = v) : void();
        else if (word == "binc") number(v), !redToMove ? void(limits.incrementMs = v) : void();
        else if (word == "opptime" || word == "oppincrement" || word == "oppmovestogo") number(v);
        else if (word == "infinite" || word == "ponder" || word == "draw") {
        } else {
            say("info string error: unknown go parameter '" + word + "'");
            return;
        }
        if (!ok) {
            say("info string error: go " + word + " needs a number");
            return;
        }
    }
    if (limits.depth > kMaxSearchDepth) limits.depth = kMaxSearchDepth;
    limits.level = level_;
    const Dialect dialect = dialect_;
    search_ = std::jthread([this, limits, dialect](std::stop_token stop) {
        auto scoreText = [dialect](int score) {
            if (isMateScore(score)) {
                const int plies = pliesToMate(score);
                return std::string(dialect == Dialect::Uci ? "score mate " : "score mate ") +
                       std::to_string(plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2));
            }
            return std::string(dialect == Dialect::Uci ? "score cp " : "score ") + std::to_string(score);
        };
        xiangqi::XiangqiGame& game = game_;
        const SearchResult r = game.search(limits, stop, [&](const SearchInfo& info) {
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

// UCCI: "setoption usemillisec true", "setoption level 5"; UCI: "setoption name Level value 5".
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
    if (name == "usemillisec") milliseconds_ = value != "false";
    else if (name == "level") {
        try {
            level_ = std::clamp(std::stoi(value), 1, kFullStrength);
        } catch (...) {
            say("info string error: setoption level needs a number 1..10");
        }
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
            else say("info string error: banmoves: " + m + " is not a legal move");
        }
        game_.setBannedMoves(std::move(banned));
    } else if (command == "go") go(in);
    else if (command == "ucinewgame" || command == "newgame") {
        table_->clear();
        std::string error;
        game_.setPosition("startpos", error);
    } else say("info string error: unknown command '" + command + "'");
    return true;
}

int serveUcci(const std::string& firstLine, std::istream& in, std::ostream& out, UcciSession::Dialect dialect) {
    // Reading must not flush `out` (std::cin is tied to std::cout): that flush would race with the
    // search thread's lines and could print a line twice (a duplicated bestmove desynchronised matches).
    in.tie(nullptr);
    UcciSession session(out, dialect);
    if (!firstLine.empty() && !session.handle(firstLine)) return 0;
    for (std::string line; std::getline(in, line);)
        if (!session.handle(line)) return 0;
    session.waitForSearch();
    return 0;
}

}  // namespace qipan::protocol
