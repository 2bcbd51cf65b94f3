// An engine match: each opening is played twice with colours reversed; the result is counted from
// the first engine's side, with an Elo difference and its 95% error margin.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "match/player.h"

namespace qipan::match {

struct MatchSettings {
    std::string gameId;
    std::string engineA, engineB;        // player specifications, see player.h
    std::vector<std::string> openings;   // move sequences in the game's notation; empty: random short openings
    int firstOpening = 0;                // the opening of the first pair (to resume a match in parts)
    std::vector<EngineOption> options;   // for the external engines that offer them (Hash, ...)
    bool reportMoves = false;            // each game's line ends with its moves
    int games = 2;                       // rounded up to an even number
    std::int64_t moveTimeMs = 1000;
    int maxPlies = 0;                    // 0: the game's own limit (board full, ...) or 600 plies
    std::uint64_t seed = 1;
};

struct MatchResult {
    int wins = 0, draws = 0, losses = 0;  // for engine A
    int games() const { return wins + draws + losses; }
    double score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }
};

// Elo difference for a score fraction, and the 95% margin from the per-game variance.
double eloFromScore(double score);
double eloMargin(const MatchResult& result);

// Splits an opening into move texts: on spaces or commas when it has them; otherwise Xiangqi's ICCS moves are
// four characters each, and the placement games' moves are a letter followed by digits ("h8i9h10").
std::vector<std::string> splitMoves(const std::string& text, bool fourCharacterMoves);

// Whether a player that gave no move (`error` says why) claimed a draw the match accepts: ElephantEye and
// other UCCI engines answer `nobestmove` once 100 plies have passed without a capture (the 50-move rule they
// keep). Qipan's Xiangqi rules play on to 60 moves, but such a claim is the engine holding a dead game drawn
// under a rule widely kept, not a lost game: it is scored a draw. Every other failure forfeits the game.
bool claimsFiftyMoveDraw(const Game& position, const std::string& error);

// Plays the match, reporting each finished game through `report` (a line of text).
MatchResult playMatch(const MatchSettings& settings, const std::function<void(const std::string&)>& report);

}  // namespace qipan::match
