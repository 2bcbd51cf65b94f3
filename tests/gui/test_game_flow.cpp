// Game flow in the real window: resign, offer a draw to the computer (which weighs it by its search),
// claim a Xiangqi repetition draw, rematch with the colours swapped. Each end is announced once, written
// into the record (SGF RE, PGN Result/Termination), kept in a saved file and taken back by Undo.
#include <boost/test/unit_test.hpp>

#include <wx/statusbr.h>

#include "game/game_end.h"
#include "gui/gui_support.h"
#include "record/formats.h"
#include "record/result_tags.h"

namespace fs = std::filesystem;
using namespace qipan;
using namespace qipan::app;
using namespace qipan::gui_test;

namespace {

// A Xiangqi game from `fen` (Red to move), the person playing Red and the computer (level 1) Black.
void xiangqiAgainstComputer(const std::string& fen) {
    pump(0.3);  // what the suite's last case still had queued (a notice) arrives first
    document()->setComputer(Side::First, false);
    document()->setComputer(Side::Second, false);
    GameRecord record("xiangqi", fen);
    document()->restore(record, 0);
    document()->setPlayer(Side::Second, ui::PlayerSetup{true, 1});
    document()->Modify(false);
    BOOST_REQUIRE(!document()->thinking());
}

wxString statusText() {
    return frame()->GetStatusBar()->GetStatusText(0);
}

// The Game Over notices shown since the last clear.
std::size_t notices() {
    std::size_t n = 0;
    for (const wxString& m : messages()) n += m.StartsWith("Game Over: ");
    return n;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(game_flow, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(resigning_ends_the_game_once_it_is_saved_so_and_undo_takes_it_back) {
    newGameAgainstComputer("gomoku/freestyle/15", GameFamily::Gomoku);
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 2 && !document()->thinking(); }, 10));
    BOOST_TEST(document()->canResign());
    messages().clear();

    menu(ID_RESIGN);
    BOOST_TEST((document()->outcome() == resignation(Side::First)));
    BOOST_TEST(document()->record().tag("Result") == "W+R");
    BOOST_TEST(document()->record().tag("Termination") == "resignation");
    BOOST_REQUIRE(waitFor([] { return notices() == 1; }, 5));
    BOOST_TEST(messages().back() == "Game Over: White wins: resignation.");
    BOOST_TEST(statusText() == "White wins: resignation.");
    BOOST_TEST(!document()->canResign());
    BOOST_TEST(!document()->canOfferDraw());
    // The board takes no more moves, and the result is not announced again.
    const std::size_t size = document()->record().size();
    clickEmptyPoint({"a1", "o15", "a15"});
    pump(0.3);
    BOOST_TEST(document()->record().size() == size);
    BOOST_TEST(notices() == 1u);

    // Saved and opened again: still over, the computer does not move on.
    const fs::path saved = testFile("resigned.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(saved.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr; }, 5));
    BOOST_TEST((document()->outcome() == resignation(Side::First)));
    pump(0.3);
    BOOST_TEST(!document()->thinking());
    BOOST_TEST(document()->record().size() == size);
    fs::remove(saved);
}

BOOST_AUTO_TEST_CASE(undo_takes_a_resignation_back) {
    newGameAgainstComputer("othello/8", GameFamily::Othello);
    clickPoint("f5");
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 2 && !document()->thinking(); }, 10));
    menu(ID_RESIGN);
    BOOST_TEST(document()->outcome().over());
    BOOST_TEST(document()->record().tag("Result") == "W+R");
    menu(wxID_UNDO);
    BOOST_TEST(!document()->outcome().over());
    BOOST_TEST(document()->record().tag("Result").empty());
    BOOST_TEST(document()->record().tag("Termination").empty());
    BOOST_TEST(document()->record().cursor() == 2u);  // the moves stay; only the resignation went
    BOOST_TEST(document()->canResign());
    menu(wxID_REDO);
    BOOST_TEST((document()->outcome() == resignation(Side::First)));
}

BOOST_AUTO_TEST_CASE(the_computer_declines_a_draw_when_it_stands_better) {
    // Black (the computer) has both chariots, Red only the general.
    xiangqiAgainstComputer("r3k3r/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    messages().clear();
    menu(ID_OFFER_DRAW);
    BOOST_REQUIRE(waitFor([] { return statusText().Contains("declines the draw"); }, 10));
    BOOST_TEST(statusText().StartsWith("Black (computer) declines the draw: it stands better (+"),
               statusText());
    BOOST_TEST(!document()->outcome().over());
    BOOST_TEST(document()->record().tag("Result").empty());
    BOOST_TEST(notices() == 0u);
    BOOST_TEST(!document()->thinking());  // it does not move: it is Red's turn
}

BOOST_AUTO_TEST_CASE(the_computer_accepts_a_draw_when_it_stands_worse) {
    // Red (the person) has both chariots, Black only the general.
    xiangqiAgainstComputer("4k4/9/9/9/9/9/9/9/R7R/3K5 w - - 0 1");
    messages().clear();
    menu(ID_OFFER_DRAW);
    BOOST_REQUIRE(waitFor([] { return document()->outcome().over(); }, 10));
    BOOST_TEST((document()->outcome() == agreedDraw()));
    BOOST_TEST(document()->record().tag("Result") == "1/2-1/2");
    BOOST_TEST(document()->record().tag("Termination") == "draw agreed");
    BOOST_REQUIRE(waitFor([] { return notices() == 1; }, 5));
    BOOST_TEST(messages().back() == "Game Over: Draw: draw agreed.");
}

BOOST_AUTO_TEST_CASE(a_repetition_is_claimed_as_a_draw_in_xiangqi) {
    newGameBetweenPeople("xiangqi");
    const auto move = [](const std::string& from, const std::string& to, std::size_t after) {
        clickXiangqi(from);
        clickXiangqi(to);
        BOOST_REQUIRE(waitFor([after] { return document()->record().cursor() == after; }, 5));
    };
    move("h0", "g2", 1);
    move("h9", "g7", 2);
    move("g2", "h0", 3);
    menu(ID_CLAIM_DRAW);  // too early: the position has not come back
    BOOST_TEST(!document()->outcome().over());
    BOOST_TEST(statusText().StartsWith("No draw to claim: a draw by repetition can be claimed only when"),
               statusText());
    move("g7", "h9", 4);  // the start again
    messages().clear();
    menu(ID_CLAIM_DRAW);
    BOOST_TEST((document()->outcome().kind == Outcome::Kind::Draw));
    BOOST_TEST(document()->outcome().text() == "repetition (claimed)");
    BOOST_TEST(document()->record().tag("Result") == "1/2-1/2");
    BOOST_TEST(document()->record().tag("Termination") == "repetition (claimed)");
    BOOST_REQUIRE(waitFor([] { return notices() == 1; }, 5));
    BOOST_TEST(messages().back() == "Game Over: Draw: repetition (claimed).");
    // People at one board agree a draw at once.
    menu(wxID_UNDO);
    BOOST_TEST(!document()->outcome().over());
    menu(ID_OFFER_DRAW);
    BOOST_TEST((document()->outcome() == agreedDraw()));
}

BOOST_AUTO_TEST_CASE(a_rematch_swaps_the_colours) {
    ui::NewGameSetup setup;
    setup.gameId = "gomoku/freestyle/15";
    setup.players[0] = {false, 1};
    setup.players[1] = {true, 2};
    newGame(setup);
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 2 && !document()->thinking(); }, 10));
    menu(ID_RESIGN);
    document()->Modify(false);  // no "save changes?" dialog in a test
    menu(ID_REMATCH);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr && !document()->outcome().over(); }, 5));
    BOOST_TEST(document()->record().gameId() == "gomoku/freestyle/15");
    BOOST_TEST(document()->player(Side::First).computer);
    BOOST_TEST(document()->player(Side::First).level == 2);
    BOOST_TEST(!document()->player(Side::Second).computer);
    BOOST_TEST(document()->record().tag("Black") == "Qipan level 2");
    BOOST_TEST(document()->record().tag("White") == "Human");
    // The computer has Black now and opens the game.
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1u && !document()->thinking(); }, 10));
    BOOST_TEST(document()->record().tag("Result").empty());
    // And back again.
    document()->Modify(false);
    menu(ID_REMATCH);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr && document()->record().size() == 0u; }, 5));
    BOOST_TEST(!document()->player(Side::First).computer);
    BOOST_TEST(document()->player(Side::Second).computer);
}

BOOST_AUTO_TEST_SUITE_END()
