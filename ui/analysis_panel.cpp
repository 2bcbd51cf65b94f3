#include "ui/analysis_panel.h"

#include <algorithm>

#include <wx/font.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/translation.h>

namespace qipan::ui {

wxDEFINE_EVENT(EVT_ANALYSIS_LINES, wxCommandEvent);

namespace {
constexpr int kThrottleMs = 100;
constexpr int kMaxLines = 5;
const char* const kFieldLabels[] = {wxTRANSLATE("Depth:"), wxTRANSLATE("Score:"), wxTRANSLATE("Nodes:"),
                                    wxTRANSLATE("Speed:"), wxTRANSLATE("Time:")};
const char* const kColumns[] = {"#", wxTRANSLATE("Score"), wxTRANSLATE("Depth"), wxTRANSLATE("Best line")};
}  // namespace

AnalysisPanel::AnalysisPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY), throttle_(this) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    heading_ =
        new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    heading_->SetFont(heading_->GetFont().Bold());
    top->Add(heading_, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    linesLabel_ = new wxStaticText(this, wxID_ANY, wxString());
    top->Add(linesLabel_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    lineCount_ = new wxSpinCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                                1, kMaxLines, 1);
    top->Add(lineCount_, 0, wxALIGN_CENTER_VERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(6));

    auto* fields = new wxBoxSizer(wxHORIZONTAL);
    for (std::size_t i = 0; i < std::size(kFieldLabels); ++i) {
        labels_.push_back(new wxStaticText(this, wxID_ANY, wxString()));
        values_.push_back(new wxStaticText(this, wxID_ANY, wxString()));
        fields->Add(labels_.back(), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        fields->Add(values_.back(), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(16));
    }
    sizer->Add(fields, 0, wxEXPAND | wxALL, FromDIP(6));

    lines_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(-1, FromDIP(110)),
                            wxLC_REPORT | wxLC_SINGLE_SEL | wxBORDER_THEME);
    for (std::size_t i = 0; i < std::size(kColumns); ++i) lines_->AppendColumn(wxString());
    lines_->SetColumnWidth(0, FromDIP(28));
    lines_->SetColumnWidth(1, FromDIP(90));
    lines_->SetColumnWidth(2, FromDIP(50));
    lines_->SetColumnWidth(3, FromDIP(600));
    sizer->Add(lines_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(sizer);
    retranslate();

    lineCount_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) {
        wxCommandEvent event(EVT_ANALYSIS_LINES, GetId());
        event.SetInt(e.GetPosition());
        event.SetEventObject(this);
        ProcessWindowEvent(event);
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
        if (!dirty_) return;
        dirty_ = false;
        show();
        throttle_.StartOnce(kThrottleMs);
    });
    lines_->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        // The moves take what the other columns leave.
        const int rest = lines_->GetClientSize().x - lines_->GetColumnWidth(0) - lines_->GetColumnWidth(1) -
                         lines_->GetColumnWidth(2);
        lines_->SetColumnWidth(3, std::max(FromDIP(200), rest));
        e.Skip();
    });
}

void AnalysisPanel::retranslate() {
    for (std::size_t i = 0; i < labels_.size(); ++i) labels_[i]->SetLabel(wxGetTranslation(kFieldLabels[i]));
    linesLabel_->SetLabel(_("Lines:"));
    lineCount_->SetToolTip(_("How many best moves the analysis follows, each with its line"));
    for (std::size_t i = 0; i < std::size(kColumns); ++i) {
        wxListItem column;
        column.SetMask(wxLIST_MASK_TEXT);
        column.SetText(i == 0 ? wxString(kColumns[0]) : wxGetTranslation(kColumns[i]));
        lines_->SetColumn(static_cast<int>(i), column);
    }
    Layout();
}

void AnalysisPanel::setLineCount(int lines) {
    lineCount_->SetValue(std::clamp(lines, 1, kMaxLines));
}

int AnalysisPanel::lineCount() const {
    return lineCount_->GetValue();
}

void AnalysisPanel::setDisplay(AnalysisDisplay display) {
    pending_ = std::move(display);
    if (throttle_.IsRunning()) {
        dirty_ = true;
        return;
    }
    show();
    throttle_.StartOnce(kThrottleMs);
}

void AnalysisPanel::flush() {
    dirty_ = false;
    show();
}

void AnalysisPanel::show() {
    if (pending_ == shown_) return;
    shown_ = pending_;
    heading_->SetLabelText(shown_.heading);
    heading_->SetToolTip(shown_.heading);
    const wxString* texts[] = {&shown_.depth, &shown_.score, &shown_.nodes, &shown_.speed, &shown_.time};
    for (std::size_t i = 0; i < values_.size(); ++i) values_[i]->SetLabelText(*texts[i]);

    // Rows are rewritten in place; only a change in their number adds or removes rows (no flicker).
    const int rows = static_cast<int>(shown_.lines.size());
    while (lines_->GetItemCount() > rows) lines_->DeleteItem(lines_->GetItemCount() - 1);
    while (lines_->GetItemCount() < rows) lines_->InsertItem(lines_->GetItemCount(), wxString());
    for (int row = 0; row < rows; ++row) {
        const AnalysisLine& line = shown_.lines[static_cast<std::size_t>(row)];
        const wxString cells[] = {wxString::Format("%d", row + 1), line.score,
                                  wxString::Format("%d", line.depth), line.moves};
        for (int column = 0; column < 4; ++column)
            if (lines_->GetItemText(row, column) != cells[column])
                lines_->SetItem(row, column, cells[column]);
    }
    Layout();
}

wxString AnalysisPanel::heading() const {
    return heading_->GetLabelText();
}

wxString AnalysisPanel::field(int index) const {
    return values_.at(static_cast<std::size_t>(index))->GetLabelText();
}

int AnalysisPanel::rowCount() const {
    return lines_->GetItemCount();
}

wxString AnalysisPanel::cell(int row, int column) const {
    return lines_->GetItemText(row, column);
}

wxString AnalysisPanel::columnTitle(int column) const {
    wxListItem item;
    item.SetMask(wxLIST_MASK_TEXT);
    lines_->GetColumn(column, item);
    return item.GetText();
}

}  // namespace qipan::ui
