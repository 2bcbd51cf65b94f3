// Search for boards too wide for one 64-bit word (10x10): alpha-beta with iterative deepening on the
// plain grid board, evaluating mobility, corners and their neighbours and discs. Plays sound Othello
// at a modest depth; the 8x8 engine is where the speed work went. Moves are grid cells.
#pragma once

#include <stop_token>

#include "core/search_control.h"
#include "core/search_types.h"
#include "othello/grid_board.h"

namespace qipan::othello {

SearchResult searchGrid(const GridBoard& board, const SearchLimits& limits, std::stop_token stop,
                        const ProgressFn& progress);

// Static evaluation of the grid board for the side to move (hundredths of a disc).
int evaluateGrid(const GridBoard& board);

}  // namespace qipan::othello
