// Xiangqi subcommands of qipan-engine: perft, bench, analyse, and the UCCI / UCI protocols.
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/clock.h"
#include "xiangqi/perft.h"
#include "xiangqi/position.h"

namespace qipan::cli {
namespace {

using namespace qipan::xiangqi;

long long numberArg(const std::string& text, long long fallback) {
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        return used == text.size() ? v : fallback;
    } catch (...) {
        return fallback;
    }
}

int runPerft(const Args& args, std::ostream& out, std::ostream& err) {
    const Args pos = positionals(args, {});
    std::string fen = Position::kStartFen;
    long long depth = -1;
    if (pos.size() == 1) depth = numberArg(pos[0], -1);
    else if (pos.size() >= 2) {
        fen = pos[0];
        depth = numberArg(pos[1], -1);
    }
    if (depth < 0 || depth > 12) {
        err << "perft: usage: perft xiangqi [\"<FEN>\"] <depth 0..12>\n";
        return 2;
    }
    Position position;
    std::string error;
    if (!position.setFen(fen, error)) {
        err << "perft: bad FEN: " << error << "\n";
        return 2;
    }
    Stopwatch watch;
    const std::uint64_t count = perft(position, static_cast<int>(depth));
    const std::int64_t us = watch.elapsedUs();
    out << "perft " << depth << ": " << count << " leaves, " << us / 1000 << " ms, "
        << (us > 0 ? count * 1000000 / static_cast<std::uint64_t>(us) : count)
        << " nodes/s (last ply counted by a legality test, not made)" << std::endl;
    return 0;
}

const CliRegistrar perftCommand(CliCommand{"perft", "xiangqi", "perft xiangqi [\"<FEN>\"] <depth>", runPerft});

}  // namespace
}  // namespace qipan::cli
