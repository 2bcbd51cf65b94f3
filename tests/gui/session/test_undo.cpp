// Undo keeps what Redo will bring back in sight: after Edit > Undo (or Take Back) the undone moves stay in
// the move list, greyed, as they do after a click on an earlier row; a move played over them replaces
// them, and undoing that move brings the replaced line back.
#include <boost/test/unit_test.hpp>

#include "app_session.h"

using namespace qipan::test;

namespace {
// Which rows are greyed, as a string of n (normal) and g (greyed), one letter per row.
std::string greyedRows(const AppState& s) {
    std::string out;
    for (const bool g : s.greyed) out += g ? 'g' : 'n';
    return out;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(undo_and_the_move_list)

BOOST_AUTO_TEST_CASE(undone_moves_stay_listed_in_grey) {
    TestHome home("undo");
    AppSession app(home.path);
    app.require("new gomoku/freestyle/15 0 1 1 1");
    app.require("play h8");
    app.require("wait 2");
    app.require("play j10 f6 c3 any");
    app.require("wait 4");
    const AppState played = app.state();
    BOOST_TEST(greyedRows(played) == "nnnnn");

    app.require("menu undo");
    AppState s = app.state();
    BOOST_TEST(s["cursor"] == "3");
    BOOST_TEST(s.rows == played.rows, boost::test_tools::per_element());  // nothing vanished
    BOOST_TEST(greyedRows(s) == "nnnng");
    app.require("menu undo");
    BOOST_TEST(greyedRows(app.state()) == "nnngg");

    // The same as a click on the row of move 2 would show.
    app.require("menu redo");
    app.require("menu redo");
    app.require("list 2");
    s = app.state();
    BOOST_TEST(s["cursor"] == "2");
    BOOST_TEST(greyedRows(s) == "nnngg");
    BOOST_TEST(s.rows == played.rows, boost::test_tools::per_element());

    // Redo brings back exactly what the list shows, and the computer waits.
    app.require("list 4");
    app.require("menu take-back");  // the computer's reply and the person's move
    s = app.state();
    BOOST_TEST(s["cursor"] == "2");
    BOOST_TEST(greyedRows(s) == "nnngg");
    app.require("menu redo");
    app.require("pause 800");
    s = app.state();
    BOOST_TEST(s["cursor"] == "3");
    BOOST_TEST(s["moves"] == "4");
    BOOST_TEST(greyedRows(s) == "nnnng");
    BOOST_TEST(s.rows == played.rows, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_move_over_the_greyed_line_replaces_it_and_undo_brings_it_back) {
    TestHome home("undo-branch");
    AppSession app(home.path);
    app.require("new othello/8 0 1 0 1");  // two people: nothing moves on its own
    for (int n = 1; n <= 4; ++n) {
        app.require("play any");
        app.require("wait " + std::to_string(n));
    }
    const AppState played = app.state();
    app.require("list 2");
    app.require("play other");  // a move after move 2 that is not the recorded third move
    AppState s = app.state();
    BOOST_TEST(s["moves"] == "3");  // the line after move 2 is replaced
    BOOST_TEST(greyedRows(s) == "nnnn");
    app.require("menu undo");
    s = app.state();
    BOOST_TEST(s["cursor"] == "2");
    BOOST_TEST(s.rows == played.rows, boost::test_tools::per_element());  // the old line is back
    BOOST_TEST(greyedRows(s) == "nnngg");
}

// Redo after a click in the move list: the undone move comes back where it was played, not at the position
// the list shows (there the point was taken, and the app stopped with an unhandled exception; the GUI soak
// found it).
BOOST_AUTO_TEST_CASE(redo_after_a_click_in_the_list_brings_back_the_undone_move) {
    TestHome home("undo-list-redo");
    AppSession app(home.path);
    app.require("new gomoku/freestyle/15 0 1 0 1");  // two people: nothing moves on its own
    const char* const moves[] = {"h8", "h9", "h10", "h11"};
    for (int n = 1; n <= 4; ++n) {
        app.require(std::string("play ") + moves[n - 1]);
        app.require("wait " + std::to_string(n));
    }
    const AppState played = app.state();
    app.require("menu undo");
    app.require("menu undo");
    app.require("list 4");  // every move on the board again, by the list
    app.require("menu redo");
    AppState s = app.state();
    BOOST_TEST(s["moves"] == "4");
    BOOST_TEST(s["cursor"] == "3");  // h10 played again after the first two moves
    BOOST_TEST(greyedRows(s) == "nnnng");
    BOOST_TEST(s.rows == played.rows, boost::test_tools::per_element());
    app.require("list 0");
    app.require("menu redo");
    s = app.state();
    BOOST_TEST(s["cursor"] == "4");
    BOOST_TEST(s["position"] == played["position"]);
    app.require("play h12");  // the app still answers and plays
    app.require("wait 5");
}

BOOST_AUTO_TEST_SUITE_END()
