// Time controls and clock readings in game files: a timed game written as SGF or PGN reads back with the
// same clocks and move times for every kind of control (none, a time per move, game time + increment,
// byo-yomi, sides with different clocks); the forms other programs write (KGS/OGS OT texts, BL/WL/OB,
// PGN TimeControl and [%clk]) are read; a time tag or reading that cannot be used is left out with a note,
// never an error, and the game opens without clocks.
#include <boost/test/unit_test.hpp>

#include "record/clock_tags.h"
#include "record/pgn.h"
#include "record/sgf.h"
#include "support/time_control_text.h"

using namespace qipan;

namespace {

TimeControl control(const std::string& text) {
    return testing::timeControl(text);
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// A game with both clocks set and the times its moves took.
GameRecord timedGame(const std::string& id, const std::vector<std::string>& moves, const std::string& first,
                     const std::string& second, const std::vector<std::int64_t>& times) {
    GameRecord record = recordFromMoves(id, moves);
    record.setTimeControl(Side::First, control(first));
    record.setTimeControl(Side::Second, control(second));
    for (std::size_t i = 0; i < times.size() && i < record.size(); ++i) record.step(i).timeMs = times[i];
    return record;
}

const std::vector<std::string> kGomoku = {"h8", "a1", "i8", "a2", "j8", "a3"};
const std::vector<std::string> kXiangqi = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
const std::vector<std::int64_t> kTimes = {4200, 31000, 1500, 65250, 0, 12000};

}  // namespace

BOOST_AUTO_TEST_SUITE(clock_tags)

BOOST_AUTO_TEST_CASE(sgf_keeps_every_kind_of_control_and_the_move_times) {
    struct Case {
        std::string first, second, tm, ot;
    };
    const Case cases[] = {
        {"move 30", "move 30", "TM[0]", "OT[30 simple]"},
        {"game 300+5", "game 300+5", "TM[300]", "OT[5 fischer]"},
        {"game 90", "game 90", "TM[90]", ""},
        {"byoyomi 600 30x5", "byoyomi 600 30x5", "TM[600]", "OT[5x30 byo-yomi]"},
        {"byoyomi 0 20x3", "byoyomi 0 20x3", "TM[0]", "OT[3x20 byo-yomi]"},
        {"game 60+2.5", "byoyomi 0 30x3", "QC[game 60+2.5][byoyomi 0 30x3]", ""},
        {"none", "move 10", "QC[none][move 10]", ""},
    };
    for (const Case& c : cases) {
        BOOST_TEST_CONTEXT(c.first << " / " << c.second) {
            const GameRecord record = timedGame("gomoku/freestyle/15", kGomoku, c.first, c.second, kTimes);
            const std::string text = writeSgf(record);
            BOOST_TEST(has(text, c.tm), text);
            if (!c.ot.empty()) BOOST_TEST(has(text, c.ot), text);
            const GameRecord back = readSgf(text);
            BOOST_TEST((back == record));
            BOOST_TEST((back.timeControl(Side::First) == control(c.first)));
            BOOST_TEST((back.timeControl(Side::Second) == control(c.second)));
            BOOST_TEST(back.readNotes().empty());
        }
    }
    // The clocks after each move for other programs: 300 - 4.2 + 5 = 300.8 s; White 300 - 31 + 5 = 274.
    const std::string fischer =
        writeSgf(timedGame("gomoku/freestyle/15", kGomoku, "game 300+5", "game 300+5", kTimes));
    BOOST_TEST(has(fischer, ";B[hh]QT[4200]BL[300.8]"), fischer);
    BOOST_TEST(has(fischer, "QT[31000]WL[274]"), fischer);
    // Byo-yomi, 5 periods of 30 s: White's 31 s use up one period, its 65.25 s two more; two are left.
    const std::string byoyomi =
        writeSgf(timedGame("gomoku/freestyle/15", kGomoku, "byoyomi 0 30x5", "byoyomi 0 30x5", kTimes));
    BOOST_TEST(has(byoyomi, "QT[31000]WL[30]OW[4]"), byoyomi);
    BOOST_TEST(has(byoyomi, "QT[65250]WL[30]OW[2]"), byoyomi);
}

BOOST_AUTO_TEST_CASE(an_untimed_game_has_no_time_tags) {
    GameRecord record = recordFromMoves("othello/8", {"f5", "d6", "c3"});
    record.step(0).timeMs = 800;
    const std::string sgf = writeSgf(record);
    BOOST_TEST(!has(sgf, "TM["));
    BOOST_TEST(!has(sgf, "BL["));
    BOOST_TEST(!readSgf(sgf).timed());
    const std::string pgn = writePgn(recordFromMoves("xiangqi", kXiangqi));
    BOOST_TEST(!has(pgn, "TimeControl"));
    BOOST_TEST(!has(pgn, "%clk"));
    const GameRecord back = readPgn(pgn);
    BOOST_TEST(!back.timed());
    BOOST_TEST(back.readNotes().empty());
}

BOOST_AUTO_TEST_CASE(pgn_keeps_every_kind_of_control_and_the_move_times) {
    struct Case {
        std::string first, second, tag;
    };
    const Case cases[] = {
        {"game 300+5", "game 300+5", "[TimeControl \"300+5\"]"},
        {"game 900", "game 900", "[TimeControl \"900\"]"},
        {"move 30", "move 30", "[QipanTimeControl \"move 30\"]"},
        {"byoyomi 600 30x5", "byoyomi 600 30x5", "[QipanTimeControl \"byoyomi 600 30x5\"]"},
        {"game 300+5", "game 600+5", "[QipanTimeControl \"game 300+5; game 600+5\"]"},
    };
    for (const Case& c : cases) {
        BOOST_TEST_CONTEXT(c.first << " / " << c.second) {
            GameRecord record = timedGame("xiangqi", kXiangqi, c.first, c.second, kTimes);
            record.setTag("Result", "*");  // as PGN reads back a game without one
            record.step(2).comment = "a comment stays {as} it was";
            record.step(3).comment = "and another";
            const std::string text = writePgn(record);
            BOOST_TEST(has(text, c.tag), text);
            BOOST_TEST(has(text, "[%emt 0:00:04.2]"), text);
            const GameRecord back = readPgn(text);
            BOOST_TEST((back == record));
            BOOST_TEST(back.readNotes().empty());
        }
    }
    // The clock after the move: Red 300 - 4.2 + 5 = 300.8 s.
    const std::string text = writePgn(timedGame("xiangqi", kXiangqi, "game 300+5", "game 300+5", kTimes));
    BOOST_TEST(has(text, "{[%clk 0:05:00.8] [%emt 0:00:04.2]}"), text);
}

BOOST_AUTO_TEST_CASE(other_programs_time_texts_are_read) {
    struct Case {
        std::string tm, ot, control;
    };
    const Case cases[] = {
        {"600", "5x30 byo-yomi", "byoyomi 600 30x5"},  // KGS, OGS
        {"600", "3x30 byoyomi", "byoyomi 600 30x3"},
        {"300", "+10 fischer", "game 300+10"},
        {"300", "fischer 10", "game 300+10"},
        {"300.0", "10 Fischer", "game 300+10"},
        {"0", "30 simple", "move 30"},  // OGS's fixed time per move
        {"1200", "", "game 1200"},      // sudden death
    };
    for (const Case& c : cases) {
        BOOST_TEST_CONTEXT(c.tm << " " << c.ot) {
            std::string problem;
            const auto read = timeControlFromSgf(c.tm, c.ot, problem);
            BOOST_REQUIRE_MESSAGE(read.has_value(), problem);
            BOOST_TEST((*read == control(c.control)));
        }
    }
    // A KGS-style file with the clocks after each move (no QT): the move times come from them.
    const GameRecord kgs = readSgf(
        "(;GM[4]FF[4]SZ[15]TM[60]OT[3x10 "
        "byo-yomi];B[hh]BL[52.5];W[ii]WL[60];B[hi]BL[10]OB[3];W[ij]WL[10]OW[2])");
    BOOST_TEST(kgs.timeControl(Side::First).text() == "byoyomi 60 10x3");
    BOOST_TEST(kgs.steps()[0].timeMs == 7500);
    BOOST_TEST(kgs.steps()[1].timeMs == 0);
    BOOST_TEST(kgs.steps()[2].timeMs == 52500);  // the rest of the main time; the period renewed
    BOOST_TEST(kgs.steps()[3].timeMs == 70000);  // all the main time and one period
    // Lichess-style PGN: TimeControl "180+2" and [%clk] after each move.
    const GameRecord lichess = readPgn(
        "[TimeControl \"180+2\"]\n\n1. H2-E2 {[%clk 0:02:59]} H9-G7 {[%clk 0:03:02]} "
        "2. H0-G2 { [%clk 0:02:41] good move } 1-0\n");
    BOOST_TEST(lichess.timeControl(Side::Second).text() == "game 180+2");
    BOOST_TEST(lichess.steps()[0].timeMs == 3000);
    BOOST_TEST(lichess.steps()[1].timeMs == 0);
    BOOST_TEST(lichess.steps()[2].timeMs == 20000);
    BOOST_TEST(lichess.steps()[2].comment == "good move");
    BOOST_TEST(lichess.steps()[0].comment.empty());
    BOOST_TEST(lichess.tag("TimeControl").empty());  // it is the record's clocks now
}

BOOST_AUTO_TEST_CASE(malformed_time_tags_are_left_out_with_a_note) {
    // SGF: the game opens untimed, the tags are kept and written back as they were, a note says why.
    for (const std::string& root :
         {std::string("TM[five minutes]"), std::string("TM[600]OT[25/600 Canadian]"),
          std::string("TM[300]OT[fischer]"), std::string("TM[0]"), std::string("TM[60]OT[0x30 byo-yomi]")}) {
        BOOST_TEST_CONTEXT(root) {
            const GameRecord read = readSgf("(;GM[4]SZ[15]" + root + ";B[hh]BL[abc];W[ii])");
            BOOST_TEST(!read.timed());
            BOOST_TEST(read.size() == 2u);
            BOOST_REQUIRE(read.readNotes().size() == 2u);
            BOOST_TEST(has(read.readNotes()[0], "TM["), read.readNotes()[0]);
            BOOST_TEST(has(read.readNotes()[1], "BL"), read.readNotes()[1]);
            BOOST_TEST(has(writeSgf(read), root), writeSgf(read));
        }
    }
    BOOST_TEST(has(readSgf("(;GM[4]SZ[15]TM[600]OT[25/600 Canadian];B[hh])").readNotes()[0], "Canadian"));
    BOOST_TEST(has(readSgf("(;GM[4]SZ[15]QC[game ten];B[hh])").readNotes()[0], "QC"));
    // PGN: periods of moves, a sandclock, nonsense; a [%clk] that is not a time.
    for (const std::string& value :
         {std::string("40/5400:900"), std::string("*180"), std::string("fast"), std::string("300+x")}) {
        BOOST_TEST_CONTEXT(value) {
            const GameRecord read =
                readPgn("[TimeControl \"" + value + "\"]\n\n1. H2-E2 {[%clk soon] check} H9-G7 *\n");
            BOOST_TEST(!read.timed());
            BOOST_TEST(read.size() == 2u);
            BOOST_TEST(read.steps()[0].comment == "check");
            BOOST_REQUIRE(read.readNotes().size() == 2u);
            BOOST_TEST(has(read.readNotes()[0], value), read.readNotes()[0]);
            BOOST_TEST(has(writePgn(read), "[TimeControl \"" + value + "\"]"));
        }
    }
    // "-" is PGN's "no clock", "?" an unknown one: untimed without a note.
    BOOST_TEST(readPgn("[TimeControl \"-\"]\n\n1. H2-E2 *\n").readNotes().empty());
    BOOST_TEST(readPgn("[TimeControl \"?\"]\n\n1. H2-E2 *\n").readNotes().empty());
}

BOOST_AUTO_TEST_CASE(clock_readings_read_back) {
    BOOST_TEST(clockReading(299000) == "0:04:59");
    BOOST_TEST(clockReading(3723500) == "1:02:03.5");
    BOOST_TEST(clockReading(0) == "0:00:00");
    BOOST_TEST(parseClockReading("0:04:59").value_or(-1) == 299000);
    BOOST_TEST(parseClockReading("1:02:03.5").value_or(-1) == 3723500);
    BOOST_TEST(parseClockReading("4:59").value_or(-1) == 299000);
    BOOST_TEST(parseClockReading("295.3").value_or(-1) == 295300);
    BOOST_TEST(parseClockReading("0").value_or(-1) == 0);
    for (const char* bad : {"", "abc", "1:60:00", "-3", "0:4:5x", "1::2", ":30", "1:2:3:4"})
        BOOST_TEST(!parseClockReading(bad).has_value(), bad);
}

BOOST_AUTO_TEST_SUITE_END()
