// Short wins claimed by the search agree with brute force (freestyle): the side to move wins in 3 plies
// exactly when one move leaves it two points to make five and the opponent no five of his own. A threat
// search that proves false wins, or misses true ones, or counts their length wrongly, fails here.
#include <boost/test/unit_test.hpp>

#include <memory>

#include "core/score.h"
#include "gomoku/gomoku_game.h"

using namespace qipan;
using namespace qipan::gomoku;

namespace {

// Points where the side to move completes five at once.
int fivePoints(GomokuGame& game) {
    int count = 0;
    for (const Move m : game.legalMoves()) {
        game.play(m);
        const Outcome o = game.outcome();
        game.undo();
        if (o.kind == Outcome::Kind::Win) ++count;
    }
    return count;
}

// The same stones with the other side to move.
std::unique_ptr<GomokuGame> withTurnPassed(const GomokuGame& game) {
    std::string text = game.positionText();
    const bool blackToMove = game.sideToMove() == Side::First;
    const std::string from = blackToMove ? "to-move:black" : "to-move:white";
    const auto at = text.find(from);
    BOOST_REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), blackToMove ? "to-move:white" : "to-move:black");
    auto passed = std::make_unique<GomokuGame>(game.rule(), game.width());
    std::string error;
    BOOST_REQUIRE_MESSAGE(passed->setPosition(text, error), error);
    return passed;
}

// Plies to a forced win of the side to move, 1 or 3, or 0 when it has none that short.
int shortWin(GomokuGame& game) {
    if (fivePoints(game) > 0) return 1;
    for (const Move m : game.legalMoves()) {
        game.play(m);
        const bool opponentFives = fivePoints(game) > 0;
        const int mine = fivePoints(*withTurnPassed(game));
        game.undo();
        if (!opponentFives && mine >= 2) return 3;
    }
    return 0;
}

}  // namespace

BOOST_AUTO_TEST_CASE(claimed_short_wins_agree_with_brute_force) {
    const char* positions[] = {
        "h8i9h9",                      "h8i9h10j8",   "h8i9i8h9j7g9", "h8i9h9h10i8g10j7k6g8f9i7",
        "h8i9h9h10i8g10j7",            "h8h9i8i9j8j9", "h8g7i8g8j8g9", "h8i9j10h9i10j9",
        "h8a1i8a3j8a5",  // Black's open three: an open four next, a win in 3
        "h8h9i8i9j8j9a1k9",  // Black's open three, but White already has a four: no short win
    };
    int wins = 0;
    for (const char* moves : positions) {
        GomokuGame game(Rule::Freestyle, 15);
        std::string error;
        BOOST_REQUIRE_MESSAGE(game.setPosition(moves, error), error);
        const int brute = shortWin(game);
        SearchLimits limits;
        limits.depth = 6;
        const SearchResult r = game.clone()->search(limits, {}, {});
        const int engine = isMateScore(r.score) && r.score > 0 ? pliesToMate(r.score) : 0;
        BOOST_TEST_CONTEXT(moves) {
            if (brute > 0)
                BOOST_TEST(engine == brute);  // found, and its length is the shortest, in plies
            else
                BOOST_TEST((engine == 0 || engine > 3));  // no false win within 3 plies
        }
        wins += brute > 0;
    }
    BOOST_TEST(wins >= 2);  // the set holds real short wins too, so both directions are checked
}

// The distance shown to people counts the winner's moves, the five included: a five to make is "win in
// 1", a straight four to make "win in 2" (3 plies), and the loser sees the same count.
BOOST_AUTO_TEST_CASE(proven_wins_are_counted_in_the_winners_moves) {
    struct Case {
        const char* moves;
        const char* text;
    };
    const Case cases[] = {
        {"h8a1i8a3j8a5", "win in 2"},        // Black to move with an open three: a straight four next
        {"h8a1i8a3j8a5k8a7", "win in 1"},    // Black to move with a straight four: five now
        {"h8a1i8a3j8a5k8", "loss in 1"},     // White to move against that straight four
        {"h8h9i8i9j8j9", "win in 2"},        // Black first to a straight four (White's three too)
    };
    for (const Case& c : cases) {
        GomokuGame game(Rule::Freestyle, 15);
        std::string error;
        BOOST_REQUIRE_MESSAGE(game.setPosition(c.moves, error), error);
        SearchLimits limits;
        limits.depth = 4;
        const SearchResult r = game.clone()->search(limits, {}, {});
        BOOST_TEST_CONTEXT(c.moves) { BOOST_TEST(game.scoreToText(r.score) == c.text); }
    }
}
