#include "ui/move_list_panel.h"

#include <wx/button.h>
#include <wx/sizer.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_MOVE_LIST_CURSOR, wxCommandEvent);

MoveListPanel::MoveListPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    list_ = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(170, -1), 0, nullptr, wxLB_SINGLE);
    sizer->Add(list_, 1, wxEXPAND | wxALL, 4);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    struct Nav {
        const char* label;
        const char* tip;
        int which;
    };
    const Nav navs[] = {{"|<", "Go to the start", 0}, {"<", "One move back", 1}, {">", "One move forward", 2},
                        {">|", "Go to the last move", 3}};
    for (const auto& nav : navs) {
        auto* b = new wxButton(this, wxID_ANY, nav.label, wxDefaultPosition, wxSize(38, -1), wxBU_EXACTFIT);
        b->SetToolTip(wxGetTranslation(nav.tip));
        const int which = nav.which;
        b->Bind(wxEVT_BUTTON, [this, which](wxCommandEvent&) {
            switch (which) {
                case 0: sendCursor(0); break;
                case 1: if (cursor_ > 0) sendCursor(cursor_ - 1); break;
                case 2: if (cursor_ < count_) sendCursor(cursor_ + 1); break;
                default: sendCursor(count_); break;
            }
        });
        buttons->Add(b, 1, wxEXPAND | wxLEFT | wxRIGHT, 1);
    }
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 4);
    SetSizer(sizer);

    list_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
        // Row 0 is the initial position; row n shows the position after move n.
        if (e.GetSelection() >= 0) sendCursor(static_cast<std::size_t>(e.GetSelection()));
    });
}

void MoveListPanel::setMoves(const std::vector<std::string>& moves, std::size_t cursor, bool firstSideIsBlack) {
    wxArrayString rows;
    rows.Add(_("Start"));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool first = i % 2 == 0;
        const wxString who = firstSideIsBlack ? (first ? _("Black") : _("White")) : (first ? _("Red") : _("Black"));
        wxString row = wxString::Format("%3zu. %s %s", i + 1, who, wxString::FromUTF8(moves[i]));
        if (i >= cursor) row = "   " + row.Trim(false);
        rows.Add(row);
    }
    list_->Freeze();
    list_->Set(rows);
    list_->SetSelection(static_cast<int>(cursor));
    list_->EnsureVisible(static_cast<int>(cursor));
    list_->Thaw();
    count_ = moves.size();
    cursor_ = cursor;
}

std::size_t MoveListPanel::rowCount() const {
    return list_->GetCount();
}

wxString MoveListPanel::rowText(std::size_t row) const {
    return list_->GetString(static_cast<unsigned>(row));
}

void MoveListPanel::sendCursor(std::size_t cursor) {
    wxCommandEvent event(EVT_MOVE_LIST_CURSOR, GetId());
    event.SetEventObject(this);
    event.SetInt(static_cast<int>(cursor));
    ProcessWindowEvent(event);
}

}  // namespace qipan::ui
