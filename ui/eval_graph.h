// EvalGraph: the evaluation over the game, one point per position (0 = the start, n = after n moves),
// seen from the first player (Black in Gomoku and Othello, Red in Xiangqi): above the middle line the
// first player stands better, at the top or bottom edge a proven win. Positions the engine has not
// evaluated are gaps. The position shown is marked. A click sends EVT_EVAL_GRAPH_CURSOR with GetInt() =
// the position under the mouse. It draws numbers it is given; the app says what they mean.
#pragma once

#include <optional>
#include <vector>

#include <wx/window.h>

namespace qipan::ui {

wxDECLARE_EVENT(EVT_EVAL_GRAPH_CURSOR, wxCommandEvent);

class EvalGraph : public wxWindow {
  public:
    explicit EvalGraph(wxWindow* parent);

    // `values` in [-1, 1] (1: the first player wins), one per position; `cursor` the position shown;
    // `scale` says what the edges mean ("±5.00", "±20 discs").
    void setValues(std::vector<std::optional<double>> values, std::size_t cursor, const wxString& scale);
    // The words written at the top and bottom edges: whose advantage each side of the middle line is.
    void setLabels(const wxString& top, const wxString& bottom);
    const wxString& topLabel() const { return top_; }
    const wxString& bottomLabel() const { return bottom_; }
    const wxString& scale() const { return scale_; }
    std::size_t size() const { return values_.size(); }
    const std::optional<double>& value(std::size_t position) const { return values_.at(position); }
    // Client point of a position on the time axis (the middle line), for a click; and the position under
    // a client x.
    wxPoint positionCentre(std::size_t position) const;
    std::size_t positionAt(int x) const;

  private:
    void onPaint(wxPaintEvent& event);
    wxRect plotArea() const;

    std::vector<std::optional<double>> values_;
    std::size_t cursor_ = 0;
    wxString scale_;
    wxString top_, bottom_;
};

}  // namespace qipan::ui
