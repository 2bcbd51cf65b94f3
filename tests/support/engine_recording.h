// Conversations recorded with real engines (tests/data/*/..._ucci_*.txt): "> " lines were sent to the
// engine, "< " lines are its answers; each file's header says how it was recorded.
#pragma once

#include <cstdlib>
#include <string>
#include <vector>

#include "support/test_data.h"

namespace qipan::testing {

struct RecordedExchange {
    std::string sent;                  // one line sent to the engine
    std::vector<std::string> answers;  // what the engine wrote after it, up to the next line sent
};

inline std::vector<RecordedExchange> readRecording(const std::string& relative) {
    std::vector<RecordedExchange> exchanges;
    for (const std::string& line : dataLines(relative)) {
        if (line.rfind("> ", 0) == 0)
            exchanges.push_back({line.substr(2), {}});
        else if (line.rfind("< ", 0) == 0 && !exchanges.empty())
            exchanges.back().answers.push_back(line.substr(2));
        else if (line.rfind("< ", 0) != 0)
            throw std::runtime_error("recording line neither sent nor answered: " + line);
    }
    return exchanges;
}

// The last "info time X ..." of the answers (milliseconds the engine says it used), or -1.
inline long long engineTimeUsed(const RecordedExchange& e) {
    long long used = -1;
    for (const std::string& a : e.answers)
        if (a.rfind("info time ", 0) == 0) used = std::stoll(a.substr(10));
    return used;
}

// Whether the engine's last search line reports a mate (UCCI's usual mate scores are above 9000),
// after which an engine answers at once and its time says nothing about its time control.
inline bool engineSawMate(const RecordedExchange& e) {
    for (auto it = e.answers.rbegin(); it != e.answers.rend(); ++it) {
        const auto at = it->find(" score ");
        if (it->rfind("info depth ", 0) == 0 && at != std::string::npos)
            return std::abs(std::stoll(it->substr(at + 7))) > 9000;
    }
    return false;
}

}  // namespace qipan::testing
