#include "ui/chinese_font.h"

#include <map>
#include <utility>

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

const wxFont& boardFont(BoardFont kind, int pixelHeight) {
    static std::map<std::pair<BoardFont, int>, wxFont> made;
    const auto key = std::make_pair(kind, pixelHeight);
    if (const auto found = made.find(key); found != made.end()) return found->second;
    if (made.size() >= 64) made.clear();  // many window sizes: start again
    wxFont font;
    switch (kind) {
    case BoardFont::Chinese: font = wxFont(chineseFontInfo(pixelHeight)); break;
    case BoardFont::ChineseBold: font = wxFont(chineseFontInfo(pixelHeight).Bold()); break;
    case BoardFont::Latin: font = wxFont(wxFontInfo(wxSize(0, pixelHeight)).Family(wxFONTFAMILY_SWISS)); break;
    }
    return made.emplace(key, font).first->second;
}

}  // namespace qipan::ui
