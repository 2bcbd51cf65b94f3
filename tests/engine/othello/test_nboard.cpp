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

BOOST_AUTO_TEST_SUITE_END()
