#include "app/export_board.h"

#include <cctype>
#include <filesystem>
#include <fstream>

#include <wx/filedlg.h>
#include <wx/log.h>
#include <wx/menu.h>

#include "app/main_frame.h"
#include "app/settings.h"
#include "ui/board_canvas.h"
#include "ui/board_export.h"

namespace qipan::app {

namespace {

bool canWritePng() {
    return wxImage::FindHandler(wxBITMAP_TYPE_PNG) != nullptr;
}

// The size the board is drawn at: about 800 pixels, in the board's own proportions.
wxSize exportSize(const Game& game) {
    return game.family() == GameFamily::Xiangqi ? wxSize(720, 800) : wxSize(800, 800);
}

void exportWithDialog(MainFrame* frame) {
    if (!frame->canvas()->state().game) return;
    wxString wildcard = _("SVG drawing (*.svg)|*.svg");
    if (canWritePng()) wildcard += "|" + _("PNG image (*.png)|*.png");
    wildcard += "|" + _("BMP image (*.bmp)|*.bmp");
    wxFileDialog dialog(frame, _("Export Board"), wxEmptyString, _("board") + ".svg", wildcard,
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    std::filesystem::path path(dialog.GetPath().utf8_string());
    if (!path.has_extension()) {  // the extension of the format chosen in the dialog
        static const char* const withPng[] = {".svg", ".png", ".bmp"};
        static const char* const withoutPng[] = {".svg", ".bmp"};
        const int index = dialog.GetFilterIndex();
        path += canWritePng() ? withPng[index] : withoutPng[index];
    }
    const wxString error = exportBoard(frame, path.string());
    if (!error.empty()) showError(_("Export Board"), error);
}

}  // namespace

void appendExportItem(wxMenu* file) {
    file->Append(ID_EXPORT_BOARD, _("&Export Board..."),
                 _("Save the board as shown as an SVG drawing or an image, for a web page or a document"));
}

void bindExportCommand(MainFrame* frame) {
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { exportWithDialog(frame); }, ID_EXPORT_BOARD);
    frame->Bind(
        wxEVT_UPDATE_UI, [frame](wxUpdateUIEvent& e) { e.Enable(frame->canvas()->state().game != nullptr); },
        ID_EXPORT_BOARD);
}

wxString exportBoard(MainFrame* frame, const std::string& path) {
    const ui::BoardViewState& state = frame->canvas()->state();
    if (!state.game) return _("There is no board to export.");
    std::string extension = std::filesystem::path(path).extension().string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const wxSize size = exportSize(*state.game);
    const wxString file = wxString::FromUTF8(path);
    // Written beside the file and renamed over it, so a failed export leaves an older file whole.
    const std::string temporary = path + ".part";
    bool written = false;
    if (extension == ".svg") {
        std::ofstream out(std::filesystem::path(temporary), std::ios::binary);
        out << ui::boardSvg(state, size);
        out.close();
        written = static_cast<bool>(out);
    } else if (extension == ".png" || extension == ".bmp") {
        const wxBitmapType type = extension == ".png" ? wxBITMAP_TYPE_PNG : wxBITMAP_TYPE_BMP;
        if (!wxImage::FindHandler(type))
            return wxString::Format(_("This system cannot write %s images."),
                                    wxString::FromUTF8(extension.substr(1)).Upper());
        wxLogNull quiet;  // the error is reported below, once
        written = ui::boardImage(state, size).SaveFile(wxString::FromUTF8(temporary), type);
    } else {
        return wxString::Format(_("Qipan exports the board as .svg, .png or .bmp, not \"%s\"."),
                                wxString::FromUTF8(extension));
    }
    std::error_code ec;
    if (written) std::filesystem::rename(std::filesystem::path(temporary), std::filesystem::path(path), ec);
    if (!written || ec) {
        std::filesystem::remove(std::filesystem::path(temporary), ec);
        return wxString::Format(_("The board could not be written to %s."), file);
    }
    return {};
}

}  // namespace qipan::app
