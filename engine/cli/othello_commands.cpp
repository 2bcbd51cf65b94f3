// Othello subcommands of qipan-engine: perft, solve, analyse and bench.
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/clock.h"
#include "othello/perft.h"

namespace qipan::cli {
namespace {

using namespace qipan::othello;

long long numberArg(const std::string& text, long long fallback) {
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        return used == text.size() ? v : fallback;
    } catch (...) {
        return fallback;
    }
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

const CliRegistrar perftCommand(CliCommand{"perft", "othello", "perft othello <depth>", perft8});
const CliRegistrar perft10Command(CliCommand{"perft", "othello10", "perft othello10 <depth>", perft10});
const CliRegistrar perft6Command(CliCommand{"perft", "othello6", "perft othello6 <depth>", perft6});

}  // namespace
}  // namespace qipan::cli
