// A transposition table shared by every game's search: 16-byte entries in buckets of four,
// depth-preferred replacement with aging. The table allocates once, in resize(); probe and store
// never allocate.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>

#include "core/intrinsics.h"
#include "core/score.h"

namespace qipan {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

// The whole 64-bit key is kept and compared: with half of it (and the bucket index), about one probe in
// a billion found another position's entry, a few times in every long exact solve.
struct TTEntry {
    std::uint64_t key = 0;
    std::int16_t move = -1;  // game-specific move code, -1 none
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t boundAndAge = 0;  // bits 0-1 bound, bits 2-7 generation

    Bound bound() const { return static_cast<Bound>(boundAndAge & 3); }
    std::uint8_t generation() const { return boundAndAge >> 2; }
};
static_assert(sizeof(TTEntry) == 16);

namespace detail {
// Gives back a table's memory: from the aligned operator new, or mapped from the system where
// TranspositionTable::allocate does that (`mappedBytes` not 0). What lived there must be trivially
// destructible.
struct AlignedDelete {
    std::size_t alignment = alignof(std::max_align_t);
    std::size_t mappedBytes = 0;
    void operator()(void* memory) const;
};
}  // namespace detail

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { generation_ = static_cast<std::uint8_t>((generation_ + 1) & 63); }

    // Starts loading the bucket of `key` into the cache, for a probe soon after.
    void prefetch(std::uint64_t key) const { qipan::prefetch(&bucketFor(key)); }
    // Returns the entry for `key` or nullptr.
    const TTEntry* probe(std::uint64_t key) const;
    void store(std::uint64_t key, int depth, int score, Bound bound, std::int32_t move, int eval = 0);

    // Mate scores are stored relative to the node so they stay correct when reached by another path.
    static int scoreToTT(int score, int ply) {
        if (score > kMateBound) return score + ply;
        if (score < -kMateBound) return score - ply;
        return score;
    }
    static int scoreFromTT(int score, int ply) {
        if (score > kMateBound) return score - ply;
        if (score < -kMateBound) return score + ply;
        return score;
    }

    std::size_t bucketCount() const { return bucketCount_; }
    // Permille of sampled entries written in the current search.
    int hashfull() const;

private:
    static constexpr int kWays = 4;
    // One bucket per cache line, so a probe touches one line.
    struct alignas(64) Bucket {
        TTEntry e[kWays];
    };
    static_assert(std::is_trivially_destructible_v<TTEntry>);
    Bucket& bucketFor(std::uint64_t key) const { return buckets_[key & (bucketCount_ - 1)]; }

    using Buckets = std::unique_ptr<Bucket[], detail::AlignedDelete>;
    static Buckets allocate(std::size_t count);

    Buckets buckets_;
    std::size_t bucketCount_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace qipan
