// The clipboard's text: a position or a game copied comes back equal when pasted, text from other
// programs is recognised for what it is, and bad text is refused with the reason.
#include <boost/test/unit_test.hpp>

#include "game/registry.h"
#include "record/clipboard.h"

using namespace qipan;

namespace {

GameRecord played(const std::string& id, const std::vector<std::string>& moves) {
    return recordFromMoves(id, moves);
}

// What pasting `text` with `id` on screen refuses, or "" when it is accepted.
std::string refusal(const std::string& text, const std::string& id) {
    try {
        readPastedText(text, id);
        return "";
    } catch (const FormatError& e) {
        return e.what();
    }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(clipboard)

BOOST_AUTO_TEST_CASE(a_copied_position_pastes_back_as_the_same_position) {
    const std::vector<std::pair<std::string, std::vector<std::string>>> games = {
        {"gomoku/renju/15", {"h8", "i9", "j10", "h9"}}, {"gomoku/freestyle/19", {"k10", "l11", "m12"}},
        {"othello/8", {"f5", "d6", "c3", "d3", "c4"}},  {"othello/10", {"g6", "e7"}},
        {"xiangqi", {"h2e2", "h9g7", "h0g2", "i9h9"}},
    };
    for (const auto& [id, moves] : games) {
        const auto game = played(id, moves).replay(moves.size());
        const std::string text = positionClipboardText(*game);
        const PastedText pasted = readPastedText(text, id);
        BOOST_TEST(pasted.position, text);
        BOOST_TEST(pasted.record.gameId() == id, text);
        BOOST_TEST(pasted.record.size() == 0u);
        const auto back = pasted.record.initialGame();
        BOOST_TEST((back->setup() == game->setup()), text);
        BOOST_TEST(back->positionText() == game->positionText());
    }
    // The usual start pastes as the usual start (no set-up position in the record).
    BOOST_TEST(
        readPastedText(positionClipboardText(*createGame("othello/8")), "othello/8").record.startPosition() ==
        "");
}

BOOST_AUTO_TEST_CASE(a_copied_game_pastes_back_equal) {
    for (const auto& [id, moves] : std::vector<std::pair<std::string, std::vector<std::string>>>{
             {"gomoku/renju/15", {"h8", "i9", "j10", "h9"}},
             {"othello/8", {"f5", "d6", "c3"}},
             {"xiangqi", {"h2e2", "h9g7", "h0g2"}}}) {
        const GameRecord record = played(id, moves);
        const std::string text = gameClipboardText(record);
        BOOST_TEST(text.rfind(id == "xiangqi" ? "[" : "(;", 0) == 0u, text);
        const PastedText pasted = readPastedText(text, "gomoku/freestyle/15");
        BOOST_TEST(!pasted.position);
        BOOST_TEST(pasted.record.gameId() == id);
        BOOST_TEST((pasted.record.steps() == record.steps()), text);
        BOOST_TEST(pasted.kind == (id == "xiangqi" ? "PGN game" : "SGF game"));
    }
    // A game from a set-up position keeps it.
    auto game = createGame("xiangqi");
    std::string error;
    BOOST_REQUIRE(game->setPosition("3k5/4a4/9/9/9/9/9/9/4A4/4K1R2 w", error));
    const GameRecord fromSetup = recordFromMoves("xiangqi", {"g0g9"}, game->positionText());
    const PastedText pasted = readPastedText(gameClipboardText(fromSetup), "xiangqi");
    BOOST_TEST(pasted.record.startPosition() == fromSetup.startPosition());
    BOOST_TEST((pasted.record.steps() == fromSetup.steps()));
}

BOOST_AUTO_TEST_CASE(text_from_other_programs_is_recognised) {
    // Piskvork's file text, replayed under the rule on screen (Renju) when it is legal there.
    const PastedText psq =
        readPastedText("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n9,8,0\n-1\n", "gomoku/renju/15");
    BOOST_TEST(psq.kind == "Piskvork game");
    BOOST_TEST(psq.record.gameId() == "gomoku/renju/15");
    BOOST_TEST(psq.record.size() == 3u);
    BOOST_TEST(psq.record.steps()[0].text == "h8");
    BOOST_TEST(psq.record.steps()[1].text == "i7");
    // The same moves without the header, on a 19x19 board on screen.
    const PastedText lines = readPastedText("8,8\n9,9\n", "gomoku/freestyle/19");
    BOOST_TEST(lines.record.gameId() == "gomoku/freestyle/19");
    BOOST_TEST(lines.record.size() == 2u);
    BOOST_TEST(lines.record.steps()[0].text == "h12");
    // A Gomoku list of moves and a stone list.
    const PastedText moves = readPastedText("1. h8 2. i9 3. j10", "gomoku/standard/15");
    BOOST_TEST(moves.kind == "Gomoku moves");
    BOOST_TEST(moves.record.size() == 3u);
    BOOST_TEST(readPastedText("h8i9j10", "gomoku/standard/15").record.size() == 3u);
    const PastedText stones = readPastedText("black:h8,j10 white:i9", "gomoku/renju/15");
    BOOST_TEST(stones.position);
    BOOST_TEST(stones.kind == "Gomoku stone list");
    BOOST_TEST(stones.record.initialGame()->sideToMove() == Side::Second);
    // An Othello board pasted while Gomoku is on screen is an Othello position: the board says so.
    const std::string board = "---------------------------XO------OOX-------X------------------ O";
    const PastedText othello = readPastedText(board, "gomoku/freestyle/15");
    BOOST_TEST(othello.record.gameId() == "othello/8");
    BOOST_TEST(othello.record.initialGame()->cell(4, 4) == 2);  // e5
    BOOST_TEST(othello.record.initialGame()->sideToMove() == Side::Second);
    // An Othello transcript with Othello on screen.
    const PastedText transcript = readPastedText("f5d6c3d3c4", "othello/8");
    BOOST_TEST(transcript.kind == "Othello transcript");
    BOOST_TEST(transcript.record.size() == 5u);
    // A FEN is Xiangqi's, whatever is on screen.
    const PastedText fen =
        readPastedText("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1", "othello/8");
    BOOST_TEST(fen.record.gameId() == "xiangqi");
    BOOST_TEST(fen.record.initialGame()->sideToMove() == Side::Second);
    BOOST_TEST(fen.kind == "Xiangqi FEN");
    // Xiangqi moves on screen: PGN move text without tags.
    BOOST_TEST(readPastedText("1. h2e2 h9g7 2. h0g2", "xiangqi").record.size() == 3u);
}

BOOST_AUTO_TEST_CASE(bad_text_is_refused_with_the_reason) {
    BOOST_TEST(refusal("  \n", "gomoku/freestyle/15") == "there is no text to paste");
    BOOST_TEST(refusal("Hello, how are you?", "gomoku/freestyle/15") != "");
    BOOST_TEST(refusal("h8 h8", "gomoku/freestyle/15") == "move 2 (h8) is not legal: occupied");
    BOOST_TEST(refusal("(;GM[4]FF[4]SZ[15];B[hh];W[hh])", "gomoku/freestyle/15") != "");
    BOOST_TEST(refusal("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKKBNR w", "xiangqi") ==
               "Xiangqi FEN: two red generals");
    // Positions the rules refuse come with the rule's reason in parts, for translation.
    try {
        readPastedText("black:h8,h9 white:i9 to-move:black", "gomoku/freestyle/15");
        BOOST_FAIL("a stone list the rules refuse was read");
    } catch (const SetupRefused& e) {
        BOOST_TEST(e.reason().pattern ==
                   "with Black to move there are as many black stones as white ones, not {1} and {2}");
        BOOST_TEST((e.reason().args == std::vector<std::string>{"2", "1"}));
    }
    const std::string emptyCentre = std::string(64, '-') + " X";
    BOOST_TEST(refusal(emptyCentre, "othello/8") ==
               "d4 is empty, but the four centre squares are never empty in Othello");
}

BOOST_AUTO_TEST_SUITE_END()
