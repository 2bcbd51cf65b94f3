// The file formats a record can be read from and written to, chosen by file extension and game.
// The GUI and the CLI go through here; each format lives in its own file.
#pragma once

#include <algorithm>
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

// Reads a whole file. Throws FormatError (unreadable file, unknown extension, bad content).
GameRecord readRecordFile(const std::string& path);
// Writes a temporary file beside `path`, flushes it to the disk and renames it over `path`: a failed write
// (a full disk), a crash or a power cut leaves either the old file or the new one, never a part of one.
// Throws FormatError with the reason.
void writeRecordFile(const GameRecord& record, const std::string& path);

}  // namespace qipan
