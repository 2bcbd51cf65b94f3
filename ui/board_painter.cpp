#include "ui/board_painter.h"

#include <cmath>

#include "ui/chinese_font.h"
#include "ui/gomoku_painter.h"
#include "ui/othello_painter.h"
#include "ui/xiangqi_painter.h"

namespace qipan::ui {

bool GridGeometry::hit(wxPoint2DDouble p, int& x, int& y) const {
    if (onIntersections) {
        x = static_cast<int>(std::lround((p.m_x - left) / step));
        y = static_cast<int>(std::lround((p.m_y - top) / step));
        const wxPoint2DDouble c = centre(x, y);
        // Only near the point itself, so a click between two points is not taken as either.
        if (std::hypot(p.m_x - c.m_x, p.m_y - c.m_y) > step * 0.48) return false;
    } else {
        x = static_cast<int>(std::floor((p.m_x - left) / step));
        y = static_cast<int>(std::floor((p.m_y - top) / step));
    }
    return x >= 0 && y >= 0 && x < cols && y < rows;
}

std::unique_ptr<BoardPainter> makePainter(GameFamily family) {
    switch (family) {
        case GameFamily::Gomoku:
            return std::make_unique<GomokuPainter>();
        case GameFamily::Othello:
            return std::make_unique<OthelloPainter>();
        case GameFamily::Xiangqi:
            return std::make_unique<XiangqiPainter>();
    }
    return std::make_unique<GomokuPainter>();
}

void drawStone(Painting& gc, wxPoint2DDouble c, double r, bool black) {
    // A soft shadow, then a radial gradient for a polished stone.
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(0, 0, 0, 60)));
    gc.DrawEllipse(c.m_x - r + r * 0.08, c.m_y - r + r * 0.12, 2 * r, 2 * r);
    const wxColour inner = black ? wxColour(110, 110, 110) : wxColour(255, 255, 255);
    const wxColour outer = black ? wxColour(10, 10, 10) : wxColour(200, 200, 195);
    gc.SetBrush(gc.CreateRadialGradientBrush(c.m_x - r * 0.35, c.m_y - r * 0.35, c.m_x - r * 0.35,
                                             c.m_y - r * 0.35, r * 1.6, inner, outer));
    gc.SetPen(wxPen(black ? wxColour(0, 0, 0) : wxColour(140, 140, 135), 1));
    gc.DrawEllipse(c.m_x - r, c.m_y - r, 2 * r, 2 * r);
}

void drawCoordinateText(Painting& gc, const wxString& text, wxPoint2DDouble c, double height,
                        const wxColour& colour) {
    // Xiangqi's file numbers are Chinese numerals on Red's side: those need a Chinese face.
    const int pixels = std::max(6, static_cast<int>(height));
    gc.SetFont(boardFont(text.IsAscii() ? BoardFont::Latin : BoardFont::Chinese, pixels), colour);
    double w = 0, h = 0;
    gc.GetTextExtent(text, &w, &h);
    gc.DrawText(text, c.m_x - w / 2, c.m_y - h / 2);
}

}  // namespace qipan::ui
