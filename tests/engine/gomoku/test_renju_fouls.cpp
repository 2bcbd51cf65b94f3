// Renju fouls for Black: every line of tests/data/gomoku/forbidden-tests.txt (positions from realcore,
// mintaka and AlphaGomoku, cross-checked with Rapfi) is checked, EXACT_SET lines included.
#include <boost/test/unit_test.hpp>
#include <map>
#include <sstream>

#include "gomoku/board.h"
#include "gomoku/gomoku_game.h"
#include "gomoku/notation.h"
#include "gomoku_test_util.h"
#include "support/test_data.h"

using namespace qipan;
using namespace qipan::gomoku;
using qipan::gomoku::testing::boardFrom;

namespace {

std::string expectedName(const std::string& type) {
    if (type == "OVERLINE") return "overline";
    if (type == "DOUBLE_FOUR") return "double-four";
    if (type == "DOUBLE_THREE") return "double-three";
    return "?" + type;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(renju_fouls)

BOOST_AUTO_TEST_CASE(every_line_of_the_forbidden_point_data) {
    const auto lines = qipan::testing::dataLines("gomoku/forbidden-tests.txt");
    BOOST_REQUIRE_GE(lines.size(), 171u);
    int checked = 0, exactSets = 0;
    for (const std::string& line : lines) {
        const auto f = qipan::testing::splitFields(line, '|');
        BOOST_REQUIRE_MESSAGE(f.size() >= 6, "malformed: " << line);
        const int size = std::stoi(f[0]);
        Board board = boardFrom(Rule::Renju, size, f[1], f[2]);
        const std::string before = std::to_string(board.hash());
        if (f[4] == "EXACT_SET") {
            std::map<std::string, std::string> expected, found;
            if (f[5] != "-")
                for (const auto& item : qipan::testing::splitFields(f[5], ',')) {
                    const auto colon = item.find(':');
                    expected[item.substr(0, colon)] = expectedName(item.substr(colon + 1));
                }
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const int p = board.point(x, y);
                    if (board.stone(p) != kEmpty) continue;
                    const Foul foul = board.foul(p);
                    if (foul != Foul::None) found[pointName(x, y, size)] = foulName(foul);
                }
            BOOST_CHECK_MESSAGE(found == expected, "EXACT_SET differs: " << line);
            ++exactSets;
        } else {
            const auto point = parsePoint(f[3], size);
            BOOST_REQUIRE(point);
            const Foul foul = board.foul(board.point(point->first, point->second));
            if (f[4] == "FORBIDDEN")
                BOOST_CHECK_MESSAGE(foulName(foul) == expectedName(f[5]),
                                    line << " -> got '" << foulName(foul) << "'");
            else
                BOOST_CHECK_MESSAGE(foul == Foul::None, line << " -> got '" << foulName(foul) << "'");
        }
        BOOST_CHECK_EQUAL(std::to_string(board.hash()), before);  // the checks leave the board as it was
        ++checked;
    }
    BOOST_TEST_MESSAGE(checked << " forbidden-point checks, " << exactSets << " of them complete sets");
}

BOOST_AUTO_TEST_CASE(game_refuses_or_punishes_fouls) {
    GomokuGame game(Rule::Renju, 15);
    std::string error;
    // Black h8 i8 (with j8 gives three) and h9 h10: j... a plain double three at j10? Use the data's first
    // double-three: black g7 h8 j8 k7, white f9 g8 g9 h9; i9 is a double three.
    BOOST_REQUIRE(game.setPosition("black:g7,h8,j8,k7 white:f9,g8,g9,h9 to-move:black", error));
    const Move i9 = *game.parseMove("i9");
    BOOST_CHECK_EQUAL(game.illegalReason(i9), "double-three");
    const auto marks = game.cellMarks();
    BOOST_REQUIRE_EQUAL(marks.size(), 1u);
    BOOST_CHECK_EQUAL(marks[0].first, i9.code);
    BOOST_CHECK_EQUAL(marks[0].second, "double-three");
    for (const Move m : game.legalMoves()) BOOST_CHECK(m != i9);
    game.setFoulsLose(true);
    BOOST_CHECK(game.isLegal(i9));
    game.play(i9);
    BOOST_CHECK(game.outcome().kind == Outcome::Kind::Win);
    BOOST_CHECK(game.outcome().winner == Side::Second);
    game.undo();
    BOOST_CHECK(!game.outcome().over());
    // White is never restricted; the freestyle rule has no fouls.
    GomokuGame freestyle(Rule::Freestyle, 15);
    BOOST_REQUIRE(freestyle.setPosition("black:g7,h8,j8,k7 white:f9,g8,g9,h9 to-move:black", error));
    BOOST_CHECK(freestyle.isLegal(*freestyle.parseMove("i9")));
    BOOST_CHECK(freestyle.cellMarks().empty());
}

BOOST_AUTO_TEST_SUITE_END()
