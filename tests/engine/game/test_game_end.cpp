// Ends of a game not made on the board (game/game_end.h, record/result_tags.h): a resignation, an agreed
// draw, a draw claimed under Xiangqi's repetition rule (and refused when the cycle is a perpetual check or
// the position has not come back), the engine's answer to a draw offer from its own search, and the
// result written into SGF and PGN and read back, also in other programs' forms (B+R, W+T).
#include <boost/test/unit_test.hpp>

#include "core/score.h"
#include "game/game_end.h"
#include "game/registry.h"
#include "record/pgn.h"
#include "record/result_tags.h"
#include "record/sgf.h"

using namespace qipan;

namespace {

std::unique_ptr<Game> make(const std::string& id, const std::string& position = {}) {
    auto g = createGame(id);
    BOOST_REQUIRE(g);
    std::string error;
    if (!position.empty()) BOOST_REQUIRE_MESSAGE(g->setPosition(position, error), error);
    return g;
}

void play(Game& g, const std::vector<std::string>& moves) {
    for (const std::string& text : moves) {
        const auto m = g.parseMove(text);
        BOOST_REQUIRE_MESSAGE(m && g.isLegal(*m), "move " << text);
        g.play(*m);
    }
}

SearchResult searchDepth(Game& g, int depth) {
    SearchLimits limits;
    limits.depth = depth;
    std::stop_source stop;
    return g.search(limits, stop.get_token(), nullptr);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(game_end)

BOOST_AUTO_TEST_CASE(resignation_and_agreed_draw) {
    const Outcome r = resignation(Side::First);
    BOOST_TEST((r.kind == Outcome::Kind::Win));
    BOOST_TEST((r.winner == Side::Second));
    BOOST_TEST(r.text() == "resignation");
    const Outcome d = agreedDraw();
    BOOST_TEST((d.kind == Outcome::Kind::Draw));
    BOOST_TEST(d.text() == "draw agreed");
}

BOOST_AUTO_TEST_CASE(xiangqi_repetition_can_be_claimed_once_the_position_comes_back) {
    auto g = make("xiangqi");
    BOOST_TEST(!claimDraw(*g).draw);
    BOOST_TEST(claimDraw(*g).refusal.find("come back") != std::string::npos, claimDraw(*g).refusal);
    play(*g, {"h0g2", "h9g7", "g2h0"});
    BOOST_TEST(!claimDraw(*g).draw);  // not yet the same position
    play(*g, {"g7h9"});               // the start again, Red to move: the second occurrence
    BOOST_TEST(!g->outcome().over());
    const DrawClaim claim = claimDraw(*g);
    BOOST_REQUIRE(claim.draw.has_value());
    BOOST_TEST((claim.draw->kind == Outcome::Kind::Draw));
    BOOST_TEST(claim.draw->text() == "repetition (claimed)");
    BOOST_TEST(claim.refusal.empty());
    // The claim is the verdict the game itself gives when the cycle comes round once more.
    play(*g, {"h0g2", "h9g7", "g2h0", "g7h9"});
    BOOST_TEST((g->outcome().kind == Outcome::Kind::Draw));
    BOOST_TEST(g->outcome().reason == "repetition");
    BOOST_TEST(!claimDraw(*g).draw);  // over: nothing to claim
}

BOOST_AUTO_TEST_CASE(a_perpetual_check_is_no_draw_to_claim) {
    // The red rook checks the black general along ranks 9 and 8 while it steps between e9 and e8.
    auto g = make("xiangqi", "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1");
    play(*g, {"a8a9", "e9e8", "a9a8", "e8e9"});
    const DrawClaim claim = claimDraw(*g);
    BOOST_TEST(!claim.draw);
    BOOST_TEST(claim.refusal.find("perpetual check") != std::string::npos, claim.refusal);
    // Going round again ends it as the rules say: Red, who checked every move, loses.
    play(*g, {"a8a9", "e9e8", "a9a8", "e8e9"});
    BOOST_TEST((g->outcome().kind == Outcome::Kind::Win));
    BOOST_TEST((g->outcome().winner == Side::Second));
}

BOOST_AUTO_TEST_CASE(gomoku_and_othello_have_no_draw_to_claim) {
    for (const char* id : {"gomoku/freestyle/15", "gomoku/renju/15", "othello/8"}) {
        auto g = make(id);
        const DrawClaim claim = claimDraw(*g);
        BOOST_TEST(!claim.draw, id);
        BOOST_TEST(claim.refusal.find("no draw to claim") != std::string::npos, id << ": " << claim.refusal);
    }
}

BOOST_AUTO_TEST_CASE(the_engine_weighs_a_draw_offer_by_its_score) {
    auto g = make("xiangqi");  // Red to move
    // `score` is the side to move's (Red's); the engine playing Black sees its negation.
    BOOST_TEST(acceptsDrawOffer(*g, Side::Second, 300));    // Black stands worse
    BOOST_TEST(!acceptsDrawOffer(*g, Side::Second, -300));  // Black stands better
    BOOST_TEST(acceptsDrawOffer(*g, Side::First, drawOfferMargin(GameFamily::Xiangqi)));
    BOOST_TEST(!acceptsDrawOffer(*g, Side::First, drawOfferMargin(GameFamily::Xiangqi) + 1));
    BOOST_TEST(acceptsDrawOffer(*g, Side::First, 0));
    BOOST_TEST(!acceptsDrawOffer(*g, Side::First, mateIn(5)));  // a proven win is never given away
    BOOST_TEST(acceptsDrawOffer(*g, Side::First, matedIn(6)));  // a proven loss is saved
    BOOST_TEST(drawOfferMargin(GameFamily::Othello) == 100);    // a disc

    // From a real search: two red chariots against a bare general.
    auto up = make("xiangqi", "4k4/9/9/9/9/9/9/9/R7R/3K5 w - - 0 1");
    const SearchResult result = searchDepth(*up, 4);
    BOOST_TEST(result.score > 500);
    BOOST_TEST(!acceptsDrawOffer(*up, Side::First, result.score));
    BOOST_TEST(acceptsDrawOffer(*up, Side::Second, result.score));
    // Othello: Black is a disc or more behind after a lost corner; White (ahead) declines.
    auto othello = make("othello/8");
    play(*othello, {"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"});
    const SearchResult o = searchDepth(*othello, 6);
    const Side ahead = o.score > 0 ? othello->sideToMove() : opposite(othello->sideToMove());
    if (std::abs(o.score) > drawOfferMargin(GameFamily::Othello)) {
        BOOST_TEST(!acceptsDrawOffer(*othello, ahead, o.score));
        BOOST_TEST(acceptsDrawOffer(*othello, opposite(ahead), o.score));
    } else {
        BOOST_TEST(acceptsDrawOffer(*othello, ahead, o.score));
    }
}

BOOST_AUTO_TEST_CASE(a_resignation_is_written_into_sgf_and_read_back) {
    GameRecord record = recordFromMoves("gomoku/freestyle/15", {"h8", "h9", "i8"});
    BOOST_TEST(!recordedEnding(record));
    setEndingTags(record, resignation(Side::Second), "2026-11-24");
    BOOST_TEST(record.tag("Result") == "B+R");
    BOOST_TEST(record.tag("Termination") == "resignation");
    BOOST_TEST(record.tag("Date") == "2026-11-24");
    const std::string text = writeSgf(record);
    BOOST_TEST(text.find("RE[B+R]") != std::string::npos, text);
    const GameRecord back = readSgf(text);
    BOOST_TEST((back == record));
    const auto ending = recordedEnding(back);
    BOOST_REQUIRE(ending.has_value());
    BOOST_TEST((*ending == resignation(Side::Second)));
    // An agreed draw in Othello.
    GameRecord othello = recordFromMoves("othello/8", {"f5", "d6"});
    setEndingTags(othello, agreedDraw(), "2026-11-24");
    BOOST_TEST(othello.tag("Result") == "Draw");
    const auto draw = recordedEnding(readSgf(writeSgf(othello)));
    BOOST_REQUIRE(draw.has_value());
    BOOST_TEST((*draw == agreedDraw()));
}

BOOST_AUTO_TEST_CASE(a_claimed_draw_and_a_resignation_in_pgn) {
    GameRecord record = recordFromMoves("xiangqi", {"h0g2", "h9g7", "g2h0", "g7h9"});
    const DrawClaim claim = claimDraw(*record.replay(record.size()));
    BOOST_REQUIRE(claim.draw.has_value());
    setEndingTags(record, *claim.draw, "2026-11-24");
    const std::string text = writePgn(record);
    BOOST_TEST(text.find("[Result \"1/2-1/2\"]") != std::string::npos, text);
    BOOST_TEST(text.find("[Termination \"repetition (claimed)\"]") != std::string::npos, text);
    const auto back = recordedEnding(readPgn(text));
    BOOST_REQUIRE(back.has_value());
    BOOST_TEST((*back == *claim.draw));

    GameRecord resigned = recordFromMoves("xiangqi", {"h2e2"});
    setEndingTags(resigned, resignation(Side::Second), "2026-11-24");
    const std::string pgn = writePgn(resigned);
    BOOST_TEST(pgn.find("[Result \"1-0\"]") != std::string::npos, pgn);
    BOOST_TEST(pgn.find("[Date \"2026.11.24\"]") != std::string::npos, pgn);
    const auto r = recordedEnding(readPgn(pgn));
    BOOST_REQUIRE(r.has_value());
    BOOST_TEST((*r == resignation(Side::Second)));
}

BOOST_AUTO_TEST_CASE(a_flag_fall_is_written_as_sgf_t) {
    GameRecord record = recordFromMoves("gomoku/freestyle/15", {"h8", "h9"});
    setEndingTags(record, flagFell(Side::First), "2026-11-24");
    BOOST_TEST(record.tag("Result") == "W+T");
    BOOST_TEST(record.tag("Termination") == "time");
    const auto back = recordedEnding(readSgf(writeSgf(record)));
    BOOST_REQUIRE(back.has_value());
    BOOST_TEST((*back == flagFell(Side::First)));
}

BOOST_AUTO_TEST_CASE(other_programs_results_are_read) {
    const auto ending = [](const std::string& sgf) { return recordedEnding(readSgf(sgf)); };
    const auto w = ending("(;GM[4]FF[4]SZ[15]RE[W+T];B[hh];W[hi])");
    BOOST_REQUIRE(w.has_value());
    BOOST_TEST((w->winner == Side::Second));
    BOOST_TEST(w->reason == "time");
    const auto b = ending("(;GM[4]FF[4]SZ[15]RE[B+Resign];B[hh];W[hi])");
    BOOST_REQUIRE(b.has_value());
    BOOST_TEST((*b == resignation(Side::Second)));
    const auto d = ending("(;GM[2]FF[4]SZ[8]RE[0];B[fe])");
    BOOST_REQUIRE(d.has_value());
    BOOST_TEST((d->kind == Outcome::Kind::Draw));
    BOOST_TEST(!ending("(;GM[4]FF[4]SZ[15]RE[?];B[hh])"));
    BOOST_TEST(!ending("(;GM[4]FF[4]SZ[15];B[hh])"));
    // A game over on the board keeps the board's result (five in a row), whatever RE says.
    BOOST_TEST(!ending("(;GM[4]FF[4]SZ[15]RE[B+];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac];B[kh];W[ad];B[lh])"));
    BOOST_TEST(!recordedEnding(readPgn("[Result \"*\"]\n1. h2e2 *\n")));
}

BOOST_AUTO_TEST_SUITE_END()
