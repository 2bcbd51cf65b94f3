// Reading a protocol's input one line at a time with a cap on what a line may hold. A GUI's lines are
// short (a whole Xiangqi game as `position ... moves` is a few kilobytes, a GGF game under two), so a
// line longer than the cap is no command: it is read to its end and dropped, and the caller answers it
// with an error and goes on with the next line. Memory stays bounded whatever arrives (std::getline
// would hold a 1 GB line whole).
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <string>

namespace qipan::protocol {

inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;  // 1 MB

struct LineRead {
    enum class Kind { Line, TooLong, End } kind = Kind::End;
    std::uint64_t bytes = 0;  // the line's length (TooLong: all of it, though only the cap was kept)
};

// Reads the next line into `line`, without its '\n' (a '\r' before it is kept, as std::getline keeps
// it). End: nothing left to read. TooLong: `line` is left empty. A last line without '\n' is a line.
LineRead readLine(std::istream& in, std::string& line, std::size_t maxBytes = kMaxLineBytes);

// The error text for a line that was too long: "line of N bytes ignored (the limit is M)".
std::string tooLongText(const LineRead& read, std::size_t maxBytes = kMaxLineBytes);

}  // namespace qipan::protocol
