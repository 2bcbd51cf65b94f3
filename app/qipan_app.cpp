#include "app/qipan_app.h"

#include <wx/config.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/translation.h>
#include <wx/stdpaths.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/game_view.h"
#include "app/main_frame.h"
#include "app/settings.h"
#include "record/formats.h"

namespace qipan::app {

bool QipanApp::OnInit() {
    SetAppName("qipan");
    SetAppDisplayName("Qipan");
    wxImage::AddHandler(new wxPNGHandler);
    initConfig();
    initLanguage();

    docManager_ = new QipanDocManager;
    wxString patterns;
    for (const auto& f : recordFormats()) patterns += (patterns.empty() ? "*." : ";*.") + wxString(f.extension);
    new wxDocTemplate(docManager_, _("Qipan games"), patterns, "", "sgf", "Qipan Game", "Qipan View",
                      CLASSINFO(GameDocument), CLASSINFO(GameView));
    docManager_->SetMaxDocsOpen(1);
    if (wxConfigBase* c = wxConfigBase::Get()) docManager_->FileHistoryLoad(*c);

    frame_ = new MainFrame(docManager_);
    SetTopWindow(frame_);
    frame_->Show();
    startFirstGame();
    return true;
}

void QipanApp::startFirstGame() {
    for (int i = 1; i < argc; ++i) {
        const wxString arg = argv[i];
        if (arg.StartsWith("-")) continue;
        if (docManager_->openFile(arg)) return;
    }
    // Continue the game of the last session: it is never lost, saved or not.
    std::string path;
    ui::NewGameSetup setup = GameDocument::nextSetup();
    if (lastAutosave(path, setup)) {
        GameDocument::setNextSetup(setup);
        if (auto* doc = dynamic_cast<GameDocument*>(docManager_->createQuietly())) {
            try {
                GameRecord record = readRecordFile(path);
                if (record.size() > 0 && !record.gameAtCursor()->outcome().over()) {
                    doc->setRecord(std::move(record));
                    doc->Modify(true);
                    doc->UpdateAllViews();
                }
            } catch (const FormatError&) {
                // A damaged autosave: start a new game instead.
            }
            GameDocument::setNextSetup(loadLastSetup());
            return;
        }
    }
    docManager_->createQuietly();
}

void QipanApp::initLanguage() {
    // wxTranslations rather than wxLocale: the interface language must not depend on which C locales
    // the system has generated.
    const wxString setting = languageSetting();
    auto* translations = new wxTranslations;
    wxTranslations::Set(translations);
    if (setting == "en") translations->SetLanguage(wxLANGUAGE_ENGLISH_US);
    if (setting == "zh_CN") translations->SetLanguage(wxLANGUAGE_CHINESE_SIMPLIFIED);
    // Catalogs: the installed share/locale, and the build tree's res/ folder when run from the build.
    const wxString exeDir = wxFileName(wxStandardPaths::Get().GetExecutablePath()).GetPath();
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(exeDir + "/../share/locale");
    wxFileTranslationsLoader::AddCatalogLookupPathPrefix(exeDir + "/../res/locale");
    translations->AddStdCatalog();
    translations->AddCatalog("qipan");
}

int QipanApp::OnExit() {
    if (docManager_) {
        if (wxConfigBase* c = wxConfigBase::Get()) docManager_->FileHistorySave(*c);
        delete docManager_;
        docManager_ = nullptr;
    }
    delete wxConfigBase::Set(nullptr);
    return wxApp::OnExit();
}

}  // namespace qipan::app
