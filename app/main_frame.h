// MainFrame: the one window. Board canvas on the left, move list on the right, status bar below; the
// menus (File, Edit, Game, Settings, Help). It forwards input to the active GameView and its document.
#pragma once

#include <wx/docview.h>

namespace qipan::ui {
class BoardCanvas;
class MoveListPanel;
}  // namespace qipan::ui

namespace qipan::app {

class GameView;
class GameDocument;

// Menu and command ids of Qipan's own commands.
enum : int {
    ID_TAKE_BACK = wxID_HIGHEST + 1,
    ID_MOVE_NOW,
    ID_HINT,
    ID_ANALYSE,
    ID_COMPUTER_FIRST,
    ID_COMPUTER_SECOND,
    ID_FLIP,
    ID_LANGUAGE_SYSTEM,
    ID_LANGUAGE_FIRST,  // then one id for each of interfaceLanguages(), in order
    ID_LANGUAGE_LAST = ID_LANGUAGE_FIRST + 15,
};

class MainFrame : public wxDocParentFrame {
public:
    explicit MainFrame(wxDocManager* manager);

    ui::BoardCanvas* canvas() const { return canvas_; }
    ui::MoveListPanel* moveList() const { return moveList_; }
    GameView* view() const { return view_; }
    GameDocument* document() const;

    void attachView(GameView* view);
    void detachView(GameView* view);
    void updateTitle();
    // Settings > Language: loads the catalogs of `code` ("" = the system's) and says everything shown
    // again in that language, at once.
    void switchLanguage(const wxString& code);

  private:
    void buildMenus();
    void bindCommands();
    void onUpdateUi(wxUpdateUIEvent& event);
    void onClose(wxCloseEvent& event);

    ui::BoardCanvas* canvas_;
    ui::MoveListPanel* moveList_;
    GameView* view_ = nullptr;
};

}  // namespace qipan::app
