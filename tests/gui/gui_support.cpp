#include "gui/gui_support.h"

#include <boost/test/unit_test.hpp>

#include <cmath>
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

#ifdef _WIN32
#include <windows.h>
#endif

namespace qipan::gui_test {

using namespace qipan::app;
namespace fs = std::filesystem;

namespace {
fs::path& homeFolder() {
    static fs::path folder;
    return folder;
}
StartupState& startupState() {
    static StartupState state;
    return state;
}
ui::NewGameSetup startupSetup() {
    ui::NewGameSetup setup;
    setup.gameId = "gomoku/freestyle/15";
    setup.players[0] = {false, 1};
    setup.players[1] = {true, 1};
    return setup;
}
}  // namespace

AppFixture::AppFixture() {
    fs::path& home = homeFolder();
    home = fs::temp_directory_path() / ("qipan-gui-test-" + std::to_string(wxGetProcessId()));
    fs::remove_all(home);
    fs::create_directories(home);
    const ui::NewGameSetup setup = startupSetup();
    std::ofstream(home / "qipan.ini") << "[NewGame]\nGame=" << setup.gameId << "\n"
                                      << "Player0Computer=" << setup.players[0].computer << "\n"
                                      << "Player0Level=" << setup.players[0].level << "\n"
                                      << "Player1Computer=" << setup.players[1].computer << "\n"
                                      << "Player1Level=" << setup.players[1].level << "\n";
    const std::u8string homeText = home.u8string();  // UTF-8 whatever the system's code page
    wxSetEnv("QIPAN_HOME",
             wxString::FromUTF8(reinterpret_cast<const char*>(homeText.data()), homeText.size()));
    // The app must keep everything in this folder: with the user's own settings (the registry and
    // %APPDATA% on Windows) it would bring back a game an earlier run left there.
    const std::string data = dataDirectory();
    if (fs::path(std::u8string(data.begin(), data.end())) != home)
        throw std::runtime_error("the app does not see QIPAN_HOME: its data would go to " + data);
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
    StartupState& s = startupState();
    s.shown = frame() && frame()->IsShown();
    if (document()) {
        s.gameId = document()->record().gameId();
        s.moves = document()->record().size();
        s.firstComputer = document()->player(Side::First).computer;
        s.secondComputer = document()->player(Side::Second).computer;
    }
}

AppFixture::~AppFixture() {
    if (auto* doc = frame()->document()) doc->Modify(false);  // no "save changes?" dialog at exit
    wxTheApp->OnExit();
    wxEntryCleanup();
    fs::remove_all(homeFolder());
}

const StartupState& AppFixture::startup() {
    return startupState();
}

const fs::path& AppFixture::home() {
    return homeFolder();
}

FreshGame::FreshGame() {
    newGame(startupSetup());
    messages().clear();
}

fs::path testFile(const std::string& name) {
    return homeFolder() / name;
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
    waitForImpl([] { return false; }, seconds);
}

GameDocument* document() {
    return AppFixture::frame()->document();
}
MainFrame* frame() {
    return AppFixture::frame();
}

namespace {
// The cells the board canvas made of clicks, in order (its EVT_BOARD_CELL events, seen before the frame's
// handler gets them).
std::vector<int>& cellsClicked() {
    static std::vector<int> cells;
    return cells;
}

// A left click at `screen`, the pointer already moved there. wxUIActionSimulator's click on Windows
// carries no position: under wine a late motion event from the X server can put the pointer back where
// the last click was (a1 meant, g4 of the last board hit, once at load 27), so there the button events
// are sent with their position (SendInput, scaled as wxUIActionSimulator::MouseMove scales it).
void clickAt(wxUIActionSimulator& sim, wxPoint screen) {
#ifdef _WIN32
    (void)sim;
    const double width = GetSystemMetrics(SM_CXSCREEN), height = GetSystemMetrics(SM_CYSCREEN);
    INPUT input[2] = {};
    for (INPUT& i : input) {
        i.type = INPUT_MOUSE;
        i.mi.dx = static_cast<LONG>(std::ceil(screen.x * 65535.0 / (width - 1)));
        i.mi.dy = static_cast<LONG>(std::ceil(screen.y * 65535.0 / (height - 1)));
    }
    input[0].mi.dwFlags = MOUSEEVENTF_MOVE | MOUSEEVENTF_ABSOLUTE | MOUSEEVENTF_LEFTDOWN;
    input[1].mi.dwFlags = MOUSEEVENTF_MOVE | MOUSEEVENTF_ABSOLUTE | MOUSEEVENTF_LEFTUP;
    SendInput(2, input, sizeof(INPUT));
#else
    (void)screen;
    sim.MouseClick();
#endif
}

// A real mouse click on `cell` of the board, made until the canvas has it. Under wine on a loaded machine
// an injected click was sometimes never delivered (no event, no message, the document untouched; twice in
// one run at load 27), so the click is confirmed by the canvas's own event, and only a click that did
// not arrive is made again: nothing is clicked twice.
void clickCell(int cell) {
    ui::BoardCanvas* canvas = AppFixture::frame()->canvas();
    static const bool bound = [canvas] {
        canvas->Bind(ui::EVT_BOARD_CELL, [](wxCommandEvent& event) {
            cellsClicked().push_back(event.GetInt());
            event.Skip();
        });
        return true;
    }();
    (void)bound;
    const wxPoint screen = canvas->ClientToScreen(canvas->cellCentre(cell));
    const std::size_t before = cellsClicked().size();
    wxUIActionSimulator sim;
    for (int attempt = 0; attempt < 3 && cellsClicked().size() == before; ++attempt) {
        if (attempt > 0) std::fprintf(stderr, "the click on cell %d did not arrive: clicking again\n", cell);
        sim.MouseMove(screen);
        waitFor([&] { return wxGetMousePosition() == screen; }, 1);
        clickAt(sim, screen);
        waitFor([&] { return cellsClicked().size() > before; }, 2);
    }
    BOOST_REQUIRE_MESSAGE(cellsClicked().size() == before + 1, "the board got no click on cell " << cell);
    BOOST_REQUIRE_MESSAGE(cellsClicked().back() == cell,
                          "the click meant for cell " << cell << " reached cell " << cellsClicked().back());
}
}  // namespace

void clickPoint(const std::string& text) {
    const Game& game = document()->game();
    clickCell(game.squares(*game.parseMove(text)).to);
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

void newGameBetweenPeople(const std::string& id) {
    ui::NewGameSetup setup;
    setup.gameId = id;
    setup.players[0] = {false, 1};
    setup.players[1] = {false, 1};
    newGame(setup);
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

void clickCentre(wxWindow* window) {
    wxUIActionSimulator sim;
    sim.MouseMove(
        window->ClientToScreen(wxPoint(window->GetClientSize().x / 2, window->GetClientSize().y / 2)));
    pump(0.05);
    sim.MouseClick();
}

int runDialog(int id, const std::function<void(wxDialog&)>& work,
              const std::function<bool(wxDialog&)>& ready) {
    int code = -1;
    setDialogDriver([&](wxDialog& dialog) {
        // The button that closed it (a dialog shown modelessly closes without setting its return code).
        int pressed = wxID_NONE;
        dialog.Bind(wxEVT_BUTTON, [&](wxCommandEvent& event) {
            pressed = event.GetId();
            event.Skip();
        });
        dialog.Show();
        // Xvfb has no window manager to give the new window the keyboard: present it (GTK then sets the
        // X input focus itself), as a window manager does for a dialog that opens.
        dialog.Raise();
        BOOST_REQUIRE(waitFor([&] { return dialog.IsShownOnScreen() && (!ready || ready(dialog)); }, 10));
        pump(0.2);
        work(dialog);
        if (!waitFor([&] { return !dialog.IsShown(); }, 10)) {
            dialog.Hide();
            pressed = wxID_NONE;
        }
        code = pressed;
        return code;
    });
    menu(id);
    setDialogDriver(nullptr);
    return code;
}

void clickXiangqi(const std::string& square) {
    clickCell((9 - (square[1] - '0')) * 9 + (square[0] - 'a'));
}

BOOST_GLOBAL_FIXTURE(AppFixture);

}  // namespace qipan::gui_test
