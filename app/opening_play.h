// OpeningPlay: an opening rule (Swap, Swap2, Soosorv-8, Taraguchi-10) played in the window. The rules and
// the computer's choices are the engine's (gomoku/opening_rule.h, gomoku/opening_choice.h); this class
// turns the person's clicks into the opening's steps, asks the person's choices through dialogs that
// explain the step, runs the computer's choices on a thread of their own, and tells the person what the
// computer chose. The document keeps the stones as the record's first moves and the players following the
// colours chosen (GameDocument::syncOpening).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <wx/string.h>

#include "gomoku/opening_choice.h"
#include "gomoku/opening_rule.h"
#include "ui/new_game_dialog.h"

namespace qipan::app {

class GameDocument;

class OpeningPlay {
  public:
    // `byColour`: who plays Black and White as New Game set them; Black's player opens the protocol.
    OpeningPlay(GameDocument& doc, gomoku::OpeningRule rule, const ui::PlayerSetup (&byColour)[2]);
    // Goes on with an opening already under way (read back from a saved game); `byColour` as now.
    OpeningPlay(GameDocument& doc, gomoku::Opening opening, const ui::PlayerSetup (&byColour)[2]);
    ~OpeningPlay();
    OpeningPlay(const OpeningPlay&) = delete;
    OpeningPlay& operator=(const OpeningPlay&) = delete;

    bool active() const { return !opening_.done(); }
    const gomoku::Opening& opening() const { return opening_; }
    // Who plays `colour` now (the colours may have been swapped).
    const ui::PlayerSetup& playerOf(Side colour) const { return players_[opening_.playerOf(colour)]; }
    bool computerThinking() const { return thinking_; }
    // The opening waits for the person (a stone, an offer, a pick or a choice in a dialog).
    bool personToAct() const { return active() && personActs() && !thinking_; }

    // A click on the board's `cell` while the opening runs: the person's stone, offer (a second click
    // takes an offer back) or pick. Empty when taken; otherwise why not (English engine words or an
    // already translated sentence).
    std::string click(int cell);
    // What the opening waits for, for the status bar.
    wxString stepText() const;
    // The offered fifth moves, as board marks "offer 1", "offer 2", ...
    std::vector<std::pair<int, std::string>> marks() const;
    // After every change: starts the computer's choice when it is its step, or asks the person's
    // choice in a dialog. Does nothing while either is under way.
    void proceed();
    // The rule's name as the person reads it ("Swap2", "Soosõrv-8").
    static wxString ruleName(gomoku::OpeningRule rule);

  private:
    bool personActs() const { return !players_[opening_.step().actor].computer; }
    void think();
    void applyComputer(const gomoku::OpeningAction& action);
    void ask();
    wxString choiceExplanation() const;
    wxString colourName(Side colour) const;

    GameDocument& doc_;
    gomoku::Opening opening_;
    ui::PlayerSetup players_[2];  // [0] the opener, [1] the other player
    bool thinking_ = false;
    bool asking_ = false;
    bool telling_ = false;  // a notice of the computer's choice is open: the opening waits until it is read
    std::shared_ptr<int> alive_ = std::make_shared<int>(0);  // results posted after this is gone are dropped
    std::jthread thinker_;
};

}  // namespace qipan::app
