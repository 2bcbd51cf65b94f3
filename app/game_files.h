// Game files as the desktop program opens them: the engine's readers, with text that is not UTF-8 read
// as GBK, in which most Chinese Xiangqi files (those of XQ tools and game sites) and some Gomoku files
// are written.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <wx/string.h>

#include "record/game_record.h"

namespace qipan::app {

// GBK (Windows code page 936, a superset of GB2312) to UTF-8; nullopt when `bytes` is not GBK.
std::optional<std::string> decodeGbk(std::string_view bytes);
// readRecordFile with decodeGbk for text that is not UTF-8. Throws FormatError.
GameRecord readGameFile(const wxString& path);

}  // namespace qipan::app
