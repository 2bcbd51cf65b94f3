// (Runs after test_app.cpp, whose first test looks at the window as it starts.)
// The analysis panel below the board: what it shows, in the real window, for positions whose answer is
// known (a five to make, a mate in one, a solved Othello endgame), how many lines it follows, and that it
// shows the computer's own thinking too.
#include <boost/test/unit_test.hpp>

#include <cmath>
#include <regex>

#include <wx/uiaction.h>

#include "app/game_texts.h"
#include "gui/gui_support.h"
#include "ui/analysis_panel.h"
#include "ui/board_canvas.h"
#include "ui/eval_graph.h"

using namespace qipan;
using namespace qipan::app;
using namespace qipan::gui_test;

namespace {

ui::AnalysisPanel* panel() {
    return AppFixture::frame()->analysisPanel();
}

// A record of `gameId` with `moves` played (texts in the game's notation), for people on both sides.
void showGame(const std::string& gameId, const std::vector<std::string>& moves,
              const std::string& start = {}) {
    document()->setComputer(Side::First, false);
    document()->setComputer(Side::Second, false);
    GameRecord record(gameId, start);
    auto game = record.initialGame();
    for (const std::string& text : moves) {
        const auto move = game->parseMove(text);
        BOOST_REQUIRE_MESSAGE(move && game->isLegal(*move), text);
        record.append(Step{*move, text, -1, std::nullopt, {}});
        game->play(*move);
    }
    document()->Modify(false);
    document()->restore(record, record.size());
}

std::string cellText(int row, int column) {
    return panel()->cell(row, column).utf8_string();
}

void analyse(bool on) {
    menu(ID_ANALYSE, on);
    BOOST_REQUIRE(document()->analysing() == on);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(analysis_panel, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(a_five_to_make_is_the_only_line_and_is_won_in_one) {
    // Black has h8-k8 open at both ends, White four scattered stones: Black to move wins at g8 or l8.
    showGame("gomoku/freestyle/15", {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a5"});
    document()->setAnalysisLineCount(3);
    BOOST_TEST(panel()->lineCount() == 3);
    analyse(true);
    BOOST_REQUIRE(waitFor([] { return panel()->rowCount() >= 1 && panel()->cell(0, 1) == "win in 1"; }, 10));
    pump(0.3);  // a second report could only add lines; there must be none
    BOOST_TEST(panel()->rowCount() == 1);
    const std::string line = cellText(0, 3);
    BOOST_TEST((line.rfind("g8", 0) == 0 || line.rfind("l8", 0) == 0), line);
    BOOST_TEST(panel()->field(1) == "win in 1");
    BOOST_TEST(std::regex_match(panel()->field(0).utf8_string(), std::regex("[1-9][0-9]*")));
    BOOST_TEST(std::regex_match(panel()->field(2).utf8_string(), std::regex("[1-9][0-9]{0,2}(,[0-9]{3})*")));
    BOOST_TEST(std::regex_match(panel()->field(3).utf8_string(), std::regex("[0-9.]+ [kM]N/s")));
    BOOST_TEST(
        std::regex_match(panel()->heading().utf8_string(), std::regex("Analys.* move 9.*Black to move.*")),
        panel()->heading());
    // The best move is drawn on the board.
    const int to = AppFixture::frame()->canvas()->state().hint.to;
    BOOST_TEST(
        (to == document()->game().parseMove("g8")->code || to == document()->game().parseMove("l8")->code));
    analyse(false);
    BOOST_TEST(!document()->thinking());
    BOOST_REQUIRE(waitFor([] { return panel()->heading().Contains("stopped"); }, 5));
    BOOST_TEST(panel()->rowCount() == 1);  // the last lines stay to be read
}

BOOST_AUTO_TEST_CASE(mates_in_one_lead_three_lines_in_xiangqi) {
    // Red rooks on a8 and b0 against the bare black general on e9: R b0-b9 mates, and so does R a8-f8
    // (the general has no move left, which loses in Xiangqi); the panel is checked against the rules.
    showGame("xiangqi", {}, "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1");
    document()->setAnalysisLineCount(3);
    analyse(true);
    const Game& game = document()->game();
    // The move a line starts with, found among the legal moves by its text; and whether it mates.
    const auto mates = [&game](int row) {
        const wxString first = panel()->cell(row, 3).BeforeFirst(' ');
        for (const Move m : game.legalMoves())
            if (app::moveText(game, m) == first) {
                auto after = game.clone();
                after->play(m);
                const Outcome o = after->outcome();
                return o.kind == Outcome::Kind::Win && o.winner == Side::First;
            }
        BOOST_FAIL("no legal move is written " << first);
        return false;
    };
    BOOST_REQUIRE(waitFor([] { return panel()->rowCount() == 3 && panel()->cell(2, 2) != "1"; }, 20));
    BOOST_TEST(panel()->cell(0, 1) == "mate in 1");
    BOOST_TEST(panel()->field(1) == "mate in 1");
    for (int row = 0; row < 3; ++row) {
        BOOST_TEST(cellText(row, 0) == std::to_string(row + 1));
        BOOST_TEST((panel()->cell(row, 1) == "mate in 1") == mates(row), row << ": " << cellText(row, 3));
    }
    BOOST_TEST(panel()->cell(0, 3) != panel()->cell(1, 3));
    const MoveSquares hint = AppFixture::frame()->canvas()->state().hint;
    BOOST_TEST(hint.from >= 0);
    BOOST_TEST(hint.to >= 0);

    // One line asked for: the analysis starts again with one, a mate.
    document()->setAnalysisLineCount(1);
    BOOST_TEST(panel()->lineCount() == 1);
    BOOST_REQUIRE(waitFor([] { return panel()->rowCount() == 1 && panel()->cell(0, 1) == "mate in 1"; }, 20));
    BOOST_TEST(mates(0));
    // On the evaluation graph the position is Red's win: the top edge, Red's side.
    ui::EvalGraph* graph = AppFixture::frame()->evalGraph();
    BOOST_REQUIRE(graph->size() == 1u);
    BOOST_REQUIRE(waitFor([graph] { return graph->value(0).has_value(); }, 5));
    BOOST_TEST(*graph->value(0) == 1.0);
    BOOST_TEST(graph->topLabel() == "Red");
    BOOST_TEST(graph->scale().Contains(L"\u00b11.00 halfway"), graph->scale());
    analyse(false);
    document()->setAnalysisLineCount(3);
}

BOOST_AUTO_TEST_CASE(a_solved_othello_endgame_is_called_exact) {
    // The game played on from the start, always the first legal move, until eight squares are empty.
    GameRecord record("othello/8");
    auto game = record.initialGame();
    std::vector<std::string> moves;
    int empties = 60;
    while (empties > 8 && !game->outcome().over()) {
        const Move move = game->legalMoves().front();
        moves.push_back(game->moveToText(move));
        if (game->squares(move).to >= 0) --empties;
        game->play(move);
    }
    BOOST_REQUIRE(!game->outcome().over());
    showGame("othello/8", moves);
    analyse(true);
    BOOST_REQUIRE(
        waitFor([] { return panel()->rowCount() >= 1 && panel()->cell(0, 1).Contains("exact"); }, 20));
    BOOST_TEST(std::regex_match(cellText(0, 1), std::regex("[+-]?[0-9]+ discs \\(exact\\)")), cellText(0, 1));
    // The graph's last point is that score from Black's side, on the graph's scale (8 discs halfway up).
    ui::EvalGraph* graph = AppFixture::frame()->evalGraph();
    const int discs = std::stoi(cellText(0, 1));
    const int forBlack = game->sideToMove() == Side::First ? discs : -discs;
    BOOST_REQUIRE(waitFor([graph] { return graph->value(graph->size() - 1).has_value(); }, 5));
    BOOST_TEST(*graph->value(graph->size() - 1) == std::tanh(std::atanh(0.5) * forBlack * 100 / 800),
               boost::test_tools::tolerance(1e-9));
    BOOST_TEST(graph->topLabel() == "Black");
    BOOST_TEST(graph->bottomLabel() == "White");
    analyse(false);
}

BOOST_AUTO_TEST_CASE(the_computers_thinking_is_shown_and_stays_after_its_move) {
    newGameAgainstComputer("gomoku/freestyle/15", GameFamily::Gomoku);
    clickPoint("h8");
    BOOST_REQUIRE(waitFor([] { return document()->record().size() == 2; }, 10));
    BOOST_REQUIRE(
        waitFor([] { return panel()->heading() == "White (computer, level 1) searched move 2"; }, 5));
    // Its last report stays: one line (a level's choice may be another move than the line's first).
    BOOST_TEST(panel()->rowCount() == 1);
    BOOST_TEST(std::regex_match(cellText(0, 3), std::regex("[a-o][0-9]+(  [a-o][0-9]+)*")), cellText(0, 3));
    BOOST_TEST(!panel()->field(1).empty());
    // The evaluation graph has the point of the position it searched (after Black's first move), as the
    // game goes; the positions nobody searched are gaps.
    ui::EvalGraph* graph = AppFixture::frame()->evalGraph();
    BOOST_REQUIRE(graph->size() == 3u);
    BOOST_TEST(graph->value(1).has_value());
    BOOST_TEST(!graph->value(0).has_value());
}

BOOST_AUTO_TEST_CASE(the_evaluation_graph_follows_the_analysis_and_a_click_goes_to_the_move) {
    showGame("gomoku/freestyle/15", {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a5"});
    ui::EvalGraph* graph = AppFixture::frame()->evalGraph();
    BOOST_REQUIRE(graph->size() == 9u);  // the start and one position after each move
    for (std::size_t i = 0; i < graph->size(); ++i) BOOST_TEST(!graph->value(i).has_value());
    analyse(true);
    // Black to move makes five: at the top edge (the first player's win).
    BOOST_REQUIRE(waitFor([graph] { return graph->value(8).has_value(); }, 10));
    BOOST_TEST(*graph->value(8) == 1.0);
    // One move back, White to move cannot stop both ends: still Black's win, seen from White's search.
    document()->setCursor(7);
    BOOST_REQUIRE(waitFor([graph] { return graph->value(7).has_value() && *graph->value(7) == 1.0; }, 30));
    BOOST_TEST(*graph->value(8) == 1.0);  // what was found stays
    // Early on the game is about even: a point near the middle.
    document()->setCursor(1);
    BOOST_REQUIRE(waitFor([graph] { return graph->value(1).has_value(); }, 10));
    BOOST_TEST(std::abs(*graph->value(1)) < 1.0);
    analyse(false);

    // A click on the graph goes to that move.
    wxUIActionSimulator sim;
    sim.MouseMove(graph->ClientToScreen(graph->positionCentre(5)));
    pump(0.05);
    sim.MouseClick();
    BOOST_REQUIRE(waitFor([] { return document()->record().cursor() == 5u; }, 10));
    BOOST_TEST(document()->game().ply() == 5);
}

BOOST_AUTO_TEST_CASE(updates_close_together_end_with_the_last_one) {
    menu(ID_ANALYSE, false);
    pump(0.3);
    ui::AnalysisDisplay first;
    first.heading = "first";
    ui::AnalysisDisplay second = first;
    second.heading = "second";
    second.lines.push_back(ui::AnalysisLine{"+0.50", 7, "h8  i9"});
    panel()->setDisplay(first);
    panel()->setDisplay(second);  // within the tenth of a second: the second waits, but is never lost
    BOOST_REQUIRE(waitFor([] { return panel()->heading() == "second"; }, 5));
    BOOST_TEST(panel()->rowCount() == 1);
    BOOST_TEST(panel()->cell(0, 3) == "h8  i9");
}

BOOST_AUTO_TEST_CASE(the_panel_can_be_hidden_and_shown_again) {
    BOOST_TEST(AppFixture::frame()->analysisPanelShown());
    menu(ID_ANALYSIS_PANEL, false);
    BOOST_TEST(!AppFixture::frame()->analysisPanelShown());
    BOOST_TEST(!panel()->IsShownOnScreen());
    menu(ID_ANALYSIS_PANEL, true);
    BOOST_TEST(AppFixture::frame()->analysisPanelShown());
    BOOST_TEST(panel()->IsShownOnScreen());
}

BOOST_AUTO_TEST_SUITE_END()
