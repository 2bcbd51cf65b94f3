// BoardCanvas: the window that shows a board. It paints through the painter of the game's family and
// turns a left click on a point or square into a qipan::ui::EVT_BOARD_CELL event whose GetInt() is the
// cell (y * width + x in the game's own, unflipped coordinates). It knows nothing of documents.
#pragma once

#include <memory>

#include <wx/timer.h>
#include <wx/window.h>

#include "ui/board_painter.h"
#include "ui/board_view_state.h"

namespace qipan::ui {

wxDECLARE_EVENT(EVT_BOARD_CELL, wxCommandEvent);
// A right click on a cell (the position editor takes a piece off with it); GetInt() is the cell.
wxDECLARE_EVENT(EVT_BOARD_CELL_RIGHT, wxCommandEvent);

class BoardCanvas : public wxWindow {
public:
    BoardCanvas(wxWindow* parent, wxWindowID id = wxID_ANY);

    // Shows `state`; the game it points to must stay alive until the next setState().
    void setState(BoardViewState state);
    const BoardViewState& state() const { return state_; }

    // Client position of a cell's centre, for tests and simulated clicks; (-1,-1) without a game.
    wxPoint cellCentre(int cell) const;

private:
    void onPaint(wxPaintEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onRightDown(wxMouseEvent& event);
    void onSize(wxSizeEvent& event);
    // Cell under a client point, in the game's coordinates, or -1.
    int cellAt(wxPoint point) const;
    // Starts the turning animation for discs that changed colour since the last state.
    void animateTurns();

    BoardViewState state_;
    std::unique_ptr<BoardPainter> painter_;
    GameFamily painterFamily_ = GameFamily::Gomoku;
    std::vector<int> previousCells_;  // cell contents last shown, to find the discs that turned
    wxTimer animation_;
    int animationStep_ = 0;
};

}  // namespace qipan::ui
