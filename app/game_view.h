// GameView: the wxView of a GameDocument. It shows the document on the main frame's board canvas,
// move list and status bar, and turns clicks on the board into moves (selection first for Xiangqi).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <wx/docview.h>

#include "game/game.h"

namespace qipan::app {

class GameDocument;
class MainFrame;

class GameView : public wxView {
public:
    GameView() = default;

    bool OnCreate(wxDocument* doc, long flags) override;
    void OnDraw(wxDC* dc) override;
    void OnUpdate(wxView* sender, wxObject* hint) override;
    bool OnClose(bool deleteWindow) override;
    // The document's name or modified flag changed: the frame's title follows.
    void OnChangeFilename() override;

    GameDocument* document() const;
    void cellClicked(int cell);
    void setFlipped(bool flipped);
    bool flipped() const { return flipped_; }

  private:
    // The engine's report: the best move on the board, the status bar's engine field, the analysis panel.
    void showEngine();
    // The clocks' pane: each side's time, the side to move, a fallen flag.
    void showClocks();
    // The status bar's fields fitted to the turn's text and to whether the engine has a line.
    void fitStatusFields();

    MainFrame* frame_ = nullptr;
    int selected_ = -1;  // selected piece (Xiangqi)
    bool flipped_ = false;
    std::uint64_t selectedSerial_ = 0;  // the position in which the piece was selected
    // The record's positions (as positionText) and their points on the evaluation graph.
    std::vector<std::string> positionTexts_;
    std::vector<std::optional<double>> graphValues_;
    wxString fittedTurn_;  // the turn text the status fields were last fitted to, and its field's width
    int fittedTurnWidth_ = 0;

    wxDECLARE_DYNAMIC_CLASS(GameView);
};

}  // namespace qipan::app
