#include "ui/board_canvas.h"

#include <wx/dcbuffer.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_BOARD_CELL, wxCommandEvent);

BoardCanvas::BoardCanvas(wxWindow* parent, wxWindowID id)
    : wxWindow(parent, id, wxDefaultPosition, wxSize(480, 480), wxFULL_REPAINT_ON_RESIZE | wxWANTS_CHARS),
      painter_(makePainter(GameFamily::Gomoku)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(wxSize(240, 240));
    Bind(wxEVT_PAINT, &BoardCanvas::onPaint, this);
    Bind(wxEVT_LEFT_DOWN, &BoardCanvas::onLeftDown, this);
    Bind(wxEVT_SIZE, &BoardCanvas::onSize, this);
}

void BoardCanvas::setState(BoardViewState state) {
    state_ = std::move(state);
    if (state_.game && state_.game->family() != painterFamily_) {
        painterFamily_ = state_.game->family();
        painter_ = makePainter(painterFamily_);
    }
    Refresh();
}

void BoardCanvas::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(wxColour(96, 74, 52)));
    dc.Clear();
    if (!state_.game) return;
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    painter_->paint(*gc, GetClientSize(), state_);
}

void BoardCanvas::onSize(wxSizeEvent& event) {
    Refresh();
    event.Skip();
}

int BoardCanvas::cellAt(wxPoint point) const {
    if (!state_.game) return -1;
    const GridGeometry g = painter_->layout(GetClientSize(), *state_.game);
    int x = 0, y = 0;
    if (!g.hit(wxPoint2DDouble(point.x, point.y), x, y)) return -1;
    if (state_.flipped) {
        x = g.cols - 1 - x;
        y = g.rows - 1 - y;
    }
    return y * g.cols + x;
}

wxPoint BoardCanvas::cellCentre(int cell) const {
    if (!state_.game || cell < 0) return {-1, -1};
    const GridGeometry g = painter_->layout(GetClientSize(), *state_.game);
    int x = cell % g.cols, y = cell / g.cols;
    if (state_.flipped) {
        x = g.cols - 1 - x;
        y = g.rows - 1 - y;
    }
    const auto c = g.centre(x, y);
    return {static_cast<int>(c.m_x + 0.5), static_cast<int>(c.m_y + 0.5)};
}

void BoardCanvas::onLeftDown(wxMouseEvent& event) {
    SetFocus();
    const int cell = cellAt(event.GetPosition());
    if (cell >= 0) {
        wxCommandEvent clicked(EVT_BOARD_CELL, GetId());
        clicked.SetEventObject(this);
        clicked.SetInt(cell);
        ProcessWindowEvent(clicked);
    }
    event.Skip();
}

}  // namespace qipan::ui
