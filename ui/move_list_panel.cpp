#include "ui/move_list_panel.h"

#include <wx/button.h>
#include <wx/dc.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/translation.h>
#include <wx/vlbox.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_MOVE_LIST_CURSOR, wxCommandEvent);

// The rows, drawn by hand so that moves after the position shown can be grey (a wxListBox cannot colour
// its rows on every platform).
class MoveRows : public wxVListBox {
  public:
    explicit MoveRows(wxWindow* parent)
        : wxVListBox(parent, wxID_ANY, wxDefaultPosition, wxSize(170, -1), wxBORDER_THEME) {
        SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX));
        // A new resolution or theme can change the default font and so the rows' height.
        Bind(wxEVT_DPI_CHANGED, [this](wxDPIChangedEvent& e) {
            forgetFont();
            e.Skip();
        });
        Bind(wxEVT_SYS_COLOUR_CHANGED, [this](wxSysColourChangedEvent& e) {
            forgetFont();
            e.Skip();
        });
    }

    bool SetFont(const wxFont& font) override {
        forgetFont();
        return wxVListBox::SetFont(font);
    }

    void set(std::vector<wxString> rows, std::size_t firstGreyed) {
        rows_ = std::move(rows);
        firstGreyed_ = firstGreyed;
        SetItemCount(rows_.size());
        RefreshAll();
    }
    std::size_t count() const { return rows_.size(); }
    const wxString& text(std::size_t row) const { return rows_.at(row); }
    bool greyed(std::size_t row) const { return row >= firstGreyed_; }

  protected:
    void OnDrawItem(wxDC& dc, const wxRect& rect, size_t row) const override {
        wxColour colour = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT);
        if (greyed(row)) colour = wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT);
        if (IsSelected(row)) colour = wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHTTEXT);
        dc.SetFont(font());
        dc.SetTextForeground(colour);
        dc.DrawText(rows_[row], rect.x + FromDIP(4), rect.y + (rect.height - charHeight()) / 2);
    }
    wxCoord OnMeasureItem(size_t) const override { return charHeight() + FromDIP(8); }

  private:
    // The font and its height, asked once: on GTK a window without a font of its own gets the default by
    // making a GTK widget each time, and the list asks for every row's height whenever its count changes
    // (19 % of the app's time in a profiled game of 40 clicked moves, growing with the game).
    const wxFont& font() const {
        if (!font_.IsOk()) font_ = GetFont();
        return font_;
    }
    int charHeight() const {
        if (charHeight_ == 0) charHeight_ = GetCharHeight();
        return charHeight_;
    }
    void forgetFont() {
        font_ = wxFont();
        charHeight_ = 0;
    }

    mutable wxFont font_;
    mutable int charHeight_ = 0;
    std::vector<wxString> rows_;
    std::size_t firstGreyed_ = 0;
};

namespace {
const char* const kTips[] = {wxTRANSLATE("Go to the start"), wxTRANSLATE("One move back"),
                             wxTRANSLATE("One move forward"), wxTRANSLATE("Go to the last move")};
}  // namespace

void MoveListPanel::retranslate() {
    for (std::size_t i = 0; i < navButtons_.size(); ++i)
        navButtons_[i]->SetToolTip(wxGetTranslation(kTips[i]));
}

MoveListPanel::MoveListPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    rows_ = new MoveRows(this);
    sizer->Add(rows_, 1, wxEXPAND | wxALL, 4);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    struct Nav {
        const char* label;
        const char* tip;
        int which;
    };
    const Nav navs[] = {{"|<", kTips[0], 0}, {"<", kTips[1], 1}, {">", kTips[2], 2}, {">|", kTips[3], 3}};
    for (const auto& nav : navs) {
        auto* b = new wxButton(this, wxID_ANY, nav.label, wxDefaultPosition, wxSize(38, -1), wxBU_EXACTFIT);
        b->SetToolTip(wxGetTranslation(nav.tip));
        navButtons_.push_back(b);
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

    rows_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
        // Row 0 is the initial position; row n shows the position after move n.
        if (e.GetSelection() >= 0) sendCursor(static_cast<std::size_t>(e.GetSelection()));
    });
}

void MoveListPanel::setMoves(const std::vector<std::string>& moves, std::size_t cursor, bool firstSideIsBlack) {
    std::vector<wxString> rows;
    rows.push_back(_("Start"));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const bool first = i % 2 == 0;
        const wxString who = firstSideIsBlack ? (first ? _("Black") : _("White")) : (first ? _("Red") : _("Black"));
        rows.push_back(wxString::Format("%3zu. %s %s", i + 1, who, wxString::FromUTF8(moves[i])));
    }
    rows_->set(std::move(rows), cursor + 1);
    rows_->SetSelection(static_cast<int>(cursor));
    if (!rows_->IsRowVisible(cursor)) rows_->ScrollToRow(cursor);
    count_ = moves.size();
    cursor_ = cursor;
}

std::size_t MoveListPanel::rowCount() const {
    return rows_->count();
}

wxString MoveListPanel::rowText(std::size_t row) const {
    return rows_->text(row);
}

bool MoveListPanel::rowGreyed(std::size_t row) const {
    return rows_->greyed(row);
}

wxPoint MoveListPanel::rowCentre(std::size_t row) const {
    const wxRect rect = rows_->GetItemRect(row);
    return rows_->ClientToScreen(wxPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
}

void MoveListPanel::sendCursor(std::size_t cursor) {
    wxCommandEvent event(EVT_MOVE_LIST_CURSOR, GetId());
    event.SetEventObject(this);
    event.SetInt(static_cast<int>(cursor));
    ProcessWindowEvent(event);
}

}  // namespace qipan::ui
