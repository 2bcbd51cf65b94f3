// File > Open keeps the players of the game that was on screen, says so in the status bar, and the
// computer moves on its own when it is its turn in the opened game.
#include <boost/test/unit_test.hpp>

#include <fstream>

#include "app_session.h"

using namespace qipan::test;

BOOST_AUTO_TEST_SUITE(opened_files)

BOOST_AUTO_TEST_CASE(the_computer_plays_on_in_an_opened_game) {
    TestHome home("open-gomoku");
    const auto file = home.path / "white-to-move.sgf";
    std::ofstream(file) << "(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[hi])";
    AppSession app(home.path);
    app.require("new gomoku/freestyle/15 0 1 1 2");  // a person (Black) against the computer at level 2
    app.require("open " + file.string());
    BOOST_TEST(app.state()["players"] == "0 1 1 2");
    app.require("wait 4");  // White's move comes without a word from the person
    app.require("play any");
    app.require("wait 6");
}

BOOST_AUTO_TEST_CASE(the_status_bar_says_who_plays_what) {
    TestHome home("open-xiangqi");
    const auto file = home.path / "opening.pgn";
    std::ofstream(file) << "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n";
    AppSession app(home.path);
    app.require("new othello/8 0 1 1 3");  // over an Othello game: the person has the first side
    app.require("open " + file.string());
    const AppState opened = app.state();
    BOOST_TEST(opened["players"] == "0 1 1 3");
    BOOST_TEST(opened["status0"] == "Opened: you play Red, the computer plays Black (level 3).");
    app.require("play any");
    app.require("wait 4");  // the computer answers as Black
}

BOOST_AUTO_TEST_CASE(the_computer_on_the_first_side_moves_first) {
    TestHome home("open-first");
    const auto file = home.path / "opening.pgn";
    std::ofstream(file) << "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n";
    AppSession app(home.path);
    app.require("new othello/8 1 3 0 1");  // the computer (level 3) has the first side
    app.require("open " + file.string());
    BOOST_TEST(app.state()["players"] == "1 3 0 1");
    app.require("wait 3");  // Red is to move: the computer plays it
}

BOOST_AUTO_TEST_SUITE_END()
