#include "ui/opening_dialog.h"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/translation.h>

namespace qipan::ui {

namespace {

bool isWide(wxUniChar c) {
    return c.GetValue() >= 0x2E80;  // CJK characters and punctuation, full-width forms
}

bool closesPhrase(wxUniChar c) {
    static const wxString kClosing = wxString::FromUTF8("，。、；：！？）」』”’》");
    return kClosing.Find(c) != wxNOT_FOUND || c == ',' || c == '.' || c == ';' || c == ':' || c == ')';
}

}  // namespace

wxString wrapToWidth(const wxWindow& window, const wxString& text, int width) {
    wxString out, line;
    std::size_t breakAt = 0;  // where the current line may be broken (0: nowhere yet)
    for (const wxUniChar c : text) {
        if (c == '\n') {
            out += line + "\n";
            line.clear();
            breakAt = 0;
            continue;
        }
        if (isWide(c) && !closesPhrase(c) && !line.empty()) breakAt = line.length();
        line += c;
        if (c == ' ') breakAt = line.length();
        if (breakAt > 0 && window.GetTextExtent(line).x > width) {
            wxString head = line.Left(breakAt);
            head.Trim();
            out += head + "\n";
            line = line.Mid(breakAt);
            breakAt = 0;
            for (std::size_t i = 1; i < line.length(); ++i)  // the rest may hold a break of its own
                if (line[i - 1] == ' ' || (isWide(line[i]) && !closesPhrase(line[i]))) breakAt = i;
        }
    }
    return out + line;
}

wxString openingRuleTitle(gomoku::OpeningRule rule) {
    switch (rule) {
        case gomoku::OpeningRule::None:
            return _("None");
        case gomoku::OpeningRule::Swap:
            return _("Swap");
        case gomoku::OpeningRule::Swap2:
            return _("Swap2");
        case gomoku::OpeningRule::Soosorv8:
            return _("Soosorv-8");
        case gomoku::OpeningRule::Taraguchi10:
            return _("Taraguchi-10");
    }
    return {};
}

OpeningDialog::OpeningDialog(wxWindow* parent, const wxString& title, const wxString& explanation,
                             const std::vector<Option>& options, int most, int initial)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxCAPTION) {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* text = new wxStaticText(this, wxID_ANY, wrapToWidth(*this, explanation, FromDIP(440)));
    top->Add(text, 0, wxALL, 14);
    if (most > 0) {
        number_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(FromDIP(130), -1),
                                 wxSP_ARROW_KEYS, 1, most, initial);
        top->Add(number_, 0, wxLEFT | wxRIGHT | wxBOTTOM, 14);
    }
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    for (const Option& option : options) {
        auto* button = new wxButton(this, option.id, option.label);
        button->Bind(wxEVT_BUTTON, [this, id = option.id](wxCommandEvent&) {
            // Shown modally, or (in tests) shown and worked with real clicks: the same answer either way.
            SetReturnCode(id);
            if (IsModal())
                EndModal(id);
            else
                Hide();
        });
        buttons->Add(button, 0, wxLEFT, 8);
    }
    top->Add(buttons, 0, wxALIGN_RIGHT | wxRIGHT | wxBOTTOM, 14);
    SetSizerAndFit(top);
    CentreOnParent();
}

int OpeningDialog::number() const {
    return number_ ? number_->GetValue() : 0;
}

}  // namespace qipan::ui
