// Xiangqi subcommands of qipan-engine: perft, bench, analyse, and the UCCI / UCI protocols.
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/clock.h"
#include "core/score.h"
#include "protocol/ucci.h"
#include "xiangqi/notation.h"
#include "xiangqi/perft.h"
#include "xiangqi/position.h"
#include "xiangqi/search.h"
#include "xiangqi/xiangqi_game.h"

namespace qipan::cli {
namespace {

using namespace qipan::xiangqi;

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

// analyse xiangqi "<FEN>" [--time MS] [--depth D] [--level L]
int runAnalyse(const Args& args, std::ostream& out, std::ostream& err) {
    const Args pos = positionals(args, {"--time", "--depth", "--level"});
    XiangqiGame game;
    std::string error;
    if (!pos.empty() && !game.setPosition(pos[0], error)) {
        err << "analyse: bad FEN: " << error << "\n";
        return 2;
    }
    SearchLimits limits;
    limits.moveTimeMs = numberArg(optionValue(args, "--time", "0"), 0);
    limits.depth = static_cast<int>(numberArg(optionValue(args, "--depth", "0"), 0));
    limits.level = static_cast<int>(numberArg(optionValue(args, "--level", "10"), 10));
    if (limits.moveTimeMs <= 0 && limits.depth <= 0) limits.moveTimeMs = 5000;
    const bool verbose = hasFlag(args, "--verbose");
    // Centipawns from the side to move's view, or a forced mate counted in moves of the side that mates
    // ("mate 3": the side to move mates with its third move; "mate -2": it is mated after its second).
    auto scoreText = [](int score) {
        if (!isMateScore(score)) return "cp " + std::to_string(score);
        const int plies = pliesToMate(score);
        return "mate " + std::to_string(plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2));
    };
    const SearchResult r = game.search(limits, {}, [&](const SearchInfo& info) {
        if (!verbose) return;
        out << "info depth " << info.depth << " score " << scoreText(info.score) << " nodes " << info.nodes
            << " time " << info.elapsedMs << std::endl;
    });
    if (r.best.isNone()) {
        out << "bestmove none (" << game.outcome().text() << ")" << std::endl;
        return 0;
    }
    out << "bestmove " << game.moveToText(r.best) << " score " << scoreText(r.score) << " depth " << r.depth
        << " nodes " << r.nodes << " time " << r.elapsedMs << std::endl;
    out << "pv";
    for (Move m : r.pv) out << ' ' << game.moveToText(m);
    out << std::endl;
    out << "chinese " << game.chineseMoveText(r.best) << std::endl;
    return 0;
}

// Fixed positions at a fixed depth: the node total is the signature of the search.
const char* const kBenchPositions[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3",
    "2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/2BAKAB2 w - - 0 1",
};

int runBench(const Args& args, std::ostream& out, std::ostream& err) {
    if (hasFlag(args, "--perft")) {
        // The perft counts too slow for the tests (start position depth 6 etc.).
        const struct {
            const char* fen;
            int depth;
            std::uint64_t count;
        } kLong[] = {
            {kBenchPositions[0], 6, 5392831844ULL},
            {kBenchPositions[1], 5, 53112976ULL},
            {"CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1", 6, 367168327ULL},
            {"5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", 6, 100055401ULL},
        };
        int bad = 0;
        for (const auto& c : kLong) {
            Position p;
            std::string error;
            p.setFen(c.fen, error);
            Stopwatch watch;
            const std::uint64_t n = perft(p, c.depth);
            const std::int64_t us = std::max<std::int64_t>(1, watch.elapsedUs());
            out << "perft " << c.depth << " " << c.fen << ": " << n << (n == c.count ? " ok" : " WRONG") << ", "
                << us / 1000 << " ms, " << n * 1000000 / static_cast<std::uint64_t>(us) << " leaves/s" << std::endl;
            bad += n != c.count;
        }
        return bad ? 1 : 0;
    }
    const int depth = static_cast<int>(numberArg(optionValue(args, "--depth", "11"), 11));
    if (depth < 1 || depth > 30) {
        err << "bench: depth 1..30\n";
        return 2;
    }
    std::uint64_t total = 0;
    std::int64_t ms = 0;
    TranspositionTable tt(16);
    for (const char* fen : kBenchPositions) {
        Position p;
        std::string error;
        if (!p.setFen(fen, error)) {
            err << "bench: " << error << "\n";
            return 1;
        }
        tt.clear();
        Searcher searcher(tt);
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = searcher.run(p, limits, {}, {});
        total += r.nodes;
        ms += r.elapsedMs;
        out << fen << ": " << iccsText(fromFacadeMove(r.best)) << " score " << r.score << " nodes " << r.nodes
            << " time " << r.elapsedMs << " ms" << std::endl;
    }
    out << "bench xiangqi depth " << depth << ": " << total << " nodes, " << ms << " ms, "
        << (ms > 0 ? total * 1000 / static_cast<std::uint64_t>(ms) : total) << " nodes/s" << std::endl;
    return 0;
}

const CliRegistrar analyseCommand(CliCommand{"analyse", "xiangqi",
                                             "analyse xiangqi \"<FEN>\" [--time MS] [--depth D] [--level L]", runAnalyse});
const CliRegistrar benchCommand(CliCommand{"bench", "xiangqi", "bench xiangqi [--depth D] [--perft]", runBench});
const CliRegistrar perftCommand(CliCommand{"perft", "xiangqi", "perft xiangqi [\"<FEN>\"] <depth>", runPerft});

}  // namespace
}  // namespace qipan::cli

namespace qipan::cli {
namespace {

bool detectsUcci(const std::string& firstLine) { return firstLine.rfind("ucci", 0) == 0; }
bool detectsUci(const std::string& firstLine) { return firstLine == "uci" || firstLine.rfind("uci ", 0) == 0; }
int serveUcciProtocol(const std::string& firstLine, std::istream& in, std::ostream& out) {
    return protocol::serveUcci(firstLine, in, out, protocol::UcciSession::Dialect::Ucci);
}
int serveUciProtocol(const std::string& firstLine, std::istream& in, std::ostream& out) {
    return protocol::serveUcci(firstLine, in, out, protocol::UcciSession::Dialect::Uci);
}

const CliRegistrar ucciProtocol(CliProtocol{"ucci", detectsUcci, serveUcciProtocol});
const CliRegistrar uciProtocol(CliProtocol{"uci", detectsUci, serveUciProtocol});

}  // namespace
}  // namespace qipan::cli
