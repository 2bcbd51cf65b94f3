// Othello board: green squares, guide dots, coordinates (a.. across the top, 1 at the top), discs,
// legal-move marks, the last move and the hint.
#pragma once

#include "ui/board_painter.h"

namespace qipan::ui {

class OthelloPainter : public BoardPainter {
public:
    GridGeometry layout(wxSize size, const Game& game) const override;
    void paint(Painting& gc, wxSize size, const BoardViewState& state) const override;
    void paintPiece(Painting& gc, wxPoint2DDouble centre, double radius, int piece) const override {
        if (piece != 0) drawStone(gc, centre, radius, piece == 1);
    }
};

}  // namespace qipan::ui
