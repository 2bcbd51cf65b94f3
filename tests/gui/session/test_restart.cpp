// The game comes back when Qipan starts again: after the app was killed (SIGKILL, as a crash or a power cut
// stops it) and after File > Quit answered "No" to the save question, in each game. The app runs as a child
// process of the test; what its window shows before and after is compared.
#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>
#include <vector>

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

namespace {
// The numbers of a "clock<side>" state line: the time left (ms), the periods left, the flag, the time used.
std::vector<long long> clockNumbers(const std::string& line) {
    std::istringstream in(line.substr(0, line.find('|')));
    std::vector<long long> numbers;
    for (long long n; in >> n;) numbers.push_back(n);
    BOOST_REQUIRE(numbers.size() == 4u);
    return numbers;
}
}  // namespace

// A timed game comes back with its clocks after a crash: each move's time, and the time spent on the move
// being made (kept every few seconds while a clock runs). The clocks come back paused; the game goes on
// when the person resumes them, and the time spent before the crash counts.
BOOST_AUTO_TEST_SUITE(the_game_comes_back)

BOOST_AUTO_TEST_CASE(a_timed_game_comes_back_with_its_clocks_paused) {
    TestHome home("clocks");
    AppState before;
    {
        AppSession app(home.path);
        app.require("new gomoku/freestyle/15 0 1 0 1 game_300+2 byoyomi_0_30x3");
        app.require("play h8");
        app.require("wait 1");
        app.require("pause 7000");  // White thinks; the time spent is kept after 5 s
        before = app.state();
        app.kill();
    }
    BOOST_TEST(before["clockpaused"] == "0");
    AppSession again(home.path);
    const AppState after = again.state();
    BOOST_TEST(after["moves"] == "1");
    BOOST_TEST(after["clockpaused"] == "1");
    BOOST_TEST(after["movetimes"] == before["movetimes"]);
    // Black's clock was not running: the same to the millisecond, shown the same.
    BOOST_TEST(after["clock0"] == before["clock0"]);
    const auto black = clockNumbers(after["clock0"]);
    const long long blackMove = std::stoll(after["movetimes"]);
    BOOST_TEST(black[0] == 300000 - blackMove + 2000);
    BOOST_TEST(black[3] == blackMove);
    // White's byo-yomi period: at least the 5 s kept before the kill are spent, and no more than before it.
    const auto whiteBefore = clockNumbers(before["clock1"]);
    const auto white = clockNumbers(after["clock1"]);
    BOOST_TEST(white[0] <= 25000);
    BOOST_TEST(white[0] >= whiteBefore[0]);
    BOOST_TEST(white[1] == 3);
    BOOST_TEST(white[2] == 0);
    // Paused, it stays where it is and takes no move; resumed, White's move counts the time before the kill.
    again.require("pause 300");
    BOOST_TEST(again.state()["clock1"] == after["clock1"]);
    again.require("play i9");
    AppState refused = again.state();
    for (int i = 0; i < 100 && refused["status0"] != "Not allowed: the clocks are paused."; ++i) {
        again.require("pause 100");
        refused = again.state();
    }
    BOOST_TEST(refused["status0"] == "Not allowed: the clocks are paused.");
    BOOST_TEST(refused["moves"] == "1");
    again.require("menu resume-clock");
    BOOST_TEST(again.state()["clockpaused"] == "0");
    again.require("play i9");
    const AppState moved = again.waitState("wait 2");
    std::istringstream times(moved["movetimes"]);
    long long first = 0, second = 0;
    times >> first >> second;
    BOOST_TEST(first == blackMove);
    BOOST_TEST(second >= 30000 - white[0]);
}

BOOST_AUTO_TEST_SUITE_END()
