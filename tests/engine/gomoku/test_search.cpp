// The Gomoku search: takes a five, blocks fours, beats a random player, stops on request.
// BOOST_TEST_MODULE is set for the whole target; only support/test_main.cpp may define main().
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <set>
#include <thread>

#include "core/zobrist.h"
#include "gomoku/search.h"
#include "gomoku_test_util.h"
#include "support/timed_search.h"

using namespace qipan;
using namespace qipan::gomoku;
using namespace qipan::gomoku::testing;

namespace {

SearchLimits nodeLimit(std::uint64_t nodes, int level = kFullStrength) {
    SearchLimits limits;
    limits.nodes = nodes;
    limits.level = level;
    return limits;
}

Move bestMove(GomokuGame& game, const SearchLimits& limits) {
    const SearchResult r = game.search(limits, {}, {});
    BOOST_REQUIRE(!r.best.isNone());
    BOOST_REQUIRE_MESSAGE(game.isLegal(r.best), game.moveToText(r.best)
                                                    << ": " << game.illegalReason(r.best));
    return r.best;
}

bool oneOf(const GomokuGame& game, Move m, std::initializer_list<const char*> points) {
    for (const char* p : points)
        if (game.parseMove(p) == m) return true;
    return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_search)

BOOST_AUTO_TEST_CASE(takes_the_five) {
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro}) {
        // Black h8..k8 (open at g8 and l8); White has a four of its own on row 12 that Black ignores.
        GomokuGame game = position(rule, "black:h8,i8,j8,k8,c3 white:c12,d12,e12,f12,n2 to-move:black");
        const Move m = bestMove(game, nodeLimit(20000));
        BOOST_CHECK_MESSAGE(oneOf(game, m, {"g8", "l8"}), "played " << game.moveToText(m));
        game.play(m);
        BOOST_CHECK(game.outcome().kind == Outcome::Kind::Win);
    }
}

BOOST_AUTO_TEST_CASE(blocks_a_four) {
    // White threatens five at l8 only (g8 is taken by Black).
    GomokuGame game = position(Rule::Freestyle, "black:g8,c3,d4,n13 white:h8,i8,j8,k8 to-move:black");
    for (int level : {1, 5, 10}) {
        const Move m = bestMove(game, nodeLimit(20000, level));
        BOOST_CHECK_MESSAGE(oneOf(game, m, {"l8"}), "level " << level << " played " << game.moveToText(m));
    }
}

BOOST_AUTO_TEST_CASE(blocks_an_open_four_end) {
    // An open four cannot be stopped, but the engine still answers at one of its ends.
    GomokuGame game = position(Rule::Freestyle, "black:c3,d4,n13 white:h8,i8,j8,k8 to-move:black");
    const Move m = bestMove(game, nodeLimit(20000));
    BOOST_CHECK_MESSAGE(oneOf(game, m, {"g8", "l8"}), "played " << game.moveToText(m));
}

BOOST_AUTO_TEST_CASE(blocks_an_open_three_at_every_level) {
    // White's open three i8 j8 k8 would become an open four; Black has nothing forcing.
    GomokuGame game = position(Rule::Freestyle, "black:h9,c3 white:i8,j8,k8 to-move:black");
    for (int level = 1; level <= 10; ++level) {
        SearchLimits limits = nodeLimit(20000, level);
        limits.seed = static_cast<std::uint64_t>(level) * 7919;
        const Move m = bestMove(game, limits);
        BOOST_CHECK_MESSAGE(oneOf(game, m, {"g8", "h8", "l8", "m8"}),
                            "level " << level << " played " << game.moveToText(m));
    }
}

BOOST_AUTO_TEST_CASE(wins_against_a_random_player) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        GomokuGame game(Rule::Freestyle, 15);
        SplitMix64 rng(seed);
        const bool engineBlack = seed % 2 == 1;
        while (!game.outcome().over()) {
            const bool engineToMove = (game.sideToMove() == Side::First) == engineBlack;
            if (engineToMove) {
                game.play(bestMove(game, nodeLimit(4000)));
            } else {
                const auto moves = game.legalMoves();
                game.play(moves[rng.below(moves.size())]);
            }
        }
        const Outcome o = game.outcome();
        BOOST_CHECK_MESSAGE(o.kind == Outcome::Kind::Win && (o.winner == Side::First) == engineBlack,
                            "seed " << seed << ": " << game.positionText());
    }
}

// How soon the stop is obeyed is measured by `qipan-engine bench time-use` (a benchmark, not a timed test).
BOOST_AUTO_TEST_CASE(stops_on_request_with_a_legal_move) {
    GomokuGame game = position(Rule::Freestyle, "h8i9h10j8");
    std::stop_source source;
    SearchResult result;
    std::chrono::steady_clock::time_point finished;
    std::thread worker([&] {
        result = game.search(SearchLimits{}, source.get_token(), {});
        finished = std::chrono::steady_clock::now();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const auto requested = std::chrono::steady_clock::now();
    source.request_stop();
    worker.join();
    BOOST_CHECK(finished >= requested);  // an unlimited search ends only when it is told to
    BOOST_CHECK(!result.best.isNone());
    BOOST_CHECK(game.isLegal(result.best));
}

// A time-limited search returns with a legal move; the time it takes against its limit is measured by
// `qipan-engine bench time-use`.
BOOST_AUTO_TEST_CASE(never_exceeds_a_node_limit_and_a_timed_search_returns) {
    for (const std::uint64_t nodes : {5000u, 20000u, 80000u}) {
        GomokuGame game = position(Rule::Renju, "h8i9j8i7i8g8");
        const SearchResult r = game.search(nodeLimit(nodes), {}, {});
        BOOST_TEST_MESSAGE("node limit " << nodes << ": searched " << r.nodes << " to depth " << r.depth);
        BOOST_CHECK_GT(r.nodes, nodes / 2);
        BOOST_CHECK_LE(r.nodes, nodes + 2 * 1024);  // SearchControl looks at its limits every 1024 nodes
        BOOST_CHECK(game.isLegal(r.best));
    }
    GomokuGame game = position(Rule::Freestyle, "h8i9h10j8");
    SearchLimits limits;
    limits.moveTimeMs = 300;
    const SearchResult r = game.search(limits, {}, {});
    BOOST_CHECK(game.isLegal(r.best));
}

// A fixed time per move has nothing to save for: the search goes on to its hard limit (an unfinished
// iteration still gives its better root move), where it once started no iteration after half the time
// and answered Gomocup's 1 s moves on 20 openings in 0.67 s on average. (With a game clock it keeps to
// the move's share.)
BOOST_AUTO_TEST_CASE(a_fixed_time_per_move_is_used_to_its_end) {
    // Undecided as far as the search sees in 3 s. (h8i9h10j8, used before, scores a win it cannot prove
    // from depth 14 with the threat table; in one CI run the search stopped at 343 ms of the 350, as it
    // does on a decided score, likely helped by what the test before left in the lent table.)
    GomokuGame game = position(Rule::Freestyle, "h8i9i8g8");
    SearchLimits limits;
    limits.moveTimeMs = 400;
    const auto [r, ms] = qipan::testing::timedSearch(game, limits);
    BOOST_CHECK(game.isLegal(r.best));
    BOOST_CHECK(!isMateScore(r.score));  // a decided position may stop early, this one is not decided
    // The hard limit (350 ms of 400), less a rounding: the time the game takes to set the search up
    // counts against the move and moves the search's own limit earlier by as much.
    BOOST_CHECK_GE(ms, planTime(limits).hardMs - 2);
}

BOOST_AUTO_TEST_CASE(reports_progress_and_keeps_the_position) {
    GomokuGame game = position(Rule::Renju, "h8i9h9");
    const std::string before = game.positionText();
    int iterations = 0;
    const SearchResult r = game.search(nodeLimit(30000), {}, [&](const SearchInfo& info) {
        ++iterations;
        BOOST_CHECK(!info.pv.empty());
    });
    BOOST_CHECK_GE(iterations, 2);
    BOOST_CHECK_EQUAL(game.positionText(), before);
    BOOST_CHECK(game.isLegal(r.best));
}

BOOST_AUTO_TEST_CASE(after_forget_searches_a_search_depends_on_its_position_alone) {
    // The table is kept from move to move and lent from game to game, so a fixed-depth search can come
    // out otherwise once deeper searches filled it. After forgetSearches() it answers as a search of a
    // game that never searched (the opening choices compare such judgements).
    for (const char* moves : {"h8i9j10h9", "f8j10f7j9f6f9g7j8"}) {
        BOOST_TEST_CONTEXT(moves) {
            SearchLimits limits;
            limits.depth = 4;
            GomokuGame fresh = position(Rule::Freestyle, moves);
            fresh.forgetSearches();
            const SearchResult first = fresh.search(limits, {}, {});
            GomokuGame game = position(Rule::Freestyle, moves);
            SearchLimits deeper = limits;
            deeper.depth = 8;
            game.search(deeper, {}, {});
            const SearchResult remembered = game.search(limits, {}, {});
            game.forgetSearches();
            const SearchResult again = game.search(limits, {}, {});
            BOOST_TEST(again.score == first.score);
            BOOST_TEST(again.best.code == first.best.code);
            // Without it the deeper search shows through (this test can fail).
            BOOST_TEST(remembered.score != first.score);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(gomoku_search_levels)

BOOST_AUTO_TEST_CASE(fixed_depth_search_is_deterministic) {
    // The bench signature depends on this: same position, same depth, same node count and move.
    SearchLimits limits;
    limits.depth = 5;
    const GomokuGame game = position(Rule::Renju, "h8i9j8i7i8g8");
    const auto run = [&] {
        auto memory = std::make_unique<SearchMemory>();  // fresh tables, as the bench uses
        Board board = game.board();
        auto searcher = std::make_unique<Searcher>(board, *memory);
        return searcher->run(limits, {}, {});
    };
    const SearchResult first = run();
    const SearchResult second = run();
    BOOST_CHECK_EQUAL(first.nodes, second.nodes);
    BOOST_CHECK(first.best == second.best);
    BOOST_CHECK_GT(first.nodes, 1000u);
}

BOOST_AUTO_TEST_CASE(beginner_varies_with_the_seed_but_full_strength_does_not) {
    GomokuGame game = position(Rule::Freestyle, "h8i9h10j8");
    std::set<int> beginner, strong;
    const auto choose = [&](int level, std::uint64_t seed) {
        auto memory = std::make_unique<SearchMemory>();  // fresh tables: only the seed differs
        Board board = game.board();
        auto searcher = std::make_unique<Searcher>(board, *memory);
        SearchLimits limits = nodeLimit(3000, level);
        limits.seed = seed;
        return searcher->run(limits, {}, {}).best.code;
    };
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        beginner.insert(choose(1, seed));
        strong.insert(choose(10, seed));
    }
    BOOST_CHECK_GE(beginner.size(), 2u);
    BOOST_CHECK_EQUAL(strong.size(), 1u);
}

BOOST_AUTO_TEST_CASE(never_plays_a_foul_as_black) {
    // Black's natural continuation i9 is a double three (realcore's first double-three case).
    GomokuGame game = position(Rule::Renju, "black:g7,h8,j8,k7 white:f9,g8,g9,h9 to-move:black");
    for (int level : {1, 4, 10}) {
        const Move m = bestMove(game, nodeLimit(20000, level));
        BOOST_CHECK_MESSAGE(game.moveToText(m) != "i9", "level " << level);
    }
}

BOOST_AUTO_TEST_CASE(plays_on_big_boards) {
    GomokuGame game(Rule::Freestyle, 20);
    playAll(game, "j10 k11 j11");
    const Move m = bestMove(game, nodeLimit(20000));
    BOOST_CHECK(game.isLegal(m));
    GomokuGame wins =
        position(Rule::Standard, "black:q17,r17,s17,p17,a1 white:a3,a5,a7,a9 to-move:black", 19);
    const Move five = bestMove(wins, nodeLimit(20000));
    wins.play(five);
    BOOST_CHECK(wins.outcome().kind == Outcome::Kind::Win);
}

BOOST_AUTO_TEST_SUITE_END()
