#include "ui/game_info_dialog.h"

#include <wx/button.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace qipan::ui {

namespace {

std::string trimmedEnd(const wxString& text) {
    std::string s = text.utf8_string();
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\r' || s.back() == '\t'))
        s.pop_back();
    return s;
}

}  // namespace

GameInfoDialog::GameInfoDialog(wxWindow* parent, const std::vector<std::pair<wxString, wxString>>& facts,
                               std::vector<GameInfoField> fields, const wxString& moveLabel,
                               const std::string& moveComment)
    : wxDialog(parent, wxID_ANY, _("Game Information"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      fields_(std::move(fields)) {
    auto* grid = new wxFlexGridSizer(2, wxSize(12, 6));
    grid->AddGrowableCol(1, 1);
    for (const auto& [label, value] : facts) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(new wxStaticText(this, wxID_ANY, value), 1, wxEXPAND);
    }
    const int width = FromDIP(360);
    for (const GameInfoField& f : fields_) {
        const long style = f.multiline ? wxTE_MULTILINE : 0;
        auto* box = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(f.value), wxDefaultPosition,
                                   wxSize(width, f.multiline ? FromDIP(70) : -1), style);
        box->SetName(wxString::FromUTF8(f.tag));
        grid->Add(new wxStaticText(this, wxID_ANY, f.label), 0,
                  f.multiline ? wxALIGN_TOP | wxTOP : wxALIGN_CENTER_VERTICAL, FromDIP(3));
        grid->Add(box, 1, wxEXPAND);
        if (f.multiline) grid->AddGrowableRow(grid->GetEffectiveRowsCount() - 1, 1);
        boxes_.push_back(box);
    }
    if (!moveLabel.empty()) {
        moveComment_ = new wxTextCtrl(this, wxID_ANY, wxString::FromUTF8(moveComment), wxDefaultPosition,
                                      wxSize(width, FromDIP(70)), wxTE_MULTILINE);
        moveComment_->SetName("MoveComment");
        grid->Add(new wxStaticText(this, wxID_ANY, moveLabel), 0, wxALIGN_TOP | wxTOP, FromDIP(3));
        grid->Add(moveComment_, 1, wxEXPAND);
        grid->AddGrowableRow(grid->GetEffectiveRowsCount() - 1, 1);
    }
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, FromDIP(12));
    top->Add(CreateSeparatedButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM,
             FromDIP(12));
    SetSizerAndFit(top);
    if (!boxes_.empty()) boxes_.front()->SetFocus();
}

std::map<std::string, std::string> GameInfoDialog::values() const {
    std::map<std::string, std::string> values;
    for (std::size_t i = 0; i < fields_.size(); ++i) {
        std::string text = trimmedEnd(boxes_[i]->GetValue());
        if (!fields_[i].multiline)  // one line: a pasted line break becomes a space
            for (char& ch : text)
                if (ch == '\n' || ch == '\r') ch = ' ';
        values[fields_[i].tag] = text;
    }
    return values;
}

std::string GameInfoDialog::moveComment() const {
    return moveComment_ ? trimmedEnd(moveComment_->GetValue()) : std::string();
}

wxTextCtrl* GameInfoDialog::field(const std::string& tag) const {
    for (std::size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i].tag == tag) return boxes_[i];
    return nullptr;
}

}  // namespace qipan::ui
