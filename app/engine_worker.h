// EngineWorker: runs a Game's search on a worker thread so the window never freezes. Progress and the
// final result reach the GUI thread through CallAfter on the owning event handler; a request carries the
// document's position serial so a result for a position that has since changed can be dropped. Progress
// is coalesced: while one report waits for the GUI thread, later ones replace it, so a fast search never
// floods the event queue and the GUI always gets the newest lines.
// Destroying the worker (or start()/cancel()) stops the running search at once and joins the thread.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include <wx/event.h>

#include "game/game.h"

namespace qipan::app {

// DrawOffer: the computer weighs a draw offered to it (game/game_end.h decides from the search).
enum class EnginePurpose { Play, Hint, Analyse, DrawOffer };

class EngineWorker {
public:
    // The lines known so far, best first (one line unless several were asked for).
    using ProgressFn =
        std::function<void(std::uint64_t serial, EnginePurpose, const std::vector<SearchInfo>&)>;
    using DoneFn = std::function<void(std::uint64_t serial, EnginePurpose, const SearchResult&)>;

    // `sink` receives the CallAfter calls and must outlive this worker.
    EngineWorker(wxEvtHandler* sink, ProgressFn progress, DoneFn done);
    ~EngineWorker();
    EngineWorker(const EngineWorker&) = delete;
    EngineWorker& operator=(const EngineWorker&) = delete;

    // Cancels any running search, then searches `game` (owned from now on) on the worker thread for
    // `lines` best lines (game/multi_pv.h when more than one; the result is the best of them).
    void start(std::unique_ptr<Game> game, const SearchLimits& limits, std::uint64_t serial,
               EnginePurpose purpose, int lines = 1);
    // Stops the search and waits for the thread; its result is not delivered.
    void cancel();
    // Asks the search to finish now; the best move found so far is delivered as usual.
    void finishNow();
    bool busy() const { return busy_; }
    EnginePurpose purpose() const { return purpose_; }

private:
    wxEvtHandler* sink_;
    ProgressFn progress_;
    DoneFn done_;
    std::jthread thread_;
    std::shared_ptr<std::atomic<bool>> deliver_;  // false once the current search is cancelled
    bool busy_ = false;
    EnginePurpose purpose_ = EnginePurpose::Play;
};

}  // namespace qipan::app
