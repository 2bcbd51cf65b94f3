#include "ui/gomoku_painter.h"

#include <algorithm>

namespace qipan::ui {

std::vector<std::pair<int, int>> starPoints(int size) {
    const int c = size / 2;
    const int e = size >= 15 ? 3 : 2;
    std::vector<std::pair<int, int>> pts = {{c, c}, {e, e}, {size - 1 - e, e}, {e, size - 1 - e},
                                            {size - 1 - e, size - 1 - e}};
    if (size >= 19) {
        pts.push_back({c, e});
        pts.push_back({c, size - 1 - e});
        pts.push_back({e, c});
        pts.push_back({size - 1 - e, c});
    }
    return pts;
}

GridGeometry GomokuPainter::layout(wxSize size, const Game& game) const {
    GridGeometry g;
    g.cols = game.width();
    g.rows = game.height();
    g.onIntersections = true;
    // One step of margin on each side leaves room for stones on the edge lines and the coordinates.
    const double stepW = size.x / (g.cols + 1.2);
    const double stepH = size.y / (g.rows + 1.2);
    g.step = std::max(4.0, std::min(stepW, stepH));
    const double boardW = g.step * (g.cols - 1);
    const double boardH = g.step * (g.rows - 1);
    g.left = (size.x - boardW) / 2 + g.step * 0.1;
    g.top = (size.y - boardH) / 2 - g.step * 0.1;
    return g;
}

void GomokuPainter::paint(Painting& gc, wxSize size, const BoardViewState& state) const {
    const Game& game = *state.game;
    const GridGeometry g = layout(size, game);
    const double s = g.step;

    // Background and board.
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(96, 74, 52)));
    gc.DrawRectangle(0, 0, size.x, size.y);
    const double pad = s * 0.75;
    const double bx = g.left - pad, by = g.top - pad;
    const double bw = s * (g.cols - 1) + 2 * pad, bh = s * (g.rows - 1) + 2 * pad;
    gc.SetBrush(gc.CreateLinearGradientBrush(bx, by, bx + bw, by + bh, wxColour(232, 192, 128), wxColour(210, 165, 98)));
    gc.DrawRectangle(bx, by, bw, bh);

    // Grid.
    gc.SetPen(wxPen(wxColour(40, 30, 20), std::max(1, static_cast<int>(s / 28))));
    for (int x = 0; x < g.cols; ++x) {
        const auto a = g.centre(x, 0), b = g.centre(x, g.rows - 1);
        gc.StrokeLine(a.m_x, a.m_y, b.m_x, b.m_y);
    }
    for (int y = 0; y < g.rows; ++y) {
        const auto a = g.centre(0, y), b = g.centre(g.cols - 1, y);
        gc.StrokeLine(a.m_x, a.m_y, b.m_x, b.m_y);
    }
    gc.SetPen(wxPen(wxColour(40, 30, 20), std::max(2, static_cast<int>(s / 14))));
    gc.SetBrush(*wxTRANSPARENT_BRUSH);
    gc.DrawRectangle(g.left, g.top, s * (g.cols - 1), s * (g.rows - 1));
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(wxColour(40, 30, 20)));
    if (g.cols == g.rows)
        for (const auto& [x, y] : starPoints(g.cols)) {
            const auto c = g.centre(x, y);
            gc.DrawEllipse(c.m_x - s * 0.1, c.m_y - s * 0.1, s * 0.2, s * 0.2);
        }

    // Coordinates: letters under the board, numbers (1 at the bottom) to its left.
    if (state.coordinates) {
        const wxColour ink(60, 40, 20);
        for (int x = 0; x < g.cols; ++x) {
            const auto c = g.centre(x, g.rows - 1);
            drawCoordinateText(gc, wxString(static_cast<char>('a' + x)), {c.m_x, c.m_y + s * 0.62}, s * 0.34, ink);
        }
        for (int y = 0; y < g.rows; ++y) {
            const auto c = g.centre(0, y);
            drawCoordinateText(gc, wxString::Format("%d", g.rows - y), {c.m_x - s * 0.6, c.m_y}, s * 0.32, ink);
        }
    }

    // Forbidden points for Black (Renju): a red cross. Offered fifth moves ("offer N"): drawn after the
    // stones, as pale black stones with their numbers.
    for (const auto& [cell, tag] : state.marks) {
        if (tag.rfind("offer", 0) == 0) continue;
        const auto c = g.centre(cell % g.cols, cell / g.cols);
        const double r = s * 0.2;
        gc.SetPen(wxPen(wxColour(200, 20, 20), std::max(2, static_cast<int>(s / 12))));
        gc.StrokeLine(c.m_x - r, c.m_y - r, c.m_x + r, c.m_y + r);
        gc.StrokeLine(c.m_x - r, c.m_y + r, c.m_x + r, c.m_y - r);
    }

    // Stones.
    for (int y = 0; y < g.rows; ++y)
        for (int x = 0; x < g.cols; ++x) {
            const int piece = state.piece(x, y);
            if (piece == 0) continue;
            drawStone(gc, g.centre(x, y), s * 0.46, piece == 1);
        }

    for (const auto& [cell, tag] : state.marks) {
        if (tag.rfind("offer ", 0) != 0) continue;
        const auto c = g.centre(cell % g.cols, cell / g.cols);
        gc.SetPen(wxPen(wxColour(20, 20, 20), std::max(1, static_cast<int>(s / 16))));
        gc.SetBrush(wxBrush(wxColour(20, 20, 20, 110)));
        gc.DrawEllipse(c.m_x - s * 0.44, c.m_y - s * 0.44, s * 0.88, s * 0.88);
        drawCoordinateText(gc, wxString::FromUTF8(tag.substr(6)), {c.m_x, c.m_y}, s * 0.42, *wxWHITE);
    }

    // The winning line.
    if (!state.highlight.empty()) {
        gc.SetPen(wxPen(wxColour(220, 30, 30), std::max(2, static_cast<int>(s / 10))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        for (int cell : state.highlight) {
            const auto c = g.centre(cell % g.cols, cell / g.cols);
            gc.DrawEllipse(c.m_x - s * 0.5, c.m_y - s * 0.5, s, s);
        }
        const auto [minIt, maxIt] = std::minmax_element(state.highlight.begin(), state.highlight.end());
        const auto a = g.centre(*minIt % g.cols, *minIt / g.cols), b = g.centre(*maxIt % g.cols, *maxIt / g.cols);
        gc.StrokeLine(a.m_x, a.m_y, b.m_x, b.m_y);
    }

    // Last move: a small red square on the stone.
    if (state.lastMove.to >= 0) {
        const auto c = g.centre(state.lastMove.to % g.cols, state.lastMove.to / g.cols);
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(wxColour(230, 30, 30)));
        gc.DrawRectangle(c.m_x - s * 0.11, c.m_y - s * 0.11, s * 0.22, s * 0.22);
    }

    // Hint: a translucent ring where the engine would play.
    if (state.hint.to >= 0) {
        const auto c = g.centre(state.hint.to % g.cols, state.hint.to / g.cols);
        gc.SetPen(wxPen(wxColour(30, 120, 230), std::max(2, static_cast<int>(s / 9))));
        gc.SetBrush(wxBrush(wxColour(30, 120, 230, 70)));
        gc.DrawEllipse(c.m_x - s * 0.42, c.m_y - s * 0.42, s * 0.84, s * 0.84);
    }
}

}  // namespace qipan::ui
