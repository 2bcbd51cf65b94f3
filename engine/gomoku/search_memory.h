// The large tables a search keeps between moves: the transposition table and the threat search's
// tables of failed VCF/VCT attempts. They are big (tens of megabytes), so they are made once and lent
// out from a pool rather than allocated for every move: on this kind of machine touching fresh pages
// costs more than a short search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

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

// Borrow a memory for one search (or a game) and give it back; thread-safe. At most two idle
// memories are kept.
std::unique_ptr<SearchMemory> acquireSearchMemory();
void releaseSearchMemory(std::unique_ptr<SearchMemory> memory);

// Holds a borrowed memory for a scope.
class BorrowedMemory {
  public:
    BorrowedMemory() : memory_(acquireSearchMemory()) {}
    ~BorrowedMemory() { releaseSearchMemory(std::move(memory_)); }
    BorrowedMemory(const BorrowedMemory&) = delete;
    BorrowedMemory& operator=(const BorrowedMemory&) = delete;
    SearchMemory& operator*() { return *memory_; }
    SearchMemory* operator->() { return memory_.get(); }

  private:
    std::unique_ptr<SearchMemory> memory_;
};

}  // namespace qipan::gomoku
