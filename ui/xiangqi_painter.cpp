#include "ui/xiangqi_painter.h"

#include <algorithm>

#include "ui/chinese_font.h"

namespace qipan::ui {

namespace {

// Board (unflipped) coordinates of a cell shown at view position (vx, vy), and back.
int viewX(int x, bool flipped) { return flipped ? 8 - x : x; }
int viewY(int y, bool flipped) { return flipped ? 9 - y : y; }

void markPoint(Painting& gc, const GridGeometry& g, int x, int y) {
    // The small corner brackets around cannon and soldier points.
    const double s = g.step, d = s * 0.08, l = s * 0.18;
    const auto c = g.centre(x, y);
    for (int sx : {-1, 1}) {
        if ((x == 0 && sx < 0) || (x == 8 && sx > 0)) continue;
        for (int sy : {-1, 1}) {
            const double px = c.m_x + sx * d, py = c.m_y + sy * d;
            gc.StrokeLine(px, py, px + sx * l, py);
            gc.StrokeLine(px, py, px, py + sy * l);
        }
    }
}

}  // namespace

// Piece codes of the Game facade for Xiangqi (engine/xiangqi/piece.h): 1..7 Red general, advisor,
// elephant, horse, chariot, cannon, soldier; 9..15 the same for Black.
bool xiangqiPieceIsRed(int piece) { return piece >= 1 && piece <= 7; }

wxString xiangqiPieceCharacter(int piece) {
    static const char* const red[] = {"帥", "仕", "相", "傌", "俥", "炮", "兵"};
    static const char* const black[] = {"將", "士", "象", "馬", "車", "砲", "卒"};
    if (piece >= 1 && piece <= 7) return wxString::FromUTF8(red[piece - 1]);
    if (piece >= 9 && piece <= 15) return wxString::FromUTF8(black[piece - 9]);
    return {};
}

void XiangqiPainter::paintPiece(Painting& gc, wxPoint2DDouble c, double r, int piece) const {
    if (piece == 0) return;
    const double s = r / 0.44;  // the board's step for pieces of this size
    const bool red = xiangqiPieceIsRed(piece);
    const wxColour colour = red ? wxColour(190, 20, 20) : wxColour(20, 20, 20);
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(0, 0, 0, 70)));
    gc.DrawEllipse(c.m_x - r + r * 0.08, c.m_y - r + r * 0.12, 2 * r, 2 * r);
    gc.SetBrush(gc.CreateRadialGradientBrush(c.m_x - r * 0.3, c.m_y - r * 0.3, c.m_x - r * 0.3,
                                             c.m_y - r * 0.3, r * 1.7, wxColour(255, 240, 210),
                                             wxColour(215, 175, 115)));
    gc.SetPen(wxPen(wxColour(120, 80, 40), std::max(1, static_cast<int>(s / 30))));
    gc.DrawEllipse(c.m_x - r, c.m_y - r, 2 * r, 2 * r);
    gc.SetPen(wxPen(colour, std::max(1, static_cast<int>(s / 36))));
    gc.DrawEllipse(c.m_x - r * 0.82, c.m_y - r * 0.82, r * 1.64, r * 1.64);
    gc.SetFont(boardFont(BoardFont::ChineseBold, static_cast<int>(r * 1.15)), colour);
    const wxString ch = xiangqiPieceCharacter(piece);
    double w = 0, h = 0;
    gc.GetTextExtent(ch, &w, &h);
    gc.DrawText(ch, c.m_x - w / 2, c.m_y - h / 2);
}

GridGeometry XiangqiPainter::layout(wxSize size, const Game&) const {
    GridGeometry g;
    g.cols = 9;
    g.rows = 10;
    g.onIntersections = true;
    g.step = std::max(4.0, std::min(size.x / 10.6, size.y / 11.8));
    g.left = (size.x - g.step * 8) / 2;
    g.top = (size.y - g.step * 9) / 2;
    return g;
}

void XiangqiPainter::paint(Painting& gc, wxSize size, const BoardViewState& state) const {
    const Game& game = *state.game;
    const GridGeometry g = layout(size, game);
    const double s = g.step;
    const bool flip = state.flipped;
    const wxColour ink(70, 35, 10);

    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(96, 74, 52)));
    gc.DrawRectangle(0, 0, size.x, size.y);
    const double pad = s * 0.95;
    gc.SetBrush(gc.CreateLinearGradientBrush(g.left - pad, g.top - pad, g.left + 8 * s + pad, g.top + 9 * s + pad,
                                             wxColour(240, 205, 140), wxColour(222, 180, 110)));
    gc.DrawRectangle(g.left - pad, g.top - pad, 8 * s + 2 * pad, 9 * s + 2 * pad);

    gc.SetPen(wxPen(ink, std::max(1, static_cast<int>(s / 26))));
    for (int y = 0; y < 10; ++y) gc.StrokeLine(g.left, g.top + y * s, g.left + 8 * s, g.top + y * s);
    for (int x = 0; x < 9; ++x) {
        if (x == 0 || x == 8) {
            gc.StrokeLine(g.left + x * s, g.top, g.left + x * s, g.top + 9 * s);
        } else {  // inner files stop at the river
            gc.StrokeLine(g.left + x * s, g.top, g.left + x * s, g.top + 4 * s);
            gc.StrokeLine(g.left + x * s, g.top + 5 * s, g.left + x * s, g.top + 9 * s);
        }
    }
    // Palaces.
    for (int top : {0, 7}) {
        gc.StrokeLine(g.left + 3 * s, g.top + top * s, g.left + 5 * s, g.top + (top + 2) * s);
        gc.StrokeLine(g.left + 5 * s, g.top + top * s, g.left + 3 * s, g.top + (top + 2) * s);
    }
    gc.SetPen(wxPen(ink, std::max(2, static_cast<int>(s / 13))));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.DrawRectangle(g.left - s * 0.12, g.top - s * 0.12, 8 * s + s * 0.24, 9 * s + s * 0.24);
    gc.SetPen(wxPen(ink, std::max(1, static_cast<int>(s / 30))));
    for (int x : {1, 7})
        for (int y : {2, 7}) markPoint(gc, g, x, y);
    for (int x : {0, 2, 4, 6, 8})
        for (int y : {3, 6}) markPoint(gc, g, x, y);

    // The river.
    gc.SetFont(boardFont(BoardFont::Chinese, static_cast<int>(s * 0.55)), ink);
    const wxString left = wxString::FromUTF8(flip ? "漢 界" : "楚 河");
    const wxString right = wxString::FromUTF8(flip ? "楚 河" : "漢 界");
    double tw = 0, th = 0;
    gc.GetTextExtent(left, &tw, &th);
    gc.DrawText(left, g.left + 2 * s - tw / 2, g.top + 4.5 * s - th / 2);
    gc.GetTextExtent(right, &tw, &th);
    gc.DrawText(right, g.left + 6 * s - tw / 2, g.top + 4.5 * s - th / 2);

    // Coordinates: Black's files 1-9 along the top (from Black's right), Red's 九..一 along the bottom.
    if (state.coordinates) {
        static const char* const redFiles[] = {"九", "八", "七", "六", "五", "四", "三", "二", "一"};
        for (int vx = 0; vx < 9; ++vx) {
            const int x = viewX(vx, flip);
            const wxString top = flip ? wxString::FromUTF8(redFiles[x]) : wxString::Format("%d", x + 1);
            const wxString bottom = flip ? wxString::Format("%d", x + 1) : wxString::FromUTF8(redFiles[x]);
            drawCoordinateText(gc, top, {g.left + vx * s, g.top - s * 0.72}, s * 0.26, ink);
            drawCoordinateText(gc, bottom, {g.left + vx * s, g.top + 9 * s + s * 0.72}, s * 0.26, ink);
        }
    }

    auto centreOf = [&](int cell) { return g.centre(viewX(cell % 9, flip), viewY(cell / 9, flip)); };

    if (state.lastMove.from >= 0) {  // where the last move came from: a faint ring
        const auto c = centreOf(state.lastMove.from);
        gc.SetPen(wxPen(wxColour(30, 110, 200), std::max(2, static_cast<int>(s / 18)), wxPENSTYLE_SHORT_DASH));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawEllipse(c.m_x - s * 0.3, c.m_y - s * 0.3, s * 0.6, s * 0.6);
    }

    const double r = s * 0.44;
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 9; ++x) {
            const int piece = state.piece(x, y);
            if (piece != 0) paintPiece(gc, centreOf(y * 9 + x), r, piece);
        }

    // The general in check.
    for (const auto& [cell, tag] : state.marks) {
        const auto c = centreOf(cell);
        gc.SetPen(wxPen(wxColour(230, 20, 20), std::max(2, static_cast<int>(s / 10))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawEllipse(c.m_x - r * 1.1, c.m_y - r * 1.1, r * 2.2, r * 2.2);
    }
    if (state.lastMove.to >= 0) {
        const auto c = centreOf(state.lastMove.to);
        gc.SetPen(wxPen(wxColour(30, 110, 200), std::max(2, static_cast<int>(s / 16))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawEllipse(c.m_x - r * 1.05, c.m_y - r * 1.05, r * 2.1, r * 2.1);
    }
    if (state.selected >= 0) {
        const auto c = centreOf(state.selected);
        gc.SetPen(wxPen(wxColour(20, 160, 60), std::max(2, static_cast<int>(s / 12))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawEllipse(c.m_x - r * 1.08, c.m_y - r * 1.08, r * 2.16, r * 2.16);
    }
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(20, 160, 60, 170)));
    for (int cell : state.targets) {
        const auto c = centreOf(cell);
        gc.DrawEllipse(c.m_x - s * 0.12, c.m_y - s * 0.12, s * 0.24, s * 0.24);
    }
    if (state.hint.from >= 0 && state.hint.to >= 0) {  // best-move arrow
        const auto a = centreOf(state.hint.from), b = centreOf(state.hint.to);
        gc.SetPen(wxPen(wxColour(30, 120, 230, 200), std::max(3, static_cast<int>(s / 8))));
        gc.StrokeLine(a.m_x, a.m_y, b.m_x, b.m_y);
        gc.SetBrush(wxBrush(wxColour(30, 120, 230, 200)));
        gc.DrawEllipse(b.m_x - s * 0.15, b.m_y - s * 0.15, s * 0.3, s * 0.3);
    }
}

}  // namespace qipan::ui
