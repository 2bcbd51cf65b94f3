#include "ui/painting.h"

namespace qipan::ui {

PaintBrush Painting::CreateLinearGradientBrush(double x1, double y1, double x2, double y2,
                                               const wxColour& from, const wxColour& to) const {
    return PaintBrush{PaintBrush::Kind::Linear, from, to, x1, y1, x2, y2, 0};
}

PaintBrush Painting::CreateRadialGradientBrush(double originX, double originY, double centreX, double centreY,
                                               double radius, const wxColour& origin,
                                               const wxColour& outer) const {
    return PaintBrush{PaintBrush::Kind::Radial, origin, outer, originX, originY, centreX, centreY, radius};
}

void Painting::SetBrush(const wxBrush& brush) {
    PaintBrush b;
    if (brush.IsOk() && brush.GetStyle() != wxBRUSHSTYLE_TRANSPARENT && brush.GetColour().Alpha() > 0) {
        b.kind = PaintBrush::Kind::Solid;
        b.a = brush.GetColour();
    }
    SetBrush(b);
}

void ContextPainting::SetBrush(const PaintBrush& b) {
    switch (b.kind) {
        case PaintBrush::Kind::None:
            gc_.SetBrush(*wxTRANSPARENT_BRUSH);
            break;
        case PaintBrush::Kind::Solid:
            gc_.SetBrush(wxBrush(b.a));
            break;
        case PaintBrush::Kind::Linear:
            gc_.SetBrush(gc_.CreateLinearGradientBrush(b.x1, b.y1, b.x2, b.y2, b.a, b.b));
            break;
        case PaintBrush::Kind::Radial:
            gc_.SetBrush(gc_.CreateRadialGradientBrush(b.x1, b.y1, b.x2, b.y2, b.r, b.a, b.b));
            break;
    }
}

}  // namespace qipan::ui
