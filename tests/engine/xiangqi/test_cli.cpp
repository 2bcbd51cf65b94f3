// qipan-engine's Xiangqi commands run as a program: analyse gives centipawns, or a forced mate counted in
// moves of the side that mates.
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

BOOST_AUTO_TEST_SUITE(xiangqi_cli)

BOOST_AUTO_TEST_CASE(analyse_prints_centipawns_and_mates_in_moves) {
    // The chariot mates at once on the d file (the generals face each other on e).
    const std::string mate = run("analyse xiangqi \"3k5/9/9/9/9/R8/9/9/9/4K4 w\" --depth 4");
    BOOST_CHECK_MESSAGE(mate.find("bestmove a4d4 score mate 1 ") != std::string::npos, mate);
    // Black's only move is d9d8, and then a4d4 mates: mated after one move.
    const std::string mated = run("analyse xiangqi \"3k5/9/9/9/9/R8/9/9/9/4K4 b\" --depth 4");
    BOOST_CHECK_MESSAGE(mated.find("bestmove d9d8 score mate -1 ") != std::string::npos, mated);
    // Two chariots against a bare general: no mate at once, mate with the second move (checked by
    // hand: a1d1, for one, leaves only d9e9, and a0a8 mates).
    const std::string longer = run("analyse xiangqi \"3k5/9/9/9/9/9/9/9/R8/R4K3 w\" --depth 8 --verbose");
    BOOST_CHECK_MESSAGE(longer.find("score mate 2 ") != std::string::npos, longer);
    // The start position: a small score in centipawns on every line.
    const std::string start = run("analyse xiangqi startpos --depth 5 --verbose");
    BOOST_CHECK_MESSAGE(start.find("info depth 5 score cp ") != std::string::npos, start);
    BOOST_CHECK_MESSAGE(start.find(" score cp ", start.find("bestmove")) != std::string::npos, start);
}

BOOST_AUTO_TEST_SUITE_END()
