// Compiler built-ins the engines use, in one place, each with a portable fallback: byte reversal,
// cache prefetch, forced inlining and two- and four-lane 64-bit vector types. GCC and Clang (Linux, and mingw-w64
// for Windows) get the built-ins; any other compiler gets the plain versions. Bit counts and scans need
// nothing here: std::popcount and std::countr_zero (<bit>) compile to the same instructions.
#pragma once

#include <cstdint>

#if defined(__GNUC__) || defined(__clang__)
#define QIPAN_ALWAYS_INLINE __attribute__((always_inline))
#else
#define QIPAN_ALWAYS_INLINE
#endif

// 1 when `qipan::U64x2` (two 64-bit lanes, element-wise operators and shifts, lane access by [i]) exists,
// that is with GCC or Clang vector extensions on a target with SSE2 (every x86-64).
#if (defined(__GNUC__) || defined(__clang__)) && defined(__SSE2__)
#define QIPAN_HAVE_U64X2 1
#else
#define QIPAN_HAVE_U64X2 0
#endif

// 1 when `qipan::U64x4` (four 64-bit lanes, the same operations) exists and the target has AVX2: only
// in the Othello solver's x86-64-v3 copy (engine/othello/endgame_x86v3.cpp), where every function that
// uses it must be inlined.
#if (defined(__GNUC__) || defined(__clang__)) && defined(__AVX2__)
#define QIPAN_HAVE_U64X4 1
#else
#define QIPAN_HAVE_U64X4 0
#endif

namespace qipan {

#if QIPAN_HAVE_U64X2
using U64x2 = std::uint64_t __attribute__((vector_size(16)));
#endif
#if QIPAN_HAVE_U64X4
using U64x4 = std::uint64_t __attribute__((vector_size(32)));
#endif

// The eight bytes of x in reverse order (a board mirrored top to bottom).
constexpr std::uint64_t byteSwap64(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_bswap64(x);
#else
    x = ((x & 0x00ff00ff00ff00ffULL) << 8) | ((x >> 8) & 0x00ff00ff00ff00ffULL);
    x = ((x & 0x0000ffff0000ffffULL) << 16) | ((x >> 16) & 0x0000ffff0000ffffULL);
    return (x << 32) | (x >> 32);
#endif
}

// A hint that *address will be read soon; no effect where the compiler has no prefetch.
inline void prefetch([[maybe_unused]] const void* address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#endif
}

}  // namespace qipan
