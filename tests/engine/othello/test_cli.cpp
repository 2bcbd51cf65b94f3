// qipan-engine's Othello commands, run as a program: perft, solve, analyse, NBoard by name, and the
// pattern fit's sample files.
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "othello/patterns.h"
#include "support/engine_process.h"

namespace {

std::string run(const std::string& arguments, const std::string& input = {}) {
    return qipan::testing::runEngine(arguments, input, qipan::testing::Stderr::merge);
}

// The numbers written just before `marker`, wherever it occurs. (Not std::regex: GCC 12's <regex> trips
// -Wmaybe-uninitialized in the sanitizer builds.)
std::vector<long> numbersBefore(const std::string& text, const std::string& marker) {
    std::vector<long> numbers;
    for (auto at = text.find(marker); at != std::string::npos; at = text.find(marker, at + 1)) {
        auto start = at;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(text[start - 1]))) --start;
        if (start < at) numbers.push_back(std::stol(text.substr(start, at - start)));
    }
    return numbers;
}

// The counts of "N positions read from" lines, summed, and the header's total ("N positions. Do not
// edit by hand.").
struct FitCounts {
    long read = 0, total = -1;
};
FitCounts fitCounts(const std::string& out) {
    FitCounts c;
    for (long n : numbersBefore(out, " positions read from")) c.read += n;
    if (const auto totals = numbersBefore(out, " positions. Do not edit by hand."); totals.size() == 1)
        c.total = totals[0];
    return c;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(othello_cli)

// `--help` after a command prints its usage and runs nothing. Without it this small fit would run (in a
// fraction of a second) and print its report, so the test fails quickly rather than hanging.
BOOST_AUTO_TEST_CASE(help_after_a_command_shows_its_usage_instead_of_running_it) {
    const std::string out =
        run("fit othello-patterns --games 10 --depth 1 --solve-empties 8 --iterations 1 --help");
    BOOST_TEST(out.rfind("usage: qipan-engine fit othello-patterns [--games N]", 0) == 0u, out);
    BOOST_TEST(std::count(out.begin(), out.end(), '\n') == 1, out);  // the usage line and no fit's report
    BOOST_TEST(run("solve othello -h").rfind("usage: qipan-engine solve othello", 0) == 0u);
}

// The pattern fit keeps its labelled positions in a file and reads several files back, each cut to a
// range of empties, so exact labels from one run can replace game results from another.
BOOST_AUTO_TEST_CASE(pattern_fit_writes_and_merges_sample_files) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("qipan-fit-" + std::to_string(qipan::testing::processId()));
    std::filesystem::remove_all(dir);  // wine reuses process ids: a killed run's samples may be there
    std::filesystem::create_directories(dir);
    const std::string file = (dir / "samples.bin").string();
    const std::string fit = "fit othello-patterns --games 10 --depth 1 --solve-empties 8 --iterations 2 --self-play patterns ";
    const FitCounts made = fitCounts(run(fit + "--samples " + file));
    BOOST_TEST(made.read == 0);
    BOOST_TEST(made.total > 500);  // ten games of about 60 moves each
    BOOST_TEST(std::filesystem::file_size(file) % static_cast<std::uintmax_t>(made.total) == 0u);

    const FitCounts again = fitCounts(run(fit + "--samples " + file));
    BOOST_TEST(again.read == made.total);
    const FitCounts split = fitCounts(run(fit + "--samples " + file + ":0-9," + file + ":10-60"));
    BOOST_TEST(split.read == made.total);
    BOOST_TEST(split.total == made.total);
    const FitCounts end = fitCounts(run(fit + "--samples " + file + ":0-9"));
    BOOST_TEST(end.read > 0);
    BOOST_TEST(end.read < made.total / 4);

    BOOST_TEST(run(fit + "--samples " + file + ":9-3").find("bad empties range") != std::string::npos);
    BOOST_TEST(run(fit + "--samples " + file + "," + file + ".missing").find("cannot read") != std::string::npos);
    BOOST_TEST(run("fit othello-patterns --games 10 --self-play random").find("--self-play features|patterns") != std::string::npos);
    std::filesystem::remove_all(dir);
}

// --refit-stages fits only those stages, starting from the current tables, and writes the others as they
// are; --label-depth labels the earlier positions with a search instead of the game's result.
BOOST_AUTO_TEST_CASE(pattern_refit_keeps_the_other_stages) {
    namespace pat = qipan::othello::patterns;
    const std::string out = run(
        "fit othello-patterns --games 10 --depth 1 --solve-empties 8 --iterations 2 --self-play patterns "
        "--label-depth 2 --label-from 30 --refit-stages 8-9");
    // The table text: every quoted string of the written header after the array's name, joined.
    std::string text;
    for (auto at = out.find('"', out.find("kPatternWeightText")); at != std::string::npos;) {
        const auto end = out.find('"', at + 1);
        text += out.substr(at + 1, end - at - 1);
        at = out.find('"', end + 1);
    }
    const auto fitted = pat::decodeWeights(text.c_str());
    const auto current = pat::currentWeights();
    BOOST_TEST_REQUIRE(fitted.size() == current.size());
    BOOST_TEST_REQUIRE(fitted.size() == static_cast<std::size_t>(pat::kStageCount));
    for (int s = 0; s < 8; ++s) BOOST_TEST((fitted[static_cast<std::size_t>(s)] == current[static_cast<std::size_t>(s)]), "stage " << s);
    BOOST_TEST((fitted[8] != current[8]));
    BOOST_TEST((fitted[9] != current[9]));
    BOOST_TEST(run("fit othello-patterns --games 10 --refit-stages 9-3").find("--refit-stages LOW-HIGH") != std::string::npos);
    BOOST_TEST(run("fit othello-patterns --games 10 --label-depth 20").find("--label-depth 0..14") != std::string::npos);
}

// --positions reads positions labelled elsewhere ("<64 squares> X|O SCORE"), each file cut to a range of
// empties like --samples, and refuses a line that is not a position and a score.
BOOST_AUTO_TEST_CASE(pattern_fit_reads_labelled_positions) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("qipan-positions-" + std::to_string(qipan::testing::processId()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string start = "---------------------------OX------XO---------------------------";
    const std::string afterF5 = "---------------------------OX------XXX--------------------------";
    const std::string file = (dir / "labelled.txt").string(), bad = (dir / "bad.txt").string();
    {
        std::ofstream f(file);
        f << start << " X 0\n" << afterF5 << " O -1.5\n\n" << afterF5 << " O 3\n";
        std::ofstream g(bad);
        g << start << " X 0\n" << start << " X lots\n";
    }
    const std::string fit = "fit othello-patterns --iterations 2 --refit-stages 9-9 --positions ";
    const FitCounts all = fitCounts(run(fit + file));
    BOOST_TEST(all.read == 3);
    BOOST_TEST(all.total == 3);
    BOOST_TEST(fitCounts(run(fit + file + ":59-59," + file + ":60-60")).read == 3);
    BOOST_TEST(fitCounts(run(fit + file + ":60-60")).read == 1);
    const std::string refused = run(fit + bad);
    BOOST_TEST(refused.find("bad.txt:2: not '<64 squares> X|O SCORE'") != std::string::npos, refused);
    BOOST_TEST(run(fit + file + ":9-3").find("bad empties range") != std::string::npos);
    std::filesystem::remove_all(dir);
}

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

// The self-play endgames of the bench: N positions of E empties with a move for the side to move, the
// same set and the same solver answers (score, move, nodes) on every run; a bad count is refused.
BOOST_AUTO_TEST_CASE(bench_endgames_are_seeded_positions_of_the_given_empties) {
    const auto endgames = [](const std::string& out) {
        std::vector<std::string> lines;
        for (auto at = out.find("\nendgame "); at != std::string::npos; at = out.find("\nendgame ", at + 1)) {
            const auto end = out.find(" time ", at);
            lines.push_back(out.substr(at + 1, end - at - 1));  // the times differ from run to run
        }
        return lines;
    };
    const std::string out = run("bench othello --depth 1 --endgames 5:12");
    const std::vector<std::string> first = endgames(out);
    BOOST_TEST_REQUIRE(first.size() == 5u, out);
    for (const std::string& line : first) {
        const auto board = line.substr(line.find(' ', 8) + 1, 64);
        BOOST_TEST(std::count(board.begin(), board.end(), '-') == 12, line);
        BOOST_TEST(line.find(": pass") == std::string::npos, line);
    }
    BOOST_TEST(out.find("endgames: 5 positions of 12 empties, nodes ") != std::string::npos, out);
    BOOST_TEST(endgames(run("bench othello --depth 1 --endgames 5:12")) == first, out);
    BOOST_TEST(run("bench othello --depth 1 --endgames 0").find("--endgames N[:E]") != std::string::npos);
    BOOST_TEST(run("bench othello --depth 1 --endgames 3:40").find("--endgames N[:E]") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(analyse_prints_move_score_depth_nodes_time_and_pv) {
    const std::string out = run("analyse othello f5d6c3 --depth 5");
    BOOST_TEST(out.rfind("bestmove ", 0) == 0, out);
    for (const char* field : {" score ", " depth 5 ", " nodes ", " time ", "\npv "})
        BOOST_TEST(out.find(field) != std::string::npos, field);
    BOOST_TEST(run("analyse othello f5f5").find("illegal") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(nboard_by_name) {
    const std::string out = run("nboard", "set depth 2\nmove f5\nping 9\n");
    BOOST_TEST(out.find("pong 9") != std::string::npos, out);
}

BOOST_AUTO_TEST_SUITE_END()
