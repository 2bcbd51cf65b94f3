// Position setup (the position editor's engine side): each game's rules accept or refuse a set-up
// position through Game::applySetup and say why, and SGF (AB/AW/PL) and PGN (FEN) keep the position.
#include <boost/test/unit_test.hpp>

#include "game/registry.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "record/transcript.h"

using namespace qipan;

namespace {

// A setup of `id` with pieces at named points ("h8" in the game's notation) and the side to move.
Setup setupOf(const std::string& id, const std::vector<std::pair<std::string, int>>& pieces, Side toMove) {
    auto game = createGame(id);
    Setup setup;
    setup.cells.assign(static_cast<std::size_t>(game->width() * game->height()), 0);
    for (const auto& [point, code] : pieces) {
        const auto move = game->parseMove(point);
        BOOST_REQUIRE_MESSAGE(move, point);
        setup.cells[static_cast<std::size_t>(game->squares(*move).to)] = code;
    }
    setup.toMove = toMove;
    return setup;
}

// Xiangqi cells from a FEN's board part, through the game itself.
Setup xiangqiSetup(const std::string& fen) {
    auto game = createGame("xiangqi");
    std::string error;
    BOOST_REQUIRE_MESSAGE(game->setPosition(fen, error), error);
    return game->setup();
}

std::string problemOf(const std::string& id, const Setup& setup) {
    auto game = createGame(id);
    const std::string before = game->positionText();
    const auto problem = game->applySetup(setup);
    if (problem) BOOST_TEST(game->positionText() == before);  // refused: the game is unchanged
    return problem ? problem->text() : std::string();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(position_setup)

BOOST_AUTO_TEST_CASE(gomoku_stones_alternate_from_black) {
    const std::string id = "gomoku/freestyle/15";
    BOOST_TEST(problemOf(id, setupOf(id, {}, Side::First)) == "");
    BOOST_TEST(problemOf(id, setupOf(id, {{"h8", 1}}, Side::Second)) == "");
    BOOST_TEST(problemOf(id, setupOf(id, {{"h8", 1}}, Side::First)) ==
               "with Black to move there are as many black stones as white ones, not 1 and 0");
    BOOST_TEST(problemOf(id, setupOf(id, {{"h8", 1}, {"h9", 2}, {"h10", 2}}, Side::Second)) ==
               "with White to move there is one black stone more than white ones, not 1 and 2");
    auto game = createGame(id);
    BOOST_REQUIRE(!game->applySetup(setupOf(id, {{"h8", 1}, {"j10", 1}, {"i9", 2}}, Side::Second)));
    BOOST_TEST(game->sideToMove() == Side::Second);
    BOOST_TEST(game->ply() == 0);
    BOOST_TEST(game->cell(7, 7) == 1);  // h8
    BOOST_TEST(game->positionText() == "black:h8,j10 white:i9 to-move:white");
}

BOOST_AUTO_TEST_CASE(gomoku_refuses_a_finished_line_and_a_renju_overline) {
    std::vector<std::pair<std::string, int>> five = {{"a1", 2}, {"a2", 2}, {"a3", 2}, {"a4", 2}};
    for (const char* p : {"d8", "e8", "f8", "g8", "h8"}) five.emplace_back(p, 1);
    BOOST_TEST(problemOf("gomoku/freestyle/15", setupOf("gomoku/freestyle/15", five, Side::Second)) ==
               "the game would be over already: five in a row");
    // Six black stones: a win in freestyle, nothing in standard (exactly five), forbidden in Renju.
    std::vector<std::pair<std::string, int>> six = {{"a1", 2}, {"c1", 2}, {"e1", 2}, {"g1", 2}, {"i1", 2}};
    for (const char* p : {"c8", "d8", "e8", "f8", "g8", "h8"}) six.emplace_back(p, 1);
    BOOST_TEST(problemOf("gomoku/freestyle/15", setupOf("gomoku/freestyle/15", six, Side::Second)) ==
               "the game would be over already: five in a row");
    BOOST_TEST(problemOf("gomoku/standard/15", setupOf("gomoku/standard/15", six, Side::Second)) == "");
    BOOST_TEST(problemOf("gomoku/renju/15", setupOf("gomoku/renju/15", six, Side::Second)) ==
               "Black has an overline from c8, which Renju forbids");
}

BOOST_AUTO_TEST_CASE(othello_keeps_its_centre_and_needs_a_move) {
    const std::string id = "othello/8";
    BOOST_TEST(problemOf(id, createGame(id)->setup()) == "");
    BOOST_TEST(problemOf(id, setupOf(id, {{"d4", 2}, {"e4", 1}, {"d5", 1}}, Side::First)) ==
               "e5 is empty, but the four centre squares are never empty in Othello");
    Setup full = createGame(id)->setup();
    std::fill(full.cells.begin(), full.cells.end(), 1);
    BOOST_TEST(problemOf(id, full) == "neither side has a move: the game would be over already");
    // Black to move has no move, White has: accepted, and Black's only move is the pass.
    Setup pass = setupOf(id, {{"d4", 2}, {"e4", 2}, {"d5", 2}, {"e5", 2}, {"c3", 1}, {"f6", 1}}, Side::First);
    auto game = createGame(id);
    BOOST_REQUIRE(!game->applySetup(pass));
    BOOST_TEST(game->legalMoves().size() == 1u);
    BOOST_TEST(game->squares(game->legalMoves().front()).to == -1);
}

BOOST_AUTO_TEST_CASE(xiangqi_pieces_stand_where_they_can) {
    BOOST_TEST(problemOf("xiangqi", createGame("xiangqi")->setup()) == "");
    BOOST_TEST(problemOf("xiangqi", xiangqiSetup("4k4/9/9/9/9/9/9/9/9/3K1R3 w")) == "");
    // Two bare generals: a draw already.
    BOOST_TEST(problemOf("xiangqi", xiangqiSetup("4k4/9/9/9/9/9/9/9/9/3K5 w")) ==
               "the game would be over already: insufficient material");
    // The red advisor moved from d0 to e0, the centre of the palace's back rank: not an advisor point.
    Setup advisor = xiangqiSetup("5k3/9/9/9/9/9/9/9/9/3AK1R2 w");
    std::swap(advisor.cells[9 * 9 + 3], advisor.cells[9 * 9 + 4]);  // general on d0, advisor on e0
    BOOST_TEST(problemOf("xiangqi", advisor) == "red advisor on e0 is not on an advisor point of its palace");
    Setup noGeneral = xiangqiSetup("4k4/9/9/9/9/9/9/9/9/3K1R3 w");
    noGeneral.cells[4] = 0;
    BOOST_TEST(problemOf("xiangqi", noGeneral) == "missing black general");
    Setup facing = xiangqiSetup("4k4/9/9/9/9/9/9/9/9/3K1R3 w");
    std::swap(facing.cells[9 * 9 + 3], facing.cells[9 * 9 + 4]);
    BOOST_TEST(problemOf("xiangqi", facing) == "the generals face each other on an open file");
    // Black is checkmated by two chariots: no game to play; with Red to move, Black is in check.
    Setup mated = xiangqiSetup("R3k4/R8/9/9/9/9/9/9/9/3K5 b");
    BOOST_TEST(problemOf("xiangqi", mated) == "the game would be over already: checkmate");
    mated.toMove = Side::First;
    BOOST_TEST(problemOf("xiangqi", mated) == "the side not to move (black) is in check");
}

BOOST_AUTO_TEST_CASE(a_problem_comes_in_parts_for_translation) {
    auto game = createGame("xiangqi");
    Setup advisor = xiangqiSetup("5k3/9/9/9/9/9/9/9/9/3AK1R2 w");
    std::swap(advisor.cells[9 * 9 + 3], advisor.cells[9 * 9 + 4]);
    const auto problem = game->applySetup(advisor);
    BOOST_REQUIRE(problem);
    BOOST_TEST(problem->pattern == "{1} on {2} is not on an advisor point of its palace");
    BOOST_TEST((problem->args == std::vector<std::string>{"red advisor", "e0"}));
    BOOST_TEST(game->pieceName(12) == "black horse");
    BOOST_TEST(createGame("othello/8")->pieceName(2) == "white disc");
}

BOOST_AUTO_TEST_CASE(sgf_keeps_a_set_up_position) {
    for (const std::string id : {"gomoku/renju/15", "othello/8"}) {
        auto game = createGame(id);
        const Setup setup =
            id == "othello/8"
                ? setupOf(id, {{"d4", 1}, {"e4", 1}, {"d5", 1}, {"e5", 2}, {"c3", 2}}, Side::Second)
                : setupOf(id, {{"h8", 1}, {"j10", 1}, {"i9", 2}}, Side::Second);
        BOOST_REQUIRE(!game->applySetup(setup));
        GameRecord record(id, game->positionText());
        const Move first = game->legalMoves().front();
        record.append(Step{first, game->moveToText(first), -1, std::nullopt, {}});
        record.setTag("Black", "Setter");
        const std::string text = writeSgf(record);
        BOOST_TEST(text.find("AB[") != std::string::npos);
        BOOST_TEST(text.find("AW[") != std::string::npos);
        BOOST_TEST(text.find("PL[W]") != std::string::npos);
        BOOST_TEST(text.find("QP[") == std::string::npos);
        const GameRecord back = readSgf(text);
        BOOST_TEST((back == record), text);
        BOOST_TEST((back.initialGame()->setup() == setup));
    }
}

BOOST_AUTO_TEST_CASE(sgf_setups_from_elsewhere) {
    // Othello files often list the four starting discs: that is the usual start.
    const GameRecord usual = readSgf("(;GM[2]FF[4]SZ[8]AB[ed][de]AW[dd][ee]PL[B];B[fe])");
    BOOST_TEST(usual.startPosition() == "");
    BOOST_TEST(usual.size() == 1u);
    // A rectangle of points (aa:cc) and no PL: Gomoku's side to move from the counts.
    const GameRecord block = readSgf("(;GM[4]FF[4]SZ[15]AB[aa:ba]AW[cc];W[hh])");
    BOOST_TEST(block.initialGame()->cell(0, 0) == 1);
    BOOST_TEST(block.initialGame()->cell(1, 0) == 1);
    BOOST_TEST(block.initialGame()->cell(2, 2) == 2);
    BOOST_TEST(block.steps().front().text == "h8");
    // Positions the rules refuse are refused with the rule's reason and the place.
    try {
        readSgf("(;GM[4]FF[4]SZ[15]\nAB[aa][bb][cc]AW[dd])");
        BOOST_FAIL("an impossible setup was read");
    } catch (const FormatError& e) {
        BOOST_TEST(
            std::string(e.what()).find(
                "cannot be played: with White to move there is one black stone more") != std::string::npos,
            e.what());
        BOOST_TEST(e.line() == 2);
    }
    BOOST_CHECK_THROW(readSgf("(;GM[4]FF[4]SZ[15];B[hh]AB[aa])"), FormatError);
    BOOST_CHECK_THROW(readSgf("(;GM[4]FF[4]SZ[15]AB[hh]AW[hh])"), FormatError);
    BOOST_CHECK_THROW(readSgf("(;GM[4]FF[4]SZ[15]AB[zz])"), FormatError);
    BOOST_CHECK_THROW(readSgf("(;GM[2]FF[4]SZ[8]AB[aa]AW[bb])"), FormatError);  // the centre is empty
}

BOOST_AUTO_TEST_CASE(pgn_keeps_a_set_up_position_and_the_other_formats_refuse_one) {
    auto xiangqi = createGame("xiangqi");
    BOOST_REQUIRE(!xiangqi->applySetup(xiangqiSetup("3k5/4a4/9/9/9/9/9/9/4A4/4K1R2 w")));
    GameRecord record("xiangqi", xiangqi->positionText());
    const Move m = *xiangqi->parseMove("g0g9");
    record.append(Step{m, xiangqi->moveToText(m), -1, std::nullopt, {}});
    const std::string text = writePgn(record);
    BOOST_TEST(text.find("[FEN \"3k5/4a4/9/9/9/9/9/9/4A4/4K1R2 w") != std::string::npos, text);
    const GameRecord back = readPgn(text);
    BOOST_TEST(back.startPosition() == record.startPosition());
    BOOST_TEST((back.steps() == record.steps()));

    auto gomoku = createGame("gomoku/freestyle/15");
    BOOST_REQUIRE(!gomoku->applySetup(setupOf("gomoku/freestyle/15", {{"h8", 1}}, Side::Second)));
    BOOST_CHECK_THROW(writePsq(GameRecord("gomoku/freestyle/15", gomoku->positionText())), FormatError);
    auto othello = createGame("othello/8");
    BOOST_REQUIRE(!othello->applySetup(
        setupOf("othello/8", {{"d4", 1}, {"e4", 1}, {"d5", 1}, {"e5", 2}}, Side::Second)));
    BOOST_CHECK_THROW(writeTranscript(GameRecord("othello/8", othello->positionText())), FormatError);
}

BOOST_AUTO_TEST_SUITE_END()
