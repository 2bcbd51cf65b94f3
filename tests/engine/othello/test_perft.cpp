// Perft from the start against Aart Bik's published counts (tests/data/othello/perft.txt).
#include <boost/test/unit_test.hpp>

#include "othello/perft.h"
#include "support/test_data.h"

using namespace qipan::othello;

BOOST_AUTO_TEST_SUITE(othello_perft)

BOOST_AUTO_TEST_CASE(bitboard_perft_matches_the_published_counts_to_depth_10) {
    const Position start = *toPosition(GridBoard(8));
    const auto counts = qipan::testing::perftCounts("othello/perft.txt", 10);
    BOOST_TEST(counts.size() == 10u);
    for (const auto& [depth, leaves] : counts) BOOST_TEST(perft(start, depth) == leaves, "perft " << depth);
}

BOOST_AUTO_TEST_CASE(grid_perft_agrees_with_the_bitboards) {
    BOOST_TEST(perftGrid(GridBoard(8), 6) == 8200u);
    BOOST_TEST(perftGrid(GridBoard(6), 7) == perft(*toPosition(GridBoard(6)), 7));
    // 6x6 reaches passes and ended games early: compare deep counts too.
    BOOST_TEST(perftGrid(GridBoard(6), 9) == perft(*toPosition(GridBoard(6)), 9));
    // The 10x10 start opens like the 8x8 one until discs reach the 8x8 board's edges.
    BOOST_TEST(perftGrid(GridBoard(10), 5) == 1396u);
}

BOOST_AUTO_TEST_SUITE_END()
