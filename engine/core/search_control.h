// SearchControl: the one place a running search asks "must I stop now?". It combines the caller's
// stop token, the time budget from the limits and the node limit, and is polled cheaply from hot loops.
#pragma once

#include <cstdint>
#include <stop_token>

#include "core/clock.h"
#include "core/search_types.h"

namespace qipan {

// Time budget for one move. `soft`: do not start another iteration after this; `hard`: abort at once.
struct TimeBudget {
    std::int64_t softMs = 0;  // 0: unlimited
    std::int64_t hardMs = 0;  // 0: unlimited
};

// Splits a per-move time or a game clock into soft and hard limits. Never plans past the clock:
// a safety margin is kept for the move's transmission and the GUI.
TimeBudget planTime(const SearchLimits& limits);

// The limits left once `spentMs` have gone on preparing a search (its tables made and cleared, ...):
// a time per move and a clock count from the request, not from the start of the search proper. A
// limit used up entirely becomes 1 ms (a move at once).
SearchLimits withTimeSpent(SearchLimits limits, std::int64_t spentMs);

class SearchControl {
public:
    SearchControl(const SearchLimits& limits, std::stop_token stop);

    // Counts one node; returns true when the search must unwind now. Checks the clock and the stop token
    // every 64 nodes: a threat-search node can cost tens of microseconds, and a stop must be honoured
    // within milliseconds (the clock read costs about 20 ns, so this stays under 1% at 1M nodes/s).
    bool tick() {
        ++nodes_;
        if ((nodes_ & 63) == 0) poll();
        return stopped_;
    }
    // Also looks at the stop token itself (one atomic load), so a search that checks here between
    // expensive steps stops at once even when it has counted few nodes.
    bool stopped() const {
        if (!stopped_ && stop_.stop_requested()) stopped_ = true;
        return stopped_;
    }
    // True when a new iteration should not be started (soft time limit reached or stopped).
    bool shouldNotDeepen() const;
    // A fixed time per move and no game clock to save for: time left unused is lost, so a search
    // deepens until the hard limit and plays the better root move of an iteration cut off there. With a
    // clock, no iteration starts after the move's share (shouldNotDeepen).
    bool usesWholeMoveTime() const { return limits_.moveTimeMs > 0 && limits_.timeLeftMs == 0; }
    void forceStop() { stopped_ = true; }

    std::uint64_t nodes() const { return nodes_; }
    std::int64_t elapsedMs() const { return watch_.elapsedMs(); }
    const SearchLimits& limits() const { return limits_; }
    const TimeBudget& budget() const { return budget_; }
    int maxDepth() const;

private:
    void poll();

    SearchLimits limits_;
    std::stop_token stop_;
    TimeBudget budget_;
    Stopwatch watch_;
    std::uint64_t nodes_ = 0;
    mutable bool stopped_ = false;
};

}  // namespace qipan
