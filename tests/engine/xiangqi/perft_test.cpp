// Perft against the published counts in tests/data/xiangqi/perft.txt (the quick ones; the rest run in
// `qipan-engine bench xiangqi`).
#include <boost/test/unit_test.hpp>
#include <sstream>

#include "support/test_data.h"
#include "xiangqi/perft.h"

using namespace qipan::xiangqi;

BOOST_AUTO_TEST_SUITE(xiangqi_perft)

BOOST_AUTO_TEST_CASE(every_quick_count_of_the_reference_table) {
    int checked = 0;
    for (const std::string& line : qipan::testing::dataLines("xiangqi/perft.txt")) {
        std::istringstream in(line);
        std::string fen, depthText, countText;
        std::getline(in, fen, ';');
        std::getline(in, depthText, ';');
        std::getline(in, countText, ';');
        const std::uint64_t expected = std::stoull(countText);
        if (expected > 20'000'000) continue;
        Position p;
        std::string error;
        BOOST_REQUIRE_MESSAGE(p.setFen(fen, error), fen << ": " << error);
        const std::string before = p.fen();
        const std::uint64_t key = p.key();
        BOOST_CHECK_MESSAGE(perft(p, std::stoi(depthText)) == expected, fen << " depth " << depthText);
        BOOST_CHECK_EQUAL(p.fen(), before);  // make/unmake restore everything
        BOOST_CHECK_EQUAL(p.key(), key);
        ++checked;
    }
    BOOST_CHECK_GE(checked, 40);
}

BOOST_AUTO_TEST_SUITE_END()
