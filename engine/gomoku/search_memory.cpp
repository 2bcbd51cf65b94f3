#include "gomoku/search_memory.h"

#include "core/pool.h"

namespace qipan::gomoku {

namespace {

Pool<SearchMemory>& pool() {
    static Pool<SearchMemory> memories(2, [] { return std::make_unique<SearchMemory>(); });
    return memories;
}

}  // namespace

std::unique_ptr<SearchMemory> acquireSearchMemory() { return pool().acquire(); }

void releaseSearchMemory(std::unique_ptr<SearchMemory> memory) { pool().release(std::move(memory)); }

}  // namespace qipan::gomoku
