// Several best lines ("multi-PV"): the best few root moves, each with its own score and principal
// variation, deepened together. Every game's own search serves unchanged: each depth is searched once per
// line, each search leaving out the first moves of the lines above it (SearchLimits::excluded), so the
// k-th line is the best move that is none of the first k-1. The transposition tables the searches keep
// between calls make the repeated shallow iterations cheap.
#pragma once

#include <functional>
#include <stop_token>
#include <vector>

#include "game/game.h"

namespace qipan {

// Called after each line of each depth: the lines known so far, best first (lines of the depth in
// progress, then the rest of the last depth's). `nodes` and `elapsedMs` of each line count the whole
// analysis so far.
using LinesFn = std::function<void(const std::vector<SearchInfo>& lines)>;

// Searches `game`'s position for `count` lines (at most its number of legal moves) until `limits` (depth,
// time, nodes) or `stop` end it, and returns the lines of the last depth completed, best first. Fewer
// lines when the search offers no other move (a five to make or to stop: the forced line alone).
// `limits.excluded` are left out of every line.
std::vector<SearchInfo> searchLines(Game& game, const SearchLimits& limits, int count, std::stop_token stop,
                                    const LinesFn& progress);

}  // namespace qipan
