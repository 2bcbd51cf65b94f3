// File > New Game in the real window: the dialog offers the named levels of the ladder (Beginner ...
// Master), says what the chosen one means, and starts the game it describes; a level kept from an older
// version is shown as the nearest offered one; Cancel changes nothing.
#include <boost/test/unit_test.hpp>

#include <wx/button.h>
#include <wx/choice.h>

#include "app/settings.h"
#include "gui/gui_support.h"
#include "ui/new_game_dialog.h"

using namespace qipan;
using namespace qipan::gui_test;

namespace {

// Picks entry `index` of `choice` as a person's pick from its list does (the list itself is a popup
// that XTest cannot reach reliably under Xvfb): the selection, then the event the control sends.
void pick(wxChoice* choice, int index) {
    BOOST_REQUIRE(choice->IsEnabled());
    choice->SetSelection(index);
    wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
    event.SetEventObject(choice);
    event.SetInt(index);
    choice->ProcessWindowEvent(event);
}

void press(wxDialog& dialog, int id) {
    auto* button = dynamic_cast<wxButton*>(dialog.FindWindow(id));
    BOOST_REQUIRE(button);
    clickCentre(button);
}

// What the dialog says of `side`'s level, its lines joined again (the text is wrapped at spaces).
wxString levelText(const ui::NewGameDialog& d, int side) {
    wxString text = d.levelText(side);
    text.Replace("\n", " ");
    return text;
}

int newGameDialog(const std::function<void(ui::NewGameDialog&)>& work) {
    document()->Modify(false);  // no "save changes?" when the new game replaces it
    return runDialog(wxID_NEW, [&](wxDialog& dialog) { work(dynamic_cast<ui::NewGameDialog&>(dialog)); });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(new_game_dialog, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(the_named_levels_are_offered_explained_and_played) {
    newGameBetweenPeople("othello/8");
    const int code = newGameDialog([](ui::NewGameDialog& d) {
        // Two people: no level to choose, nothing to explain.
        BOOST_TEST(!d.levelChoice(1)->IsEnabled());
        BOOST_TEST(levelText(d, 1).empty());
        // The computer for White: the five levels of the ladder, weakest first, each explained.
        pick(d.whoChoice(1), 1);
        wxChoice* level = d.levelChoice(1);
        BOOST_REQUIRE(level->IsEnabled());
        BOOST_REQUIRE(level->GetCount() == std::size(ui::kOfferedLevels));
        BOOST_TEST(level->GetString(0) == "1 - Beginner");
        BOOST_TEST(level->GetString(level->GetCount() - 1) == "10 - Master");
        BOOST_TEST(levelText(d, 1).Contains("often plays a weaker move"));
        pick(level, static_cast<int>(level->GetCount()) - 1);
        BOOST_TEST(levelText(d, 1).Contains("Full strength"));
        BOOST_TEST(levelText(d, 1).Contains("5.0 s a move"));
        press(d, wxID_OK);
    });
    BOOST_REQUIRE(code == wxID_OK);
    BOOST_REQUIRE(waitFor([] { return document()->player(Side::Second).computer; }, 5));
    BOOST_TEST(document()->player(Side::Second).level == kFullStrength);
    BOOST_TEST(!document()->player(Side::First).computer);
    // Kept for the next New Game.
    BOOST_TEST(app::loadLastSetup().players[1].level == kFullStrength);
}

BOOST_AUTO_TEST_CASE(a_level_between_the_named_ones_shows_as_the_nearest_and_cancel_keeps_the_game) {
    ui::NewGameSetup setup;
    setup.gameId = "xiangqi";
    setup.players[0] = {false, 1};
    setup.players[1] = {true, 6};  // a level an older version offered
    newGame(setup);
    const std::string before = document()->record().gameId();
    const int code = newGameDialog([](ui::NewGameDialog& d) {
        BOOST_TEST(d.levelChoice(1)->GetStringSelection() == "5 - Intermediate");
        BOOST_TEST(d.setup().players[1].level == 5);
        press(d, wxID_CANCEL);
    });
    BOOST_TEST(code == wxID_CANCEL);
    BOOST_TEST(document()->record().gameId() == before);
    BOOST_TEST(document()->player(Side::Second).level == 6);  // the game goes on as it was
}

BOOST_AUTO_TEST_CASE(offered_levels_climb_from_beginner_to_full_strength) {
    BOOST_TEST(ui::kOfferedLevels[0] == 1);
    BOOST_TEST(ui::kOfferedLevels[std::size(ui::kOfferedLevels) - 1] == kFullStrength);
    for (int level = 1; level <= kFullStrength; ++level) {
        const int nearest = ui::offeredLevelNear(level);
        for (const int offered : ui::kOfferedLevels)
            BOOST_TEST(std::abs(offered - level) >= std::abs(nearest - level));
    }
}

BOOST_AUTO_TEST_SUITE_END()
