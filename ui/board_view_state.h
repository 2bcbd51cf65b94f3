// What a board canvas shows besides the pieces: marks, highlights and the selection. Filled by the app's
// view from the document; the painters only read it.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "game/game.h"

namespace qipan::ui {

struct BoardViewState {
    const Game* game = nullptr;   // not owned; the position to draw
    // When not empty, the pieces drawn instead of the game's (cell codes at y * width + x): the position
    // editor shows positions no game holds yet. The game gives the board then.
    std::vector<int> cells;
    MoveSquares lastMove;         // from/to of the move that led here (-1: none)
    std::vector<int> highlight;   // e.g. the winning five
    std::vector<std::pair<int, std::string>> marks;  // forbidden points, legal moves, check
    int selected = -1;            // a selected piece (Xiangqi)
    std::vector<int> targets;     // where the selected piece may go
    MoveSquares hint;             // best move from analysis or a hint (-1: none)
    bool flipped = false;         // Second player at the bottom (Xiangqi)
    bool coordinates = true;
    // Discs turning over (Othello) after the last move: the cells, and how far the turn has gone
    // (0 = still the old colour, 1 = done). Set by the canvas while it animates.
    std::vector<int> turning;
    double turnPhase = 1.0;

    int piece(int x, int y) const {
        return cells.empty() ? game->cell(x, y) : cells[static_cast<std::size_t>(y * game->width() + x)];
    }
};

}  // namespace qipan::ui
