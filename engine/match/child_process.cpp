#include "match/child_process.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace qipan::match {

namespace {
// QIPAN_MATCH_TRACE=1 shows the conversation with external engines on standard error.
bool tracing() {
    static const bool on = std::getenv("QIPAN_MATCH_TRACE") != nullptr;
    return on;
}
}  // namespace

ChildProcess::ChildProcess(const std::string& command) : platform_(std::make_unique<Platform>(command)) {}

ChildProcess::~ChildProcess() {
    stop();
}

void ChildProcess::stop(const std::string& quitLine, std::int64_t graceMs) {
    if (!platform_) return;
    if (!quitLine.empty()) writeLine(quitLine);
    platform_->closeInput();
    platform_->waitForExit(graceMs);
    platform_->killGroup();
    platform_.reset();
    eof_ = true;
}

bool ChildProcess::writeLine(const std::string& line) {
    if (tracing()) std::fprintf(stderr, "> %s\n", line.c_str());
    return platform_ && platform_->write(line + "\n");
}

std::optional<std::string> ChildProcess::readLine(std::int64_t timeoutMs) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (true) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (tracing()) std::fprintf(stderr, "< %s\n", line.c_str());
            return line;
        }
        if (eof_ || !platform_) return std::nullopt;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return std::nullopt;
        if (platform_->read(buffer_, left.count()) == Platform::Read::End) eof_ = true;
    }
}

bool ChildProcess::running() {
    return platform_ && !platform_->waitForExit(0);
}

}  // namespace qipan::match
