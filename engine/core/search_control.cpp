#include "core/search_control.h"

#include <algorithm>

namespace qipan {

namespace {
// What a fixed time per move keeps in hand at least, for the answer to reach the caller (planTime).
constexpr std::int64_t kMoveReserveMs = 30;
}  // namespace

TimeBudget planTime(const SearchLimits& limitsIn) {
    // Times beyond 2^40 ms (35 years) are read as that, so the sums below cannot overflow.
    constexpr std::int64_t kLongest = std::int64_t{1} << 40;
    SearchLimits limits = limitsIn;
    limits.moveTimeMs = std::min(limits.moveTimeMs, kLongest);
    limits.timeLeftMs = std::min(limits.timeLeftMs, kLongest);
    limits.incrementMs = std::clamp<std::int64_t>(limits.incrementMs, 0, kLongest);
    TimeBudget b;
    if (limits.moveTimeMs > 0) {
        // A fixed time per move is the time until the answer reaches the caller. After the hard limit
        // the search still unwinds and writes its answer, and on a loaded machine both it and the caller
        // may first wait for a processor: with a busy process on each core that took up to 50 ms here
        // (qipan-engine bench time-use). So kMoveReserveMs plus 5% stays in hand (100 ms: stop at 65;
        // 1 s: at 920; at most 250 ms, at most half a short time), and no new iteration starts after
        // half the time.
        const std::int64_t reserve = std::min<std::int64_t>(
            {250, kMoveReserveMs + limits.moveTimeMs / 20, limits.moveTimeMs / 2});
        b.hardMs = std::max<std::int64_t>(1, limits.moveTimeMs - reserve);
        b.softMs = std::max<std::int64_t>(1, std::min(b.hardMs, limits.moveTimeMs / 2));
    }
    if (limits.timeLeftMs > 0) {
        const std::int64_t margin = std::min<std::int64_t>(200, limits.timeLeftMs / 10);
        const std::int64_t usable = std::max<std::int64_t>(1, limits.timeLeftMs - margin);
        const int movesLeft = limits.movesToGo > 0 ? limits.movesToGo : 30;
        std::int64_t share = usable / movesLeft + limits.incrementMs * 3 / 4;
        share = std::min(share, usable);
        const std::int64_t hard = std::min(usable, share * 3);
        b.softMs = b.softMs > 0 ? std::min(b.softMs, share) : share;
        b.hardMs = b.hardMs > 0 ? std::min(b.hardMs, hard) : hard;
        b.softMs = std::max<std::int64_t>(1, std::min(b.softMs, b.hardMs));
    }
    return b;
}

SearchLimits withTimeSpent(SearchLimits limits, std::int64_t spentMs) {
    if (spentMs <= 0) return limits;
    if (limits.moveTimeMs > 0) limits.moveTimeMs = std::max<std::int64_t>(1, limits.moveTimeMs - spentMs);
    if (limits.timeLeftMs > 0) limits.timeLeftMs = std::max<std::int64_t>(1, limits.timeLeftMs - spentMs);
    return limits;
}

SearchControl::SearchControl(const SearchLimits& limits, std::stop_token stop)
    : limits_(limits), stop_(std::move(stop)), budget_(planTime(limits)) {}

void SearchControl::poll() {
    if (stopped_) return;
    if (stop_.stop_requested()) stopped_ = true;
    if (limits_.nodes > 0 && nodes_ >= limits_.nodes) stopped_ = true;
    if (budget_.hardMs > 0 && watch_.elapsedMs() >= budget_.hardMs) stopped_ = true;
}

bool SearchControl::shouldNotDeepen() const {
    if (stopped_ || stop_.stop_requested()) return true;
    if (limits_.nodes > 0 && nodes_ >= limits_.nodes) return true;
    return budget_.softMs > 0 && watch_.elapsedMs() >= budget_.softMs;
}

int SearchControl::maxDepth() const {
    return limits_.depth > 0 ? std::min(limits_.depth, kMaxSearchDepth) : kMaxSearchDepth;
}

}  // namespace qipan
