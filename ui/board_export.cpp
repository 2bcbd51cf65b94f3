#include "ui/board_export.h"

#include <memory>

#include <wx/bitmap.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>

#include "ui/board_painter.h"
#include "ui/painting.h"

namespace qipan::ui {

std::string boardSvg(const BoardViewState& state, wxSize size) {
    SvgPainting painting(size.x, size.y);
    makePainter(state.game->family())->paint(painting, size, state);
    return painting.svg();
}

wxImage boardImage(const BoardViewState& state, wxSize size) {
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        dc.SetBackground(*wxWHITE_BRUSH);
        dc.Clear();
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (gc) {
            gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
            ContextPainting painting(*gc);
            makePainter(state.game->family())->paint(painting, size, state);
        }
    }
    return bitmap.ConvertToImage();
}

}  // namespace qipan::ui
