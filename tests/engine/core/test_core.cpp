// The shared search parts: time planning, the stop/limit control and the transposition table.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <thread>
#include <utility>

#include "core/score.h"
#include "core/search_control.h"
#include "core/transposition_table.h"
#include "core/zobrist.h"

using namespace qipan;

BOOST_AUTO_TEST_SUITE(time_planning)

BOOST_AUTO_TEST_CASE(a_fixed_move_time_is_never_exceeded) {
    for (std::int64_t t : {1, 10, 100, 1000, 60000}) {
        SearchLimits l;
        l.moveTimeMs = t;
        const TimeBudget b = planTime(l);
        BOOST_TEST(b.hardMs <= t);
        BOOST_TEST(b.hardMs >= 1);
        BOOST_TEST(b.softMs <= b.hardMs);
    }
}

BOOST_AUTO_TEST_CASE(a_fixed_move_time_keeps_time_in_hand_for_the_answer) {
    // After the hard limit the search unwinds and answers, and on a loaded machine it and its caller may
    // wait for a processor: 30 ms and 5% stay in hand (half of a time too short for that), at most 250 ms.
    const std::pair<std::int64_t, std::int64_t> expected[] = {
        {1, 1}, {10, 5}, {40, 20}, {100, 65}, {300, 255}, {1000, 920}, {5000, 4750}, {60000, 59750}};
    for (const auto& [t, hard] : expected) {
        SearchLimits l;
        l.moveTimeMs = t;
        const TimeBudget b = planTime(l);
        BOOST_TEST(b.hardMs == hard, t << " ms");
        BOOST_TEST(b.softMs == std::max<std::int64_t>(1, std::min(hard, t / 2)), t << " ms");
    }
}

BOOST_AUTO_TEST_CASE(a_game_clock_is_shared_out_and_never_overdrawn) {
    for (std::int64_t left : {50, 500, 5000, 300000}) {
        for (int togo : {0, 1, 10}) {
            SearchLimits l;
            l.timeLeftMs = left;
            l.movesToGo = togo;
            l.incrementMs = 100;
            const TimeBudget b = planTime(l);
            BOOST_TEST(b.hardMs < left);  // a margin always stays on the clock
            BOOST_TEST(b.softMs <= b.hardMs);
            BOOST_TEST(b.softMs >= 1);
        }
    }
    SearchLimits none;
    BOOST_TEST(planTime(none).hardMs == 0);  // no limits: think until stopped
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(search_control)

BOOST_AUTO_TEST_CASE(a_stop_request_is_seen_within_64_nodes) {
    std::stop_source source;
    SearchLimits l;
    SearchControl control(l, source.get_token());
    for (int i = 0; i < 5000; ++i) BOOST_REQUIRE(!control.tick());
    source.request_stop();
    int nodes = 0;
    while (!control.tick()) ++nodes;
    BOOST_TEST(nodes < 64);
    BOOST_TEST(control.shouldNotDeepen());
}

BOOST_AUTO_TEST_CASE(the_node_limit_stops_the_search) {
    SearchLimits l;
    l.nodes = 10000;
    SearchControl control(l, {});
    std::uint64_t n = 0;
    while (!control.tick()) ++n;
    BOOST_TEST(n >= 9000u);
    BOOST_TEST(n <= 10064u);
}

BOOST_AUTO_TEST_CASE(the_hard_time_limit_stops_the_search) {
    SearchLimits l;
    l.moveTimeMs = 50;
    SearchControl control(l, {});
    while (!control.tick()) {
    }
    BOOST_TEST(control.elapsedMs() >= 20);  // how far past its limit a search goes: bench time-use
}

BOOST_AUTO_TEST_CASE(only_a_fixed_time_per_move_without_a_clock_is_used_to_its_end) {
    auto wholeTime = [](std::int64_t moveMs, std::int64_t clockMs, std::int64_t incMs) {
        SearchLimits l;
        l.moveTimeMs = moveMs;
        l.timeLeftMs = clockMs;
        l.incrementMs = incMs;
        return SearchControl(l, {}).usesWholeMoveTime();
    };
    BOOST_TEST(wholeTime(1000, 0, 0));
    BOOST_TEST(!wholeTime(1000, 60000, 0));  // a clock to save for: the move's share, then stop deepening
    BOOST_TEST(!wholeTime(0, 60000, 1000));
    BOOST_TEST(!wholeTime(0, 0, 0));  // no time limit: depth or nodes end the search
}

BOOST_AUTO_TEST_CASE(time_spent_preparing_a_search_counts_against_its_limits) {
    SearchLimits l;
    l.moveTimeMs = 100;
    l.timeLeftMs = 5000;
    l.depth = 7;
    const SearchLimits left = withTimeSpent(l, 30);
    BOOST_TEST(left.moveTimeMs == 70);
    BOOST_TEST(left.timeLeftMs == 4970);
    BOOST_TEST(left.depth == 7);
    BOOST_TEST(withTimeSpent(l, 0).moveTimeMs == 100);
    const SearchLimits spent = withTimeSpent(l, 200);  // the move's time is gone: a move at once
    BOOST_TEST(spent.moveTimeMs == 1);
    BOOST_TEST(spent.timeLeftMs == 4800);
    BOOST_TEST(withTimeSpent(SearchLimits{}, 50).infinite());  // no limit stays no limit
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(transposition_table)

BOOST_AUTO_TEST_CASE(a_large_fresh_table_is_empty_and_keeps_what_is_stored) {
    // 64 MB: on Linux mapped from the system (zero pages, nothing written before the first store).
    TranspositionTable tt(64);
    BOOST_TEST(tt.hashfull() == 0);
    SplitMix64 rng(7);
    std::vector<std::uint64_t> keys;
    for (int i = 0; i < 5000; ++i) keys.push_back(rng.next());
    for (const std::uint64_t key : keys) BOOST_TEST(tt.probe(key) == nullptr);
    for (int i = 0; i < 5000; ++i) tt.store(keys[i], i % 30, i, Bound::Lower, i % 2 ? i % 500 : -1);
    for (int i = 0; i < 5000; ++i) {
        const TTEntry* e = tt.probe(keys[i]);
        BOOST_REQUIRE(e != nullptr);
        BOOST_TEST(e->score == i);
        BOOST_TEST(e->move == (i % 2 ? i % 500 : -1));  // no move stays no move in an empty bucket
        BOOST_TEST((e->bound() == Bound::Lower));
    }
    tt.resize(32);
    for (const std::uint64_t key : keys) BOOST_TEST(tt.probe(key) == nullptr);
}

BOOST_AUTO_TEST_CASE(stored_entries_are_found_and_others_are_not) {
    TranspositionTable tt(1);
    SplitMix64 rng(42);
    std::vector<std::uint64_t> keys;
    for (int i = 0; i < 1000; ++i) keys.push_back(rng.next());
    for (int i = 0; i < 1000; ++i) tt.store(keys[i], i % 20, i - 500, Bound::Exact, i % 300);
    int found = 0;
    for (int i = 0; i < 1000; ++i) {
        const TTEntry* e = tt.probe(keys[i]);
        if (!e) continue;
        ++found;
        BOOST_TEST(e->score == i - 500);
        BOOST_TEST(e->move == i % 300);
        BOOST_TEST(e->depth == i % 20);
    }
    BOOST_TEST(found == 1000);  // 1 MB holds 65536 entries: nothing was evicted
    BOOST_TEST(tt.probe(rng.next()) == nullptr);
    tt.clear();
    BOOST_TEST(tt.probe(keys[0]) == nullptr);
}

BOOST_AUTO_TEST_CASE(mate_scores_are_stored_relative_to_the_node) {
    const int mateFromRoot = mateIn(9);  // found at ply 4: mate in 5 from that node
    const int stored = TranspositionTable::scoreToTT(mateFromRoot, 4);
    BOOST_TEST(stored == mateIn(5));
    BOOST_TEST(TranspositionTable::scoreFromTT(stored, 6) == mateIn(11));  // reached at ply 6 elsewhere
    BOOST_TEST(TranspositionTable::scoreToTT(123, 7) == 123);
    BOOST_TEST(pliesToMate(mateIn(7)) == 7);
    BOOST_TEST(pliesToMate(matedIn(4)) == -4);
}

BOOST_AUTO_TEST_SUITE_END()
