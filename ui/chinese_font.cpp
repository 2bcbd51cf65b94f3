#include "ui/chinese_font.h"

#include <wx/fontenum.h>

namespace qipan::ui {

namespace {
const wxString& chineseFace() {
    static const wxString face = [] {
        for (const char* candidate :
             {"Microsoft YaHei", "Microsoft YaHei UI", "SimSun", "Noto Sans CJK SC", "WenQuanYi Micro Hei"})
            if (wxFontEnumerator::IsValidFacename(candidate)) return wxString(candidate);
        return wxString();
    }();
    return face;
}
}  // namespace

wxFontInfo chineseFontInfo(int pixelHeight) {
    wxFontInfo info(wxSize(0, pixelHeight));
    if (chineseFace().empty()) return info.Family(wxFONTFAMILY_DEFAULT);
    return info.FaceName(chineseFace());
}

}  // namespace qipan::ui
