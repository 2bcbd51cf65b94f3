// QipanApp: starts the document manager, the main frame and the language; restores the last game.
#pragma once

#include <wx/app.h>

namespace qipan::app {

class QipanDocManager;
class MainFrame;

class QipanApp : public wxApp {
public:
    bool OnInit() override;
    int OnExit() override;

    QipanDocManager* docManager() const { return docManager_; }
    MainFrame* frame() const { return frame_; }

  private:
    void startFirstGame();
    bool restoreLastGame();

    QipanDocManager* docManager_ = nullptr;
    MainFrame* frame_ = nullptr;
};

}  // namespace qipan::app

