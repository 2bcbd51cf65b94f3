// The real Qipan app in a real window (Xvfb): clicks on the board change the document, the computer
// answers from its thread, Undo/Redo/Take Back work, a saved game opens again equal, a bad file is refused
// with an error and the game on screen is untouched.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "gui/gui_support.h"
#include "record/formats.h"
#include "ui/board_canvas.h"

using namespace qipan;
using namespace qipan::app;
using namespace qipan::gui_test;

namespace {
namespace fs = std::filesystem;
std::vector<wxString>& g_messages = messages();
}  // namespace

BOOST_AUTO_TEST_SUITE(desktop_app, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(the_window_shows_an_empty_gomoku_board) {
    // What the app came up with from its settings, before any suite ran.
    const StartupState& start = AppFixture::startup();
    BOOST_TEST(start.shown);
    BOOST_TEST(start.gameId == "gomoku/freestyle/15");
    BOOST_TEST(start.moves == 0u);
    BOOST_TEST(!start.firstComputer);
    BOOST_TEST(start.secondComputer);
    // The suite's own game, started with the same setup, is the one on screen.
    BOOST_REQUIRE(AppFixture::frame() != nullptr);
    BOOST_TEST(AppFixture::frame()->IsShown());
    BOOST_REQUIRE(document() != nullptr);
    BOOST_TEST(document()->record().gameId() == "gomoku/freestyle/15");
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_TEST(document()->player(Side::Second).computer);
    BOOST_TEST(AppFixture::frame()->canvas()->state().game == &document()->game());
}

BOOST_AUTO_TEST_CASE(a_click_plays_and_the_computer_answers) {
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->record().steps()[0].text == "h8");
    BOOST_TEST(document()->game().cell(7, 7) == 1);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    BOOST_TEST(!document()->thinking());
    // The computer's reply is the marked last move.
    BOOST_TEST(AppFixture::frame()->canvas()->state().lastMove.to == document()->record().steps()[1].move.code);
    BOOST_TEST(document()->game().sideToMove() == Side::First);

    // A click on an occupied point changes nothing.
    clickPoint("h8");
    pump(0.3);
    BOOST_TEST(document()->record().size() == 2u);
}

BOOST_AUTO_TEST_CASE(undo_redo_and_take_back) {
    BOOST_REQUIRE(document()->record().size() == 2u);
    const std::string reply = document()->record().steps()[1].text;
    menu(wxID_UNDO);  // the undone reply stays in the record after the cursor (greyed in the list)
    BOOST_TEST(document()->record().cursor() == 1u);
    BOOST_TEST(document()->record().size() == 2u);
    pump(0.8);  // after an undo the computer waits
    BOOST_TEST(document()->record().cursor() == 1u);
    menu(wxID_REDO);
    BOOST_TEST(document()->record().cursor() == 2u);
    BOOST_TEST(document()->record().steps()[1].text == reply);
    menu(ID_TAKE_BACK);
    BOOST_TEST(document()->record().cursor() == 0u);
    BOOST_TEST(document()->game().sideToMove() == Side::First);
}

BOOST_AUTO_TEST_CASE(undo_during_the_search_stops_it) {
    document()->setPlayer(Side::Second, ui::PlayerSetup{true, 10});  // thinks for seconds
    const GameRecord before = document()->record();
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1 && document()->thinking(); }, 5));
    menu(wxID_UNDO);
    BOOST_TEST(!document()->thinking());
    BOOST_TEST(document()->record().cursor() == 0u);
    pump(0.6);  // nothing from the stopped search arrives
    BOOST_TEST((document()->record() == before));  // h8 had replaced the line taken back: it is back
    BOOST_TEST(document()->record().cursor() == 0u);
    document()->setPlayer(Side::Second, ui::PlayerSetup{true, 1});

    // Stopped, not waited for: the analysis has no limit of its own, so a redo or undo that waited for
    // it instead of stopping it would never return (how soon a search stops is measured by
    // `qipan-engine bench time-use`, not here: a bound on the time failed under load).
    document()->setAnalysing(true);
    BOOST_REQUIRE(waitFor([] { return document()->thinking(); }, 5));
    menu(wxID_REDO);
    BOOST_TEST(document()->record().cursor() == 1u);
    BOOST_REQUIRE(waitFor([] { return document()->thinking(); }, 5));  // the new position's analysis
    menu(wxID_UNDO);
    BOOST_TEST(document()->record().cursor() == 0u);
    document()->setAnalysing(false);
    BOOST_TEST(!document()->thinking());
    BOOST_TEST((document()->record().steps() == before.steps()));  // the line taken back is still there
}

BOOST_AUTO_TEST_CASE(a_saved_game_opens_again_equal) {
    // The record still holds the two moves taken back before (greyed): wait for the position after the
    // reply, not for a size the record already had before the click arrived.
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 2 && !document()->thinking(); }, 10));
    clickEmptyPoint({"j10", "f6", "c3", "m12"});
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 4 && !document()->thinking(); }, 10));
    const GameRecord played = document()->record();

    const fs::path saved = testFile("qipan-gui-test-game.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    BOOST_TEST(!document()->IsModified());
    const fs::path copy = testFile("qipan-gui-test-copy.sgf");
    fs::copy_file(saved, copy, fs::copy_options::overwrite_existing);

    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(copy.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr; }, 5));
    BOOST_TEST((document()->record() == played));
    BOOST_TEST(document()->game().ply() == 4);
    fs::remove(saved);
    fs::remove(copy);
}

BOOST_AUTO_TEST_CASE(a_bad_file_is_refused_and_the_game_stays) {
    const GameRecord before = document()->record();
    GameDocument* docBefore = document();
    const fs::path bad = testFile("qipan-gui-test-bad.sgf");
    std::ofstream(bad) << "(;GM[4]SZ[15];B[hh];W[hh])";
    g_messages.clear();
    BOOST_TEST(AppFixture::app()->docManager()->openFile(wxString(bad.string())) == nullptr);
    BOOST_REQUIRE(g_messages.size() == 1u);
    BOOST_TEST(g_messages[0].Contains("occupied"));
    BOOST_TEST(document() == docBefore);
    BOOST_TEST((document()->record() == before));
    fs::remove(bad);
}

BOOST_AUTO_TEST_CASE(a_save_that_fails_says_why_and_the_game_stays_unsaved) {
    // The save's temporary file cannot be made beside the old file (a folder has its name), as in a folder
    // that cannot be written; test_record cuts a save short with a file-size limit (a full disk) and kills
    // a writer in the middle of its saves.
    const fs::path file = testFile("qipan-gui-test-unsaved.sgf");
    const std::string old = "(;GM[4]FF[4]SZ[15];B[hh])";
    std::ofstream(file, std::ios::binary) << old;
    const fs::path blocker(file.string() + ".tmp");
    fs::create_directories(blocker);
    const wxString nameBefore = document()->GetFilename();
    document()->Modify(true);
    g_messages.clear();
    BOOST_TEST(!document()->OnSaveDocument(wxString(file.string())));
    BOOST_TEST(document()->IsModified());
    BOOST_TEST(document()->GetFilename() == nameBefore);
    BOOST_REQUIRE(g_messages.size() == 1u);
    const std::string message = g_messages[0].utf8_string();
    BOOST_TEST(message.find("could not be saved") != std::string::npos, message);
    const std::string where = "cannot write " + file.string() + ": ";  // which file, then the system's reason
    const auto at = message.find(where);
    BOOST_TEST((at != std::string::npos && message.size() > at + where.size()), message);
    std::ifstream in(file, std::ios::binary);
    const std::string after((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    BOOST_TEST(after == old);
    in.close();
    document()->Modify(false);  // no "save changes?" dialog later in the suite
    fs::remove_all(blocker);
    fs::remove(file);
}

BOOST_AUTO_TEST_CASE(analysis_follows_the_position_and_marks_a_move) {
    document()->setComputer(Side::First, false);
    document()->setComputer(Side::Second, false);
    menu(ID_TAKE_BACK);
    menu(ID_TAKE_BACK);
    const std::size_t start = document()->record().cursor();
    g_messages.clear();
    clickEmptyPoint({"h8", "g7", "i9"});
    BOOST_REQUIRE_MESSAGE(
        waitFor([&] { return document()->record().cursor() == start + 1; }, 5),
        "cursor " << document()->record().cursor() << " of " << document()->record().size() << " from "
                  << start << ", thinking " << document()->thinking()
                  << ", messages: " << (g_messages.empty() ? wxString() : g_messages.back()));
    wxCommandEvent on(wxEVT_MENU, ID_ANALYSE);
    on.SetInt(1);
    AppFixture::frame()->ProcessWindowEvent(on);
    BOOST_TEST(document()->analysing());
    BOOST_REQUIRE(waitFor([] { return document()->hintMove().has_value() && document()->lastInfo(); }, 5));
    BOOST_TEST(document()->game().isLegal(*document()->hintMove()));
    BOOST_TEST(AppFixture::frame()->canvas()->state().hint.to >= 0);
    clickEmptyPoint({"a1", "o15", "a15"});  // a move while the engine analyses is taken at once; the analysis moves on
    BOOST_REQUIRE(waitFor([&] { return document()->record().cursor() == start + 2; }, 5));
    BOOST_REQUIRE(waitFor([] { return document()->hintMove().has_value(); }, 5));
    BOOST_TEST(document()->game().isLegal(*document()->hintMove()));
    wxCommandEvent off(wxEVT_MENU, ID_ANALYSE);
    off.SetInt(0);
    AppFixture::frame()->ProcessWindowEvent(off);
    BOOST_TEST(!document()->analysing());
    BOOST_TEST(!document()->thinking());
}

// A game as XQ tools write it (GBK, CRLF, a website's footer after the result; from the 2006 Chinese
// Computer Games Championship, tests/data/foreign), under a Chinese file name: it opens with its moves
// and its players' names in Chinese.
BOOST_AUTO_TEST_CASE(an_xq_tools_gbk_game_opens_with_its_moves) {
    const fs::path file = testFile("x").parent_path() / fs::path(u8"宝岛一号 对 相眼竞技.pgn");
    fs::copy_file(fs::path(QIPAN_TEST_DATA_DIR) / "foreign" / "ccgc-2006-01.pgn", file,
                  fs::copy_options::overwrite_existing);
    document()->Modify(false);
    const std::u8string name = file.u8string();
    const wxString utf8Name = wxString::FromUTF8(reinterpret_cast<const char*>(name.c_str()), name.size());
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(utf8Name) != nullptr);
    BOOST_REQUIRE(
        waitFor([] { return document() != nullptr && document()->record().gameId() == "xiangqi"; }, 5));
    const GameRecord& record = document()->record();
    BOOST_TEST(record.size() == 26u);              // 13 moves each
    BOOST_TEST(record.steps()[0].text == "b2e2");  // 炮八平五
    BOOST_TEST(record.replay(25)->moveToDisplay(record.steps()[25].move, Script::ChineseSimplified) ==
               "车7进1");
    BOOST_TEST(record.tag("Red") == "宝岛一号");
    BOOST_TEST(record.tag("Black") == "相眼竞技");
    BOOST_TEST(record.tag("Result") == "0-1");
    document()->Modify(false);
    fs::remove(file);
}

BOOST_AUTO_TEST_CASE(five_in_a_row_ends_the_game_with_a_message) {
    const fs::path file = testFile("qipan-gui-test-four.sgf");
    std::ofstream(file) << "(;GM[4]FF[4]SZ[15];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac];B[kh];W[ad])";
    document()->Modify(false);  // the game on screen is autosaved; no "save changes?" dialog in a test
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document() != nullptr && document()->record().size() == 8; }, 5));
    g_messages.clear();
    clickPoint("l8");
    BOOST_REQUIRE(waitFor([] { return !g_messages.empty(); }, 5));
    BOOST_TEST(g_messages[0].Contains("Black wins: five in a row"), g_messages[0]);
    BOOST_TEST(document()->game().outcome().over());
    BOOST_TEST(AppFixture::frame()->canvas()->state().highlight.size() == 5u);
    document()->Modify(false);
    fs::remove(file);
}

BOOST_AUTO_TEST_CASE(othello_discs_flip_and_illegal_squares_are_refused) {
    newGameAgainstComputer("othello/8", GameFamily::Othello);
    // White waits while the flip is checked: at level 1 its reply can come within the same event burst.
    document()->setComputer(Side::Second, false);
    BOOST_TEST(AppFixture::frame()->canvas()->state().marks.size() == 4u);  // the four legal first moves
    clickPoint("a1");  // flanks nothing
    pump(0.3);
    BOOST_TEST(document()->record().size() == 0u);
    clickPoint("d3");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->game().cell(3, 3) == 1);  // d4 was white and is now black
    // The disc on d4 turns over on screen, then the animation ends.
    const auto& turning = AppFixture::frame()->canvas()->state().turning;
    BOOST_TEST((turning == std::vector<int>{3 * 8 + 3}));
    BOOST_TEST(AppFixture::frame()->canvas()->state().turnPhase < 1.0);
    BOOST_TEST(waitFor([] { return AppFixture::frame()->canvas()->state().turnPhase >= 1.0; }, 10));
    document()->setComputer(Side::Second, true);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));  // the computer answers
    document()->Modify(false);
}

BOOST_AUTO_TEST_CASE(xiangqi_select_a_piece_then_its_target_and_save_as_pgn) {
    newGameAgainstComputer("xiangqi", GameFamily::Xiangqi);
    clickXiangqi("h2");  // the right cannon
    BOOST_REQUIRE(waitFor([] { return AppFixture::frame()->canvas()->state().selected >= 0; }, 3));
    BOOST_TEST(AppFixture::frame()->canvas()->state().targets.size() == 12u);  // 9 along, 1 capture... as generated
    clickXiangqi("e2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() >= 1; }, 5));
    BOOST_TEST(document()->record().steps()[0].text == "h2e2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));

    const fs::path saved = testFile("qipan-gui-test-xiangqi.pgn");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(saved.string())));
    const GameRecord back = readRecordFile(saved.string());
    BOOST_TEST(back.size() == 2u);
    BOOST_TEST(back.steps()[0].text == "h2e2");
    BOOST_TEST(back.steps()[1].text == document()->record().steps()[1].text);
    fs::remove(saved);
    document()->Modify(false);
}

BOOST_AUTO_TEST_SUITE_END()
