#include "app/engine_worker.h"

#include <atomic>

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
                         EnginePurpose purpose) {
    cancel();
    busy_ = true;
    purpose_ = purpose;
    auto deliver = std::make_shared<std::atomic<bool>>(true);
    deliver_ = deliver;
    wxEvtHandler* sink = sink_;
    // The thread owns the game; it talks to the GUI only through CallAfter, and checks `deliver` on the
    // GUI thread so that nothing from a cancelled search is applied.
    thread_ = std::jthread([this, sink, deliver, serial, purpose, limits,
                            game = std::shared_ptr<Game>(std::move(game))](std::stop_token stop) {
        const ProgressFn& progress = progress_;
        const DoneFn& done = done_;
        const qipan::ProgressFn report = [sink, deliver, serial, purpose, &progress](const SearchInfo& info) {
            sink->CallAfter([deliver, serial, purpose, info, progress] {
                if (deliver->load()) progress(serial, purpose, info);
            });
        };
        const SearchResult result = game->search(limits, stop, report);
        sink->CallAfter([this, deliver, serial, purpose, result, done] {
            if (!deliver->load()) return;
            busy_ = false;
            done(serial, purpose, result);
        });
    });
}

}  // namespace qipan::app
