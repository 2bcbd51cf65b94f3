#include "gui/gui_support.h"

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <cstdlib>
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
#include "app/settings.h"
#include "ui/board_canvas.h"

namespace qipan::gui_test {

using namespace qipan::app;
namespace fs = std::filesystem;

AppFixture::AppFixture() {
    home = fs::temp_directory_path() / ("qipan-gui-test-" + std::to_string(wxGetProcessId()));
    fs::remove_all(home);
    fs::create_directories(home);
    std::ofstream(home / "qipan.ini")
        << "[NewGame]\nGame=gomoku/freestyle/15\nPlayer0Computer=0\nPlayer0Level=1\n"
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
    setMessageSink([](const wxString& message) { messages().push_back(message); });
}

AppFixture::~AppFixture() {
    if (auto* doc = frame()->document()) doc->Modify(false);  // no "save changes?" dialog at exit
    wxTheApp->OnExit();
    wxEntryCleanup();
    fs::remove_all(home);
}

QipanApp* AppFixture::app() {
    return static_cast<QipanApp*>(wxTheApp);
}
MainFrame* AppFixture::frame() {
    return app()->frame();
}

std::vector<wxString>& messages() {
    static std::vector<wxString> shown;
    return shown;
}

bool waitForImpl(const std::function<bool()>& done, double seconds) {
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

GameDocument* document() {
    return AppFixture::frame()->document();
}
MainFrame* frame() {
    return AppFixture::frame();
}

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

void newGame(const ui::NewGameSetup& setup) {
    document()->Modify(false);  // the old game is autosaved; no "save changes?" dialog in a test
    GameDocument::setNextSetup(setup);
    BOOST_REQUIRE(AppFixture::app()->docManager()->createQuietly() != nullptr);
    BOOST_REQUIRE(waitFor([&] { return document() && document()->record().gameId() == setup.gameId; }, 5));
}

void newGameAgainstComputer(const std::string& id, GameFamily family) {
    ui::NewGameSetup setup;
    setup.gameId = id;
    setup.players[0] = {false, 1};
    setup.players[1] = {true, 1};
    newGame(setup);
    BOOST_REQUIRE(document()->game().family() == family);
}

void menu(int id, bool checked) {
    wxCommandEvent event(wxEVT_MENU, id);
    event.SetInt(checked ? 1 : 0);
    AppFixture::frame()->ProcessWindowEvent(event);
}

void clickXiangqi(const std::string& square) {
    const int cell = (9 - (square[1] - '0')) * 9 + (square[0] - 'a');
    ui::BoardCanvas* canvas = AppFixture::frame()->canvas();
    wxUIActionSimulator sim;
    sim.MouseMove(canvas->ClientToScreen(canvas->cellCentre(cell)));
    pump(0.05);
    sim.MouseClick();
}

BOOST_GLOBAL_FIXTURE(AppFixture);

}  // namespace qipan::gui_test
