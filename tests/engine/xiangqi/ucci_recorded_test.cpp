// Qipan's UCCI server against a conversation recorded with ElephantEye (tests/data/xiangqi/
// eleeye_ucci_session.txt): the same lines sent to Qipan get answers of the same kind, and each go
// line's time means what it meant to the reference engine. Also the UCCI/UCI go limits: nonsense is
// refused with an error line, a clock at zero moves at once, nothing overflows.
#include <boost/test/unit_test.hpp>

#include <sstream>

#include "core/search_control.h"
#include "protocol/ucci.h"
#include "support/engine_recording.h"
#include "xiangqi/xiangqi_game.h"

using namespace qipan;
using namespace qipan::protocol;
using qipan::testing::RecordedExchange;

namespace {

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
}

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

// The position a `position ...` line sets, or nullopt when it is not one.
std::optional<xiangqi::XiangqiGame> positionOf(const std::string& line) {
    std::istringstream in(line);
    std::string word, fen;
    in >> word >> word;
    if (word == "startpos")
        fen = "startpos";
    else if (word != "fen")
        return std::nullopt;
    while (in >> word && word != "moves") fen += (fen.empty() ? "" : " ") + word;
    xiangqi::XiangqiGame game;
    std::string error;
    if (!game.setPosition(fen, error)) return std::nullopt;
    while (in >> word) {
        const auto m = game.parseMove(word);
        if (!m || !game.isLegal(*m)) return std::nullopt;
        game.play(*m);
    }
    return game;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ucci_recorded)

BOOST_AUTO_TEST_CASE(the_recorded_conversation_gets_the_same_kind_of_answers) {
    const std::vector<RecordedExchange> recording = testing::readRecording("xiangqi/eleeye_ucci_session.txt");
    BOOST_REQUIRE_GT(recording.size(), 10u);
    std::ostringstream out;
    UcciSession session(out, UcciSession::Dialect::Ucci);
    xiangqi::XiangqiGame position;
    for (const RecordedExchange& e : recording) {
        out.str("");
        if (const auto p = positionOf(e.sent)) position = *p;
        session.handle(e.sent);
        if (startsWith(e.sent, "go ") && e.sent != "go infinite") session.waitForSearch();
        if (e.sent == "stop") session.waitForSearch();
        const std::vector<std::string> ours = linesOf(out.str());
        const auto said = [&](const std::string& prefix) {
            return std::find_if(ours.begin(), ours.end(),
                                [&](const std::string& l) { return startsWith(l, prefix); }) != ours.end();
        };
        for (const std::string& theirs : e.answers) {
            // The engine's own lines (id, its options, info) differ; the answers a GUI waits for must not.
            if (theirs == "ucciok" || theirs == "readyok" || theirs == "nobestmove" || theirs == "bye")
                BOOST_CHECK_MESSAGE(said(theirs), e.sent << ": ElephantEye said " << theirs << ", Qipan:\n"
                                                         << out.str());
            if (startsWith(theirs, "option usemillisec "))
                BOOST_CHECK_MESSAGE(said(theirs), "ElephantEye: " << theirs << "; Qipan:\n" << out.str());
            if (startsWith(theirs, "info depth 0 score"))
                BOOST_CHECK_MESSAGE(said("info depth 0 score"), e.sent << ": Qipan:\n" << out.str());
            if (startsWith(theirs, "bestmove ")) {
                const auto ourLine = std::find_if(ours.begin(), ours.end(), [](const std::string& l) {
                    return startsWith(l, "bestmove ");
                });
                BOOST_REQUIRE_MESSAGE(ourLine != ours.end(), e.sent << ": no bestmove from Qipan:\n"
                                                                    << out.str());
                const auto move = position.parseMove(ourLine->substr(9, 4));
                BOOST_CHECK_MESSAGE(move && position.isLegal(*move), e.sent << ": " << *ourLine);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(each_go_time_means_what_it_meant_to_the_reference_engine) {
    // ElephantEye's last "info time" after each go with a time, against the budget Qipan plans for the
    // same line: within a factor of four both ways (a clock read as a move's time, or the other way
    // round, is 10 to 30 times off), and never past the time given.
    int compared = 0;
    for (const RecordedExchange& e : testing::readRecording("xiangqi/eleeye_ucci_session.txt")) {
        if (!startsWith(e.sent, "go time ") || testing::engineSawMate(e)) continue;
        const long long used = testing::engineTimeUsed(e);
        BOOST_REQUIRE_GE(used, 0);
        const GoRequest go = UcciSession::readGo(e.sent.substr(3), UcciSession::Dialect::Ucci, true, true);
        BOOST_REQUIRE_MESSAGE(go.error.empty(), go.error);
        const TimeBudget budget = planTime(go.limits);
        const long long given = std::stoll(e.sent.substr(8));
        BOOST_TEST_CONTEXT(e.sent << ": ElephantEye used " << used << " ms, Qipan plans " << budget.softMs
                                  << "-" << budget.hardMs << " ms") {
            BOOST_TEST(budget.hardMs > 0);
            BOOST_TEST(budget.hardMs <= std::max(given, 1LL));
            BOOST_TEST(budget.softMs * 4 >= used);
            BOOST_TEST(budget.softMs <= std::max(used, 1LL) * 4);
        }
        ++compared;
    }
    BOOST_TEST(compared == 4);  // time alone, with an increment, with movestogo, and at zero
}

BOOST_AUTO_TEST_CASE(go_limits_are_read_with_checks) {
    using D = UcciSession::Dialect;
    const auto refused = [](const std::string& words, D d = D::Ucci) {
        return !UcciSession::readGo(words, d, true, true).error.empty();
    };
    // Nonsense limits are refused, with a reason.
    for (const char* bad : {"depth -1", "nodes 0", "nodes -5", "movetime 0", "movetime -1", "depth x",
                            "depth 99999999999999999999", "time 5 movestogo 0", "time 5 increment -1",
                            "movestogo 5", "increment 100", "searchmoves h2e2", "time"})
        BOOST_TEST(refused(bad), bad);
    BOOST_TEST(refused("depth 0", D::Uci));
    BOOST_TEST(!refused("depth 0", D::Ucci));  // UCCI: the static score, by the document
    BOOST_TEST(UcciSession::readGo("depth 0", D::Ucci, true, true).staticScore);
    // A clock at zero (or past it) is a move at once, not an unbounded search.
    for (const char* zero :
         {"time 0", "time -20", "time 0 increment 0", "wtime 0 btime 0", "wtime -3 btime 9000"}) {
        const GoRequest go = UcciSession::readGo(zero, D::Uci, true, true);
        BOOST_TEST(go.error.empty(), zero);
        BOOST_TEST(!go.limits.infinite(), zero);
        BOOST_TEST(planTime(go.limits).hardMs == 1, zero);
    }
    // UCCI time: T alone for this move; a clock with movestogo or an increment; seconds on request.
    BOOST_TEST(UcciSession::readGo("time 500", D::Ucci, true, true).limits.moveTimeMs == 500);
    BOOST_TEST(UcciSession::readGo("time 500 movestogo 2", D::Ucci, true, true).limits.timeLeftMs == 500);
    BOOST_TEST(UcciSession::readGo("time 500 increment 0", D::Ucci, true, true).limits.timeLeftMs == 500);
    BOOST_TEST(UcciSession::readGo("time 3", D::Ucci, false, true).limits.moveTimeMs == 3000);
    BOOST_TEST(UcciSession::readGo("wtime 9000 btime 100", D::Uci, true, false).limits.timeLeftMs == 100);
    // The largest times a GUI may send overflow nothing (UBSan checks the arithmetic in this build).
    for (const char* huge :
         {"time 9223372036854775807", "time 9223372036854775807 increment 9223372036854775807",
          "movetime 9223372036854775807", "wtime 9223372036854775807 winc 9223372036854775807",
          "time 9223372036854775807 movestogo 99999"}) {
        for (const bool ms : {true, false}) {
            const GoRequest go = UcciSession::readGo(huge, D::Ucci, ms, true);
            BOOST_TEST(go.error.empty(), huge);
            const TimeBudget b = planTime(go.limits);
            BOOST_TEST(b.hardMs > 1000000, huge);
            BOOST_TEST(b.softMs <= b.hardMs, huge);
        }
    }
}

BOOST_AUTO_TEST_CASE(errors_and_zero_clocks_are_answered) {
    for (const auto dialect : {UcciSession::Dialect::Ucci, UcciSession::Dialect::Uci}) {
        std::ostringstream out;
        UcciSession s(out, dialect);
        s.handle("position startpos");
        s.handle("go nodes 0");
        s.waitForSearch();
        const std::string noMove = dialect == UcciSession::Dialect::Ucci ? "nobestmove" : "bestmove (none)";
        BOOST_TEST(out.str() == "info string error: go nodes 0: a node limit is 1 or more\n" + noMove + "\n");
        for (const char* zero : {"go time 0", "go wtime 0 btime 0"}) {
            out.str("");
            s.handle(zero);
            s.waitForSearch();
            const auto lines = linesOf(out.str());
            BOOST_REQUIRE(!lines.empty());
            BOOST_TEST(startsWith(lines.back(), "bestmove "), zero << ": " << out.str());
            BOOST_TEST(lines.back() != "bestmove (none)");
        }
    }
}

BOOST_AUTO_TEST_CASE(end_of_input_stops_an_infinite_search) {
    for (const char* go : {"go infinite", "go", "go ponder"}) {
        std::istringstream in(std::string("position startpos\n") + go + "\n");
        std::ostringstream out;
        // Before, this never returned: the search ran on with nobody left to send stop.
        BOOST_TEST(serveUcci("ucci", in, out, UcciSession::Dialect::Ucci) == 0);
        const auto lines = linesOf(out.str());
        BOOST_REQUIRE(!lines.empty());
        BOOST_TEST(startsWith(lines.back(), "bestmove "), go);
    }
    // A search with a limit of its own runs to it after the end of the input.
    std::istringstream in("position startpos\ngo depth 3\n");
    std::ostringstream out;
    serveUcci("ucci", in, out, UcciSession::Dialect::Ucci);
    BOOST_TEST(out.str().find("info depth 3 ") != std::string::npos);
    BOOST_TEST(startsWith(linesOf(out.str()).back(), "bestmove "));
}

BOOST_AUTO_TEST_CASE(stopped_before_depth_one_the_best_capture_is_played) {
    // Red's rook takes Black's undefended rook (b2b9); the first generated move is something else.
    xiangqi::XiangqiGame game;
    std::string error;
    BOOST_REQUIRE(game.setPosition("1r2k4/9/9/9/9/9/9/1R7/9/3K5 w - - 0 1", error));
    const Move capture = *game.parseMove("b2b9");
    BOOST_REQUIRE(game.isLegal(capture));
    BOOST_REQUIRE(game.legalMoves().front() != capture);
    std::stop_source stopped;
    stopped.request_stop();  // stopped before it starts: no iteration completes
    const SearchResult r = game.search(SearchLimits{}, stopped.get_token(), {});
    BOOST_TEST(game.moveToText(r.best) == "b2b9");
}

BOOST_AUTO_TEST_SUITE_END()
