// Winning lines, draws, move text and position text of GomokuGame (freestyle, standard, caro).
// BOOST_TEST_MODULE is set for the whole target; only support/test_main.cpp may define main().
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <map>
#include <set>

#include "core/zobrist.h"
#include "game/registry.h"
#include "gomoku/board.h"
#include "gomoku/pattern.h"
#include "gomoku/shape.h"
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

// The board's incremental state (line keys, shapes, threat sets, points near stones, evaluation sums,
// hash) after random moves and take-backs equals that of a board given the same stones afresh, in
// another order, for every rule, and with every stone taken back that of a new board. Guards the base-3
// keys (both colours' in one word), the freestyle colours' skipped fifth neighbour and what remove()
// copies back.
BOOST_AUTO_TEST_CASE(incremental_board_equals_a_fresh_one) {
    SplitMix64 rng(20261123);
    for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro}) {
        for (int round = 0; round < 30; ++round) {
            Board board(15, rule);
            std::vector<int> stones;
            for (int step = 0; step < 120; ++step) {
                if (!stones.empty() && rng.below(3) == 0) {
                    board.undo();
                    stones.pop_back();
                    continue;
                }
                const int p = board.point(static_cast<int>(rng.below(15)), static_cast<int>(rng.below(15)));
                if (board.stone(p) != kEmpty) continue;
                const std::uint64_t predicted = board.hashAfter(p);  // the search prefetches by it
                board.play(p);
                BOOST_TEST(board.hash() == predicted);
                stones.push_back(p);
            }
            Board fresh(15, rule);
            for (std::size_t i = stones.size(); i-- > 0;) fresh.put(stones[i], board.stone(stones[i]));
            BOOST_TEST_CONTEXT(ruleName(rule) << " round " << round) {
                BOOST_TEST(fresh.hash() == board.hash());
                for (const std::uint8_t c : {kBlack, kWhite}) {
                    BOOST_TEST(fresh.totalValue(c) == board.totalValue(c));
                    for (int set = 0; set < kThreatSets; ++set)
                        for (int w = 0; w < PointSet::kWords; ++w)
                            BOOST_TEST(fresh.points(c, static_cast<ThreatSet>(set)).word[w] ==
                                       board.points(c, static_cast<ThreatSet>(set)).word[w]);
                    // Shapes read straight from the stones, without the board's keys.
                    const Pattern* table = patternTable(lineRuleFor(rule, c));
                    int differ = 0;
                    for (int y = 0; y < 15; ++y)
                        for (int x = 0; x < 15; ++x) {
                            const int p = board.point(x, y);
                            if (board.stone(p) != kEmpty) continue;
                            std::uint16_t expected = 0;
                            for (int d = 0; d < 4; ++d) {
                                int key = 0;
                                for (int k = -5; k <= 5; ++k) {
                                    if (k == 0) continue;
                                    constexpr int kDx[4] = {1, 0, 1, -1}, kDy[4] = {0, 1, 1, 1};  // as kDirection
                                    const int xx = x + k * kDx[d], yy = y + k * kDy[d];
                                    const bool inside = xx >= 0 && xx < 15 && yy >= 0 && yy < 15;
                                    const std::uint8_t st = inside ? board.stone(board.point(xx, yy)) : kWall;
                                    key += static_cast<int>(st == kEmpty ? kLineEmpty : st == c ? kLineOwn : kLineBlocked) *
                                           lineKeyWeight(k);
                                }
                                expected = static_cast<std::uint16_t>(expected | table[key] << (4 * d));
                            }
                            differ += expected != board.shapes(c, p) || fresh.shapes(c, p) != board.shapes(c, p);
                        }
                    BOOST_TEST(differ == 0);
                }
                // The points near stones (within two lines), read from the stones.
                int nearDiffer = 0, nearCount = 0;
                for (int y = 0; y < 15; ++y)
                    for (int x = 0; x < 15; ++x) {
                        bool nearStone = false;
                        for (int dy = -2; dy <= 2; ++dy)
                            for (int dx = -2; dx <= 2; ++dx) {
                                const int xx = x + dx, yy = y + dy;
                                nearStone = nearStone || (xx >= 0 && xx < 15 && yy >= 0 && yy < 15 &&
                                                board.stone(board.point(xx, yy)) != kEmpty);
                            }
                        const int p = board.point(x, y);
                        nearCount += nearStone;
                        nearDiffer += nearStone != board.nearStones(p) || nearStone != fresh.nearStones(p);
                    }
                BOOST_TEST(nearDiffer == 0);
                BOOST_TEST((nearCount > 0 || stones.empty()));
                // Every stone taken back, newest first: the board is a new one again (remove() copies
                // back what put() found, and only empty points' keys were ever changed).
                while (board.stoneCount() > 0) board.undo();
                const Board empty(15, rule);
                BOOST_TEST(empty.hash() == board.hash());
                for (const std::uint8_t c : {kBlack, kWhite}) {
                    BOOST_TEST(empty.totalValue(c) == board.totalValue(c));
                    int differ = 0;
                    for (int p = 0; p < kPoints; ++p) differ += empty.shapes(c, p) != board.shapes(c, p);
                    for (int set = 0; set < kThreatSets; ++set)
                        for (int w = 0; w < PointSet::kWords; ++w)
                            differ += empty.points(c, static_cast<ThreatSet>(set)).word[w] !=
                                      board.points(c, static_cast<ThreatSet>(set)).word[w];
                    BOOST_TEST(differ == 0);
                }
                BOOST_TEST(board.nearPoints().empty());
            }
        }
    }
}

// Freestyle shapes never depend on the fifth neighbour (a stone there can only lengthen a five), which
// is why the board skips it for freestyle colours; exact-five and Caro shapes do depend on it.
BOOST_AUTO_TEST_CASE(freestyle_shapes_ignore_the_fifth_neighbour) {
    const auto dependsOnFar = [](LineRule rule) {
        const Pattern* table = patternTable(rule);
        int depends = 0;
        for (int key = 0; key < kLineKeys; ++key) {
            const int near = key - key / lineKeyWeight(-5) % 3 * lineKeyWeight(-5) - key % 3 * lineKeyWeight(5);
            depends += table[key] != table[near];
        }
        return depends;
    };
    BOOST_TEST(dependsOnFar(LineRule::Freestyle) == 0);
    BOOST_TEST(dependsOnFar(LineRule::ExactFive) > 0);
    BOOST_TEST(dependsOnFar(LineRule::RenjuBlack) > 0);
    BOOST_TEST(dependsOnFar(LineRule::Caro) > 0);
}

BOOST_AUTO_TEST_CASE(combination_index_numbers_each_multiset_of_four_patterns_once) {
    // Every packed key of valid patterns: the index ignores the directions' order, folds FourFour into
    // F4 and Five/Overline into none, and the 495 multisets of 9 patterns get 495 distinct indices.
    using namespace qipan::gomoku;
    const auto fold = [](int p) { return p == FourFour ? int{F4} : p >= Five ? int{PNone} : p; };
    std::map<std::multiset<int>, int> seen;
    for (int packed = 0; packed < 65536; ++packed) {
        std::multiset<int> patterns;
        bool valid = true;
        for (int d = 0; d < 4; ++d) {
            const int p = (packed >> (4 * d)) & 15;
            valid = valid && p < kPatternCount;
            patterns.insert(fold(p));
        }
        if (!valid) continue;
        const int index = combinationIndex(static_cast<std::uint16_t>(packed));
        BOOST_REQUIRE(index >= 0 && index < kCombinationCount);
        const auto [it, inserted] = seen.emplace(patterns, index);
        BOOST_REQUIRE_EQUAL(it->second, index);
    }
    BOOST_CHECK_EQUAL(seen.size(), static_cast<std::size_t>(kCombinationCount));
    std::set<int> indices;
    for (const auto& [patterns, index] : seen) indices.insert(index);
    BOOST_CHECK_EQUAL(indices.size(), static_cast<std::size_t>(kCombinationCount));
    BOOST_CHECK_EQUAL(combinationIndex(0), 0);
}

BOOST_AUTO_TEST_SUITE_END()
