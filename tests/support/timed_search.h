// A search's result with the wall time from the call to the answer, for the tests that a fixed time per
// move is used (the game's setting-up included, as a caller sees it).
#pragma once

#include <cstdint>
#include <utility>

#include "core/clock.h"
#include "core/search_types.h"

namespace qipan::testing {

template <class Game>
std::pair<SearchResult, std::int64_t> timedSearch(Game& game, const SearchLimits& limits) {
    const Stopwatch watch;
    SearchResult result = game.search(limits, {}, {});
    return {std::move(result), watch.elapsedMs()};
}

}  // namespace qipan::testing
