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
};

class NewGameDialog : public wxDialog {
public:
    NewGameDialog(wxWindow* parent, const NewGameSetup& initial);
    NewGameSetup setup() const;

private:
    void updateSideNames();

    wxChoice* variant_;
    wxChoice* who_[2];
    wxSpinCtrl* level_[2];
    wxStaticText* sideLabel_[2];
    std::vector<std::string> ids_;
};

}  // namespace qipan::ui
