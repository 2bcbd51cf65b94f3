// The face for Chinese text drawn on the board (Xiangqi pieces, the river): the first of the usual Chinese
// UI faces the system has, so every system shows real characters and a plain default where it has none.
#pragma once

#include <wx/font.h>

namespace qipan::ui {

// Microsoft YaHei (every Windows since Vista), SimSun (older Windows), Noto Sans CJK SC or WenQuanYi
// (Linux; Debian's fonts-noto-cjk); otherwise the default family, left to the system's font fallback.
wxFontInfo chineseFontInfo(int pixelHeight);

// The fonts the board is drawn with, by pixel height, made once and kept (the last few dozen sizes):
// making a wxFont for each piece of each paint was 7 % of the app's time in a profiled game of clicked
// moves. For the GUI thread (painting and exporting the board).
enum class BoardFont { Chinese, ChineseBold, Latin };
const wxFont& boardFont(BoardFont kind, int pixelHeight);

}  // namespace qipan::ui
