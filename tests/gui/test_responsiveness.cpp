// The window answers while the engine thinks. A person opens the File menu with a real click on the menu
// bar while the engine analyses without a limit, in each game, and while the computer searches its own
// move at full strength: the menu opens and closes again while the search goes on. A window whose event
// loop waited for the search would open it only after the search ended, and the analysis never ends by
// itself, so such a window fails here (the wait's time-out) whatever the machine's speed.
//
// The delay from the click to the menu's opening is measured and printed (--log_level=message), not
// asserted: how long a click takes to arrive depends on the machine's load, and speed figures live in
// benchmarks and the README, not in timed tests. The test pumps the event loop every millisecond at most,
// as the app's own loop would.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

#include <wx/uiaction.h>

#include "gui/gui_support.h"

using namespace qipan;
using namespace qipan::app;
using namespace qipan::gui_test;

namespace {

using Clock = std::chrono::steady_clock;

// Watches the frame's menus open and close (wxEVT_MENU_OPEN / wxEVT_MENU_CLOSE of a menu bar menu).
struct MenuWatch {
    std::optional<Clock::time_point> opened;  // the last opening
    int openings = 0;
    int closings = 0;
    MenuWatch() {
        frame()->Bind(wxEVT_MENU_OPEN, &MenuWatch::onOpen, this);
        frame()->Bind(wxEVT_MENU_CLOSE, &MenuWatch::onClose, this);
    }
    ~MenuWatch() {
        frame()->Unbind(wxEVT_MENU_OPEN, &MenuWatch::onOpen, this);
        frame()->Unbind(wxEVT_MENU_CLOSE, &MenuWatch::onClose, this);
    }
    MenuWatch(const MenuWatch&) = delete;
    MenuWatch& operator=(const MenuWatch&) = delete;
    void onOpen(wxMenuEvent& event) {
        if (event.IsPopup()) return event.Skip();
        if (openings == closings) {
            opened = Clock::now();
            ++openings;
        }
#ifdef __WXMSW__
        // Windows runs a menu in a modal loop of its own, inside the dispatch of the click: the test's
        // loop gets control back only once the menu is closed, so the keys that close it go now (the
        // first Escape closes the menu, the second leaves the menu bar).
        wxUIActionSimulator sim;
        sim.Char(WXK_ESCAPE);
        sim.Char(WXK_ESCAPE);
#endif
        event.Skip();
    }
    void onClose(wxMenuEvent& event) {
        if (!event.IsPopup() && closings < openings) ++closings;
        event.Skip();
    }
};

// A point on the File menu's title: the menu bar lies right above the frame's client area, on GTK and on
// Windows alike, and File is its first title.
wxPoint fileMenuTitle() {
    const wxPoint client = frame()->ClientToScreen(wxPoint(0, 0));
    return {client.x + 14, client.y - 9};
}

// Opens the File menu with a real click, `times` times, each while the engine is thinking; returns each
// delay from the click to the menu's opening, in milliseconds. The menu is closed again with Escape each time.
std::vector<double> openMenuWhileThinking(int times) {
    MenuWatch watch;
    wxUIActionSimulator sim;
    std::vector<double> delays;
    for (int i = 0; i < times; ++i) {
        BOOST_REQUIRE_MESSAGE(document()->thinking(), "the search ended before click " << i);
        sim.MouseMove(fileMenuTitle());
        pump(0.6);  // more than the double-click time since the last click (on Windows a double click on the
                    // menu bar opens nothing)
        const Clock::time_point clicked = Clock::now();
        sim.MouseClick();
        BOOST_REQUIRE_MESSAGE(waitFor([&] { return watch.openings == i + 1; }, 10), "the menu did not open, click " << i);
        delays.push_back(std::chrono::duration<double, std::milli>(*watch.opened - clicked).count());
        BOOST_TEST(document()->thinking());  // opened (and on Windows closed) while the search went on
#ifndef __WXMSW__
        pump(0.02);
        sim.Char(WXK_ESCAPE);  // the open menu has the keyboard
#endif
        BOOST_REQUIRE_MESSAGE(waitFor([&] { return watch.closings == i + 1; }, 10), "the menu did not close, click " << i);
    }
    return delays;
}

void report(const std::string& what, std::vector<double> delays) {
    std::sort(delays.begin(), delays.end());
    BOOST_TEST_MESSAGE("menu opened during " << what << ": median " << delays[delays.size() / 2]
                                             << " ms, largest " << delays.back() << " ms (" << delays.size()
                                             << " clicks)");
}

void analysisKeepsTheMenusAnswering(const std::string& gameId, const std::string& what) {
    newGameBetweenPeople(gameId);
    menu(ID_ANALYSE, true);
    BOOST_REQUIRE(waitFor([] { return document()->thinking(); }, 5));
    report(what, openMenuWhileThinking(6));
    menu(ID_ANALYSE, false);
    BOOST_REQUIRE(waitFor([] { return !document()->thinking(); }, 10));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(responsiveness, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(menus_open_during_gomoku_analysis) {
    analysisKeepsTheMenusAnswering("gomoku/freestyle/15", "Gomoku analysis");
}

BOOST_AUTO_TEST_CASE(menus_open_during_othello_analysis) {
    analysisKeepsTheMenusAnswering("othello/8", "Othello analysis");
}

BOOST_AUTO_TEST_CASE(menus_open_during_xiangqi_analysis) {
    analysisKeepsTheMenusAnswering("xiangqi", "Xiangqi analysis");
}

BOOST_AUTO_TEST_CASE(menus_open_while_the_computer_thinks_at_full_strength) {
    // The computer (Master, 5 s a move) opens a Xiangqi game; the person's side waits.
    ui::NewGameSetup setup;
    setup.gameId = "xiangqi";
    setup.players[0] = {true, kFullStrength};
    setup.players[1] = {false, 1};
    newGame(setup);
    BOOST_REQUIRE(waitFor([] { return document()->thinking(); }, 5));
    report("the computer's own search (Xiangqi, Master)", openMenuWhileThinking(2));
    menu(ID_MOVE_NOW);  // done: it plays what it has
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1 && !document()->thinking(); }, 10));
}

BOOST_AUTO_TEST_SUITE_END()
