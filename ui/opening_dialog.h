// A step of an opening rule that asks the person to choose: the step explained in words, one button per
// choice (or a number and OK, for Soosorv's declaration). It decides nothing: the app gives the texts
// and acts on the button pressed.
#pragma once

#include <vector>

#include <wx/dialog.h>

#include "gomoku/opening_rule.h"

class wxSpinCtrl;

namespace qipan::ui {

// `text` with line breaks so that no line is wider than `width` pixels in `window`'s font: at spaces, and
// between Chinese characters (which have no spaces; wxStaticText::Wrap leaves such text on one line).
// A line never starts with closing punctuation; a word wider than `width` stays whole.
wxString wrapToWidth(const wxWindow& window, const wxString& text, int width);

// An opening rule's name as the person reads it ("Swap2", "Soosorv-8"), in the interface's language.
wxString openingRuleTitle(gomoku::OpeningRule rule);

class OpeningDialog : public wxDialog {
  public:
    struct Option {
        int id;  // returned when its button is pressed (ShowModal's result, or GetReturnCode())
        wxString label;
    };
    // `most` > 0 adds a number from 1 to `most` (initially `initial`) above the buttons.
    OpeningDialog(wxWindow* parent, const wxString& title, const wxString& explanation,
                  const std::vector<Option>& options, int most = 0, int initial = 1);
    int number() const;
    wxSpinCtrl* numberField() const { return number_; }

  private:
    wxSpinCtrl* number_ = nullptr;
};

}  // namespace qipan::ui
