#include "core/transposition_table.h"

#include <algorithm>
#include <bit>
#include <memory>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace qipan {

// Probes land anywhere in the table, so with 4 KB pages nearly every one also misses the TLB. The table is
// aligned to 2 MB and Linux is asked to back it with huge pages (its transparent huge pages are often
// given only where madvise asks): the Othello solver runs 4-6% faster (FFO #43 and #48, alternately).
//
// On Linux a large table is mapped from the system instead: fresh anonymous memory reads as zeros (an
// empty bucket) and is given page by page as the search first touches it, so making a table costs
// nothing up front. Writing it all first took 25-250 ms for 64 MB (most when the kernel compacted memory
// for huge pages), before the search's clock had started: a Xiangqi or Othello move at 100 ms took up
// to 300 ms when searched as the desktop program does, with a table made per search.
TranspositionTable::Buckets TranspositionTable::allocate(std::size_t count) {
    constexpr std::size_t kHugePage = std::size_t{2} << 20;
    const std::size_t bytes = count * sizeof(Bucket);
    const std::size_t alignment = bytes >= kHugePage ? kHugePage : alignof(Bucket);
#if defined(__linux__)
    if (alignment == kHugePage) {
        void* mapped =
            mmap(nullptr, bytes + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped != MAP_FAILED) {
            // Trim to a 2 MB boundary at both ends.
            auto* base = static_cast<char*>(mapped);
            const std::size_t skip =
                (kHugePage - reinterpret_cast<std::uintptr_t>(base) % kHugePage) % kHugePage;
            if (skip > 0) munmap(base, skip);
            if (kHugePage - skip > 0) munmap(base + skip + bytes, kHugePage - skip);
#if defined(MADV_HUGEPAGE)
            madvise(base + skip, bytes, MADV_HUGEPAGE);  // a hint: failure changes nothing
#endif
            // All-zero buckets are empty ones (bound None); the objects begin their lifetime implicitly.
            return Buckets(reinterpret_cast<Bucket*>(base + skip), detail::AlignedDelete{alignment, bytes});
        }
    }
#endif
    auto* buckets = static_cast<Bucket*>(::operator new(bytes, std::align_val_t{alignment}));
    std::uninitialized_value_construct_n(buckets, count);
    return Buckets(buckets, detail::AlignedDelete{alignment});
}

void detail::AlignedDelete::operator()(void* memory) const {
#if defined(__linux__)
    if (mappedBytes > 0) {
        munmap(memory, mappedBytes);
        return;
    }
#endif
    ::operator delete(memory, std::align_val_t{alignment});
}

void TranspositionTable::resize(std::size_t megabytes) {
    const std::size_t bytes = std::max<std::size_t>(1, megabytes) * 1024 * 1024;
    const std::size_t wanted = std::max<std::size_t>(1, bytes / sizeof(Bucket));
    bucketCount_ = std::bit_floor(wanted);
    buckets_ = allocate(bucketCount_);
    generation_ = 0;
}

void TranspositionTable::clear() {
    std::fill(buckets_.get(), buckets_.get() + bucketCount_, Bucket{});
    generation_ = 0;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const {
    Bucket& b = bucketFor(key);
    for (auto& e : b.e)
        if (e.key == key && e.bound() != Bound::None) return &e;
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, std::int32_t move,
                               int eval) {
    Bucket& b = bucketFor(key);
    TTEntry* slot = nullptr;
    for (auto& e : b.e) {
        if (e.key == key || e.bound() == Bound::None) {
            slot = &e;
            break;
        }
    }
    if (slot == nullptr) {
        // Replace the entry that is oldest, then shallowest.
        int worst = 1 << 30;
        for (auto& e : b.e) {
            const int age = (generation_ - e.generation()) & 63;
            const int value = e.depth - 8 * age;
            if (value < worst) {
                worst = value;
                slot = &e;
            }
        }
    } else if (slot->key == key && bound != Bound::Exact && depth + 2 < slot->depth &&
               slot->generation() == generation_) {
        return;  // keep the deeper result of this search
    }
    if (move < 0 && slot->key == key) move = slot->move;  // keep a known best move
    slot->key = key;
    slot->move = static_cast<std::int16_t>(move);
    slot->score = static_cast<std::int16_t>(score);
    slot->eval = static_cast<std::int16_t>(eval);
    slot->depth = static_cast<std::int8_t>(std::clamp(depth, -128, 127));
    slot->boundAndAge = static_cast<std::uint8_t>(static_cast<int>(bound) | (generation_ << 2));
}

int TranspositionTable::hashfull() const {
    int used = 0;
    const std::size_t sample = std::min<std::size_t>(bucketCount_, 250);
    for (std::size_t i = 0; i < sample; ++i)
        for (const auto& e : buckets_[i].e)
            if (e.bound() != Bound::None && e.generation() == generation_) ++used;
    return sample == 0 ? 0 : static_cast<int>(used * 1000 / (sample * kWays));
}

}  // namespace qipan
