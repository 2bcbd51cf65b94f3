#include "ui/help_dialog.h"

#include <wx/button.h>
#include <wx/notebook.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace qipan::ui {

HelpDialog::HelpDialog(wxWindow* parent, const std::vector<HelpPage>& pages, const std::string& first)
    : wxDialog(parent, wxID_ANY, _("How to Play"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    notebook_ = new wxNotebook(this, wxID_ANY);
    for (const HelpPage& page : pages) {
        auto* text = new wxTextCtrl(notebook_, wxID_ANY, page.text, wxDefaultPosition, wxDefaultSize,
                                    wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP | wxBORDER_NONE);
        text->SetName(wxString::FromUTF8(page.key));
        text->SetMargins(FromDIP(8), -1);
        notebook_->AddPage(text, page.title, page.key == first);
    }
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(notebook_, 1, wxEXPAND | wxALL, FromDIP(8));
    top->Add(CreateSeparatedButtonSizer(wxCLOSE), 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    SetSizer(top);
    SetSize(FromDIP(wxSize(640, 560)));
    SetEscapeId(wxID_CLOSE);
    SetAffirmativeId(wxID_CLOSE);
}

}  // namespace qipan::ui
