// New Game: which game and variant, who plays each side (a person or the computer at a level), and each
// side's clock (none, a time per move, game time + increment, or main time + byo-yomi periods).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <wx/dialog.h>
#include <wx/string.h>

#include "game/time_control.h"

class wxButton;
class wxChoice;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;

namespace qipan::ui {

struct PlayerSetup {
    bool computer = false;
    int level = 5;  // 1..10
    TimeControl time = {};  // this side's clock
};

// The levels New Game offers, weakest first: engine levels 1..10 chosen as a ladder in which each scores
// at least 70 % against the one below (measured with `qipan-engine match`; the table is in the README).
inline constexpr int kOfferedLevels[] = {1, 3, 5, 7, 10};
// The offered level nearest to `level` (a level kept from an older version, or set by a protocol).
int offeredLevelNear(int level);
// What a person is told of a level: its name ("Beginner" ... "Master") and what it means.
wxString levelName(int level);
wxString levelMeaning(int level);

struct NewGameSetup {
    std::string gameId = "gomoku/freestyle/15";
    PlayerSetup players[2] = {{false, 5}, {true, 5}};  // [0] moves first (Black / Red)
    // Gomoku/Renju opening rule (gomoku/opening_rule.h's names: "none", "swap2", ...); empty when not said
    // (a setup made from a game's players), which keeps the one remembered.
    std::string opening;
};

class NewGameDialog : public wxDialog {
public:
    NewGameDialog(wxWindow* parent, const NewGameSetup& initial);
    NewGameSetup setup() const;

    // The clock a side's fields describe; nothing when they describe none that can run (no time at all).
    std::optional<TimeControl> timeControl(int side) const;
    // The controls, for tests that work the dialog as a person does.
    wxChoice* whoChoice(int side) const { return who_[side]; }
    wxChoice* levelChoice(int side) const { return level_[side]; }
    wxString levelText(int side) const;

  private:
    void updateSideNames();
    void updateOpenings(const std::string& selected);
    void updateLevel(int side);
    int levelOf(int side) const;
    // Shows the fields the clock kind of `side` uses, named for what they mean in it.
    void updateClockFields(int side);
    void updateValidity();

    wxChoice* variant_;
    wxChoice* who_[2];
    wxChoice* level_[2];
    wxStaticText* levelMeaning_[2];
    wxStaticText* sideLabel_[2];
    wxChoice* opening_;
    wxStaticText* openingHelp_;
    wxChoice* clockKind_[2];
    wxSpinCtrlDouble* mainMinutes_[2];
    wxStaticText* mainLabel_[2];
    wxSpinCtrlDouble* seconds_[2];
    wxStaticText* secondsLabel_[2];
    wxSpinCtrl* periods_[2];
    wxStaticText* periodsLabel_[2];
    std::int64_t initialMainMs_[2] = {0, 0};
    wxStaticText* problem_ = nullptr;
    wxButton* ok_ = nullptr;
    std::vector<std::string> ids_;
    std::vector<std::string> openings_;  // names of the rules opening_ lists
};

}  // namespace qipan::ui
