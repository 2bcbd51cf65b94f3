// Shared by the fuzz targets (tests/fuzz/fuzz_*.cpp). Each target is one function,
// LLVMFuzzerTestOneInput, that libFuzzer calls with generated inputs (the `fuzz` preset, clang) and that
// replay_main.cpp calls with the files of its corpus and its regressions (every other build, g++ too).
// A target fails by aborting with a message: a crash, a sanitizer report, an exception the reader does
// not document (anything but FormatError) or a broken property (a record written and read back differs).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "record/game_record.h"

namespace qipan::fuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

[[noreturn]] inline void fail(const std::string& what) {
    std::fprintf(stderr, "fuzz property broken: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

inline void check(bool holds, const std::string& what) {
    if (!holds) fail(what);
}

// The input's lines, without their ends ('\n', '\r\n'); at most `limit` of them.
inline std::vector<std::string> lines(std::string_view text, std::size_t limit = 400) {
    std::vector<std::string> out;
    while (!text.empty() && out.size() < limit) {
        const std::size_t end = text.find('\n');
        std::string line(text.substr(0, end));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        out.push_back(std::move(line));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return out;
}

// The games a target that reads text for "the game on screen" picks by its input's first byte.
inline constexpr const char* kGameIds[] = {
    "gomoku/freestyle/15", "gomoku/standard/19", "gomoku/renju/15", "gomoku/caro/15",
    "othello/8",           "othello/6",          "othello/10",      "xiangqi"};

inline const char* gameOfByte(std::uint8_t byte) {
    return kGameIds[byte % std::size(kGameIds)];
}

// The record `read` (a reader that throws FormatError for what it refuses) makes of `text`, or nothing
// when it is refused: a refusal is a documented answer, not a failure.
template <class Read>
std::optional<GameRecord> readOrRefused(Read read, std::string_view text) {
    try {
        return read(text);
    } catch (const FormatError&) {
        return std::nullopt;
    }
}

// What Qipan wrote in `format`, read back with `read`: refusing its own output is a failure.
template <class Read>
GameRecord readOwnOutput(Read read, const std::string& written, const std::string& format) {
    try {
        return read(written);
    } catch (const FormatError& e) {
        fail(format + " written by Qipan is refused: " + e.what() + "\n" + written);
    }
}

// An output stream that throws its text away (a protocol's answers, which the targets do not read).
class NullStream : public std::ostream {
  public:
    NullStream() : std::ostream(&buffer_) {}

  private:
    struct Buffer : std::streambuf {
        int overflow(int c) override { return traits_type::not_eof(c); }
        std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
    } buffer_;
};

// The moves of two records, as texts, with their games and start positions.
inline std::string describe(const GameRecord& r) {
    std::string out = r.gameId() + " [" + r.startPosition() + "]";
    for (const Step& s : r.steps()) out += ' ' + s.text;
    return out;
}

inline bool sameMoves(const GameRecord& a, const GameRecord& b) {
    if (a.gameId() != b.gameId() || a.startPosition() != b.startPosition() || a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a.steps()[i].move != b.steps()[i].move || a.steps()[i].text != b.steps()[i].text) return false;
    return true;
}

// A record that was read is a game that can be replayed to its end, and the position it reaches can be
// written as the game's text and set again.
void checkPlayable(const GameRecord& record);

}  // namespace qipan::fuzz
