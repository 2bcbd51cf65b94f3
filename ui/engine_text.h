// The engine's messages in the interface's language: the pattern and each part are looked up in the
// catalogs (squares and numbers have no entry and stay as they are).
#pragma once

#include <wx/string.h>

#include "core/message.h"

namespace qipan::ui {

wxString messageText(const Message& message);

}  // namespace qipan::ui
