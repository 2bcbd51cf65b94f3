#include "ui/new_game_dialog.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/translation.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include "game/registry.h"
#include "gomoku/opening_rule.h"
#include "ui/opening_dialog.h"

namespace qipan::ui {

NewGameDialog::NewGameDialog(wxWindow* parent, const NewGameSetup& initial)
    : wxDialog(parent, wxID_ANY, _("New Game"), wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE) {
    auto* grid = new wxFlexGridSizer(3, wxSize(8, 8));
    grid->AddGrowableCol(1);

    grid->Add(new wxStaticText(this, wxID_ANY, _("Game:")), 0, wxALIGN_CENTER_VERTICAL);
    variant_ = new wxChoice(this, wxID_ANY);
    int selected = 0;
    for (const auto& v : gameVariants()) {
        if (v.id == initial.gameId) selected = static_cast<int>(ids_.size());
        ids_.push_back(v.id);
        variant_->Append(wxGetTranslation(wxString::FromUTF8(v.name)));
    }
    if (!ids_.empty()) variant_->SetSelection(selected);
    grid->Add(variant_, 1, wxEXPAND);
    grid->AddSpacer(1);

    for (int side = 0; side < 2; ++side) {
        sideLabel_[side] = new wxStaticText(this, wxID_ANY, "");
        grid->Add(sideLabel_[side], 0, wxALIGN_CENTER_VERTICAL);
        who_[side] = new wxChoice(this, wxID_ANY);
        who_[side]->Append(_("Person"));
        who_[side]->Append(_("Computer"));
        who_[side]->SetSelection(initial.players[side].computer ? 1 : 0);
        grid->Add(who_[side], 1, wxEXPAND);
        auto* levelBox = new wxBoxSizer(wxHORIZONTAL);
        levelBox->Add(new wxStaticText(this, wxID_ANY, _("Level")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        level_[side] = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(130, -1), wxSP_ARROW_KEYS, 1, 10,
                                      initial.players[side].level);
        level_[side]->SetToolTip(_("1 = beginner, 10 = full strength"));
        levelBox->Add(level_[side]);
        grid->Add(levelBox, 0, wxALIGN_CENTER_VERTICAL);
        level_[side]->Enable(initial.players[side].computer);
        who_[side]->Bind(wxEVT_CHOICE, [this, side](wxCommandEvent&) {
            level_[side]->Enable(who_[side]->GetSelection() == 1);
        });
    }
    // Gomoku and Renju: the opening rule (Swap and Swap2 for Gomoku, Soosorv-8 and Taraguchi-10 for Renju).
    grid->Add(new wxStaticText(this, wxID_ANY, _("Opening:")), 0, wxALIGN_CENTER_VERTICAL);
    opening_ = new wxChoice(this, wxID_ANY);
    grid->Add(opening_, 1, wxEXPAND);
    grid->AddSpacer(1);
    openingHelp_ = new wxStaticText(this, wxID_ANY, "");
    variant_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        updateSideNames();
        updateOpenings(setup().opening);
    });
    opening_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updateOpenings(setup().opening); });
    updateSideNames();
    updateOpenings(initial.opening);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, 1, wxEXPAND | wxALL, 12);
    top->Add(openingHelp_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    // Labels of our own: GTK's stock labels follow the C locale, not the language chosen in Qipan.
    auto* buttons = new wxStdDialogButtonSizer;
    buttons->AddButton(new wxButton(this, wxID_OK, _("OK")));
    buttons->AddButton(new wxButton(this, wxID_CANCEL, _("Cancel")));
    buttons->Realize();
    top->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    SetSizerAndFit(top);
    CentreOnParent();
}

void NewGameDialog::updateSideNames() {
    const int sel = variant_->GetSelection();
    const bool xiangqi = sel >= 0 && ids_[static_cast<std::size_t>(sel)].rfind("xiangqi", 0) == 0;
    sideLabel_[0]->SetLabel(xiangqi ? _("Red:") : _("Black:"));
    sideLabel_[1]->SetLabel(xiangqi ? _("Black:") : _("White:"));
    Layout();
}

void NewGameDialog::updateOpenings(const std::string& selected) {
    const int sel = variant_->GetSelection();
    const auto rules =
        gomoku::openingRulesForGame(sel >= 0 ? ids_[static_cast<std::size_t>(sel)] : std::string());
    opening_->Clear();
    openings_.clear();
    int chosen = 0;
    for (const gomoku::OpeningRule rule : rules) {
        const std::string name(gomoku::openingRuleName(rule));
        if (name == selected) chosen = static_cast<int>(openings_.size());
        openings_.push_back(name);
        opening_->Append(openingRuleTitle(rule));
    }
    opening_->SetSelection(chosen);
    opening_->Enable(openings_.size() > 1);
    static const char* const kHelp[] = {
        "",
        wxTRANSLATE(
            "Swap: the player with Black places three stones (two black, one white); the other player "
            "then chooses a colour."),
        wxTRANSLATE(
            "Swap2: the player with Black places three stones; the other player takes Black, stays White, or "
            "places two more stones and lets the first player choose."),
        wxTRANSLATE(
            "Soosorv-8: one of the 26 openings, a chance to swap, White's fourth stone and the number of "
            "fifth moves Black offers (1 to 8), another chance to swap, then White picks one offer."),
        wxTRANSLATE(
            "Taraguchi-10: the first four stones in growing central squares, with a chance to swap after "
            "each; then Black places one fifth stone or offers ten."),
    };
    const auto rule = gomoku::parseOpeningRule(openings_[static_cast<std::size_t>(chosen)]);
    const std::size_t help = rule ? static_cast<std::size_t>(*rule) : 0;
    openingHelp_->SetLabel(help == 0 ? wxString() : wxGetTranslation(kHelp[help]));
    openingHelp_->Wrap(FromDIP(420));
    Layout();
    Fit();
}

NewGameSetup NewGameDialog::setup() const {
    NewGameSetup s;
    const int sel = variant_->GetSelection();
    if (sel >= 0) s.gameId = ids_[static_cast<std::size_t>(sel)];
    for (int side = 0; side < 2; ++side) {
        s.players[side].computer = who_[side]->GetSelection() == 1;
        s.players[side].level = level_[side]->GetValue();
    }
    const int opening = opening_->GetSelection();
    if (opening >= 0 && static_cast<std::size_t>(opening) < openings_.size())
        s.opening = openings_[static_cast<std::size_t>(opening)];
    return s;
}

}  // namespace qipan::ui
