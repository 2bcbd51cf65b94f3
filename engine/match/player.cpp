#include "match/player.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

#include "core/parse_number.h"
#include "match/child_process.h"

namespace qipan::match {

namespace {

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// Qipan's own engine with fixed limits.
class BuiltinPlayer : public Player {
public:
    explicit BuiltinPlayer(const std::string& spec) : name_(spec) {
        std::istringstream in(spec == "qipan" ? std::string() : spec);
        for (std::string item; std::getline(in, item, ',');) {
            const auto eq = item.find('=');
            if (eq == std::string::npos) throw std::runtime_error("engine setting '" + item + "' needs key=value");
            const std::string key = item.substr(0, eq);
            const auto number = parseNumber<int>(item.substr(eq + 1), 0);
            if (!number) throw std::runtime_error("engine setting '" + item + "' needs a whole number");
            const int value = *number;
            if (key == "level")
                limits_.level = std::clamp(value, 1, kFullStrength);
            else if (key == "width")
                limits_.width = value;
            else if (key == "depth")
                limits_.depth = value;
            else if (key == "nodes")
                limits_.nodes = static_cast<std::uint64_t>(value);
            else if (key == "time")
                ownTimeMs_ = std::max(1, value);
            else
                throw std::runtime_error("unknown engine setting '" + key +
                                         "' (level, width, depth, nodes, time)");
        }
    }
    std::string name() const override { return "qipan(" + name_ + ")"; }
    Move think(const Game&, const std::vector<Move>&, const Game& current, std::int64_t timeMs,
               std::string& error) override {
        SearchLimits limits = limits_;
        // Its own time per move (`time=MS`, as the desktop program gives a level) stands for the match's.
        if (limits.depth == 0 && limits.nodes == 0) limits.moveTimeMs = ownTimeMs_ > 0 ? ownTimeMs_ : timeMs;
        limits.seed = ++games_ * 7919;
        const SearchResult r = current.clone()->search(limits, {}, {});
        if (r.best.isNone()) error = "no move";
        return r.best;
    }

private:
    std::string name_;
    SearchLimits limits_;
    std::int64_t ownTimeMs_ = 0;  // 0: the match's time per move
    std::uint64_t games_ = 0;
};

// Base of the external players: a program, its name, and a time-out for its answers. The program is
// ended with its protocol's quit command (`quitLine`), and killed with all it started if it lingers.
class ExternalPlayer : public Player {
public:
  ExternalPlayer(const std::string& command, std::string quitLine)
      : command_(command),
        quitLine_(std::move(quitLine)),
        process_(std::make_unique<ChildProcess>(command)) {}
  ~ExternalPlayer() override { process_->stop(quitLine_); }
  std::string name() const override { return command_; }

protected:
    // Reads lines until one satisfies `accept`, skipping chatter; nullopt on time-out. After a time-out
    // a late answer would be taken for the answer to the next command, so the program is restarted
    // (through handshake()) before it is asked anything again.
    template <class Accept>
    std::optional<std::string> expect(std::int64_t timeoutMs, Accept accept) {
        while (auto line = process_->readLine(timeoutMs))
            if (accept(trim(*line))) return trim(*line);
        stale_ = true;
        return std::nullopt;
    }
    void send(const std::string& line) {
        if (stale_) {
            stale_ = false;
            process_->stop(quitLine_);
            process_ = std::make_unique<ChildProcess>(command_);
            handshake();
        }
        process_->writeLine(line);
    }
    virtual void handshake() = 0;
    // A safety net against a hung program, not a time control: engines such as gtp-rhino think for
    // as long as their level asks, whatever the match's time per move.
    static std::int64_t grace(std::int64_t timeMs) { return std::max<std::int64_t>(timeMs * 3 + 2000, 300000); }

    std::string command_;
    std::string quitLine_;
    std::unique_ptr<ChildProcess> process_;
    bool stale_ = false;
};

// Gomocup (Piskvork) brains: the whole board is sent with BOARD before every move.
class GomocupPlayer : public ExternalPlayer {
public:
  GomocupPlayer(const std::string& command, const Game& initial) : ExternalPlayer(command, "END") {
      const std::string id = initial.id();
      rule_ = id.find("/standard/") != std::string::npos ? 1
              : id.find("/renju/") != std::string::npos  ? 4
              : id.find("/caro/") != std::string::npos   ? 8
                                                         : 0;
      size_ = initial.width();
      handshake();
      if (stale_) throw std::runtime_error(command + " did not answer START");
  }
    void handshake() override {
        process_->writeLine("START " + std::to_string(size_));
        if (expect(10000, [](const std::string& l) { return l.rfind("OK", 0) == 0 || l.rfind("ERROR", 0) == 0; }))
            process_->writeLine("INFO rule " + std::to_string(rule_));
    }
    Move think(const Game& initial, const std::vector<Move>& moves, const Game& current, std::int64_t timeMs,
               std::string& error) override {
        send("INFO timeout_turn " + std::to_string(timeMs));
        send("INFO timeout_match 100000000");
        send("BOARD");
        const int w = initial.width();
        const std::size_t own = moves.size() % 2;  // moves by the side to move have this parity
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const int cell = initial.squares(moves[i]).to;  // placement: the same in every position
            send(std::to_string(cell % w) + "," + std::to_string(cell / w) + "," + (i % 2 == own ? "1" : "2"));
        }
        send("DONE");
        const auto line = expect(grace(timeMs), [](const std::string& l) {
            return !l.empty() && std::isdigit(static_cast<unsigned char>(l[0]));
        });
        if (!line) {
            error = "no answer in time";
            return Move::none();
        }
        const auto comma = line->find(',');
        const auto x = parseNumber<int>(std::string_view(*line).substr(0, comma), 0, w - 1);
        const auto y = comma == std::string::npos
                           ? std::nullopt
                           : parseNumber<int>(trim(line->substr(comma + 1)), 0, current.height() - 1);
        if (!x || !y) {
            error = "bad answer '" + *line + "'";
            return Move::none();
        }
        for (const Move m : current.legalMoves())
            if (current.squares(m).to == *y * w + *x) return m;
        error = "illegal move '" + *line + "'";
        return Move::none();
    }

private:
    int rule_ = 0;
    int size_ = 15;
};

// GTP (Othello engines such as gtp-rhino): the game is replayed with `play` before every `genmove`.
class GtpPlayer : public ExternalPlayer {
public:
  GtpPlayer(const std::string& command, const Game& initial)
      : ExternalPlayer(command, "quit"), size_(initial.width()) {
      if (!command_ok("boardsize " + std::to_string(size_)))
          throw std::runtime_error(command + " refused boardsize " + std::to_string(size_));
  }
    void handshake() override { command_ok("boardsize " + std::to_string(size_)); }
    Move think(const Game& initial, const std::vector<Move>& moves, const Game& current, std::int64_t timeMs,
               std::string& error) override {
        command_ok("clear_board");
        auto replay = initial.clone();
        for (const Move m : moves) {
            const std::string colour = replay->sideToMove() == Side::First ? "black" : "white";
            const std::string text = replay->squares(m).to < 0 ? "pass" : replay->moveToText(m);
            command_ok("play " + colour + " " + text);
            replay->play(m);
        }
        send(std::string("genmove ") + (current.sideToMove() == Side::First ? "black" : "white"));
        const auto line = expect(grace(timeMs), [](const std::string& l) { return !l.empty() && (l[0] == '=' || l[0] == '?'); });
        if (!line || (*line)[0] == '?') {
            error = line ? "error '" + *line + "'" : "no answer in time";
            return Move::none();
        }
        const std::string text = lower(trim(line->substr(1)));
        for (const Move m : current.legalMoves()) {
            const bool pass = current.squares(m).to < 0;
            if ((pass && text == "pass") || (!pass && current.moveToText(m) == text)) return m;
        }
        error = "illegal move '" + text + "'";
        return Move::none();
    }

private:
    bool command_ok(const std::string& command) {
        send(command);
        const auto line = expect(10000, [](const std::string& l) { return !l.empty() && (l[0] == '=' || l[0] == '?'); });
        return line && (*line)[0] == '=';
    }

    int size_;
};

// A Xiangqi move (files a-i) whose ranks are numbered from `first` (0 in ICCS, 1 in Fairy-Stockfish),
// renumbered from the other one.
std::optional<std::string> renumberRanks(const std::string& text, int first) {
    std::string out;
    std::size_t i = 0;
    for (int square = 0; square < 2; ++square) {
        if (i >= text.size() || text[i] < 'a' || text[i] > 'i') return std::nullopt;
        out += text[i++];
        const std::size_t digits = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
        const auto rank = parseNumber<int>(std::string_view(text).substr(digits, i - digits), first, first + 9);
        if (!rank) return std::nullopt;
        out += std::to_string(*rank - first + (1 - first));
    }
    if (i != text.size()) return std::nullopt;
    return out;
}

// UCCI and UCI (Xiangqi engines such as ElephantEye, Pikafish or Fairy-Stockfish).
class UcciPlayer : public ExternalPlayer {
public:
  UcciPlayer(const std::string& command, bool uci, const Game& initial, const std::vector<EngineOption>& options)
      : ExternalPlayer(command, "quit"), uci_(uci), variant_(initial.family() == GameFamily::Xiangqi ? "xiangqi" : ""),
        options_(options) {
      handshake();
      if (stale_) throw std::runtime_error(command + " did not answer " + (uci ? "uci" : "ucci"));
  }
    void handshake() override {
        process_->writeLine(uci_ ? "uci" : "ucci");
        const std::string ok = uci_ ? "uciok" : "ucciok";
        // UCCI counts time in seconds unless the engine offers milliseconds (option usemillisec), which
        // the GUI then switches on, as the UCCI document asks.
        milliseconds_ = uci_;
        std::vector<std::string> offered;  // option names, lower case
        const auto answered = expect(10000, [&](const std::string& l) {
            if (l.rfind("option ", 0) == 0) {
                // UCI: "option name <name with spaces> type ..."; UCCI: "option <name> type ...".
                std::string name = l.substr(7);
                if (uci_ && name.rfind("name ", 0) == 0) name = name.substr(5);
                name = lower(trim(name.substr(0, name.find(" type "))));
                if (name == "usemillisec" && !uci_) milliseconds_ = true;
                offered.push_back(name);
            }
            return l == ok;
        });
        if (!answered) return;
        const auto offers = [&](const std::string& name) {
            return std::find(offered.begin(), offered.end(), lower(name)) != offered.end();
        };
        auto set = [&](const std::string& name, const std::string& value) {
            process_->writeLine(uci_ ? "setoption name " + name + " value " + value : "setoption " + name + " " + value);
        };
        if (!uci_ && milliseconds_) set("usemillisec", "true");
        ranksFromOne_ = uci_ && !variant_.empty() && offers("UCI_Variant");
        if (ranksFromOne_) set("UCI_Variant", variant_);
        for (const EngineOption& o : options_)
            if (offers(o.name)) set(o.name, o.value);
        if (uci_) {
            process_->writeLine("isready");
            expect(10000, [](const std::string& l) { return l == "readyok"; });
        }
    }
    Move think(const Game& initial, const std::vector<Move>& moves, const Game& current, std::int64_t timeMs,
               std::string& error) override {
        std::string position = "position fen " + initial.positionText();
        if (!moves.empty()) {
            position += " moves";
            auto replay = initial.clone();
            for (const Move m : moves) {
                position += ' ';  // two appends, not " " + text: GCC 12 warns falsely (-Wrestrict) on that
                const std::string text = replay->moveToText(m);
                position += ranksFromOne_ ? iccsToRanksFromOne(text).value_or(text) : text;
                replay->play(m);
            }
        }
        send(position);
        // UCCI's `go time T` with neither movestogo nor increment is T for this move (as ElephantEye, the
        // reference engine, reads it); in seconds, rounded up, for an engine without milliseconds.
        const std::int64_t time = milliseconds_ ? timeMs : std::max<std::int64_t>(1, (timeMs + 999) / 1000);
        send(uci_ ? "go movetime " + std::to_string(timeMs) : "go time " + std::to_string(time));
        const auto line = expect(grace(timeMs), [](const std::string& l) { return l.rfind("bestmove", 0) == 0 || l == "nobestmove"; });
        if (!line || *line == "nobestmove") {
            error = line ? kNoBestMove : "no answer in time";
            return Move::none();
        }
        std::istringstream words(line->substr(8));
        std::string text;
        words >> text;
        const std::string iccs = ranksFromOne_ ? ranksFromOneToIccs(text).value_or(text) : text;
        if (const auto m = current.parseMove(iccs); m && current.isLegal(*m)) return *m;
        error = "illegal move '" + text + "'";
        return Move::none();
    }

private:
    bool uci_;
    std::string variant_;  // UCI_Variant's value for the game, empty for none
    std::vector<EngineOption> options_;
    bool milliseconds_ = true;
    bool ranksFromOne_ = false;  // the engine offers UCI_Variant: Fairy-Stockfish's rank numbering
};

}  // namespace

std::optional<std::string> iccsToRanksFromOne(const std::string& iccs) { return renumberRanks(iccs, 0); }
std::optional<std::string> ranksFromOneToIccs(const std::string& text) { return renumberRanks(text, 1); }

std::unique_ptr<Player> makePlayer(const std::string& spec, const Game& initial, const std::vector<EngineOption>& options) {
    const auto colon = spec.find(':');
    if (colon != std::string::npos && spec.find(' ') > colon) {
        const std::string protocol = spec.substr(0, colon), command = spec.substr(colon + 1);
        if (protocol == "gomocup") return std::make_unique<GomocupPlayer>(command, initial);
        if (protocol == "gtp") return std::make_unique<GtpPlayer>(command, initial);
        if (protocol == "ucci") return std::make_unique<UcciPlayer>(command, false, initial, options);
        if (protocol == "uci") return std::make_unique<UcciPlayer>(command, true, initial, options);
        throw std::runtime_error("unknown protocol '" + protocol + "' (gomocup, gtp, ucci, uci)");
    }
    if (spec.find('/') != std::string::npos || spec.find(' ') != std::string::npos) {
        switch (initial.family()) {
            case GameFamily::Gomoku:
                return std::make_unique<GomocupPlayer>(spec, initial);
            case GameFamily::Othello:
                return std::make_unique<GtpPlayer>(spec, initial);
            case GameFamily::Xiangqi:
                return std::make_unique<UcciPlayer>(spec, false, initial, options);
        }
    }
    return std::make_unique<BuiltinPlayer>(spec);
}

}  // namespace qipan::match
