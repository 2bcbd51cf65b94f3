// The real Qipan app in a real window (Xvfb): clicks on the board change the document, the computer
// answers from its thread, Undo/Redo/Take Back work, a saved game opens again equal, a bad file is refused
// with an error and the game on screen is untouched.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include <wx/app.h>
#include <wx/apptrait.h>
#include <wx/evtloop.h>
#include <wx/init.h>
#include <wx/log.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/main_frame.h"
#include "app/qipan_app.h"
#include "app/settings.h"
#include "ui/new_game_dialog.h"
#include "record/formats.h"
#include "ui/board_canvas.h"

using namespace qipan;
using namespace qipan::app;

namespace {

namespace fs = std::filesystem;

#ifndef QIPAN_TIME_SCALE
#define QIPAN_TIME_SCALE 1  // sanitizer builds run slower and scale time bounds
#endif

std::vector<wxString> g_messages;

// Starts the app without a main loop, with its settings in a fresh folder: a person (Black) against
// the computer at level 1 (White), Gomoku freestyle 15x15.
struct AppFixture {
    AppFixture() {
        home = fs::temp_directory_path() / ("qipan-gui-test-" + std::to_string(wxGetProcessId()));
        fs::remove_all(home);
        fs::create_directories(home);
        std::ofstream(home / "qipan.ini") << "[NewGame]\nGame=gomoku/freestyle/15\nPlayer0Computer=0\nPlayer0Level=1\n"
                                             "Player1Computer=1\nPlayer1Level=1\n";
        wxSetEnv("QIPAN_HOME", wxString::FromUTF8(home.string()));
        wxSetAssertHandler([](const wxString& file, int line, const wxString& func, const wxString& cond,
                              const wxString& msg) {
            std::fprintf(stderr, "wx assertion %s %s in %s at %s:%d\n", static_cast<const char*>(cond.utf8_str()),
                         static_cast<const char*>(msg.utf8_str()), static_cast<const char*>(func.utf8_str()),
                         static_cast<const char*>(file.utf8_str()), line);
            BOOST_ERROR("wx assertion " << cond << " " << msg << " in " << func << " at " << file << ":" << line);
        });
        wxApp::SetInstance(new QipanApp);
        static int argc = 1;
        static char name[] = "test_gui";
        static char* argv[] = {name, nullptr};
        if (!wxEntryStart(argc, argv)) throw std::runtime_error("wxWidgets did not start (no display?)");
        delete wxLog::SetActiveTarget(new wxLogStderr);  // log lines, not modal message boxes
        if (!wxTheApp->CallOnInit()) throw std::runtime_error("QipanApp::OnInit failed");
        setMessageSink([](const wxString& message) { g_messages.push_back(message); });
    }
    ~AppFixture() {
        if (auto* doc = frame()->document()) doc->Modify(false);  // no "save changes?" dialog at exit
        wxTheApp->OnExit();
        wxEntryCleanup();
        fs::remove_all(home);
    }
    static QipanApp* app() { return static_cast<QipanApp*>(wxTheApp); }
    static MainFrame* frame() { return app()->frame(); }
    fs::path home;
};

// Pumps events until `done` holds or `seconds` pass.
template <class Condition>
bool waitFor(Condition done, double seconds = 10) {
    // Native messages (paint, mouse, timers) are dispatched one at a time through an active event loop
    // (there is none outside wxApp::MainLoop, and on Windows nothing is painted or clicked without one),
    // and `done` is asked after each: a slow machine cannot run a whole animation between two looks.
    static wxEventLoopBase* const own = wxTheApp->GetTraits()->CreateEventLoop();
    wxEventLoopBase* const loop = wxEventLoopBase::GetActive() ? wxEventLoopBase::GetActive() : own;
    wxEventLoopActivator activate(loop);
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done()) {
        if (std::chrono::steady_clock::now() > end) return false;
        const bool pending = loop->Pending();
        if (pending) loop->Dispatch();
        wxTheApp->ProcessPendingEvents();  // CallAfter from the engine thread, never starved by paints
        if (!pending) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return true;
}

void pump(double seconds) {
    waitFor([] { return false; }, seconds);
}

GameDocument* document() { return AppFixture::frame()->document(); }

// A real mouse click (XTest) on the board point `text` (renju notation, e.g. "h8").
void clickPoint(const std::string& text) {
    const Game& game = document()->game();
    const Move m = *game.parseMove(text);
    ui::BoardCanvas* canvas = AppFixture::frame()->canvas();
    const wxPoint screen = canvas->ClientToScreen(canvas->cellCentre(game.squares(m).to));
    wxUIActionSimulator sim;
    sim.MouseMove(screen);
    pump(0.05);
    sim.MouseClick();
}

// Clicks the first of `points` that is still empty (the computer's replies vary with its level).
void clickEmptyPoint(const std::vector<std::string>& points) {
    const Game& game = document()->game();
    for (const auto& p : points) {
        const Move m = *game.parseMove(p);
        if (game.isLegal(m)) {
            clickPoint(p);
            return;
        }
    }
    BOOST_FAIL("no empty point among the candidates");
}

// A new game of `id`: a person moves first, the computer (level 1) answers.
void newGameAgainstComputer(const std::string& id, GameFamily family) {
    document()->Modify(false);  // the old game is autosaved; no "save changes?" dialog in a test
    ui::NewGameSetup setup;
    setup.gameId = id;
    setup.players[0] = {false, 1};
    setup.players[1] = {true, 1};
    GameDocument::setNextSetup(setup);
    BOOST_REQUIRE(AppFixture::app()->docManager()->createQuietly() != nullptr);
    BOOST_REQUIRE(waitFor([&] { return document() && document()->game().family() == family; }, 5));
}

void menu(int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    AppFixture::frame()->ProcessWindowEvent(event);
}

}  // namespace

BOOST_GLOBAL_FIXTURE(AppFixture);

BOOST_AUTO_TEST_SUITE(desktop_app)

BOOST_AUTO_TEST_CASE(the_window_shows_an_empty_gomoku_board) {
    BOOST_REQUIRE(AppFixture::frame() != nullptr);
    BOOST_TEST(AppFixture::frame()->IsShown());
    waitFor([] { return document() != nullptr; }, 5);
    BOOST_REQUIRE(document() != nullptr);
    BOOST_TEST(document()->record().gameId() == "gomoku/freestyle/15");
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_TEST(document()->player(Side::Second).computer);
    BOOST_TEST(AppFixture::frame()->canvas()->state().game == &document()->game());
}

BOOST_AUTO_TEST_CASE(a_click_plays_and_the_computer_answers) {
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->record().steps()[0].text == "h8");
    BOOST_TEST(document()->game().cell(7, 7) == 1);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    BOOST_TEST(!document()->thinking());
    // The computer's reply is the marked last move.
    BOOST_TEST(AppFixture::frame()->canvas()->state().lastMove.to == document()->record().steps()[1].move.code);
    BOOST_TEST(document()->game().sideToMove() == Side::First);

    // A click on an occupied point changes nothing.
    clickPoint("h8");
    pump(0.3);
    BOOST_TEST(document()->record().size() == 2u);
}

BOOST_AUTO_TEST_CASE(undo_redo_and_take_back) {
    BOOST_REQUIRE(document()->record().size() == 2u);
    const std::string reply = document()->record().steps()[1].text;
    menu(wxID_UNDO);  // the undone reply stays in the record after the cursor (greyed in the list)
    BOOST_TEST(document()->record().cursor() == 1u);
    BOOST_TEST(document()->record().size() == 2u);
    pump(0.8);  // after an undo the computer waits
    BOOST_TEST(document()->record().cursor() == 1u);
    menu(wxID_REDO);
    BOOST_TEST(document()->record().cursor() == 2u);
    BOOST_TEST(document()->record().steps()[1].text == reply);
    menu(ID_TAKE_BACK);
    BOOST_TEST(document()->record().cursor() == 0u);
    BOOST_TEST(document()->game().sideToMove() == Side::First);
}

BOOST_AUTO_TEST_CASE(undo_during_the_search_stops_it) {
    document()->setPlayer(Side::Second, ui::PlayerSetup{true, 10});  // thinks for seconds
    const GameRecord before = document()->record();
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1 && document()->thinking(); }, 5));
    const auto start = std::chrono::steady_clock::now();
    menu(wxID_UNDO);
    const auto took = std::chrono::steady_clock::now() - start;
    BOOST_TEST(!document()->thinking());
    BOOST_TEST(document()->record().cursor() == 0u);
    BOOST_TEST(std::chrono::duration_cast<std::chrono::milliseconds>(took).count() < 250 * QIPAN_TIME_SCALE);
    pump(0.6);  // nothing from the stopped search arrives
    BOOST_TEST((document()->record() == before));  // h8 had replaced the line taken back: it is back
    BOOST_TEST(document()->record().cursor() == 0u);
    document()->setPlayer(Side::Second, ui::PlayerSetup{true, 1});
}

BOOST_AUTO_TEST_CASE(a_saved_game_opens_again_equal) {
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    clickEmptyPoint({"j10", "f6", "c3", "m12"});
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 4; }, 10));
    const GameRecord played = document()->record();

    const fs::path saved = fs::temp_directory_path() / "qipan-gui-test-game.sgf";
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    BOOST_TEST(!document()->IsModified());
    const fs::path copy = fs::temp_directory_path() / "qipan-gui-test-copy.sgf";
    fs::copy_file(saved, copy, fs::copy_options::overwrite_existing);

    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(copy.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr; }, 5));
    BOOST_TEST((document()->record() == played));
    BOOST_TEST(document()->game().ply() == 4);
    fs::remove(saved);
    fs::remove(copy);
}

BOOST_AUTO_TEST_CASE(a_bad_file_is_refused_and_the_game_stays) {
    const GameRecord before = document()->record();
    GameDocument* docBefore = document();
    const fs::path bad = fs::temp_directory_path() / "qipan-gui-test-bad.sgf";
    std::ofstream(bad) << "(;GM[4]SZ[15];B[hh];W[hh])";
    g_messages.clear();
    BOOST_TEST(AppFixture::app()->docManager()->openFile(wxString(bad.string())) == nullptr);
    BOOST_REQUIRE(g_messages.size() == 1u);
    BOOST_TEST(g_messages[0].Contains("occupied"));
    BOOST_TEST(document() == docBefore);
    BOOST_TEST((document()->record() == before));
    fs::remove(bad);
}

BOOST_AUTO_TEST_CASE(analysis_follows_the_position_and_marks_a_move) {
    document()->setComputer(Side::First, false);
    document()->setComputer(Side::Second, false);
    menu(ID_TAKE_BACK);
    menu(ID_TAKE_BACK);
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    wxCommandEvent on(wxEVT_MENU, ID_ANALYSE);
    on.SetInt(1);
    AppFixture::frame()->ProcessWindowEvent(on);
    BOOST_TEST(document()->analysing());
    BOOST_REQUIRE(waitFor([] { return document()->hintMove().has_value() && document()->lastInfo(); }, 5));
    BOOST_TEST(document()->game().isLegal(*document()->hintMove()));
    BOOST_TEST(AppFixture::frame()->canvas()->state().hint.to >= 0);
    const std::size_t before = document()->record().size();
    clickEmptyPoint({"a1", "o15", "a15"});  // a move while the engine analyses is taken at once; the analysis moves on
    BOOST_REQUIRE(waitFor([&] { return document()->record().size() == before + 1; }, 5));
    BOOST_REQUIRE(waitFor([] { return document()->hintMove().has_value(); }, 5));
    BOOST_TEST(document()->game().isLegal(*document()->hintMove()));
    wxCommandEvent off(wxEVT_MENU, ID_ANALYSE);
    off.SetInt(0);
    AppFixture::frame()->ProcessWindowEvent(off);
    BOOST_TEST(!document()->analysing());
    BOOST_TEST(!document()->thinking());
}

BOOST_AUTO_TEST_CASE(five_in_a_row_ends_the_game_with_a_message) {
    const fs::path file = fs::temp_directory_path() / "qipan-gui-test-four.sgf";
    std::ofstream(file) << "(;GM[4]FF[4]SZ[15];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac];B[kh];W[ad])";
    document()->Modify(false);  // the game on screen is autosaved; no "save changes?" dialog in a test
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr && document()->record().size() == 8; }, 5));
    g_messages.clear();
    clickPoint("l8");
    BOOST_REQUIRE(waitFor([] { return !g_messages.empty(); }, 5));
    BOOST_TEST(g_messages[0].Contains("Black wins: five in a row"), g_messages[0]);
    BOOST_TEST(document()->game().outcome().over());
    BOOST_TEST(AppFixture::frame()->canvas()->state().highlight.size() == 5u);
    document()->Modify(false);
    fs::remove(file);
}

BOOST_AUTO_TEST_CASE(othello_discs_flip_and_illegal_squares_are_refused) {
    newGameAgainstComputer("othello/8", GameFamily::Othello);
    // White waits while the flip is checked: at level 1 its reply can come within the same event burst.
    document()->setComputer(Side::Second, false);
    BOOST_TEST(AppFixture::frame()->canvas()->state().marks.size() == 4u);  // the four legal first moves
    clickPoint("a1");  // flanks nothing
    pump(0.3);
    BOOST_TEST(document()->record().size() == 0u);
    clickPoint("d3");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->game().cell(3, 3) == 1);  // d4 was white and is now black
    // The disc on d4 turns over on screen, then the animation ends.
    const auto& turning = AppFixture::frame()->canvas()->state().turning;
    BOOST_TEST((turning == std::vector<int>{3 * 8 + 3}));
    BOOST_TEST(AppFixture::frame()->canvas()->state().turnPhase < 1.0);
    BOOST_TEST(waitFor([] { return AppFixture::frame()->canvas()->state().turnPhase >= 1.0; }, 10));
    document()->setComputer(Side::Second, true);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));  // the computer answers
    document()->Modify(false);
}

// Clicks the intersection of a Xiangqi square in ICCS ("h2"), through the canvas as drawn.
void clickXiangqi(const std::string& square) {
    const int cell = (9 - (square[1] - '0')) * 9 + (square[0] - 'a');
    ui::BoardCanvas* canvas = AppFixture::frame()->canvas();
    wxUIActionSimulator sim;
    sim.MouseMove(canvas->ClientToScreen(canvas->cellCentre(cell)));
    pump(0.05);
    sim.MouseClick();
}

BOOST_AUTO_TEST_CASE(xiangqi_select_a_piece_then_its_target_and_save_as_pgn) {
    newGameAgainstComputer("xiangqi", GameFamily::Xiangqi);
    clickXiangqi("h2");  // the right cannon
    BOOST_REQUIRE(waitFor([] { return AppFixture::frame()->canvas()->state().selected >= 0; }, 3));
    BOOST_TEST(AppFixture::frame()->canvas()->state().targets.size() == 12u);  // 9 along, 1 capture... as generated
    clickXiangqi("e2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->record().steps()[0].text == "h2e2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));

    const fs::path saved = fs::temp_directory_path() / "qipan-gui-test-xiangqi.pgn";
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    const GameRecord back = readRecordFile(saved.string());
    BOOST_TEST(back.size() == 2u);
    BOOST_TEST(back.steps()[0].text == "h2e2");
    BOOST_TEST(back.steps()[1].text == document()->record().steps()[1].text);
    fs::remove(saved);
    document()->Modify(false);
}

BOOST_AUTO_TEST_SUITE_END()
