// File > Game Information in the real window: what a person types into the dialog (real clicks and keys)
// goes into the game's record, shows in the move list, is saved and read back with the file, and Cancel
// changes nothing.
#include <boost/test/unit_test.hpp>

#include <wx/button.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include "app/game_info.h"
#include "app/settings.h"
#include "gui/gui_support.h"
#include "record/formats.h"
#include "ui/game_info_dialog.h"
#include "ui/move_list_panel.h"

using namespace qipan;
using namespace qipan::gui_test;

namespace {

// Clicks into `box`, selects what it holds and types `text` over it, as a person does.
void typeInto(wxTextCtrl* box, const std::string& text) {
    clickCentre(box);
    BOOST_REQUIRE(waitFor([&] { return box->HasFocus(); }, 5));
    pump(0.1);  // the click is handled (it places the caret) before the selection
    box->SelectAll();
    wxUIActionSimulator sim;
    sim.Text(text.c_str());
    BOOST_REQUIRE_MESSAGE(waitFor([&] { return box->GetValue().utf8_string() == text; }, 5),
                          "typed '" << text << "', the box holds '" << box->GetValue().utf8_string() << "'");
}

void pressButton(wxDialog& dialog, int id) {
    auto* button = dynamic_cast<wxButton*>(dialog.FindWindow(id));
    BOOST_REQUIRE(button);
    clickCentre(button);
}

// Runs File > Game Information with `work` done in the dialog; returns the code it closed with.
int gameInfo(const std::function<void(ui::GameInfoDialog&)>& work) {
    return runDialog(app::ID_GAME_INFO,
                     [&](wxDialog& dialog) { work(dynamic_cast<ui::GameInfoDialog&>(dialog)); });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(game_information, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(typed_information_is_kept_shown_saved_and_read_back) {
    newGameBetweenPeople("xiangqi");
    clickXiangqi("h2");
    clickXiangqi("e2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));
    document()->Modify(false);

    const int code = gameInfo([](ui::GameInfoDialog& d) {
        // Filled in by Qipan when the game began: the players and today's date.
        BOOST_TEST(d.field("Red")->GetValue() == "Human");
        BOOST_TEST(d.field("Date")->GetValue() == wxString::FromUTF8(document()->record().tag("Date")));
        BOOST_TEST(d.field("Place") == nullptr);  // PGN calls it Site
        BOOST_REQUIRE(d.moveCommentField());
        typeInto(d.field("Red"), "Li Wei");
        typeInto(d.field("Event"), "Club [final] \"A\"");
        typeInto(d.field("Site"), "Beijing");
        typeInto(d.field("Round"), "3");
        // Chinese does not go through the key simulator: set as an input method would leave it.
        d.field("Black")->ChangeValue(wxString::FromUTF8("王 {天一}"));
        typeInto(d.moveCommentField(), "central cannon");
        pressButton(d, wxID_OK);
    });
    BOOST_REQUIRE(code == wxID_OK);
    const GameRecord& record = document()->record();
    BOOST_TEST(record.tag("Red") == "Li Wei");
    BOOST_TEST(record.tag("Black") == "王 {天一}");
    BOOST_TEST(record.tag("Event") == "Club [final] \"A\"");
    BOOST_TEST(record.tag("Site") == "Beijing");
    BOOST_TEST(record.tag("Round") == "3");
    BOOST_TEST(record.steps()[0].comment == "central cannon");
    BOOST_TEST(document()->IsModified());
    BOOST_TEST(frame()->GetTitle().Contains("*"));
    BOOST_REQUIRE(waitFor(
        [] { return frame()->moveList()->rowText(1).Contains(wxString::FromUTF8("«central cannon»")); }, 5));

    // Saved and read back: every field and the comment.
    const auto file = testFile("game-info.pgn");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    const GameRecord back = readRecordFile(file.string());
    for (const std::string tag : {"Red", "Black", "Event", "Site", "Round", "Date"})
        BOOST_TEST(back.tag(tag) == record.tag(tag), tag);
    BOOST_TEST(back.steps()[0].comment == "central cannon");

    // The dialog shows what was kept; Cancel leaves the game as it is, typing and all.
    const int cancelled = gameInfo([](ui::GameInfoDialog& d) {
        BOOST_TEST(d.field("Event")->GetValue() == "Club [final] \"A\"");
        BOOST_TEST(d.moveCommentField()->GetValue() == "central cannon");
        typeInto(d.field("Event"), "something else");
        pressButton(d, wxID_CANCEL);
    });
    BOOST_TEST(cancelled == wxID_CANCEL);
    BOOST_TEST(document()->record().tag("Event") == "Club [final] \"A\"");
    BOOST_TEST(!document()->IsModified());
}

BOOST_AUTO_TEST_CASE(at_the_start_there_is_no_move_to_comment_and_sgf_names_the_place) {
    newGameBetweenPeople("othello/8");
    const int code = gameInfo([](ui::GameInfoDialog& d) {
        BOOST_TEST(d.moveCommentField() == nullptr);
        BOOST_TEST(d.field("Site") == nullptr);
        typeInto(d.field("Place"), "Tokyo");
        typeInto(d.field("White"), "Ishii");
        pressButton(d, wxID_OK);
    });
    BOOST_REQUIRE(code == wxID_OK);
    BOOST_TEST(document()->record().tag("Place") == "Tokyo");
    BOOST_TEST(document()->record().tag("White") == "Ishii");
    clickPoint("f5");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));
    const auto file = testFile("game-info.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    const GameRecord back = readRecordFile(file.string());
    BOOST_TEST(back.tag("Place") == "Tokyo");
    BOOST_TEST(back.tag("White") == "Ishii");
}

BOOST_AUTO_TEST_SUITE_END()
