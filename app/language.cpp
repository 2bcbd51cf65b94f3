#include "app/language.h"

#include <clocale>
#include <cstring>

#include <wx/filename.h>
#include <wx/intl.h>
#include <wx/stdpaths.h>
#include <wx/translation.h>
#include <wx/utils.h>

#if defined(__WXGTK__)
#include <libintl.h>
#endif

namespace qipan::app {

namespace {

// GTK draws some things itself (the About box, the file chooser, stock buttons) and translates them with
// gettext, which reads LC_MESSAGES and LANGUAGE. wxWidgets sets only LC_CTYPE, so they stayed English in
// a Chinese Qipan. LC_MESSAGES from the environment, or else C.UTF-8, which is built into the C library
// (no generated locale needed), and LANGUAGE set to the language Qipan speaks. gettext caches what it
// found; textdomain() tells it that the language changed.
void gtkFollowsLanguage([[maybe_unused]] const wxString& language) {
#if defined(__WXGTK__)
    const char* messages = std::setlocale(LC_MESSAGES, "");
    if (!messages || std::strcmp(messages, "C") == 0 || std::strcmp(messages, "POSIX") == 0)
        std::setlocale(LC_MESSAGES, "C.UTF-8");
    wxSetEnv("LANGUAGE", language);
    textdomain(textdomain(nullptr));
#endif
}

wxLanguage wxLanguageOf(const wxString& code) {
    if (code == "en") return wxLANGUAGE_ENGLISH_US;
    if (code == "zh_CN") return wxLANGUAGE_CHINESE_SIMPLIFIED;
    if (code == "zh_TW") return wxLANGUAGE_CHINESE_TRADITIONAL;
    return wxLANGUAGE_DEFAULT;
}

}  // namespace

const std::vector<InterfaceLanguage>& interfaceLanguages() {
    static const std::vector<InterfaceLanguage> languages = {
        {"en", "English"}, {"zh_CN", "简体中文"}, {"zh_TW", "繁體中文"}};
    return languages;
}

void applyLanguage(const wxString& code) {
    static bool pathsAdded = false;
    if (!pathsAdded) {
        // The installed share/locale, and the build tree's res/ folder when run from the build.
        const wxString exeDir = wxFileName(wxStandardPaths::Get().GetExecutablePath()).GetPath();
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(exeDir + "/../share/locale");
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(exeDir + "/../res/locale");
        pathsAdded = true;
    }
    // wxTranslations rather than wxLocale: the interface language must not depend on which C locales the
    // system has generated. A new object replaces the old one with its catalogs.
    auto* translations = new wxTranslations;
    const wxLanguage language = wxLanguageOf(code);
    if (language != wxLANGUAGE_DEFAULT) translations->SetLanguage(language);
    wxTranslations::Set(translations);
    translations->AddStdCatalog();
    translations->AddCatalog("qipan");
    gtkFollowsLanguage(currentLanguage());
}

wxString currentLanguage() {
    // wxTranslations::GetBestTranslation lists every catalog folder on disk (a stat of each language under
    // each lookup path, hundreds of calls): asked for each move shown, it made every move and repaint
    // slower as the game grew (120 ms a move at move 20 in the GUI soak). The answer is kept per
    // translations object; applyLanguage() makes a new one.
    static const wxTranslations* cachedFor = nullptr;
    static wxString cached;
    wxTranslations* translations = wxTranslations::Get();
    if (cached.empty() || translations != cachedFor) {
        const wxString best =
            translations ? translations->GetBestTranslation("qipan", wxLANGUAGE_ENGLISH_US) : "en";
        cached = best.StartsWith("zh_TW") ? "zh_TW" : best.StartsWith("zh") ? "zh_CN" : "en";
        cachedFor = translations;
    }
    return cached;
}

Script moveScript() {
    const wxString language = currentLanguage();
    if (language == "zh_TW") return Script::ChineseTraditional;
    if (language == "zh_CN") return Script::ChineseSimplified;
    return Script::Latin;
}

}  // namespace qipan::app
