#include "ui/painting.h"

#include <algorithm>
#include <charconv>
#include <cmath>

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

namespace {

// A number as SVG reads it, whatever the C locale's decimal separator: at most two decimals.
std::string num(double v) {
    char buf[32];
    const auto end =
        std::to_chars(buf, buf + sizeof buf, std::round(v * 100) / 100, std::chars_format::general, 8);
    return std::string(buf, end.ptr);
}

std::string rgb(const wxColour& c) {
    return "rgb(" + std::to_string(c.Red()) + "," + std::to_string(c.Green()) + "," +
           std::to_string(c.Blue()) + ")";
}

std::string opacity(const char* attribute, const wxColour& c) {
    return c.Alpha() == 255 ? std::string()
                            : std::string(" ") + attribute + "=\"" + num(c.Alpha() / 255.0) + "\"";
}

std::string escapeXml(const wxString& text) {
    std::string out;
    for (const char c : text.utf8_string()) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

}  // namespace

SvgPainting::SvgPainting(int width, int height)
    : width_(width),
      height_(height),
      measure_(wxGraphicsRenderer::GetDefaultRenderer()->CreateMeasuringContext()) {}

SvgPainting::~SvgPainting() = default;

std::string SvgPainting::svg() const {
    std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + std::to_string(width_) +
           "\" height=\"" + std::to_string(height_) + "\" viewBox=\"0 0 " + std::to_string(width_) + " " +
           std::to_string(height_) + "\">\n";
    if (!defs_.empty()) out += "<defs>\n" + defs_ + "</defs>\n";
    out += body_;
    for (int i = 0; i < openGroups_; ++i) out += "</g>\n";
    out += "</svg>\n";
    return out;
}

std::string SvgPainting::fill() {
    switch (brush_.kind) {
        case PaintBrush::Kind::None:
            return " fill=\"none\"";
        case PaintBrush::Kind::Solid:
            return " fill=\"" + rgb(brush_.a) + "\"" + opacity("fill-opacity", brush_.a);
        case PaintBrush::Kind::Linear:
        case PaintBrush::Kind::Radial:
            break;
    }
    const std::string id = std::string("g") + std::to_string(++gradients_);
    const std::string stops = "<stop offset=\"0\" stop-color=\"" + rgb(brush_.a) + "\"" +
                              opacity("stop-opacity", brush_.a) + "/><stop offset=\"1\" stop-color=\"" +
                              rgb(brush_.b) + "\"" + opacity("stop-opacity", brush_.b) + "/>";
    if (brush_.kind == PaintBrush::Kind::Linear)
        defs_ += "<linearGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" x1=\"" + num(brush_.x1) +
                 "\" y1=\"" + num(brush_.y1) + "\" x2=\"" + num(brush_.x2) + "\" y2=\"" + num(brush_.y2) +
                 "\">" + stops + "</linearGradient>\n";
    else
        defs_ += "<radialGradient id=\"" + id + "\" gradientUnits=\"userSpaceOnUse\" fx=\"" + num(brush_.x1) +
                 "\" fy=\"" + num(brush_.y1) + "\" cx=\"" + num(brush_.x2) + "\" cy=\"" + num(brush_.y2) +
                 "\" r=\"" + num(brush_.r) + "\">" + stops + "</radialGradient>\n";
    return " fill=\"url(#" + id + ")\"";
}

std::string SvgPainting::stroke() const {
    if (!pen_.IsOk() || pen_.GetStyle() == wxPENSTYLE_TRANSPARENT || pen_.GetColour().Alpha() == 0)
        return " stroke=\"none\"";
    const double width = std::max(1, pen_.GetWidth());
    std::string s = " stroke=\"" + rgb(pen_.GetColour()) + "\"" +
                    opacity("stroke-opacity", pen_.GetColour()) + " stroke-width=\"" + num(width) + "\"";
    // wxWidgets' default pen has round caps and joins.
    if (pen_.GetCap() == wxCAP_ROUND || pen_.GetCap() == wxCAP_INVALID) s += " stroke-linecap=\"round\"";
    if (pen_.GetStyle() == wxPENSTYLE_SHORT_DASH)
        s += " stroke-dasharray=\"" + num(width * 2) + "," + num(width * 2) + "\"";
    if (pen_.GetStyle() == wxPENSTYLE_DOT)
        s += " stroke-dasharray=\"" + num(width) + "," + num(width * 2) + "\"";
    return s;
}

void SvgPainting::DrawRectangle(double x, double y, double w, double h) {
    body_ += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) +
             "\"" + fill() + stroke() + "/>\n";
}

void SvgPainting::DrawEllipse(double x, double y, double w, double h) {
    body_ += "<ellipse cx=\"" + num(x + w / 2) + "\" cy=\"" + num(y + h / 2) + "\" rx=\"" + num(w / 2) +
             "\" ry=\"" + num(h / 2) + "\"" + fill() + stroke() + "/>\n";
}

void SvgPainting::StrokeLine(double x1, double y1, double x2, double y2) {
    body_ += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) +
             "\"" + stroke() + "/>\n";
}

void SvgPainting::SetFont(const wxFont& font, const wxColour& colour) {
    font_ = font;
    fontColour_ = colour;
    if (measure_) measure_->SetFont(font, colour);
}

void SvgPainting::GetTextExtent(const wxString& text, double* width, double* height) const {
    double w = 0, h = 0;
    if (measure_) measure_->GetTextExtent(text, &w, &h);
    if (width) *width = w;
    if (height) *height = h;
}

void SvgPainting::DrawText(const wxString& text, double x, double y) {
    double w = 0, h = 0, descent = 0;
    if (measure_) measure_->GetTextExtent(text, &w, &h, &descent);
    // SVG places text by its baseline; (x, y) is the top left corner, as in wxGraphicsContext.
    const double size = font_.IsOk() ? font_.GetPixelSize().y : 12;
    std::string family = font_.IsOk() ? escapeXml(font_.GetFaceName()) : std::string();
    family = family.empty() ? "sans-serif" : "'" + family + "', sans-serif";
    body_ += "<text x=\"" + num(x) + "\" y=\"" + num(y + h - descent) + "\" font-family=\"" + family +
             "\" font-size=\"" + num(size > 0 ? size : h * 0.8) + "px\"" +
             (font_.IsOk() && font_.GetWeight() >= wxFONTWEIGHT_BOLD ? " font-weight=\"bold\"" : "") +
             " fill=\"" + rgb(fontColour_) + "\"" + opacity("fill-opacity", fontColour_) + ">" +
             escapeXml(text) + "</text>\n";
}

void SvgPainting::PushState() {
    groupsAtPush_.push_back(openGroups_);
}

void SvgPainting::PopState() {
    if (groupsAtPush_.empty()) return;
    for (; openGroups_ > groupsAtPush_.back(); --openGroups_) body_ += "</g>\n";
    groupsAtPush_.pop_back();
}

void SvgPainting::Translate(double dx, double dy) {
    body_ += "<g transform=\"translate(" + num(dx) + "," + num(dy) + ")\">\n";
    ++openGroups_;
}

void SvgPainting::Scale(double sx, double sy) {
    body_ += "<g transform=\"scale(" + num(sx) + "," + num(sy) + ")\">\n";
    ++openGroups_;
}

}  // namespace qipan::ui
