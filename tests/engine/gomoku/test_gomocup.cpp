// Scripted Gomocup (Piskvork) manager sessions against the brain, malformed ones included.
#include <boost/test/unit_test.hpp>
#include <sstream>

#include "gomoku/notation.h"
#include "protocol/gomocup.h"

using namespace qipan;
using namespace qipan::protocol;

namespace {

// Feeds `script` line by line and returns the brain's answers, one per element.
struct Session {
    std::ostringstream out;
    GomocupBrain brain{out};
    explicit Session(std::uint64_t nodes = 30000) { brain.setNodeLimit(nodes); }

    std::vector<std::string> send(const std::string& script) {
        out.str("");
        std::istringstream in(script);
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (!brain.handleLine(line)) break;
        }
        std::vector<std::string> answers;
        messages.clear();
        std::istringstream lines(out.str());
        for (std::string a; std::getline(lines, a);) (a.rfind("MESSAGE ", 0) == 0 ? messages : answers).push_back(a);
        return answers;
    }
    std::vector<std::string> messages;  // MESSAGE lines of the last send(), kept apart from the answers
};

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

// "x,y" of a renju-notation point on a 15x15 board.
std::string xy(const std::string& point) {
    const auto p = gomoku::parsePoint(point, 15);
    BOOST_REQUIRE(p);
    return std::to_string(p->first) + "," + std::to_string(p->second);
}

// A BOARD block from renju-notation points and their fields (1 own, 2 opponent), in order.
std::string boardBlock(const std::vector<std::pair<std::string, int>>& stones) {
    std::string block = "BOARD\n";
    for (const auto& [point, field] : stones) block += xy(point) + "," + std::to_string(field) + "\n";
    return block + "DONE\n";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomocup)

BOOST_AUTO_TEST_CASE(start_begin_turn) {
    Session s;
    auto a = s.send("START 15\r\nBEGIN\r\n");
    BOOST_REQUIRE_EQUAL(a.size(), 2u);
    BOOST_CHECK_EQUAL(a[0], "OK");
    BOOST_CHECK_EQUAL(a[1], "7,7");  // the centre opens the game
    a = s.send("TURN 8,8\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(a[0] != "7,7" && a[0] != "8,8");
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 3);
    BOOST_CHECK(s.brain.board()->toMove() == gomoku::kWhite);  // the brain played Black's second stone
}

BOOST_AUTO_TEST_CASE(start_sizes_and_restart) {
    Session s;
    auto a = s.send("start 20\nRESTART\nRECTSTART 20,20\nSTART 0\nSTART abc\nRECTSTART 20,15\nSTART 21\n");
    BOOST_REQUIRE_EQUAL(a.size(), 7u);
    BOOST_CHECK_EQUAL(a[0], "OK");
    BOOST_CHECK_EQUAL(a[1], "OK");
    BOOST_CHECK_EQUAL(a[2], "OK");
    for (int i = 3; i < 7; ++i) BOOST_CHECK_MESSAGE(startsWith(a[i], "ERROR"), a[i]);
    BOOST_CHECK_EQUAL(s.brain.boardSize(), 20);  // the failed STARTs left the board alone
}

BOOST_AUTO_TEST_CASE(malformed_lines_do_not_stop_the_brain) {
    Session s;
    auto a = s.send(
        "TURN 7,7\nBEGIN\nSTART 15\nFOO bar\nTURN 7\nTURN -1,3\nTURN 15,3\nTURN a,b\nTAKEBACK 3,3\nINFO "
        "timeout_turn x\n"
        "BOARD\n7,7\n1,2,9\n7,7,1\n7,7,2\nDONE\nTURN 1,1\n");
    BOOST_REQUIRE_EQUAL(a.size(), 12u);
    BOOST_CHECK(startsWith(a[0], "ERROR"));  // no board yet
    BOOST_CHECK(startsWith(a[1], "ERROR"));
    BOOST_CHECK_EQUAL(a[2], "OK");
    BOOST_CHECK(startsWith(a[3], "UNKNOWN"));
    for (int i = 4; i <= 9; ++i) BOOST_CHECK_MESSAGE(startsWith(a[i], "ERROR"), i << ": " << a[i]);
    // The block's bad lines ("7,7" lacks the field, field 9, 7,7 twice) refuse it whole, with one ERROR
    // after DONE and no move; the board stays empty and TURN 1,1 is answered from it.
    BOOST_CHECK_MESSAGE(startsWith(a[10], "ERROR BOARD refused"), a[10]);
    BOOST_CHECK(!startsWith(a[11], "ERROR"));
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 2);
}

BOOST_AUTO_TEST_CASE(a_board_block_with_an_error_leaves_the_board_alone) {
    Session s;
    s.send("START 15\nBEGIN\n");
    auto a = s.send("TURN 8,8\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    const auto stonesOf = [&] {
        std::vector<std::pair<int, int>> list;
        for (int i = 0; i < s.brain.board()->stoneCount(); ++i) {
            const int p = s.brain.board()->moveAt(i);
            list.emplace_back(p, s.brain.board()->stone(p));
        }
        return list;
    };
    const auto before = stonesOf();
    const auto toMove = s.brain.board()->toMove();
    // A point named twice, then a line that is no point: one ERROR each, the board as it was.
    for (const std::string block : {"BOARD\n3,3,1\n4,4,2\n3,3,2\n5,5,1\nDONE\n",
                                    "BOARD\n3,3,1\n4,4\n5,5,2\nDONE\n", "BOARD\n3,3,1\n15,2,2\nDONE\n"}) {
        a = s.send(block);
        BOOST_REQUIRE_EQUAL(a.size(), 1u);
        BOOST_CHECK_MESSAGE(startsWith(a[0], "ERROR BOARD refused, the board is unchanged"), a[0]);
        BOOST_CHECK(stonesOf() == before);
        BOOST_CHECK(s.brain.board()->toMove() == toMove);
    }
    // The same for SWAP2BOARD.
    a = s.send("SWAP2BOARD\n7,7\nx\n9,9\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(startsWith(a[0], "ERROR SWAP2BOARD refused"));
    BOOST_CHECK(stonesOf() == before);
    // A good block afterwards is read as usual.
    a = s.send("BOARD\n3,3,1\n4,4,2\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(!startsWith(a[0], "ERROR"));
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 3);
}

BOOST_AUTO_TEST_CASE(no_move_after_the_game_is_won) {
    Session s;
    s.send("START 15\n");
    // The opponent has an open four on row 12, the brain's stones are scattered; TURN completes five.
    const std::vector<std::pair<std::string, int>> four = {{"c12", 2}, {"h8", 1},  {"d12", 2}, {"a1", 1},
                                                           {"e12", 2}, {"o15", 1}, {"f12", 2}, {"a15", 1}};
    auto a = s.send(boardBlock(four));
    BOOST_REQUIRE_EQUAL(a.size(), 1u);  // the brain blocks one end (b12 or g12)
    BOOST_REQUIRE(a[0] == xy("b12") || a[0] == xy("g12"));
    const std::string other = a[0] == xy("b12") ? xy("g12") : xy("b12");
    const int stones = s.brain.board()->stoneCount();
    a = s.send("TURN " + other + "\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK_MESSAGE(startsWith(a[0], "ERROR") && a[0].find("five") != std::string::npos, a[0]);
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), stones + 1);  // the opponent's stone, none of ours
    // A finished game is no place for another TURN either.
    a = s.send("TURN 0,7\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(startsWith(a[0], "ERROR"));
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), stones + 1);
    // A BOARD holding the opponent's five gets no move.
    auto withFive = four;
    withFive.emplace_back("g12", 2);
    a = s.send("RESTART\n" + boardBlock(withFive));
    BOOST_REQUIRE_EQUAL(a.size(), 2u);
    BOOST_CHECK_EQUAL(a[0], "OK");
    BOOST_CHECK_MESSAGE(startsWith(a[1], "ERROR") && a[1].find("five") != std::string::npos, a[1]);
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 9);
}

BOOST_AUTO_TEST_CASE(end_inside_a_block_ends_the_session) {
    for (const std::string block : {"BOARD\n7,7,1\n", "SWAP2BOARD\n7,7\n"}) {
        Session s;
        s.send("START 15\n");
        const auto a = s.send(block + "END\nDONE\nSTART 15\n");
        BOOST_CHECK_EQUAL(a.size(), 0u);  // nothing after END, and no move from the unfinished block
        BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 0);
        std::ostringstream out;
        GomocupBrain brain(out);
        std::istringstream in("START 15\n" + block + "END\nDONE\n");
        brain.run(in);
        BOOST_CHECK_EQUAL(out.str(), "OK\n");
    }
}

BOOST_AUTO_TEST_CASE(board_makes_five_and_blocks_four) {
    Session s;
    s.send("START 15\n");
    // Own stones h8 i8 j8 k8 (field 1), opponent's four on row 12 as well; the brain takes its five.
    auto a =
        s.send("BOARD\n" + xy("h8") + ",1\n" + xy("c12") + ",2\n" + xy("i8") + ",1\n" + xy("d12") + ",2\n" +
               xy("j8") + ",1\n" + xy("e12") + ",2\n" + xy("k8") + ",1\n" + xy("f12") + ",2\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(a[0] == xy("g8") || a[0] == xy("l8"));
    // The proven result is told in the winner's moves and in plies, after the lines of its thinking.
    BOOST_REQUIRE(!s.messages.empty());
    BOOST_CHECK_EQUAL(s.messages.back(), "MESSAGE win in 1 move (1 ply)");
    // Opponent four h8..k8 with g8 taken; the brain must block at l8.
    a = s.send("RESTART\nBOARD\n" + xy("h8") + ",2\n" + xy("g8") + ",1\n" + xy("i8") + ",2\n" + xy("c3") +
               ",1\n" + xy("j8") + ",2\n" + xy("n13") + ",1\n" + xy("k8") + ",2\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 2u);
    BOOST_CHECK_EQUAL(a[0], "OK");
    BOOST_CHECK_EQUAL(a[1], xy("l8"));
}

BOOST_AUTO_TEST_CASE(renju_rule_and_forbidden_points) {
    // The vcf_white puzzle (renju-note/quintet): White wins because Black's only block is a foul.
    Session s(200000);
    s.send("START 15\nINFO rule 4\n");
    BOOST_CHECK(s.brain.rule() == gomoku::Rule::Renju);
    const std::vector<std::string> black = {"g8", "g9", "h8", "i9", "j10", "j9", "k13", "m11", "m12", "m9"};
    const std::vector<std::string> white = {"f8", "h10", "h9", "i10", "i11", "j12", "l10", "l12", "l14"};
    std::string board = "BOARD\n";
    for (std::size_t i = 0; i < black.size(); ++i) {
        board += xy(black[i]) + ",2\n";
        if (i < white.size()) board += xy(white[i]) + ",1\n";
    }
    auto a = s.send(board + "DONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK_EQUAL(a[0], xy("l13"));
    // Black's forced block is a foul: White's win counts on to the five (Rapfi: +M11).
    BOOST_REQUIRE(!s.messages.empty());
    BOOST_CHECK_EQUAL(s.messages.back(), "MESSAGE win in 6 moves (11 plies)");
    // Rule bits: 1 exact five, 8 caro, 0 freestyle.
    s.send("INFO rule 1\n");
    BOOST_CHECK(s.brain.rule() == gomoku::Rule::Standard);
    s.send("INFO rule 8\n");
    BOOST_CHECK(s.brain.rule() == gomoku::Rule::Caro);
    s.send("INFO rule 0\n");
    BOOST_CHECK(s.brain.rule() == gomoku::Rule::Freestyle);
}

// Each finished iteration is shown as a MESSAGE line (depth, score, nodes, speed, time, line), deeper
// each time, and the last line starts with the move the brain plays.
BOOST_AUTO_TEST_CASE(thinking_is_shown_in_message_lines) {
    Session s(60000);
    s.send("START 15\n");
    auto a = s.send(boardBlock({{"h8", 2}, {"i9", 1}, {"h9", 2}, {"h10", 1}, {"g8", 2}}));
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_REQUIRE_GE(s.messages.size(), 2u);
    int lastDepth = 0;
    std::string lastFirstMove;
    for (const std::string& m : s.messages) {
        std::istringstream in(m);
        std::string word, pv;
        int depth = 0;
        in >> word >> word >> depth;
        BOOST_REQUIRE_MESSAGE(word == "depth" && depth == lastDepth + 1, m);
        lastDepth = depth;
        for (const char* field : {" score ", " nodes ", " nps ", " time ", " pv "})
            BOOST_CHECK_MESSAGE(m.find(field) != std::string::npos, m << ": no" << field);
        std::istringstream line(m.substr(m.find(" pv ") + 4));
        line >> lastFirstMove;
    }
    BOOST_CHECK_EQUAL(lastFirstMove, a[0]);
}

BOOST_AUTO_TEST_CASE(info_takeback_about_end) {
    Session s;
    auto a = s.send(
        "INFO timeout_turn 2000\nINFO timeout_match 60000\nINFO time_left 55000\nINFO max_memory 83886080\n"
        "INFO folder /tmp\nINFO game_type 1\nSTART 15\nBEGIN\nTAKEBACK 7,7\nABOUT\nEND\nSTART 15\n");
    BOOST_REQUIRE_EQUAL(a.size(), 4u);  // INFO has no answer; nothing after END
    BOOST_CHECK_EQUAL(a[0], "OK");
    BOOST_CHECK_EQUAL(a[1], "7,7");
    BOOST_CHECK_EQUAL(a[2], "OK");
    BOOST_CHECK(startsWith(a[3], "name=\"Qipan\""));
    BOOST_CHECK_EQUAL(s.brain.timeoutTurnMs(), 2000);
    BOOST_CHECK_EQUAL(s.brain.timeLeftMs(), 55000);
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 0);
    BOOST_CHECK(s.brain.board()->toMove() == gomoku::kBlack);
}

BOOST_AUTO_TEST_CASE(swap2_board) {
    Session s;
    s.send("START 15\n");
    auto a = s.send("SWAP2BOARD\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    std::istringstream three(a[0]);
    int stones = 0;
    for (std::string point; three >> point; ++stones) BOOST_CHECK(point.find(',') != std::string::npos);
    BOOST_CHECK_EQUAL(stones, 3);
    a = s.send("SWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    // SWAP (take Black), one point (stay White and play the fourth) or two (Swap2's two more stones).
    std::istringstream words(a[0]);
    std::vector<std::string> points;
    for (std::string w; words >> w;) points.push_back(w);
    BOOST_CHECK(a[0] == "SWAP" || points.size() == 1u || points.size() == 2u);
    if (a[0] != "SWAP")
        for (const std::string& p : points) BOOST_CHECK(p.find(',') != std::string::npos);
    // Black's two central stones against White's in the corner: clearly Black's, so the brain takes it.
    a = s.send("SWAP2BOARD\n" + xy("h8") + "\n" + xy("a1") + "\n" + xy("i8") + "\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK_EQUAL(a[0], "SWAP");
    // Black's stones in three corners, White's pair on the centre: the brain stays White and moves.
    a = s.send("SWAP2BOARD\n" + xy("a1") + "\n" + xy("h8") + "\n" + xy("o15") + "\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(a[0] != "SWAP" && a[0].find(' ') == std::string::npos);
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 4);
    // Five stones, White's pair on the centre: the brain (the opener) takes White and plays the sixth.
    a = s.send("SWAP2BOARD\n" + xy("a1") + "\n" + xy("h8") + "\n" + xy("o1") + "\n" + xy("i8") + "\n" +
               xy("o15") + "\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(a[0] != "SWAP" && a[0].find(',') != std::string::npos);
    BOOST_CHECK_EQUAL(s.brain.board()->stoneCount(), 6);
    // Five stones where Black already has an open three: White is lost, so the brain takes Black.
    a = s.send("SWAP2BOARD\n7,7\n0,0\n8,7\n14,14\n9,7\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK_EQUAL(a[0], "SWAP");
    a = s.send("SWAP2BOARD\n7,7\n7,7\n1,1\nDONE\n");
    BOOST_REQUIRE_EQUAL(a.size(), 1u);
    BOOST_CHECK(startsWith(a[0], "ERROR"));
}

BOOST_AUTO_TEST_SUITE_END()
