// qipan-engine match: two engines play each other from a set of openings, colours reversed.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cli/command.h"
#include "core/parse_number.h"
#include "match/match.h"

namespace qipan::cli {
namespace {

std::string gameIdFor(const std::string& name) {
    if (name == "gomoku") return "gomoku/freestyle/15";
    if (name == "renju") return "gomoku/renju/15";
    if (name == "gomoku-standard") return "gomoku/standard/15";
    if (name == "othello") return "othello/8";
    if (name == "othello10") return "othello/10";
    return name;  // a full registry id
}

int runMatch(const Args& args, std::ostream& out, std::ostream& err) {
    match::MatchSettings s;
    s.gameId = gameIdFor(optionValue(args, "--game", "gomoku"));
    std::vector<std::string> engines;
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == "--engine") engines.push_back(args[i + 1]);
        if (args[i] == "--option") {
            const auto eq = args[i + 1].find('=');
            if (eq == std::string::npos || eq == 0) {
                err << "match: --option takes NAME=VALUE\n";
                return 2;
            }
            s.options.push_back({args[i + 1].substr(0, eq), args[i + 1].substr(eq + 1)});
        }
    }
    if (engines.size() != 2) {
        err << "match needs two --engine options\n";
        return 2;
    }
    s.engineA = engines[0];
    s.engineB = engines[1];
    const auto games = parseNumber<int>(optionValue(args, "--games", "2"), 1);
    const auto moveTime =
        parseNumber<std::int64_t>(optionValue(args, "--tc", "1000"), 1, std::int64_t{1} << 40);
    const auto seed = parseNumber<std::uint64_t>(optionValue(args, "--seed", "1"));
    const auto maxPlies = parseNumber<int>(optionValue(args, "--max-plies", "0"), 0);
    const auto first = parseNumber<int>(optionValue(args, "--first", "0"), 0);
    const std::string hash = optionValue(args, "--hash");
    if (!games || !moveTime || !seed || !maxPlies || !first || (!hash.empty() && !parseNumber<int>(hash, 1))) {
        err << "match: --games and --hash (1 or more), --tc (milliseconds, 1 or more), --seed, --first and "
               "--max-plies (0 or more) take whole numbers\n";
        return 2;
    }
    if (!hash.empty()) {
        // The table size in MB under its UCI and UCCI names (ElephantEye: hashsize).
        s.options.push_back({"Hash", hash});
        s.options.push_back({"hashsize", hash});
    }
    s.firstOpening = *first;
    s.reportMoves = hasFlag(args, "--moves");
    s.games = *games;
    s.moveTimeMs = *moveTime;
    s.seed = *seed;
    s.maxPlies = *maxPlies;
    const std::string openings = optionValue(args, "--openings");
    if (!openings.empty()) {
        std::ifstream in(openings);
        if (!in) {
            err << "match: cannot read " << openings << "\n";
            return 2;
        }
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (!line.empty() && line[0] != '#') s.openings.push_back(line);
        }
    }
    try {
        const match::MatchResult r = match::playMatch(s, [&](const std::string& line) { out << line << std::endl; });
        char summary[200];
        std::snprintf(summary, sizeof summary,
                      "%s vs %s: +%d =%d -%d in %d games, score %.1f%%, Elo %+.0f +/- %.0f (95%%)", s.engineA.c_str(),
                      s.engineB.c_str(), r.wins, r.draws, r.losses, r.games(), 100 * r.score(),
                      match::eloFromScore(r.score()), match::eloMargin(r));
        out << summary << std::endl;
    } catch (const std::exception& e) {
        err << "match: " << e.what() << "\n";
        return 1;
    }
    return 0;
}

const CliRegistrar registrar(CliCommand{
    "match", "",
    "match --game G --engine A --engine B [--openings FILE [--first K]] [--games N] [--tc MS] [--hash MB] "
    "[--option NAME=VALUE ...] [--moves]   (engine: level=N,width=N,depth=N,nodes=N,time=MS | gomocup:CMD | gtp:CMD | "
    "ucci:CMD | uci:CMD; games are played in pairs, each opening with both colours, so an odd N is rounded up; "
    "--first: the opening of the first pair; --hash and --option go to the external engines "
    "that offer them; a UCI engine offering UCI_Variant, as Fairy-Stockfish, plays the game's variant with ranks "
    "numbered from 1; --moves: each game's line ends with its opening and moves)",
    &runMatch});

}  // namespace
}  // namespace qipan::cli
