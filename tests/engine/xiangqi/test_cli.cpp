// qipan-engine's Xiangqi commands run as a program: analyse gives centipawns, or a forced mate counted in
// moves of the side that mates; the weight fit reads expected results between 0 and 1.
#include <boost/test/unit_test.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "support/engine_process.h"

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

// Positions scored elsewhere come as expected results (a blend of a game's result and a judge's view), not
// only as 1, 0.5 or 0; a value outside 0..1 is refused with the line's number.
BOOST_AUTO_TEST_CASE(fit_reads_expected_results_between_zero_and_one) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("qipan-xqfit-" + std::to_string(qipan::testing::processId()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string good = (dir / "good.txt").string(), bad = (dir / "bad.txt").string();
    {
        std::ofstream out(good);
        // Games 0 and 9: the fit holds out every tenth game, so both sets get positions.
        for (int game : {0, 9})
            out << game << " 0.6281 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\n"
                << game << " 0.25 r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w\n"
                << game << " 1 rnbakabnr/9/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/9/RNBAKABNR b\n";
        std::ofstream(bad) << "0 0.5 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\n"
                           << "0 1.5 rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\n";
    }
    const std::string fitted = run("fit xiangqi --samples " + good + " --iterations 2");
    BOOST_CHECK_MESSAGE(fitted.find("6 quiet positions read from") != std::string::npos, fitted);
    BOOST_CHECK_MESSAGE(fitted.find("inline constexpr EvalWeights kEvaluationWeights") != std::string::npos, fitted);
    const std::string refused = run("fit xiangqi --samples " + bad + " --iterations 2");
    BOOST_CHECK_MESSAGE(refused.find("bad.txt:2: expected '<game> <result 0..1> <FEN>'") != std::string::npos, refused);
    std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
