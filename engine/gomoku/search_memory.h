// The large tables a search keeps between moves: the transposition table and the threat search's
// tables of failed VCF/VCT attempts. They are big (tens of megabytes), so they are made once and lent
// out from a pool rather than allocated for every move: on this kind of machine touching fresh pages
// costs more than a short search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/pool.h"
#include "core/transposition_table.h"

namespace qipan::gomoku {

// Failed threat searches, keyed by position (salted with rule and board size): a failure is a fact
// about the position and the attempt's depth, so the tables never need clearing.
struct ThreatTables {
    static constexpr int kSlots = 1 << 18;
    std::vector<std::uint64_t> vcf = std::vector<std::uint64_t>(kSlots, 0);
    std::vector<std::uint64_t> vct = std::vector<std::uint64_t>(kSlots, 0);
};

struct SearchMemory {
    explicit SearchMemory(std::size_t tableMegabytes = 32) : tt(tableMegabytes) {}
    TranspositionTable tt;
    ThreatTables threats;
};

// The memories, lent for one search (or a game) and given back; thread-safe. At most two idle memories
// are kept.
Pool<SearchMemory>& searchMemories();
inline std::unique_ptr<SearchMemory> acquireSearchMemory() { return searchMemories().acquire(); }
inline void releaseSearchMemory(std::unique_ptr<SearchMemory> memory) {
    searchMemories().release(std::move(memory));
}

// Holds a borrowed memory for a scope.
class BorrowedMemory : public Borrowed<SearchMemory> {
  public:
    BorrowedMemory() : Borrowed(searchMemories()) {}
};

}  // namespace qipan::gomoku
