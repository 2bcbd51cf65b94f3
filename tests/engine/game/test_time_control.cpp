// Time controls and the game clock (game/time_control.h), with the time each move took given: no test
// here waits or measures. Per move, game + increment and byo-yomi spend, renew and flag exactly; the state
// goes back (undo); the engine's limits follow the clock; the settings text reads back.
#include <boost/test/unit_test.hpp>

#include "core/search_control.h"
#include "game/registry.h"
#include "game/time_control.h"
#include "support/time_control_text.h"

using namespace qipan;

namespace {
TimeControl control(const std::string& text) {
    return testing::timeControl(text);
}
}  // namespace

BOOST_AUTO_TEST_SUITE(time_control)

BOOST_AUTO_TEST_CASE(texts_read_back) {
    for (const char* text : {"none", "move 5", "move 0.5", "game 300+2", "game 60+0.5", "byoyomi 600 30x5",
                             "byoyomi 0 10x3", "game 1234.5+0.25", "move 100.125", "byoyomi 5400.5 90x10"}) {
        BOOST_TEST(control(text).text() == text);
    }
    BOOST_TEST(control("game 300").text() == "game 300+0");
    BOOST_TEST(control("game 300+0").incrementMs == 0);
    const TimeControl b = control("byoyomi 600 30x5");
    BOOST_TEST((b.kind == TimeControl::Kind::ByoYomi));
    BOOST_TEST(b.mainMs == 600000);
    BOOST_TEST(b.moveMs == 30000);
    BOOST_TEST(b.periods == 5);
    for (const char* bad : {"", "move", "move 0", "move -1", "move x", "game +2", "game 300+-1", "byoyomi 600",
                            "byoyomi 600 30", "byoyomi 600 30x0", "byoyomi 600 0x3", "none 5", "move 5 6",
                            "fischer 300+2", "move +5", "move inf", "move nan", "move 0x10",
                            "move 1e3", "move 2,5"})
        BOOST_TEST(!TimeControl::parse(bad).has_value(), bad);
}

// The numbers are read the same whatever the C locale says the decimal mark is (GTK sets LC_NUMERIC from
// the environment); only a plain decimal number is a number of seconds.
BOOST_AUTO_TEST_CASE(seconds_are_plain_decimal_numbers) {
    BOOST_TEST(parseSeconds("2.5").value_or(-1) == 2500);
    BOOST_TEST(parseSeconds("0.001").value_or(-1) == 1);
    BOOST_TEST(parseSeconds("90").value_or(-1) == 90000);
    BOOST_TEST(parseSeconds("1234.5").value_or(-1) == 1234500);
    for (const char* bad : {" 5", "5 ", "+5", "-5", "0", "inf", "nan", "0x10", "1e3", "2,5", "5s", "."})
        BOOST_TEST(!parseSeconds(bad).has_value(), bad);
}

BOOST_AUTO_TEST_CASE(no_clock_never_falls) {
    GameClock clock;
    BOOST_TEST(!clock.timed());
    BOOST_TEST(clock.moveMade(1'000'000'000));
    BOOST_TEST(!clock.state().flagged);
    SearchLimits limits;
    limits.moveTimeMs = 700;
    clock.applyTo(limits);
    BOOST_TEST(limits.moveTimeMs == 700);
    BOOST_TEST(limits.timeLeftMs == 0);
}

BOOST_AUTO_TEST_CASE(a_fixed_time_per_move) {
    GameClock clock(control("move 5"));
    BOOST_TEST(clock.shownAfter(1200).remainingMs == 3800);
    BOOST_TEST(clock.moveMade(4999));
    BOOST_TEST(clock.state().remainingMs == 5000);  // each move has its own five seconds
    BOOST_TEST(clock.shownAfter(5000).flagged);
    BOOST_TEST(!clock.moveMade(5001));
    BOOST_TEST(clock.state().flagged);
    BOOST_TEST(!clock.moveMade(1));  // a fallen flag stays down
}

BOOST_AUTO_TEST_CASE(game_time_and_increment) {
    GameClock clock(control("game 60+1"));
    BOOST_TEST(clock.state().remainingMs == 60000);
    BOOST_TEST(clock.moveMade(5000));
    BOOST_TEST(clock.state().remainingMs == 56000);
    const ClockState before = clock.state();
    BOOST_TEST(clock.moveMade(50000));
    BOOST_TEST(clock.state().remainingMs == 7000);
    clock.restore(before);  // the move taken back: the clock as it was
    BOOST_TEST((clock.state() == before));
    BOOST_TEST(clock.shownAfter(55999).remainingMs == 1);
    BOOST_TEST(!clock.shownAfter(55999).flagged);
    BOOST_TEST(clock.shownAfter(56000).flagged);
    BOOST_TEST(!clock.moveMade(56000));
    BOOST_TEST(clock.state().remainingMs == 0);
}

BOOST_AUTO_TEST_CASE(byo_yomi_after_the_main_time) {
    GameClock clock(control("byoyomi 10 30x3"));
    BOOST_TEST(!clock.state().inByoYomi);
    BOOST_TEST(clock.moveMade(8000));
    BOOST_TEST(clock.state().remainingMs == 2000);
    BOOST_TEST(clock.state().periodsLeft == 3);
    // The main time runs out during a move that ends within the first period: no period is lost.
    BOOST_TEST(clock.moveMade(2000 + 29999));
    BOOST_TEST(clock.state().inByoYomi);
    BOOST_TEST(clock.state().periodsLeft == 3);
    BOOST_TEST(clock.state().remainingMs == 30000);
    // A move that runs a period out uses it; the next period is full again after the move.
    const ClockState shown = clock.shownAfter(45000);
    BOOST_TEST(shown.periodsLeft == 2);
    BOOST_TEST(shown.remainingMs == 15000);
    BOOST_TEST(clock.moveMade(30000));
    BOOST_TEST(clock.state().periodsLeft == 2);
    BOOST_TEST(clock.state().remainingMs == 30000);
    BOOST_TEST(clock.moveMade(1000));
    BOOST_TEST(clock.state().periodsLeft == 2);
    // Two periods run out in one move: the last one is gone, the flag falls.
    BOOST_TEST(!clock.moveMade(60000));
    BOOST_TEST(clock.state().flagged);
    BOOST_TEST(clock.state().periodsLeft == 0);
}

BOOST_AUTO_TEST_CASE(the_engine_plans_its_time_from_the_clock) {
    SearchLimits limits;
    GameClock(control("move 5")).applyTo(limits, 1000);
    BOOST_TEST(limits.moveTimeMs == 4000 - 300);  // what is left, less a margin for the move to arrive
    BOOST_TEST(limits.timeLeftMs == 0);

    SearchLimits level;
    level.moveTimeMs = 500;  // a weaker level keeps its shorter time
    GameClock(control("move 5")).applyTo(level);
    BOOST_TEST(level.moveTimeMs == 500);

    SearchLimits fischer;
    GameClock(control("game 60+2")).applyTo(fischer, 3000);
    BOOST_TEST(fischer.timeLeftMs == 57000);
    BOOST_TEST(fischer.incrementMs == 2000);
    const TimeBudget budget = planTime(fischer);
    BOOST_TEST(budget.hardMs > 0);
    BOOST_TEST(budget.hardMs < 57000);  // never the whole clock on one move
    BOOST_TEST(budget.softMs <= budget.hardMs);

    GameClock byo(control("byoyomi 0 10x2"));
    SearchLimits period;
    byo.applyTo(period, 2000);
    BOOST_TEST(period.moveTimeMs == 8000 - 300);
    BOOST_TEST(period.timeLeftMs == 0);

    // A real search on a clock returns a legal move.
    auto game = createGame("gomoku/freestyle/15");
    BOOST_REQUIRE(game);
    SearchLimits play;
    play.level = 3;
    GameClock(control("game 1+0")).applyTo(play);
    std::stop_source stop;
    const SearchResult result = game->search(play, stop.get_token(), nullptr);
    BOOST_TEST(game->isLegal(result.best));
}

BOOST_AUTO_TEST_SUITE_END()
