// AnalysisPanel: what the engine is thinking, beside the board. A heading (what the engine does now),
// depth, score, nodes, speed and time of the best line, and the best lines themselves (several in
// analysis), each with its score, depth and moves. It shows texts the app has already written in the
// game's notation and units; it knows nothing of games or documents. Updates are shown at most ten times
// a second (the last one always), so a fast search never floods the window.
// The "Lines" control sends EVT_ANALYSIS_LINES with GetInt() = the number of lines asked for.
#pragma once

#include <vector>

#include <wx/panel.h>
#include <wx/timer.h>

class wxListCtrl;
class wxSpinCtrl;
class wxStaticText;

namespace qipan::ui {

wxDECLARE_EVENT(EVT_ANALYSIS_LINES, wxCommandEvent);

struct AnalysisLine {
    wxString score;  // "+0.35", "win in 4", "-2 discs (exact)"
    int depth = 0;
    wxString moves;  // the principal variation, in the game's notation
    bool operator==(const AnalysisLine&) const = default;
};

struct AnalysisDisplay {
    wxString heading;  // "Analysing: Black to move", "White (computer, level 5) is thinking..."
    wxString depth, score, nodes, speed, time;  // of the best line; empty before the first report
    std::vector<AnalysisLine> lines;            // best first
    bool operator==(const AnalysisDisplay&) const = default;
};

class AnalysisPanel : public wxPanel {
  public:
    explicit AnalysisPanel(wxWindow* parent);

    // Shows `display` now, or within a tenth of a second if the last update was more recent.
    void setDisplay(AnalysisDisplay display);
    // Shows the last display given now, whatever the throttle (after a change of language: what is read
    // next must already be in the new language).
    void flush();
    void setLineCount(int lines);
    int lineCount() const;

    // What the widgets show now (for tests): the heading, a field by its label's order (0 depth, 1 score,
    // 2 nodes, 3 speed, 4 time), and the cells of the lines table (column 0 #, 1 score, 2 depth, 3 moves).
    wxString heading() const;
    wxString field(int index) const;
    int rowCount() const;
    wxString cell(int row, int column) const;
    wxString columnTitle(int column) const;
    // The labels and column titles again, in the language now current.
    void retranslate();

  private:
    void show();

    wxStaticText* heading_;
    std::vector<wxStaticText*> labels_;
    std::vector<wxStaticText*> values_;
    wxStaticText* linesLabel_;
    wxSpinCtrl* lineCount_;
    wxListCtrl* lines_;
    AnalysisDisplay pending_;
    AnalysisDisplay shown_;
    bool dirty_ = false;
    wxTimer throttle_;
};

}  // namespace qipan::ui
