// Scripted NBoard sessions.
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <sstream>

#include "protocol/nboard.h"

using namespace qipan;
using namespace qipan::protocol;

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) out.push_back(l);
    return out;
}

bool has(const std::vector<std::string>& all, const std::string& prefix) {
    for (const auto& l : all)
        if (l.rfind(prefix, 0) == 0) return true;
    return false;
}

const char* kGame =
    "set game (;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]"
    "B[E7]W[F4];)";

}  // namespace

BOOST_AUTO_TEST_SUITE(othello_nboard)

BOOST_AUTO_TEST_CASE(set_game_go_ping) {
    std::ostringstream out;
    NBoardSession s(out);
    for (const char* l : {"nboard 2", "set depth 4", kGame, "ping 1", "go"}) BOOST_TEST(s.handle(l));
    BOOST_TEST(s.game().ply() == 8);
    qipan::othello::OthelloGame replayed(8);
    std::string error;
    BOOST_REQUIRE(replayed.setPosition("f5f6d3c5e6f7e7f4", error));
    BOOST_TEST(s.game().positionText() == replayed.positionText());
    const auto all = lines(out.str());
    BOOST_TEST(has(all, "set myname"));
    BOOST_TEST(has(all, "pong 1"));
    // "=== D6/-1.00/0.0": a legal move, an eval and a time.
    std::string answer;
    for (const auto& l : all)
        if (l.rfind("=== ", 0) == 0) answer = l.substr(4);
    BOOST_REQUIRE(!answer.empty());
    const std::string move = answer.substr(0, answer.find('/'));
    const auto m = s.game().parseMove(move);
    BOOST_REQUIRE(m.has_value());
    BOOST_TEST(s.game().isLegal(*m));
    BOOST_TEST(std::count(answer.begin(), answer.end(), '/') == 2);
    // go does not play the move: the GUI answers with "move".
    BOOST_TEST(s.game().ply() == 8);
    BOOST_TEST(s.handle("move " + move + "/0.5/1.2"));
    BOOST_TEST(s.game().ply() == 9);
}

BOOST_AUTO_TEST_CASE(hint_reports_search_lines) {
    std::ostringstream out;
    NBoardSession s(out);
    for (const char* l : {"nboard 2", "set depth 3", kGame, "hint 1"}) s.handle(l);
    const auto all = lines(out.str());
    int searchLines = 0;
    for (const auto& l : all) {
        if (l.rfind("search ", 0) != 0) continue;
        ++searchLines;
        std::istringstream in(l.substr(7));
        std::string pv, eval, zero;
        int depth = 0;
        in >> pv >> eval >> zero >> depth;
        BOOST_TEST(s.game().parseMove(pv.substr(0, 2)).has_value());
        BOOST_TEST(zero == "0");
        BOOST_TEST(depth >= 1);
    }
    BOOST_TEST(searchLines >= 3);
}

BOOST_AUTO_TEST_CASE(hint_n_ranks_n_different_moves_best_first) {
    std::ostringstream out;
    NBoardSession s(out);
    for (const char* l : {"nboard 2", "set depth 3", kGame, "hint 3"}) s.handle(l);
    std::vector<std::string> firstMoves;
    std::vector<double> evals;
    for (const auto& l : lines(out.str())) {
        if (l.rfind("search ", 0) != 0) continue;
        std::istringstream in(l.substr(7));
        std::string pv;
        double eval = 0;
        in >> pv >> eval;
        firstMoves.push_back(pv.substr(0, 2));
        evals.push_back(eval);
        BOOST_TEST(s.game().parseMove(firstMoves.back()).has_value());
    }
    BOOST_TEST_REQUIRE(firstMoves.size() == 3u);
    BOOST_TEST(firstMoves[0] != firstMoves[1]);
    BOOST_TEST(firstMoves[1] != firstMoves[2]);
    BOOST_TEST(firstMoves[0] != firstMoves[2]);
    BOOST_TEST(evals[0] >= evals[1]);
    BOOST_TEST(evals[1] >= evals[2]);
    BOOST_TEST(s.game().ply() == 8);  // the hint does not change the game
}

BOOST_AUTO_TEST_CASE(bad_lines_get_an_error_and_the_session_goes_on) {
    std::ostringstream out;
    NBoardSession s(out);
    s.handle("nboard 2");
    BOOST_TEST(s.handle("frobnicate"));
    BOOST_TEST(s.handle("move z9"));
    BOOST_TEST(s.handle("move a1"));  // not legal at the start
    BOOST_TEST(s.handle("set depth many"));
    BOOST_TEST(s.handle("set game (;GM[Othello]BO[7 --- *];)"));
    BOOST_TEST(s.handle("set contempt 2.5"));
    BOOST_TEST(s.contempt() == 2.5);
    BOOST_TEST(s.handle("ping 7"));
    const auto all = lines(out.str());
    int errors = 0;
    for (const auto& l : all) errors += l.rfind("error ", 0) == 0;
    BOOST_TEST(errors == 5);
    BOOST_TEST(all.back() == "pong 7");
    BOOST_TEST(s.game().ply() == 0);
    BOOST_TEST(!s.handle("quit"));
}

BOOST_AUTO_TEST_CASE(contempt_out_of_range_is_refused) {
    std::ostringstream out;
    NBoardSession s(out);
    BOOST_TEST(s.handle("set contempt -3"));
    BOOST_TEST(s.contempt() == -3.0);
    // 1e300 discs overflowed the search's int (undefined behaviour, garbage contempt); these are errors
    // now and leave the last good value in place.
    for (const char* bad :
         {"set contempt 1e300", "set contempt -1e300", "set contempt 101", "set contempt inf",
          "set contempt nan", "set contempt 2x", "set contempt 2 3", "set contempt"}) {
        out.str("");
        BOOST_TEST(s.handle(bad));
        BOOST_TEST(out.str().rfind("error set contempt", 0) == 0, bad << ": " << out.str());
        BOOST_TEST(s.contempt() == -3.0);
    }
    out.str("");
    s.handle("set depth 99999999999");
    BOOST_TEST(out.str().rfind("error set depth", 0) == 0);
}

BOOST_AUTO_TEST_CASE(ggf_with_an_unclosed_bracket_is_refused) {
    const std::string head = "(;GM[Othello]PB[a]PW[b]";
    const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
    othello::OthelloGame game;
    std::string error;
    BOOST_TEST(readGgf(head + board + "B[F5]W[F6];)", game, error));
    BOOST_TEST(game.ply() == 2);
    // The last move without its ']' was dropped silently; now the record is refused and the game kept.
    BOOST_TEST(!readGgf(head + board + "B[F5]W[F6", game, error));
    BOOST_TEST(error.find("missing ']'") != std::string::npos, error);
    BOOST_TEST(game.ply() == 2);
    // BO[ with no ']' was reported as a record without a board.
    error.clear();
    BOOST_TEST(!readGgf(head + "BO[8 ------", game, error));
    BOOST_TEST(error.find("BO[ is not closed") != std::string::npos, error);
    error.clear();
    BOOST_TEST(!readGgf(head + "B[F5];)", game, error));
    BOOST_TEST(error.find("without a BO[] board") != std::string::npos, error);
    BOOST_TEST(!readGgf(head + "BO[99999999999 --- *];)", game, error));
}

BOOST_AUTO_TEST_CASE(serve_reads_until_quit) {
    std::istringstream in("set depth 2\nmove f5\nping 3\nquit\nping 4\n");
    std::ostringstream out;
    serveNBoard("nboard 2", in, out);
    const auto all = lines(out.str());
    BOOST_TEST(has(all, "pong 3"));
    BOOST_TEST(!has(all, "pong 4"));
}

BOOST_AUTO_TEST_CASE(ggf_times_read_as_milliseconds) {
    BOOST_TEST(readGgfTime("15:00").value_or(-1) == 900000);
    BOOST_TEST(readGgfTime("1:00:00").value_or(-1) == 3600000);
    BOOST_TEST(readGgfTime("2.35").value_or(-1) == 2350);
    BOOST_TEST(readGgfTime("0:01.5").value_or(-1) == 1500);
    BOOST_TEST(readGgfTime("05:00,L").value_or(-1) == 300000);  // a GGS flag after the comma
    BOOST_TEST(readGgfTime(" 7 ").value_or(-1) == 7000);
    for (const char* bad : {"", "soon", "1:2:3:4", "1.5:00", "-3", "1e3", "12:", ":30", "99999999999"})
        BOOST_TEST(!readGgfTime(bad).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(the_game_clock_comes_with_the_ggf_game) {
    std::ostringstream out;
    NBoardSession s(out);
    s.handle("set depth 20");
    // No clock: the depth alone.
    s.handle(
        "set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
        "*]B[F5];)");
    BOOST_TEST(s.searchLimits().depth == 20);
    BOOST_TEST(s.searchLimits().timeLeftMs == 0);
    // 5 minutes each; Black's moves took 1.5 + 3 s, White's 2.25 s: White to move after four moves.
    s.handle(
        "set game (;GM[Othello]PB[a]PW[b]TI[5:00]TY[8]BO[8 ---------------------------O*------*O------"
        "--------------------- *]B[F5//1.5]W[F6/0.00/2.25]B[D3/-1.00/0:03]W[C5];)");
    BOOST_TEST(out.str().empty(), out.str());
    BOOST_TEST(s.game().ply() == 4);
    BOOST_TEST(s.clock().usedMs[0] == 4500);
    BOOST_TEST(s.clock().usedMs[1] == 2250);
    BOOST_TEST(s.searchLimits().timeLeftMs == 300000 - 4500);  // Black to move
    BOOST_TEST(s.searchLimits().depth == 20);                  // still a cap
    // A move sent with its time goes on the mover's clock.
    BOOST_TEST(s.handle("move E6/0.50/10.25"));
    BOOST_TEST(s.clock().usedMs[0] == 14750);
    BOOST_TEST(s.searchLimits().timeLeftMs == 300000 - 2250);  // White to move
    BOOST_TEST(s.handle("move F4"));                           // no time given: nothing spent
    BOOST_TEST(s.searchLimits().timeLeftMs == 300000 - 14750);
    BOOST_TEST(out.str().empty(), out.str());
}

BOOST_AUTO_TEST_CASE(each_side_its_own_clock_and_increment) {
    std::ostringstream out;
    NBoardSession s(out);
    // TI for both, then TB overrides Black's: 1 minute plus 2 s a move; White 10 minutes plus 5 s.
    s.handle(
        "set game (;GM[Othello]TI[10:00/5/1:00]TB[1:00/2]BO[8 ---------------------------O*------*O------"
        "--------------------- *]B[F5//20]W[F6//30]B[D3//10];)");
    BOOST_TEST(out.str().empty(), out.str());
    BOOST_TEST(s.clock().mainMs[0] == 60000);
    BOOST_TEST(s.clock().incrementMs[0] == 2000);
    BOOST_TEST(s.clock().mainMs[1] == 600000);
    BOOST_TEST(s.clock().incrementMs[1] == 5000);
    BOOST_TEST(s.searchLimits().timeLeftMs == 600000 + 5000 - 30000);  // White: one move, one increment
    BOOST_TEST(s.searchLimits().incrementMs == 5000);
    s.handle("move C5/0/1");
    BOOST_TEST(s.searchLimits().timeLeftMs == 60000 + 2 * 2000 - 30000);  // Black: two moves
    // Out of time: the search still gets a millisecond to answer with.
    s.handle("move E6/0/59");
    s.handle("move F4/0/1");
    BOOST_TEST(s.searchLimits().timeLeftMs == 1);
}

BOOST_AUTO_TEST_CASE(a_bad_clock_is_an_error_and_the_game_is_set_without_it) {
    std::ostringstream out;
    NBoardSession s(out);
    s.handle(
        "set game (;GM[Othello]TI[soon]BO[8 ---------------------------O*------*O--------------------------- "
        "*]"
        "B[F5];)");
    BOOST_TEST(out.str().rfind("error the GGF clock TI[soon] is not a time", 0) == 0, out.str());
    BOOST_TEST(s.game().ply() == 1);
    BOOST_TEST(s.searchLimits().timeLeftMs == 0);
    out.str("");
    s.handle(
        "set game (;GM[Othello]TI[5:00]BO[8 ---------------------------O*------*O--------------------------- "
        "*]"
        "B[F5/0/later];)");
    BOOST_TEST(out.str().rfind("error the time of the GGF move", 0) == 0, out.str());
    BOOST_TEST(s.searchLimits().timeLeftMs == 0);
    out.str("");
    BOOST_TEST(s.handle("move F6/0/never"));
    BOOST_TEST(out.str().rfind("error the time of the move", 0) == 0, out.str());
    BOOST_TEST(s.game().ply() == 1);  // the move was not played
}

BOOST_AUTO_TEST_CASE(go_on_the_clock_answers_a_legal_move) {
    // A GUI playing on time: "set depth 60" and a game clock; go answers within it (the time itself is
    // not asserted: speed lives in the benchmarks). With the clock run out it still answers.
    const std::string board = "BO[8 ---------------------------O*------*O--------------------------- *]";
    for (const std::string moves : {"B[F5]", "B[F5//2]W[F6]"}) {
        std::ostringstream out;
        NBoardSession s(out);
        s.handle("nboard 2");
        s.handle("set depth 60");
        s.handle("set game (;GM[Othello]TI[0:01]" + board + moves + ";)");
        BOOST_TEST(s.searchLimits().timeLeftMs == (moves.size() == 5 ? 1000 : 1));
        s.handle("go");
        std::string answer;
        for (const auto& l : lines(out.str()))
            if (l.rfind("=== ", 0) == 0) answer = l.substr(4, 2);
        const auto m = s.game().parseMove(answer);
        BOOST_REQUIRE_MESSAGE(m.has_value(), out.str());
        BOOST_TEST(s.game().isLegal(*m), answer);
    }
}

BOOST_AUTO_TEST_SUITE_END()
