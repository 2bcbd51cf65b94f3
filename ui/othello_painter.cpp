#include "ui/othello_painter.h"

#include <algorithm>

namespace qipan::ui {

GridGeometry OthelloPainter::layout(wxSize size, const Game& game) const {
    GridGeometry g;
    g.cols = game.width();
    g.rows = game.height();
    g.onIntersections = false;
    g.step = std::max(4.0, std::min(size.x / (g.cols + 1.0), size.y / (g.rows + 1.0)));
    g.left = (size.x - g.step * g.cols) / 2 + g.step * 0.2;
    g.top = (size.y - g.step * g.rows) / 2 + g.step * 0.2;
    return g;
}

void OthelloPainter::paint(Painting& gc, wxSize size, const BoardViewState& state) const {
    const Game& game = *state.game;
    const GridGeometry g = layout(size, game);
    const double s = g.step;

    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(38, 52, 44)));
    gc.DrawRectangle(0, 0, size.x, size.y);
    gc.SetBrush(wxBrush(wxColour(24, 122, 64)));
    gc.DrawRectangle(g.left, g.top, s * g.cols, s * g.rows);

    gc.SetPen(wxPen(wxColour(10, 50, 25), std::max(1, static_cast<int>(s / 30))));
    for (int i = 0; i <= g.cols; ++i) gc.StrokeLine(g.left + i * s, g.top, g.left + i * s, g.top + s * g.rows);
    for (int i = 0; i <= g.rows; ++i) gc.StrokeLine(g.left, g.top + i * s, g.left + s * g.cols, g.top + i * s);

    // Guide dots at the corners of the central area, as on a real board.
    if (g.cols >= 8) {
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(wxColour(10, 50, 25)));
        const int a = 2, b = g.cols - 2;
        for (int x : {a, b})
            for (int y : {a, b}) gc.DrawEllipse(g.left + x * s - s * 0.07, g.top + y * s - s * 0.07, s * 0.14, s * 0.14);
    }

    if (state.coordinates) {
        const wxColour ink(220, 230, 220);
        for (int x = 0; x < g.cols; ++x)
            drawCoordinateText(gc, wxString(static_cast<char>('a' + x)), {g.left + (x + 0.5) * s, g.top - s * 0.3},
                               s * 0.3, ink);
        for (int y = 0; y < g.rows; ++y)
            drawCoordinateText(gc, wxString::Format("%d", y + 1), {g.left - s * 0.3, g.top + (y + 0.5) * s}, s * 0.3,
                               ink);
    }

    for (int y = 0; y < g.rows; ++y)
        for (int x = 0; x < g.cols; ++x) {
            const int piece = state.piece(x, y);
            if (piece == 0) continue;
            const int cell = y * g.cols + x;
            const bool turning = state.turnPhase < 1.0 &&
                                 std::find(state.turning.begin(), state.turning.end(), cell) != state.turning.end();
            if (!turning) {
                drawStone(gc, g.centre(x, y), s * 0.42, piece == 1);
                continue;
            }
            // A disc turning over: it narrows to its edge, then widens showing the new colour.
            const double t = state.turnPhase;
            const bool showNew = t >= 0.5;
            const double squash = std::max(0.08, std::abs(std::cos(t * 3.14159265)));
            const auto c = g.centre(x, y);
            gc.PushState();
            gc.Translate(c.m_x, c.m_y);
            gc.Scale(squash, 1.0);
            drawStone(gc, {0, 0}, s * 0.42, showNew ? piece == 1 : piece != 1);
            gc.PopState();
        }

    // Legal moves of the side to move: small translucent dots in its colour.
    const bool blackToMove = game.sideToMove() == Side::First;
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(blackToMove ? wxColour(0, 0, 0, 90) : wxColour(255, 255, 255, 120)));
    for (const auto& [cell, tag] : state.marks) {
        const auto c = g.centre(cell % g.cols, cell / g.cols);
        gc.DrawEllipse(c.m_x - s * 0.12, c.m_y - s * 0.12, s * 0.24, s * 0.24);
    }

    if (state.lastMove.to >= 0) {
        const auto c = g.centre(state.lastMove.to % g.cols, state.lastMove.to / g.cols);
        gc.SetBrush(wxBrush(wxColour(230, 40, 40)));
        gc.DrawEllipse(c.m_x - s * 0.08, c.m_y - s * 0.08, s * 0.16, s * 0.16);
    }
    if (state.hint.to >= 0) {
        const auto c = g.centre(state.hint.to % g.cols, state.hint.to / g.cols);
        gc.SetPen(wxPen(wxColour(255, 210, 40), std::max(2, static_cast<int>(s / 12))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawRectangle(c.m_x - s * 0.45, c.m_y - s * 0.45, s * 0.9, s * 0.9);
    }
}

}  // namespace qipan::ui
