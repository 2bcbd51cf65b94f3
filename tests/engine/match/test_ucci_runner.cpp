// The match runner's UCCI player against the conversation it had with ElephantEye in a real match
// (tests/data/xiangqi/eleeye_match_trace.txt, recorded with QIPAN_MATCH_TRACE; its header says how).
// The test helper replay_engine (tests/support/replay_engine.cpp, built with the tests and started through
// the runner's own child-process code) plays ElephantEye's part: the runner must send exactly the lines it
// sent then, and it must read ElephantEye's answers as the moves they were. The recording also shows how
// the reference engine read the runner's `go time T`: as T for this move.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "game/registry.h"
#include "match/match.h"
#include "match/player.h"
#include "support/engine_process.h"
#include "support/engine_recording.h"

using namespace qipan;
using qipan::testing::RecordedExchange;

namespace {
bool startsWith(const std::string& s, const std::string& prefix) {
    return s.rfind(prefix, 0) == 0;
}

// The match runner's engine for a UCCI engine played back from `recording` by the replay_engine helper.
// Double quotes only, which /bin/sh -c and the Windows command line read alike.
std::string replayEngine(const std::string& recording, const std::string& protocol = "ucci") {
    return protocol + ":\"" + QIPAN_REPLAY_ENGINE_EXE + "\" \"" + recording + "\"";
}
// A recorded "position fen <FEN> moves <m1> <m2> ...": the start position, the position reached and the
// moves played from it, each move's text read as ICCS after `toIccs`.
struct RecordedPosition {
    std::unique_ptr<Game> start, current;
    std::vector<Move> played;
};
template <class ToIccs>
RecordedPosition recordedPosition(const std::string& line, ToIccs toIccs) {
    const auto movesAt = line.find(" moves ");
    RecordedPosition r{createGame("xiangqi"), nullptr, {}};
    std::string error;
    BOOST_REQUIRE_MESSAGE(r.start->setPosition(line.substr(13, movesAt - 13), error), error);
    r.current = r.start->clone();
    if (movesAt == std::string::npos) return r;
    std::istringstream words(line.substr(movesAt + 7));
    for (std::string word; words >> word;) {
        const auto m = r.current->parseMove(toIccs(word));
        BOOST_REQUIRE_MESSAGE(m && r.current->isLegal(*m), word);
        r.played.push_back(*m);
        r.current->play(*m);
    }
    return r;
}
}  // namespace

BOOST_AUTO_TEST_SUITE(ucci_runner)

BOOST_AUTO_TEST_CASE(the_runner_says_what_it_said_to_elephanteye_and_takes_its_moves) {
    const std::string recordingFile = "xiangqi/eleeye_match_trace.txt";
    const std::vector<RecordedExchange> recording = testing::readRecording(recordingFile);
    auto player = match::makePlayer(replayEngine(testing::dataPath(recordingFile)), *createGame("xiangqi"));
    int moves = 0;
    for (std::size_t i = 0; i + 1 < recording.size(); ++i) {
        if (!startsWith(recording[i].sent, "position fen ")) continue;
        auto [start, current, played] = recordedPosition(recording[i].sent, [](const std::string& m) { return m; });
        std::string error;
        const RecordedExchange& go = recording[i + 1];
        BOOST_REQUIRE(startsWith(go.sent, "go time "));
        const long long timeMs = std::stoll(go.sent.substr(8));
        std::string recordedMove;
        for (const std::string& a : go.answers)
            if (startsWith(a, "bestmove ")) recordedMove = a.substr(9, 4);
        const Move m = player->think(*start, played, *current, timeMs, error);
        BOOST_REQUIRE_MESSAGE(error.empty(), "move " << moves + 1 << ": " << error);
        BOOST_TEST(current->moveToText(m) == recordedMove);
        // ElephantEye, told `go time T` by the runner, thought for at most T and not much less: T was
        // this move's time (read as a clock it would have used a twentieth).
        const long long used = testing::engineTimeUsed(go);
        if (used >= 0 && !testing::engineSawMate(go)) {
            BOOST_TEST(used <= timeMs + 50, go.sent << ": " << used << " ms");
            BOOST_TEST(used * 10 >= timeMs, go.sent << ": " << used << " ms");
        }
        ++moves;
    }
    BOOST_TEST(moves >= 3);
    player.reset();  // sends quit, which the recording holds too
}

BOOST_AUTO_TEST_CASE(an_engine_without_milliseconds_is_given_seconds) {
    // An engine that offers no usemillisec counts in seconds (the UCCI document): the runner must not
    // switch it to milliseconds, and gives it the move's time in whole seconds, rounded up.
    const auto file = std::filesystem::temp_directory_path() /
                      ("qipan-ucci-seconds-" + std::to_string(testing::processId()));
    {
        std::ofstream out(file);
        out << "> ucci\n< id name Seconds\n< ucciok\n"
               "> position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
               "> go time 2\n< bestmove h2e2\n> quit\n";
    }
    auto start = createGame("xiangqi");
    auto player = match::makePlayer(replayEngine(file.string()), *start);
    std::string error;
    const Move m = player->think(*start, {}, *start, 1500, error);
    BOOST_TEST(error.empty(), error);
    BOOST_TEST(start->moveToText(m) == "h2e2");
    player.reset();
    std::filesystem::remove(file);
}

BOOST_AUTO_TEST_CASE(fairy_stockfish_is_set_to_xiangqi_and_numbers_ranks_from_one) {
    // The runner's conversation with Fairy-Stockfish (tests/data/xiangqi/fsf_match_trace.txt). It offers
    // UCI_Variant: the runner must set it to xiangqi, send of the options asked for only those it offers
    // (Use NNUE and Hash, not ElephantEye's hashsize), and write and read moves with ranks from 1.
    const std::string recordingFile = "xiangqi/fsf_match_trace.txt";
    const std::vector<RecordedExchange> recording = testing::readRecording(recordingFile);
    const std::vector<match::EngineOption> options = {{"Use NNUE", "false"}, {"Hash", "16"}, {"hashsize", "16"}};
    auto player = match::makePlayer(replayEngine(testing::dataPath(recordingFile), "uci"), *createGame("xiangqi"), options);
    int moves = 0;
    for (std::size_t i = 0; i + 1 < recording.size(); ++i) {
        if (!startsWith(recording[i].sent, "position fen ")) continue;
        auto [start, current, played] = recordedPosition(recording[i].sent, [](const std::string& m) {
            return match::ranksFromOneToIccs(m).value_or("not a move: " + m);
        });
        std::string error;
        const RecordedExchange& go = recording[i + 1];
        BOOST_REQUIRE(startsWith(go.sent, "go movetime "));
        std::string recordedMove;
        for (const std::string& a : go.answers)
            if (startsWith(a, "bestmove ")) recordedMove = a.substr(9, a.find(' ', 9) - 9);
        const Move m = player->think(*start, played, *current, std::stoll(go.sent.substr(12)), error);
        BOOST_REQUIRE_MESSAGE(error.empty(), "move " << moves + 1 << ": " << error);
        BOOST_TEST(current->moveToText(m) == match::ranksFromOneToIccs(recordedMove).value_or("?"));
        ++moves;
    }
    BOOST_TEST(moves == 4);
    player.reset();
}

BOOST_AUTO_TEST_CASE(nobestmove_after_fifty_quiet_moves_is_a_draw_claim_and_before_it_a_forfeit) {
    // ElephantEye answers `nobestmove` once 100 plies pass without a capture (13 of 112 games in a 300 ms
    // match ended so, each at a count of 101-118). The match scores that a draw, not a loss for it; the same
    // answer earlier in the count, or with no legal move left to it, is no claim.
    const auto run = [](const std::string& fen) {
        const auto file = std::filesystem::temp_directory_path() /
                          ("qipan-ucci-nobestmove-" + std::to_string(testing::processId()));
        {
            std::ofstream out(file);
            out << "> ucci\n< id name Claims\n< ucciok\n> position fen " << fen << "\n> go time 1\n< nobestmove\n> quit\n";
        }
        auto start = createGame("xiangqi");
        std::string error;
        BOOST_REQUIRE_MESSAGE(start->setPosition(fen, error), error);
        auto player = match::makePlayer(replayEngine(file.string()), *start);
        const Move m = player->think(*start, {}, *start, 300, error);
        BOOST_TEST(m.isNone());
        BOOST_TEST(error == match::kNoBestMove);
        const bool claim = match::claimsFiftyMoveDraw(*start, error);
        player.reset();
        std::filesystem::remove(file);
        return claim;
    };
    BOOST_TEST(run("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 100 80"));
    BOOST_TEST(run("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 117 80"));
    BOOST_TEST(!run("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 99 80"));
    BOOST_TEST(!run("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"));
    // Black to move with no legal move (the rook holds d8, the facing generals e9): no claim; it has lost.
    BOOST_TEST(!run("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 110 80"));
    // A claim needs a count: a game that keeps none (Gomoku) never claims so.
    BOOST_TEST(!match::claimsFiftyMoveDraw(*createGame("gomoku/freestyle/15"), match::kNoBestMove));
}

BOOST_AUTO_TEST_SUITE_END()
