// Position text and transcripts: round trips and refused input.
#include <boost/test/unit_test.hpp>

#include "game/registry.h"
#include "othello_test_util.h"

using namespace qipan;
using namespace qipan::othello;
using namespace qipan::othello::testing;

BOOST_AUTO_TEST_SUITE(othello_text)

BOOST_AUTO_TEST_CASE(position_text_round_trip) {
    const std::string ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
    OthelloGame g = game(ffo40);
    BOOST_TEST(g.positionText() == ffo40);
    BOOST_TEST(g.ply() == 0);
    BOOST_TEST(g.cell(0, 0) == 2);  // a1 white
    BOOST_TEST(g.cell(7, 0) == 1);  // h1 black
    const std::string six = "--------------OX----XO-------------- O";
    BOOST_TEST(game(six, 6).positionText() == six);
}

BOOST_AUTO_TEST_CASE(transcript_replays_as_moves) {
    OthelloGame g = game("f5d6c3d3c4");
    BOOST_TEST(g.ply() == 5);
    BOOST_TEST(g.sideToMove() == Side::Second);
    OthelloGame h(8);
    for (const char* m : {"f5", "d6", "c3", "d3", "c4"}) h.play(*h.parseMove(m));
    BOOST_TEST(g.positionText() == h.positionText());
    // The same with spaces and upper case.
    BOOST_TEST(game("F5 D6 C3 D3 C4").positionText() == h.positionText());
}

BOOST_AUTO_TEST_CASE(implicit_passes_in_transcripts) {
    // O to move has no move: "c1" is Black's move after O's implicit pass.
    const GridBoard b = grid(board8({"a1"}, {"b1"}, 'O'));
    std::string error;
    const auto moves = parseTranscript(b, "c1", error);
    BOOST_REQUIRE_MESSAGE(moves.has_value(), error);
    BOOST_REQUIRE(moves->size() == 2u);
    BOOST_TEST((*moves)[0] == kPassCode);
    BOOST_TEST((*moves)[1] == *b.parseCell("c1"));
    const auto explicitPass = parseTranscript(b, "PAc1", error);
    BOOST_REQUIRE_MESSAGE(explicitPass.has_value(), error);
    BOOST_TEST(explicitPass->size() == 2u);
}

BOOST_AUTO_TEST_CASE(bad_input_is_refused_with_a_reason) {
    OthelloGame g(8);
    const std::string before = g.positionText();
    std::string error;
    BOOST_TEST(!g.setPosition("f5f5", error));
    BOOST_TEST(error.find("illegal") != std::string::npos);
    BOOST_TEST(!g.setPosition("f5z9", error));
    BOOST_TEST(error.find("z9") != std::string::npos);
    BOOST_TEST(!g.setPosition(std::string(63, '-') + " X", error));
    BOOST_TEST(error.find("63") != std::string::npos);
    BOOST_TEST(!g.setPosition(std::string(64, '-') + " Q", error));
    BOOST_TEST(error.find("side") != std::string::npos);
    BOOST_TEST(!g.setPosition(std::string(63, '-') + "Z X", error));
    BOOST_TEST(error.find("Z") != std::string::npos);
    BOOST_TEST(!g.setPosition("f5 pass", error));
    BOOST_TEST(error.find("pass") != std::string::npos);
    BOOST_TEST(!g.setPosition(std::string(36, '-') + " X", error));  // a 6x6 board for an 8x8 game
    BOOST_TEST(g.positionText() == before);
}

BOOST_AUTO_TEST_CASE(registry_makes_every_size) {
    for (const char* id : {"othello/6", "othello/8", "othello/10"}) {
        const auto g = createGame(id);
        BOOST_REQUIRE(g);
        BOOST_TEST(g->id() == id);
        BOOST_TEST((g->family() == GameFamily::Othello));
        BOOST_TEST(g->clone()->positionText() == g->positionText());
    }
    std::string error;
    BOOST_TEST(!createGame("othello/12", &error));
    BOOST_TEST(!error.empty());
}

BOOST_AUTO_TEST_SUITE_END()
