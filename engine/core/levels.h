// The time per move the desktop program gives a computer level 1..10 (kFullStrength). Below full
// strength a level is bounded mostly by its depth (each game's level profile) and rarely uses all of it.
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/search_types.h"

namespace qipan {

inline std::int64_t levelMoveTimeMs(int level) {
    constexpr std::int64_t kTimes[kFullStrength] = {300, 400, 500, 700, 1000, 1500, 2000, 3000, 4000, 5000};
    return kTimes[std::clamp(level, 1, kFullStrength) - 1];
}

}  // namespace qipan
