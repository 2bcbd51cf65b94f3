// Gomoku/Renju board: wooden board, grid, star points, renju coordinates (a.. from the left, 1 at the
// bottom), stones, last-move mark, winning line, forbidden points for Black and the hint.
#pragma once

#include "ui/board_painter.h"

namespace qipan::ui {

class GomokuPainter : public BoardPainter {
public:
    GridGeometry layout(wxSize size, const Game& game) const override;
    void paint(Painting& gc, wxSize size, const BoardViewState& state) const override;
    void paintPiece(Painting& gc, wxPoint2DDouble centre, double radius, int piece) const override {
        if (piece != 0) drawStone(gc, centre, radius, piece == 1);
    }
};

// Star points of a square board of `size` lines, as (x, y) with y from the top.
std::vector<std::pair<int, int>> starPoints(int size);

}  // namespace qipan::ui
