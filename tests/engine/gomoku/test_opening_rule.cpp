// The opening rules' state machines (gomoku/opening_rule.h): every step of Swap, Swap2, Soosõrv-8 and
// Taraguchi-10 in order, each branch, the steps refused out of turn or out of the allowed area, the
// symmetry of offered fifth moves, undo, and the record text read back.
#include <boost/test/unit_test.hpp>

#include "gomoku/notation.h"
#include "gomoku/opening_rule.h"

using namespace qipan;
using namespace qipan::gomoku;

namespace {

int at(const std::string& name, int size = 15) {
    const auto p = parsePoint(name, size);
    BOOST_REQUIRE(p);
    return p->second * size + p->first;
}

void expectStep(const Opening& o, StepKind kind, int actor, int radius = -1, int count = 0) {
    BOOST_CHECK(o.step().kind == kind);
    BOOST_CHECK_EQUAL(o.step().actor, actor);
    if (kind == StepKind::Place) BOOST_CHECK_EQUAL(o.step().radius, radius);
    if (count) BOOST_CHECK_EQUAL(o.step().count, count);
}

void ok(const std::string& why) {
    BOOST_CHECK_MESSAGE(why.empty(), why);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(opening_rules)

BOOST_AUTO_TEST_CASE(names_and_fits) {
    for (OpeningRule r : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2, OpeningRule::Soosorv8,
                          OpeningRule::Taraguchi10})
        BOOST_CHECK(parseOpeningRule(openingRuleName(r)) == r);
    BOOST_CHECK(!parseOpeningRule("yamaguchi"));
    BOOST_CHECK(openingRuleFits(OpeningRule::Swap2, Rule::Freestyle, 15));
    BOOST_CHECK(openingRuleFits(OpeningRule::Swap2, Rule::Standard, 20));
    BOOST_CHECK(!openingRuleFits(OpeningRule::Swap2, Rule::Renju, 15));
    BOOST_CHECK(openingRuleFits(OpeningRule::Soosorv8, Rule::Renju, 15));
    BOOST_CHECK(!openingRuleFits(OpeningRule::Taraguchi10, Rule::Freestyle, 15));
    BOOST_CHECK(!openingRuleFits(OpeningRule::Taraguchi10, Rule::Renju, 19));
    BOOST_CHECK_EQUAL(openingRulesFor(Rule::Renju, 15).size(), 3u);
    BOOST_CHECK_EQUAL(openingRulesFor(Rule::Freestyle, 15).size(), 3u);
    BOOST_CHECK(Opening(OpeningRule::None, Rule::Freestyle, 15).done());
    BOOST_CHECK(openingRulesForGame("gomoku/renju/15").back() == OpeningRule::Taraguchi10);
    BOOST_CHECK(openingRulesForGame("gomoku/standard/20").back() == OpeningRule::Swap2);
    BOOST_CHECK_EQUAL(openingRulesForGame("gomoku/renju-strict/15").size(),
                      1u);  // fouls that lose: no offers
    BOOST_CHECK_EQUAL(openingRulesForGame("xiangqi").size(), 1u);
}

BOOST_AUTO_TEST_CASE(swap_keep_and_swap) {
    for (Choice choice : {Choice::Keep, Choice::Swap}) {
        Opening o(OpeningRule::Swap, Rule::Freestyle, 15);
        for (const char* p : {"a1", "o15", "b2"}) {
            expectStep(o, StepKind::Place, 0, -1);
            ok(o.place(at(p)));
        }
        BOOST_CHECK_EQUAL(o.place(at("c3")), "no stone to place now");
        BOOST_CHECK_EQUAL(o.choose(Choice::PlaceTwo), "choose to swap or to keep the colours");
        expectStep(o, StepKind::SwapChoice, 1);
        ok(o.choose(choice));
        BOOST_CHECK(o.done());
        BOOST_CHECK_EQUAL(o.blackPlayer(), choice == Choice::Swap ? 1 : 0);
        BOOST_CHECK_EQUAL(o.step().actor, o.playerOf(Side::Second));  // White plays the fourth
        BOOST_CHECK(o.game().sideToMove() == Side::Second);
        BOOST_CHECK_EQUAL(o.game().cell(0, 14), 1);  // a1 black, o15 white, b2 black
        BOOST_CHECK_EQUAL(o.game().cell(14, 0), 2);
        BOOST_CHECK_EQUAL(o.choose(Choice::Keep), "no choice to make now");
    }
}

BOOST_AUTO_TEST_CASE(swap2_three_branches) {
    const auto three = [] {
        Opening o(OpeningRule::Swap2, Rule::Standard, 15);
        for (const char* p : {"h8", "j9", "h10"}) ok(o.place(at(p)));
        expectStep(o, StepKind::Swap2Choice, 1);
        return o;
    };
    {
        Opening o = three();  // the other player takes Black
        ok(o.choose(Choice::Swap));
        BOOST_CHECK(o.done());
        BOOST_CHECK_EQUAL(o.blackPlayer(), 1);
        BOOST_CHECK_EQUAL(o.step().actor, 0);  // the opener, now White, plays the fourth
    }
    {
        Opening o = three();  // the other player stays White and plays the fourth
        ok(o.choose(Choice::Keep));
        BOOST_CHECK(o.done());
        BOOST_CHECK_EQUAL(o.blackPlayer(), 0);
        BOOST_CHECK_EQUAL(o.step().actor, 1);
    }
    for (Choice last : {Choice::Keep, Choice::Swap}) {
        Opening o = three();  // two more stones, then the opener chooses
        BOOST_CHECK_EQUAL(o.choose(Choice::OneFifth), "choose Black, White or two more stones");
        ok(o.choose(Choice::PlaceTwo));
        expectStep(o, StepKind::Place, 1, -1);
        BOOST_CHECK_EQUAL(o.place(at("h8")), "occupied");
        BOOST_CHECK_EQUAL(o.place(-1), "off the board");
        ok(o.place(at("a15")));
        expectStep(o, StepKind::Place, 1, -1);
        ok(o.place(at("o1")));
        expectStep(o, StepKind::SwapChoice, 0);
        ok(o.choose(last));
        BOOST_CHECK(o.done());
        BOOST_CHECK_EQUAL(o.blackPlayer(), last == Choice::Swap ? 1 : 0);
        BOOST_CHECK_EQUAL(o.stones().size(), 5u);
        BOOST_CHECK(o.game().sideToMove() == Side::Second);
        BOOST_CHECK_EQUAL(o.step().actor, o.playerOf(Side::Second));
    }
}

BOOST_AUTO_TEST_CASE(soosorv8_whole_protocol) {
    Opening o(OpeningRule::Soosorv8, Rule::Renju, 15);
    expectStep(o, StepKind::Place, 0, 0);
    BOOST_CHECK_EQUAL(o.place(at("h9")), "must be on the centre");
    ok(o.place(at("h8")));
    expectStep(o, StepKind::Place, 0, 1);
    BOOST_CHECK_EQUAL(o.place(at("h10")), "must be in the central 3x3");
    ok(o.place(at("i9")));
    expectStep(o, StepKind::Place, 0, 2);
    BOOST_CHECK_EQUAL(o.place(at("h11")), "must be in the central 5x5");
    ok(o.place(at("j10")));  // a diagonal opening
    expectStep(o, StepKind::SwapChoice, 1);
    BOOST_CHECK_EQUAL(o.declare(2), "no number to declare now");
    ok(o.choose(Choice::Swap));  // the other player now holds Black
    BOOST_CHECK_EQUAL(o.blackPlayer(), 1);
    expectStep(o, StepKind::Place, 0, -1);  // the opener holds White and places the fourth anywhere
    ok(o.place(at("k11")));
    expectStep(o, StepKind::Declare, 0, -1, 8);
    BOOST_CHECK_EQUAL(o.declare(0), "the number of fifth moves must be 1 to 8");
    BOOST_CHECK_EQUAL(o.declare(9), "the number of fifth moves must be 1 to 8");
    ok(o.declare(2));
    expectStep(o, StepKind::SwapChoice, 1);  // Black (the other player) may swap
    ok(o.choose(Choice::Keep));
    expectStep(o, StepKind::Offer, 1, -1, 2);
    BOOST_CHECK_EQUAL(o.place(at("a1")), "no stone to place now");
    ok(o.offer(at("g7")));
    BOOST_CHECK_EQUAL(o.offer(at("g7")), "already offered");
    BOOST_CHECK_EQUAL(o.pick(at("g7")), "no offer to pick now");
    ok(o.withdraw(at("g7")));
    BOOST_CHECK_EQUAL(o.withdraw(at("g7")), "no such offer to take back");
    ok(o.offer(at("g7")));
    ok(o.offer(at("l8")));
    expectStep(o, StepKind::Pick, 0);
    BOOST_CHECK_EQUAL(o.pick(at("a1")), "not one of the offered moves");
    ok(o.pick(at("l8")));
    BOOST_CHECK(o.done());
    BOOST_CHECK_EQUAL(o.stones().size(), 5u);
    BOOST_CHECK(o.offers().empty());
    BOOST_CHECK_EQUAL(o.game().cell(11, 7), 1);  // l8 is the black fifth
    BOOST_CHECK_EQUAL(o.game().cell(6, 8), 0);   // g7 went back
    BOOST_CHECK_EQUAL(o.step().actor, 0);        // White (the opener) plays the sixth
}

BOOST_AUTO_TEST_CASE(offers_are_never_symmetrical) {
    // Every stone on column h: the position is its own mirror image in that column.
    Opening o(OpeningRule::Soosorv8, Rule::Renju, 15);
    ok(o.place(at("h8")));
    ok(o.place(at("h9")));  // white straight north: mirror in the column h
    ok(o.place(at("h6")));  // black on column h too: still symmetric in column h
    ok(o.choose(Choice::Keep));
    ok(o.place(at("h12")));  // white on column h: the position stays symmetric in column h
    ok(o.declare(3));
    ok(o.choose(Choice::Keep));
    ok(o.offer(at("g7")));
    BOOST_CHECK_EQUAL(o.offer(at("i7")), "symmetrical to an offered move");  // the mirror image
    BOOST_CHECK(o.symmetrical(at("g7"), at("i7")));
    BOOST_CHECK(!o.symmetrical(at("g7"), at("g9")));
    ok(o.offer(at("g9")));
    BOOST_CHECK_EQUAL(o.offer(at("h7")), "");  // on the axis: its own image
    BOOST_CHECK(o.step().kind == StepKind::Pick);
    // An asymmetric position has no symmetric pairs at all.
    Opening a(OpeningRule::Soosorv8, Rule::Renju, 15);
    for (const char* p : {"h8", "i9", "j9"}) ok(a.place(at(p)));
    ok(a.choose(Choice::Keep));
    ok(a.place(at("g6")));
    for (int cell = 0; cell < 225; ++cell) BOOST_CHECK_EQUAL(a.symmetricImages(cell).size(), 1u);
}

BOOST_AUTO_TEST_CASE(taraguchi10_one_fifth_branch) {
    Opening o(OpeningRule::Taraguchi10, Rule::Renju, 15);
    expectStep(o, StepKind::Place, 0, 0);
    ok(o.place(at("h8")));
    expectStep(o, StepKind::SwapChoice, 1);
    ok(o.choose(Choice::Swap));  // the other player takes Black; the opener, White, places the second
    expectStep(o, StepKind::Place, 0, 1);
    BOOST_CHECK_EQUAL(o.place(at("j8")), "must be in the central 3x3");
    ok(o.place(at("i8")));
    expectStep(o, StepKind::SwapChoice, 1);  // Black (the other) may swap
    ok(o.choose(Choice::Keep));
    expectStep(o, StepKind::Place, 1, 2);
    BOOST_CHECK_EQUAL(o.place(at("k8")), "must be in the central 5x5");
    ok(o.place(at("j9")));
    expectStep(o, StepKind::SwapChoice, 0);
    ok(o.choose(Choice::Keep));
    expectStep(o, StepKind::Place, 0, 3);
    BOOST_CHECK_EQUAL(o.place(at("l8")), "must be in the central 7x7");
    ok(o.place(at("k8")));
    expectStep(o, StepKind::SwapChoice, 1);
    ok(o.choose(Choice::Swap));  // now the opener holds Black again
    BOOST_CHECK_EQUAL(o.blackPlayer(), 0);
    expectStep(o, StepKind::FifthChoice, 0, -1, 10);
    BOOST_CHECK_EQUAL(o.choose(Choice::Keep), "choose one fifth stone or several offers");
    ok(o.choose(Choice::OneFifth));
    expectStep(o, StepKind::Place, 0, 4);
    BOOST_CHECK_EQUAL(o.place(at("m8")), "must be in the central 9x9");
    ok(o.place(at("g7")));
    expectStep(o, StepKind::SwapChoice, 1);
    ok(o.choose(Choice::Keep));
    BOOST_CHECK(o.done());
    BOOST_CHECK_EQUAL(o.step().actor, 1);  // White plays the sixth
    BOOST_CHECK_EQUAL(o.stones().size(), 5u);
}

BOOST_AUTO_TEST_CASE(taraguchi10_ten_offers_branch) {
    Opening o(OpeningRule::Taraguchi10, Rule::Renju, 15);
    for (const char* p : {"h8", "i9", "h10", "j8"}) {
        ok(o.place(at(p)));
        ok(o.choose(Choice::Keep));
    }
    ok(o.choose(Choice::OfferFifths));
    expectStep(o, StepKind::Offer, 0, -1, 10);
    const char* offers[] = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1"};
    for (int i = 0; i < 10; ++i) {
        BOOST_CHECK(o.step().kind == StepKind::Offer);
        ok(o.offer(at(offers[i])));
    }
    expectStep(o, StepKind::Pick, 1);
    ok(o.pick(at("c1")));
    BOOST_CHECK(o.done());
    BOOST_CHECK_EQUAL(o.stones().back(), at("c1"));
}

BOOST_AUTO_TEST_CASE(undo_and_record_text) {
    Opening o(OpeningRule::Soosorv8, Rule::Renju, 15);
    for (const char* p : {"h8", "i8", "j10"}) ok(o.place(at(p)));
    ok(o.choose(Choice::Swap));
    ok(o.place(at("g6")));
    ok(o.declare(2));
    ok(o.choose(Choice::Keep));
    ok(o.offer(at("i9")));
    ok(o.withdraw(at("i9")));
    ok(o.offer(at("g9")));
    ok(o.offer(at("k7")));
    ok(o.pick(at("k7")));
    const std::string text = o.eventsText();
    BOOST_CHECK_EQUAL(text,
                      "h8 i8 j10 swap g6 declare:2 keep offer:i9 withdraw:i9 offer:g9 offer:k7 pick:k7");
    std::string error;
    const auto back = Opening::readOpening(OpeningRule::Soosorv8, Rule::Renju, 15, text, error);
    BOOST_REQUIRE_MESSAGE(back, error);
    BOOST_CHECK(back->events() == o.events());
    BOOST_CHECK(back->done());
    BOOST_CHECK_EQUAL(back->blackPlayer(), 1);
    // Undo steps back through the protocol: the pick, then the last offer.
    ok(std::string(o.undo() ? "" : "no undo"));
    BOOST_CHECK(o.step().kind == StepKind::Pick);
    BOOST_CHECK_EQUAL(o.offers().size(), 2u);
    ok(std::string(o.undo() ? "" : "no undo"));
    BOOST_CHECK(o.step().kind == StepKind::Offer);
    BOOST_CHECK_EQUAL(o.offers().size(), 1u);
    while (o.undo()) {
    }
    BOOST_CHECK(o.events().empty());
    BOOST_CHECK(o.stones().empty());
    BOOST_CHECK_EQUAL(o.blackPlayer(), 0);
    // Bad records are refused with the step and the reason.
    BOOST_CHECK(!Opening::readOpening(OpeningRule::Soosorv8, Rule::Renju, 15, "h8 i8 j10 declare:2", error));
    BOOST_CHECK_EQUAL(error, "opening step 'declare:2': no number to declare now");
    BOOST_CHECK(!Opening::readOpening(OpeningRule::Soosorv8, Rule::Renju, 15, "h9", error));
    BOOST_CHECK_EQUAL(error, "opening step 'h9': must be on the centre");
    BOOST_CHECK(!Opening::readOpening(OpeningRule::Swap2, Rule::Freestyle, 15, "h8 jump", error));
    BOOST_CHECK_EQUAL(error, "opening step 'jump': off the board");
    BOOST_CHECK(!Opening::readOpening(OpeningRule::Swap2, Rule::Freestyle, 15, "h8 frob:3", error));
    BOOST_CHECK_EQUAL(error, "unknown opening step 'frob:3'");
    BOOST_CHECK(!Opening::readOpening(OpeningRule::Swap2, Rule::Renju, 15, "", error));
}

BOOST_AUTO_TEST_SUITE_END()
