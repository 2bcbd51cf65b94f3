// A message in the status bar belongs to the position it was about: a refused click's reason goes when
// analysis starts or the position changes, the result of a game does not stay on the next one. A
// checkmated general keeps the check ring.
#include <boost/test/unit_test.hpp>

#include <fstream>

#include "app_session.h"

using namespace qipan::test;

BOOST_AUTO_TEST_SUITE(status_messages)

BOOST_AUTO_TEST_CASE(a_refused_click_is_forgotten_when_analysis_starts_or_the_position_changes) {
    TestHome home("refused");
    AppSession app(home.path);
    app.require("new othello/8 0 1 0 1");
    app.require("click a1");  // flips nothing
    BOOST_TEST(app.state()["status0"] == "Not allowed: flips nothing.");
    app.require("menu analyse-on");
    BOOST_TEST(app.state()["status0"].find("flips nothing") == std::string::npos);
    app.require("menu analyse-off");

    app.require("play d3");
    app.require("wait 1");
    app.require("click a1");
    BOOST_TEST(app.state()["status0"] == "Not allowed: flips nothing.");
    app.require("menu undo");  // another position
    BOOST_TEST(app.state()["status0"].find("flips nothing") == std::string::npos);

    app.require("click a1");
    BOOST_TEST(app.state()["status0"] == "Not allowed: flips nothing.");
    app.require("play any");  // a move: another position
    app.require("wait 1");
    BOOST_TEST(app.state()["status0"].find("flips nothing") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_result_does_not_stay_on_the_next_game) {
    TestHome home("result");
    AppSession app(home.path);
    playCheckmate(app, home.path / "mate.pgn");
    BOOST_TEST(app.state()["status0"] == "Red wins: checkmate.");
    app.require("new xiangqi 0 1 1 1");
    const AppState next = app.state();
    BOOST_TEST(next["moves"] == "0");
    BOOST_TEST(next["status0"].find("wins") == std::string::npos, next["status0"]);
    app.require("new gomoku/freestyle/15 1 1 0 1");  // the computer opens: its thinking is the message
    BOOST_TEST(app.state()["status0"].find("wins") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_checkmated_general_has_the_check_ring) {
    TestHome home("ring");
    AppSession app(home.path);
    playCheckmate(app, home.path / "mate.pgn");
    // Black's general on e9: row 0 of the board as drawn, column 4.
    BOOST_TEST(app.state()["marks"] == "4:check");
}

BOOST_AUTO_TEST_SUITE_END()
