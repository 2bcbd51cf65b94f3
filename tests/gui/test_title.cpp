// The window's title names the game, the file (or "Untitled") and whether it has unsaved changes.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>

#include "gui/gui_support.h"

using namespace qipan;
using namespace qipan::gui_test;

BOOST_AUTO_TEST_SUITE(window_title, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(untitled_then_modified_then_the_files_name) {
    newGameBetweenPeople("gomoku/renju/15");
    BOOST_TEST(frame()->GetTitle() == "Untitled - Renju (forbidden moves refused) - Qipan");
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 5));
    BOOST_TEST(frame()->GetTitle() == "Untitled * - Renju (forbidden moves refused) - Qipan");

    const auto file = testFile("qipan-title-test.pgn");
    std::ofstream(file) << "[Event \"t\"]\n\n1. h2e2 h9g7 *\n";
    document()->Modify(false);
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 5));
    BOOST_TEST(frame()->GetTitle() == "qipan-title-test.pgn - Xiangqi (Chinese chess) - Qipan");
    document()->setComputer(Side::First, false);
    document()->setComputer(Side::Second, false);
    clickXiangqi("h0");
    clickXiangqi("g2");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 3; }, 5));
    BOOST_TEST(frame()->GetTitle() == "qipan-title-test.pgn * - Xiangqi (Chinese chess) - Qipan");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    BOOST_TEST(frame()->GetTitle() == "qipan-title-test.pgn - Xiangqi (Chinese chess) - Qipan");
    std::filesystem::remove(file);
}

BOOST_AUTO_TEST_SUITE_END()
