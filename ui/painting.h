// Painting: what a board painter draws with. It offers the few wxGraphicsContext calls the painters use,
// under the same names, so that one painter's drawing goes to the screen and into a PNG (through a
// wxGraphicsContext: ContextPainting) or into a scalable SVG file (SvgPainting) alike, on every system
// (wxMSW has no SVG graphics context, and Qipan's wxMSW has no libpng).
#pragma once

#include <memory>
#include <string>
#include <vector>

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

// Into an SVG document of `width` x `height` pixels: shapes, gradients and text as SVG elements (text is
// measured with the system's fonts, so it sits where it sits on screen).
class SvgPainting final : public Painting {
  public:
    SvgPainting(int width, int height);
    ~SvgPainting() override;

    // The whole document, UTF-8.
    std::string svg() const;

    using Painting::SetBrush;
    void SetBrush(const PaintBrush& brush) override { brush_ = brush; }
    void SetPen(const wxPen& pen) override { pen_ = pen; }
    void DrawRectangle(double x, double y, double w, double h) override;
    void DrawEllipse(double x, double y, double w, double h) override;
    void StrokeLine(double x1, double y1, double x2, double y2) override;
    void SetFont(const wxFont& font, const wxColour& colour) override;
    void GetTextExtent(const wxString& text, double* width, double* height) const override;
    void DrawText(const wxString& text, double x, double y) override;
    void PushState() override;
    void PopState() override;
    void Translate(double dx, double dy) override;
    void Scale(double sx, double sy) override;

  private:
    std::string fill();  // fill="..." (a gradient is added to the definitions)
    std::string stroke() const;

    int width_, height_;
    PaintBrush brush_;
    wxPen pen_ = *wxTRANSPARENT_PEN;
    wxFont font_;
    wxColour fontColour_;
    std::string defs_, body_;
    int gradients_ = 0;
    int openGroups_ = 0;
    std::vector<int> groupsAtPush_;
    std::unique_ptr<wxGraphicsContext> measure_;
};

}  // namespace qipan::ui
