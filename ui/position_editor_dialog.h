// Edit Position: a board on which pieces are put and taken off, the side to move, and buttons for an empty
// board, the usual start and the position the game shows. The game's own rules judge the position at
// every change (Game::applySetup) and the dialog says what is wrong; it closes with OK only on a position
// that can be played from.
#pragma once

#include <memory>
#include <string>

#include <wx/dialog.h>

#include "game/game.h"

class wxButton;
class wxRadioBox;
class wxStaticText;

namespace qipan::ui {

class BoardCanvas;
class PiecePalette;

class PositionEditorDialog : public wxDialog {
  public:
    // Starts from `shown`, the position on the board now.
    PositionEditorDialog(wxWindow* parent, const Game& shown);
    ~PositionEditorDialog() override;

    // After OK: the position in the game's text (Game::positionText()); empty when it is the usual start.
    std::string position() const { return position_; }

    // What a person does and sees, for tests.
    BoardCanvas* board() const { return board_; }
    wxWindow* palette() const;
    wxPoint paletteCentre(int piece) const;  // where `piece` is in the palette (client coordinates)
    const Setup& setup() const { return setup_; }
    bool acceptable() const { return acceptable_; }
    int chosenPiece() const { return piece_; }
    wxString verdict() const;
    void selectPiece(int piece);  // a code of setupPieces(), or 0 to take pieces off
    void setSideToMove(Side side);
    void clearBoard();
    void usualStart();

  private:
    void put(int cell, bool takeOff);
    void changed();

    std::unique_ptr<Game> judge_;  // the game's rules; holds the setup once it passes
    std::unique_ptr<Game> usual_;  // the game's usual start, for the board's geometry too
    Setup setup_;
    Setup shown_;
    int piece_ = 0;
    bool acceptable_ = false;
    std::string position_;
    BoardCanvas* board_;
    PiecePalette* palette_;
    wxRadioBox* toMove_;
    wxStaticText* verdict_;
    wxButton* ok_;
};

// The pieces a position editor puts on the board, drawn as the board draws them, and an eraser (code 0).
// A click selects one: EVT_PIECE_CHOSEN with GetInt() = the code.
wxDECLARE_EVENT(EVT_PIECE_CHOSEN, wxCommandEvent);

}  // namespace qipan::ui
