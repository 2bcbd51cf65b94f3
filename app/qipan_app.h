// QipanApp: starts the document manager, the main frame and the language; restores the last game.
#pragma once

#include <wx/app.h>
#include <wx/modalhook.h>

namespace qipan::app {

class QipanDocManager;
class MainFrame;

// Every modal dialog wxWidgets shows (Qipan's own, the file dialogs, message boxes) holds the clock of a
// person to move while it is open (GameDocument::modalDialogOpened).
class DialogClockHold : public wxModalDialogHook {
protected:
    int Enter(wxDialog* dialog) override;
    void Exit(wxDialog* dialog) override;
};

class QipanApp : public wxApp {
public:
    QipanApp();
    bool OnInit() override;
    int OnExit() override;

    QipanDocManager* docManager() const { return docManager_; }
    MainFrame* frame() const { return frame_; }

  private:
    void startFirstGame();
    bool restoreLastGame();

    QipanDocManager* docManager_ = nullptr;
    MainFrame* frame_ = nullptr;
    DialogClockHold clockHold_;  // unregistered by its destructor
};

}  // namespace qipan::app

