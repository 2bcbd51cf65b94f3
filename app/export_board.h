// File > Export Board: the board as shown (the position, the last move, marks, the side it is seen from)
// saved as an SVG drawing or a PNG/BMP image. It lives here, beside the main frame, which only adds its
// menu item and binds it.
#pragma once

#include <string>

#include <wx/defs.h>
#include <wx/string.h>

class wxMenu;

namespace qipan::app {

class MainFrame;

enum : int { ID_EXPORT_BOARD = wxID_HIGHEST + 310 };

void appendExportItem(wxMenu* file);
void bindExportCommand(MainFrame* frame);

// Writes the board shown into `path`, in the format its extension names (.svg, .png where the system can
// write PNG, .bmp). Returns an empty string, or what went wrong, for the person.
wxString exportBoard(MainFrame* frame, const std::string& path);

}  // namespace qipan::app
