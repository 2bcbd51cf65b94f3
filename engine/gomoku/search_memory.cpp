#include "gomoku/search_memory.h"

#include <mutex>

namespace qipan::gomoku {

namespace {

std::mutex& poolMutex() {
    static std::mutex m;
    return m;
}

std::vector<std::unique_ptr<SearchMemory>>& pool() {
    static std::vector<std::unique_ptr<SearchMemory>> idle;
    return idle;
}

}  // namespace

std::unique_ptr<SearchMemory> acquireSearchMemory() {
    {
        std::lock_guard lock(poolMutex());
        if (!pool().empty()) {
            auto memory = std::move(pool().back());
            pool().pop_back();
            return memory;
        }
    }
    return std::make_unique<SearchMemory>();
}

void releaseSearchMemory(std::unique_ptr<SearchMemory> memory) {
    if (!memory) return;
    std::lock_guard lock(poolMutex());
    if (pool().size() < 2) pool().push_back(std::move(memory));
}

}  // namespace qipan::gomoku
