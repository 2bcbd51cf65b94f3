// What every in-process GUI test shares: the real QipanApp started once for the whole test program
// (without a main loop, settings in a fresh folder), and helpers that wait for conditions while the app
// runs, click the board as a person would, and go through the menus.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <wx/dialog.h>
#include <wx/string.h>

#include "app/doc_manager.h"
#include "app/game_document.h"
#include "app/main_frame.h"
#include "app/qipan_app.h"

namespace qipan::gui_test {

// What the window showed right after the app started, before any test ran.
struct StartupState {
    std::string gameId;
    std::size_t moves = 0;
    bool firstComputer = false;
    bool secondComputer = false;
    bool shown = false;
};

// Starts the app with its settings in a fresh folder: a person (Black) against the computer at level 1
// (White), Gomoku freestyle 15x15. Installed once (BOOST_GLOBAL_FIXTURE in gui_support.cpp).
struct AppFixture {
    AppFixture();
    ~AppFixture();
    static app::QipanApp* app();
    static app::MainFrame* frame();
    static const StartupState& startup();
    // The run's own folder (QIPAN_HOME), made fresh at start and removed at the end.
    static const std::filesystem::path& home();
};

// The start of a suite: a new game with the app's start-up setup (as AppFixture describes it) and no
// messages, whatever the suites before it left. The files' suites run in an order each linker chooses
// (mingw-w64 runs the last file's first), so none may rely on another's end. Use it as
// BOOST_AUTO_TEST_SUITE(name, *boost::unit_test::fixture<FreshGame>()); the cases inside a suite run in
// their order in the file and may build on each other.
struct FreshGame {
    FreshGame();
};

// A path in the run's own folder: files the tests write are never shared with another run or process.
std::filesystem::path testFile(const std::string& name);

// Messages the app showed (errors, notices) since the last clear.
std::vector<wxString>& messages();

// Pumps events until `done` holds or `seconds` pass.
bool waitForImpl(const std::function<bool()>& done, double seconds);
// Pumps events until `done` holds; false if it does not within `seconds` times kLoadAllowance. The
// seconds are what an idle machine needs; the tests run under nice beside normal-priority work (engine
// matches) that can starve them for seconds, and a wait returns as soon as its condition holds.
inline constexpr double kLoadAllowance = 4;
template <class Condition>
bool waitFor(Condition done, double seconds = 10) {
    return waitForImpl(std::function<bool()>(done), seconds * kLoadAllowance);
}
// Pumps events for `seconds` (not stretched).
void pump(double seconds);

app::GameDocument* document();
app::MainFrame* frame();

// A real mouse click (XTest) on the board point or square `text` in the game's notation ("h8", "d3").
void clickPoint(const std::string& text);
// Clicks the first of `points` that is still empty (the computer's replies vary with its level).
void clickEmptyPoint(const std::vector<std::string>& points);
// Clicks the intersection of a Xiangqi point in ICCS ("h2"), through the canvas as drawn.
void clickXiangqi(const std::string& square);
// A new game of `id`: a person moves first, the computer (level 1) answers.
void newGameAgainstComputer(const std::string& id, GameFamily family);
// A new game with the given setup, without the dialog.
void newGame(const ui::NewGameSetup& setup);
// A new game of `id` between two people (the computer plays neither side).
void newGameBetweenPeople(const std::string& id);
// The menu command `id`, as a click on its item sends it (checked = the state after the click).
void menu(int id, bool checked = false);

// A real mouse click (XTest) in the middle of `window`.
void clickCentre(wxWindow* window);
// Runs the menu command `id`, whose dialog (one of Qipan's own, shown through app::showDialog) `work`
// works as a person does, once it is on screen and `ready` (if given) holds. Returns the id of the button
// that closed it, or wxID_NONE when none did (the dialog is then hidden).
int runDialog(int id, const std::function<void(wxDialog&)>& work,
              const std::function<bool(wxDialog&)>& ready = nullptr);

}  // namespace qipan::gui_test
