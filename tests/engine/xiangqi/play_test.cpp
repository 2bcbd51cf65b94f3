// Notation round trips and known examples, repetition verdicts, search answers and the UCCI session.
#include <boost/test/unit_test.hpp>
#include <chrono>
#include <optional>
#include <sstream>
#include <thread>

#include "core/score.h"
#include "protocol/ucci.h"
#include "xiangqi/notation.h"
#include "xiangqi/repetition.h"
#include "xiangqi/xiangqi_game.h"

using namespace qipan;
using namespace qipan::xiangqi;

namespace {

XiangqiGame gameAt(const std::string& fen) {
    XiangqiGame g;
    std::string error;
    BOOST_REQUIRE_MESSAGE(g.setPosition(fen, error), error);
    return g;
}

void playAll(XiangqiGame& g, const std::string& moves) {
    std::istringstream in(moves);
    for (std::string m; in >> m;) {
        const auto mv = g.parseMove(m);
        BOOST_REQUIRE_MESSAGE(mv && g.isLegal(*mv), "move " << m);
        g.play(*mv);
    }
}

// The game is over: won by `winner` (drawn when there is none) for `reason`.
void checkOutcome(const XiangqiGame& g, std::optional<Side> winner, const std::string& reason) {
    const Outcome o = g.outcome();
    BOOST_CHECK(o.kind == (winner ? Outcome::Kind::Win : Outcome::Kind::Draw));
    if (winner) BOOST_CHECK(o.winner == *winner);
    BOOST_CHECK_EQUAL(o.reason, reason);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(xiangqi_play)

BOOST_AUTO_TEST_CASE(known_notation_examples) {
    const Position p;
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("h2e2")), "炮二平五");
    BOOST_CHECK_EQUAL(wxfText(p, parseIccs("h2e2")), "C2.5");
    BOOST_CHECK_EQUAL(wxfText(p, parseIccs("h0g2")), "H2+3");
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("h0g2")), "马二进三");
    BOOST_CHECK_EQUAL(parseMoveText(p, "炮二平五"), parseIccs("h2e2"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "砲二平五"), parseIccs("h2e2"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "C2=5"), parseIccs("h2e2"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "傌二進三"), parseIccs("h0g2"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "H2-E2"), parseIccs("h2e2"));
    Position black = p;
    black.make(parseIccs("h2e2"));
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("h9g7")), "马8进7");
    BOOST_CHECK_EQUAL(parseMoveText(black, "馬8進7"), parseIccs("h9g7"));
    BOOST_CHECK_EQUAL(wxfText(black, parseIccs("h7e7")), "C8.5");
    // Two red chariots on the a file: front and rear.
    Position two;
    std::string error;
    BOOST_REQUIRE(two.setFen("3k5/9/9/9/R8/9/9/9/R8/4K4 w", error));
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("a5b5")), "前车平八");
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("a1a2")), "后车进一");
    BOOST_CHECK_EQUAL(wxfText(two, parseIccs("a5b5")), "R+.8");
    // Traditional characters, as Taiwanese books print them: Red's 傌 俥, Black's 馬 車 砲, 進 and 後.
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("h0g2"), true), "傌二進三");
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("h2e2"), true), "炮二平五");
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("h9g7"), true), "馬8進7");
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("h7e7"), true), "砲8平5");
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("e9e8"), true), "將5進1");
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("a1a2"), true), "後俥進一");
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("e0e1"), true), "帥五進一");
    BOOST_CHECK_EQUAL(parseMoveText(two, "前車平八"), parseIccs("a5b5"));
    BOOST_CHECK_EQUAL(parseMoveText(two, "+R.8"), parseIccs("a5b5"));
}

// Soldiers as the WXF rules name them (www.wxf.org): two files of two or more, the file replaces the
// letter; four or five on a file, ++/P+/P<file>/P-/--. The fuzzer found Qipan writing "P++1" for either
// front soldier of two files and reading it back as the other one (tests/fuzz/data/fen/regressions).
BOOST_AUTO_TEST_CASE(soldiers_on_two_files_and_five_on_one_are_named_apart) {
    Position two;
    std::string error;
    BOOST_REQUIRE(two.setFen("3k5/9/9/9/P5P2/P5P2/9/9/9/4K4 w", error));
    BOOST_CHECK_EQUAL(wxfText(two, parseIccs("g5g6")), "3++1");
    BOOST_CHECK_EQUAL(wxfText(two, parseIccs("a5a6")), "9++1");
    BOOST_CHECK_EQUAL(wxfText(two, parseIccs("g5f5")), "3+.4");
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("g5g6")), "前三进一");
    BOOST_CHECK_EQUAL(chineseText(two, parseIccs("a5b5")), "前九平八");
    BOOST_CHECK_EQUAL(parseMoveText(two, "3++1"), parseIccs("g5g6"));
    BOOST_CHECK_EQUAL(parseMoveText(two, "前九进一"), parseIccs("a5a6"));
    BOOST_CHECK_EQUAL(parseMoveText(two, "P++1"), kNoMove);  // either front soldier: neither
    BOOST_CHECK_EQUAL(parseMoveText(two, "前兵进一"), kNoMove);
    Position five;
    BOOST_REQUIRE(five.setFen("3k5/9/4P4/4P4/4P4/4P4/4P4/9/9/4K4 w", error));
    BOOST_CHECK_EQUAL(wxfText(five, parseIccs("e7e8")), "+++1");
    BOOST_CHECK_EQUAL(wxfText(five, parseIccs("e6d6")), "P+.6");
    BOOST_CHECK_EQUAL(wxfText(five, parseIccs("e5d5")), "P5.6");
    BOOST_CHECK_EQUAL(chineseText(five, parseIccs("e7f7")), "一兵平四");
    BOOST_CHECK_EQUAL(chineseText(five, parseIccs("e5d5")), "三兵平六");
    BOOST_CHECK_EQUAL(parseMoveText(five, "++.4"), parseIccs("e7f7"));
    BOOST_CHECK_EQUAL(parseMoveText(five, "二兵平四"), parseIccs("e6f6"));
}

// Two advisors or two elephants on one file are named by their file: only the front one can retreat and
// only the rear one advance (the Chinese rules; xqbase's notation standard). XQ tools' files write them so
// (tests/data/foreign); Qipan wrote 前仕退五 / 后相进一 before, which it still reads.
BOOST_AUTO_TEST_CASE(advisors_and_elephants_on_one_file_are_named_by_their_file) {
    Position p;
    std::string error;
    // Red advisors on d0 and d2, elephants on c0 and c4; Black's advisors on f9 and f7.
    BOOST_REQUIRE(p.setFen("3k1a3/9/5a3/9/9/2B6/9/3A5/9/2BAK4 w", error));
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("d0e1")), "仕六进五");
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("d2e1")), "仕六退五");
    BOOST_CHECK_EQUAL(wxfText(p, parseIccs("d0e1")), "A6+5");
    BOOST_CHECK_EQUAL(wxfText(p, parseIccs("d2e1")), "A6-5");
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("c0e2")), "相七进五");
    BOOST_CHECK_EQUAL(chineseText(p, parseIccs("c4e2")), "相七退五");
    BOOST_CHECK_EQUAL(wxfText(p, parseIccs("c4a2")), "E7-9");
    BOOST_CHECK_EQUAL(parseMoveText(p, "前仕退五"), parseIccs("d2e1"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "后仕进五"), parseIccs("d0e1"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "后相进五"), parseIccs("c0e2"));
    BOOST_CHECK_EQUAL(parseMoveText(p, "A+-5"), parseIccs("d2e1"));
    Position black;
    BOOST_REQUIRE(black.setFen("3k1a3/9/5a3/9/9/2B6/9/3A5/9/2BAK4 b", error));
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("f9e8")), "士6进5");
    BOOST_CHECK_EQUAL(chineseText(black, parseIccs("f7e8")), "士6退5");
}

BOOST_AUTO_TEST_CASE(every_legal_move_round_trips_in_every_notation) {
    for (const char* fen :
         {Position::kStartFen, "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w",
          "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w", "3k5/9/9/9/R8/9/9/9/R8/4K4 w",
          "3k5/9/9/9/P5P2/P5P2/9/9/9/4K4 w", "3k5/9/4P4/4P4/4P4/4P4/4P4/9/9/4K4 w",
          "4k4/9/9/4p1p2/2p1p1p2/9/9/9/9/3K5 b",
          "2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/2BAKAB2 b",
          "3k1a3/9/5a3/9/9/2B6/9/3A5/9/2BAK4 w", "3k1a3/9/5a3/9/9/2B6/9/3A5/9/2BAK4 b"}) {
        Position p;
        std::string error;
        BOOST_REQUIRE_MESSAGE(p.setFen(fen, error), error);
        MoveList list;
        p.generateLegal(list);
        BOOST_REQUIRE_GT(list.size, 0);
        for (Move16 m : list) {
            BOOST_CHECK_EQUAL(parseMoveText(p, iccsText(m)), m);
            BOOST_CHECK_MESSAGE(parseMoveText(p, wxfText(p, m)) == m, fen << " " << wxfText(p, m));
            BOOST_CHECK_MESSAGE(parseMoveText(p, chineseText(p, m)) == m, fen << " " << chineseText(p, m));
            BOOST_CHECK_MESSAGE(parseMoveText(p, chineseText(p, m, true)) == m,
                                fen << " " << chineseText(p, m, true));
        }
    }
}

BOOST_AUTO_TEST_CASE(perpetual_check_loses) {
    XiangqiGame g = gameAt("3k5/9/9/9/9/9/9/7R1/9/5K3 w");
    playAll(g, "h2h9 d9d8 h9h8 d8d9 h8h9 d9d8 h9h8 d8d9");
    BOOST_CHECK(!g.outcome().over());
    playAll(g, "h8h9");
    checkOutcome(g, Side::Second, "perpetual check");
}

BOOST_AUTO_TEST_CASE(ordinary_repetition_is_a_draw) {
    XiangqiGame g;
    playAll(g, "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9");
    checkOutcome(g, std::nullopt, "repetition");
}

BOOST_AUTO_TEST_CASE(perpetual_chase_of_an_unprotected_piece_loses) {
    // The red chariot chases the lone black horse back and forth; the horse's moves attack nothing.
    XiangqiGame g = gameAt("3k5/9/4R4/9/n8/9/9/9/9/4K4 w");
    playAll(g, "e7e5 a5b3 e5e3 b3a5 e3e5 a5b3 e5e3 b3a5");
    BOOST_CHECK(!g.outcome().over());
    playAll(g, "e3e5");
    checkOutcome(g, Side::Second, "perpetual chase");
}

BOOST_AUTO_TEST_CASE(asian_rules_allow_mixed_checks_and_chases_of_different_pieces) {
    // Red's chariot checks from c9 and chases the lone horse from c7 in turn: one check, one chase is
    // allowed, so the third occurrence is a draw (it used to lose as "all moves forcing").
    XiangqiGame mixed = gameAt("4k4/9/n1R6/9/9/9/9/9/9/5K3 w");
    playAll(mixed, "c7c9 e9e8 c9c7 e8e9 c7c9 e9e8 c9c7 e8e9");
    checkOutcome(mixed, std::nullopt, "repetition");
    // Chasing the horse (from c7) and the cannon (from c3) in turn is no perpetual chase either.
    XiangqiGame two = gameAt("4k4/9/n1R6/9/9/9/c8/9/9/5K3 w");
    playAll(two, "c7c3 e9e8 c3c7 e8e9 c7c3 e9e8 c3c7 e8e9");
    BOOST_CHECK(two.outcome().kind == Outcome::Kind::Draw);
    // Attacking the same horse from c7 and d7 with every move is.
    XiangqiGame same = gameAt("4k4/9/n1R6/9/9/9/9/9/9/5K3 w");
    playAll(same, "c7d7 e9e8 d7c7 e8e9 c7d7 e9e8 d7c7 e8e9");
    checkOutcome(same, Side::Second, "perpetual chase");
}

BOOST_AUTO_TEST_CASE(sixty_moves_without_capture_draw) {
    XiangqiGame g = gameAt("3k5/9/9/9/9/9/9/9/9/4K4 w - - 119 80");
    BOOST_CHECK(g.outcome().over());  // also insufficient material; 119 quiet plies is not yet the limit
    XiangqiGame h = gameAt("3k5/9/9/9/9/9/p8/9/9/4K4 w - - 119 80");
    BOOST_CHECK(!h.outcome().over());
    playAll(h, "e0f0");
    BOOST_CHECK_EQUAL(h.outcome().reason, "60 moves without capture");
}

BOOST_AUTO_TEST_CASE(search_finds_mate_in_one_and_two) {
    XiangqiGame g = gameAt("3k5/9/9/9/9/R8/9/9/9/4K4 w");
    SearchLimits limits;
    limits.depth = 4;
    SearchResult r = g.search(limits, {}, {});
    BOOST_CHECK_EQUAL(g.moveToText(r.best), "a4d4");
    BOOST_CHECK_EQUAL(r.score, mateIn(1));
    // Chariot and general against a bare general: the search must see a forced mate (a proven win).
    XiangqiGame h = gameAt("4k4/9/9/9/9/9/9/9/9/R2K5 w");
    limits.depth = 6;
    r = h.search(limits, {}, {});
    BOOST_CHECK(isMateScore(r.score) && r.score > 0);
}

BOOST_AUTO_TEST_CASE(search_avoids_a_losing_perpetual_check) {
    // After the cycle below, h8h9 would repeat the checking position a third time, which loses under the
    // Asian rules: the search must choose another move.
    XiangqiGame g = gameAt("3k5/9/9/9/9/9/9/7R1/9/5K3 w");
    playAll(g, "h2h9 d9d8 h9h8 d8d9 h8h9 d9d8 h9h8 d8d9");
    SearchLimits limits;
    limits.depth = 5;
    const SearchResult r = g.search(limits, {}, {});
    BOOST_CHECK_NE(g.moveToText(r.best), "h8h9");
}

BOOST_AUTO_TEST_CASE(perpetual_check_hidden_in_a_longer_cycle) {
    // From a self-play game (level 10 at 20000 nodes a move) that Black lost by perpetual check. Black's
    // chariot checks from f0 and f1; in between, g9g8 d2d8 g8g9 d8d2 went round once without checks.
    XiangqiGame g;
    playAll(g, "h2e2 b7b6 e2h2 a6a5 h2h4 b9c7 b2c2 h7e7 h4c4 c7e8 h0g2 b6b3 c4i4 g9i7 i4e4 e7e4 e3e4 e8f6 a0a1 "
               "b3g3 c2e2 f6e4 a1d1 c9e7 g2e3 e6e5 i0h0 a9b9 b0a2 b9b2 h0h7 h9g7 e2e4 e5e4 e3g4 b2g2 g0i2 i9g9 "
               "g4f6 g2f2 f6d7 e9e8 d1d2 f2f1 h7i7 g3e3 d7b8 e8f8 b8d9 f8f7 d9c7 f1f0 e0e1 f0f1 e1e0 g9g8 d2d8 "
               "g8g9 d8d2 f1f0 e0e1");
    // f0f1 repeats a position first seen eight plies back, a cycle with non-checking moves on both sides
    // (an ordinary repetition)...
    Position p = g.position();
    p.make(parseIccs("f0f1"));
    const int start = repetitionStart(p, 1);
    BOOST_REQUIRE_GE(start, 0);
    BOOST_CHECK_EQUAL(judgeRepetition(p, start).loser, -1);
    // ...but the game does not end there: e1e0 brings back a position for the third time, and the cycle
    // before it is Black's checks only.
    int plies = 0;
    const RepetitionVerdict v = verdictIfRepeated(p, start, plies);
    BOOST_CHECK_EQUAL(v.loser, kBlack);
    BOOST_CHECK_EQUAL(v.reason, "perpetual check");
    BOOST_CHECK_EQUAL(plies, 1);
    XiangqiGame lost = g;
    playAll(lost, "f0f1 e1e0");
    checkOutcome(lost, Side::First, "perpetual check");
    // The search used to score f0f1 as the draw of the longer cycle and play it (at depths 4, 6 and 8).
    for (int depth : {4, 6}) {
        TranspositionTable table(4);
        XiangqiGame searched = g;
        searched.setTable(std::shared_ptr<TranspositionTable>(&table, [](TranspositionTable*) {}));
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = searched.search(limits, {}, {});
        BOOST_CHECK_NE(searched.moveToText(r.best), "f0f1");
        BOOST_CHECK_GT(r.score, -200);  // Black had a playable alternative
    }
}

// An unlimited search ends only by the stop; how soon is measured by `qipan-engine bench time-use`.
BOOST_AUTO_TEST_CASE(search_stops_on_request) {
    XiangqiGame g;
    std::stop_source source;
    SearchLimits limits;  // infinite
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        source.request_stop();
    });
    const SearchResult r = g.search(limits, source.get_token(), {});
    stopper.join();
    BOOST_CHECK(g.isLegal(r.best));
}

// The desktop program searches on a new thread for every move. The table it borrows is the one the last
// search left (a table per thread was made, cleared and thrown away with each search): the same search
// again, on another thread, does not start from an empty table. The search is deterministic, so with an
// empty table it would count exactly the nodes of a search with a fresh table of its own.
BOOST_AUTO_TEST_CASE(a_search_on_a_new_thread_keeps_what_the_last_one_learnt) {
    XiangqiGame g;
    playAll(g, "h2e2 h9g7 h0g2 i9h9");  // a position no other test searches
    SearchLimits limits;
    limits.depth = 10;
    auto searchOnANewThread = [&](XiangqiGame& game) {
        SearchResult r;
        std::thread([&] { r = game.search(limits, {}, {}); }).join();
        return r;
    };
    TranspositionTable own(64);  // what a search with a fresh table needs
    XiangqiGame fresh = g;
    fresh.setTable(std::shared_ptr<TranspositionTable>(&own, [](TranspositionTable*) {}));
    const SearchResult alone = searchOnANewThread(fresh);
    const SearchResult again = searchOnANewThread(fresh);
    BOOST_TEST(again.nodes != alone.nodes);  // the same table, kept: the check below can tell
    searchOnANewThread(g);
    const SearchResult second = searchOnANewThread(g);
    BOOST_TEST_MESSAGE("nodes: fresh table " << alone.nodes << ", kept " << again.nodes << ", borrowed twice "
                                              << second.nodes);
    BOOST_TEST(g.isLegal(second.best));
    BOOST_TEST(second.nodes != alone.nodes);
}

BOOST_AUTO_TEST_CASE(ucci_scripted_session) {
    std::ostringstream out;
    {
        protocol::UcciSession s(out, protocol::UcciSession::Dialect::Ucci);
        BOOST_CHECK(s.handle("ucci"));
        BOOST_CHECK(s.handle("isready"));
        BOOST_CHECK(s.handle("bogus line"));
        BOOST_CHECK(s.handle("position startpos moves h2e2 h2h3"));
        BOOST_CHECK(s.handle("position fen not a fen"));
        BOOST_CHECK(s.handle("go depth x"));
        BOOST_CHECK(s.handle("position fen 3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1"));
        BOOST_CHECK(s.handle("go depth 3"));
        s.waitForSearch();
        BOOST_CHECK(s.handle("position startpos"));
        BOOST_CHECK(s.handle("banmoves h2e2 b2e2"));
        BOOST_CHECK(s.handle("go infinite"));
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        BOOST_CHECK(s.handle("stop"));
        BOOST_CHECK(!s.handle("quit"));
    }
    const std::string text = out.str();
    BOOST_CHECK_NE(text.find("ucciok"), std::string::npos);
    BOOST_CHECK_NE(text.find("readyok"), std::string::npos);
    BOOST_CHECK_NE(text.find("info string error: unknown command 'bogus'"), std::string::npos);
    BOOST_CHECK_NE(text.find("illegal move 'h2h3'"), std::string::npos);
    BOOST_CHECK_NE(text.find("bad FEN"), std::string::npos);
    BOOST_CHECK_NE(text.find("go depth needs a number"), std::string::npos);
    BOOST_CHECK_NE(text.find("bestmove a4d4"), std::string::npos);
    BOOST_CHECK_NE(text.find("info depth 1 score"), std::string::npos);
    const std::size_t last = text.rfind("bestmove ");
    BOOST_REQUIRE_NE(last, std::string::npos);
    const std::string lastMove = text.substr(last + 9, 4);
    BOOST_CHECK(lastMove != "h2e2" && lastMove != "b2e2");
}

BOOST_AUTO_TEST_CASE(the_nodes_option_limits_every_search) {
    // `setoption nodes N` (UCCI) and `setoption name Nodes value N` (UCI) cap every search at N nodes, so
    // matches can be played at fixed nodes: a depth-12 search from the start (some 10^5 nodes) ends early.
    for (const auto dialect : {protocol::UcciSession::Dialect::Ucci, protocol::UcciSession::Dialect::Uci}) {
        const bool ucci = dialect == protocol::UcciSession::Dialect::Ucci;
        std::ostringstream out;
        {
            protocol::UcciSession s(out, dialect);
            BOOST_CHECK(s.handle(ucci ? "ucci" : "uci"));
            BOOST_CHECK(s.handle(ucci ? "setoption nodes 3000" : "setoption name Nodes value 3000"));
            BOOST_CHECK(s.handle("position startpos"));
            BOOST_CHECK(s.handle("go depth 12"));
            s.waitForSearch();
            BOOST_CHECK(!s.handle("quit"));
        }
        const std::string text = out.str();
        BOOST_CHECK_NE(text.find(ucci ? "option nodes type spin" : "option name Nodes type spin"), std::string::npos);
        BOOST_CHECK_EQUAL(text.find("info string error"), std::string::npos);
        BOOST_CHECK_NE(text.find("bestmove "), std::string::npos);
        BOOST_CHECK_EQUAL(text.find("info depth 12 "), std::string::npos);
        std::istringstream lines(text);
        for (std::string line; std::getline(lines, line);) {
            const auto at = line.find(" nodes ");
            if (line.rfind("info depth ", 0) == 0 && at != std::string::npos)
                BOOST_CHECK_LE(std::stoll(line.substr(at + 7)), 3000);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(xiangqi_uci)

BOOST_AUTO_TEST_CASE(uci_session_with_centipawn_scores_and_clock) {
    std::ostringstream out;
    {
        protocol::UcciSession s(out, protocol::UcciSession::Dialect::Uci);
        BOOST_CHECK(s.handle("uci"));
        BOOST_CHECK(s.handle("setoption name Level value 10"));
        BOOST_CHECK(s.handle("position startpos moves h2e2"));
        BOOST_CHECK(s.handle("go wtime 1000 btime 1000"));
        s.waitForSearch();
        BOOST_CHECK(!s.handle("quit"));
    }
    const std::string text = out.str();
    BOOST_CHECK_NE(text.find("uciok"), std::string::npos);
    BOOST_CHECK_NE(text.find("score cp "), std::string::npos);
    const std::size_t last = text.rfind("bestmove ");
    BOOST_REQUIRE_NE(last, std::string::npos);
    XiangqiGame g;
    playAll(g, "h2e2");
    const auto reply = g.parseMove(text.substr(last + 9, 4));
    BOOST_REQUIRE(reply);
    BOOST_CHECK(g.isLegal(*reply));
}

BOOST_AUTO_TEST_SUITE_END()
