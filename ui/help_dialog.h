// Help > How to Play: a page for each game's rules and one for using Qipan, as tabs of read-only text.
#pragma once

#include <string>
#include <vector>

#include <wx/dialog.h>

class wxNotebook;

namespace qipan::ui {

struct HelpPage {
    std::string key;  // "gomoku", "othello", "xiangqi", "qipan"
    wxString title;
    wxString text;  // paragraphs separated by blank lines
};

class HelpDialog : public wxDialog {
  public:
    // Opens on the page whose key is `first` (the game on the board).
    HelpDialog(wxWindow* parent, const std::vector<HelpPage>& pages, const std::string& first);

    // For tests: the tabs and the one shown.
    wxNotebook* notebook() const { return notebook_; }

  private:
    wxNotebook* notebook_;
};

}  // namespace qipan::ui
