#include "ui/engine_text.h"

#include <wx/translation.h>

namespace qipan::ui {

wxString messageText(const Message& message) {
    Message translated{wxGetTranslation(wxString::FromUTF8(message.pattern)).utf8_string(), {}};
    for (const std::string& arg : message.args)
        translated.args.push_back(arg.empty() ? arg
                                              : wxGetTranslation(wxString::FromUTF8(arg)).utf8_string());
    return wxString::FromUTF8(translated.text());
}

}  // namespace qipan::ui
