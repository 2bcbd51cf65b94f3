// GameRecord: the step list with its replay cursor, as the document uses it for undo, redo and replay.
#include <boost/test/unit_test.hpp>

#include "record/game_record.h"

using namespace qipan;

namespace {
const std::string kGomoku = "gomoku/freestyle/15";
}

BOOST_AUTO_TEST_SUITE(game_record)

BOOST_AUTO_TEST_CASE(moves_are_replayed_up_to_the_cursor) {
    GameRecord record = recordFromMoves(kGomoku, {"h8", "i9", "h9", "i10"});
    BOOST_TEST(record.size() == 4u);
    BOOST_TEST(record.cursor() == 4u);
    BOOST_TEST(record.steps()[2].text == "h9");

    record.setCursor(2);
    const auto game = record.gameAtCursor();
    BOOST_TEST(game->ply() == 2);
    BOOST_TEST(game->cell(7, 7) == 1);  // h8 black
    BOOST_TEST(game->cell(8, 6) == 2);  // i9 white
    BOOST_TEST(game->cell(7, 6) == 0);  // h9 not yet played
    BOOST_TEST(record.size() == 4u);    // replay keeps the later moves
}

BOOST_AUTO_TEST_CASE(a_move_appended_mid_game_replaces_the_later_steps) {
    GameRecord record = recordFromMoves(kGomoku, {"h8", "i9", "h9", "i10"});
    record.setCursor(2);
    const auto tail = record.tail();
    BOOST_TEST(tail.size() == 2u);
    auto game = record.gameAtCursor();
    const Move j10 = *game->parseMove("j10");
    record.append(Step{j10, "j10", -1, std::nullopt, {}});
    BOOST_TEST(record.size() == 3u);
    BOOST_TEST(record.atEnd());

    // Undo of that move: remove it and give the replaced steps back.
    record.removeLast();
    record.restoreTail(tail);
    BOOST_TEST(record.size() == 4u);
    BOOST_TEST(record.steps()[3].text == "i10");
}

BOOST_AUTO_TEST_CASE(an_illegal_step_is_reported_with_its_number) {
    BOOST_CHECK_EXCEPTION(recordFromMoves(kGomoku, {"h8", "i9", "h8"}), FormatError, [](const FormatError& e) {
        return std::string(e.what()).find("move 3") != std::string::npos;
    });
    BOOST_CHECK_THROW(recordFromMoves(kGomoku, {"h8", "zz"}), FormatError);
    BOOST_CHECK_THROW(recordFromMoves("chess/8", {}), FormatError);
}

BOOST_AUTO_TEST_CASE(removing_from_an_empty_record_is_a_logic_error) {
    GameRecord record(kGomoku);
    BOOST_CHECK_THROW(record.removeLast(), std::logic_error);
}

BOOST_AUTO_TEST_SUITE_END()
