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

void ClockPanel::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxColour window = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW);
    const wxColour text = wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT);
    const wxColour grey = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
    const wxColour flagRed(200, 30, 30);
    dc.SetBackground(wxBrush(window));
    dc.Clear();
    const wxSize size = GetClientSize();
    const int margin = FromDIP(4);
    int top = margin;

    const wxFont base = GetFont();
    if (!display_.heading.empty()) {
        dc.SetFont(base.Bold());
        dc.SetTextForeground(flagRed);
        dc.DrawText(display_.heading, margin + FromDIP(2), top);
        top += dc.GetCharHeight() + margin;
    }
    const int rowHeight = std::max(1, (size.y - top - margin) / 2 - margin / 2);
    const int pad = FromDIP(6);
    // The time in large figures, smaller when a short pane (the heading above takes a line) would cut
    // the detail line below it.
    wxFont small = base;
    small.SetFractionalPointSize(std::max(6.0, base.GetFractionalPointSize() - 1));
    dc.SetFont(small);
    const int detailHeight = dc.GetCharHeight();
    wxFont big = base;
    big.MakeBold();
    for (int tenths = 17; tenths >= 10; --tenths) {
        big.SetFractionalPointSize(base.GetFractionalPointSize() * tenths / 10);
        dc.SetFont(big);
        if (dc.GetCharHeight() + detailHeight + 2 * FromDIP(2) <= rowHeight) break;
    }
    for (int i = 0; i < 2; ++i) {
        const ClockFace& face = display_.faces[i];
        const wxRect row(margin, top + i * (rowHeight + margin), std::max(1, size.x - 2 * margin), rowHeight);
        if (face.toMove) {
            dc.SetBrush(wxBrush(face.flagged ? wxColour(255, 225, 225) : wxColour(255, 244, 205)));
            dc.SetPen(wxPen(face.flagged ? flagRed : wxColour(210, 150, 20), FromDIP(2)));
        } else {
            dc.SetBrush(wxBrush(window));
            dc.SetPen(wxPen(grey, 1));
        }
        dc.DrawRoundedRectangle(row, FromDIP(4));

        // First line: the side's colour and name on the left, its time on the right in large figures.
        dc.SetFont(big);
        const wxSize timeSize = dc.GetTextExtent(face.time);
        // The two lines are centred in the row.
        const int lineTop = row.y + std::max(FromDIP(2), (row.height - timeSize.y - detailHeight) / 2);

        wxFont name = base;
        if (face.toMove) name.MakeBold();
        dc.SetFont(name);
        const int nameHeight = dc.GetCharHeight();
        const int radius = std::max(3, nameHeight / 2 - 1);
        const wxPoint disc(row.x + pad + radius, lineTop + timeSize.y / 2);
        dc.SetBrush(wxBrush(face.stone.IsOk() ? face.stone : grey));
        dc.SetPen(wxPen(wxColour(60, 60, 60), 1));
        dc.DrawCircle(disc, radius);
        dc.SetTextForeground(text);
        wxString label = face.side;
        if (face.toMove) label += wxString::FromUTF8(" \u25C0");
        dc.DrawText(label, disc.x + radius + FromDIP(5), lineTop + (timeSize.y - nameHeight) / 2);

        dc.SetFont(big);
        dc.SetTextForeground(face.flagged ? flagRed : face.running ? text : grey);
        dc.DrawText(face.time, row.GetRight() - pad - timeSize.x, lineTop);

        // Second line: the time control, or where the clock stands in it (cut short if the pane is
        // narrow; the tooltip has it whole).
        dc.SetFont(face.flagged ? small.Bold() : small);
        dc.SetTextForeground(face.flagged ? flagRed : grey);
        const wxString detail =
            wxControl::Ellipsize(face.detail, dc, wxELLIPSIZE_END, std::max(1, row.width - 2 * pad));
        dc.DrawText(detail, row.x + pad, lineTop + timeSize.y);
    }
}

}  // namespace qipan::ui
