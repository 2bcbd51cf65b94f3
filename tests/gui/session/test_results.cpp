// A game played to its end is saved with its result, the reason, the date and who played: Gomoku and
// Othello in SGF (RE, QR, DT, PB/PW), Xiangqi in PGN (Result, Termination, Date, Red/Black); the same in
// the autosave.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <ctime>
#include <fstream>
#include <sstream>

#include "app_session.h"

using namespace qipan::test;

namespace {
std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Today as the app writes it: "2026-11-24", or with dots in PGN.
std::string today(char separator) {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char buf[16];
    const std::string format = std::string("%Y") + separator + "%m" + separator + "%d";
    std::strftime(buf, sizeof buf, format.c_str(), std::localtime(&now));
    return buf;
}

void playAll(AppSession& app, const std::vector<std::string>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        app.require("play " + moves[i]);
        app.require("wait " + std::to_string(i + 1));
    }
}

#define BOOST_TEST_CONTAINS(text, part) \
    BOOST_TEST((text).find(part) != std::string::npos, part << " in\n" << (text))
}  // namespace

BOOST_AUTO_TEST_SUITE(results_are_written)

BOOST_AUTO_TEST_CASE(gomoku_five_in_a_row) {
    TestHome home("result-gomoku");
    AppSession app(home.path);
    app.require("new gomoku/freestyle/15 0 1 0 1");  // two people
    playAll(app, {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"});
    const auto saved = home.path / "five.sgf";
    app.require("save " + saved.string());
    for (const auto& file : {saved, home.path / "autosave.sgf"}) {
        const std::string text = fileText(file);
        BOOST_TEST_CONTAINS(text, "RE[B+]");
        BOOST_TEST_CONTAINS(text, "QR[five in a row]");
        BOOST_TEST_CONTAINS(text, "DT[" + today('-') + "]");
        BOOST_TEST_CONTAINS(text, "PB[Human]PW[Human]");
    }
}

BOOST_AUTO_TEST_CASE(othello_with_the_margin) {
    TestHome home("result-othello");
    const auto end = home.path / "end.sgf";
    std::ofstream(end) << kOthelloLastMoves;
    AppSession app(home.path);
    app.require("new othello/8 0 1 0 1");
    app.require("open " + end.string());
    app.require("play a1");
    app.require("wait 2");  // White passes
    app.require("play h8");
    app.require("wait 3");
    const auto saved = home.path / "saved.sgf";
    app.require("save " + saved.string());
    const std::string text = fileText(saved);
    BOOST_TEST_CONTAINS(text, "RE[B+64]");
    BOOST_TEST_CONTAINS(text, "QR[more discs (64-0)]");
}

BOOST_AUTO_TEST_CASE(xiangqi_players_date_and_checkmate) {
    TestHome home("result-xiangqi");
    AppSession app(home.path);
    app.require("new xiangqi 0 1 1 1");
    app.require("play h2e2");
    app.require("wait 2");
    const auto playing = home.path / "playing.pgn";
    app.require("save " + playing.string());
    std::string text = fileText(playing);
    BOOST_TEST_CONTAINS(text, "[Red \"Human\"]");
    BOOST_TEST_CONTAINS(text, "[Black \"Qipan level 1\"]");
    BOOST_TEST_CONTAINS(text, "[Date \"" + today('.') + "\"]");
    BOOST_TEST_CONTAINS(text, "[Result \"*\"]");

    playCheckmate(app, home.path / "mate.pgn");
    const auto saved = home.path / "mated.pgn";
    app.require("save " + saved.string());
    text = fileText(saved);
    BOOST_TEST_CONTAINS(text, "[Result \"1-0\"]");
    BOOST_TEST_CONTAINS(text, "[Termination \"checkmate\"]");
    BOOST_TEST_CONTAINS(text, "[Date \"" + today('.') + "\"]");
    BOOST_TEST(text.substr(text.find_last_not_of(" \n") - 2, 3) == "1-0", text);  // the movetext's end
}

BOOST_AUTO_TEST_SUITE_END()
