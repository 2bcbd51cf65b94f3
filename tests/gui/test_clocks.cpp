// Clocks in the real window: New Game sets each side's time control (kept in the settings); the clock
// pane shows each side's time, the side to move and a fallen flag; moves spend the time exactly as the
// record says they took, and Undo, Redo and Take Back give the clocks back; a flag that falls ends the game
// on time, announced once and written into the record; Game > Pause Clock stops both clocks and the
// computer's search. No assertion depends on how fast the machine is: the tests wait for conditions and
// compare the clocks with the move times the record keeps.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <fstream>

#include <wx/choice.h>
#include <wx/dcclient.h>
#include <wx/frame.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

#include "app/game_info.h"
#include "app/position_commands.h"
#include "app/settings.h"
#include "game/game_end.h"
#include "gui/gui_support.h"
#include "record/formats.h"
#include "support/time_control_text.h"
#include "ui/clock_panel.h"
#include "ui/new_game_dialog.h"

using namespace qipan;
using namespace qipan::app;
using namespace qipan::gui_test;

namespace {

TimeControl control(const std::string& text) {
    return testing::timeControl(text);
}

// A game of `id` with these players and clocks, without the dialog.
void newTimedGame(const std::string& id, bool firstComputer, const std::string& firstClock,
                  bool secondComputer, const std::string& secondClock, int level = 1) {
    pump(0.3);  // what the last case still had queued arrives first
    ui::NewGameSetup setup;
    setup.gameId = id;
    setup.players[0] = {firstComputer, level, control(firstClock)};
    setup.players[1] = {secondComputer, level, control(secondClock)};
    newGame(setup);
}

const ui::ClockFace& face(Side side) {
    return frame()->clockPanel()->display().faces[index(side)];
}

std::size_t notices() {
    std::size_t n = 0;
    for (const wxString& m : messages()) n += m.StartsWith("Game Over: ");
    return n;
}

template <class Window>
Window* field(wxWindow& dialog, const wxString& name) {
    auto* window = dynamic_cast<Window*>(dialog.FindWindow(name));
    BOOST_REQUIRE_MESSAGE(window != nullptr, "no field " << name.utf8_string());
    return window;
}

// A choice and a spin field changed as a person changes them (the value, then the control's event).
void choose(wxChoice* choice, int item) {
    choice->SetSelection(item);
    wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
    event.SetInt(item);
    event.SetEventObject(choice);
    choice->ProcessWindowEvent(event);
}

void enter(wxSpinCtrlDouble* spin, double value) {
    spin->SetValue(value);
    wxSpinDoubleEvent event(wxEVT_SPINCTRLDOUBLE, spin->GetId(), value);
    event.SetEventObject(spin);
    spin->ProcessWindowEvent(event);
}

// File > New with its dialog, worked by `work`; the dialog is closed with OK when `ok`.
void newGameDialog(const std::function<void(ui::NewGameDialog&)>& work, bool ok = true) {
    document()->Modify(false);
    bool worked = false;
    setDialogDriver([&](wxDialog& shown) {
        auto& dialog = dynamic_cast<ui::NewGameDialog&>(shown);
        dialog.Show();
        BOOST_REQUIRE(waitFor([&] { return dialog.IsShownOnScreen(); }, 10));
        work(dialog);
        worked = true;
        dialog.Hide();
        return ok ? static_cast<int>(wxID_OK) : static_cast<int>(wxID_CANCEL);
    });
    menu(wxID_NEW);
    setDialogDriver(nullptr);
    BOOST_REQUIRE(worked);
}

// The modal dialog on screen, if any.
wxDialog* modalDialog() {
    for (wxWindow* window : wxTopLevelWindows)
        if (auto* dialog = dynamic_cast<wxDialog*>(window); dialog && dialog->IsModal()) return dialog;
    return nullptr;
}

// What the document's clock was doing at one moment while a dialog was open.
struct ClockSample {
    bool running = false;
    bool held = false;
    std::int64_t turnMs = 0;
    ClockState shown;
};

// Runs the menu command `id`, whose modal dialog is shown for real (ShowModal, not the tests' driver):
// the clock is sampled when the dialog is on screen and again after `seconds` more, then the dialog is
// closed with Cancel.
std::vector<ClockSample> sampleWhileDialogOpen(int id, double seconds) {
    setDialogDriver(nullptr);
    std::vector<ClockSample> samples;
    std::chrono::steady_clock::time_point first;
    wxTimer timer;
    timer.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
        wxDialog* dialog = modalDialog();
        if (!dialog || samples.size() >= 2) return;
        const auto now = std::chrono::steady_clock::now();
        if (samples.empty())
            first = now;
        else if (now - first < std::chrono::duration<double>(seconds))
            return;
        const Side side = document()->liveSideToMove();
        samples.push_back({document()->clockRunning(), document()->clockHeld(), document()->turnElapsedMs(),
                           document()->clockShown(side)});
        if (samples.size() == 2) dialog->EndModal(wxID_CANCEL);
    });
    timer.Start(50);
    menu(id);  // returns when the dialog is closed
    timer.Stop();
    return samples;
}

// A move by a person in either game: a click on a Gomoku point, or a Xiangqi piece and its target.
void playByClicks(const std::string& move) {
    const std::size_t before = document()->record().size();
    if (move.size() == 4) {
        clickXiangqi(move.substr(0, 2));
        pump(0.1);
        clickXiangqi(move.substr(2));
    } else {
        clickPoint(move);
    }
    BOOST_REQUIRE_MESSAGE(waitFor([&] { return document()->record().size() == before + 1; }, 5), move);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(clocks, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(new_game_sets_each_sides_clock_and_the_settings_keep_it) {
    newGameDialog([](ui::NewGameDialog& dialog) {
        // Black: 5 minutes + 2 s a move.
        choose(field<wxChoice>(dialog, "clockKind0"), 2);
        BOOST_TEST(field<wxSpinCtrlDouble>(dialog, "mainMinutes0")->IsEnabled());
        BOOST_TEST(!field<wxSpinCtrl>(dialog, "periods0")->IsEnabled());
        enter(field<wxSpinCtrlDouble>(dialog, "mainMinutes0"), 5);
        enter(field<wxSpinCtrlDouble>(dialog, "seconds0"), 2);
        // White: a time per move of no time cannot run: OK waits and the dialog says why.
        choose(field<wxChoice>(dialog, "clockKind1"), 1);
        enter(field<wxSpinCtrlDouble>(dialog, "seconds1"), 0);
        BOOST_TEST(!dialog.FindWindow(wxID_OK)->IsEnabled());
        BOOST_TEST(!dialog.timeControl(1).has_value());
        // Byo-yomi: no main time, 3 periods of 30 s.
        choose(field<wxChoice>(dialog, "clockKind1"), 3);
        BOOST_TEST(field<wxSpinCtrl>(dialog, "periods1")->IsEnabled());
        enter(field<wxSpinCtrlDouble>(dialog, "mainMinutes1"), 0);
        enter(field<wxSpinCtrlDouble>(dialog, "seconds1"), 30);
        field<wxSpinCtrl>(dialog, "periods1")->SetValue(3);
        BOOST_TEST(dialog.FindWindow(wxID_OK)->IsEnabled());
        BOOST_TEST(dialog.setup().players[0].time.text() == "game 300+2");
        BOOST_TEST(dialog.setup().players[1].time.text() == "byoyomi 0 30x3");
    });
    BOOST_REQUIRE(waitFor([] { return document() && document()->clock(Side::Second).timed(); }, 5));
    BOOST_TEST((document()->player(Side::First).time == control("game 300+2")));
    BOOST_TEST((document()->player(Side::Second).time == control("byoyomi 0 30x3")));
    BOOST_TEST((loadLastSetup().players[0].time == control("game 300+2")));
    BOOST_TEST((loadLastSetup().players[1].time == control("byoyomi 0 30x3")));
    // The pane: Black to move, its clock running from 5:00; White's period waits.
    BOOST_REQUIRE(waitFor([] { return face(Side::First).running; }, 5));
    BOOST_TEST(face(Side::First).side == "Black");
    BOOST_TEST(face(Side::First).toMove);
    BOOST_TEST(face(Side::First).detail == "5 min + 2 s a move");
    BOOST_TEST(face(Side::Second).time == "0:30");
    BOOST_TEST(!face(Side::Second).running);
    BOOST_TEST(face(Side::Second).detail == "3 periods of 30 s left");
    BOOST_TEST(frame()->clocksShown());

    // The next New Game starts from the same clocks.
    newGameDialog(
        [](ui::NewGameDialog& dialog) {
            BOOST_TEST(field<wxChoice>(dialog, "clockKind0")->GetSelection() == 2);
            BOOST_TEST(field<wxSpinCtrlDouble>(dialog, "mainMinutes0")->GetValue() == 5);
            BOOST_TEST(field<wxSpinCtrlDouble>(dialog, "seconds0")->GetValue() == 2);
            BOOST_TEST(field<wxChoice>(dialog, "clockKind1")->GetSelection() == 3);
            BOOST_TEST(field<wxSpinCtrl>(dialog, "periods1")->GetValue() == 3);
        },
        false);
}

BOOST_AUTO_TEST_CASE(moves_spend_the_time_they_took_and_undo_and_redo_give_it_back) {
    newTimedGame("gomoku/freestyle/15", false, "game 60+5", false, "byoyomi 0 30x3");
    const ClockState blackStart = document()->clock(Side::First).state();
    const ClockState whiteStart = document()->clock(Side::Second).state();
    BOOST_TEST(blackStart.remainingMs == 60000);
    BOOST_REQUIRE(waitFor([] { return document()->turnElapsedMs() > 0; }, 5));
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 10));
    const std::int64_t black = document()->record().steps()[0].timeMs;
    BOOST_TEST(black > 0);
    // Black's main time less the move, plus the increment; now White's clock runs.
    BOOST_TEST(document()->clock(Side::First).state().remainingMs == 60000 - black + 5000);
    BOOST_TEST(document()->timeUsedMs(Side::First) == black);
    BOOST_TEST((document()->liveSideToMove() == Side::Second));
    BOOST_REQUIRE(waitFor([] { return face(Side::Second).running && !face(Side::First).running; }, 5));
    clickPoint("j10");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    const std::int64_t white = document()->record().steps()[1].timeMs;
    // A move within its byo-yomi period keeps the period whole.
    BOOST_TEST(white < 30000);
    BOOST_TEST(document()->clock(Side::Second).state().remainingMs == 30000);
    BOOST_TEST(document()->clock(Side::Second).state().periodsLeft == 3);

    menu(wxID_UNDO);
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 1; }, 5));
    BOOST_TEST((document()->clock(Side::Second).state() == whiteStart));
    BOOST_TEST(document()->clock(Side::First).state().remainingMs == 60000 - black + 5000);
    menu(wxID_UNDO);
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 0; }, 5));
    BOOST_TEST((document()->clock(Side::First).state() == blackStart));
    BOOST_TEST(document()->timeUsedMs(Side::Second) == 0);
    menu(wxID_REDO);
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 1; }, 5));
    BOOST_TEST(document()->clock(Side::First).state().remainingMs == 60000 - black + 5000);

    // Going back in the move list does not touch the clocks of the game being played.
    const ClockState before = document()->clock(Side::First).state();
    document()->setCursor(0);
    BOOST_TEST((document()->clock(Side::First).state() == before));
    BOOST_TEST((document()->liveSideToMove() == Side::Second));
    document()->setCursor(1);
}

BOOST_AUTO_TEST_CASE(take_back_gives_back_the_time_of_both_moves) {
    newTimedGame("gomoku/freestyle/15", false, "game 120+0", true, "game 120+0");
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2 && !document()->thinking(); }, 20));
    const std::int64_t computer = document()->record().steps()[1].timeMs;
    BOOST_TEST(computer >= 0);
    BOOST_TEST(document()->clock(Side::Second).state().remainingMs == 120000 - computer);
    BOOST_TEST(document()->clock(Side::First).state().remainingMs ==
               120000 - document()->record().steps()[0].timeMs);
    menu(ID_TAKE_BACK);
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 0; }, 5));
    BOOST_TEST(document()->clock(Side::First).state().remainingMs == 120000);
    BOOST_TEST(document()->clock(Side::Second).state().remainingMs == 120000);
    BOOST_TEST((document()->liveSideToMove() == Side::First));
}

BOOST_AUTO_TEST_CASE(a_flag_falls_the_game_is_lost_on_time_once_and_the_record_says_so) {
    messages().clear();
    // Black (a person) has half a second a move and does not move.
    newTimedGame("gomoku/freestyle/15", false, "move 0.5", true, "none");
    BOOST_REQUIRE(waitFor([] { return document()->outcome().over(); }, 20));
    BOOST_TEST((document()->outcome() == flagFell(Side::First)));
    BOOST_TEST(document()->record().tag("Result") == "W+T");
    BOOST_TEST(document()->record().tag("Termination") == "time");
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_REQUIRE(waitFor([] { return notices() == 1; }, 5));
    BOOST_TEST(messages().back() == "Game Over: White wins on time: Black ran out of time.");
    BOOST_TEST(frame()->GetStatusBar()->GetStatusText(0) == "White wins on time: Black ran out of time.");
    // The pane shows the fallen flag; nothing runs any more.
    BOOST_REQUIRE(waitFor([] { return face(Side::First).flagged; }, 5));
    BOOST_TEST(face(Side::First).time == "0:00.0");
    BOOST_TEST(face(Side::First).detail == "Time is up");
    BOOST_TEST(!face(Side::First).toMove);
    BOOST_TEST(!document()->clockRunning());
    BOOST_TEST(!document()->thinking());
    clickPoint("h8");
    pump(0.3);
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_TEST(notices() == 1u);

    // Saved and read back: the loss on time is the record's (SGF RE[W+T]).
    const auto saved = testFile("flag.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    const GameRecord back = readRecordFile(saved.string());
    BOOST_TEST(back.tag("Result") == "W+T");
    std::filesystem::remove(saved);
}

BOOST_AUTO_TEST_CASE(undo_takes_a_loss_on_time_back_and_the_move_starts_afresh) {
    // Xiangqi (PGN 0-1): Red, a person with half a second a move, loses on time; Black's byo-yomi never ran.
    messages().clear();
    newTimedGame("xiangqi", false, "move 0.5", false, "byoyomi 0 10x2");
    BOOST_REQUIRE(waitFor([] { return document()->outcome().over(); }, 20));
    BOOST_TEST((document()->outcome() == flagFell(Side::First)));
    BOOST_TEST(document()->record().tag("Result") == "0-1");
    BOOST_TEST(document()->record().tag("Termination") == "time");
    BOOST_REQUIRE(waitFor([] { return notices() == 1; }, 5));
    BOOST_TEST(messages().back() == "Game Over: Black wins on time: Red ran out of time.");
    BOOST_REQUIRE(waitFor([] { return face(Side::First).flagged; }, 5));
    BOOST_TEST(face(Side::Second).time == "0:10");
    BOOST_TEST(face(Side::Second).detail == "2 periods of 10 s left");
    // Undo takes the loss back: Red's clock shows a whole move again and runs; Red still does not move,
    // and the flag falls a second time, announced again.
    menu(wxID_UNDO);
    BOOST_TEST(!document()->outcome().over());
    BOOST_TEST(document()->record().tag("Result").empty());
    BOOST_TEST(!document()->clockShown(Side::First).flagged);
    BOOST_REQUIRE(waitFor([] { return document()->outcome().over(); }, 20));
    BOOST_TEST((document()->outcome() == flagFell(Side::First)));
    BOOST_REQUIRE(waitFor([] { return notices() == 2; }, 5));
}

BOOST_AUTO_TEST_CASE(pausing_stops_both_clocks_and_the_computers_search_and_resuming_goes_on) {
    // The computer (Red, full strength) thinks on a 10-minute clock; the person plays Black.
    newTimedGame("xiangqi", true, "game 600+0", false, "game 600+0", 10);
    BOOST_REQUIRE(waitFor([] { return document()->thinking() && document()->turnElapsedMs() > 200; }, 10));
    menu(ID_PAUSE_CLOCK, true);
    BOOST_TEST(document()->clockPaused());
    BOOST_TEST(!document()->thinking());
    BOOST_TEST(!document()->clockRunning());
    const std::int64_t spent = document()->turnElapsedMs();
    const ClockState shown = document()->clockShown(Side::First);
    pump(0.5);
    BOOST_TEST(document()->turnElapsedMs() == spent);  // a stopped clock
    BOOST_TEST((document()->clockShown(Side::First) == shown));
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_REQUIRE(waitFor([] { return frame()->clockPanel()->display().heading == "Clocks paused"; }, 5));
    BOOST_TEST(!face(Side::First).running);
    BOOST_TEST(face(Side::First).toMove);

    // Resumed: the computer searches again on what its clock has left and moves; its move's time counts
    // what it had spent before the pause.
    menu(ID_PAUSE_CLOCK, false);
    BOOST_TEST(!document()->clockPaused());
    BOOST_TEST(document()->thinking());
    BOOST_TEST(document()->clockRunning());
    menu(ID_MOVE_NOW);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1 && !document()->thinking(); }, 20));
    const std::int64_t move = document()->record().steps()[0].timeMs;
    BOOST_TEST(move >= spent);
    BOOST_TEST(document()->clock(Side::First).state().remainingMs == 600000 - move);
    BOOST_TEST(frame()->clockPanel()->display().heading.empty());
}

BOOST_AUTO_TEST_CASE(a_timed_game_saved_and_opened_again_has_its_clocks) {
    // People play both sides with different clocks; the file (SGF for Gomoku, PGN for Xiangqi) keeps the
    // controls and each move's time, so the game opens with the clocks as they were after its last move.
    struct Game {
        std::string id, file;
        std::vector<std::string> moves;
    };
    const Game games[] = {{"gomoku/freestyle/15", "timed.sgf", {"h8", "j10", "h9", "j9"}},
                          {"xiangqi", "timed.pgn", {"h2e2", "h9g7", "b0c2"}}};
    for (const Game& game : games) {
        BOOST_TEST_CONTEXT(game.id) {
            newTimedGame(game.id, false, "game 300+5", false, "byoyomi 60 10x3");
            for (const std::string& move : game.moves) {
                pump(0.4);  // each move takes a little time
                playByClicks(move);
            }
            const GameDocument* played = document();
            const std::vector<Step> steps = played->record().steps();
            const ClockState first = played->clock(Side::First).state();
            const ClockState second = played->clock(Side::Second).state();
            BOOST_TEST(first.remainingMs != 300000);  // time was spent and increments added
            BOOST_TEST(steps.back().timeMs > 0);
            const auto file = testFile(game.file);
            BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
            newTimedGame(game.id, false, "none", false, "none");  // another game on screen, untimed
            BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
            BOOST_REQUIRE(waitFor([&] { return document()->record().size() == game.moves.size(); }, 5));
            BOOST_TEST((document()->player(Side::First).time == control("game 300+5")));
            BOOST_TEST((document()->player(Side::Second).time == control("byoyomi 60 10x3")));
            BOOST_TEST((document()->clock(Side::First).state() == first));
            BOOST_TEST((document()->clock(Side::Second).state() == second));
            for (std::size_t i = 0; i < steps.size(); ++i)
                BOOST_TEST(document()->record().steps()[i].timeMs == steps[i].timeMs);
            // It opens paused, and says so; the pane shows the times left.
            BOOST_TEST(document()->clockPaused());
            BOOST_TEST(document()->statusMessage().find("The clocks are paused") != std::string::npos,
                       document()->statusMessage());
            BOOST_REQUIRE(
                waitFor([] { return frame()->clockPanel()->display().heading == "Clocks paused"; }, 5));
            BOOST_TEST(face(Side::First).detail == "5 min + 5 s a move");
            BOOST_TEST(face(Side::Second).detail == "then 3 periods of 10 s");
            // Resumed, the side to move's clock runs on from there.
            menu(ID_PAUSE_CLOCK, false);
            BOOST_TEST(document()->clockRunning());
            std::filesystem::remove(file);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_timed_game_copied_and_pasted_has_its_clocks) {
    // Edit > Copy Game writes the SGF with its clocks; Paste makes a game of it with them, paused.
    newTimedGame("othello/8", false, "move 20", false, "game 120+3");
    for (const char* move : {"f5", "d6", "c3"}) {
        pump(0.3);
        playByClicks(move);
    }
    const std::vector<Step> steps = document()->record().steps();
    const ClockState first = document()->clock(Side::First).state();
    const ClockState second = document()->clock(Side::Second).state();
    menu(ID_COPY_GAME);
    document()->Modify(false);
    newTimedGame("othello/8", false, "none", false, "none");
    document()->Modify(false);
    menu(ID_PASTE);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 3; }, 5));
    BOOST_TEST((document()->player(Side::First).time == control("move 20")));
    BOOST_TEST((document()->player(Side::Second).time == control("game 120+3")));
    BOOST_TEST((document()->clock(Side::First).state() == first));
    BOOST_TEST((document()->clock(Side::Second).state() == second));
    BOOST_TEST((document()->record().steps() == steps));
    BOOST_TEST(document()->clockPaused());
    document()->Modify(false);
}

BOOST_AUTO_TEST_CASE(a_file_with_a_time_tag_qipan_cannot_use_opens_untimed_and_says_why) {
    const auto file = testFile("canadian.sgf");
    {
        std::ofstream out(file);
        out << "(;GM[4]FF[4]SZ[15]TM[600]OT[25/600 Canadian];B[hh];W[ii])";
    }
    messages().clear();
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 5));
    BOOST_TEST(!document()->timed());
    BOOST_TEST(!document()->clockPaused());
    BOOST_TEST(
        document()->statusMessage().find("Canadian overtime is not a clock Qipan keeps") != std::string::npos,
        document()->statusMessage());
    BOOST_TEST(messages().empty());  // it opened: no error
    std::filesystem::remove(file);
}

BOOST_AUTO_TEST_CASE(a_modal_dialog_holds_the_clock_of_the_person_to_move) {
    // Black, a person, is to move on a running clock; the app's dialogs are opened over the game for two
    // seconds each. The clock stops while each is open (its accounting does not move at all) and runs
    // again when it closes.
    newTimedGame("gomoku/freestyle/15", false, "game 300+0", false, "game 300+0");
    BOOST_REQUIRE(waitFor([] { return document()->clockRunning(); }, 5));
    document()->Modify(false);
    for (const int id : {static_cast<int>(ID_GAME_INFO), static_cast<int>(wxID_NEW)}) {
        BOOST_TEST_CONTEXT("dialog of command " << id) {
            const std::int64_t before = document()->turnElapsedMs();
            const std::vector<ClockSample> samples = sampleWhileDialogOpen(id, 2.0);
            BOOST_REQUIRE(samples.size() == 2u);
            for (const ClockSample& sample : samples) {
                BOOST_TEST(!sample.running);
                BOOST_TEST(sample.held);
            }
            BOOST_TEST(samples[0].turnMs >= before);
            BOOST_TEST(samples[1].turnMs == samples[0].turnMs);  // two seconds open, no time spent
            BOOST_TEST((samples[1].shown == samples[0].shown));
            BOOST_TEST(document()->clockRunning());
            BOOST_TEST(!document()->clockHeld());
        }
    }
    BOOST_TEST(document()->record().size() == 0u);  // the New Game dialog was cancelled: the same game
}

BOOST_AUTO_TEST_CASE(the_name_and_the_time_never_touch_however_narrow_the_pane) {
    // Black to move with seconds and tenths left was drawn "Black \u25C0" against "0:05.8" in the
    // default window. At every size the name (cut short only when even the smallest figures leave no room)
    // keeps a gap before the figures, and both stay inside their row; the figures are large when there is room.
    auto* window = new wxFrame(nullptr, wxID_ANY, "clocks");  // no parent: its end reaches no document frame
    auto* panel = new ui::ClockPanel(window);
    window->Show();
    for (const bool chinese : {false, true}) {
        ui::ClockDisplay d;
        d.faces[0] = {chinese ? wxString::FromUTF8("\u7EA2\u65B9") : wxString("Red"), "0:09.0", "9 s for the game",
                      *wxRED, false, false, false};
        d.faces[1] = {chinese ? wxString::FromUTF8("\u9ED1\u65B9") : wxString("Black"), "0:05.8", "9 s for the game",
                      *wxBLACK, true, true, false};
        panel->setDisplay(d);
        for (int width = 140; width <= 420; width += 20) {
            for (const int height : {110, 200}) {
                window->SetClientSize(width, height);
                panel->SetSize(window->GetClientSize());
                wxClientDC dc(panel);
                const ui::ClockLayout l = panel->layout(dc);
                for (const auto& r : l.rows) {
                    BOOST_TEST(r.label.GetRight() + panel->FromDIP(4) < r.time.x, width << "x" << height);
                    BOOST_TEST(r.label.x >= r.frame.x);
                    BOOST_TEST(r.time.GetRight() <= r.frame.GetRight(), width << "x" << height);
                }
                if (width >= 240 && height >= 200) BOOST_TEST(l.big.GetFractionalPointSize() > panel->GetFont().GetFractionalPointSize() * 1.4);
                if (width >= 200) BOOST_TEST(l.rows[1].labelText == d.faces[1].side + wxString::FromUTF8(" \u25C0"));
            }
        }
    }
    window->Destroy();
    pump(0.1);
}

BOOST_AUTO_TEST_CASE(the_clocks_pane_hides_and_comes_back) {
    menu(ID_CLOCKS, false);
    BOOST_TEST(!frame()->clocksShown());
    menu(ID_CLOCKS, true);
    BOOST_TEST(frame()->clocksShown());
}

BOOST_AUTO_TEST_SUITE_END()
