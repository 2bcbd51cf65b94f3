#include "ui/eval_graph.h"

#include <algorithm>
#include <cmath>

#include <wx/dcbuffer.h>
#include <wx/settings.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_EVAL_GRAPH_CURSOR, wxCommandEvent);

EvalGraph::EvalGraph(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_THEME) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(120, 80)));
    Bind(wxEVT_PAINT, &EvalGraph::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
    Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
        if (values_.empty()) return;
        wxCommandEvent event(EVT_EVAL_GRAPH_CURSOR, GetId());
        event.SetInt(static_cast<int>(positionAt(e.GetX())));
        event.SetEventObject(this);
        ProcessWindowEvent(event);
    });
}

void EvalGraph::setValues(std::vector<std::optional<double>> values, std::size_t cursor,
                          const wxString& scale) {
    if (values == values_ && cursor == cursor_ && scale == scale_) return;
    values_ = std::move(values);
    cursor_ = cursor;
    scale_ = scale;
    SetToolTip(scale_);
    Refresh();
}

void EvalGraph::setLabels(const wxString& top, const wxString& bottom) {
    if (top == top_ && bottom == bottom_) return;
    top_ = top;
    bottom_ = bottom;
    Refresh();
}

wxRect EvalGraph::plotArea() const {
    const wxSize size = GetClientSize();
    const int margin = FromDIP(4);
    return wxRect(margin, margin, std::max(1, size.x - 2 * margin), std::max(1, size.y - 2 * margin));
}

wxPoint EvalGraph::positionCentre(std::size_t position) const {
    const wxRect area = plotArea();
    const std::size_t last = std::max<std::size_t>(1, values_.size() - 1);
    return wxPoint(
        area.x + static_cast<int>(std::lround(static_cast<double>(area.width - 1) *
                                              static_cast<double>(position) / static_cast<double>(last))),
        area.y + area.height / 2);
}

std::size_t EvalGraph::positionAt(int x) const {
    if (values_.size() < 2) return 0;
    const wxRect area = plotArea();
    const double step = static_cast<double>(area.width - 1) / static_cast<double>(values_.size() - 1);
    const long position = std::lround(static_cast<double>(x - area.x) / step);
    return static_cast<std::size_t>(std::clamp<long>(position, 0, static_cast<long>(values_.size() - 1)));
}

void EvalGraph::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxColour back = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT);
    dc.SetBackground(wxBrush(back));
    dc.Clear();
    const wxRect area = plotArea();
    const int middle = area.y + area.height / 2;
    const auto yOf = [&](double v) {
        return middle - static_cast<int>(std::lround(std::clamp(v, -1.0, 1.0) * (area.height / 2 - 1)));
    };

    // The first player's advantage filled dark, the second's light, from the middle line.
    const wxColour first(60, 60, 60), second(215, 215, 215);
    for (std::size_t i = 0; i + 1 < values_.size(); ++i) {
        if (!values_[i] || !values_[i + 1]) continue;
        const wxPoint a = positionCentre(i), b = positionCentre(i + 1);
        const int ya = yOf(*values_[i]), yb = yOf(*values_[i + 1]);
        const double mean = (*values_[i] + *values_[i + 1]) / 2;
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(mean >= 0 ? first : second));
        const wxPoint shape[] = {{a.x, middle}, {a.x, ya}, {b.x, yb}, {b.x, middle}};
        dc.DrawPolygon(4, shape);
        dc.SetPen(wxPen(wxColour(30, 110, 200), FromDIP(2)));
        dc.DrawLine(a.x, ya, b.x, yb);
    }
    dc.SetPen(wxPen(wxColour(30, 110, 200), FromDIP(1)));
    dc.SetBrush(wxBrush(wxColour(30, 110, 200)));
    for (std::size_t i = 0; i < values_.size(); ++i)
        if (values_[i] && (i == 0 || !values_[i - 1]) && (i + 1 == values_.size() || !values_[i + 1]))
            dc.DrawCircle(positionCentre(i).x, yOf(*values_[i]), FromDIP(2));  // a point alone

    dc.SetPen(wxPen(text.ChangeLightness(150), 1, wxPENSTYLE_DOT));
    dc.DrawLine(area.x, middle, area.GetRight(), middle);
    if (!values_.empty()) {
        const int x = positionCentre(std::min(cursor_, values_.size() - 1)).x;
        dc.SetPen(wxPen(wxColour(220, 40, 40), FromDIP(1)));
        dc.DrawLine(x, area.y, x, area.GetBottom());
    }
    // Whose advantage is up and whose down, in small letters in the corners.
    wxFont small = GetFont();
    small.SetFractionalPointSize(small.GetFractionalPointSize() * 0.85);
    dc.SetFont(small);
    dc.SetTextForeground(text.ChangeLightness(130));
    dc.DrawText(top_, area.x + FromDIP(2), area.y);
    dc.DrawText(bottom_, area.x + FromDIP(2), area.GetBottom() - dc.GetTextExtent(bottom_).y);
}

}  // namespace qipan::ui
