// File > recent files in the real window: a game opened or saved goes to the top of the File menu's list,
// and choosing it there opens it again, with its moves.
#include <boost/test/unit_test.hpp>

#include <wx/filehistory.h>
#include <wx/filename.h>
#include <wx/menu.h>

#include "gui/gui_support.h"
#include "record/formats.h"

using namespace qipan;
using namespace qipan::gui_test;

BOOST_AUTO_TEST_SUITE(recent_files, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(an_opened_game_is_listed_and_opens_again_from_the_menu) {
    newGameBetweenPeople("othello/8");
    for (const char* p : {"f5", "d6", "c3"}) {
        const std::size_t before = document()->record().size();
        clickPoint(p);
        BOOST_REQUIRE(waitFor([&] { return document()->record().size() == before + 1; }, 5));
    }
    const GameRecord played = document()->record();
    const auto file = testFile("recent-othello.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);

    wxFileHistory* history = AppFixture::app()->docManager()->GetFileHistory();
    BOOST_REQUIRE(history && history->GetCount() >= 1);
    BOOST_TEST(wxFileName(history->GetHistoryFile(0)).SameAs(wxFileName(wxString(file.string()))));
    // The File menu lists it by name.
    wxMenuItem* item = frame()->GetMenuBar()->GetMenu(0)->FindItem(wxID_FILE1);
    BOOST_REQUIRE(item);
    BOOST_TEST(item->GetItemLabelText().Contains("recent-othello.sgf"),
               item->GetItemLabelText().utf8_string());

    // Another game on the board; the list's first item brings the saved one back.
    newGameBetweenPeople("gomoku/freestyle/15");
    BOOST_REQUIRE(document()->record().gameId() == "gomoku/freestyle/15");
    menu(wxID_FILE1);
    BOOST_REQUIRE(waitFor([] { return document() && document()->record().gameId() == "othello/8"; }, 5));
    BOOST_TEST((document()->record().steps() == played.steps()));
    BOOST_TEST(document()->GetFilename().utf8_string() == file.string());
}

BOOST_AUTO_TEST_SUITE_END()
