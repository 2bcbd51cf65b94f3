#include "ui/new_game_dialog.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/translation.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include "core/levels.h"
#include "game/registry.h"
#include "gomoku/opening_rule.h"
#include "ui/opening_dialog.h"

namespace qipan::ui {

int offeredLevelNear(int level) {
    int best = kOfferedLevels[0];
    for (const int offered : kOfferedLevels)
        if (std::abs(offered - level) < std::abs(best - level)) best = offered;
    return best;
}

wxString levelName(int level) {
    switch (level) {
        case 1:
            return _("Beginner");
        case 3:
            return _("Novice");
        case 5:
            return _("Intermediate");
        case 7:
            return _("Advanced");
        case kFullStrength:
            return _("Master");
        default:
            return wxString::Format(_("Level %d"), level);
    }
}

wxString levelMeaning(int level) {
    wxString what;
    switch (level) {
        case 1:
            what = _("Looks a move or two ahead and often plays a weaker move. For learning the game.");
            break;
        case 3:
            what = _("Looks a few moves ahead and now and then plays a weaker move.");
            break;
        case 5:
            what = _("Looks about five moves ahead and seldom plays a weaker move.");
            break;
        case 7:
            what = _("Searches deep and never plays a weaker move on purpose.");
            break;
        case kFullStrength:
            what = _("Full strength: everything the engine knows, and all of its time.");
            break;
        default:
            what = _("Between the named levels.");
            break;
    }
    return wxString::Format(_("%s At most %.1f s a move."), what,
                            static_cast<double>(levelMoveTimeMs(level)) / 1000.0);
}

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
        level_[side] = new wxChoice(this, wxID_ANY);
        const int initialLevel = offeredLevelNear(initial.players[side].level);
        for (const int level : kOfferedLevels) {
            level_[side]->Append(wxString::Format("%d - %s", level, levelName(level)));
            if (level == initialLevel)
                level_[side]->SetSelection(static_cast<int>(level_[side]->GetCount()) - 1);
        }
        levelBox->Add(level_[side], 1);
        grid->Add(levelBox, 0, wxEXPAND);
        // What the level means, in a row of its own under the level (empty for a person).
        grid->AddSpacer(0);
        grid->AddSpacer(0);
        levelMeaning_[side] = new wxStaticText(this, wxID_ANY, "");
        grid->Add(levelMeaning_[side]);
        who_[side]->Bind(wxEVT_CHOICE, [this, side](wxCommandEvent&) { updateLevel(side); });
        level_[side]->Bind(wxEVT_CHOICE, [this, side](wxCommandEvent&) { updateLevel(side); });
        updateLevel(side);

        // The side's clock: its kind, then the fields that kind uses.
        const TimeControl& time = initial.players[side].time;
        grid->Add(new wxStaticText(this, wxID_ANY, _("Clock:")), 0, wxALIGN_CENTER_VERTICAL | wxLEFT, 12);
        clockKind_[side] = new wxChoice(this, wxID_ANY);
        clockKind_[side]->Append(_("No clock"));
        clockKind_[side]->Append(_("Time per move"));
        clockKind_[side]->Append(_("Game time + increment"));
        clockKind_[side]->Append(_("Byo-yomi"));
        clockKind_[side]->SetSelection(static_cast<int>(time.kind));
        clockKind_[side]->SetToolTip(
            _("Time per move: each move has the same time. Game time + increment: one time for the whole "
              "game, and the increment is added after each move. Byo-yomi: the main time, then periods "
              "of a fixed time; a move made within a period keeps it, a period run out is lost. The game "
              "is lost when the time is up."));
        grid->Add(clockKind_[side], 1, wxEXPAND);
        auto* mainBox = new wxBoxSizer(wxHORIZONTAL);
        mainLabel_[side] = new wxStaticText(this, wxID_ANY, _("Main time (min)"));
        mainBox->Add(mainLabel_[side], 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        const bool hasMain =
            time.kind == TimeControl::Kind::Increment || time.kind == TimeControl::Kind::ByoYomi;
        mainMinutes_[side] =
            new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0,
                                 600, hasMain ? static_cast<double>(time.mainMs) / 60000.0 : 10, 1);
        mainMinutes_[side]->SetDigits(2);
        initialMainMs_[side] = hasMain ? time.mainMs : 600000;
        mainBox->Add(mainMinutes_[side]);
        grid->Add(mainBox, 0, wxALIGN_CENTER_VERTICAL);

        grid->AddSpacer(1);
        auto* secondsBox = new wxBoxSizer(wxHORIZONTAL);
        secondsLabel_[side] = new wxStaticText(this, wxID_ANY, "");
        secondsBox->Add(secondsLabel_[side], 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        const double secondsValue =
            time.kind == TimeControl::Kind::Increment ? static_cast<double>(time.incrementMs) / 1000.0
            : time.kind == TimeControl::Kind::None    ? 30
                                                      : static_cast<double>(time.moveMs) / 1000.0;
        seconds_[side] = new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                              wxSP_ARROW_KEYS, 0, 3600, secondsValue, 1);
        seconds_[side]->SetDigits(1);
        secondsBox->Add(seconds_[side]);
        grid->Add(secondsBox, 1, wxEXPAND);
        auto* periodsBox = new wxBoxSizer(wxHORIZONTAL);
        periodsLabel_[side] = new wxStaticText(this, wxID_ANY, _("Periods"));
        periodsBox->Add(periodsLabel_[side], 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
        periods_[side] =
            new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 99,
                           time.kind == TimeControl::Kind::ByoYomi ? time.periods : 5);
        periodsBox->Add(periods_[side]);
        grid->Add(periodsBox, 0, wxALIGN_CENTER_VERTICAL);

        // Names by which tests find the fields.
        who_[side]->SetName(wxString::Format("who%d", side));
        level_[side]->SetName(wxString::Format("level%d", side));
        clockKind_[side]->SetName(wxString::Format("clockKind%d", side));
        mainMinutes_[side]->SetName(wxString::Format("mainMinutes%d", side));
        seconds_[side]->SetName(wxString::Format("seconds%d", side));
        periods_[side]->SetName(wxString::Format("periods%d", side));
        clockKind_[side]->Bind(wxEVT_CHOICE, [this, side](wxCommandEvent&) { updateClockFields(side); });
        for (wxWindow* field :
             {static_cast<wxWindow*>(mainMinutes_[side]), static_cast<wxWindow*>(seconds_[side])})
            field->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent&) { updateValidity(); });
        mainMinutes_[side]->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateValidity(); });
        seconds_[side]->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { updateValidity(); });
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
    problem_ = new wxStaticText(this, wxID_ANY, "");
    problem_->SetForegroundColour(wxColour(190, 20, 20));
    top->Add(problem_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    // Labels of our own: GTK's stock labels follow the C locale, not the language chosen in Qipan.
    auto* buttons = new wxStdDialogButtonSizer;
    ok_ = new wxButton(this, wxID_OK, _("OK"));
    buttons->AddButton(ok_);
    buttons->AddButton(new wxButton(this, wxID_CANCEL, _("Cancel")));
    buttons->Realize();
    top->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 12);
    for (int side = 0; side < 2; ++side) updateClockFields(side);
    SetSizerAndFit(top);
    CentreOnParent();
}

void NewGameDialog::updateClockFields(int side) {
    const auto kind = static_cast<TimeControl::Kind>(std::max(0, clockKind_[side]->GetSelection()));
    const bool hasMain = kind == TimeControl::Kind::Increment || kind == TimeControl::Kind::ByoYomi;
    mainLabel_[side]->Enable(hasMain);
    mainMinutes_[side]->Enable(hasMain);
    secondsLabel_[side]->Enable(kind != TimeControl::Kind::None);
    seconds_[side]->Enable(kind != TimeControl::Kind::None);
    periodsLabel_[side]->Enable(kind == TimeControl::Kind::ByoYomi);
    periods_[side]->Enable(kind == TimeControl::Kind::ByoYomi);
    secondsLabel_[side]->SetLabel(kind == TimeControl::Kind::Increment ? _("Increment (s)")
                                  : kind == TimeControl::Kind::ByoYomi ? _("Period (s)")
                                                                       : _("Seconds a move"));
    updateValidity();
    Layout();
}

void NewGameDialog::updateValidity() {
    if (!problem_ || !ok_) return;  // still being built
    wxString problem;
    for (int side = 0; side < 2 && problem.empty(); ++side)
        if (!timeControl(side))
            problem =
                wxString::Format(_("%s has a clock without time: give it some time or choose No clock."),
                                 sideLabel_[side]->GetLabel().BeforeLast(':'));
    if (problem_->GetLabel() != problem) {
        problem_->SetLabel(problem);
        Layout();
    }
    ok_->Enable(problem.empty());
}

std::optional<TimeControl> NewGameDialog::timeControl(int side) const {
    const auto ms = [](double seconds) { return static_cast<std::int64_t>(std::lround(seconds * 1000.0)); };
    // The main time as it came in when the field still shows it (20 s is shown as 0.33 min).
    const auto mainMs = [&] {
        const double minutes = mainMinutes_[side]->GetValue();
        const double initial = static_cast<double>(initialMainMs_[side]) / 60000.0;
        return std::abs(minutes - initial) < 0.005 ? initialMainMs_[side] : ms(minutes * 60);
    };
    TimeControl c;
    c.kind = static_cast<TimeControl::Kind>(std::max(0, clockKind_[side]->GetSelection()));
    switch (c.kind) {
        case TimeControl::Kind::None:
            return c;
        case TimeControl::Kind::PerMove:
            c.moveMs = ms(seconds_[side]->GetValue());
            if (c.moveMs <= 0) return std::nullopt;
            return c;
        case TimeControl::Kind::Increment:
            c.mainMs = mainMs();
            c.incrementMs = ms(seconds_[side]->GetValue());
            if (c.mainMs <= 0) return std::nullopt;
            return c;
        case TimeControl::Kind::ByoYomi:
            c.mainMs = mainMs();
            c.moveMs = ms(seconds_[side]->GetValue());
            c.periods = periods_[side]->GetValue();
            if (c.moveMs <= 0 || c.periods < 1) return std::nullopt;
            return c;
    }
    return std::nullopt;
}

int NewGameDialog::levelOf(int side) const {
    const int sel = level_[side]->GetSelection();
    return sel >= 0 && sel < static_cast<int>(std::size(kOfferedLevels)) ? kOfferedLevels[sel]
                                                                         : kOfferedLevels[0];
}

wxString NewGameDialog::levelText(int side) const {
    return levelMeaning_[side]->GetLabel();
}

// The level matters only for the computer; what it means is said under it, wrapped to the dialog's width.
void NewGameDialog::updateLevel(int side) {
    const bool computer = who_[side]->GetSelection() == 1;
    level_[side]->Enable(computer);
    // Wrapped by hand: wxStaticText::Wrap breaks only at spaces, and Chinese has none.
    levelMeaning_[side]->SetLabel(
        computer ? wrapToWidth(*this, levelMeaning(levelOf(side)), FromDIP(320)) : wxString());
    if (GetSizer()) {  // not while the dialog is still being built
        Layout();
        Fit();
    }
}

void NewGameDialog::updateSideNames() {
    const int sel = variant_->GetSelection();
    const bool xiangqi = sel >= 0 && ids_[static_cast<std::size_t>(sel)].rfind("xiangqi", 0) == 0;
    sideLabel_[0]->SetLabel(xiangqi ? _("Red:") : _("Black:"));
    sideLabel_[1]->SetLabel(xiangqi ? _("Black:") : _("White:"));
    updateValidity();  // its message names the sides
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
    openingHelp_->SetLabel(help == 0 ? wxString()
                                     : wrapToWidth(*this, wxGetTranslation(kHelp[help]), FromDIP(420)));
    Layout();
    Fit();
}

NewGameSetup NewGameDialog::setup() const {
    NewGameSetup s;
    const int sel = variant_->GetSelection();
    if (sel >= 0) s.gameId = ids_[static_cast<std::size_t>(sel)];
    for (int side = 0; side < 2; ++side) {
        s.players[side].computer = who_[side]->GetSelection() == 1;
        s.players[side].level = levelOf(side);
        s.players[side].time = timeControl(side).value_or(TimeControl{});
    }
    const int opening = opening_->GetSelection();
    if (opening >= 0 && static_cast<std::size_t>(opening) < openings_.size())
        s.opening = openings_[static_cast<std::size_t>(opening)];
    return s;
}

}  // namespace qipan::ui
