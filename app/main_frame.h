// MainFrame: the one window. Board canvas in the middle, the clocks, move list and evaluation graph on the
// right and
// the analysis panel below, all dockable panes (wxAUI: drag them to another side, float or close them;
// the Game menu brings them back; the layout is kept between runs); status bar below; the menus (File,
// Edit, Game, Settings, Help). It forwards input to the active GameView and its document.
#pragma once

#include <vector>

#include <wx/aui/framemanager.h>
#include <wx/docview.h>

namespace qipan::ui {
class AnalysisPanel;
class BoardCanvas;
class ClockPanel;
class EvalGraph;
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
    ID_ANALYSIS_PANEL,
    ID_EVAL_GRAPH,
    ID_RESIGN,
    ID_OFFER_DRAW,
    ID_CLAIM_DRAW,
    ID_REMATCH,
    ID_PAUSE_CLOCK,
    ID_CLOCKS,
    ID_LANGUAGE_SYSTEM,
    ID_LANGUAGE_FIRST,  // then one id for each of interfaceLanguages(), in order
    ID_LANGUAGE_LAST = ID_LANGUAGE_FIRST + 15,
};

class MainFrame : public wxDocParentFrame {
public:
    explicit MainFrame(wxDocManager* manager);
    ~MainFrame() override;

    ui::BoardCanvas* canvas() const { return canvas_; }
    ui::MoveListPanel* moveList() const { return moveList_; }
    ui::AnalysisPanel* analysisPanel() const { return analysis_; }
    ui::EvalGraph* evalGraph() const { return graph_; }
    ui::ClockPanel* clockPanel() const { return clocks_; }
    bool clocksShown();
    void showClocks(bool show);
    bool analysisPanelShown();
    void showAnalysisPanel(bool show);
    bool evalGraphShown();
    void showEvalGraph(bool show);
    // The captions of the docked panes, in the language now current.
    std::vector<wxString> paneCaptions();
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
    // The panes' captions in the language now current.
    void captionPanes();

    wxAuiManager panes_;
    ui::BoardCanvas* canvas_;
    ui::MoveListPanel* moveList_;
    ui::AnalysisPanel* analysis_;
    ui::EvalGraph* graph_;
    ui::ClockPanel* clocks_;
    GameView* view_ = nullptr;
};

}  // namespace qipan::app
