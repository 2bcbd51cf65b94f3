// A painter draws one game's board into a Painting (the screen, a PNG, an SVG) and maps points back to cells.
// The canvas owns one painter per game family; geometry is recomputed from the client size on every paint, so
// the drawing stays crisp at any window size and on HiDPI screens.
#pragma once

#include <memory>

#include <wx/gdicmn.h>
#include <wx/brush.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include "game/game.h"
#include "ui/board_view_state.h"
#include "ui/painting.h"

namespace qipan::ui {

// The board's grid in client pixels: `cols` x `rows` points (intersections) or squares.
struct GridGeometry {
    double left = 0, top = 0;  // the first intersection's centre, or the first square's corner
    double step = 1;
    int cols = 1, rows = 1;
    bool onIntersections = true;

    // Client position of the centre of the point/square at column x, row y (as drawn, after flipping).
    wxPoint2DDouble centre(int x, int y) const {
        const double off = onIntersections ? 0.0 : step / 2;
        return {left + x * step + off, top + y * step + off};
    }
    // The column/row under `p`, or false when outside the board.
    bool hit(wxPoint2DDouble p, int& x, int& y) const;
};

class BoardPainter {
public:
    virtual ~BoardPainter() = default;
    // Geometry for a client area of `size` pixels and a board of the game's dimensions.
    virtual GridGeometry layout(wxSize size, const Game& game) const = 0;
    virtual void paint(Painting& gc, wxSize size, const BoardViewState& state) const = 0;
    // One piece (a stone, a disc, a Xiangqi piece: a code of Game::cell()) of `radius` pixels at `centre`,
    // as the board shows it: for the position editor's palette.
    virtual void paintPiece(Painting& gc, wxPoint2DDouble centre, double radius, int piece) const = 0;
};

std::unique_ptr<BoardPainter> makePainter(GameFamily family);

// Shared drawing helpers.
void drawStone(Painting& gc, wxPoint2DDouble centre, double radius, bool black);
void drawCoordinateText(Painting& gc, const wxString& text, wxPoint2DDouble centre, double height,
                        const wxColour& colour);

}  // namespace qipan::ui
