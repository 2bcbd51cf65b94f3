// Opening rules in the real window: Swap2, Soosorv-8 and Taraguchi-10 played against the computer with
// real clicks on the board and on the buttons of the dialogs that explain each step. The stones become
// the record's first moves, the players follow the colours chosen, the computer's choices are told, a
// point outside the allowed square is refused, and the saved game keeps the opening (SGF QO/QS).
#include <boost/test/unit_test.hpp>

#include <algorithm>

#include <wx/button.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include "app/opening_play.h"
#include "app/settings.h"
#include "gui/gui_support.h"
#include "record/formats.h"
#include "ui/opening_dialog.h"

using namespace qipan;
using namespace qipan::gui_test;
using gomoku::StepKind;

namespace {

const app::OpeningPlay& opening() {
    BOOST_REQUIRE(document()->openingPlay());
    return *document()->openingPlay();
}

// How the person answers each dialog: the button's id for the step (and Soosorv's number).
using Answer = std::function<int(const gomoku::Opening&)>;

struct DialogAnswers {
    Answer answer;
    int declared = 3;
    int dialogs = 0;
    std::vector<wxString> explanations;
    DialogAnswers() {
        app::setDialogDriver([this](wxDialog& shown) {
            auto& dialog = dynamic_cast<ui::OpeningDialog&>(shown);
            dialog.Show();
            dialog.Raise();
            BOOST_REQUIRE(waitFor([&] { return dialog.IsShownOnScreen(); }, 10));
            pump(0.2);
            ++dialogs;
            for (wxWindow* child : dialog.GetChildren())
                if (auto* text = dynamic_cast<wxStaticText*>(child)) explanations.push_back(text->GetLabel());
            if (dialog.numberField()) dialog.numberField()->SetValue(declared);
            auto* button = dynamic_cast<wxButton*>(dialog.FindWindow(answer(opening().opening())));
            BOOST_REQUIRE(button);
            clickCentre(button);
            BOOST_REQUIRE(waitFor([&] { return !dialog.IsShown(); }, 10));
            return dialog.GetReturnCode();
        });
    }
    ~DialogAnswers() { app::setDialogDriver(nullptr); }
};

// The button ids of app/opening_play.cpp's dialogs, in their order.
constexpr int kPlayBlack = wxID_HIGHEST + 700, kPlayWhite = kPlayBlack + 1, kPlaceTwo = kPlayBlack + 2,
              kOfferFifths = kPlayBlack + 4, kDeclare = kPlayBlack + 5;

std::string pointName(int cell) {
    return document()->game().moveToText(Move{cell});
}

// The first point, nearest the centre, that the opening takes at its step (a stone or an offer).
int nearestAllowed(const gomoku::Opening& o) {
    const int n = o.size();
    std::vector<int> cells(static_cast<std::size_t>(n * n));
    for (int i = 0; i < n * n; ++i) cells[static_cast<std::size_t>(i)] = i;
    std::stable_sort(cells.begin(), cells.end(),
                     [&](int a, int b) { return o.distanceFromCentre(a) < o.distanceFromCentre(b); });
    for (int cell : cells)
        if (o.cellRefusal(cell).empty()) return cell;
    BOOST_FAIL("no point allowed");
    return -1;
}

// Plays the opening to its end: the person's stones, offers and picks as clicks on the board, the choices
// through the dialogs (answered by `answers`), the computer's steps waited for. Returns the steps the
// person took on the board.
int playOpening() {
    int clicks = 0;
    while (opening().active()) {
        BOOST_REQUIRE_MESSAGE(
            waitFor(
                [] {
                    const auto& play = opening();
                    const StepKind kind = play.opening().step().kind;
                    return !play.active() ||
                           (play.personToAct() &&
                            (kind == StepKind::Place || kind == StepKind::Offer || kind == StepKind::Pick));
                },
                60),
            "the opening is stuck at " << opening().opening().eventsText());
        if (!opening().active()) break;
        const gomoku::Opening& o = opening().opening();
        const int cell = o.step().kind == StepKind::Pick ? o.offers().front() : nearestAllowed(o);
        const std::size_t events = o.events().size();
        clickPoint(pointName(cell));
        BOOST_REQUIRE(waitFor([&] { return opening().opening().events().size() > events; }, 10));
        ++clicks;
    }
    return clicks;
}

// The record holds the opening's stones as its moves and its steps as tags; the players follow the colours.
void checkRecord(const std::string& rule) {
    const GameRecord& record = document()->record();
    const gomoku::Opening& o = opening().opening();
    BOOST_REQUIRE(record.size() >= o.stones().size());
    for (std::size_t i = 0; i < o.stones().size(); ++i)
        BOOST_CHECK_EQUAL(record.steps()[i].move.code, o.stones()[i]);
    BOOST_CHECK_EQUAL(record.tag("Opening"), rule);
    BOOST_CHECK_EQUAL(record.tag("OpeningSteps"), o.eventsText());
    for (const Side side : {Side::First, Side::Second})
        BOOST_CHECK_EQUAL(document()->player(side).computer, opening().playerOf(side).computer);
}

ui::NewGameSetup setupFor(const std::string& id, const std::string& rule, bool personOpens, int level) {
    ui::NewGameSetup setup;
    setup.gameId = id;
    setup.opening = rule;
    setup.players[0] = {!personOpens, level};
    setup.players[1] = {personOpens, level};
    return setup;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(openings, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(swap2_the_computer_takes_the_clearly_better_black) {
    messages().clear();
    newGame(setupFor("gomoku/freestyle/15", "swap2", true, 10));
    BOOST_CHECK(frame()->GetStatusBar()->GetStatusText(0).Contains("Swap2"));
    // Black's two stones side by side on the centre, White's in the corner.
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 10));
    clickPoint("a1");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    clickPoint("i8");
    BOOST_REQUIRE(waitFor([] { return !opening().active(); }, 60));
    BOOST_CHECK_EQUAL(document()->record().tag("OpeningSteps"), "h8 a1 i8 swap");
    BOOST_CHECK(document()->player(Side::First).computer);  // the computer took Black
    BOOST_CHECK(!document()->player(Side::Second).computer);
    BOOST_REQUIRE(waitFor([] { return !messages().empty(); }, 10));
    BOOST_CHECK(messages().back().Contains("The computer takes Black"));
    checkRecord("swap2");
    // The game goes on: the person (White) plays the fourth stone, the computer answers as Black.
    clickPoint("j8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 5; }, 60));
}

BOOST_AUTO_TEST_CASE(swap2_the_person_places_two_more_stones) {
    messages().clear();
    DialogAnswers answers;
    answers.answer = [](const gomoku::Opening& o) {
        return o.step().kind == StepKind::Swap2Choice ? kPlaceTwo : kPlayBlack;
    };
    newGame(setupFor("gomoku/freestyle/15", "swap2", false, 3));  // the computer opens
    const int clicks = playOpening();
    BOOST_CHECK_EQUAL(clicks, 2);  // the fourth and fifth stones
    BOOST_CHECK_EQUAL(answers.dialogs, 1);
    BOOST_REQUIRE(!answers.explanations.empty());
    BOOST_CHECK(answers.explanations.front().Contains("Swap2"));
    BOOST_CHECK_EQUAL(opening().opening().stones().size(), 5u);
    checkRecord("swap2");
    BOOST_REQUIRE(waitFor([] { return !messages().empty(); }, 10));  // the computer's colour, told
    // White moves next: the computer when it chose White, else the person.
    if (document()->player(Side::Second).computer)
        BOOST_CHECK(waitFor([] { return document()->record().size() == 6; }, 60));
    else
        BOOST_CHECK_EQUAL(document()->record().size(), 5u);
}

BOOST_AUTO_TEST_CASE(soosorv8_played_through_with_a_refused_point) {
    messages().clear();
    DialogAnswers answers;
    answers.answer = [](const gomoku::Opening& o) {
        return o.step().kind == StepKind::Declare ? kDeclare : kPlayBlack;
    };
    newGame(setupFor("gomoku/renju/15", "soosorv-8", true, 2));
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 10));
    // The second stone belongs in the central 3x3: j10 is refused and said why.
    clickPoint("j10");
    BOOST_REQUIRE(waitFor([] { return frame()->GetStatusBar()->GetStatusText(0).Contains("3x3"); }, 10));
    BOOST_CHECK_EQUAL(document()->record().size(), 1u);
    playOpening();
    BOOST_CHECK(!opening().active());
    BOOST_CHECK_EQUAL(opening().opening().stones().size(), 5u);
    checkRecord("soosorv-8");
    // Saved and read back: the opening's rule and steps are in the file, and replay through the rules.
    const auto file = testFile("soosorv.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    const GameRecord back = readRecordFile(file.string());
    BOOST_CHECK_EQUAL(back.tag("Opening"), "soosorv-8");
    std::string error;
    const auto replayed = gomoku::Opening::readOpening(gomoku::OpeningRule::Soosorv8, gomoku::Rule::Renju, 15,
                                                       back.tag("OpeningSteps"), error);
    BOOST_REQUIRE_MESSAGE(replayed, error);
    BOOST_CHECK(replayed->done());
    BOOST_CHECK(replayed->stones() == opening().opening().stones());
}

BOOST_AUTO_TEST_CASE(taraguchi10_between_two_people_with_ten_offers) {
    // Two people at the board, so every branch is theirs: a swap after each early stone (whoever is asked
    // takes Black), ten offered fifth moves, White's pick.
    DialogAnswers answers;
    answers.answer = [](const gomoku::Opening& o) {
        return o.step().kind == StepKind::FifthChoice ? kOfferFifths : kPlayBlack;
    };
    ui::NewGameSetup setup = setupFor("gomoku/renju/15", "taraguchi-10", true, 1);
    setup.players[1].computer = false;
    newGame(setup);
    const int clicks = playOpening();
    const gomoku::Opening& o = opening().opening();
    BOOST_CHECK(!opening().active());
    BOOST_CHECK_EQUAL(clicks, 4 + 10 + 1);      // four stones, ten offers, the pick
    BOOST_CHECK_EQUAL(answers.dialogs, 4 + 1);  // a swap after each of four stones, Black's fifth-move choice
    // The nearest allowed points (g9 h9 i9 on the row above the centre) and each asked player taking Black;
    // the position is its own mirror image, so no two offers may be mirror images.
    BOOST_CHECK_EQUAL(o.eventsText().rfind("h8 swap g9 keep h9 swap i9 keep offer-fifths offer:", 0), 0u);
    BOOST_CHECK_EQUAL(o.stones().size(), 5u);
    checkRecord("taraguchi-10");
    // The game goes on between the two people: White plays the sixth move with a click.
    const std::size_t before = document()->record().size();
    clickEmptyPoint({"h7", "g7", "i7", "g8", "i8"});
    BOOST_CHECK(waitFor([&] { return document()->record().size() == before + 1; }, 10));
}

BOOST_AUTO_TEST_CASE(an_opening_saved_half_way_goes_on_when_opened) {
    // Two people start Soosorv-8 and save after two stones; the file opened again goes on with the opening
    // at the same step (the third stone inside the central 5x5), not as an ordinary game.
    DialogAnswers answers;
    answers.answer = [](const gomoku::Opening&) { return kPlayWhite; };
    ui::NewGameSetup setup = setupFor("gomoku/renju/15", "soosorv-8", true, 1);
    setup.players[1].computer = false;
    newGame(setup);
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 1; }, 10));
    clickPoint("i9");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    const auto file = testFile("soosorv-half.sgf");
    BOOST_REQUIRE(document()->OnSaveDocument(wxString(file.string())));
    newGameBetweenPeople("gomoku/renju/15");
    BOOST_REQUIRE(!document()->openingPlay());
    BOOST_REQUIRE(AppFixture::app()->docManager()->openFile(wxString(file.string())) != nullptr);
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2 && document()->openingPlay(); }, 10));
    BOOST_CHECK(opening().active());
    BOOST_CHECK_EQUAL(opening().opening().step().radius, 2);
    clickPoint("k11");  // outside the central 5x5: refused
    BOOST_REQUIRE(waitFor([] { return frame()->GetStatusBar()->GetStatusText(0).Contains("5x5"); }, 10));
    clickPoint("j10");
    BOOST_REQUIRE(waitFor([] { return document()->record().tag("OpeningSteps").rfind("h8 i9 j10 keep", 0) == 0; }, 10));
    BOOST_CHECK_EQUAL(document()->record().size(), 3u);
    checkRecord("soosorv-8");
}

BOOST_AUTO_TEST_CASE(a_rematch_keeps_the_rule_and_the_other_player_opens) {
    // Swap: the person opens (three stones) and the computer chooses its colour. Game > Rematch plays Swap
    // again with the roles exchanged, whichever colour each ended with: the computer places the three
    // stones and the person chooses (here Black); a second rematch gives the opening back to the person.
    messages().clear();
    DialogAnswers answers;
    answers.answer = [](const gomoku::Opening&) { return kPlayBlack; };
    newGame(setupFor("gomoku/freestyle/15", "swap", true, 1));
    BOOST_CHECK_EQUAL(playOpening(), 3);
    BOOST_CHECK_EQUAL(answers.dialogs, 0);
    BOOST_REQUIRE(waitFor([] { return !messages().empty(); }, 10));  // the computer's choice, told
    document()->Modify(false);                                       // no "save changes?" dialog in a test
    menu(app::ID_REMATCH);  // the new game is made at once, before anything else can run
    BOOST_REQUIRE(document()->openingPlay());
    BOOST_REQUIRE_EQUAL(document()->record().size(), 0u);
    BOOST_CHECK_EQUAL(document()->record().tag("Opening"), "swap");
    BOOST_CHECK(document()->player(Side::First).computer);  // the opener starts as Black
    BOOST_CHECK_EQUAL(playOpening(), 0);                    // the computer placed every stone
    BOOST_CHECK_EQUAL(answers.dialogs, 1);                  // the person chose the colour
    BOOST_CHECK_EQUAL(opening().opening().eventsText().substr(opening().opening().eventsText().size() - 4),
                      "swap");
    BOOST_CHECK(!document()->player(Side::First).computer);  // the person took Black
    checkRecord("swap");
    // The game goes on: the computer (White) plays the fourth stone.
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 4 && !document()->thinking(); }, 60));
    document()->Modify(false);
    menu(app::ID_REMATCH);
    BOOST_REQUIRE(document()->openingPlay());
    BOOST_CHECK(!document()->player(Side::First).computer);
    BOOST_CHECK(opening().personToAct());
    BOOST_CHECK(opening().opening().step().kind == StepKind::Place);
    BOOST_CHECK_EQUAL(document()->record().size(), 0u);
}

BOOST_AUTO_TEST_CASE(explanations_wrap_in_chinese_too) {
    // wxStaticText::Wrap breaks only at spaces, which Chinese does not have: the dialogs wrap themselves.
    const wxWindow& window = *frame();
    const int width = window.FromDIP(220);
    for (const char* text :
         {"开局三子已下好。按二次交换规则，你可以选择：执黑；继续执白并下第四手；或再下两子（先白后黑），由对方选择执黑还是执白。",
          "The three opening stones are on the board. Under Swap2 you choose: play Black, stay White and play the "
          "fourth move, or place two more stones and let the other player choose the colour."}) {
        const wxString original = wxString::FromUTF8(text);
        const wxString wrapped = ui::wrapToWidth(window, original, width);
        const wxArrayString lines = wxSplit(wrapped, '\n', '\0');
        // How many lines depends on the font's widths (wine's CJK font is narrower than GTK's): the text
        // is wider than the width, so it takes more than one, and each fits.
        BOOST_REQUIRE_GT(window.GetTextExtent(original).x, width);
        BOOST_CHECK_GT(lines.size(), 1u);
        for (const wxString& line : lines) {
            BOOST_CHECK_LE(window.GetTextExtent(line).x, width);
            BOOST_CHECK(!line.StartsWith(wxString::FromUTF8("，")) && !line.StartsWith(wxString::FromUTF8("。")) &&
                        !line.StartsWith(" "));
        }
        wxString joined = wrapped, plain = original;
        joined.Replace("\n", "");
        joined.Replace(" ", "");
        plain.Replace(" ", "");
        BOOST_CHECK(joined == plain);  // nothing lost or added but the line breaks
    }
}

BOOST_AUTO_TEST_SUITE_END()
