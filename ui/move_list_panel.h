// The move list beside the board, with buttons to replay the game: first, back, forward, last.
// Selecting a row or pressing a button sends EVT_MOVE_LIST_CURSOR with GetInt() = the number of moves
// to show (0 = the initial position). The moves after the position shown (replayed back, or undone) stay
// listed in grey: they are what going forward, or Redo, brings back.
#pragma once

#include <string>
#include <vector>

#include <wx/panel.h>

namespace qipan::ui {

wxDECLARE_EVENT(EVT_MOVE_LIST_CURSOR, wxCommandEvent);

class MoveRows;

class MoveListPanel : public wxPanel {
public:
    explicit MoveListPanel(wxWindow* parent);

    // `moves` as written by the game; `cursor` moves are on the board; moves after it are shown grey.
    void setMoves(const std::vector<std::string>& moves, std::size_t cursor, bool firstSideIsBlack);
    std::size_t cursor() const { return cursor_; }

    // The rows as shown: row 0 is the start, row n the n-th move; greyed rows are drawn in the system's
    // grey text colour. rowCentre() is a row's middle in screen coordinates (for a click).
    std::size_t rowCount() const;
    wxString rowText(std::size_t row) const;
    bool rowGreyed(std::size_t row) const;
    wxPoint rowCentre(std::size_t row) const;
    // The buttons' tooltips again, in the language now current.
    void retranslate();

  private:
    void sendCursor(std::size_t cursor);

    MoveRows* rows_;
    std::vector<wxWindow*> navButtons_;
    std::size_t count_ = 0;
    std::size_t cursor_ = 0;
};

}  // namespace qipan::ui
