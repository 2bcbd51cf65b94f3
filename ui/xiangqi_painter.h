// Xiangqi board: nine files and ten ranks of intersections, the river (楚河 汉界), the palaces with
// their diagonals, the position marks of cannons and soldiers, round pieces carved with their
// characters, the selection and its targets, the last move, check and the hint. Can be flipped.
#pragma once

#include "ui/board_painter.h"

namespace qipan::ui {

class XiangqiPainter : public BoardPainter {
public:
    GridGeometry layout(wxSize size, const Game& game) const override;
    void paint(Painting& gc, wxSize size, const BoardViewState& state) const override;
    void paintPiece(Painting& gc, wxPoint2DDouble centre, double radius, int piece) const override;
};

// The character carved on a piece (Red: 帥仕相俥傌炮兵, Black: 將士象車馬砲卒); empty for 0 or unknown codes.
wxString xiangqiPieceCharacter(int piece);
bool xiangqiPieceIsRed(int piece);

}  // namespace qipan::ui
