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

// File > Open of the file the board shows: from the file as saved (wxDocManager would only show the game on
// the board again), and when there are changes not saved, only if the person gives them up (the driver
// answers No).
BOOST_AUTO_TEST_CASE(opening_the_file_on_the_board_reads_it_again) {
    TestHome home("open-same");
    const auto file = home.path / "game.sgf";
    AppSession app(home.path);
    app.require("new gomoku/freestyle/15 0 1 0 1");  // two people: nothing moves on its own
    for (const char* move : {"h8", "h9", "h10"}) app.require(std::string("play ") + move);
    app.require("wait 3");
    app.require("save " + file.string());
    const AppState saved = app.state();

    app.require("list 1");  // not a change: the file opens again at its end
    bool ok = false;
    AppState s = app.commandState("open-state " + file.string(), ok);
    BOOST_TEST(ok);
    BOOST_TEST(s["cursor"] == "3");
    BOOST_TEST(s["position"] == saved["position"]);

    app.require("play j10");  // a change not saved
    const std::size_t dialogs = app.dialogs().size();
    s = app.commandState("open-state " + file.string(), ok);
    BOOST_TEST(ok);
    BOOST_REQUIRE(app.dialogs().size() == dialogs + 1);
    BOOST_TEST(app.dialogs().back().find("changes that are not saved") != std::string::npos);
    BOOST_TEST(s["moves"] == "4");  // No: the game stays as it is
    BOOST_TEST(s["modified"] == "1");
}

BOOST_AUTO_TEST_SUITE_END()
