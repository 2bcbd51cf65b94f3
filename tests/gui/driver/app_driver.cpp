// The real Qipan app as a separate process that tests can kill and start again (tests/gui/session): the
// QipanApp with its own main loop, taking one command a line on stdin and answering on stdout, each answer
// ending with a line "end". Moves are real mouse clicks (XTest) on the board as drawn. Every dialog the app
// opens is answered by a modal-dialog hook, a question with "No" and anything else with OK, and is reported
// at once as a line "dialog <title>|<message>|<button labels>". The first answer, "ready", comes once the
// window is on screen, after the state start-up left (taken before the main loop ran).
//
// Commands:
//   new <game id> <computer0> <level0> <computer1> <level1> [<opening rule>] [<clock0> <clock1>]
//                             File > New with that setup, without the dialog; a clock is a time control's
//                             settings text with '_' for its spaces ("game_300+2", "move_5", "none_")
//   wait-opening              until the opening rule waits for a click of the person or is over
//   play <move> [<move>...]   clicks the first of the moves that is legal (placement: its point; Xiangqi:
//                             the piece, then its target); "any" is the first legal move, "other" the
//                             first that is not the recorded next move
//   click <square>            one click on a point or square ("h8", Xiangqi "a9"), legal or not
//   list <row>                a click on that row of the move list (0 = the start)
//   open <path>               File > Open of that file (the file dialog's part done)
//   wait <n> [thinking]       until the game has n moves, the position after them is shown and the
//                             computer is not thinking (or is, with "thinking"); "timeout" after 120 s;
//                             with a last word "state", the state follows at once (nothing runs between)
//   menu <new|undo|redo|take-back|move-now|hint|analyse-on|analyse-off|resign|offer-draw|claim-draw|rematch|
//         pause-clock|resume-clock|game-info>  (Game Information is answered OK; its players' boxes reported)
//   pause <ms>                lets the app run for that long
//   save <path>               File > Save As to that file (the file dialog's part done)
//   save-state <path>, open-state <path>
//                             save or open, then the state at once (nothing runs between: a computer's
//                             reply or an Othello pass cannot land between the action and the state)
//   texts                     every text the window shows, one "text <string>" a line: menus (without
//                             accelerators), status bar, title, move list, tooltips of the list's buttons
//   untranslated-reasons      for each point of a placement game, the reason a click there is refused,
//                             when it has no translation: "reason <text>"
//   gettext <domain> <msgid>  the process's gettext translation, as GTK's own dialogs get it
//   language <code>           Settings > Language: "en", "zh_CN", "zh_TW" or "system"
//   state                     what the window shows, one "key value" a line (see printState)
//   stall                     "stall <ms>": the longest time the event loop went without running since the
//                             last "stall" (or the start), as a 2 ms heartbeat timer sees it; what a person
//                             would feel as the window not answering (the driver's own waits pump events
//                             every 10 ms, so about 10 ms is its floor)
//   rss                       "rss <kB>": the process's resident memory (Linux, /proc/self/status)
//   quit                      File > Quit, as a person would (the save question is answered "No")
#include <algorithm>
#include <chrono>
#include <deque>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <libintl.h>

#include <wx/app.h>
#include <wx/button.h>
#include <wx/ctrlsub.h>
#include <wx/menu.h>
#include <wx/modalhook.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/timer.h>
#include <wx/translation.h>
#include <wx/uiaction.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/game_info.h"
#include "app/game_texts.h"
#include "app/main_frame.h"
#include "app/opening_play.h"
#include "app/qipan_app.h"
#include "record/result_tags.h"
#include "ui/analysis_panel.h"
#include "ui/board_canvas.h"
#include "ui/clock_panel.h"
#include "ui/eval_graph.h"
#include "ui/game_info_dialog.h"
#include "ui/move_list_panel.h"
#include "ui/opening_dialog.h"

using namespace qipan;
using namespace qipan::app;

namespace driver {

void say(const wxString& line) {
    wxString one = line;
    one.Replace("\n", "\\n");
    std::cout << one.utf8_string() << std::endl;
}

// The texts a window and its children show: labels, choices, tooltips.
void collectTexts(wxWindow* window, std::vector<wxString>& texts) {
    for (wxWindow* child : window->GetChildren()) {
        if (auto* choice = dynamic_cast<wxItemContainerImmutable*>(child)) {
            for (unsigned i = 0; i < choice->GetCount(); ++i) texts.push_back(choice->GetString(i));
        } else if (!dynamic_cast<wxTextCtrl*>(child) && !child->GetLabel().empty()) {
            texts.push_back(child->GetLabel());
        }
        if (!child->GetToolTipText().empty()) texts.push_back(child->GetToolTipText());
        collectTexts(child, texts);
    }
}

void collectMenuTexts(const wxMenu* menu, std::vector<wxString>& texts) {
    for (const wxMenuItem* item : menu->GetMenuItems()) {
        if (item->IsSeparator()) continue;
        texts.push_back(item->GetItemLabel().BeforeFirst('\t'));
        if (!item->GetHelp().empty()) texts.push_back(item->GetHelp());
        if (item->GetSubMenu()) collectMenuTexts(item->GetSubMenu(), texts);
    }
}

// Answers every modal dialog without showing it, as the person in the test would.
class AnswerDialogs : public wxModalDialogHook {
  protected:
    int Enter(wxDialog* dialog) override {
        wxString text = dialog->GetTitle();
        int answer = wxID_CANCEL;
        std::vector<wxString> texts;
        collectTexts(dialog, texts);
        for (const auto& t : texts) text += "|" + t;
        if (auto* info = dynamic_cast<ui::GameInfoDialog*>(dialog)) {
            // Game Information: what its boxes hold too (the players' names as shown), and OK, so what
            // was shown is written back.
            for (const char* tag : {"Black", "White", "Red"})
                if (wxTextCtrl* box = info->field(tag)) text += "|" + box->GetValue();
            answer = wxID_OK;
        }
        if (dynamic_cast<ui::OpeningDialog*>(dialog)) {
            // An opening rule's choice: its first button (no Cancel: the rule needs an answer).
            for (wxWindow* child : dialog->GetChildren())
                if (dynamic_cast<wxButton*>(child)) {
                    answer = child->GetId();
                    break;
                }
        }
        if (auto* box = dynamic_cast<wxMessageDialog*>(dialog)) {
            const long style = box->GetMessageDialogStyle();
            text += "|" + box->GetMessage() + "|";
            if (style & wxYES_NO) {
                text += box->GetYesLabel() + "," + box->GetNoLabel();
                if (style & wxCANCEL) text += "," + box->GetCancelLabel();
                answer = wxID_NO;
            } else {
                text += box->GetOKLabel();
                answer = wxID_OK;
            }
        }
        say("dialog " + text);
        return answer;
    }
    void Exit(wxDialog*) override {}
};

class DriverApp : public QipanApp {
  public:
    bool OnInit() override {
        // The translations of this build (the app finds them beside its own executable, not ours).
        wxFileTranslationsLoader::AddCatalogLookupPathPrefix(QIPAN_LOCALE_DIR);
        hook_.Register();  // before start-up, which may have something to say (a damaged autosave)
        if (!QipanApp::OnInit()) return false;
        // What start-up shows before the main loop runs (before a reply of the computer can come in);
        // printed ahead of "ready".
        printState();
        timer_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { tick(); });
        timer_.Start(20);
        lastBeat_ = std::chrono::steady_clock::now();
        heartbeat_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { beat(); });
        heartbeat_.Start(2);
        std::thread([this] {
            std::string line;
            while (std::getline(std::cin, line)) {
                const std::lock_guard lock(mutex_);
                lines_.push_back(line);
            }
        }).detach();
        return true;
    }

  private:
    MainFrame* mainFrame() const { return frame(); }
    GameDocument* doc() const { return mainFrame() ? mainFrame()->document() : nullptr; }

    // Pumps events until `done` holds or `seconds` pass.
    template <class Condition>
    bool waitFor(Condition done, double seconds) {
        const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
        while (!done()) {
            if (std::chrono::steady_clock::now() > end) return false;
            Yield(true);
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return true;
    }

    void beat() {
        const auto now = std::chrono::steady_clock::now();
        longestGap_ = std::max(longestGap_, now - lastBeat_);
        lastBeat_ = now;
    }

    void tick() {
        if (busy_) return;
        if (!ready_) {
            // Commands start once the window is on screen with its board laid out.
            if (!doc() || !mainFrame()->IsShownOnScreen() || mainFrame()->canvas()->GetClientSize().x < 100)
                return;
            ready_ = true;
            say("ready");
            say("end");
        }
        std::string line;
        {
            const std::lock_guard lock(mutex_);
            if (lines_.empty()) return;
            line = lines_.front();
            lines_.pop_front();
        }
        busy_ = true;
        run(line);
        say("end");
        busy_ = false;
    }

    void run(const std::string& line) {
        std::istringstream in(line);
        std::string command;
        in >> command;
        if (command == "new") {
            ui::NewGameSetup setup;
            in >> setup.gameId >> setup.players[0].computer >> setup.players[0].level >>
                setup.players[1].computer >> setup.players[1].level;
            int clocks = 0;
            for (std::string word; in >> word;) {
                if (word.find('_') == std::string::npos) {
                    setup.opening = word;
                    continue;
                }
                std::string clock = word;
                std::replace(clock.begin(), clock.end(), '_', ' ');
                const auto control = TimeControl::parse(clock);
                if (!control || clocks == 2) return say("not a time control: " + word);
                setup.players[clocks++].time = *control;
            }
            GameDocument::setNextSetup(setup);
            say(docManager()->createQuietly() ? "ok" : "failed");
        } else if (command == "play") {
            std::vector<std::string> candidates;
            for (std::string m; in >> m;) candidates.push_back(m);
            play(candidates);
        } else if (command == "wait") {
            std::size_t n = 0;
            in >> n;
            bool thinking = false, state = false;
            for (std::string word; in >> word;) {
                thinking = thinking || word == "thinking";
                state = state || word == "state";
            }
            const bool done = waitFor(
                [&] {
                    return doc() && doc()->record().size() == n && doc()->record().cursor() == n &&
                           doc()->thinking() == thinking;
                },
                120);
            say(done ? "ok" : "timeout");
            if (state) printState();
        } else if (command == "wait-opening") {
            const bool done = waitFor(
                [&] {
                    const app::OpeningPlay* play = doc() ? doc()->openingPlay() : nullptr;
                    if (!play || !play->active()) return true;
                    const gomoku::StepKind kind = play->opening().step().kind;
                    return play->personToAct() &&
                           (kind == gomoku::StepKind::Place || kind == gomoku::StepKind::Offer ||
                            kind == gomoku::StepKind::Pick);
                },
                120);
            say(done ? "ok" : "timeout");
        } else if (command == "menu") {
            std::string name;
            in >> name;
            menu(name);
        } else if (command == "save" || command == "save-state") {
            std::string path;
            std::getline(in >> std::ws, path);
            say(doc() && doc()->OnSaveDocument(wxString::FromUTF8(path)) ? "ok" : "failed");
            if (command == "save-state") printState();
        } else if (command == "click") {
            std::string square;
            in >> square;
            clickSquare(square);
        } else if (command == "list") {
            std::size_t row = 0;
            in >> row;
            if (row >= mainFrame()->moveList()->rowCount()) return say("no such row");
            wxUIActionSimulator sim;
            sim.MouseMove(mainFrame()->moveList()->rowCentre(row));
            waitFor([] { return false; }, 0.05);
            sim.MouseClick();
            waitFor([] { return false; }, 0.1);
            say("ok");
        } else if (command == "open" || command == "open-state") {
            std::string path;
            std::getline(in >> std::ws, path);
            say(docManager()->openFile(wxString::FromUTF8(path)) ? "ok" : "failed");
            if (command == "open-state") printState();
        } else if (command == "pause") {
            int ms = 0;
            in >> ms;
            waitFor([] { return false; }, ms / 1000.0);
            say("ok");
        } else if (command == "texts") {
            printTexts();
        } else if (command == "untranslated-reasons") {
            printUntranslatedReasons();
        } else if (command == "gettext") {
            std::string domain, msgid;
            in >> domain;
            std::getline(in >> std::ws, msgid);
            say("ok " + wxString::FromUTF8(dgettext(domain.c_str(), msgid.c_str())));
        } else if (command == "language") {
            std::string code;
            in >> code;
            mainFrame()->switchLanguage(code == "system" ? wxString() : wxString(code));
            say("ok");
        } else if (command == "state") {
            printState();
        } else if (command == "stall") {
            beat();
            const double ms = std::chrono::duration<double, std::milli>(longestGap_).count();
            say(wxString::Format("stall %.1f", ms));
            longestGap_ = {};
        } else if (command == "rss") {
            std::ifstream status("/proc/self/status");
            long kb = -1;
            for (std::string field; std::getline(status, field);)
                if (field.rfind("VmRSS:", 0) == 0) kb = std::stol(field.substr(6));
            say(wxString::Format("rss %ld", kb));
        } else if (command == "quit") {
            say("closing");
            mainFrame()->Close();
        } else {
            say("unknown command " + command);
        }
    }

    void play(const std::vector<std::string>& candidates) {
        if (!doc()) return say("no game");
        const Game& game = doc()->game();
        std::optional<Move> chosen;
        for (const auto& text : candidates) {
            if (text == "any" || text == "other") {
                // "other": not the move the record has next (the move list's next row)
                const GameRecord& record = doc()->record();
                for (const Move m : game.legalMoves())
                    if (text == "any" || record.atEnd() || record.steps()[record.cursor()].move != m) {
                        chosen = m;
                        break;
                    }
            } else if (const auto m = game.parseMove(text); m && game.isLegal(*m)) {
                chosen = *m;
            }
            if (chosen) break;
        }
        if (!chosen) return say("no legal move among the candidates");
        const MoveSquares squares = game.squares(*chosen);
        say("ok " + wxString::FromUTF8(game.moveToText(*chosen)));
        if (squares.from >= 0) click(squares.from);
        click(squares.to);
    }

    // A square in the game's own notation: the cell of a placement move, or an ICCS square in Xiangqi.
    void clickSquare(const std::string& square) {
        const Game& game = doc()->game();
        int cell = -1;
        if (game.family() == GameFamily::Xiangqi) {
            if (square.size() == 2) cell = (9 - (square[1] - '0')) * 9 + (square[0] - 'a');
        } else if (const auto m = game.parseMove(square)) {
            cell = m->code;
        }
        if (cell < 0 || cell >= game.width() * game.height()) return say("not a square: " + square);
        click(cell);
        say("ok");
    }

    void printTexts() {
        std::vector<wxString> texts;
        const wxMenuBar* bar = mainFrame()->GetMenuBar();
        for (std::size_t i = 0; i < bar->GetMenuCount(); ++i) {
            texts.push_back(bar->GetMenuLabel(i));
            collectMenuTexts(bar->GetMenu(i), texts);
        }
        for (int f = 0; f < mainFrame()->GetStatusBar()->GetFieldsCount(); ++f)
            texts.push_back(mainFrame()->GetStatusBar()->GetStatusText(f));
        texts.push_back(mainFrame()->GetTitle());
        collectTexts(mainFrame()->moveList(), texts);
        const ui::MoveListPanel* list = mainFrame()->moveList();
        for (std::size_t i = 0; i < list->rowCount(); ++i) texts.push_back(list->rowText(i));
        ui::AnalysisPanel* analysis = mainFrame()->analysisPanel();
        collectTexts(analysis, texts);
        for (int column = 0; column < 4; ++column) {
            texts.push_back(analysis->columnTitle(column));
            for (int row = 0; row < analysis->rowCount(); ++row) texts.push_back(analysis->cell(row, column));
        }
        const ui::EvalGraph* graph = mainFrame()->evalGraph();
        for (const wxString& t : {graph->scale(), graph->topLabel(), graph->bottomLabel()})
            texts.push_back(t);
        for (const wxString& caption : mainFrame()->paneCaptions()) texts.push_back(caption);
        const ui::ClockDisplay& clocks = mainFrame()->clockPanel()->display();
        texts.push_back(clocks.heading);
        for (const ui::ClockFace& face : clocks.faces)
            for (const wxString& t : {face.side, face.time, face.detail}) texts.push_back(t);
        for (const auto& t : texts)
            if (!t.empty()) say("text " + t);
    }

    void printUntranslatedReasons() {
        const Game& game = doc()->game();
        if (game.family() == GameFamily::Xiangqi) return say("not a placement game");
        for (int cell = 0; cell < game.width() * game.height(); ++cell) {
            const std::string why = game.illegalReason(Move{cell});
            if (!why.empty() && engineWords(why) == wxString::FromUTF8(why))
                say("reason " + wxString::FromUTF8(why));
        }
    }

    void click(int cell) {
        ui::BoardCanvas* canvas = mainFrame()->canvas();
        wxUIActionSimulator sim;
        sim.MouseMove(canvas->ClientToScreen(canvas->cellCentre(cell)));
        waitFor([] { return false; }, 0.05);
        sim.MouseClick();
        waitFor([] { return false; }, 0.1);
    }

    void menu(const std::string& name) {
        int id = 0;
        int checked = 0;
        if (name == "new") id = wxID_NEW;
        if (name == "undo") id = wxID_UNDO;
        if (name == "redo") id = wxID_REDO;
        if (name == "take-back") id = ID_TAKE_BACK;
        if (name == "move-now") id = ID_MOVE_NOW;
        if (name == "hint") id = ID_HINT;
        if (name == "resign") id = ID_RESIGN;
        if (name == "offer-draw") id = ID_OFFER_DRAW;
        if (name == "claim-draw") id = ID_CLAIM_DRAW;
        if (name == "rematch") id = ID_REMATCH;
        if (name == "game-info") id = ID_GAME_INFO;
        if (name == "pause-clock" || name == "resume-clock") {
            id = ID_PAUSE_CLOCK;
            checked = name == "pause-clock";
        }
        if (name == "analyse-on" || name == "analyse-off") {
            id = ID_ANALYSE;
            checked = name == "analyse-on";
        }
        if (id == 0) return say("unknown menu " + name);
        wxCommandEvent event(wxEVT_MENU, id);
        event.SetInt(checked);
        mainFrame()->ProcessWindowEvent(event);
        say("ok");
    }

    // What a person sees: the game, the position, the move list (a row per move, "g" when greyed), the
    // status bar fields and the title; plus the players and whether the computer thinks.
    void printState() {
        const GameDocument* d = doc();
        if (!d) return say("no game");
        say("game " + wxString::FromUTF8(d->record().gameId()));
        say("position " + wxString::FromUTF8(d->game().positionText()));
        say(wxString::Format("moves %zu", d->record().size()));
        say(wxString::Format("cursor %zu", d->record().cursor()));
        const ui::MoveListPanel* list = mainFrame()->moveList();
        for (std::size_t i = 0; i < list->rowCount(); ++i)
            say(wxString::Format("row %s %s", list->rowGreyed(i) ? "g" : "n", list->rowText(i)));
        for (int f = 0; f < mainFrame()->GetStatusBar()->GetFieldsCount(); ++f)
            say(wxString::Format("status%d %s", f, mainFrame()->GetStatusBar()->GetStatusText(f)));
        say("title " + mainFrame()->GetTitle());
        wxString marks;
        for (const auto& [cell, tag] : mainFrame()->canvas()->state().marks)
            marks += wxString::Format("%s%d:%s", marks.empty() ? "" : " ", cell, wxString::FromUTF8(tag));
        say("marks " + marks);
        say(wxString::Format("modified %d", d->IsModified() ? 1 : 0));
        say(wxString::Format("players %d %d %d %d", d->player(Side::First).computer ? 1 : 0,
                             d->player(Side::First).level, d->player(Side::Second).computer ? 1 : 0,
                             d->player(Side::Second).level));
        say(wxString::Format("thinking %d", d->thinking() ? 1 : 0));
        // The players' names as the record keeps them.
        say("names " + wxString::FromUTF8(d->record().tag(playerTagName(d->record(), Side::First))) + "|" +
            wxString::FromUTF8(d->record().tag(playerTagName(d->record(), Side::Second))));
        // The clocks as the pane shows them, and as the document keeps them: the time left (ms), the
        // byo-yomi periods left, a fallen flag, each side's time used, and whether they are paused.
        const ui::ClockDisplay& clocks = mainFrame()->clockPanel()->display();
        for (const Side side : {Side::First, Side::Second}) {
            const ClockState shown = d->clockShown(side);
            const ui::ClockFace& face = clocks.faces[index(side)];
            say(wxString::Format("clock%d %lld %d %d %lld|%s|%s", index(side),
                                 static_cast<long long>(shown.remainingMs), shown.periodsLeft,
                                 shown.flagged ? 1 : 0, static_cast<long long>(d->timeUsedMs(side)),
                                 face.time, face.detail));
        }
        say(wxString::Format("clockpaused %d", d->clockPaused() ? 1 : 0));
        wxString times;
        for (const Step& step : d->record().steps())
            times += wxString::Format(" %lld", static_cast<long long>(step.timeMs));
        say("movetimes" + times);
    }

    AnswerDialogs hook_;
    wxTimer timer_;
    wxTimer heartbeat_;  // see "stall"
    std::chrono::steady_clock::time_point lastBeat_;
    std::chrono::steady_clock::duration longestGap_{};
    std::mutex mutex_;
    std::deque<std::string> lines_;
    bool ready_ = false;
    bool busy_ = false;
};

}  // namespace driver

wxIMPLEMENT_APP(driver::DriverApp);
