// SGF read/write: round trips and bad input reported with a message and a place.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>

#include "record/formats.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "support/engine_process.h"

using namespace qipan;

namespace {
bool messageHas(const FormatError& e, const std::string& text) {
    return std::string(e.what()).find(text) != std::string::npos;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(sgf)

BOOST_AUTO_TEST_CASE(a_finished_game_round_trips) {
    GameRecord record = recordFromMoves("gomoku/freestyle/15", {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"});
    record.setTag("Black", "Li Wei");
    record.setTag("White", "Qipan [level 3]");
    record.setTag("Result", "B+");
    record.step(0).comment = "centre opening; a ] and a \\ survive";
    record.step(1).timeMs = 1234;
    record.step(1).score = -57;
    BOOST_TEST(record.gameAtCursor()->outcome().over());

    const std::string text = writeSgf(record);
    BOOST_TEST(text.find("GM[4]") != std::string::npos);
    BOOST_TEST(text.find("SZ[15]") != std::string::npos);
    BOOST_TEST(text.find(";B[hh]") != std::string::npos);  // h8 is column h, the 8th row from the top too
    const GameRecord back = readSgf(text);
    BOOST_TEST((back == record));
    BOOST_TEST(back.gameAtCursor()->outcome().winner == Side::First);
}

BOOST_AUTO_TEST_CASE(an_opening_rule_and_its_steps_round_trip) {
    // A Soosorv-8 opening: the stones are the game's first moves; the swaps, the declaration and the
    // offers are kept in Qipan's own QO/QS properties, so the opening can be replayed and checked.
    GameRecord record = recordFromMoves("gomoku/renju/15", {"h8", "i8", "j10", "g6", "k7", "h9"});
    record.setTag("Opening", "soosorv-8");
    record.setTag("OpeningSteps", "h8 i8 j10 swap g6 declare:2 keep offer:g9 offer:k7 pick:k7");
    const std::string text = writeSgf(record);
    BOOST_TEST(text.find("QO[soosorv-8]") != std::string::npos);
    BOOST_TEST(text.find("QS[h8 i8 j10 swap g6 declare:2 keep offer:g9 offer:k7 pick:k7]") !=
               std::string::npos);
    const GameRecord back = readSgf(text);
    BOOST_TEST((back == record));
    BOOST_TEST(back.tag("OpeningSteps") == record.tag("OpeningSteps"));
}

BOOST_AUTO_TEST_CASE(rules_and_sizes_come_from_the_root) {
    BOOST_TEST(readSgf("(;GM[4]SZ[15]RU[Renju];B[hh])").gameId() == "gomoku/renju/15");
    BOOST_TEST(readSgf("(;GM[4]SZ[19];B[jj])").gameId() == "gomoku/freestyle/19");
    BOOST_TEST(readSgf("(;FF[4]GM[4]SZ[20]RU[standard])").gameId() == "gomoku/standard/20");
    // Variations: the main line is the first one.
    const GameRecord r = readSgf("(;GM[4]SZ[15];B[hh](;W[ii];B[jj])(;W[aa]))");
    BOOST_TEST(r.size() == 3u);
    BOOST_TEST(r.steps()[1].text == "i7");
}

BOOST_AUTO_TEST_CASE(garbage_is_rejected_with_a_place) {
    BOOST_CHECK_EXCEPTION(readSgf("hello"), FormatError, [](const FormatError& e) {
        return e.line() == 1 && e.column() == 1 && messageHas(e, "not an SGF file");
    });
    BOOST_CHECK_EXCEPTION(readSgf(""), FormatError, [](const FormatError& e) { return messageHas(e, "empty"); });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15]\n;B[hh]"), FormatError,
                          [](const FormatError& e) { return e.line() == 2 && messageHas(e, "missing ')'"); });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15];B[hh"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "missing ']'"); });
    BOOST_CHECK_THROW(readSgf("(;GM[4]SZ[x])"), FormatError);
}

BOOST_AUTO_TEST_CASE(another_game_is_rejected) {
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[1]SZ[19];B[pd])"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "GM[1] is Go"); });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[13];B[gg])"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "15, 19 or 20"); });
}

BOOST_AUTO_TEST_CASE(moves_off_the_board_or_on_stones_are_rejected) {
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15];B[hh];W[zz])"), FormatError, [](const FormatError& e) {
        return e.line() == 1 && e.column() == 23 && messageHas(e, "off the 15x15 board");
    });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15];B[hh];W[hh])"), FormatError, [](const FormatError& e) {
        return messageHas(e, "move 2") && messageHas(e, "occupied");
    });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15];B[hh];B[ii])"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "White's turn"); });
    BOOST_CHECK_EXCEPTION(readSgf("(;GM[4]SZ[15];B[h])"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "not a point"); });
}

BOOST_AUTO_TEST_CASE(files_are_written_whole_or_not_at_all) {
    // A folder of this process's own (test runs of several builds share the temporary folder), emptied
    // first: wine reuses process ids, so a killed run's files may be there.
    const auto dir =
        std::filesystem::temp_directory_path() / ("qipan-test-sgf-" + std::to_string(testing::processId()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "game.sgf").string();
    const GameRecord record = recordFromMoves("gomoku/freestyle/15", {"h8", "i9"});
    writeRecordFile(record, path);
    BOOST_TEST((readRecordFile(path) == record));
    BOOST_CHECK_THROW(writeRecordFile(record, (dir / "missing-folder" / "game.sgf").string()), FormatError);
    BOOST_TEST((readRecordFile(path) == record));
    BOOST_CHECK_THROW(readRecordFile((dir / "game.xyz").string()), FormatError);
    BOOST_CHECK_THROW(readRecordFile((dir / "nothing-here.sgf").string()), FormatError);
    std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(psq)

BOOST_AUTO_TEST_CASE(a_piskvork_game_round_trips) {
    GameRecord record = recordFromMoves("gomoku/freestyle/20", {"h8", "i9", "h9", "i10"});
    for (std::size_t i = 0; i < record.size(); ++i) record.step(i).timeMs = static_cast<std::int64_t>(100 * i);
    const std::string text = writePsq(record);
    BOOST_TEST(text.rfind("Piskvorky 20x20, 11:11, 0\n", 0) == 0);
    BOOST_TEST(text.find("\n8,13,0\n") != std::string::npos);  // h8 on 20x20: x 8, y 20-8+1 = 13 from the top
    BOOST_TEST((readPsq(text + "pbrain-a.exe\n-1\n") == record));
}

BOOST_AUTO_TEST_CASE(a_game_of_another_rule_is_not_written_as_piskvork) {
    // .psq keeps no rule: written, a Standard or Renju game would open again as freestyle.
    for (const char* id : {"gomoku/standard/15", "gomoku/renju/15"})
        BOOST_CHECK_EXCEPTION(writePsq(recordFromMoves(id, {"h8", "i9"})), FormatError,
                              [](const FormatError& e) { return messageHas(e, "keeps no rule"); });
    BOOST_TEST(readPsq(writePsq(recordFromMoves("gomoku/freestyle/15", {"h8", "i9"}))).size() == 2u);
}

BOOST_AUTO_TEST_CASE(bad_piskvork_files_are_rejected) {
    BOOST_CHECK_EXCEPTION(readPsq("Renju 15x15\n1,1,0\n"), FormatError,
                          [](const FormatError& e) { return e.line() == 1 && messageHas(e, "not a Piskvork file"); });
    BOOST_CHECK_EXCEPTION(readPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0\n"), FormatError,
                          [](const FormatError& e) { return e.line() == 3 && messageHas(e, "off the board"); });
    BOOST_CHECK_EXCEPTION(readPsq("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n"), FormatError,
                          [](const FormatError& e) { return e.line() == 3 && messageHas(e, "occupied"); });
    BOOST_CHECK_THROW(readPsq("Piskvorky 12x12, 11:11, 0\n"), FormatError);
    // Sizes beyond any int are refused like other sizes (sscanf %d was undefined behaviour on them).
    for (const std::string header : {"Piskvorky 99999999999x99999999999, 11:11, 0\n",
                                     "Piskvorky 15x99999999999\n", "Piskvorky 18446744073709551631x15\n"})
        BOOST_CHECK_EXCEPTION(readPsq(header + "1,1,0\n"), FormatError, [](const FormatError& e) {
            return e.line() == 1 && messageHas(e, "15x15, 19x19 and 20x20");
        });
    BOOST_CHECK_EXCEPTION(readPsq("Piskvorky x15\n"), FormatError,
                          [](const FormatError& e) { return messageHas(e, "not a Piskvork file"); });
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(renju_rules_in_files)

// h8 g7 i8 g9 j9 g8 j7 a1: Black's h9... is not needed; a double-three point for Black: with black
// stones on h8 i8 and j9 j7, k8/j8-type shapes vary, so the test takes the engine's own forbidden marks.
BOOST_AUTO_TEST_CASE(strict_renju_keeps_its_rule_through_sgf) {
    GameRecord strict = recordFromMoves("gomoku/renju-strict/15", {"h8", "a1", "i8", "a2"});
    BOOST_TEST(strict.gameAtCursor()->id() == "gomoku/renju-strict/15");
    const std::string text = writeSgf(strict);
    BOOST_TEST(text.find("RU[Renju strict]") != std::string::npos);
    BOOST_TEST((readSgf(text) == strict));
    BOOST_TEST(readSgf("(;GM[4]SZ[15]RU[Renju];B[hh])").gameId() == "gomoku/renju/15");
}

BOOST_AUTO_TEST_CASE(a_foul_is_refused_in_renju_and_loses_in_strict_renju) {
    // Black h8 j8 g7 k7 (White far away): i9 makes two open threes (h8-i9 diagonal with g7, j8-i9 with k7).
    const std::vector<std::string> moves = {"h8", "a1", "j8", "a3", "g7", "a5", "k7", "a7"};
    const GameRecord refused = recordFromMoves("gomoku/renju/15", moves);
    auto game = refused.gameAtCursor();
    const auto marks = game->cellMarks();
    BOOST_REQUIRE(!marks.empty());
    const Move foul{marks.front().first};
    BOOST_TEST(!game->isLegal(foul));
    BOOST_TEST(game->illegalReason(foul) == marks.front().second);

    auto strict = recordFromMoves("gomoku/renju-strict/15", moves).gameAtCursor();
    BOOST_REQUIRE(strict->isLegal(foul));
    strict->play(foul);
    const Outcome o = strict->outcome();
    BOOST_TEST(o.over());
    BOOST_TEST(o.winner == Side::Second);
}

BOOST_AUTO_TEST_SUITE_END()
