// GameDocument: the wxDocument that owns one GameRecord (the game as played, with a replay cursor), the
// live Game at the cursor, who plays each side, and the engine worker that answers for the computer.
// Every change goes through changed(): it marks the document modified, refreshes the views, autosaves,
// and starts the computer when it is its turn.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include <wx/docview.h>
#include <wx/timer.h>

#include "app/engine_worker.h"
#include "app/settings.h"
#include "game/game.h"
#include "game/time_control.h"
#include "record/game_record.h"
#include "ui/new_game_dialog.h"

namespace qipan::app {

class OpeningPlay;

// The hint of UpdateAllViews when only the engine's report changed (the position did not).
wxObject* engineReportHint();
// The hint of UpdateAllViews when only the running clock's time changed.
wxObject* clockTickHint();

class GameDocument : public wxDocument {
public:
    GameDocument();
    ~GameDocument() override;

    // The setup that the next new document starts with (set by File > New before it creates one).
    static void setNextSetup(const ui::NewGameSetup& setup);
    static const ui::NewGameSetup& nextSetup();

    const GameRecord& record() const { return record_; }
    const Game& game() const { return *game_; }
    // The game's result at the position shown: the board's (Game::outcome), or, at the end of the record,
    // an end not made on the board (a resignation, an agreed or claimed draw, one read from a file).
    Outcome outcome() const;
    const ui::PlayerSetup& player(Side side) const { return players_[index(side)]; }
    void setComputer(Side side, bool computer);
    void setPlayer(Side side, const ui::PlayerSetup& player);
    bool computerToMove() const;

    // A person's move: legal moves become a command on the command processor (so Undo/Redo work).
    // Returns an empty string on success, else the reason shown to the person.
    std::string playPersonMove(Move move);
    // Take back: undo the computer's reply and the person's last move together.
    void takeBack();
    void undo();
    void redo();
    // Replay: shows the position after `count` moves without losing the later ones.
    void setCursor(std::size_t count);
    // The computer moves now (plays for the side to move, or cuts its thinking short).
    void moveNow();
    void hint();
    // Game flow. The side a person plays resigns (the side to move when people play both); a draw is
    // offered to the computer, which weighs it by its search (game/game_end.h) and says yes or no, or
    // agreed at once when people play both sides; the side to move claims a draw the rules allow (or is
    // told why not). Each end is a command (Undo takes it back), announced once and written into the
    // record (Result, Termination). The caller checks canResign() / canOfferDraw().
    bool canResign() const;
    bool canOfferDraw() const;
    void resign();
    void offerDraw();
    void claimDraw();
    // Used by the end command only: `ending` ends the game at the record's end (its tags written), or the
    // record's tags before it come back.
    void applyEnding(const Outcome& ending, bool announce);
    void restoreTags(const std::map<std::string, std::string>& tags);
    // Clocks. They belong to the game as played: the live position is the one the last move, undo or
    // take-back, or the game's start left (browsing the record elsewhere changes nothing; the clocks
    // show the live game). Each side's clock there is its time control with the record's move times
    // spent; the side to move at the live position spends its move's time while it thinks (a person) or
    // searches (the computer), unless the clocks are paused or the game is over. A flag that falls ends
    // the game ("time", an undoable command, announced once); a move made too late is not played.
    // A game restored at start-up with a clock running starts paused.
    const GameClock& clock(Side side) const { return clocks_[index(side)]; }
    // What `side`'s clock shows now (its flag fallen if the game was lost on time).
    ClockState clockShown(Side side) const;
    // The time `side` has spent in the game up to the live position (the move being made included).
    std::int64_t timeUsedMs(Side side) const;
    // The time spent on the move being made at the live position.
    std::int64_t turnElapsedMs() const;
    Side liveSideToMove() const { return liveSide_; }
    bool liveGameOver() const { return liveOver_; }
    bool clockRunning() const { return turnSinceMs_ >= 0; }
    bool timed() const { return clocks_[0].timed() || clocks_[1].timed(); }
    bool clockPaused() const { return paused_; }
    bool canPauseClock() const { return timed() && !liveOver_; }
    // Game > Pause Clock: both clocks stop and the computer's search with them; resuming goes on where
    // they stopped (the computer searches again with the time its clock has left).
    void setClockPaused(bool paused);
    // The app's modal dialogs (Save As, Open, Game Information, New Game, a message box; counted, for a
    // dialog opened from another) hold the clock of a person to move while they are open: the time goes to
    // the dialog, not to the move. The computer's clock runs on, as its search does. app/qipan_app.cpp
    // calls these from a wxModalDialogHook, which sees every modal dialog shown.
    static void modalDialogOpened();
    static void modalDialogClosed();
    bool clockHeld() const;

    // Analysis: the engine thinks about every position shown, without end, and shows its best line.
    void setAnalysing(bool on);
    bool analysing() const { return analysing_; }

    // How many best lines analysis follows (1..5; kept in the settings). A change restarts the analysis.
    int analysisLineCount() const { return analysisLines_; }
    void setAnalysisLineCount(int lines);

    // Engine state for the views.
    bool thinking() const { return worker_.busy(); }
    // What the engine said last, best line first, about searchedPosition(), and why it searched. The
    // lines stay after the search ends (the computer's move played, a hint given) until another search
    // starts or another game is shown.
    const std::vector<SearchInfo>& engineLines() const { return lines_; }
    const SearchInfo* lastInfo() const { return lines_.empty() ? nullptr : &lines_.front(); }
    const Game* searchedPosition() const { return searched_.get(); }
    EnginePurpose searchPurpose() const { return searchPurpose_; }
    // The level of the computer whose search the lines are (Play).
    int searchLevel() const { return searchLevel_; }
    // The engine's last score for `position` from the first player's side (Black, Red), if it searched
    // it in this game (the computer's moves, hints, analysis); `proven` when it is a proven result.
    struct Evaluation {
        int score = 0;
        bool proven = false;
    };
    std::optional<Evaluation> evaluation(const Game& position) const;
    std::optional<Move> hintMove() const { return hintMove_; }
    // The message about the position shown: thinking, a hint, the result, a refused click. A message
    // belongs to its position: a change of position or the start of analysis replaces it.
    const std::string& statusMessage() const { return status_; }
    void tell(const wxString& message);
    // The interface language changed: what is said about the position is said again in the new one.
    void languageChanged();
    // Changes with every change of the position shown.
    std::uint64_t positionSerial() const { return serial_; }

    // Used by the move command only: the move played after the first `at` moves of the record. A redo
    // follows the recorded line when its move is the next one. False (and nothing changes) when the move
    // is not legal there, which the command stack never asks.
    bool applyAppend(Step step, bool redo, std::size_t at);
    // Back to `cursor` moves; `replaced` (the later moves the move had replaced) come back after it, or,
    // if there were none, the undone moves stay there.
    void applyUndo(std::vector<Step> replaced, std::size_t cursor);

    // File > Game Information: sets the record's tags (an empty value removes one) and the comment on the
    // move shown (none at the start). The document is modified and autosaved; the position and the engine
    // are left alone.
    void setGameInfo(const std::map<std::string, std::string>& tags, const std::string& moveComment);

    // Opening rules (Swap, Swap2, Soosorv-8, Taraguchi-10), chosen in New Game for Gomoku and Renju: while
    // the opening runs, the person's clicks and the computer's choices go through it (app/opening_play.h).
    OpeningPlay* openingPlay() const { return opening_.get(); }
    bool openingActive() const;
    // Used by OpeningPlay after each step: its stones become the record's moves, the players follow the
    // colours chosen, and the record keeps the rule and its steps (SGF QO/QS).
    void syncOpening();
    // A record saved during an opening (its rule and steps in the tags, its moves the opening's stones, no
    // more) goes on with the opening; any other record is a game like any other.
    void resumeOpening();

    // Replaces the whole game (used by open and by tests).
    void setRecord(GameRecord record);
    // Brings back the game of the last session at the position that was shown (`cursor` moves, clamped);
    // the computer goes on if it is its turn.
    // `clock`, when given, is the autosave's: the move times (for a file that does not keep them), the
    // time spent on the move being made, and the live position.
    void restore(GameRecord record, std::size_t cursor, const SavedClock* clock = nullptr);

    bool OnNewDocument() override;
    // "Save changes?" with buttons in Qipan's language.
    bool OnSaveModified() override;
    bool OnSaveDocument(const wxString& file) override;
    bool OnCloseDocument() override;

    // Where the game is kept automatically after every change. A game without a move from the usual start
    // is not written (a set-up position is), so a new document never replaces the last game (the one
    // start-up brings back) with an empty board.
    static std::string autosavePath(GameFamily family);

protected:
    bool DoSaveDocument(const wxString& file) override;
    bool DoOpenDocument(const wxString& file) override;

private:
    void changed(bool modifies = true);
    void maybeStartComputer();
    void maybeStartAnalysis();
    void stopEngine();
    // Starts the worker on the position shown; the lines of the last search go.
    void startEngine(const SearchLimits& limits, EnginePurpose purpose, int lines = 1);
    void autosave();
    void onEngineProgress(std::uint64_t serial, EnginePurpose purpose, const std::vector<SearchInfo>& lines);
    void onEngineDone(std::uint64_t serial, EnginePurpose purpose, const SearchResult& result);
    SearchLimits limitsFor(int level) const;
    // The limits of the computer's own move: its level's, and its clock's when it has one.
    SearchLimits playLimits() const;
    // The live position is the one shown now: the clocks are replayed to it and its move starts afresh.
    void resetTurn();
    // The side to move's clock runs or stops as the rules above say; the tick timer follows.
    void updateClockRunning();
    void onClockTick();
    // `side`'s flag fell: the game ends on time (the moves undone after the live position go).
    void flagFall(Side side);
    SavedClock savedClock() const;
    // The record keeps the clocks the game is played with (saved with it), and a game opened takes them.
    void clocksToRecord();
    void clocksFromRecord();
    static void refreshClocks();  // every document's clock runs or stops as the rules say
    wxString playersText() const;
    wxString computerThinkingText() const;
    // The record's player tags ("Human", "Qipan level 5") for a game played here.
    void namePlayers();
    static std::string today();  // "YYYY-MM-DD"

    GameRecord record_;
    std::unique_ptr<Game> game_;
    ui::PlayerSetup players_[2];
    std::uint64_t serial_ = 0;  // changes with every position change; stale engine results are dropped
    bool autoPlay_ = true;
    bool announceEnd_ = false;
    bool analysing_ = false;  // the last move ended the game: tell the person once      // false after undo/replay until the person moves or asks the computer
    std::vector<SearchInfo> lines_;
    std::unique_ptr<Game> searched_;  // the position the lines are about
    EnginePurpose searchPurpose_ = EnginePurpose::Play;
    int searchLevel_ = kFullStrength;
    int analysisLines_ = 3;
    std::map<std::string, Evaluation> evaluations_;  // by positionText()
    std::optional<Move> hintMove_;
    std::string status_;
    GameClock clocks_[2];
    std::int64_t usedMs_[2] = {0, 0};  // before the live position
    std::size_t liveCursor_ = 0;
    Side liveSide_ = Side::First;
    bool liveOver_ = false;
    std::int64_t turnAccumMs_ = 0;   // the move's time before the clock last started
    std::int64_t turnSinceMs_ = -1;  // when the clock last started (wall clock), -1 when stopped
    std::int64_t turnSavedMs_ = 0;   // the move's time the settings last kept
    bool paused_ = false;
    static int modalDialogs_;  // open now
    wxTimer clockTimer_;
    EngineWorker worker_;
    std::unique_ptr<OpeningPlay> opening_;

    wxDECLARE_DYNAMIC_CLASS(GameDocument);
};

}  // namespace qipan::app
