// Othello transcripts and SGF GM[2]: round trips, forced passes left out, bad input located.
#include <boost/test/unit_test.hpp>

#include "record/sgf.h"
#include "record/transcript.h"

using namespace qipan;

namespace {
bool has(const FormatError& e, const std::string& text) { return std::string(e.what()).find(text) != std::string::npos; }

// Plays the first legal move (in the game's order) until the game ends: a whole game with passes if any.
GameRecord playOut(const std::string& id, std::size_t skip) {
    GameRecord record(id);
    auto game = record.initialGame();
    std::size_t n = 0;
    while (!game->outcome().over()) {
        const auto legal = game->legalMoves();
        const Move m = legal[(n++ * skip) % legal.size()];
        record.append(Step{m, game->moveToText(m), -1, std::nullopt, {}});
        game->play(m);
    }
    return record;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(othello_transcript)

BOOST_AUTO_TEST_CASE(the_opening_of_a_book_game_is_read) {
    // The perpendicular opening: f5 d6 c3 d3 c4.
    const GameRecord r = readTranscript("f5d6c3d3c4", "othello/8");
    BOOST_TEST(r.size() == 5u);
    const auto game = r.gameAtCursor();
    BOOST_TEST(game->sideToMove() == Side::Second);
    BOOST_TEST(readTranscriptAnySize("F5 D6 C3\nD3 C4").size() == 5u);
}

BOOST_AUTO_TEST_CASE(whole_games_round_trip_through_transcripts_and_sgf) {
    for (const std::string id : {"othello/8", "othello/6", "othello/10"}) {
        for (std::size_t skip : {1u, 3u, 7u}) {
            const GameRecord played = playOut(id, skip);
            BOOST_TEST(played.gameAtCursor()->outcome().over());
            const GameRecord fromText = readTranscriptAnySize(writeTranscript(played));
            BOOST_TEST((fromText == played), id << " skip " << skip);
            const GameRecord fromSgf = readSgf(writeSgf(played));
            BOOST_TEST((fromSgf == played), id << " skip " << skip);
        }
    }
}

BOOST_AUTO_TEST_CASE(bad_transcripts_are_located) {
    BOOST_CHECK_EXCEPTION(readTranscript("f5 a1", "othello/8"), FormatError,
                          [](const FormatError& e) { return e.column() == 4 && has(e, "not legal"); });
    BOOST_CHECK_EXCEPTION(readTranscript("f5\nz9", "othello/8"), FormatError,
                          [](const FormatError& e) { return e.line() == 2 && has(e, "not a square"); });
    BOOST_CHECK_EXCEPTION(readTranscript("f5 pass", "othello/8"), FormatError,
                          [](const FormatError& e) { return has(e, "pass where a move is possible"); });
    BOOST_CHECK_THROW(readTranscript("f5 * d6", "othello/8"), FormatError);
}

BOOST_AUTO_TEST_SUITE_END()
