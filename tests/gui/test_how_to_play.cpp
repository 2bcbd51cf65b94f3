// Help > How to Play in the real window: the page of the game on the board opens first, in the
// interface's language; every language has the same pages, and the texts' lines are joined into
// paragraphs as a person reads them (no space between Chinese lines, list items on lines of their own).
#include <boost/test/unit_test.hpp>

#include <wx/notebook.h>
#include <wx/textctrl.h>

#include "app/how_to_play.h"
#include "app/settings.h"
#include "gui/gui_support.h"

using namespace qipan;
using namespace qipan::gui_test;

BOOST_AUTO_TEST_SUITE(how_to_play, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(every_language_has_the_same_pages_in_paragraphs) {
    for (const char* language : {"en", "zh_CN", "zh_TW"}) {
        BOOST_TEST_CONTEXT(language) {
            const auto pages = app::helpPages(app::helpText(language));
            BOOST_REQUIRE(pages.size() == 4u);
            const char* keys[] = {"gomoku", "othello", "xiangqi", "qipan"};
            for (std::size_t i = 0; i < pages.size(); ++i) {
                BOOST_TEST(pages[i].key == keys[i]);
                BOOST_TEST(!pages[i].title.empty());
                BOOST_TEST(pages[i].text.length() > 300u);
                BOOST_TEST(!pages[i].text.Contains("\n#"));  // comment lines are left out
                BOOST_TEST(!pages[i].text.Contains("\n\n\n"));
            }
            // Renju's three forbidden shapes, each an item of its own line.
            BOOST_TEST(pages[0].text.Freq(wxUniChar(0x2022)) == 3u);
        }
    }
    const auto en = app::helpPages(app::helpText("en"));
    BOOST_TEST(en[0].text.Contains("Black moves first. Stones are never moved or taken."));  // joined lines
    BOOST_TEST(en[2].text.Contains("flying general"));
    const auto zh = app::helpPages(app::helpText("zh_CN"));
    BOOST_TEST(zh[0].text.Contains(wxString::FromUTF8("棋盘下满仍无人获胜")));  // no space inside Chinese
    BOOST_TEST(zh[2].text.Contains(wxString::FromUTF8("白脸将")));
}

BOOST_AUTO_TEST_CASE(the_game_on_the_board_opens_first) {
    for (const auto& [id, key] : std::vector<std::pair<std::string, std::string>>{
             {"xiangqi", "xiangqi"}, {"othello/8", "othello"}, {"gomoku/renju/15", "gomoku"}}) {
        newGameBetweenPeople(id);
        std::string shown;
        std::size_t pages = 0;
        app::setDialogDriver([&](wxDialog& dialog) {
            dialog.Show();
            BOOST_REQUIRE(waitFor([&] { return dialog.IsShownOnScreen(); }, 10));
            auto* help = dynamic_cast<ui::HelpDialog*>(&dialog);
            BOOST_REQUIRE(help);
            pages = help->notebook()->GetPageCount();
            shown = help->notebook()->GetCurrentPage()->GetName().utf8_string();
            dialog.Hide();
            return static_cast<int>(wxID_CLOSE);
        });
        menu(app::ID_HOW_TO_PLAY);
        app::setDialogDriver(nullptr);
        BOOST_TEST(pages == 4u);
        BOOST_TEST(shown == key, id);
    }
}

BOOST_AUTO_TEST_SUITE_END()
