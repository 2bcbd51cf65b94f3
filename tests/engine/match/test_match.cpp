// Engine matches: opening parsing, Elo arithmetic, and real games between engines (built-in and external).
#include <boost/test/unit_test.hpp>

#include <cmath>

#include "match/match.h"

using namespace qipan::match;

BOOST_AUTO_TEST_SUITE(match)

BOOST_AUTO_TEST_CASE(openings_split_into_moves) {
    BOOST_TEST((splitMoves("h8i9h10", false) == std::vector<std::string>{"h8", "i9", "h10"}));
    BOOST_TEST((splitMoves("f5d6c3", false) == std::vector<std::string>{"f5", "d6", "c3"}));
    BOOST_TEST((splitMoves("h2e2h9g7", true) == std::vector<std::string>{"h2e2", "h9g7"}));
    BOOST_TEST((splitMoves("h8, i9  j10", false) == std::vector<std::string>{"h8", "i9", "j10"}));
}

BOOST_AUTO_TEST_CASE(xiangqi_ranks_renumbered_for_fairy_stockfish) {
    BOOST_TEST(iccsToRanksFromOne("h2e2").value_or("") == "h3e3");
    BOOST_TEST(iccsToRanksFromOne("a9a8").value_or("") == "a10a9");
    BOOST_TEST(iccsToRanksFromOne("i0i9").value_or("") == "i1i10");
    BOOST_TEST(ranksFromOneToIccs("a10a9").value_or("") == "a9a8");
    BOOST_TEST(ranksFromOneToIccs("h1g3").value_or("") == "h0g2");
    BOOST_TEST(!ranksFromOneToIccs("a0a1"));    // no rank 0 when ranks start at 1
    BOOST_TEST(!ranksFromOneToIccs("a11a10"));
    BOOST_TEST(!iccsToRanksFromOne("j1a1"));    // files a-i only
    BOOST_TEST(!iccsToRanksFromOne("a1a"));
    BOOST_TEST(!iccsToRanksFromOne("a1a2x"));
}

BOOST_AUTO_TEST_CASE(elo_from_score) {
    BOOST_TEST(std::abs(eloFromScore(0.5)) < 1e-9);
    BOOST_TEST(std::abs(eloFromScore(0.75) - 190.85) < 0.01);   // -400 log10(1/3)
    BOOST_TEST(std::abs(eloFromScore(0.25) + 190.85) < 0.01);
    MatchResult even{10, 0, 10};
    MatchResult lopsided{18, 2, 0};
    BOOST_TEST(eloMargin(even) > 100);  // 20 decisive games say little
    BOOST_TEST(eloMargin(lopsided) > 0);
}

BOOST_AUTO_TEST_CASE(builtin_engines_play_a_pair_of_gomoku_games) {
    MatchSettings s;
    s.gameId = "gomoku/freestyle/15";
    s.engineA = "level=10";
    s.engineB = "level=1";
    s.openings = {"h8i9"};
    s.games = 2;
    s.moveTimeMs = 60;
    std::vector<std::string> lines;
    const MatchResult r = playMatch(s, [&](const std::string& l) { lines.push_back(l); });
    BOOST_TEST(r.games() == 2);
    BOOST_TEST(lines.size() == 2u);
    BOOST_TEST(r.wins + r.draws + r.losses == 2);
}

BOOST_AUTO_TEST_CASE(an_external_gomocup_brain_plays_through_its_pipes) {
    MatchSettings s;
    s.gameId = "gomoku/freestyle/15";
    s.engineA = std::string("gomocup:") + QIPAN_ENGINE_EXE + " gomocup";
    s.engineB = "level=1";
    s.openings = {"h8"};
    s.games = 2;
    s.moveTimeMs = 60;
    std::vector<std::string> lines;
    const MatchResult r = playMatch(s, [&](const std::string& l) { lines.push_back(l); });
    BOOST_TEST(r.games() == 2);
    for (const auto& l : lines) BOOST_TEST(l.find("forfeits") == std::string::npos, l);
}

BOOST_AUTO_TEST_CASE(a_program_that_does_not_start_is_an_error) {
    MatchSettings s;
    s.gameId = "gomoku/freestyle/15";
    s.engineA = "gomocup:/nonexistent/brain";
    s.engineB = "level=1";
    BOOST_CHECK_THROW(playMatch(s, [](const std::string&) {}), std::runtime_error);
}

BOOST_AUTO_TEST_SUITE_END()
