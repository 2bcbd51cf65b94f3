// A finished game is written with its result, the reason and the date, in each game's format, and reads
// back with the same tags; a line played on past a result loses it.
#include <boost/test/unit_test.hpp>

#include "record/formats.h"
#include "record/pgn.h"
#include "record/result_tags.h"
#include "record/sgf.h"

using namespace qipan;

namespace {
const std::string kToday = "2026-11-24";

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Written and read back: the tags that describe the end of the game survive.
void checkReadBack(const GameRecord& record, const std::string& text, GameRecord back) {
    for (const char* name : {"Result", "Termination", "Date", "Black", "White", "Red"})
        BOOST_TEST(back.tag(name) == record.tag(name), name << " in\n" << text);
    BOOST_TEST(back.steps().size() == record.steps().size());
}
}  // namespace

BOOST_AUTO_TEST_SUITE(result_tags)

BOOST_AUTO_TEST_CASE(gomoku_five_in_a_row) {
    GameRecord record =
        recordFromMoves("gomoku/freestyle/15", {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"});
    record.setTag(playerTagName(record, Side::First), "Human");
    record.setTag(playerTagName(record, Side::Second), "Qipan level 3");
    setResultTags(record, kToday);
    BOOST_TEST(record.tag("Result") == "B+");
    BOOST_TEST(record.tag("Termination") == "five in a row");
    BOOST_TEST(record.tag("Date") == kToday);
    const std::string text = writeSgf(record);
    BOOST_TEST(contains(text, "RE[B+]"));
    BOOST_TEST(contains(text, "QR[five in a row]"));
    BOOST_TEST(contains(text, "DT[2026-11-24]"));
    BOOST_TEST(contains(text, "PB[Human]PW[Qipan level 3]"));
    checkReadBack(record, text, readSgf(text));
}

BOOST_AUTO_TEST_CASE(renju_strict_a_forbidden_move_loses) {
    // Black's h8 makes two open threes (g8-h8-i8 and h7-h8-h9): under strict RIF rules White wins.
    GameRecord record =
        recordFromMoves("gomoku/renju-strict/15", {"h7", "a1", "h9", "a3", "g8", "a5", "i8", "a7", "h8"});
    setResultTags(record, kToday);
    BOOST_TEST(record.tag("Result") == "W+F");
    BOOST_TEST(record.tag("Termination") == "forbidden move (double-three)");
    const std::string text = writeSgf(record);
    checkReadBack(record, text, readSgf(text));
}

BOOST_AUTO_TEST_CASE(othello_counts_the_margin) {
    // Black a1 flips b1; White has no move and passes; Black h8 flips h7 and fills the board: 64-0.
    GameRecord record("othello/8", "-OXXXXXX" + std::string(40, 'X') + "XXXXXXXOXXXXXXX- X");
    auto game = record.initialGame();
    for (const std::string text : {"a1", "pass", "h8"}) {
        const Move m = *game->parseMove(text);
        BOOST_REQUIRE(game->isLegal(m));
        record.append(Step{m, game->moveToText(m), -1, std::nullopt, {}});
        game->play(m);
    }
    setResultTags(record, kToday);
    BOOST_TEST(record.tag("Result") == "B+64");
    BOOST_TEST(record.tag("Termination") == "more discs (64-0)");
    const std::string text = writeSgf(record);
    BOOST_TEST(contains(text, "RE[B+64]"));
    checkReadBack(record, text, readSgf(text));
}

BOOST_AUTO_TEST_CASE(xiangqi_checkmate_in_pgn) {
    GameRecord record = recordFromMoves("xiangqi", {"b0b9"}, "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    record.setTag(playerTagName(record, Side::First), "Human");
    record.setTag(playerTagName(record, Side::Second), "Qipan level 5");
    setResultTags(record, kToday);
    BOOST_TEST(record.tag("Result") == "1-0");
    BOOST_TEST(record.tag("Termination") == "checkmate");
    BOOST_TEST(record.tag("Date") == "2026.11.24");
    const std::string text = writePgn(record);
    BOOST_TEST(contains(text, "[Red \"Human\"]"));
    BOOST_TEST(contains(text, "[Black \"Qipan level 5\"]"));
    BOOST_TEST(contains(text, "[Result \"1-0\"]"));
    BOOST_TEST(contains(text, "[Termination \"checkmate\"]"));
    BOOST_TEST(contains(text, "[Date \"2026.11.24\"]"));
    checkReadBack(record, text, readPgn(text));
}

BOOST_AUTO_TEST_CASE(a_game_played_on_past_a_result_loses_it) {
    GameRecord record = recordFromMoves("xiangqi", {"h2e2", "h9g7"});
    record.setTag("Result", "0-1");  // as read from a file: Red resigned here
    record.setTag("Termination", "resignation");
    record.append(Step{*record.gameAtCursor()->parseMove("b0c2"), "b0c2", -1, std::nullopt, {}});
    setResultTags(record, kToday);
    BOOST_TEST(record.tag("Result").empty());
    BOOST_TEST(record.tag("Termination").empty());
    BOOST_TEST(contains(writePgn(record), "[Result \"*\"]"));
}

BOOST_AUTO_TEST_CASE(game_information_and_move_comments_survive_every_format) {
    // What a person types into Game Information and a move's comment, with the characters each format
    // has to escape (SGF's ] and \, PGN's " \ and }), line breaks and Chinese, is read back unchanged.
    // (Only the comments have line breaks: the other fields are one line each; PGN tags cannot hold one.)
    const std::string awkward = "Round [2] \\ \"final\" {a} ;b 北京";
    const std::string lines = awkward + "\nsecond line\n\nafter an empty one";
    for (const auto& [gameId, moves] :
         std::vector<std::pair<std::string, std::vector<std::string>>>{{"gomoku/renju/15", {"h8", "h9", "i8"}},
                                                                       {"othello/8", {"f5", "d6", "c3"}},
                                                                       {"xiangqi", {"h2e2", "h9g7", "h0g2"}}}) {
        GameRecord record = recordFromMoves(gameId, moves);
        const auto tags = gameInfoTags(record);
        BOOST_TEST(tags.size() == 7u);
        for (const std::string& tag : tags) record.setTag(tag, tag + ": " + (tag == "Comment" ? lines : awkward));
        setDateTag(record, "2026-11-24");
        record.step(0).comment = "braces {only}";
        record.step(1).comment = "Move comment: " + lines;
        record.step(2).comment = "plain";
        const bool pgn = gameId == "xiangqi";
        const std::string text = pgn ? writePgn(record) : writeSgf(record);
        const GameRecord back = pgn ? readPgn(text) : readSgf(text);
        for (const std::string& tag : tags) BOOST_TEST(back.tag(tag) == record.tag(tag), gameId << " " << tag << " in\n" << text);
        BOOST_REQUIRE(back.steps().size() == record.steps().size());
        for (std::size_t i = 0; i < record.steps().size(); ++i)
            BOOST_TEST(back.steps()[i].comment == record.steps()[i].comment, gameId << " move " << i + 1 << " in\n" << text);
    }
}

BOOST_AUTO_TEST_SUITE_END()
