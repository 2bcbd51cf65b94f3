// The weakest level (Beginner, level 1) plays weak but never blind: on thousands of seeded positions from
// games of every rule it makes a five whenever one is there to make, and stops the opponent's five
// whenever a move can, whatever the seed of its deliberate mistakes. The points are found
// here by the rules alone (play each point, ask the game for its outcome), not by the engine's search.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "core/zobrist.h"
#include "gomoku_test_util.h"

using namespace qipan;
using namespace qipan::gomoku;
using namespace qipan::gomoku::testing;

namespace {

// The points where the side to move in `game` makes five (wins at once).
std::vector<Move> winningPoints(const GomokuGame& game) {
    std::vector<Move> out;
    GomokuGame probe(game);
    for (const Move m : game.legalMoves()) {
        probe.play(m);
        const Outcome o = probe.outcome();
        if (o.kind == Outcome::Kind::Win && o.winner == game.sideToMove()) out.push_back(m);
        probe.undo();
    }
    return out;
}

// The same position with the other side to move (as a setup text; the rules and stones unchanged).
GomokuGame otherToMove(const GomokuGame& game) {
    std::string text = game.positionText();
    const bool black = text.find("to-move:black") != std::string::npos;
    const auto at = text.find(black ? "to-move:black" : "to-move:white");
    BOOST_REQUIRE(at != std::string::npos);
    text.replace(at, 13, black ? "to-move:white" : "to-move:black");
    GomokuGame other(game.rule(), game.width());
    std::string error;
    BOOST_REQUIRE_MESSAGE(other.setPosition(text, error), error << ": " << text);
    return other;
}

Move levelOneMove(const GomokuGame& game, std::uint64_t seed) {
    SearchLimits limits;
    limits.level = 1;
    limits.seed = seed;
    limits.nodes = 50000;  // far more than level 1 spends; only a bound
    const SearchResult r = game.clone()->search(limits, {}, {});
    BOOST_REQUIRE(!r.best.isNone());
    return r.best;
}

bool contains(const std::vector<Move>& moves, Move m) {
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_levels)

BOOST_AUTO_TEST_CASE(beginner_never_misses_a_five_to_make_or_to_stop) {
    int makes = 0, stops = 0;
    for (const Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            // Games between level 1 and a player near the stones, so fours arise on both sides.
            GomokuGame game(rule, 15);
            SplitMix64 rng(seed * 1000 + static_cast<std::uint64_t>(rule));
            game.play(*game.parseMove("h8"));
            while (!game.outcome().over() && game.ply() < 120) {
                const std::vector<Move> wins = winningPoints(game);
                const std::vector<Move> threats = winningPoints(otherToMove(game));
                const std::uint64_t searchSeed = rng.next();
                const Move chosen = levelOneMove(game, searchSeed);
                if (!wins.empty()) {
                    ++makes;
                    BOOST_REQUIRE_MESSAGE(contains(wins, chosen),
                                          "level 1 (seed " << searchSeed << ") played "
                                                           << game.moveToText(chosen)
                                                           << " instead of five in " << game.positionText());
                } else if (!threats.empty()) {
                    // A stop is any move after which the opponent has no five (in Caro also a stone at
                    // the far end, which leaves the five blocked at both ends).
                    const auto stopsIt = [&](Move m) {
                        GomokuGame after(game);
                        after.play(m);
                        const Outcome o =
                            after.outcome();  // a move that loses at once (a foul) stops nothing
                        if (o.over()) return o.kind != Outcome::Kind::Win || o.winner == game.sideToMove();
                        return winningPoints(after).empty();
                    };
                    const bool stoppable = stopsIt(chosen);
                    if (!stoppable) {
                        for (const Move m : game.legalMoves())
                            if (stopsIt(m)) {
                                BOOST_FAIL("level 1 (seed "
                                           << searchSeed << ") played " << game.moveToText(chosen)
                                           << ", not a stop such as " << game.moveToText(m) << " in "
                                           << game.positionText());
                            }
                    }
                    if (stoppable) ++stops;
                }
                // Half the moves are level 1's own, half a random point next to a stone.
                Move next = chosen;
                if (rng.below(2) == 0) {
                    std::vector<Move> nearby;
                    for (const Move m : game.legalMoves()) {
                        const int x = m.code % 15, y = m.code / 15;
                        bool touching = false;
                        for (int dy = -1; dy <= 1 && !touching; ++dy)
                            for (int dx = -1; dx <= 1 && !touching; ++dx)
                                touching = (dx || dy) && x + dx >= 0 && x + dx < 15 && y + dy >= 0 &&
                                           y + dy < 15 && game.cell(x + dx, y + dy) != 0;
                        if (touching) nearby.push_back(m);
                    }
                    if (!nearby.empty()) next = nearby[rng.below(nearby.size())];
                }
                game.play(next);
            }
        }
    }
    // The seeded games reach both situations many times (a count, so that the test cannot pass empty).
    BOOST_TEST_MESSAGE("fives made " << makes << ", fives stopped " << stops);
    BOOST_TEST(makes >= 100);
    BOOST_TEST(stops >= 100);
}

BOOST_AUTO_TEST_SUITE_END()
