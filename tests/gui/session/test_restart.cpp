// The game comes back when Qipan starts again: after the app was killed (SIGKILL, as a crash or a power cut
// stops it) and after File > Quit answered "No" to the save question, in each game. The app runs as a child
// process of the test; what its window shows before and after is compared.
#include <boost/test/unit_test.hpp>

#include <sys/wait.h>

#include "app_session.h"

using namespace qipan::test;

namespace {

struct GameScript {
    std::string id;
    std::string firstMove;  // the person's moves (the computer answers each)
    std::string secondMove;
};

const GameScript kGames[] = {
    {"gomoku/freestyle/15", "h8", "j10 f6 c3 m12 any"},
    {"othello/8", "d3 any", "any"},
    {"xiangqi", "h2e2", "b0c2 h0g2 a3a4 any"},
};

// A person (first side) against the computer at level 1: two moves each.
AppState playFourMoves(AppSession& app, const GameScript& game) {
    app.require("new " + game.id + " 0 1 1 1");
    app.require("play " + game.firstMove);
    app.require("wait 2");
    app.require("play " + game.secondMove);
    app.require("wait 4");
    return app.state();
}

void checkSameGame(const AppState& before, const AppState& after) {
    BOOST_TEST(after["game"] == before["game"]);
    BOOST_TEST(after["moves"] == "4");
    BOOST_TEST(after["cursor"] == "4");
    BOOST_TEST(after["position"] == before["position"]);
    BOOST_TEST(after.rows == before.rows, boost::test_tools::per_element());
    BOOST_TEST(after.greyed == before.greyed, boost::test_tools::per_element());
    BOOST_TEST(after["players"] == before["players"]);
    BOOST_TEST(after["status1"] == before["status1"]);  // whose move, and Othello's disc count
}

}  // namespace

BOOST_AUTO_TEST_SUITE(the_game_comes_back)

BOOST_AUTO_TEST_CASE(after_the_app_is_killed) {
    for (const auto& game : kGames) {
        BOOST_TEST_CONTEXT(game.id) {
            TestHome home("killed");
            AppState before;
            {
                AppSession app(home.path);
                before = playFourMoves(app, game);
                BOOST_TEST(before.rows.size() == 5u);  // the start and four moves
                app.kill();
            }
            AppSession again(home.path);
            const AppState after = again.state();
            checkSameGame(before, after);
            BOOST_TEST(after["modified"] == "1");  // never saved: File > Save still offers itself
            // The game goes on from there: the person moves, the computer answers.
            again.require("play any");
            again.require("wait 6");
        }
    }
}

BOOST_AUTO_TEST_CASE(after_quit_answered_no_to_the_save_question) {
    for (const auto& game : kGames) {
        BOOST_TEST_CONTEXT(game.id) {
            TestHome home("quit");
            AppState before;
            {
                AppSession app(home.path);
                before = playFourMoves(app, game);
                int status = -1;
                app.quit(status);
                BOOST_TEST(WIFEXITED(status));
                BOOST_TEST(WEXITSTATUS(status) == 0);
                BOOST_REQUIRE(app.dialogs().size() == 1u);  // "Do you want to save changes...?", answered No
                BOOST_TEST(app.dialogs()[0].find("save") != std::string::npos, app.dialogs()[0]);
            }
            AppSession again(home.path);
            checkSameGame(before, again.state());
        }
    }
}

BOOST_AUTO_TEST_CASE(killed_while_the_computer_thinks_it_thinks_again) {
    TestHome home("thinking");
    AppState before;
    {
        AppSession app(home.path);
        app.require("new xiangqi 0 1 1 10");  // the computer thinks for seconds at level 10
        app.require("play h2e2");
        before = app.waitState("wait 1 thinking");
        app.kill();
    }
    // Start-up's own picture: the reply, five seconds later, may come before a slow start is on screen.
    AppSession again(home.path);
    const AppState& after = again.startState();
    BOOST_TEST(after["position"] == before["position"]);
    BOOST_TEST(after["moves"] == "1");
    BOOST_TEST(after["players"] == "0 1 1 10");
    BOOST_TEST(after["thinking"] == "1");
    again.require("wait 2");  // the computer's reply comes without a word from the person
}

BOOST_AUTO_TEST_CASE(a_new_game_without_a_move_keeps_the_last_game) {
    TestHome home("new-empty");
    AppState before;
    {
        AppSession app(home.path);
        before = playFourMoves(app, kGames[0]);
        // File > New, then the app is killed before a move: the empty board replaces nothing.
        app.require("new othello/8 0 1 1 1");
        app.kill();
    }
    AppSession again(home.path);
    checkSameGame(before, again.state());
}

BOOST_AUTO_TEST_CASE(a_saved_game_comes_back_under_its_name) {
    TestHome home("saved");
    const std::string file = (home.path / "kept.sgf").string();
    {
        AppSession app(home.path);
        playFourMoves(app, kGames[0]);
        app.require("save " + file);
        app.kill();
    }
    {
        AppSession again(home.path);
        const AppState after = again.state();
        BOOST_TEST(after["moves"] == "4");
        BOOST_TEST(after["title"].find("kept") != std::string::npos, after["title"]);
        BOOST_TEST(after["modified"] == "0");  // the file holds these moves
        again.require("play any");
        again.require("wait 6");
        again.kill();
    }
    AppSession third(home.path);
    const AppState after = third.state();
    BOOST_TEST(after["moves"] == "6");
    BOOST_TEST(after["title"].find("kept") != std::string::npos, after["title"]);
    BOOST_TEST(after["modified"] == "1");  // two moves more than the file
}

BOOST_AUTO_TEST_SUITE_END()
