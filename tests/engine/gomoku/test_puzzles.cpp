// Every puzzle of tests/data/gomoku/puzzles.txt (renju-note/quintet benches, Okabe's problems) is
// proven a win with a winning first move listed there. Node limits, not wall-clock limits.
#include <boost/test/unit_test.hpp>
#include <sstream>

#include "gomoku/board.h"
#include "gomoku/notation.h"
#include "gomoku/search_memory.h"
#include "gomoku/solver.h"
#include "gomoku/threat_search.h"
#include "gomoku_test_util.h"
#include "support/test_data.h"

using namespace qipan;
using namespace qipan::gomoku;
using qipan::gomoku::testing::boardFrom;

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

// From a match against Rapfi (freestyle, White to move after 1. h8 i8 d10 4. i7 d9 i6 i9): Rapfi
// reported a mate in 35 plies here, which is no win by threats alone. The narrow threat search runs out
// of threats at once; the solver goes on with every nearby move, then every move, as a threat before
// it calls the position a disproof.
BOOST_AUTO_TEST_CASE(a_disproof_tries_every_move_as_a_threat) {
    Board board = boardFrom(Rule::Freestyle, 15, "h8,d10,d9,i9", "i8,i7,i6", kWhite);
    BorrowedMemory memory;
    SearchLimits limits;
    limits.nodes = 2'000'000;
    SearchControl control(limits, {});
    ThreatSearch narrow(board, control, memory->threats);
    BOOST_CHECK_EQUAL(narrow.vct(60, nullptr, 3), 0);
    BOOST_CHECK(narrow.disproved());
    const std::uint64_t narrowNodes = control.nodes();

    const SolveResult r = solve(board, limits);
    BOOST_CHECK(!r.win);
    BOOST_CHECK(r.verdict == SolveVerdict::NoWin);
    BOOST_CHECK(r.width == ThreatWidth::Every);
    BOOST_CHECK_GT(r.nodes, narrowNodes);
}

// From the same match (Black to move, move 33 of game 1): Rapfi proved a mate in 21 plies, the solver
// finds none; given two million nodes it deepens and widens until they are spent instead of giving
// up, and says the position is unsettled.
BOOST_AUTO_TEST_CASE(the_solver_searches_until_its_limit) {
    Board board = boardFrom(Rule::Freestyle, 15, "h8,d12,h7,j7,k9,i10,i6,f9,e12,g9,d11,h10,f14,h11,g13,j5",
                            "i8,j9,h9,i9,i7,g11,f11,g10,g8,e11,f12,f13,i11,d10,h5,e10", kBlack);
    SearchLimits limits;
    limits.nodes = 2'000'000;
    const SolveResult r = solve(board, limits);
    BOOST_CHECK(!r.win);
    BOOST_CHECK(r.verdict == SolveVerdict::NoVcf);
    BOOST_CHECK_GE(r.nodes, limits.nodes);
    BOOST_CHECK_GE(r.vctDepth, 6);
    BOOST_TEST_MESSAGE("unsettled after " << r.nodes << " nodes, VCT complete to " << r.vctDepth << " moves");
}

BOOST_AUTO_TEST_SUITE_END()
