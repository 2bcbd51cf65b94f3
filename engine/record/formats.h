// The file formats a record can be read from and written to, chosen by file extension and game.
// The GUI and the CLI go through here; each format lives in its own file.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/game_record.h"

namespace qipan {

struct RecordFormat {
    std::string extension;    // without the dot: "sgf"
    std::string description;  // "Smart Game Format"
    std::vector<GameFamily> families;  // the games it holds
    GameRecord (*read)(std::string_view text);
    std::string (*write)(const GameRecord& record);

    bool serves(GameFamily f) const { return std::find(families.begin(), families.end(), f) != families.end(); }
};

const std::vector<RecordFormat>& recordFormats();
// The format for a file name's extension (case-insensitive), or nullptr.
const RecordFormat* formatForFile(std::string_view fileName);
// The format a game is saved in by default: SGF for Gomoku and Othello, PGN for Xiangqi.
const RecordFormat& defaultFormat(GameFamily family);

// Turns text that is not UTF-8 into UTF-8, or gives nullopt when it cannot. The app gives one for GBK,
// in which most Chinese Xiangqi (and some Gomoku) files are written; the engine itself reads UTF-8 only.
using LegacyTextDecoder = std::function<std::optional<std::string>(std::string_view)>;

// The largest file read as a game record (16 MB: Qipan's largest own files, long games with comments in
// every move, are well under 1 MB). A larger file is refused before any of it is read.
inline constexpr std::uintmax_t kMaxRecordFileBytes = 16 * 1024 * 1024;

// Reads a whole file; `path` is UTF-8 (on Windows too). Text that is not UTF-8 goes through
// `decodeLegacy` when one is given. Throws FormatError (unreadable, too large or not text file, unknown
// extension, bad content).
GameRecord readRecordFile(const std::string& path, const LegacyTextDecoder& decodeLegacy = {});
// Writes a temporary file beside `path` (UTF-8), flushes it to the disk and renames it over `path`: a failed
// write (a full disk), a crash or a power cut leaves either the old file or the new one, never a part of one.
// Throws FormatError with the reason.
void writeRecordFile(const GameRecord& record, const std::string& path);

}  // namespace qipan
