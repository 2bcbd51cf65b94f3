// The status bar shows the whole of the document's message in the window as it opens (the engine's field
// takes room only while it has a line to show), and the turn field fits its text.
#include <boost/test/unit_test.hpp>

#include <fstream>

#include <wx/statusbr.h>

#include "gui/gui_support.h"

using namespace qipan;
using namespace qipan::gui_test;

namespace {
// The field's width on screen against its text's (the generic bar keeps a few pixels of margin).
bool fieldShowsItsText(int field) {
    wxStatusBar* bar = frame()->GetStatusBar();
    wxRect rect;
    bar->GetFieldRect(field, rect);
    const int text = bar->GetTextExtent(bar->GetStatusText(field)).x;
    BOOST_TEST_MESSAGE("field " << field << ": " << rect.width << " px for " << text << " px of text: "
                                << bar->GetStatusText(field).utf8_string());
    return rect.width >= text + 8;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(status_bar, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(the_opened_message_is_shown_whole_in_the_window_as_it_opens) {
    const wxSize size = frame()->GetSize();
    const auto file = testFile("qipan-status-test.pgn");
    std::ofstream(file) << "[Event \"t\"]\n\n1. h2e2 h9g7 *\n";
    document()->Modify(false);
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 5));
    pump(0.2);
    BOOST_TEST((frame()->GetSize() == size));  // the window as it was, not widened for the test
    const wxString message = frame()->GetStatusBar()->GetStatusText(0);
    BOOST_TEST(message.StartsWith("Opened: "), message.utf8_string());
    BOOST_TEST(fieldShowsItsText(0));
    BOOST_TEST(fieldShowsItsText(1));
    BOOST_TEST(frame()->GetStatusBar()->GetStatusText(2).empty());  // no engine line: no room taken
}

BOOST_AUTO_TEST_SUITE_END()
