// Othello subcommands of qipan-engine: perft, solve, analyse and bench.
#include <algorithm>
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/clock.h"
#include "core/search_control.h"
#include "core/zobrist.h"
#include "core/transposition_table.h"
#include "othello/endgame.h"
#include "othello/othello_game.h"
#include "othello/perft.h"
#include "othello/search.h"

namespace qipan::cli {
namespace {

using namespace qipan::othello;

// Appends a word with a separating space (written out: GCC 12 warns falsely on string concatenation).
void appendWord(std::string& text, const std::string& word) {
    if (!text.empty()) text += ' ';
    text += word;
}

int runPerft(int size, const Args& args, std::ostream& out, std::ostream& err) {
    const Args pos = positionals(args, {});
    const long long depth = pos.empty() ? -1 : numberArg(pos[0], -1);
    if (depth < 0 || depth > 30) {
        err << "perft: give a depth 0..30\n";
        return 2;
    }
    const GridBoard start(size);
    Stopwatch watch;
    std::uint64_t count = 0;
    if (size == 10) count = perftGrid(start, static_cast<int>(depth));
    else count = perft(*toPosition(start), static_cast<int>(depth));
    const std::int64_t us = watch.elapsedUs();
    out << "perft " << depth << ": " << count << " leaves, " << us / 1000 << " ms, "
        << (us > 0 ? count * 1000000 / static_cast<std::uint64_t>(us) : count) << " nodes/s" << std::endl;
    return 0;
}

int perft8(const Args& a, std::ostream& o, std::ostream& e) { return runPerft(8, a, o, e); }
int perft10(const Args& a, std::ostream& o, std::ostream& e) { return runPerft(10, a, o, e); }
int perft6(const Args& a, std::ostream& o, std::ostream& e) { return runPerft(6, a, o, e); }

// solve othello "<64 chars> X" [--wld]: the exact score for the side to move and a best move.
int solve(const Args& args, std::ostream& out, std::ostream& err) {
    // Positions may start with "--" (empty squares), so every word but the flags is part of the text.
    std::string text;
    for (const auto& a : args)
        if (a != "--wld") appendWord(text, a);
    std::string error;
    const auto board = GridBoard::fromText(text, error);
    if (!board || !toPosition(*board)) {
        err << "solve othello: " << (board ? "only 6x6 and 8x8 boards" : error) << '\n';
        return 2;
    }
    const bool wld = hasFlag(args, "--wld");
    EndgameTables table(64);
    EndgameSolver solver(table);
    Stopwatch watch;
    const EndgameResult r = solver.solve(*toPosition(*board), wld ? -1 : -64, wld ? 1 : 64);
    const std::int64_t us = watch.elapsedUs();
    if (wld) out << (r.score > 0 ? "win" : r.score < 0 ? "loss" : "draw");
    else out << (r.score >= 0 ? "+" : "") << r.score;
    out << ' ' << squareName(r.bestSquare) << '\n';
    out << "nodes " << r.nodes << " time " << us / 1000 << " ms nps "
        << (us > 0 ? r.nodes * 1000000 / static_cast<std::uint64_t>(us) : r.nodes) << std::endl;
    return 0;
}

const CliRegistrar solveCommand(CliCommand{"solve", "othello", "solve othello \"<64 chars> X\" [--wld]", solve});

std::string pvText(const OthelloGame& game, const std::vector<Move>& pv) {
    std::string text;
    for (const Move& m : pv) appendWord(text, game.moveToText(m));
    return text;
}

// analyse othello "<position or transcript>" [--time MS] [--depth D] [--nodes N] [--level L] [--size 6|8|10]
int analyse(const Args& args, std::ostream& out, std::ostream& err) {
    const std::vector<std::string> valued = {"--time", "--depth", "--nodes", "--level", "--size", "--seed"};
    std::string text;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::find(valued.begin(), valued.end(), args[i]) != valued.end()) {
            ++i;
            continue;
        }
        appendWord(text, args[i]);
    }
    const long long size = numberArg(optionValue(args, "--size", "0"), -1);
    SearchLimits limits;
    limits.moveTimeMs = numberArg(optionValue(args, "--time", "0"), -1);
    limits.depth = static_cast<int>(numberArg(optionValue(args, "--depth", "0"), -1));
    limits.nodes = static_cast<std::uint64_t>(numberArg(optionValue(args, "--nodes", "0"), 0));
    limits.level = static_cast<int>(numberArg(optionValue(args, "--level", "10"), -1));
    limits.seed = static_cast<std::uint64_t>(numberArg(optionValue(args, "--seed", "0"), 0));
    if (limits.moveTimeMs < 0 || limits.depth < 0 || limits.level < 1 || limits.level > 10 ||
        (size != 0 && size != 6 && size != 8 && size != 10)) {
        err << "analyse othello: bad option (--time MS, --depth D, --level 1..10, --size 6|8|10)\n";
        return 2;
    }
    // The board size follows from a position's length; a transcript is played on --size (8 by default).
    int boardSize = size ? static_cast<int>(size) : 8;
    std::string error;
    if (const auto board = GridBoard::fromText(text, error)) boardSize = board->size();
    OthelloGame game(boardSize);
    if (!text.empty() && !game.setPosition(text, error)) {
        err << "analyse othello: " << error << '\n';
        return 2;
    }
    if (game.outcome().over()) {
        err << "analyse othello: the game is over (" << game.outcome().text() << ")\n";
        return 1;
    }
    if (limits.infinite()) limits.moveTimeMs = 1000;
    const SearchResult r = game.search(limits, {}, {});
    out << "bestmove " << game.moveToText(r.best) << " score " << r.score << " depth " << r.depth << " nodes "
        << r.nodes << " time " << r.elapsedMs << '\n';
    out << "pv " << pvText(game, r.pv) << std::endl;
    return 0;
}

// The FFO endgame suite #40-#59 (FForum positions; exact scores in tests/data/othello/ffo40-59.txt),
// for the bench.
constexpr const char* kFfo40to59[] = {
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X",
    "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X",
    "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O",
    "--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O",
    "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X",
    "---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X",
    "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O",
    "-----X--X-XXX---XXXXOO--XOXOOXX-XOOXXX--XOOXX-----OOOX---XXXXXX- O",
    "--OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X",
    "----X-----XXX----OOOXOOO-OOOXOOO-OXOXOXO-OOXXOOO--OOXO----O--O-- X",
    "----O-X------X-----XXXO-OXXXXXOO-XXOOXOOXXOXXXOO--OOOO-O----OO-- O",
    "---X-------OX--X--XOOXXXXXXOXXXXXXXOOXXXXXXOOOXX--XO---X-------- O",
    "----OO-----OOO---XXXXOOO--XXOOXO-XXXXXOO--OOOXOO--X-OX-O-----X-- X",
    "--OOO---XXOO----XXXXOOOOXXXXOX--XXXOXX--XXOOO------OOO-----O---- X",
    "--------X-X------XXXXOOOOOXOXX--OOOXXXX-OOXXXX--O-OOOX-----OO--- O",
    "--XXXXX---XXXX---OOOXX---OOXOX---OXXXXX-OOOOOXO----OXX---------- O",
    "-------------------XXOOO--XXXOOO--XXOXOO-OOOXXXO--OXOO-O-OOOOO-- X",
    "--XOOO----OOO----OOOXOO--OOOOXO--OXOXXX-OOXXXX----X-XX---------- X",
    "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X",
};

// Midgame positions of the bench: seeded random games from the start, 14 to 42 plies deep, so the set is
// the same on every run and machine.
std::vector<GridBoard> benchPositions() {
    std::vector<GridBoard> boards;
    for (int i = 0; i < 8; ++i) {
        SplitMix64 rng(1000 + static_cast<std::uint64_t>(i));
        GridBoard board(8);
        for (int ply = 0; ply < 14 + 4 * i && !board.gameOver(); ++ply) {
            const auto cells = board.legalCells(board.sideToMove());
            board.play(cells.empty() ? kPassCode : cells[rng.below(cells.size())]);
        }
        boards.push_back(board);
    }
    return boards;
}

// Endgames of seeded games, for checking the solver on positions no setting was chosen on (FFO's
// were): eight random plies from the start, then the midgame search at depth 4 for both sides until
// `empties` squares are left. The same set on every run and machine.
std::vector<GridBoard> selfPlayEndgames(int count, int empties) {
    std::vector<GridBoard> boards;
    SearchLimits limits;
    limits.depth = 4;
    for (std::uint64_t seed = 0; static_cast<int>(boards.size()) < count && seed < 4 * static_cast<std::uint64_t>(count); ++seed) {
        SplitMix64 rng(7000 + seed);
        GridBoard board(8);
        MidgameSearch search(1);
        search.useSolver(false);
        for (int ply = 0; !board.gameOver() && board.count(kEmpty) > empties; ++ply) {
            const auto cells = board.legalCells(board.sideToMove());
            if (cells.empty()) board.play(kPassCode);
            else if (ply < 8) board.play(cells[rng.below(cells.size())]);
            else board.play(search.run(*toPosition(board), limits, {}, {}).best.code);
        }
        // Only positions where the side to move has a move: a solve should start with a choice.
        if (!board.gameOver() && board.canMove(board.sideToMove())) boards.push_back(board);
    }
    return boards;
}

// One exact solve from a cleared table, as the bench's endgame sets time it.
struct TimedSolve {
    EndgameResult result;
    std::int64_t us;
};
TimedSolve solveFresh(EndgameTables& table, const GridBoard& board, EndgameSolver::InstructionSet isa) {
    table.clear();
    EndgameSolver solver(table);
    solver.setInstructionSet(isa);
    Stopwatch watch;
    const EndgameResult r = solver.solve(*toPosition(board));
    return {r, watch.elapsedUs()};
}

// bench othello [--depth D] [--ffo]: fixed midgame searches (node signature and nodes/s), perft(11),
// and with --ffo the exact solves of FFO #40-#49 (--ffo-all: #40-#59); --endgames N[:E] the exact solves
// of N self-play endgames of E empties (default 20); --isa generic|x86-64-v3|x86-64-v4 the solver's copy for those
// (default: the best this processor runs).
int bench(const Args& args, std::ostream& out, std::ostream& err) {
    const long long depth = numberArg(optionValue(args, "--depth", "10"), -1);
    if (depth < 1 || depth > 30) {
        err << "bench othello: --depth 1..30\n";
        return 2;
    }
    using Isa = EndgameSolver::InstructionSet;
    Isa isa = EndgameSolver::bestInstructionSet();
    if (const std::string name = optionValue(args, "--isa"); !name.empty()) {
        std::string runnable;
        bool found = false;
        for (const Isa each : {Isa::Generic, Isa::X86V3, Isa::X86V4}) {
            if (!EndgameSolver::runs(each)) continue;
            appendWord(runnable, EndgameSolver::name(each));
            if (name == EndgameSolver::name(each)) {
                isa = each;
                found = true;
            }
        }
        if (!found) {
            err << "bench othello: --isa " << name << ": this build and processor run " << runnable << '\n';
            return 2;
        }
    }
    std::uint64_t totalNodes = 0;
    std::int64_t totalUs = 0;
    int index = 0;
    for (const GridBoard& board : benchPositions()) {
        MidgameSearch search(16);
        SearchLimits limits;
        limits.depth = static_cast<int>(depth);
        Stopwatch watch;
        SearchResult r = search.run(*toPosition(board), limits, {}, {});
        const std::int64_t us = watch.elapsedUs();
        totalNodes += r.nodes;
        totalUs += us;
        out << "position " << ++index << ' ' << board.text() << ": bestmove " << squareName(r.best.code) << " score "
            << r.score << " nodes " << r.nodes << " time " << us / 1000 << '\n';
    }
    out << "bench: nodes " << totalNodes << " time " << totalUs / 1000 << " ms nps "
        << (totalUs > 0 ? totalNodes * 1000000 / static_cast<std::uint64_t>(totalUs) : totalNodes) << '\n';
    Stopwatch perftWatch;
    const std::uint64_t leaves = perft(*toPosition(GridBoard(8)), 11);
    const std::int64_t perftUs = perftWatch.elapsedUs();
    out << "perft 11: " << leaves << " leaves, " << perftUs / 1000 << " ms, "
        << (perftUs > 0 ? leaves * 1000000 / static_cast<std::uint64_t>(perftUs) : leaves) << " nodes/s" << std::endl;
    // --ffo: FFO #40-#49 (the issue's target is their total); --ffo-all: #40-#59. One thread, a fresh
    // table per position.
    const bool all = hasFlag(args, "--ffo-all");
    if (all || hasFlag(args, "--ffo")) {
        out << "solver: " << EndgameSolver::name(isa) << std::endl;
        EndgameTables table(64);
        std::int64_t ffoUs = 0, firstTenUs = 0;
        std::uint64_t ffoNodes = 0;
        int number = 40;
        for (const char* text : kFfo40to59) {
            if (number > 49 && !all) break;
            std::string error;
            const auto board = GridBoard::fromText(text, error);
            const auto [r, us] = solveFresh(table, *board, isa);
            ffoUs += us;
            ffoNodes += r.nodes;
            if (number <= 49) firstTenUs += us;
            out << "ffo #" << number++ << ": " << (r.score >= 0 ? "+" : "") << r.score << ' ' << squareName(r.bestSquare)
                << " nodes " << r.nodes << " time " << us / 1000 << " ms nps "
                << (us > 0 ? r.nodes * 1000000 / static_cast<std::uint64_t>(us) : r.nodes) << std::endl;
        }
        out << "ffo #40-#49: " << firstTenUs / 1000 << " ms" << std::endl;
        if (all) out << "ffo #40-#59: " << ffoUs / 1000 << " ms, " << ffoNodes << " nodes" << std::endl;
    }
    if (const std::string spec = optionValue(args, "--endgames"); !spec.empty()) {
        const auto colon = spec.find(':');
        const long long count = numberArg(spec.substr(0, colon), -1);
        const long long empties = colon == std::string::npos ? 20 : numberArg(spec.substr(colon + 1), -1);
        if (count < 1 || count > 1000 || empties < 1 || empties > 30) {
            err << "bench othello: --endgames N[:E], N 1..1000 positions of E 1..30 empties\n";
            return 2;
        }
        out << "solver: " << EndgameSolver::name(isa) << std::endl;
        EndgameTables table(64);
        std::int64_t endgameUs = 0;
        std::uint64_t endgameNodes = 0;
        int number = 0;
        for (const GridBoard& board : selfPlayEndgames(static_cast<int>(count), static_cast<int>(empties))) {
            const auto [r, us] = solveFresh(table, board, isa);
            endgameUs += us;
            endgameNodes += r.nodes;
            out << "endgame " << ++number << ' ' << board.text() << ": " << (r.score >= 0 ? "+" : "") << r.score << ' '
                << squareName(r.bestSquare) << " nodes " << r.nodes << " time " << us / 1000 << " ms" << std::endl;
        }
        out << "endgames: " << number << " positions of " << empties << " empties, nodes " << endgameNodes << " time "
            << endgameUs / 1000 << " ms nps " << (endgameUs > 0 ? endgameNodes * 1000000 / static_cast<std::uint64_t>(endgameUs) : endgameNodes)
            << std::endl;
    }
    return 0;
}

const CliRegistrar analyseCommand(CliCommand{
    "analyse", "othello",
    "analyse othello \"<position or transcript>\" [--time MS] [--depth D] [--nodes N] [--level L] [--size 6|8|10]",
    analyse});
const CliRegistrar benchCommand(CliCommand{"bench", "othello", "bench othello [--depth D] [--ffo | --ffo-all] [--endgames N[:E]] [--isa generic|x86-64-v3|x86-64-v4]", bench});

const CliRegistrar perftCommand(CliCommand{"perft", "othello", "perft othello <depth>", perft8});
const CliRegistrar perft10Command(CliCommand{"perft", "othello10", "perft othello10 <depth>", perft10});
const CliRegistrar perft6Command(CliCommand{"perft", "othello6", "perft othello6 <depth>", perft6});

}  // namespace
}  // namespace qipan::cli
