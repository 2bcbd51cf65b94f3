// qipan-engine bench time-use: how much of the time it is given the engine uses per move, through each
// protocol front end (a second qipan-engine spoken to over pipes, as a GUI does) and through the search
// the desktop program calls in its own process, and how soon a stop is obeyed. A benchmark, not a test:
// the figures depend on the machine and its load, so they are reported, and the exit status only says
// whether any move took longer than its limit plus the allowed margin (issue 19: 20 ms).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <optional>
#include <random>
#include <sstream>
#include <stop_token>
#include <thread>

#include "cli/command.h"
#include "core/clock.h"
#include "core/parse_number.h"
#include "game/registry.h"
#include "match/child_process.h"
#include "match/player.h"

namespace qipan::cli {
namespace {

constexpr double kMarginMs = 20;  // what a move may take beyond its limit

// A front end to measure: a game played through a match::Player, and how to stop a search in it.
struct FrontEnd {
    std::string name;    // as given to --only
    std::string gameId;  // registry id
    std::string player;  // match::makePlayer specification; "%s" stands for the engine command
    std::string stop;    // "ucci", "uci": a protocol stop; "search": the in-process stop token; empty: none
    std::string noStop;  // why there is no stop to measure
};

const std::vector<FrontEnd>& frontEnds() {
    static const std::vector<FrontEnd> list = {
        {"gomocup", "gomoku/freestyle/15", "gomocup:%s gomocup", "",
         "Gomocup has no stop: the brain answers within timeout_turn"},
        {"gomocup-renju", "gomoku/renju/15", "gomocup:%s gomocup", "",
         "Gomocup has no stop: the brain answers within timeout_turn"},
        {"ucci", "xiangqi", "ucci:%s ucci", "ucci", ""},
        {"uci", "xiangqi", "uci:%s uci", "uci", ""},
        {"search-gomoku", "gomoku/freestyle/15", "qipan", "search", ""},
        {"search-renju", "gomoku/renju/15", "qipan", "search", ""},
        {"search-othello", "othello/8", "qipan", "search", ""},
        {"search-othello10", "othello/10", "qipan", "search", ""},
        {"search-xiangqi", "xiangqi", "qipan", "search", ""},
    };
    return list;
}

// Milliseconds per sample: the mean, the 99th percentile (nearest rank) and the largest.
struct Summary {
    std::size_t count = 0;
    double mean = 0, p50 = 0, p99 = 0, max = 0;
};

Summary summarise(std::vector<double> ms) {
    Summary s;
    s.count = ms.size();
    if (ms.empty()) return s;
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (const double v : ms) sum += v;
    const auto rank = [&](double p) {
        const auto r = static_cast<std::size_t>(std::ceil(p * static_cast<double>(ms.size())));
        return ms[std::clamp<std::size_t>(r, 1, ms.size()) - 1];
    };
    s.mean = sum / static_cast<double>(ms.size());
    s.p50 = rank(0.50);
    s.p99 = rank(0.99);
    s.max = ms.back();
    return s;
}

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// A start for each game: a few random legal moves from the initial position, so games differ.
std::unique_ptr<Game> randomOpening(const Game& initial, std::mt19937_64& rng, std::vector<Move>& moves) {
    auto game = initial.clone();
    moves.clear();
    const int plies = initial.family() == GameFamily::Othello ? 6 : 3;
    for (int i = 0; i < plies && !game->outcome().over(); ++i) {
        const auto legal = game->legalMoves();
        const Move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
        game->play(m);
        moves.push_back(m);
    }
    return game;
}

// Plays `count` moves at `limitMs` each (whole games one after another, the engine on both sides) and
// returns the time each move took, from the request to the answer. Empty with `error` on a failure.
std::vector<double> timeMoves(const FrontEnd& front, const std::string& engine, std::int64_t limitMs,
                              int count, std::uint64_t seed, std::string& error) {
    auto initial = createGame(front.gameId, &error);
    if (!initial) return {};
    std::string spec = front.player;
    if (const auto at = spec.find("%s"); at != std::string::npos) spec.replace(at, 2, engine);
    auto player = match::makePlayer(spec, *initial);
    std::mt19937_64 rng(seed);
    std::vector<double> took;
    while (static_cast<int>(took.size()) < count) {
        std::vector<Move> moves;
        auto game = randomOpening(*initial, rng, moves);
        for (int ply = 0; ply < 300 && !game->outcome().over() && static_cast<int>(took.size()) < count;
             ++ply) {
            const auto start = std::chrono::steady_clock::now();
            const Move m = player->think(*initial, moves, *game, limitMs, error);
            took.push_back(msSince(start));
            if (m.isNone() || !game->isLegal(m)) {
                if (error.empty()) error = "an illegal move";
                error = front.name + " after " + std::to_string(moves.size()) + " moves: " + error;
                return {};
            }
            game->play(m);
            moves.push_back(m);
        }
    }
    return took;
}

// How long the search takes to answer after a stop, in the desktop program's own way: a search without
// limits on a thread of its own, stopped through its stop token after `waitMs`.
double stopInProcess(const Game& position, std::int64_t waitMs, std::string& error) {
    auto game = position.clone();
    std::stop_source source;
    SearchResult result;
    std::chrono::steady_clock::time_point answered;
    std::thread worker([&] {
        result = game->search(SearchLimits{}, source.get_token(), {});
        answered = std::chrono::steady_clock::now();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(waitMs));
    const auto requested = std::chrono::steady_clock::now();
    source.request_stop();
    worker.join();
    if (!position.isLegal(result.best)) error = "the stopped search gave no legal move";
    return std::max(0.0, std::chrono::duration<double, std::milli>(answered - requested).count());
}

// The same through UCCI or UCI: `go infinite`, then `stop` after `waitMs`, timed to the bestmove line.
double stopThroughProtocol(match::ChildProcess& engine, const Game& initial, const std::vector<Move>& moves,
                           std::int64_t waitMs, std::string& error) {
    std::string position = "position fen " + initial.positionText();
    auto replay = initial.clone();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        position += i == 0 ? " moves " : " ";
        position += replay->moveToText(moves[i]);
        replay->play(moves[i]);
    }
    engine.writeLine(position);
    engine.writeLine("go infinite");
    std::this_thread::sleep_for(std::chrono::milliseconds(waitMs));
    const auto requested = std::chrono::steady_clock::now();
    engine.writeLine("stop");
    while (const auto line = engine.readLine(30000)) {
        if (line->rfind("bestmove", 0) != 0) continue;
        const double ms = msSince(requested);
        std::istringstream words(line->substr(8));
        std::string text;
        words >> text;
        const auto m = replay->parseMove(text);
        if (!m || !replay->isLegal(*m)) error = "stopped with '" + *line + "'";
        return ms;
    }
    error = "no bestmove within 30 s of the stop";
    return 0;
}

std::vector<double> timeStops(const FrontEnd& front, const std::string& engine, int count, std::uint64_t seed,
                              std::string& error) {
    auto initial = createGame(front.gameId, &error);
    if (!initial) return {};
    std::unique_ptr<match::ChildProcess> process;
    if (front.stop != "search") {
        process = std::make_unique<match::ChildProcess>(engine + " " + front.stop);
        process->writeLine(front.stop);
        const std::string ok = front.stop + "ok";
        while (const auto line = process->readLine(10000))
            if (*line == ok) break;
    }
    std::mt19937_64 rng(seed);
    std::vector<double> took;
    for (int i = 0; i < count && error.empty(); ++i) {
        std::vector<Move> moves;
        const auto position = randomOpening(*initial, rng, moves);
        const std::int64_t waitMs = std::uniform_int_distribution<std::int64_t>(50, 500)(rng);
        took.push_back(process ? stopThroughProtocol(*process, *initial, moves, waitMs, error)
                               : stopInProcess(*position, waitMs, error));
    }
    if (process) process->stop("quit");
    if (!error.empty()) error = front.name + " stop: " + error;
    return error.empty() ? took : std::vector<double>{};
}

std::string row(const char* format, ...) {
    char text[256];
    va_list args;
    va_start(args, format);
    std::vsnprintf(text, sizeof text, format, args);
    va_end(args);
    return text;
}

// Runs one measurement (`measure(error)` returns the times in ms, or sets `error`); a failure is said on
// `out` and gives nothing.
template <class Measure>
std::optional<std::vector<double>> measured(const std::string& name, std::ostream& out, Measure measure) {
    std::string error;
    std::vector<double> took;
    try {
        took = measure(error);
    } catch (const std::exception& e) {
        error = name + ": " + e.what();
    }
    if (error.empty()) return took;
    out << name << ": FAILED: " << error << std::endl;
    return std::nullopt;
}

// "--limits 100:500,1000:100": milliseconds a move and moves at that limit.
bool readLimits(const std::string& text, std::vector<std::pair<std::int64_t, int>>& limits) {
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const auto colon = item.find(':');
        if (colon == std::string::npos) return false;
        const auto ms = parseNumber<std::int64_t>(item.substr(0, colon), 1, 600000);
        const auto moves = parseNumber<int>(item.substr(colon + 1), 1, 1000000);
        if (!ms || !moves) return false;
        limits.emplace_back(*ms, *moves);
    }
    return !limits.empty();
}

int timeUse(const Args& args, std::ostream& out, std::ostream& err) {
    std::vector<std::pair<std::int64_t, int>> limits;
    const auto stops = parseNumber<int>(optionValue(args, "--stops", "20"), 0, 100000);
    const auto seed = parseNumber<std::uint64_t>(optionValue(args, "--seed", "1"));
    if (!readLimits(optionValue(args, "--limits", "100:500,1000:100"), limits) || !stops || !seed) {
        err << "bench time-use: --limits MS:MOVES[,MS:MOVES...], --stops N and --seed N take whole numbers\n";
        return 2;
    }
    // By default the engine measured is this program (quoted when its path has spaces).
    std::string engine = optionValue(args, "--engine");
    if (engine.empty())
        engine = programPath().find(' ') == std::string::npos ? programPath() : '"' + programPath() + '"';
    std::vector<std::string> only;
    {
        std::istringstream in(optionValue(args, "--only"));
        for (std::string name; std::getline(in, name, ',');) only.push_back(name);
    }
    for (const auto& name : only) {
        const bool known = std::any_of(frontEnds().begin(), frontEnds().end(),
                                       [&](const FrontEnd& f) { return f.name == name; });
        if (!known) {
            err << "bench time-use: unknown front end '" << name << "'\n";
            return 2;
        }
    }
    out << "engine: " << engine << "\n"
        << "time per move, from the request to the answer (ms); over: moves above the limit + " << kMarginMs
        << " ms\n"
        << row("%-16s %-19s %6s %6s %8s %8s %8s %8s %5s", "front end", "game", "limit", "moves", "mean",
               "p50", "p99", "max", "over")
        << std::endl;
    const auto selected = [&](const FrontEnd& front) {
        return only.empty() || std::find(only.begin(), only.end(), front.name) != only.end();
    };
    bool overrun = false, failed = false;
    for (const FrontEnd& front : frontEnds()) {
        if (!selected(front)) continue;
        for (const auto& limit : limits) {
            // Named copies, not structured bindings: clang before 16 cannot capture those in a lambda.
            const std::int64_t limitMs = limit.first;
            const int count = limit.second;
            const auto took = measured(front.name, out, [&](std::string& error) {
                return timeMoves(front, engine, limitMs, count, *seed, error);
            });
            if (!took) {
                failed = true;
                continue;
            }
            const Summary s = summarise(*took);
            const auto over = std::count_if(took->begin(), took->end(), [&](double ms) {
                return ms > static_cast<double>(limitMs) + kMarginMs;
            });
            overrun = overrun || over > 0;
            out << row("%-16s %-19s %6lld %6llu %8.1f %8.1f %8.1f %8.1f %5lld", front.name.c_str(),
                       front.gameId.c_str(), static_cast<long long>(limitMs),
                       static_cast<unsigned long long>(s.count), s.mean, s.p50, s.p99, s.max,
                       static_cast<long long>(over))
                << std::endl;
        }
    }
    if (*stops > 0) {
        out << "\nstop latency: from the stop (after 50-500 ms of an unlimited search) to the answer (ms)\n"
            << row("%-16s %-19s %6s %8s %8s %8s %8s", "front end", "game", "stops", "mean", "p50", "p99",
                   "max")
            << std::endl;
        for (const FrontEnd& front : frontEnds()) {
            if (!selected(front)) continue;
            if (front.stop.empty()) {
                out << row("%-16s %-19s ", front.name.c_str(), front.gameId.c_str())
                    << "n/a: " << front.noStop << std::endl;
                continue;
            }
            const auto took = measured(front.name, out, [&](std::string& error) {
                return timeStops(front, engine, *stops, *seed, error);
            });
            if (!took) {
                failed = true;
                continue;
            }
            const Summary s = summarise(*took);
            out << row("%-16s %-19s %6llu %8.1f %8.1f %8.1f %8.1f", front.name.c_str(), front.gameId.c_str(),
                       static_cast<unsigned long long>(s.count), s.mean, s.p50, s.p99, s.max)
                << std::endl;
        }
    }
    out << "nboard: not measured: NBoard gives no time per move (the GUI sets a depth, `set depth`)"
        << std::endl;
    return failed ? 1 : overrun ? 3 : 0;
}

const CliRegistrar timeUseCommand(CliCommand{
    "bench", "time-use",
    "bench time-use [--limits MS:MOVES,...] [--stops N] [--only F,...] [--engine CMD] [--seed N]\n"
    "    time used per move against the limit (default 500 moves at 100 ms, 100 at 1 s) through the "
    "Gomocup,\n"
    "    UCCI and UCI front ends and the in-process search of each game, and stop latency; exit 3 when a\n"
    "    move took more than its limit + 20 ms",
    timeUse});

}  // namespace
}  // namespace qipan::cli
