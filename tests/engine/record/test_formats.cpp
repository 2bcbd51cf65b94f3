// Every record format: what each writer writes is read back equal (empty games, finished games, games
// cut short), empty files are refused, and inputs nested far deeper than any game are read without
// recursion (a clear answer or a clear error, never a stack overflow).
#include <boost/test/unit_test.hpp>

#include <random>

#include "record/formats.h"
#include "record/pgn.h"
#include "record/sgf.h"

using namespace qipan;

namespace {

bool has(const FormatError& e, const std::string& text) {
    return std::string(e.what()).find(text) != std::string::npos;
}

// A game of `plies` random legal moves (fewer when it ends first), the same for the same seed.
GameRecord randomGame(const std::string& id, std::size_t plies, std::uint32_t seed) {
    GameRecord record(id);
    auto game = record.initialGame();
    std::mt19937 rng(seed);
    while (record.size() < plies && !game->outcome().over()) {
        const auto legal = game->legalMoves();
        const Move m = legal[rng() % legal.size()];
        record.append(Step{m, game->moveToText(m), -1, std::nullopt, {}});
        game->play(m);
    }
    return record;
}

std::vector<Move> movesOf(const GameRecord& r) {
    std::vector<Move> moves;
    for (const Step& s : r.steps()) moves.push_back(s.move);
    return moves;
}

const char* idFor(GameFamily family) {
    switch (family) {
        case GameFamily::Gomoku:
            return "gomoku/freestyle/15";
        case GameFamily::Othello:
            return "othello/8";
        case GameFamily::Xiangqi:
            return "xiangqi";
    }
    return "";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(record_formats)

BOOST_AUTO_TEST_CASE(every_writer_is_read_back) {
    for (const RecordFormat& format : recordFormats()) {
        for (const GameFamily family : format.families) {
            for (const std::size_t plies :
                 {std::size_t{0}, std::size_t{1}, std::size_t{17}, std::size_t{400}}) {
                for (std::uint32_t seed = 1; seed <= 5; ++seed) {
                    GameRecord record = randomGame(idFor(family), plies, seed);
                    // Tags a user may have typed, the "draw" among them.
                    record.setTag("Result", seed % 2 ? "draw" : "1-0");
                    const std::string text = format.write(record);
                    try {
                        const GameRecord back = format.read(text);
                        BOOST_CHECK_MESSAGE(movesOf(back) == movesOf(record),
                                            format.extension << ' ' << idFor(family) << ' ' << plies
                                                             << " plies, seed " << seed << ":\n"
                                                             << text);
                        BOOST_CHECK_EQUAL(back.gameId(), record.gameId());
                    } catch (const FormatError& e) {
                        BOOST_ERROR(format.extension << ' ' << idFor(family) << " seed " << seed
                                                     << ": its own output is refused: " << e.what() << "\n"
                                                     << text);
                    }
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(pgn_movetext_ends_with_a_legal_terminator) {
    GameRecord record = recordFromMoves("xiangqi", {"h2e2", "h9g7"});
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"draw", "1/2-1/2"}, {"1/2-1/2", "1/2-1/2"}, {"1-0", "1-0"},         {"0-1", "0-1"},
        {"", "*"},           {"Red resigned", "*"},  {"1-0 on time", "1-0"}, {"*", "*"}};
    for (const auto& [tag, expected] : cases) {
        record.setTag("Result", tag);
        const std::string text = writePgn(record);
        BOOST_CHECK_MESSAGE(text.find("[Result \"" + expected + "\"]") != std::string::npos, text);
        const std::string lastLine = text.substr(text.rfind('\n', text.size() - 2) + 1);
        BOOST_CHECK_EQUAL(lastLine, "1. H2-E2 H9-G7 " + expected + "\n");
        const GameRecord back = readPgn(text);
        BOOST_CHECK_EQUAL(back.size(), 2u);
        BOOST_CHECK_EQUAL(back.tag("Result"), expected == "*" ? std::string("*") : expected);
    }
}

BOOST_AUTO_TEST_CASE(empty_files_are_refused) {
    for (const RecordFormat& format : recordFormats())
        for (const std::string text : {"", "  \n\r\n\t"})
            BOOST_CHECK_EXCEPTION(format.read(text), FormatError,
                                  [&](const FormatError& e) { return has(e, "the file is empty"); });
}

BOOST_AUTO_TEST_CASE(sgf_nested_far_deeper_than_any_game) {
    for (const int depth : {30000, 100000}) {
        // The file: every level is the main line, so it reads as 30,000 White moves in a row.
        std::string mainLine = "(;GM[4]SZ[15]";
        for (int i = 0; i < depth; ++i) mainLine += "(;W[ii]";
        mainLine += std::string(static_cast<std::size_t>(depth) + 1, ')');
        BOOST_CHECK_EXCEPTION(readSgf(mainLine), FormatError,
                              [](const FormatError& e) { return has(e, "turn"); });
        // The same depth in a side variation is skipped: the main line h8 i7 is read.
        std::string side = "(;GM[4]SZ[15];B[hh](;W[ii])(;W[aa]";
        for (int i = 0; i < depth; ++i) side += i % 2 ? "(;W[ab]" : "(;B[ba]";
        side += std::string(static_cast<std::size_t>(depth) + 2, ')');
        const GameRecord r = readSgf(side);
        BOOST_CHECK_EQUAL(r.size(), 2u);
        BOOST_CHECK_EQUAL(r.steps()[1].text, "i7");
        // Left open: the missing ')' is reported.
        BOOST_CHECK_EXCEPTION(readSgf(side.substr(0, side.size() - 5)), FormatError,
                              [](const FormatError& e) { return has(e, "missing ')'"); });
    }
}

BOOST_AUTO_TEST_CASE(pgn_variations_nested_far_deeper_than_any_game) {
    for (const int depth : {30000, 100000}) {
        std::string text = "1. h2e2 ";
        for (int i = 0; i < depth; ++i) text += "(1. h0g2 ";
        text += std::string(static_cast<std::size_t>(depth), ')') + " h9g7 *\n";
        const GameRecord r = readPgn(text);
        BOOST_CHECK_EQUAL(r.size(), 2u);
        BOOST_CHECK_EXCEPTION(readPgn(text.substr(0, text.find(')'))), FormatError,
                              [](const FormatError& e) { return has(e, "unclosed variation"); });
    }
}

BOOST_AUTO_TEST_SUITE_END()
