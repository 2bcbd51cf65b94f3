// The limits every reader and protocol front end must hold (issue 19): a record of 100,000 moves, a 1 MB
// protocol line and binary garbage get a clear, short error (or a correct result) and the session goes on.
// Variations nested 100,000 deep are in tests/engine/record/test_formats.cpp; the fuzz targets
// (tests/fuzz) search for what these examples miss. How long these take is measured, not asserted: see
// the report in docs/fuzzing.md.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "game/game.h"
#include "game/registry.h"
#include "othello/othello_game.h"
#include "protocol/gomocup.h"
#include "protocol/nboard.h"
#include "protocol/ucci.h"
#include "record/formats.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "record/transcript.h"

using namespace qipan;

namespace {

constexpr std::size_t kLongest = 200;  // no error or answer line is longer than this

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// Every answer line is short (a megabyte of input is not echoed back).
void checkShortLines(const std::string& answers, const std::string& what) {
    for (const std::string& line : linesOf(answers))
        BOOST_CHECK_MESSAGE(line.size() <= kLongest, what << ": an answer of " << line.size()
                                                          << " bytes: " << line.substr(0, 120) << "...");
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// Reads `text` with `read`: the error it must give, short and with its place.
void checkRefused(const std::function<GameRecord(std::string_view)>& read, const std::string& text,
                  const std::string& expected, const std::string& what) {
    try {
        const GameRecord r = read(text);
        BOOST_ERROR(what << ": read as " << r.size() << " moves");
    } catch (const FormatError& e) {
        BOOST_CHECK_MESSAGE(contains(e.what(), expected), what << ": " << e.what());
        BOOST_CHECK_MESSAGE(std::string(e.what()).size() <= kLongest, what << ": a long message");
        BOOST_CHECK_MESSAGE(e.line() > 0, what << ": no place in " << e.what());
    }
}

// A conversation fed line by line as the protocol loops read it (getline on the whole input).
std::string ucci(const std::string& input, protocol::UcciSession::Dialect dialect) {
    std::ostringstream out;
    {
        protocol::UcciSession session(out, dialect, 1);
        std::istringstream in(input);
        bool open = true;
        for (std::string line; open && std::getline(in, line);) open = session.handle(line);
        if (open) session.finishInput();
    }
    return out.str();
}

std::string gomocup(const std::string& input) {
    std::ostringstream out;
    protocol::GomocupBrain brain(out);
    brain.setNodeLimit(2000);
    std::istringstream in("INFO max_memory 4194304\n" + input);
    brain.run(in);
    return out.str();
}

std::string nboard(const std::string& input) {
    std::ostringstream out;
    std::istringstream in(input);
    protocol::serveNBoard("", in, out);
    return out.str();
}

std::string garbage(std::size_t size, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::string text(size, '\0');
    for (char& c : text) c = static_cast<char>(rng());
    return text;
}

const std::string kMegabyte(1u << 20, 'x');

}  // namespace

BOOST_AUTO_TEST_SUITE(input_limits)

// No game lasts 100,000 moves (a board fills, Othello has 60 squares, Xiangqi repeats or reaches its
// move limit), so each reader must stop at the first move that cannot be played and say where it is.
BOOST_AUTO_TEST_CASE(records_of_100000_moves_stop_at_the_first_move_that_cannot_be_played) {
    constexpr int kMoves = 100000;
    std::string sgf = "(;GM[4]SZ[15]";
    std::string psq = "Piskvorky 15x15, 11:11, 0\n";
    std::string transcript;
    std::string pgn;
    const char* horses[] = {"h0g2", "h9g7", "g2h0", "g7h9"};  // back and forth: the game repeats
    for (int i = 0; i < kMoves; ++i) {
        sgf += i % 2 ? ";W[hi]" : ";B[hh]";
        psq += i % 2 ? "8,9,0\n" : "8,8,0\n";
        transcript +=
            "f5d6c3d3c4f4f6f3e6e7"[i % 10 * 2] + std::string(1, "f5d6c3d3c4f4f6f3e6e7"[i % 10 * 2 + 1]);
        if (i % 2 == 0) pgn += std::to_string(i / 2 + 1) + ". ";
        pgn += std::string(horses[i % 4]) + ' ';
    }
    sgf += ")";
    pgn += "*\n";
    checkRefused(readSgf, sgf, "move 3", "SGF");
    checkRefused(readPsq, psq, "move 3", ".psq");
    checkRefused(readTranscriptAnySize, transcript, "occupied", "transcript");
    checkRefused(readPgn, pgn, "the game is over", "PGN");
}

BOOST_AUTO_TEST_CASE(protocol_move_lists_of_100000_moves_are_refused_and_the_session_goes_on) {
    using D = protocol::UcciSession::Dialect;
    std::string moves;
    const char* horses[] = {"h0g2", "h9g7", "g2h0", "g7h9"};
    for (int i = 0; i < 100000; ++i) moves += std::string(" ") + horses[i % 4];
    for (const D dialect : {D::Ucci, D::Uci}) {
        const std::string answers =
            ucci("position startpos moves" + moves + "\nisready\ngo depth 1\n", dialect);
        BOOST_CHECK_MESSAGE(contains(answers, "illegal move 'h0g2' (the game is over); position kept"),
                            answers);
        BOOST_CHECK(contains(answers, "readyok"));
        BOOST_CHECK(contains(answers, "bestmove "));
        checkShortLines(answers, "UCCI move list");
    }
    // Gomocup: a BOARD block of 100,000 lines is refused whole, once, and the brain then plays.
    std::string board = "START 15\nBOARD\n";
    for (int i = 0; i < 100000; ++i) board += i % 2 ? "7,8,2\n" : "7,7,1\n";
    const std::string gomocupAnswers = gomocup(board + "DONE\nTURN 7,7\n");
    BOOST_CHECK_MESSAGE(contains(gomocupAnswers, "ERROR"), gomocupAnswers);
    std::vector<std::string> replies;  // the brain's thinking (MESSAGE lines) aside
    for (const std::string& line : linesOf(gomocupAnswers))
        if (!line.starts_with("MESSAGE")) replies.push_back(line);
    BOOST_CHECK_EQUAL(replies.size(), 3u);  // OK (START), ERROR, the answer to TURN
    checkShortLines(gomocupAnswers, "Gomocup BOARD");
    // NBoard: a GGF game of 100,000 moves is refused and the game kept; ping still answers.
    std::string ggf =
        "set game (;GM[Othello]PC[x]BO[8 ---------------------------O*------*O--------------------------- *]";
    for (int i = 0; i < 100000; ++i) ggf += i % 2 ? "W[D6]" : "B[F5]";
    const std::string nboardAnswers = nboard("nboard 2\n" + ggf + ";)\nping 7\n");
    BOOST_CHECK_MESSAGE(contains(nboardAnswers, "error illegal move 'F5' in the GGF game"), nboardAnswers);
    BOOST_CHECK(contains(nboardAnswers, "pong 7"));
    checkShortLines(nboardAnswers, "NBoard set game");
}

BOOST_AUTO_TEST_CASE(a_1mb_protocol_line_gets_one_short_error_and_the_session_goes_on) {
    using D = protocol::UcciSession::Dialect;
    for (const D dialect : {D::Ucci, D::Uci}) {
        for (const std::string& line :
             {kMegabyte, "position startpos moves " + kMegabyte, "position fen " + kMegabyte,
              "go depth " + kMegabyte, "go " + kMegabyte, "setoption name " + kMegabyte + " value 1",
              "banmoves " + kMegabyte}) {
            const std::string answers = ucci(line + "\nisready\n", dialect);
            BOOST_CHECK_MESSAGE(contains(answers, "readyok"), line.substr(0, 30)
                                                                  << ": " << answers.substr(0, 300));
            checkShortLines(answers, "UCCI " + line.substr(0, 30));
        }
    }
    for (const std::string& line : {kMegabyte, "TURN " + kMegabyte, "INFO timeout_turn " + kMegabyte,
                                    "INFO " + kMegabyte + " 5", "START " + kMegabyte}) {
        const std::string answers =
            gomocup("START 15\n" + line + "\nBOARD\n" + kMegabyte + "\nDONE\nABOUT\n");
        BOOST_CHECK_MESSAGE(contains(answers, "name=\"Qipan\""), line.substr(0, 30)
                                                                     << ": " << answers.substr(0, 300));
        checkShortLines(answers, "Gomocup " + line.substr(0, 30));
    }
    for (const std::string& line : {kMegabyte, "set game " + kMegabyte, "set depth " + kMegabyte,
                                    "set contempt " + kMegabyte, "set " + kMegabyte, "move " + kMegabyte}) {
        const std::string answers = nboard("nboard 2\n" + line + "\nping 3\n");
        BOOST_CHECK_MESSAGE(contains(answers, "pong 3"), line.substr(0, 30)
                                                             << ": " << answers.substr(0, 300));
        checkShortLines(answers, "NBoard " + line.substr(0, 30));
    }
}

BOOST_AUTO_TEST_CASE(binary_garbage_is_refused_with_a_short_error_or_read) {
    std::vector<std::string> inputs;
    for (std::uint32_t seed = 1; seed <= 40; ++seed) inputs.push_back(garbage(1 + seed * seed * 37, seed));
    inputs.push_back(garbage(1u << 20, 99));
    std::vector<std::pair<std::string, std::function<GameRecord(std::string_view)>>> readers;
    for (const RecordFormat& format : recordFormats()) readers.emplace_back(format.extension, format.read);
    readers.emplace_back("transcript (any size)", readTranscriptAnySize);
    for (const auto& [name, read] : readers) {
        for (const std::string& input : inputs) {
            try {
                const GameRecord r = read(input);
                BOOST_CHECK_NO_THROW(r.replay(r.size()));
            } catch (const FormatError& e) {
                BOOST_CHECK_MESSAGE(std::string(e.what()).size() <= kLongest, name << ": " << e.what());
            }
        }
    }
    for (const char* id : {"gomoku/renju/15", "othello/8", "xiangqi"}) {
        for (const std::string& input : inputs) {
            auto game = createGame(id);
            const std::string before = game->positionText();
            std::string error;
            if (game->setPosition(input, error)) continue;
            BOOST_CHECK_MESSAGE(!error.empty() && error.size() <= kLongest, id << ": " << error);
            BOOST_CHECK_EQUAL(game->positionText(), before);
        }
    }
    // Protocols: garbage, then a question they must still answer.
    for (const std::string& input : inputs) {
        using D = protocol::UcciSession::Dialect;
        // A garbage line may be "quit" only by chance: these seeds make none.
        BOOST_CHECK(contains(ucci(input + "\nisready\n", D::Ucci), "readyok"));
        BOOST_CHECK(contains(gomocup(input + "\nABOUT\n"), "name=\"Qipan\""));
        BOOST_CHECK(contains(nboard(input + "\nping 5\n"), "pong 5"));
    }
}

// A 50 MB file of any type is refused as too large before it is read (a bounded read: see the endless
// file in limits_file_posix.cpp); a file just under the limit, a game with a 15 MB comment or 15 MB of a
// program's lines after the moves, reads whole and correctly.
BOOST_AUTO_TEST_CASE(a_50mb_file_is_refused_and_a_15mb_game_reads) {
    const auto dir = std::filesystem::temp_directory_path() / ("qipan-limits-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::pair<const char*, const char*> starts[] = {{"sgf", "(;GM[4]SZ[15];B[hh];W[ii]C["},
                                                          {"psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n"},
                                                          {"pgn", "[Game \"Chinese Chess\"]\n1. h2e2 {"},
                                                          {"txt", "f5d6c3 "}};
    for (const auto& [extension, start] : starts) {
        const auto path = dir / (std::string("big.") + extension);
        std::ofstream(path, std::ios::binary) << start;
        std::filesystem::resize_file(path, 50u * 1024 * 1024);  // the rest: zero bytes (a sparse file)
        try {
            const GameRecord r = readRecordFile(path.string());
            BOOST_ERROR(extension << ": a 50 MB file read as " << r.size() << " moves");
        } catch (const FormatError& e) {
            BOOST_CHECK_MESSAGE(contains(e.what(), "too large"), extension << ": " << e.what());
            BOOST_CHECK(std::string(e.what()).size() <= kLongest);
        }
    }
    const std::string comment(15u * 1024 * 1024, 'x');
    std::string lines;
    while (lines.size() < comment.size()) lines += "pbrain-embryo21_e.exe 2021 Freestyle20\n";
    const std::pair<const char*, std::string> games[] = {
        {"sgf", "(;GM[4]SZ[15];B[hh];W[ii]C[" + comment + "])"},
        {"psq", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n" + lines},
        {"pgn", "[Game \"Chinese Chess\"]\n1. h2e2 {" + comment + "} h9g7 *\n"}};
    for (const auto& [extension, text] : games) {
        const auto path = dir / (std::string("under.") + extension);
        std::ofstream(path, std::ios::binary) << text;
        BOOST_TEST_CONTEXT(extension) {
            const GameRecord r = readRecordFile(path.string());
            BOOST_TEST(r.size() == 2u);
            if (std::string(extension) != "psq") {
                const std::string& kept =
                    std::string(extension) == "sgf" ? r.steps()[1].comment : r.steps()[0].comment;
                BOOST_TEST(kept.size() == comment.size());
            }
        }
    }
    std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
