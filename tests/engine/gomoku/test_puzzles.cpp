// Every puzzle of tests/data/gomoku/puzzles.txt (renju-note/quintet benches, Okabe's problems) is
// proven a win with a winning first move listed there. Node limits, not wall-clock limits.
#include <boost/test/unit_test.hpp>
#include <sstream>

#include "gomoku/board.h"
#include "gomoku/notation.h"
#include "gomoku/solver.h"
#include "support/test_data.h"

using namespace qipan;
using namespace qipan::gomoku;

namespace {

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_puzzles)

BOOST_AUTO_TEST_CASE(every_puzzle_is_proven) {
    const auto lines = qipan::testing::dataLines("gomoku/puzzles.txt");
    BOOST_REQUIRE_GE(lines.size(), 12u);
    for (const std::string& line : lines) {
        const auto f = qipan::testing::splitFields(line, '|');
        BOOST_REQUIRE_GE(f.size(), 8u);
        const Rule rule = *parseRule(f[1]);
        const int size = std::stoi(f[2]);
        Board board(size, rule);
        for (const auto& [list, color] : {std::pair{f[4], kBlack}, std::pair{f[5], kWhite}}) {
            const auto points = parsePointList(list, size);
            BOOST_REQUIRE(points);
            for (const auto& [x, y] : *points) board.put(board.point(x, y), color);
        }
        const std::uint8_t attacker = f[3] == "black" ? kBlack : kWhite;
        if (board.toMove() != attacker) board.passTurn();
        const std::uint64_t before = board.hash();

        SearchLimits limits;
        limits.nodes = 3'000'000;
        const SolveResult r = solve(board, limits);
        BOOST_CHECK_EQUAL(board.hash(), before);
        BOOST_REQUIRE_MESSAGE(r.win, f[0] << ": no proof within " << limits.nodes << " nodes");
        std::vector<std::string> answers;
        for (std::string a : qipan::testing::splitFields(f[6], ',')) answers.push_back(a.rfind("alt:", 0) == 0 ? a.substr(4) : a);
        const std::string first = pointName(board.xOf(r.line[0]), board.yOf(r.line[0]), size);
        BOOST_CHECK_MESSAGE(std::find(answers.begin(), answers.end(), first) != answers.end(),
                            f[0] << ": first move " << first << " not among " << f[6]);
        BOOST_TEST_MESSAGE(f[0] << ": " << first << " proven in " << r.nodes << " nodes, " << r.elapsedMs
                                << " ms");

        // The proof's main line is a legal sequence from the position.
        for (const int p : r.line) {
            BOOST_REQUIRE(board.stone(p) == kEmpty);
            if (board.toMove() == attacker && attacker == kBlack && rule == Rule::Renju)
                BOOST_CHECK(board.foul(p) == Foul::None);
            board.play(p);
        }
    }
}

BOOST_AUTO_TEST_CASE(no_proof_where_there_is_none) {
    // Two lone stones: nobody can force anything.
    Board board(15, Rule::Freestyle);
    board.put(board.point(7, 7), kBlack);
    board.put(board.point(8, 8), kWhite);
    SearchLimits limits;
    limits.nodes = 200'000;
    BOOST_CHECK(!solve(board, limits).win);
}

BOOST_AUTO_TEST_SUITE_END()
