// Winning lines, draws, move text and position text of GomokuGame (freestyle, standard, caro).
// BOOST_TEST_MODULE is set for the whole target; only support/test_main.cpp may define main().
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <set>

#include "game/registry.h"
#include "gomoku_test_util.h"

using namespace qipan;
using namespace qipan::gomoku;
using namespace qipan::gomoku::testing;

namespace {

// Black plays `five` (5 points), White answers with `whites` (4 points far away); checks the result.
void expectFive(Rule rule, const std::vector<std::string>& five, const std::vector<std::string>& whites) {
    GomokuGame game(rule, 15);
    for (std::size_t i = 0; i < five.size(); ++i) {
        BOOST_REQUIRE(!game.outcome().over());
        game.play(mv(game, five[i]));
        if (i < whites.size()) game.play(mv(game, whites[i]));
    }
    const Outcome o = game.outcome();
    BOOST_REQUIRE(o.kind == Outcome::Kind::Win);
    BOOST_CHECK(o.winner == Side::First);
    BOOST_CHECK_EQUAL(o.reason, "five in a row");
    std::set<int> expected, got(o.highlight.begin(), o.highlight.end());
    for (const auto& p : five) expected.insert(mv(game, p).code);
    BOOST_CHECK(expected == got);
    BOOST_CHECK_EQUAL(game.illegalReason(mv(game, "a2")), "game over");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_rules)

BOOST_AUTO_TEST_CASE(five_in_each_direction) {
    const std::vector<std::string> whites = {"a15", "c15", "e15", "g15"};
    expectFive(Rule::Freestyle, {"h8", "i8", "j8", "k8", "l8"}, whites);     // row
    expectFive(Rule::Freestyle, {"h4", "h5", "h6", "h7", "h8"}, whites);     // column
    expectFive(Rule::Freestyle, {"d4", "e5", "f6", "g7", "h8"}, whites);     // diagonal
    expectFive(Rule::Freestyle, {"d12", "e11", "f10", "g9", "h8"}, whites);  // anti-diagonal
    expectFive(Rule::Standard, {"l8", "k8", "i8", "h8", "j8"}, whites);      // filled in the middle
}

BOOST_AUTO_TEST_CASE(five_at_the_edges) {
    const std::vector<std::string> whites = {"h8", "h9", "h10", "j12"};
    expectFive(Rule::Freestyle, {"a1", "b1", "c1", "d1", "e1"}, whites);       // bottom row, left corner
    expectFive(Rule::Freestyle, {"o11", "o12", "o13", "o14", "o15"}, whites);  // right column, top corner
    expectFive(Rule::Freestyle, {"a15", "b14", "c13", "d12", "e11"}, whites);  // from the top-left corner
    expectFive(Rule::Freestyle, {"k1", "l2", "m3", "n4", "o5"}, whites);       // to the right edge
    expectFive(Rule::Renju, {"k15", "l15", "m15", "n15", "o15"}, whites);      // top row, right corner
}

BOOST_AUTO_TEST_CASE(no_five_across_the_board_edge) {
    // Cells 12, 13, 14 of one row and 0, 1 of the next are consecutive indices but no line.
    GomokuGame game(Rule::Freestyle, 15);
    playAll(game, "m8 h1 n8 h2 o8 h3 a7 j1 b7 j2");
    BOOST_CHECK(!game.outcome().over());
    const int row8 = 15 - 8;
    BOOST_CHECK_EQUAL(mv(game, "o8").code + 1, (row8 + 1) * 15 + 0);  // o8 and a7 are neighbours in memory
    // Indices 87, 103, 119, 135, 151 step by 16 (one diagonal step) but wrap from o8 to a6.
    GomokuGame diagonal(Rule::Freestyle, 15);
    playAll(diagonal, "m10 h1 n9 h2 o8 h3 a6 j1 b5 j2");
    BOOST_CHECK_EQUAL(mv(diagonal, "o8").code + 16, mv(diagonal, "a6").code);
    BOOST_CHECK(!diagonal.outcome().over());
}

BOOST_AUTO_TEST_CASE(overline_by_rule) {
    const std::string six = "c8 c1 d8 e1 e8 g1 g8 j1 h8 l1 f8";  // black c..h on row 8, f8 last
    GomokuGame freestyle(Rule::Freestyle, 15);
    playAll(freestyle, six);
    BOOST_REQUIRE(freestyle.outcome().kind == Outcome::Kind::Win);
    BOOST_CHECK_EQUAL(freestyle.outcome().highlight.size(), 6u);

    GomokuGame standard(Rule::Standard, 15);
    playAll(standard, six);
    BOOST_CHECK(!standard.outcome().over());

    GomokuGame renju(Rule::Renju, 15);  // a black overline is a foul: refused by default
    playAll(renju, "c8 c1 d8 e1 e8 g1 g8 j1 h8 l1");
    BOOST_CHECK_EQUAL(renju.illegalReason(mv(renju, "f8")), "overline");
    renju.setFoulsLose(true);
    renju.play(mv(renju, "f8"));
    BOOST_CHECK(renju.outcome().kind == Outcome::Kind::Win);
    BOOST_CHECK(renju.outcome().winner == Side::Second);

    GomokuGame white(Rule::Renju, 15);  // White's overline wins
    playAll(white, "a1 c8 a3 d8 a5 e8 a7 g8 a9 h8 a11 f8");
    BOOST_CHECK(white.outcome().kind == Outcome::Kind::Win);
    BOOST_CHECK(white.outcome().winner == Side::Second);
}

BOOST_AUTO_TEST_CASE(caro_five_blocked_at_both_ends_does_not_win) {
    GomokuGame game(Rule::Caro, 15);
    playAll(game, "d8 c8 e8 i8 f8 a1 g8 a3");
    game.play(mv(game, "h8"));  // black d8..h8, white c8 and i8 close both ends
    BOOST_CHECK(!game.outcome().over());
    GomokuGame open(Rule::Caro, 15);
    playAll(open, "d8 c8 e8 a1 f8 a3 g8 a5 h8");
    BOOST_CHECK(open.outcome().kind == Outcome::Kind::Win);
}

BOOST_AUTO_TEST_CASE(full_board_is_a_draw) {
    // A 6x6 board filled in pairs (BBWWBB / WWBBWW ...) has no five anywhere.
    GomokuGame game(Rule::Freestyle, 6);
    std::vector<int> black, white;
    for (int y = 0; y < 6; ++y)
        for (int x = 0; x < 6; ++x) ((x / 2 + y) % 2 == 0 ? black : white).push_back(y * 6 + x);
    BOOST_REQUIRE_EQUAL(black.size(), white.size());
    for (std::size_t i = 0; i < black.size(); ++i) {
        BOOST_REQUIRE(!game.outcome().over());
        game.play(Move{black[i]});
        BOOST_REQUIRE(!game.outcome().over());
        game.play(Move{white[i]});
    }
    BOOST_CHECK(game.outcome().kind == Outcome::Kind::Draw);
    BOOST_CHECK_EQUAL(game.outcome().reason, "board full");
    BOOST_CHECK(game.legalMoves().empty());
    game.undo();
    BOOST_CHECK(!game.outcome().over());
    BOOST_CHECK_EQUAL(game.legalMoves().size(), 1u);
}

BOOST_AUTO_TEST_CASE(move_text_and_reasons) {
    GomokuGame game(Rule::Freestyle, 15);
    BOOST_CHECK_EQUAL(mv(game, "h8").code, 7 * 15 + 7);
    BOOST_CHECK_EQUAL(mv(game, "H8").code, 7 * 15 + 7);
    BOOST_CHECK_EQUAL(mv(game, "a15").code, 0);
    BOOST_CHECK_EQUAL(mv(game, "o1").code, 224);
    BOOST_CHECK_EQUAL(game.moveToText(Move{16}), "b14");
    BOOST_CHECK(!game.parseMove("p8"));
    BOOST_CHECK(!game.parseMove("h16"));
    BOOST_CHECK(!game.parseMove("h0"));
    BOOST_CHECK(!game.parseMove("8h"));
    BOOST_CHECK_EQUAL(game.illegalReason(Move{225}), "off the board");
    BOOST_CHECK_EQUAL(game.illegalReason(Move{-3}), "off the board");
    game.play(mv(game, "h8"));
    BOOST_CHECK_EQUAL(game.illegalReason(mv(game, "h8")), "occupied");
    BOOST_CHECK_EQUAL(game.cell(7, 7), 1);
    BOOST_CHECK(game.squares(Move{5}).from == -1 && game.squares(Move{5}).to == 5);

    GomokuGame big(Rule::Freestyle, 20);
    BOOST_CHECK_EQUAL(big.moveToText(Move{19}), "t20");
    BOOST_CHECK_EQUAL(mv(big, "t1").code, 399);
}

BOOST_AUTO_TEST_CASE(position_text_round_trip) {
    GomokuGame game(Rule::Renju, 15);
    playAll(game, "h8 i9 h9");
    const std::string text = game.positionText();
    BOOST_CHECK_EQUAL(text, "black:h8,h9 white:i9 to-move:white");
    GomokuGame copy(Rule::Renju, 15);
    std::string error;
    BOOST_REQUIRE(copy.setPosition(text, error));
    BOOST_CHECK_EQUAL(copy.positionText(), text);
    BOOST_CHECK(copy.sideToMove() == Side::Second);
    BOOST_REQUIRE(copy.setPosition("h8i9h9", error));
    BOOST_CHECK_EQUAL(copy.positionText(), text);
    BOOST_CHECK_EQUAL(copy.ply(), 3);
    copy.undo();
    BOOST_CHECK_EQUAL(copy.positionText(), "black:h8 white:i9 to-move:black");
    BOOST_CHECK(!copy.setPosition("h8h8", error));
    BOOST_CHECK(!copy.setPosition("black:z9", error));
    BOOST_CHECK(!copy.setPosition("black:h8 colour:red", error));
    BOOST_CHECK_EQUAL(copy.positionText(), "black:h8 white:i9 to-move:black");  // unchanged on failure
}

BOOST_AUTO_TEST_CASE(registry_ids) {
    const auto variants = gameVariants();
    BOOST_REQUIRE(!variants.empty());
    BOOST_CHECK_EQUAL(variants.front().id, "gomoku/freestyle/15");
    for (const char* id :
         {"gomoku/freestyle/15", "gomoku/standard/15", "gomoku/renju/15", "gomoku/caro/15",
          "gomoku/freestyle/19", "gomoku/freestyle/20", "gomoku/standard/19", "gomoku/standard/20"}) {
        auto game = createGame(id);
        BOOST_REQUIRE_MESSAGE(game, id);
        BOOST_CHECK_EQUAL(game->id(), id);
    }
    std::string error;
    BOOST_CHECK(!createGame("gomoku/renju/19", &error));
    BOOST_CHECK(!error.empty());
    BOOST_CHECK(!createGame("gomoku/chess/15", &error));
    BOOST_CHECK(!createGame("gomoku/freestyle/16", &error));
}

BOOST_AUTO_TEST_SUITE_END()
