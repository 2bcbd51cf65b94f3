#include "app/engine_worker.h"

#include <atomic>
#include <mutex>

#include "game/multi_pv.h"

namespace qipan::app {

EngineWorker::EngineWorker(wxEvtHandler* sink, ProgressFn progress, DoneFn done)
    : sink_(sink), progress_(std::move(progress)), done_(std::move(done)) {}

EngineWorker::~EngineWorker() { cancel(); }

void EngineWorker::cancel() {
    if (deliver_) deliver_->store(false);
    if (thread_.joinable()) {
        thread_.request_stop();
        thread_.join();
    }
    busy_ = false;
}

void EngineWorker::finishNow() {
    if (thread_.joinable()) thread_.request_stop();
}

void EngineWorker::start(std::unique_ptr<Game> game, const SearchLimits& limits, std::uint64_t serial,
                         EnginePurpose purpose, int lines) {
    cancel();
    busy_ = true;
    purpose_ = purpose;
    auto deliver = std::make_shared<std::atomic<bool>>(true);
    deliver_ = deliver;
    wxEvtHandler* sink = sink_;
    // The thread owns the game; it talks to the GUI only through CallAfter, and checks `deliver` on the
    // GUI thread so that nothing from a cancelled search is applied.
    thread_ = std::jthread([this, sink, deliver, serial, purpose, limits, lines,
                            game = std::shared_ptr<Game>(std::move(game))](std::stop_token stop) {
        // The newest report waiting for the GUI thread; at most one CallAfter is queued at a time.
        struct Pending {
            std::mutex mutex;
            std::vector<SearchInfo> lines;
            bool posted = false;
        };
        auto pending = std::make_shared<Pending>();
        const ProgressFn progress = progress_;
        const auto report = [sink, deliver, serial, purpose, pending,
                             progress](std::vector<SearchInfo> known) {
            const std::lock_guard lock(pending->mutex);
            pending->lines = std::move(known);
            if (pending->posted) return;
            pending->posted = true;
            sink->CallAfter([deliver, serial, purpose, pending, progress] {
                std::vector<SearchInfo> newest;
                {
                    const std::lock_guard taken(pending->mutex);
                    newest = std::move(pending->lines);
                    pending->posted = false;
                }
                if (deliver->load()) progress(serial, purpose, newest);
            });
        };
        SearchResult result;
        if (lines > 1) {
            const std::vector<SearchInfo> found =
                searchLines(*game, limits, lines, stop,
                            [&report](const std::vector<SearchInfo>& known) { report(known); });
            if (!found.empty()) {
                report(found);
                const SearchInfo& best = found.front();
                result = SearchResult{best.pv.empty() ? Move{} : best.pv.front(),
                                      best.score,
                                      best.depth,
                                      best.nodes,
                                      best.elapsedMs,
                                      best.pv,
                                      best.exact};
            }
        } else {
            result = game->search(limits, stop, [&report](const SearchInfo& info) { report({info}); });
        }
        const DoneFn done = done_;
        sink->CallAfter([this, deliver, serial, purpose, result, done] {
            if (!deliver->load()) return;
            busy_ = false;
            done(serial, purpose, result);
        });
    });
}

}  // namespace qipan::app
