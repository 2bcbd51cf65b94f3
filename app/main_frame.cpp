#include "app/main_frame.h"

#include <wx/aboutdlg.h>
#include <wx/cmdproc.h>
#include <wx/iconbndl.h>
#include <wx/config.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>

#include "app/doc_manager.h"
#include "app/export_board.h"
#include "app/game_document.h"
#include "app/game_info.h"
#include "app/game_texts.h"
#include "app/game_view.h"
#include "app/how_to_play.h"
#include "app/language.h"
#include "app/platform/platform.h"
#include "app/position_commands.h"
#include "app/settings.h"
#include "ui/analysis_panel.h"
#include "ui/board_canvas.h"
#include "ui/clock_panel.h"
#include "ui/eval_graph.h"
#include "ui/move_list_panel.h"

namespace qipan::app {

MainFrame::MainFrame(wxDocManager* manager)
    : wxDocParentFrame(manager, nullptr, wxID_ANY, "Qipan", wxDefaultPosition, wxSize(960, 760)) {
    panes_.SetManagedWindow(this);
    canvas_ = new ui::BoardCanvas(this);
    moveList_ = new ui::MoveListPanel(this);
    analysis_ = new ui::AnalysisPanel(this);
    clocks_ = new ui::ClockPanel(this);
    panes_.AddPane(canvas_, wxAuiPaneInfo().Name("board").CenterPane().PaneBorder(false));
    wxAuiPaneInfo clockPane = wxAuiPaneInfo()
                                  .Name("clocks")
                                  .Right()
                                  .Position(0)
                                  .BestSize(FromDIP(wxSize(180, 130)))
                                  .MinSize(FromDIP(wxSize(140, 120)))
                                  .FloatingSize(FromDIP(wxSize(220, 180)));
    clockPane.dock_proportion = 30000;
    panes_.AddPane(clocks_, clockPane);
    panes_.AddPane(moveList_, wxAuiPaneInfo()
                                  .Name("moves")
                                  .Right()
                                  .Position(1)
                                  .BestSize(FromDIP(wxSize(180, 400)))
                                  .MinSize(FromDIP(wxSize(140, 200)))
                                  .CloseButton(false));
    panes_.AddPane(analysis_, wxAuiPaneInfo()
                                  .Name("analysis")
                                  .Bottom()
                                  .BestSize(FromDIP(wxSize(600, 170)))
                                  .MinSize(FromDIP(wxSize(300, 120)))
                                  .FloatingSize(FromDIP(wxSize(640, 200))));
    graph_ = new ui::EvalGraph(this);
    wxAuiPaneInfo graphPane = wxAuiPaneInfo()
                                  .Name("evaluation")
                                  .Right()
                                  .Position(2)
                                  .BestSize(FromDIP(wxSize(180, 140)))
                                  .MinSize(FromDIP(wxSize(120, 80)))
                                  .FloatingSize(FromDIP(wxSize(480, 160)));
    graphPane.dock_proportion = 35000;  // the move list keeps about three quarters of the column (100000)
    panes_.AddPane(graph_, graphPane);
    if (wxConfigBase* c = wxConfigBase::Get()) {
        wxString layout;
        // A layout saved before a pane existed would hide it: such a layout is not used.
        if (c->Read("/Window/Panes", &layout) && layout.Contains("name=moves;") &&
            layout.Contains("name=analysis;") && layout.Contains("name=evaluation;") &&
            layout.Contains("name=clocks;"))
            panes_.LoadPerspective(layout, false);
    }
    captionPanes();
    panes_.Update();
    graph_->Bind(ui::EVT_EVAL_GRAPH_CURSOR, [this](wxCommandEvent& e) {
        if (GameDocument* doc = document()) doc->setCursor(static_cast<std::size_t>(e.GetInt()));
    });
    analysis_->Bind(ui::EVT_ANALYSIS_LINES, [this](wxCommandEvent& e) {
        if (GameDocument* doc = document()) doc->setAnalysisLineCount(e.GetInt());
    });

    SetIcons(platform::appIcons());

    CreateStatusBar(3);
    const int widths[] = {-3, -3, -4};
    SetStatusWidths(3, widths);
    buildMenus();
    bindCommands();

    canvas_->Bind(ui::EVT_BOARD_CELL, [this](wxCommandEvent& e) {
        if (view_) view_->cellClicked(e.GetInt());
    });
    moveList_->Bind(ui::EVT_MOVE_LIST_CURSOR, [this](wxCommandEvent& e) {
        if (GameDocument* doc = document()) doc->setCursor(static_cast<std::size_t>(e.GetInt()));
    });
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);

    if (wxConfigBase* c = wxConfigBase::Get()) {
        const int w = static_cast<int>(c->ReadLong("/Window/Width", 960));
        const int h = static_cast<int>(c->ReadLong("/Window/Height", 760));
        SetSize(wxSize(std::max(480, w), std::max(400, h)));
    }
}

MainFrame::~MainFrame() {
    panes_.UnInit();
}

void MainFrame::captionPanes() {
    panes_.GetPane(moveList_).Caption(_("Moves"));
    panes_.GetPane(analysis_).Caption(_("Analysis"));
    panes_.GetPane(graph_).Caption(_("Evaluation"));
    panes_.GetPane(clocks_).Caption(_("Clocks"));
}

bool MainFrame::clocksShown() {
    return panes_.GetPane(clocks_).IsShown();
}

void MainFrame::showClocks(bool show) {
    panes_.GetPane(clocks_).Show(show);
    panes_.Update();
}

bool MainFrame::analysisPanelShown() {
    return panes_.GetPane(analysis_).IsShown();
}

void MainFrame::showAnalysisPanel(bool show) {
    panes_.GetPane(analysis_).Show(show);
    panes_.Update();
}

std::vector<wxString> MainFrame::paneCaptions() {
    std::vector<wxString> captions;
    const wxAuiPaneInfoArray& panes = panes_.GetAllPanes();
    for (std::size_t i = 0; i < panes.GetCount(); ++i)
        if (!panes.Item(i).caption.empty()) captions.push_back(panes.Item(i).caption);
    return captions;
}

bool MainFrame::evalGraphShown() {
    return panes_.GetPane(graph_).IsShown();
}

void MainFrame::showEvalGraph(bool show) {
    panes_.GetPane(graph_).Show(show);
    panes_.Update();
}

GameDocument* MainFrame::document() const { return view_ ? view_->document() : nullptr; }

void MainFrame::attachView(GameView* view) { view_ = view; }

void MainFrame::detachView(GameView* view) {
    if (view_ != view) return;
    view_ = nullptr;
    canvas_->setState({});
}

void MainFrame::updateTitle() {
    // "game.sgf * - Renju (forbidden moves refused) - Qipan": the file (or "Untitled"), whether it has
    // changes not saved, and the game.
    wxString title = "Qipan";
    if (GameDocument* doc = document())
        title = wxString::Format(_("%s%s - %s - Qipan"), doc->GetUserReadableName(), doc->IsModified() ? " *" : "",
                                 gameName(doc->record().gameId()));
    if (GetTitle() != title) SetTitle(title);
}

void MainFrame::buildMenus() {
    // Called again when the language changes: the labels are looked up anew. Commands are bound once, in
    // bindCommands(), by id.
    auto* file = new wxMenu;
    file->Append(wxID_NEW, _("&New Game...\tCtrl+N"));
    file->Append(wxID_OPEN, _("&Open...\tCtrl+O"));
    file->Append(wxID_SAVE, _("&Save\tCtrl+S"));
    file->Append(wxID_SAVEAS, _("Save &As...\tCtrl+Shift+S"));
    file->AppendSeparator();
    appendGameInfoItem(file);
    appendExportItem(file);
    file->AppendSeparator();
    file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, _("&Undo\tCtrl+Z"));
    edit->Append(wxID_REDO, _("&Redo\tCtrl+Y"));
    edit->AppendSeparator();
    edit->Append(ID_TAKE_BACK, _("&Take Back\tCtrl+B"), _("Take back your last move and the computer's reply"));
    edit->AppendSeparator();
    appendPositionItems(edit);

    auto* game = new wxMenu;
    game->Append(ID_MOVE_NOW, _("&Move Now\tCtrl+M"), _("The computer plays for the side to move, or stops thinking and plays"));
    game->Append(ID_HINT, _("&Hint\tCtrl+H"), _("Show a good move for the side to move"));
    game->AppendCheckItem(ID_ANALYSE, _("&Analyse\tF2"), _("The engine studies every position shown and marks its best move"));
    game->AppendCheckItem(ID_ANALYSIS_PANEL, _("Analysis &Panel\tF3"),
                          _("Show the engine's depth, score, speed and best lines below the board"));
    game->AppendCheckItem(ID_EVAL_GRAPH, _("&Evaluation Graph"),
                          _("Show the engine's evaluation over the game; a click goes to that move"));
    game->AppendCheckItem(ID_CLOCKS, _("Cloc&ks"), _("Show each side's clock beside the board"));
    game->AppendSeparator();
    game->Append(ID_RESIGN, _("Resi&gn"), _("Give up the game; Undo takes it back"));
    game->Append(ID_OFFER_DRAW, _("&Offer Draw"),
                 _("Offer the computer a draw; it accepts when it stands no better (people playing both "
                   "sides agree at once)"));
    game->Append(ID_CLAIM_DRAW, _("&Claim Draw"),
                 _("Claim a draw that the rules allow now (Xiangqi: a repeated position)"));
    game->Append(ID_REMATCH, _("Rema&tch\tCtrl+R"),
                 _("A new game of the same kind with the colours swapped"));
    game->AppendCheckItem(ID_PAUSE_CLOCK, _("Pa&use Clock\tCtrl+P"),
                          _("Stop both clocks and the computer's thinking; choose it again to go on"));
    game->AppendSeparator();
    game->AppendCheckItem(ID_COMPUTER_FIRST, _("Computer Plays &First Side"));
    game->AppendCheckItem(ID_COMPUTER_SECOND, _("Computer Plays &Second Side"));
    game->AppendSeparator();
    game->AppendCheckItem(ID_FLIP, _("&Flip Board\tCtrl+F"));

    auto* settings = new wxMenu;
    auto* language = new wxMenu;
    language->AppendRadioItem(ID_LANGUAGE_SYSTEM, _("System Language"));
    const wxString setting = languageSetting();
    for (std::size_t i = 0; i < interfaceLanguages().size(); ++i) {
        const InterfaceLanguage& l = interfaceLanguages()[i];
        const int id = ID_LANGUAGE_FIRST + static_cast<int>(i);
        language->AppendRadioItem(id, wxString::FromUTF8(l.name));  // each in its own language
        if (setting == l.code) language->Check(id, true);
    }
    settings->AppendSubMenu(language, _("&Language"));

    auto* help = new wxMenu;
    appendHowToPlayItem(help);
    help->AppendSeparator();
    help->Append(wxID_ABOUT, _("&About Qipan"));

    auto* bar = new wxMenuBar;
    bar->Append(file, _("&File"));
    bar->Append(edit, _("&Edit"));
    bar->Append(game, _("&Game"));
    bar->Append(settings, _("&Settings"));
    bar->Append(help, _("&Help"));
    wxMenuBar* old = GetMenuBar();
    if (old) GetDocumentManager()->FileHistoryRemoveMenu(old->GetMenu(0));
    SetMenuBar(bar);
    delete old;
    GetDocumentManager()->FileHistoryUseMenu(file);
    GetDocumentManager()->FileHistoryAddFilesToMenu(file);
}

void MainFrame::bindCommands() {
    bindPositionCommands(this);
    bindGameInfoCommand(this);
    bindExportCommand(this);
    bindHowToPlayCommand(this);
    // Undo/Redo go through the document so the engine stops first; wxDocManager would call the command
    // processor directly, so these handlers are bound on the manager, which sees the events first.
    auto* manager = GetDocumentManager();
    manager->Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (auto* d = document()) d->undo(); }, wxID_UNDO);
    manager->Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (auto* d = document()) d->redo(); }, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (auto* d = document()) d->takeBack(); }, ID_TAKE_BACK);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (auto* d = document()) d->moveNow(); }, ID_MOVE_NOW);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { if (auto* d = document()) d->hint(); }, ID_HINT);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { if (auto* d = document()) d->setAnalysing(e.IsChecked()); }, ID_ANALYSE);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { if (auto* d = document()) d->setComputer(Side::First, e.IsChecked()); },
         ID_COMPUTER_FIRST);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { if (auto* d = document()) d->setComputer(Side::Second, e.IsChecked()); },
         ID_COMPUTER_SECOND);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { if (view_) view_->setFlipped(e.IsChecked()); }, ID_FLIP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { showAnalysisPanel(e.IsChecked()); }, ID_ANALYSIS_PANEL);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { showEvalGraph(e.IsChecked()); }, ID_EVAL_GRAPH);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { showClocks(e.IsChecked()); }, ID_CLOCKS);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            if (GameDocument* doc = document()) doc->setClockPaused(e.IsChecked());
        },
        ID_PAUSE_CLOCK);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (GameDocument* doc = document()) doc->resign();
        },
        ID_RESIGN);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (GameDocument* doc = document()) doc->offerDraw();
        },
        ID_OFFER_DRAW);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (GameDocument* doc = document()) doc->claimDraw();
        },
        ID_CLAIM_DRAW);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            if (auto* qipan = dynamic_cast<QipanDocManager*>(GetDocumentManager())) qipan->rematch();
        },
        ID_REMATCH);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { switchLanguage(""); }, ID_LANGUAGE_SYSTEM);
    for (std::size_t i = 0; i < interfaceLanguages().size(); ++i) {
        const wxString code = interfaceLanguages()[i].code;
        Bind(
            wxEVT_MENU, [this, code](wxCommandEvent&) { switchLanguage(code); },
            ID_LANGUAGE_FIRST + static_cast<int>(i));
    }
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxAboutDialogInfo info;
        info.SetName("Qipan");
        info.SetVersion(QIPAN_VERSION);
        info.SetDescription(_("Gomoku and Renju, Othello and Xiangqi against a strong computer opponent."));
        wxAboutBox(info, this);
    }, wxID_ABOUT);

    for (int id :
         {static_cast<int>(wxID_UNDO), static_cast<int>(wxID_REDO), static_cast<int>(ID_TAKE_BACK),
          static_cast<int>(ID_MOVE_NOW), static_cast<int>(ID_HINT), static_cast<int>(ID_ANALYSE),
          static_cast<int>(ID_COMPUTER_FIRST), static_cast<int>(ID_COMPUTER_SECOND),
          static_cast<int>(ID_FLIP), static_cast<int>(ID_ANALYSIS_PANEL), static_cast<int>(ID_EVAL_GRAPH),
          static_cast<int>(ID_CLOCKS), static_cast<int>(ID_PAUSE_CLOCK)})
        Bind(wxEVT_UPDATE_UI, &MainFrame::onUpdateUi, this, id);
}

void MainFrame::switchLanguage(const wxString& code) {
    setLanguageSetting(code);
    applyLanguage(code);
    // Everything shown is said again in the new language: menus, status bar, move list, title.
    buildMenus();
    moveList_->retranslate();
    analysis_->retranslate();
    captionPanes();
    panes_.Update();
    if (GameDocument* doc = document()) doc->languageChanged();
    analysis_->flush();  // said again now, not at the throttle's next turn
    updateTitle();
    SendSizeEvent();
}

void MainFrame::onUpdateUi(wxUpdateUIEvent& event) {
    if (event.GetId() == ID_ANALYSIS_PANEL) {
        event.Check(analysisPanelShown());
        return;
    }
    if (event.GetId() == ID_EVAL_GRAPH) {
        event.Check(evalGraphShown());
        return;
    }
    if (event.GetId() == ID_CLOCKS) {
        event.Check(clocksShown());
        return;
    }
    GameDocument* doc = document();
    if (!doc) {
        event.Enable(false);
        return;
    }
    const bool xiangqi = doc->game().family() == GameFamily::Xiangqi;
    switch (event.GetId()) {
        case wxID_UNDO:
            event.Enable(doc->GetCommandProcessor()->CanUndo());
            break;
        case wxID_REDO:
            event.Enable(doc->GetCommandProcessor()->CanRedo());
            break;
        case ID_TAKE_BACK:
            event.Enable(doc->GetCommandProcessor()->CanUndo());
            break;
        case ID_MOVE_NOW:
            event.Enable(!doc->outcome().over());
            break;
        case ID_HINT:
            event.Enable(!doc->outcome().over() && !doc->thinking());
            break;
        case ID_RESIGN:
        case ID_CLAIM_DRAW:
            event.Enable(doc->canResign());
            break;
        case ID_OFFER_DRAW:
            event.Enable(doc->canOfferDraw());
            break;
        case ID_REMATCH:
            event.Enable(true);
            break;
        case ID_PAUSE_CLOCK:
            event.Enable(doc->canPauseClock());
            event.Check(doc->clockPaused());
            break;
        case ID_ANALYSE:
            event.Check(doc->analysing());
            break;
        case ID_COMPUTER_FIRST:
            event.Check(doc->player(Side::First).computer);
            event.SetText(xiangqi ? _("Computer Plays &Red") : _("Computer Plays &Black"));
            break;
        case ID_COMPUTER_SECOND:
            event.Check(doc->player(Side::Second).computer);
            event.SetText(xiangqi ? _("Computer Plays B&lack") : _("Computer Plays &White"));
            break;
        case ID_FLIP:
            event.Check(view_ && view_->flipped());
            break;
        default:
            break;
    }
}

void MainFrame::onClose(wxCloseEvent& event) {
    if (wxConfigBase* c = wxConfigBase::Get()) {
        c->Write("/Window/Width", static_cast<long>(GetSize().x));
        c->Write("/Window/Height", static_cast<long>(GetSize().y));
        c->Write("/Window/Panes", panes_.SavePerspective());
    }
    event.Skip();  // wxDocParentFrame asks the documents whether they may close
}

}  // namespace qipan::app
