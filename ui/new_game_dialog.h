// New Game: which game and variant, and who plays each side (a person or the computer at a level).
#pragma once

#include <string>
#include <vector>

#include <wx/dialog.h>

class wxChoice;
class wxSpinCtrl;
class wxStaticText;

namespace qipan::ui {

struct PlayerSetup {
    bool computer = false;
    int level = 5;  // 1..10
};

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

private:
    void updateSideNames();
    void updateOpenings(const std::string& selected);

    wxChoice* variant_;
    wxChoice* who_[2];
    wxSpinCtrl* level_[2];
    wxStaticText* sideLabel_[2];
    wxChoice* opening_;
    wxStaticText* openingHelp_;
    std::vector<std::string> ids_;
    std::vector<std::string> openings_;  // names of the rules opening_ lists
};

}  // namespace qipan::ui
