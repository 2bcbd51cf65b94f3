// The gomoku commands of the qipan-engine executable: analyse, solve, forbidden, bench, gomocup.
#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/engine_process.h"

namespace {

std::string run(const std::string& arguments, const std::string& input = {}) {
    return qipan::testing::runEngine(arguments, input);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_cli)

BOOST_AUTO_TEST_CASE(forbidden_lists_fouls_only) {
    // realcore's complex double-three case and mintaka's mixed case (one foul of each kind).
    BOOST_CHECK_EQUAL(run("forbidden --size 15 --black b6,c7,c8,d6,d7,e3,e4,f3,g5,h8 --white "
                          "a8,a9,c13,e1,g1,h13,l1,l13,o1,o15"),
                      "d8 double-three\nc6 double-three\ne6 double-three\nc5 double-three\nd5 double-three\n"
                      "e5 double-three\nd4 double-three\nf4 double-three\n");
    BOOST_CHECK_EQUAL(
        run("forbidden --size 15 --black a10,b11,b3,b4,c12,d2,d3,d8,e11,e12,e13,e8,g8,h8,i8,j12,j5,k11,k13,"
            "k14,k15,k3,k4,l12,m12,m5,n12,o12 --white e10"),
        "e14 double-four\nf8 overline\nk5 double-three\n");
    BOOST_CHECK_EQUAL(run("forbidden --size 15 --black h8 --white i9"), "");
}

BOOST_AUTO_TEST_CASE(solve_prints_win_or_unknown) {
    const std::string win =
        run("solve renju --size 15 --black h8,i6,i7,j8,k8,l7 --white h9,i5,j7,k6,l5,l8 --to-move black "
            "--nodes 100000");
    BOOST_CHECK_MESSAGE(win.rfind("win i8 i8,", 0) == 0, win);
    // Two stones: no four, three or VCF threat can ever be made, which the search proves.
    const std::string none = run("solve gomoku h8i9 --nodes 200000");
    BOOST_CHECK_MESSAGE(none.rfind("nowin ", 0) == 0, none);
    // A busy middle game with a tiny budget: nothing is settled.
    const std::string unknown = run("solve gomoku h8i9h9h10i8g10j7k6g8f9i7 --nodes 2000");
    BOOST_CHECK_MESSAGE(unknown.rfind("unknown ", 0) == 0, unknown);
    BOOST_CHECK(run("solve gomoku-standard h8h8 --nodes 100").empty());  // bad input: nothing on stdout
}

BOOST_AUTO_TEST_CASE(analyse_prints_bestmove_and_pv) {
    const std::string out = run("analyse gomoku \"h8i9h9\" --nodes 20000");
    std::istringstream in(out);
    std::string word, move;
    in >> word >> move;
    BOOST_CHECK_EQUAL(word, "bestmove");
    BOOST_CHECK(out.find(" score ") != std::string::npos && out.find(" depth ") != std::string::npos &&
                out.find(" nodes ") != std::string::npos && out.find(" time ") != std::string::npos);
    BOOST_CHECK(out.find("\npv " + move) != std::string::npos);
    const std::string renju = run("analyse gomoku \"h8i9h9\" --rule renju --size 15 --depth 3");
    BOOST_CHECK(renju.rfind("bestmove ", 0) == 0);
}

BOOST_AUTO_TEST_CASE(bench_signature_is_stable) {
    const std::string first = run("bench gomoku --depth 4");
    const std::string second = run("bench gomoku --depth 4");
    const auto nodes = [](const std::string& text) {
        const auto at = text.find("bench: nodes ");
        BOOST_REQUIRE(at != std::string::npos);
        return text.substr(at + 13, text.find(' ', at + 13) - at - 13);
    };
    BOOST_CHECK_EQUAL(nodes(first), nodes(second));
}

BOOST_AUTO_TEST_CASE(bench_puzzles_prints_each_proof) {
    const std::string out = run("bench gomoku --nodes 3000000 --puzzles " +
                                std::string(QIPAN_TEST_DATA_DIR) + "/gomoku/puzzles.txt");
    // One line per puzzle, each proven with a listed move, then the summary.
    std::istringstream in(out);
    int lines = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("puzzle ", 0) != 0) continue;
        ++lines;
        BOOST_CHECK_MESSAGE(line.find("(listed) win in ") != std::string::npos && line.find(" nodes ") != std::string::npos,
                            line);
    }
    BOOST_CHECK_GE(lines, 12);
    BOOST_CHECK_MESSAGE(out.find("puzzles: " + std::to_string(lines) + "/" + std::to_string(lines) + " proven") !=
                            std::string::npos,
                        out);
    // vcf_white's proof ends with a four whose only block is a Renju foul: the count goes on to the five,
    // 11 plies = 6 of White's moves (the mate distance Rapfi reports, +M11), not the 9 plies of the line.
    BOOST_CHECK_MESSAGE(out.find("puzzle vcf_white: vcf l13 (listed) win in 6 moves") != std::string::npos, out);
}

BOOST_AUTO_TEST_CASE(fit_prints_a_reproducible_weights_header) {
    const std::string first = run("fit gomoku --games 12 --depth 2");
    BOOST_CHECK_MESSAGE(first.find("//   qipan-engine fit gomoku --games 12 --depth 2 --width 8 --seed 1 > "
                                   "engine/gomoku/evaluation_weights.h") != std::string::npos,
                        first);
    BOOST_CHECK(first.find("inline constexpr int kPattern[12] = {0, ") != std::string::npos);
    BOOST_CHECK(first.find("inline constexpr int kClass[13] = {0, ") != std::string::npos);
    BOOST_CHECK(first.find("inline constexpr int kThreat[kThreatFeatureCount] = {") != std::string::npos);
    BOOST_CHECK_EQUAL(first, run("fit gomoku --games 12 --depth 2"));  // same games, same weights
    BOOST_CHECK(run("fit gomoku --games 3").empty());                  // too few games: usage error
}

BOOST_AUTO_TEST_CASE(fit_reads_positions_with_expected_results) {
    // Twenty games of three positions each, the side to move's expected result falling with the
    // opponent's stones: the header names the file, and a bad line is refused.
    const auto file =
        std::filesystem::temp_directory_path() / ("qipan-gomoku-samples-" + std::to_string(getpid()));
    {
        std::ofstream out(file);
        out << "# game result rule moves\n";
        for (int g = 0; g < 20; ++g) {
            out << g << " 0.5 freestyle h8 i9 g7 j10\n";
            out << g << " " << (g % 2 ? 0.3 : 0.2) << " renju h8 i9 g7 j10 f6\n";
            out << g << " 0.8 freestyle h8 i9 g7 j10 f6 k11\n";
        }
    }
    const std::string header = run("fit gomoku --samples " + file.string());
    BOOST_CHECK_MESSAGE(header.find("//   qipan-engine fit gomoku --samples " + file.string() +
                                    " > engine/gomoku/evaluation_weights.h") != std::string::npos,
                        header);
    BOOST_CHECK_MESSAGE(header.find("// 60 positions; held-out log loss ") != std::string::npos, header);
    BOOST_CHECK(header.find("inline constexpr int kClass[13] = {0, ") != std::string::npos);
    {
        std::ofstream out(file, std::ios::app);
        out << "7 1.5 freestyle h8 i9\n";  // a result outside 0..1
    }
    BOOST_CHECK(run("fit gomoku --samples " + file.string()).empty());
    BOOST_CHECK(run("fit gomoku --samples " + file.string() + "-missing").empty());
    std::filesystem::remove(file);
}

// The brain's answers without the MESSAGE lines that show its thinking.
std::string answers(const std::string& output) {
    std::istringstream in(output);
    std::string kept;
    for (std::string line; std::getline(in, line);)
        if (line.rfind("MESSAGE ", 0) != 0) kept += line + "\n";
    return kept;
}

BOOST_AUTO_TEST_CASE(gomocup_protocol_by_name_and_by_first_line) {
    BOOST_CHECK_EQUAL(answers(run("gomocup", "START 15\nBEGIN\nEND\n")), "OK\n7,7\n");
    const std::string about = run("", "ABOUT\nEND\n");
    BOOST_CHECK_MESSAGE(about.rfind("name=\"Qipan\"", 0) == 0, about);
    BOOST_CHECK_MESSAGE(about.find("www=") == std::string::npos, about);  // no home page to name yet
}

// Started as pbrain-qipan without arguments it is a Gomocup brain; with arguments it runs them.
BOOST_AUTO_TEST_CASE(pbrain_name_speaks_gomocup_and_runs_subcommands) {
    using qipan::testing::pbrainExe;
    using qipan::testing::runEngine;
    using qipan::testing::Stderr;
    BOOST_CHECK_EQUAL(answers(runEngine("", "START 15\nBEGIN\nEND\n", Stderr::discard, pbrainExe())),
                      "OK\n7,7\n");
    const std::string version = runEngine("--version", {}, Stderr::discard, pbrainExe());
    BOOST_CHECK(!version.empty());
    BOOST_CHECK_EQUAL(version, run("--version"));
    BOOST_CHECK_EQUAL(
        runEngine("forbidden --size 15 --black h8 --white i9", {}, Stderr::discard, pbrainExe()), "");
    BOOST_CHECK_EQUAL(runEngine("forbidden --size 15 --black f8,g8,i8,j8,h6,h7,h9 --white a1", {},
                                Stderr::discard, pbrainExe()),
                      run("forbidden --size 15 --black f8,g8,i8,j8,h6,h7,h9 --white a1"));
}

BOOST_AUTO_TEST_SUITE_END()
