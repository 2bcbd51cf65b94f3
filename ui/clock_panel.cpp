#include "ui/clock_panel.h"

#include <algorithm>

#include <wx/control.h>
#include <wx/dcbuffer.h>
#include <wx/settings.h>

namespace qipan::ui {

ClockPanel::ClockPanel(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_THEME) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(140, 110)));
    Bind(wxEVT_PAINT, &ClockPanel::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        Refresh();
        e.Skip();
    });
}

void ClockPanel::setDisplay(const ClockDisplay& display) {
    if (display == display_) return;
    display_ = display;
    wxString tip;
    for (const ClockFace& face : display_.faces)
        if (!face.side.empty()) tip += face.side + ": " + face.time + "  " + face.detail + "\n";
    tip += display_.heading;
    tip.Trim();
    if (GetToolTipText() != tip) SetToolTip(tip);
    Refresh();
}

namespace {
wxString withArrow(const wxString& side) {
    return side + wxString::FromUTF8(" \u25C0");
}
}  // namespace

ClockLayout ClockPanel::layout(wxDC& dc) const {
    ClockLayout l;
    const wxSize size = GetClientSize();
    const int margin = FromDIP(4);
    const int pad = FromDIP(6);
    const int gap = FromDIP(8);  // between the name and the time
    const wxFont base = GetFont();
    int top = margin;
    l.heading = wxPoint(margin + FromDIP(2), top);
    if (!display_.heading.empty()) {
        dc.SetFont(base.Bold());
        top += dc.GetCharHeight() + margin;
    }
    const int rowHeight = std::max(1, (size.y - top - margin) / 2 - margin / 2);
    const int rowWidth = std::max(1, size.x - 2 * margin);
    wxFont small = base;
    small.SetFractionalPointSize(std::max(6.0, base.GetFractionalPointSize() - 1));
    l.small = small;
    dc.SetFont(small);
    const int detailHeight = dc.GetCharHeight();
    // The name's room: its disc, the name in bold with the arrow (the widest it is drawn, so the time's
    // size does not change with the turn).
    dc.SetFont(base.Bold());
    const int nameHeight = dc.GetCharHeight();
    const int radius = std::max(3, nameHeight / 2 - 1);
    int labelWidth = 0;
    for (const ClockFace& face : display_.faces)
        labelWidth = std::max(labelWidth, dc.GetTextExtent(withArrow(face.side)).x);
    const int nameRoom = 2 * radius + FromDIP(5) + labelWidth;
    // The time in large figures: smaller when a short pane (the heading above takes a line) would cut the
    // detail line below it, or a narrow one would put the figures against the name.
    wxFont big = base;
    big.MakeBold();
    for (int tenths = 17; tenths >= 10; --tenths) {
        big.SetFractionalPointSize(base.GetFractionalPointSize() * tenths / 10);
        dc.SetFont(big);
        int timeWidth = 0;
        for (const ClockFace& face : display_.faces) timeWidth = std::max(timeWidth, dc.GetTextExtent(face.time).x);
        if (dc.GetCharHeight() + detailHeight + 2 * FromDIP(2) <= rowHeight &&
            2 * pad + nameRoom + gap + timeWidth <= rowWidth)
            break;
    }
    l.big = big;
    for (int i = 0; i < 2; ++i) {
        const ClockFace& face = display_.faces[i];
        ClockLayout::Row& r = l.rows[i];
        r.frame = wxRect(margin, top + i * (rowHeight + margin), rowWidth, rowHeight);
        // First line: the side's colour and name on the left, its time on the right in large figures; the
        // two lines are centred in the row.
        dc.SetFont(big);
        const wxSize timeSize = dc.GetTextExtent(face.time);
        const int lineTop = r.frame.y + std::max(FromDIP(2), (r.frame.height - timeSize.y - detailHeight) / 2);
        r.time = wxRect(wxPoint(r.frame.GetRight() - pad - timeSize.x, lineTop), timeSize);
        r.radius = radius;
        r.disc = wxPoint(r.frame.x + pad + radius, lineTop + timeSize.y / 2);
        wxFont name = base;
        if (face.toMove) name.MakeBold();
        dc.SetFont(name);
        const int labelLeft = r.disc.x + radius + FromDIP(5);
        // Still too narrow at the smallest figures: the name is cut short (the tooltip has it whole).
        const int room = std::max(1, r.time.x - gap - labelLeft);
        r.labelText = wxControl::Ellipsize(face.toMove ? withArrow(face.side) : face.side, dc, wxELLIPSIZE_END, room);
        const wxSize labelSize = dc.GetTextExtent(r.labelText);
        r.label = wxRect(wxPoint(labelLeft, lineTop + (timeSize.y - labelSize.y) / 2), labelSize);
        // Second line: the time control, or where the clock stands in it (cut short if the pane is narrow).
        r.detail = wxRect(r.frame.x + pad, lineTop + timeSize.y, std::max(1, r.frame.width - 2 * pad), detailHeight);
    }
    return l;
}

void ClockPanel::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxColour window = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour grey = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
    const wxColour flagRed(200, 30, 30);
    dc.SetBackground(wxBrush(window));
    dc.Clear();
    const ClockLayout l = layout(dc);
    const wxFont base = GetFont();
    if (!display_.heading.empty()) {
        dc.SetFont(base.Bold());
        dc.SetTextForeground(flagRed);
        dc.DrawText(display_.heading, l.heading);
    }
    for (int i = 0; i < 2; ++i) {
        const ClockFace& face = display_.faces[i];
        const ClockLayout::Row& r = l.rows[i];
        if (face.toMove) {
            dc.SetBrush(wxBrush(face.flagged ? wxColour(255, 225, 225) : wxColour(255, 244, 205)));
            dc.SetPen(wxPen(face.flagged ? flagRed : wxColour(210, 150, 20), FromDIP(2)));
        } else {
            dc.SetBrush(wxBrush(window));
            dc.SetPen(wxPen(grey, 1));
        }
        dc.DrawRoundedRectangle(r.frame, FromDIP(4));

        dc.SetBrush(wxBrush(face.stone.IsOk() ? face.stone : grey));
        dc.SetPen(wxPen(wxColour(60, 60, 60), 1));
        dc.DrawCircle(r.disc, r.radius);
        wxFont name = base;
        if (face.toMove) name.MakeBold();
        dc.SetFont(name);
        dc.SetTextForeground(text);
        dc.DrawText(r.labelText, r.label.GetPosition());

        dc.SetFont(l.big);
        dc.SetTextForeground(face.flagged ? flagRed : face.running ? text : grey);
        dc.DrawText(face.time, r.time.GetPosition());

        dc.SetFont(face.flagged ? l.small.Bold() : l.small);
        dc.SetTextForeground(face.flagged ? flagRed : grey);
        dc.DrawText(wxControl::Ellipsize(face.detail, dc, wxELLIPSIZE_END, r.detail.width), r.detail.GetPosition());
    }
}

}  // namespace qipan::ui
