// Edit Position and the clipboard in the real window: a position set up with clicks in the editor is
// judged by the game's rules as it changes, becomes a new game that is played and saved with its setup;
// Copy puts the game's text on the system clipboard and Paste opens text from there, refusing bad text
// without touching the game on screen.
#include <boost/test/unit_test.hpp>

#include <filesystem>

#include <wx/button.h>
#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/uiaction.h>

#include "app/position_commands.h"
#include "app/settings.h"
#include "gui/gui_support.h"
#include "record/clipboard.h"
#include "record/formats.h"
#include "ui/board_canvas.h"
#include "ui/position_editor_dialog.h"

using namespace qipan;
using namespace qipan::gui_test;

namespace {

void clickAt(wxWindow* window, wxPoint client, bool right = false) {
    wxUIActionSimulator sim;
    sim.MouseMove(window->ClientToScreen(client));
    pump(0.05);
    sim.MouseClick(right ? wxMOUSE_BTN_RIGHT : wxMOUSE_BTN_LEFT);
}

// The editor as a person works it: pieces chosen in the palette, points clicked on its board.
struct Editor {
    ui::PositionEditorDialog& dialog;
    const Game& game;  // for the names of points

    int cellOf(const std::string& point) const {
        if (game.family() == GameFamily::Xiangqi)
            return (9 - (point[1] - '0')) * 9 + (point[0] - 'a');  // "e0"
        return game.squares(*game.parseMove(point)).to;
    }
    void choose(int piece) {
        clickAt(dialog.palette(), dialog.paletteCentre(piece));
        BOOST_REQUIRE(waitFor([&] { return dialog.chosenPiece() == piece; }, 5));
    }
    // Clicks `point` and waits until it holds `expected`.
    void click(const std::string& point, int expected, bool right = false) {
        const int cell = cellOf(point);
        clickAt(dialog.board(), dialog.board()->cellCentre(cell), right);
        BOOST_REQUIRE_MESSAGE(
            waitFor([&] { return dialog.setup().cells[static_cast<std::size_t>(cell)] == expected; }, 5),
            point);
    }
    void press(const wxString& label) {
        for (wxWindow* child : dialog.GetChildren())
            if (auto* button = dynamic_cast<wxButton*>(child); button && button->GetLabelText() == label) {
                clickAt(button, wxPoint(button->GetClientSize().x / 2, button->GetClientSize().y / 2));
                return;
            }
        BOOST_FAIL("no button " << label);
    }
};

// Runs Edit Position with `work` done in the dialog; returns the code it closed with.
int editPosition(const std::function<void(Editor&)>& work) {
    document()->Modify(false);  // no "save changes?" when the new game replaces it
    return runDialog(
        app::ID_EDIT_POSITION,
        [&](wxDialog& shown) {
            Editor editor{dynamic_cast<ui::PositionEditorDialog&>(shown), document()->game()};
            work(editor);
        },
        [](wxDialog& shown) {
            return dynamic_cast<ui::PositionEditorDialog&>(shown).board()->GetClientSize().x > 100;
        });
}

void setClipboard(const std::string& text) {
    wxClipboardLocker locker;
    BOOST_REQUIRE(!!locker);
    wxTheClipboard->SetData(new wxTextDataObject(wxString::FromUTF8(text)));
}

std::string clipboardText() {
    wxClipboardLocker locker;
    wxTextDataObject data;
    if (!locker || !wxTheClipboard->GetData(data)) return "";
    return data.GetText().utf8_string();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(position_editor, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(a_renju_position_set_up_by_clicks_is_played_and_saved) {
    newGameBetweenPeople("gomoku/renju/15");
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));

    const int code = editPosition([](Editor& e) {
        // The editor starts from the position on screen.
        BOOST_TEST(e.dialog.setup().cells[static_cast<std::size_t>(e.cellOf("h8"))] == 1);
        BOOST_TEST(e.dialog.acceptable());
        e.press("Clear Board");
        BOOST_REQUIRE(waitFor(
            [&] { return e.dialog.setup().cells[static_cast<std::size_t>(e.cellOf("h8"))] == 0; }, 5));
        e.choose(1);
        e.click("h8", 1);
        e.click("j10", 1);
        BOOST_TEST(!e.dialog.acceptable());
        BOOST_TEST(e.dialog.verdict() ==
                   "This position cannot be played: with Black to move there are as many "
                   "black stones as white ones, not 2 and 0.");
        e.choose(2);
        e.click("i9", 2);
        e.click("k11", 2);
        BOOST_TEST(e.dialog.acceptable());
        e.click("k11", 0, true);  // a right click takes it off
        BOOST_TEST(!e.dialog.acceptable());
        e.click("l12", 2);
        BOOST_TEST(e.dialog.verdict() == "The position can be played: Black to move.");
        // Six black stones in a row: Renju's rules refuse the overline.
        e.choose(1);
        for (const char* p : {"c1", "d1", "e1", "f1", "g1", "h1"}) e.click(p, 1);
        e.choose(2);
        for (const char* p : {"a15", "c15", "e15", "g15", "i15", "k15"}) e.click(p, 2);
        BOOST_TEST(e.dialog.verdict() ==
                   "This position cannot be played: Black has an overline from c1, which Renju "
                   "forbids.");
        e.choose(0);  // the eraser
        e.click("e1", 0);
        e.choose(2);
        e.click("k15", 0);  // a second click with the same piece takes it off
        BOOST_REQUIRE(e.dialog.acceptable());
        e.press("Play From Here");
    });
    BOOST_REQUIRE(code == wxID_OK);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 0; }, 5));
    const GameRecord& record = document()->record();
    BOOST_TEST(record.gameId() == "gomoku/renju/15");
    BOOST_TEST(record.startPosition() ==
               "black:c1,d1,f1,g1,h1,h8,j10 white:i9,l12,a15,c15,e15,g15,i15 to-move:black");
    BOOST_TEST(document()->game().sideToMove() == Side::First);

    // Played from there, and saved with its setup.
    clickPoint("h10");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));
    const auto file = testFile("editor-test.sgf");  // in the run's own folder
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    const GameRecord back = readRecordFile(file.string());
    BOOST_TEST(back.startPosition() == record.startPosition());
    BOOST_TEST((back.steps() == document()->record().steps()));
    std::filesystem::remove(file);
}

BOOST_AUTO_TEST_CASE(a_xiangqi_position_is_judged_by_the_rules) {
    newGameBetweenPeople("xiangqi");
    const int code = editPosition([](Editor& e) {
        e.press("Clear Board");
        BOOST_REQUIRE(waitFor([&] { return e.dialog.verdict().Contains("missing red general"); }, 5));
        e.choose(1);  // red general
        e.click("e0", 1);
        e.choose(9);  // black general
        e.click("e9", 9);
        BOOST_TEST(e.dialog.verdict() ==
                   "This position cannot be played: the generals face each other on an open file.");
        e.click("e9", 0, true);
        e.click("d9", 9);
        BOOST_TEST(e.dialog.verdict() ==
                   "This position cannot be played: the game would be over already: insufficient material.");
        e.choose(2);  // red advisor
        e.click("e1", 2);
        e.choose(5);  // red chariot
        e.click("a0", 5);
        BOOST_TEST(e.dialog.acceptable());
        e.dialog.setSideToMove(Side::Second);
        BOOST_TEST(e.dialog.verdict() == "The position can be played: Black to move.");
        e.press("Play From Here");
    });
    BOOST_REQUIRE(code == wxID_OK);
    BOOST_REQUIRE(waitFor([] { return document()->record().startPosition().rfind("3k5/", 0) == 0; }, 5));
    BOOST_TEST(document()->record().startPosition() == "3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - 0 1");
    BOOST_TEST(document()->game().sideToMove() == Side::Second);
}

BOOST_AUTO_TEST_CASE(cancel_keeps_the_game) {
    newGameAgainstComputer("othello/8", GameFamily::Othello);
    app::GameDocument* before = document();
    const int code = editPosition([](Editor& e) {
        e.press("Clear Board");
        BOOST_REQUIRE(waitFor([&] { return !e.dialog.acceptable(); }, 5));
        e.press("Cancel");
    });
    BOOST_TEST(code == wxID_CANCEL);
    BOOST_TEST(document() == before);
    BOOST_TEST(document()->record().startPosition() == "");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(clipboard, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(copy_and_paste_through_the_system_clipboard) {
    newGameBetweenPeople("othello/8");
    clickPoint("f5");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));
    clickPoint("d6");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 5));
    const GameRecord game = document()->record();

    menu(app::ID_COPY_GAME);
    BOOST_TEST(clipboardText() == gameClipboardText(game));
    menu(app::ID_COPY_POSITION);
    const std::string position = clipboardText();
    BOOST_TEST(position == "---------------------------OX------OXX-----O-------------------- X");

    // The position pasted: a new game from it.
    document()->Modify(false);
    menu(app::ID_PASTE);
    BOOST_REQUIRE(waitFor([] { return !document()->record().startPosition().empty(); }, 5));
    BOOST_TEST(document()->record().size() == 0u);
    BOOST_TEST(document()->game().positionText() == position);

    // The game pasted: its moves.
    setClipboard(gameClipboardText(game));
    document()->Modify(false);
    menu(app::ID_PASTE);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 5));
    BOOST_TEST((document()->record().steps() == game.steps()));

    // Bad text: an error, and the game on screen as it was.
    messages().clear();
    const app::GameDocument* shown = document();
    for (const char* bad : {"Dear player, how are you?", "black:h8,h9 white:i9 to-move:black",
                            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKKBNR w"}) {
        setClipboard(bad);
        menu(app::ID_PASTE);
        pump(0.1);
        BOOST_TEST(document() == shown);
        BOOST_TEST((document()->record().steps() == game.steps()));
    }
    BOOST_REQUIRE(messages().size() == 3u);
    BOOST_TEST(messages()[0].StartsWith("Paste: The text is no game or position Qipan can read."));
    BOOST_TEST(messages()[1] ==
               "Paste: This position cannot be played: with Black to move there are as many black "
               "stones as white ones, not 2 and 1.");
    BOOST_TEST(messages()[2].Contains("two red generals"), messages()[2]);

    // A FEN from elsewhere: a Xiangqi game from it, whatever was on screen.
    const std::string fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    setClipboard(fen);
    document()->Modify(false);
    menu(app::ID_PASTE);
    BOOST_REQUIRE(waitFor([] { return document()->record().gameId() == "xiangqi"; }, 5));
    BOOST_TEST(document()->record().startPosition() == fen);
}

BOOST_AUTO_TEST_SUITE_END()
