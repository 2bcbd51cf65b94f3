// The board as the window shows it, drawn by the same painter into a file a person keeps or sends: a
// scalable SVG document (on every system) or a bitmap image (PNG where the system's wx reads and writes
// PNG, BMP everywhere).
#pragma once

#include <string>

#include <wx/gdicmn.h>
#include <wx/image.h>

#include "ui/board_view_state.h"

namespace qipan::ui {

// The board of `state` (which must show a game) drawn at `size` pixels as an SVG document, UTF-8.
std::string boardSvg(const BoardViewState& state, wxSize size);
// The same as an image.
wxImage boardImage(const BoardViewState& state, wxSize size);

}  // namespace qipan::ui
