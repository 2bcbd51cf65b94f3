#include "app/qipan_app.h"

#include <algorithm>
#include <optional>

#include <wx/config.h>
#include <wx/filefn.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/utils.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/game_files.h"
#include "app/game_view.h"
#include "app/language.h"
#include "app/main_frame.h"
#include "app/platform/platform.h"
#include "app/settings.h"
#include "record/formats.h"

namespace qipan::app {

int DialogClockHold::Enter(wxDialog*) {
    GameDocument::modalDialogOpened();
    return wxID_NONE;  // the dialog is shown
}

void DialogClockHold::Exit(wxDialog*) {
    GameDocument::modalDialogClosed();
}

QipanApp::QipanApp() {
    // The first hook registered is the last called: a hook registered later that answers a dialog without
    // showing it (the GUI session driver's) goes first, and then wxWidgets calls this one neither Enter
    // nor Exit, so the count stays right.
    clockHold_.Register();
}

bool QipanApp::OnInit() {
    SetAppName("qipan");
    SetAppDisplayName("Qipan");
    platform::addImageHandlers();
    initConfig();
    applyLanguage(languageSetting());

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
    if (!restoreLastGame()) docManager_->createQuietly();
}

bool QipanApp::restoreLastGame() {
    // The game of the last session comes back, saved or not. Its file is read before any document exists,
    // and a new document writes no autosave until it has a move, so nothing replaces it on the way.
    const std::optional<AutosaveInfo> saved = lastAutosave();
    if (!saved) return false;
    GameRecord record;
    try {
        record = readRecordFile(saved->path);
    } catch (const FormatError& e) {
        // Kept aside: the next game's first move would write over it.
        const wxString kept = wxString::FromUTF8(saved->path) + ".damaged";
        wxCopyFile(wxString::FromUTF8(saved->path), kept);
        showError(_("Restore Game"),
                  wxString::Format(_("The last game could not be read back.\n\n%s\n\nIts file is "
                                     "kept as %s."),
                                   wxString::FromUTF8(e.what()), kept));
        return false;
    }
    if (record.size() == 0 && record.startPosition().empty()) return false;

    GameDocument::setNextSetup(saved->setup);
    auto* doc = dynamic_cast<GameDocument*>(docManager_->createQuietly());
    GameDocument::setNextSetup(loadLastSetup());
    if (!doc) return false;
    // A game the person saved under a name keeps that name; it is unmodified if the file holds its moves.
    bool savedAsIs = false;
    const wxString document = wxString::FromUTF8(saved->document);
    if (!document.empty() && wxFileExists(document)) {
        try {
            const GameRecord file = readGameFile(document);
            savedAsIs = file.gameId() == record.gameId() && file.size() == record.size() &&
                        std::equal(file.steps().begin(), file.steps().end(), record.steps().begin(),
                                   [](const Step& a, const Step& b) { return a.move == b.move; });
        } catch (const FormatError&) {
        }
        doc->SetTitle(wxFileNameFromPath(document));
        doc->SetFilename(document, true);
        doc->SetDocumentSaved(true);
    }
    doc->Modify(!savedAsIs);
    doc->restore(std::move(record), saved->cursor, &saved->clock);
    return true;
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
