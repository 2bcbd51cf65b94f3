// Gomoku / Renju subcommands of qipan-engine: analyse, solve, forbidden, bench, and the Gomocup
// protocol front end.
#include <iostream>
#include <string>

#include "cli/command.h"
#include "core/score.h"
#include "gomoku/gomoku_game.h"
#include "gomoku/notation.h"

namespace qipan::cli {
namespace {

using gomoku::GomokuGame;
using gomoku::Rule;

long long numberOption(const Args& args, const std::string& name, long long fallback) {
    const std::string v = optionValue(args, name);
    if (v.empty()) return fallback;
    try {
        return std::stoll(v);
    } catch (...) {
        return -1;
    }
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
    const Args pos = positionals(args, {"--time", "--depth", "--nodes", "--rule", "--size", "--level", "--width"});
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
    if (limits.moveTimeMs < 0 || limits.depth < 0 || limits.level < 1 || limits.level > 10 || limits.width < 0) {
        err << "analyse gomoku: bad limit\n";
        return 2;
    }
    if (limits.infinite()) limits.moveTimeMs = 1000;
    if (game.outcome().over()) {
        err << "analyse gomoku: the game is over (" << game.outcome().reason << ")\n";
        return 1;
    }
    const SearchResult r = game.search(limits, {}, {});
    out << "bestmove " << game.moveToText(r.best) << " score " << r.score << " depth " << r.depth << " nodes "
        << r.nodes << " time " << r.elapsedMs << '\n';
    out << "pv " << pvText(game, r.pv) << std::endl;
    return 0;
}

const CliRegistrar analyseCommand(CliCommand{
    "analyse", "gomoku",
    "analyse gomoku \"h8i9h9\" [--time MS] [--depth D] [--nodes N] [--rule freestyle|standard|renju|caro] [--size N]",
    analyse});

}  // namespace
}  // namespace qipan::cli
