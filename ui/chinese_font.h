// The face for Chinese text drawn on the board (Xiangqi pieces, the river): the first of the usual Chinese
// UI faces the system has, so every system shows real characters and a plain default where it has none.
#pragma once

#include <wx/font.h>

namespace qipan::ui {

// Microsoft YaHei (every Windows since Vista), SimSun (older Windows), Noto Sans CJK SC or WenQuanYi
// (Linux; Debian's fonts-noto-cjk); otherwise the default family, left to the system's font fallback.
wxFontInfo chineseFontInfo(int pixelHeight);

}  // namespace qipan::ui
