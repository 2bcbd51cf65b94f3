// Piece moves, facing generals, stalemate, FEN round trips and every reason an illegal FEN is refused.
#include <boost/test/unit_test.hpp>

#include "xiangqi/position.h"
#include "xiangqi/notation.h"
#include "game/registry.h"
#include "xiangqi/xiangqi_game.h"
#include "core/score.h"
#include "core/zobrist.h"

using namespace qipan::xiangqi;

namespace {

Position at(const std::string& fen) {
    Position p;
    std::string error;
    BOOST_REQUIRE_MESSAGE(p.setFen(fen, error), fen << ": " << error);
    return p;
}

int movesFrom(const Position& p, const std::string& square) {
    MoveList list;
    p.generateLegal(list);
    int n = 0;
    for (Move16 m : list) n += squareText(fromOf(m)) == square;
    return n;
}

bool hasMove(const Position& p, const std::string& iccs) {
    MoveList list;
    p.generateLegal(list);
    for (Move16 m : list)
        if (iccsText(m) == iccs) return true;
    return false;
}

std::string fenError(const std::string& fen) {
    Position p;
    std::string error;
    BOOST_CHECK_MESSAGE(!p.setFen(fen, error), fen << " was accepted");
    return error;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(xiangqi_rules)

BOOST_AUTO_TEST_CASE(start_position_moves_per_piece) {
    const Position p;
    MoveList list;
    p.generateLegal(list);
    BOOST_CHECK_EQUAL(list.size, 44);
    BOOST_CHECK_EQUAL(movesFrom(p, "h2"), 12);  // 5 left, 1 right, 4 up, 1 down, and h2xh9 over the h7 cannon
    BOOST_CHECK(hasMove(p, "h2h9"));
    BOOST_CHECK(!hasMove(p, "h2h7"));           // a cannon cannot capture without a screen
    BOOST_CHECK_EQUAL(movesFrom(p, "b0"), 2);   // horse: a2 and c2; d1 is blocked by the leg at c0
    BOOST_CHECK_EQUAL(movesFrom(p, "a0"), 2);   // chariot: a1, a2
    BOOST_CHECK_EQUAL(movesFrom(p, "c0"), 2);   // elephant: a2, e2
    BOOST_CHECK_EQUAL(movesFrom(p, "d0"), 1);   // advisor: e1 only
    BOOST_CHECK_EQUAL(movesFrom(p, "e0"), 1);   // general: e1 only
    BOOST_CHECK_EQUAL(movesFrom(p, "e3"), 1);   // soldier before the river: forward only
}

BOOST_AUTO_TEST_CASE(horse_leg_and_elephant_eye_block) {
    // Red horse e4 with its leg e5 blocked by its own soldier; elephant c0 with its eye d1 blocked by a horse.
    const Position p = at("4k4/9/9/9/4P4/4N4/9/9/3N5/2B1K4 w");
    BOOST_CHECK(!hasMove(p, "e4d6"));
    BOOST_CHECK(!hasMove(p, "e4f6"));
    BOOST_CHECK(hasMove(p, "e4c5"));
    BOOST_CHECK(hasMove(p, "e4g3"));
    BOOST_CHECK(!hasMove(p, "c0e2"));  // eye d1 blocked
    BOOST_CHECK(hasMove(p, "c0a2"));
}

BOOST_AUTO_TEST_CASE(elephant_cannot_cross_and_soldier_moves_sideways_after_the_river) {
    const Position p = at("3k5/9/9/4P4/9/2B6/9/9/9/4K4 w");
    BOOST_CHECK(!hasMove(p, "c4a6"));
    BOOST_CHECK(!hasMove(p, "c4e6"));
    BOOST_CHECK(hasMove(p, "c4a2"));
    BOOST_CHECK(hasMove(p, "e6d6"));  // crossed soldier: sideways
    BOOST_CHECK(hasMove(p, "e6f6"));
    BOOST_CHECK(hasMove(p, "e6e7"));
    BOOST_CHECK(!hasMove(p, "e6e5"));  // never backwards
}

BOOST_AUTO_TEST_CASE(flying_general) {
    // The advisor on e1 is the only piece between the generals: it may not move, and the general may only step aside.
    const Position p = at("4k4/9/9/9/9/9/p8/9/4A4/4K4 w");
    MoveList list;
    p.generateLegal(list);
    BOOST_CHECK_EQUAL(list.size, 2);
    BOOST_CHECK(hasMove(p, "e0d0"));
    BOOST_CHECK(hasMove(p, "e0f0"));
    XiangqiGame game;
    std::string error;
    BOOST_REQUIRE(game.setPosition("4k4/9/9/9/9/9/p8/9/4A4/4K4 w", error));
    BOOST_CHECK_EQUAL(game.illegalReason(*game.parseMove("e1d2")), "generals would face each other");
}

BOOST_AUTO_TEST_CASE(stalemate_loses) {
    XiangqiGame game;
    std::string error;
    BOOST_REQUIRE(game.setPosition("3k5/R8/9/9/9/9/9/9/9/4K4 b", error));
    const qipan::Outcome o = game.outcome();
    BOOST_CHECK(o.kind == qipan::Outcome::Kind::Win);
    BOOST_CHECK(o.winner == qipan::Side::First);
    BOOST_CHECK_EQUAL(o.reason, "stalemate");
}

BOOST_AUTO_TEST_CASE(checkmate_and_reasons) {
    XiangqiGame game;
    std::string error;
    BOOST_REQUIRE(game.setPosition("3k5/9/9/9/9/R8/9/9/9/4K4 w", error));
    BOOST_CHECK_EQUAL(game.illegalReason(*game.parseMove("a4b5")), "the chariot moves along a clear line");
    BOOST_CHECK_EQUAL(game.illegalReason(*game.parseMove("d8d7")), "no piece there");
    game.play(*game.parseMove("a4d4"));
    BOOST_CHECK_EQUAL(game.outcome().reason, "checkmate");
    BOOST_CHECK(game.outcome().winner == qipan::Side::First);
    BOOST_REQUIRE_EQUAL(game.cellMarks().size(), 1u);
    BOOST_CHECK_EQUAL(game.cellMarks()[0].second, "check");
    BOOST_CHECK_EQUAL(game.cellMarks()[0].first, 3);  // d9 = top row, file d
}

BOOST_AUTO_TEST_CASE(fen_round_trip_and_aliases) {
    const Position start;
    BOOST_CHECK_EQUAL(start.fen(), Position::kStartFen);
    BOOST_CHECK_EQUAL(at("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").fen(), Position::kStartFen);
    BOOST_CHECK_EQUAL(at("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1").fen(), Position::kStartFen);
    const std::string fen = "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 7 12";
    BOOST_CHECK_EQUAL(at(fen).fen(), fen);
}

BOOST_AUTO_TEST_CASE(illegal_fens_say_why) {
    BOOST_CHECK_NE(fenError("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w").find("missing red general"),
                   std::string::npos);
    BOOST_CHECK_NE(fenError("4k4/9/9/9/9/9/9/9/9/4K4 w").find("face each other"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/9/3RK4 w").find("not to move (black) is in check"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/A8/4K4 w").find("advisor point"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/1B7/9/4K4 w").find("elephant points"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/P8/4K4 w").find("behind its starting rank"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/9/2K6 w").find("outside its palace"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/RRR6/9/9/9/4K4 w").find("too many red chariots"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/9/4K4 x").find("side to move"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/4K4 w").find("10 ranks"), std::string::npos);
    BOOST_CHECK_NE(fenError("3k5/9/9/9/9/9/9/9/9/4X4 w").find("unknown piece letter"), std::string::npos);
}

BOOST_AUTO_TEST_CASE(facade_geometry_and_piece_codes) {
    const auto game = qipan::createGame("xiangqi");
    BOOST_REQUIRE(game);
    BOOST_CHECK_EQUAL(game->id(), "xiangqi");
    BOOST_CHECK(game->family() == qipan::GameFamily::Xiangqi);
    BOOST_CHECK_EQUAL(game->width(), 9);
    BOOST_CHECK_EQUAL(game->height(), 10);
    BOOST_CHECK_EQUAL(game->cell(0, 0), 8 + kChariot);  // a9: Black chariot, top left
    BOOST_CHECK_EQUAL(game->cell(4, 9), kGeneral);      // e0: Red general, bottom middle
    BOOST_CHECK_EQUAL(game->cell(1, 7), kCannon);       // b2: Red cannon
    BOOST_CHECK_EQUAL(game->cell(4, 4), 0);
    const auto m = game->parseMove("h2e2");
    BOOST_REQUIRE(m);
    BOOST_CHECK_EQUAL(game->squares(*m).from, 7 * 9 + 7);
    BOOST_CHECK_EQUAL(game->squares(*m).to, 7 * 9 + 4);
    BOOST_CHECK_EQUAL(game->moveToText(*m), "h2e2");
    BOOST_CHECK_EQUAL(game->legalMoves().size(), 44u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(xiangqi_exchange)

// Values of the static exchange tests: general, advisor, elephant, horse, chariot, cannon, soldier.
constexpr int kValues[8] = {0, 20000, 160, 160, 420, 1000, 440, 80};

BOOST_AUTO_TEST_CASE(static_exchange_sees_cannon_pins) {
    // Black's chariot to f0 checks. Red's general may not take (the horse on h1 guards f0) and the
    // advisor on e1 may not either: it screens the general from the cannon on e3 (elephant e2 between).
    Position p = at("2baka3/9/5r3/pr2p3p/9/6P2/P1P1c3P/3CB4/4A2n1/RN1AK1B2 b");
    BOOST_CHECK_EQUAL(p.see(parseIccs("f7f0"), kValues), 0);
    // Without the cannon the advisor takes the chariot (and the horse had better not take the advisor
    // back: the general would take the horse).
    Position free = at("2baka3/9/5r3/pr2p3p/9/6P2/P1P5P/3CB4/4A2n1/RN1AK1B2 b");
    BOOST_CHECK_EQUAL(free.see(parseIccs("f7f0"), kValues), -1000);
    // A plain exchange: the chariot takes a soldier guarded by a horse.
    Position plain = at("4k4/9/9/9/4p4/9/3n5/9/9/4RK3 w");
    BOOST_CHECK_EQUAL(plain.see(parseIccs("e0e5"), kValues), 80 - 1000);
}

BOOST_AUTO_TEST_CASE(search_sees_a_mate_through_a_pinned_defender) {
    // Every Red move allows f7f0 mate (found in an ElephantEye game the engine lost: the exchange
    // pruning used to drop f7f0 as if the advisor could take the chariot).
    XiangqiGame g;
    std::string error;
    BOOST_REQUIRE(g.setPosition("2baka3/9/5r3/pr2p3p/9/6P2/P1P1c3P/3CB4/4A2n1/RN1AK1B2 w", error));
    qipan::SearchLimits limits;
    limits.depth = 3;
    BOOST_CHECK_EQUAL(g.search(limits, {}, {}).score, qipan::matedIn(2));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(xiangqi_gives_check)

BOOST_AUTO_TEST_CASE(gives_check_equals_making_the_move) {
    // Along seeded random games: givesCheck() (answered without making the move, most moves by a quick
    // look at lines and distances) must equal making the move and asking whether the general is attacked.
    qipan::SplitMix64 rng(17);
    long checks = 0, moves = 0;
    for (int game = 0; game < 300; ++game) {
        Position p;
        for (int ply = 0; ply < 200; ++ply) {
            MoveList list;
            p.generateLegal(list);
            if (list.size == 0) break;
            for (Move16 m : list) {
                p.make(m);
                const bool made = p.inCheck();
                p.unmake();
                BOOST_REQUIRE_MESSAGE(p.givesCheck(m) == made, p.fen() << " " << iccsText(m));
                checks += made;
                ++moves;
            }
            p.make(list.moves[rng.below(static_cast<std::uint64_t>(list.size))]);
        }
    }
    BOOST_TEST_MESSAGE(moves << " moves, " << checks << " checks");
    BOOST_CHECK_GT(checks, 1000);
}

BOOST_AUTO_TEST_SUITE_END()
