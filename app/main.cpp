// The entry point of the desktop app `qipan`.
#include "app/qipan_app.h"

wxIMPLEMENT_APP(qipan::app::QipanApp);
