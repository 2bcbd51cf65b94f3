#include "ui/board_canvas.h"

#include <algorithm>

#include <wx/dcbuffer.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_BOARD_CELL, wxCommandEvent);
wxDEFINE_EVENT(EVT_BOARD_CELL_RIGHT, wxCommandEvent);

BoardCanvas::BoardCanvas(wxWindow* parent, wxWindowID id)
    : wxWindow(parent, id, wxDefaultPosition, wxSize(480, 480), wxFULL_REPAINT_ON_RESIZE | wxWANTS_CHARS),
      painter_(makePainter(GameFamily::Gomoku)) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(wxSize(240, 240));
    Bind(wxEVT_PAINT, &BoardCanvas::onPaint, this);
    Bind(wxEVT_LEFT_DOWN, &BoardCanvas::onLeftDown, this);
    // A second click on a point soon after the first comes as a double click: it is a click all the same.
    Bind(wxEVT_LEFT_DCLICK, &BoardCanvas::onLeftDown, this);
    Bind(wxEVT_RIGHT_DOWN, &BoardCanvas::onRightDown, this);
    Bind(wxEVT_SIZE, &BoardCanvas::onSize, this);
    animation_.SetOwner(this);
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        constexpr int kSteps = 10;  // 10 frames of 25 ms: a quarter of a second
        state_.turnPhase = std::min(1.0, ++animationStep_ / double(kSteps));
        if (state_.turnPhase >= 1.0) {
            animation_.Stop();
            state_.turning.clear();
        }
        Refresh();
    });
}

void BoardCanvas::animateTurns() {
    std::vector<int> cells;
    const Game& game = *state_.game;
    for (int y = 0; y < game.height(); ++y)
        for (int x = 0; x < game.width(); ++x) cells.push_back(state_.piece(x, y));
    std::vector<int> turned;
    if (previousCells_.size() == cells.size())
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (previousCells_[i] != 0 && cells[i] != 0 && previousCells_[i] != cells[i]) turned.push_back(static_cast<int>(i));
    previousCells_ = std::move(cells);
    state_.turning = turned;
    state_.turnPhase = turned.empty() ? 1.0 : 0.0;
    animationStep_ = 0;
    if (turned.empty())
        animation_.Stop();
    else if (IsShownOnScreen())
        animation_.Start(25);
    else
        state_.turnPhase = 1.0;
}

void BoardCanvas::setState(BoardViewState state) {
    state_ = std::move(state);
    if (state_.game && state_.game->family() != painterFamily_) {
        painterFamily_ = state_.game->family();
        painter_ = makePainter(painterFamily_);
        previousCells_.clear();
    }
    if (state_.game && state_.game->family() == GameFamily::Othello)
        animateTurns();
    else
        previousCells_.clear();
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
    ContextPainting painting(*gc);
    painter_->paint(painting, GetClientSize(), state_);
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

void BoardCanvas::onRightDown(wxMouseEvent& event) {
    const int cell = cellAt(event.GetPosition());
    if (cell >= 0) {
        wxCommandEvent clicked(EVT_BOARD_CELL_RIGHT, GetId());
        clicked.SetEventObject(this);
        clicked.SetInt(cell);
        ProcessWindowEvent(clicked);
    }
    event.Skip();
}

}  // namespace qipan::ui
