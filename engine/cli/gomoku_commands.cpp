// Gomoku / Renju subcommands of qipan-engine: analyse, solve, forbidden, bench, and the Gomocup
// protocol front end.
#include <cctype>
#include <ctime>
#include <fstream>
#include <sstream>
#include <vector>
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/parse_number.h"
#include "core/score.h"
#include "gomoku/gomoku_game.h"
#include "gomoku/notation.h"
#include "gomoku/search.h"
#include "gomoku/search_memory.h"
#include "gomoku/solver.h"
#include "protocol/gomocup.h"

namespace qipan::cli {
namespace {

using gomoku::GomokuGame;
using gomoku::Rule;

long long numberOption(const Args& args, const std::string& name, long long fallback) {
    const std::string v = optionValue(args, name);
    if (v.empty()) return fallback;
    return parseNumber<long long>(v).value_or(-1);
}

std::string pvText(const GomokuGame& game, const std::vector<Move>& pv) {
    std::string text;
    for (const Move& m : pv) {
        if (!text.empty()) text += ' ';
        text += game.moveToText(m);
    }
    return text;
}

// analyse gomoku "h8i9h9" [--time MS] [--depth D] [--nodes N] [--rule R] [--size N] [--level L] [--width W]
int analyse(const Args& args, std::ostream& out, std::ostream& err) {
    const Args pos =
        positionals(args, {"--time", "--depth", "--nodes", "--rule", "--size", "--level", "--width"});
    const auto rule = gomoku::parseRule(optionValue(args, "--rule", "freestyle"));
    const long long size = numberOption(args, "--size", 15);
    if (!rule || size < gomoku::kMinBoardSize || size > gomoku::kMaxBoardSize) {
        err << "analyse gomoku: --rule must be freestyle|standard|renju|caro and --size 5..20\n";
        return 2;
    }
    GomokuGame game(*rule, static_cast<int>(size));
    std::string error;
    if (!pos.empty() && !game.setPosition(pos[0], error)) {
        err << "analyse gomoku: " << error << '\n';
        return 2;
    }
    SearchLimits limits;
    limits.moveTimeMs = numberOption(args, "--time", 0);
    limits.depth = static_cast<int>(numberOption(args, "--depth", 0));
    limits.nodes = static_cast<std::uint64_t>(numberOption(args, "--nodes", 0));
    limits.level = static_cast<int>(numberOption(args, "--level", kFullStrength));
    limits.width = static_cast<int>(numberOption(args, "--width", 0));
    if (limits.moveTimeMs < 0 || limits.depth < 0 || limits.level < 1 || limits.level > 10 ||
        limits.width < 0) {
        err << "analyse gomoku: bad limit\n";
        return 2;
    }
    if (limits.infinite()) limits.moveTimeMs = 1000;
    if (game.outcome().over()) {
        err << "analyse gomoku: the game is over (" << game.outcome().text() << ")\n";
        return 1;
    }
    const SearchResult r = game.search(limits, {}, {});
    out << "bestmove " << game.moveToText(r.best) << " score " << r.score << " depth " << r.depth << " nodes "
        << r.nodes << " time " << r.elapsedMs << '\n';
    out << "pv " << pvText(game, r.pv) << std::endl;
    // A proven result in the winner's own moves, the move that makes five included: a five to make is
    // "win in 1", a straight four to make "win in 2" (3 plies); the score itself counts plies.
    if (isMateScore(r.score)) out << "result " << game.scoreToText(r.score) << std::endl;
    return 0;
}

// Builds a board from --black/--white lists (with --to-move) or from a positional move sequence.
bool boardFromArgs(const Args& args, gomoku::Board& board, std::ostream& err, const std::string& verb) {
    const int size = board.size();
    const Args pos =
        positionals(args, {"--size", "--black", "--white", "--to-move", "--nodes", "--time", "--rule"});
    int counts[2] = {0, 0};
    const auto place = [&](const std::string& list, std::uint8_t color, bool alternate) {
        const auto points = gomoku::parsePointList(list, size);
        if (!points) {
            err << verb << ": bad point list '" << list << "'\n";
            return false;
        }
        for (const auto& [x, y] : *points) {
            const int p = board.point(x, y);
            if (board.stone(p) != gomoku::kEmpty) {
                err << verb << ": two stones on " << gomoku::pointName(x, y, size) << '\n';
                return false;
            }
            const std::uint8_t c = alternate ? board.toMove() : color;
            board.put(p, c);
            ++counts[c - 1];
            if (alternate) board.passTurn();
        }
        return true;
    };
    if (!pos.empty()) {
        for (const auto& seq : pos)
            if (!place(seq, gomoku::kBlack, true)) return false;
    }
    if (!place(optionValue(args, "--black"), gomoku::kBlack, false)) return false;
    if (!place(optionValue(args, "--white"), gomoku::kWhite, false)) return false;
    const std::string toMove = optionValue(args, "--to-move");
    std::uint8_t side = counts[0] > counts[1] ? gomoku::kWhite : gomoku::kBlack;
    if (toMove == "black")
        side = gomoku::kBlack;
    else if (toMove == "white")
        side = gomoku::kWhite;
    else if (!toMove.empty()) {
        err << verb << ": --to-move must be black or white\n";
        return false;
    }
    if (board.toMove() != side) board.passTurn();
    return true;
}

int sizeOption(const Args& args, std::ostream& err, const std::string& verb) {
    const long long size = numberOption(args, "--size", 15);
    if (size < gomoku::kMinBoardSize || size > gomoku::kMaxBoardSize) {
        err << verb << ": --size must be 5..20\n";
        return 0;
    }
    return static_cast<int>(size);
}

// CPU time of this thread in microseconds: the bench's speed on one core, whatever else the machine runs.
std::int64_t threadCpuMicros() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<std::int64_t>(t.tv_sec) * 1000000 + t.tv_nsec / 1000;
}

std::string pointText(const gomoku::Board& board, int p) {
    return gomoku::pointName(board.xOf(p), board.yOf(p), board.size());
}

// solve renju|gomoku|gomoku-standard|caro [--size N] [--black L --white L --to-move C | MOVES] [--nodes N]
// [--time MS]: searches until a proof, a disproof, or the limit; stdout says which (win / nowin /
// unknown, with a move), stderr how it got there.
int solveWith(Rule rule, const Args& args, std::ostream& out, std::ostream& err) {
    const int size = sizeOption(args, err, "solve");
    if (size == 0) return 2;
    gomoku::Board board(size, rule);
    if (!boardFromArgs(args, board, err, "solve")) return 2;
    SearchLimits limits;
    limits.nodes = static_cast<std::uint64_t>(std::max(0LL, numberOption(args, "--nodes", 0)));
    limits.moveTimeMs = std::max(0LL, numberOption(args, "--time", 0));
    if (limits.nodes == 0 && limits.moveTimeMs == 0) limits.moveTimeMs = 10000;
    // Without a proof a short search names a move; its share is kept out of the solver's time.
    SearchLimits quick;
    quick.moveTimeMs = limits.moveTimeMs > 0 ? std::clamp<std::int64_t>(limits.moveTimeMs / 20, 10, 300) : 0;
    quick.nodes = limits.nodes > 0 ? std::max<std::uint64_t>(1000, limits.nodes / 20) : 0;
    if (limits.moveTimeMs > 0) limits.moveTimeMs -= quick.moveTimeMs;
    const gomoku::SolveResult r = gomoku::solve(board, limits);
    if (r.win) {
        out << "win " << pointText(board, r.line.front());
        for (std::size_t i = 0; i < r.line.size(); ++i)
            out << (i == 0 ? " " : ",") << pointText(board, r.line[i]);
        out << std::endl;
        err << (r.byVcf                                  ? "vcf"
                : r.width == gomoku::ThreatWidth::Narrow ? "vct"
                : r.width == gomoku::ThreatWidth::Near   ? "vct (nearby quiet threats)"
                                                         : "vct (quiet threats anywhere)")
            << " nodes " << r.nodes << " time " << r.elapsedMs << " win in " << r.moves << " moves ("
            << r.plies << " plies)\n";
        return 0;
    }
    gomoku::BorrowedMemory memory;
    auto searcher = std::make_unique<gomoku::Searcher>(board, *memory);
    const SearchResult best = searcher->run(quick, {}, {});
    const std::string move = best.best.isNone() ? std::string("none") : pointText(board, best.best.code);
    const char* widthText = r.width == gomoku::ThreatWidth::Every ? "every move as a threat"
                            : r.width == gomoku::ThreatWidth::Near
                                ? "every nearby move as a threat"
                                : "fours, threes and the best quiet threats";
    switch (r.verdict) {
        case gomoku::SolveVerdict::NoWin:
            out << "nowin " << move << std::endl;
            err << "disproved: no win by fours, and no win by threats at any depth (every move of the "
                   "attacker tried as a threat); nodes "
                << r.nodes << " time " << r.elapsedMs << '\n';
            break;
        case gomoku::SolveVerdict::NoVcf:
            out << "unknown " << move << std::endl;
            err << "no win by fours exists; no win by threats within " << r.vctDepth << " moves ("
                << widthText << "), then the limit was reached; nodes " << r.nodes << " time " << r.elapsedMs
                << '\n';
            break;
        default:
            out << "unknown " << move << std::endl;
            err << "the limit was reached before anything was settled (VCT searched to " << r.vctDepth
                << " moves, " << widthText << "); nodes " << r.nodes << " time " << r.elapsedMs << '\n';
            break;
    }
    return 0;
}

int solveRenju(const Args& a, std::ostream& o, std::ostream& e) {
    return solveWith(Rule::Renju, a, o, e);
}
int solveGomoku(const Args& a, std::ostream& o, std::ostream& e) {
    return solveWith(Rule::Freestyle, a, o, e);
}
int solveStandard(const Args& a, std::ostream& o, std::ostream& e) {
    return solveWith(Rule::Standard, a, o, e);
}
int solveCaro(const Args& a, std::ostream& o, std::ostream& e) {
    return solveWith(Rule::Caro, a, o, e);
}

// forbidden --size 15 --black L --white L: Black's fouls under Renju, one per line.
int forbidden(const Args& args, std::ostream& out, std::ostream& err) {
    const int size = sizeOption(args, err, "forbidden");
    if (size == 0) return 2;
    gomoku::Board board(size, Rule::Renju);
    if (!boardFromArgs(args, board, err, "forbidden")) return 2;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
            const int p = board.point(x, y);
            if (board.stone(p) != gomoku::kEmpty) continue;
            const gomoku::Foul foul = board.foul(p);
            if (foul != gomoku::Foul::None)
                out << pointText(board, p) << ' ' << gomoku::foulName(foul) << '\n';
        }
    out.flush();
    return 0;
}

const char* const kSolveUsage =
    " [--size 15] --black LIST --white LIST --to-move black|white [--nodes N] [--time MS]\n"
    "    searches until a proof, a disproof or the limit (default 10 s) and prints 'win <move> <line>',\n"
    "    'nowin <move>' (no win by fours or threats exists) or 'unknown <move>' (limit reached); stderr "
    "gives\n"
    "    the proof's length as 'win in N moves (P plies)': N counts the winner's moves, the five included "
    "(a\n"
    "    straight four to make: win in 2), whatever the defence";
const CliRegistrar solveRenjuCommand(CliCommand{"solve", "renju", std::string("solve renju") + kSolveUsage,
                                                solveRenju});
const CliRegistrar solveGomokuCommand(CliCommand{"solve", "gomoku", std::string("solve gomoku") + kSolveUsage,
                                                 solveGomoku});
const CliRegistrar solveStandardCommand(CliCommand{
    "solve", "gomoku-standard", std::string("solve gomoku-standard") + kSolveUsage, solveStandard});
const CliRegistrar solveCaroCommand(CliCommand{"solve", "caro", std::string("solve caro") + kSolveUsage,
                                               solveCaro});
const CliRegistrar forbiddenCommand(CliCommand{
    "forbidden", "", "forbidden [--size 15] --black h8,i8,... --white g8,...", forbidden});

// bench gomoku --puzzles FILE [--nodes N]: proves every puzzle of a file in the format of
// tests/data/gomoku/puzzles.txt (id|rule|size|to_move|black|white|answers|...) and prints, per puzzle,
// the first move, whether the file lists it, the proof's length, nodes, and wall and CPU milliseconds.
int benchPuzzles(const std::string& file, std::uint64_t nodes, std::ostream& out, std::ostream& err) {
    std::ifstream in(file);
    if (!in) {
        err << "bench gomoku: cannot read " << file << '\n';
        return 2;
    }
    const auto split = [](const std::string& text, char sep) {
        std::vector<std::string> fields;
        std::string field;
        std::istringstream s(text);
        while (std::getline(s, field, sep)) fields.push_back(field);
        return fields;
    };
    int solved = 0, listed = 0, count = 0;
    std::int64_t worstMs = 0, totalCpuMicros = 0;
    std::uint64_t totalNodes = 0;
    {
        gomoku::BorrowedMemory warm;  // the pool's tables are made once, outside every puzzle's clock
    }
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const auto f = split(line, '|');
        const auto rule = f.size() >= 7 ? gomoku::parseRule(f[1]) : std::nullopt;
        if (!rule) {
            err << "bench gomoku: bad puzzle line '" << line << "'\n";
            return 2;
        }
        const int size = parseNumber<int>(f[2], gomoku::kMinBoardSize, gomoku::kMaxBoardSize).value_or(0);
        if (size == 0) {
            err << "bench gomoku: bad board size in '" << f[0] << "'\n";
            return 2;
        }
        gomoku::Board board(size, *rule);
        for (const auto& [list, color] : {std::pair{f[4], gomoku::kBlack}, std::pair{f[5], gomoku::kWhite}}) {
            const auto points = gomoku::parsePointList(list, size);
            if (!points) {
                err << "bench gomoku: bad stones in '" << f[0] << "'\n";
                return 2;
            }
            for (const auto& [x, y] : *points) board.put(board.point(x, y), color);
        }
        if (board.toMove() != (f[3] == "white" ? gomoku::kWhite : gomoku::kBlack)) board.passTurn();
        SearchLimits limits;
        limits.nodes = nodes;
        limits.moveTimeMs = nodes == 0 ? 10000 : 0;
        const std::int64_t cpuStart = threadCpuMicros();
        const gomoku::SolveResult r = gomoku::solve(board, limits);
        const std::int64_t cpuMicros = threadCpuMicros() - cpuStart;
        ++count;
        totalNodes += r.nodes;
        totalCpuMicros += cpuMicros;
        out << "puzzle " << f[0] << ": ";
        if (r.win) {
            const std::string first = pointText(board, r.line.front());
            bool ok = false;
            for (std::string answer : split(f[6], ',')) {
                if (answer.rfind("alt:", 0) == 0) answer = answer.substr(4);
                ok = ok || answer == first;
            }
            ++solved;
            listed += ok;
            worstMs = std::max(worstMs, r.elapsedMs);
            out << (r.byVcf ? "vcf " : "vct ") << first << (ok ? " (listed)" : " (NOT LISTED)") << " win in "
                << r.moves << " moves";
        } else {
            out << "unproven";
        }
        out << " nodes " << r.nodes << " time " << r.elapsedMs << " ms cpu " << cpuMicros / 1000 << " ms\n";
    }
    out << "puzzles: " << solved << "/" << count << " proven, " << listed << " with a listed first move, nodes "
        << totalNodes << ", cpu " << totalCpuMicros / 1000 << " ms, slowest proof " << worstMs << " ms"
        << std::endl;
    return solved == count && listed == count ? 0 : 1;
}

// bench gomoku [--depth D]: fixed positions searched to a fixed depth with a fresh table each, so the
// node count is the same on every run and machine (the bench signature); plus nodes per second.
int bench(const Args& args, std::ostream& out, std::ostream& err) {
    struct BenchPosition {
        Rule rule;
        const char* moves;
    };
    static constexpr BenchPosition kPositions[] = {
        {Rule::Freestyle, "h8i9h9"},
        {Rule::Freestyle, "h8i9h10j8"},
        {Rule::Freestyle, "h8i9i8h9j7g9"},
        {Rule::Standard, "h8h9i10j9g10i8"},
        {Rule::Renju, "h8i9j8i7i8g8"},
        {Rule::Renju, "h8i7j8g8j9j7k7i8"},
        {Rule::Freestyle, "h8i9h9h10i8g10j7k6g8f9i7"},
        {Rule::Caro, "h8i8g9h9i10"},
    };
    const std::string puzzles = optionValue(args, "--puzzles");
    if (!puzzles.empty())
        return benchPuzzles(puzzles, static_cast<std::uint64_t>(std::max(0LL, numberOption(args, "--nodes", 0))), out,
                            err);
    const long long depth = numberOption(args, "--depth", 8);
    if (depth < 1 || depth > kMaxSearchDepth) {
        err << "bench gomoku: --depth 1.." << kMaxSearchDepth << '\n';
        return 2;
    }
    std::uint64_t totalNodes = 0;
    std::int64_t totalMs = 0;
    std::int64_t totalCpuMicros = 0;
    // A fresh memory (not the pool's): the threat tables start empty, so the count is reproducible.
    auto memory = std::make_unique<gomoku::SearchMemory>();
    int index = 0;
    for (const auto& position : kPositions) {
        GomokuGame game(position.rule, 15);
        std::string error;
        if (!game.setPosition(position.moves, error)) {
            err << "bench gomoku: " << error << '\n';
            return 1;
        }
        gomoku::Board board = game.board();
        memory->tt.clear();
        auto searcher = std::make_unique<gomoku::Searcher>(board, *memory);
        SearchLimits limits;
        limits.depth = static_cast<int>(depth);
        const std::int64_t cpuStart = threadCpuMicros();
        const SearchResult r = searcher->run(limits, {}, {});
        totalCpuMicros += threadCpuMicros() - cpuStart;
        totalNodes += r.nodes;
        totalMs += r.elapsedMs;
        out << "position " << ++index << ' ' << game.id() << ' ' << position.moves << ": bestmove "
            << (r.best.isNone() ? std::string("none") : pointText(board, r.best.code)) << " score " << r.score
            << " nodes " << r.nodes << " time " << r.elapsedMs << '\n';
    }
    // nps: nodes per wall-clock second; cpu-nps: per second of this thread's CPU time (one core's speed,
    // not lowered by other programs sharing the machine).
    out << "bench: nodes " << totalNodes << " time " << totalMs << " ms nps "
        << (totalMs > 0 ? totalNodes * 1000 / static_cast<std::uint64_t>(totalMs) : totalNodes) << " cpu "
        << totalCpuMicros / 1000 << " ms cpu-nps "
        << (totalCpuMicros > 0 ? totalNodes * 1000000 / static_cast<std::uint64_t>(totalCpuMicros) : totalNodes)
        << std::endl;
    return 0;
}

const CliRegistrar benchCommand(CliCommand{"bench", "gomoku",
                                           "bench gomoku [--depth D] | bench gomoku --puzzles FILE [--nodes N]  "
                                           "(nodes/s: wall clock and this thread's CPU time)",
                                           bench});

const CliRegistrar analyseCommand(CliCommand{"analyse", "gomoku",
                                             "analyse gomoku \"h8i9h9\" [--time MS] [--depth D] [--nodes N] "
                                             "[--rule freestyle|standard|renju|caro] [--size N]\n"
                                             "    score: centi-units, or a proven result counted in plies; the "
                                             "line 'result win in N' counts the winner's moves, the five "
                                             "included",
                                             analyse});

}  // namespace
}  // namespace qipan::cli

// The Gomocup brain: `qipan-engine gomocup`, `pbrain-qipan`, or detected from its first line.
namespace qipan::cli {
namespace {

bool detectsGomocup(const std::string& firstLine) {
    std::string word;
    for (char c : firstLine) {
        if (c == ' ' || c == '\t' || c == '\r') {
            if (word.empty()) continue;
            break;
        }
        word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return word == "START" || word == "RECTSTART" || word == "ABOUT" || word == "INFO";
}

int serveGomocup(const std::string& firstLine, std::istream& in, std::ostream& out) {
    protocol::GomocupBrain brain(out);
    if (!firstLine.empty() && !brain.handleLine(firstLine)) return 0;
    brain.run(in);
    return 0;
}

const CliRegistrar gomocupProtocol(CliProtocol{"gomocup", detectsGomocup, serveGomocup});

}  // namespace
}  // namespace qipan::cli
