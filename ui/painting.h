// Painting: what a board painter draws with. It offers the few wxGraphicsContext calls the painters use,
// under the same names, so that one painter's drawing can go to other targets than a wxGraphicsContext
// (ContextPainting: the window, the position editor's palette, a bitmap); the board's export as SVG is
// to be the next (wxMSW has no SVG graphics context).
#pragma once

#include <wx/brush.h>
#include <wx/colour.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/pen.h>

namespace qipan::ui {

// A fill: none, one colour, or a gradient from colour `a` to colour `b` (linear from (x1,y1) to (x2,y2);
// radial from the origin (x1,y1) to a circle of radius r around (x2,y2)).
struct PaintBrush {
    enum class Kind { None, Solid, Linear, Radial };
    Kind kind = Kind::None;
    wxColour a, b;
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0, r = 0;
};

class Painting {
  public:
    virtual ~Painting() = default;

    PaintBrush CreateLinearGradientBrush(double x1, double y1, double x2, double y2, const wxColour& from,
                                         const wxColour& to) const;
    PaintBrush CreateRadialGradientBrush(double originX, double originY, double centreX, double centreY,
                                         double radius, const wxColour& origin, const wxColour& outer) const;
    void SetBrush(const wxBrush& brush);
    virtual void SetBrush(const PaintBrush& brush) = 0;
    virtual void SetPen(const wxPen& pen) = 0;

    virtual void DrawRectangle(double x, double y, double w, double h) = 0;
    virtual void DrawEllipse(double x, double y, double w, double h) = 0;
    virtual void StrokeLine(double x1, double y1, double x2, double y2) = 0;

    virtual void SetFont(const wxFont& font, const wxColour& colour) = 0;
    // Width and height of `text` in the current font; (x, y) of DrawText is the text's top left corner.
    virtual void GetTextExtent(const wxString& text, double* width, double* height) const = 0;
    virtual void DrawText(const wxString& text, double x, double y) = 0;

    virtual void PushState() = 0;
    virtual void PopState() = 0;
    virtual void Translate(double dx, double dy) = 0;
    virtual void Scale(double sx, double sy) = 0;
};

// Onto a wxGraphicsContext (the window, a bitmap).
class ContextPainting final : public Painting {
  public:
    explicit ContextPainting(wxGraphicsContext& gc) : gc_(gc) {}

    using Painting::SetBrush;
    void SetBrush(const PaintBrush& brush) override;
    void SetPen(const wxPen& pen) override { gc_.SetPen(pen); }
    void DrawRectangle(double x, double y, double w, double h) override { gc_.DrawRectangle(x, y, w, h); }
    void DrawEllipse(double x, double y, double w, double h) override { gc_.DrawEllipse(x, y, w, h); }
    void StrokeLine(double x1, double y1, double x2, double y2) override { gc_.StrokeLine(x1, y1, x2, y2); }
    void SetFont(const wxFont& font, const wxColour& colour) override { gc_.SetFont(font, colour); }
    void GetTextExtent(const wxString& text, double* width, double* height) const override {
        gc_.GetTextExtent(text, width, height);
    }
    void DrawText(const wxString& text, double x, double y) override { gc_.DrawText(text, x, y); }
    void PushState() override { gc_.PushState(); }
    void PopState() override { gc_.PopState(); }
    void Translate(double dx, double dy) override { gc_.Translate(dx, dy); }
    void Scale(double sx, double sy) override { gc_.Scale(sx, sy); }

  private:
    wxGraphicsContext& gc_;
};

}  // namespace qipan::ui
