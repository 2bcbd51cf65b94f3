// qipan-engine's Othello commands, run as a program: perft, solve, analyse, NBoard by name.
#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <string>

namespace {

std::string run(const std::string& arguments) {
    const std::string command = std::string(QIPAN_ENGINE_EXE) + " " + arguments + " 2>&1";
    std::string output;
    FILE* pipe = popen(command.c_str(), "r");
    BOOST_REQUIRE(pipe);
    char buffer[512];
    while (fgets(buffer, sizeof buffer, pipe)) output += buffer;
    pclose(pipe);
    return output;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(othello_cli)

BOOST_AUTO_TEST_CASE(perft_prints_the_count) {
    BOOST_TEST(run("perft othello 7").find("perft 7: 55092 leaves") != std::string::npos);
    BOOST_TEST(run("perft othello10 1").find("perft 1: 4 leaves") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(solve_prints_score_and_move) {
    const std::string out =
        run("solve othello \"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X\"");
    BOOST_TEST(out.rfind("+38 a2\nnodes ", 0) == 0, out);
    BOOST_TEST(run("solve othello \"XX\"").find("solve othello:") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(analyse_prints_move_score_depth_nodes_time_and_pv) {
    const std::string out = run("analyse othello f5d6c3 --depth 5");
    BOOST_TEST(out.rfind("bestmove ", 0) == 0, out);
    for (const char* field : {" score ", " depth 5 ", " nodes ", " time ", "\npv "})
        BOOST_TEST(out.find(field) != std::string::npos, field);
    BOOST_TEST(run("analyse othello f5f5").find("illegal") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(nboard_by_name) {
    const std::string out = run("nboard <<'EOF'\nset depth 2\nmove f5\nping 9\nEOF");
    BOOST_TEST(out.find("pong 9") != std::string::npos, out);
}

BOOST_AUTO_TEST_SUITE_END()
