// Xiangqi PGN: reading the three move styles, round trips, and bad input reported with line and column.
#include <boost/test/unit_test.hpp>

#include "record/pgn.h"

using namespace qipan;

namespace {

GameRecord sample() {
    GameRecord r = recordFromMoves("xiangqi", {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "h7i7"});
    r.setTag("Red", "Hu Ronghua");
    r.setTag("Black", "Xu \"Tiger\" Yinchuan");
    r.setTag("Result", "*");
    r.step(0).comment = "central cannon";
    return r;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(xiangqi_pgn)

BOOST_AUTO_TEST_CASE(reads_chinese_moves_without_format_tag) {
    const std::string text =
        "[Game \"Chinese Chess\"]\n[Red \"甲\"]\n[Black \"乙\"]\n[Result \"1-0\"]\n\n"
        "1. 炮二平五 马８进７ 2. 马二进三 车９平８ {a comment}\n3. 車一平二 (3. 兵七进一) 馬2進3 1-0\n";
    const GameRecord r = readPgn(text);
    BOOST_REQUIRE_EQUAL(r.size(), 6u);
    BOOST_CHECK_EQUAL(r.steps()[0].text, "h2e2");
    BOOST_CHECK_EQUAL(r.steps()[1].text, "h9g7");
    BOOST_CHECK_EQUAL(r.steps()[3].text, "i9h9");
    BOOST_CHECK_EQUAL(r.steps()[3].comment, "a comment");
    BOOST_CHECK_EQUAL(r.steps()[4].text, "i0h0");
    BOOST_CHECK_EQUAL(r.steps()[5].text, "b9c7");
    BOOST_CHECK_EQUAL(r.tag("Result"), "1-0");
    BOOST_CHECK_EQUAL(r.tag("Red"), "甲");
}

BOOST_AUTO_TEST_CASE(reads_iccs_and_wxf_with_fen) {
    const std::string iccs = "[Format \"ICCS\"]\n[FEN \"3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1\"]\n1. A4-D4 1-0\n";
    const GameRecord r = readPgn(iccs);
    BOOST_CHECK_EQUAL(r.startPosition(), "3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1");
    BOOST_REQUIRE_EQUAL(r.size(), 1u);
    BOOST_CHECK_EQUAL(r.steps()[0].text, "a4d4");
    const GameRecord w = readPgn("[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 *\n");
    BOOST_REQUIRE_EQUAL(w.size(), 3u);
    BOOST_CHECK_EQUAL(w.steps()[2].text, "h0g2");
}

BOOST_AUTO_TEST_CASE(round_trips_in_every_style) {
    const GameRecord original = sample();
    for (PgnMoveStyle style : {PgnMoveStyle::Iccs, PgnMoveStyle::Wxf, PgnMoveStyle::Chinese}) {
        const std::string text = writePgn(original, style);
        const GameRecord back = readPgn(text);
        BOOST_CHECK_MESSAGE(back == original, text);
    }
    GameRecord fromFen = recordFromMoves("xiangqi", {"d9d8"}, "3k5/9/9/9/9/R8/9/9/9/4K4 b - - 0 1");
    const GameRecord back = readPgn(writePgn(fromFen, PgnMoveStyle::Chinese));
    BOOST_CHECK_EQUAL(back.startPosition(), fromFen.startPosition());
    BOOST_CHECK_EQUAL(back.steps()[0].text, "d9d8");
}

BOOST_AUTO_TEST_CASE(bad_input_names_line_and_column) {
    try {
        readPgn("[Red \"a\"]\n\n1. h2e2 h9g7\n2. h2e2 *\n");
        BOOST_FAIL("an illegal move was accepted");
    } catch (const FormatError& e) {
        BOOST_CHECK_EQUAL(e.line(), 4);
        BOOST_CHECK_EQUAL(e.column(), 4);
        BOOST_CHECK_NE(e.message().find("h2e2"), std::string::npos);
    }
    try {
        readPgn("[Red \"unterminated]\n1. h2e2\n");
        BOOST_FAIL("a broken tag was accepted");
    } catch (const FormatError& e) {
        BOOST_CHECK_EQUAL(e.line(), 1);
    }
    BOOST_CHECK_THROW(readPgn("1. h2e2 {never closed\n"), FormatError);
    BOOST_CHECK_THROW(readPgn("1. h2e2 (h0g2\n"), FormatError);
    BOOST_CHECK_THROW(readPgn("[FEN \"4k4/9/9/9/9/9/9/9/9/4K4 w\"]\n"), FormatError);
    BOOST_CHECK_THROW(readPgn("1. 帅五进二\n"), FormatError);
}

BOOST_AUTO_TEST_SUITE_END()
