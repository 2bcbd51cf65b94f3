// ClockPanel: the two game clocks beside the board, one row a side: the side's stone or piece colour and
// name, the time it has left in large figures, and a line below (the time control, byo-yomi periods left,
// the time used when it plays without a clock). The side to move is framed and marked; a running clock
// is drawn bold; a fallen flag is red. A heading above the rows says when the clocks are paused. It shows
// texts the app has written; it knows nothing of games or documents.
#pragma once

#include <wx/colour.h>
#include <wx/dc.h>
#include <wx/font.h>
#include <wx/window.h>

namespace qipan::ui {

struct ClockFace {
    wxString side;    // "Black", "Red"
    wxString time;    // "4:59", "0:08.4"; "-" without a clock
    wxString detail;  // "5 min + 2 s", "Byo-yomi: 3 × 30 s", "Used 1:23", "Time is up"
    wxColour stone;   // the disc drawn beside the name
    bool toMove = false;
    bool running = false;
    bool flagged = false;
    bool operator==(const ClockFace&) const = default;
};

struct ClockDisplay {
    wxString heading;  // "" or "Clocks paused ..."
    ClockFace faces[2];
    bool operator==(const ClockDisplay&) const = default;
};

// Where the panel draws each row's parts, for its size and fonts.
struct ClockLayout {
    struct Row {
        wxRect frame;      // the row's rounded box
        wxPoint disc;      // the colour disc's centre
        int radius = 0;
        wxRect label;      // the side's name (and the arrow of the side to move), cut short if need be
        wxString labelText;
        wxRect time;       // the large figures
        wxRect detail;     // the line below
    };
    Row rows[2];
    wxPoint heading;       // where the heading starts, when there is one
    wxFont big;            // the time's font: as large as the row's height and width allow, the same for both
    wxFont small;          // the detail line's font
};

class ClockPanel : public wxWindow {
  public:
    explicit ClockPanel(wxWindow* parent);
    // Repaints only when something shown changed.
    void setDisplay(const ClockDisplay& display);
    const ClockDisplay& display() const { return display_; }
    // The layout of what is shown, measured with `dc` (whose font it changes).
    ClockLayout layout(wxDC& dc) const;

  private:
    void onPaint(wxPaintEvent&);

    ClockDisplay display_;
};

}  // namespace qipan::ui
