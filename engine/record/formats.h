// The file formats a record can be read from and written to, chosen by file extension and game.
// The GUI and the CLI go through here; each format lives in its own file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "record/game_record.h"

namespace qipan {

struct RecordFormat {
    std::string extension;    // without the dot: "sgf"
    std::string description;  // "Smart Game Format"
    GameFamily families[3];
    int familyCount;
    GameRecord (*read)(std::string_view text);
    std::string (*write)(const GameRecord& record);

    bool serves(GameFamily f) const {
        for (int i = 0; i < familyCount; ++i)
            if (families[i] == f) return true;
        return false;
    }
};

const std::vector<RecordFormat>& recordFormats();
// The format for a file name's extension (case-insensitive), or nullptr.
const RecordFormat* formatForFile(std::string_view fileName);
// The format a game is saved in by default: SGF for Gomoku and Othello, PGN for Xiangqi.
const RecordFormat& defaultFormat(GameFamily family);

// Reads a whole file. Throws FormatError (unreadable file, unknown extension, bad content).
GameRecord readRecordFile(const std::string& path);
// Writes through a temporary file and renames it over `path`, so a failed write (a full disk) leaves the
// old file intact. Throws FormatError with the reason.
void writeRecordFile(const GameRecord& record, const std::string& path);

}  // namespace qipan
