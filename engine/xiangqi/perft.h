// Perft: the number of leaves of the legal move tree, the standard test of a move generator.
#pragma once

#include <cstdint>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

// Counts leaves at `depth`. The last ply is counted, not made: at depth 1 the legal moves are counted
// with the same legality test the search uses.
std::uint64_t perft(Position& position, int depth);

}  // namespace qipan::xiangqi
