#include "app/game_files.h"

#include <wx/strconv.h>

#include "record/formats.h"

namespace qipan::app {

std::optional<std::string> decodeGbk(std::string_view bytes) {
    if (bytes.empty()) return std::string();
    const wxCSConv gbk(wxFONTENCODING_CP936);
    if (!gbk.IsOk()) return std::nullopt;
    const wxString text(bytes.data(), gbk, bytes.size());
    if (text.empty()) return std::nullopt;  // wxWidgets' answer to bytes that are not GBK
    return text.utf8_string();
}

GameRecord readGameFile(const wxString& path) {
    return readRecordFile(path.utf8_string(), &decodeGbk);
}

}  // namespace qipan::app
