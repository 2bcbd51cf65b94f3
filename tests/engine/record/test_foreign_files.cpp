// Files written by other programs (tests/data/foreign, sources in its SOURCES.md): Qipan reads the same
// moves, checked against what the files themselves say (each line of a .psq, the final count a GGS game
// record states), and a file it cannot read gets a clear reason.
#include <boost/test/unit_test.hpp>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "othello/othello_game.h"
#include "protocol/nboard.h"
#include "record/formats.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "support/file_bytes.h"

using namespace qipan;

namespace {

const std::string kForeign = std::string(QIPAN_TEST_DATA_DIR) + "/foreign/";

std::string slurp(const std::string& path) {
    const std::string bytes = testing::fileBytes(path);
    BOOST_REQUIRE_MESSAGE(!bytes.empty(), "cannot open " << path);
    return bytes;
}

bool messageHas(const FormatError& e, const std::string& part) {
    return std::string(e.what()).find(part) != std::string::npos;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(foreign_files)

// Gomocup's online viewer keeps a game Piskvork saved (20x20; the moves, then the two brains' names and
// a number; no "-1" line): every move lands where its line says and White's last move makes five.
BOOST_AUTO_TEST_CASE(a_piskvork_file_from_gomocup_reads_move_for_move) {
    const std::string text = slurp(kForeign + "gomocuponline-1x0-16.psq");
    const GameRecord record = readRecordFile(kForeign + "gomocuponline-1x0-16.psq");
    BOOST_TEST(record.gameId() == "gomoku/freestyle/20");
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);  // "Piskvorky 20x20, 7:7, 0"
    std::size_t n = 0;
    while (std::getline(lines, line) && std::count(line.begin(), line.end(), ',') == 2) {
        int x = 0, y = 0, ms = 0;
        char comma = 0;
        std::istringstream fields(line);
        fields >> x >> comma >> y >> comma >> ms;
        BOOST_REQUIRE(n < record.size());
        BOOST_TEST(record.steps()[n].move.code == (y - 1) * 20 + (x - 1));
        BOOST_TEST(record.steps()[n].timeMs == ms);
        ++n;
    }
    BOOST_TEST(n == 16u);
    BOOST_TEST(record.size() == n);
    const Outcome outcome = record.replay(record.size())->outcome();
    BOOST_TEST((outcome.kind == Outcome::Kind::Win && outcome.winner == Side::Second));
    BOOST_TEST(outcome.reason == "five in a row");
}

// Twelve games from the GGS server as NTest keeps them for its speed test (a count before each; the board
// written a word per row; moves with an evaluation and a time, "pass" and "PA"; upper and lower case):
// each reads to the end of the game, and its final count is the result the server recorded.
BOOST_AUTO_TEST_CASE(ggs_games_read_to_the_final_count_the_server_recorded) {
    std::istringstream lines(slurp(kForeign + "ntest-TestGames.ggf"));
    int games = 0;
    for (std::string line; std::getline(lines, line);) {
        const std::size_t open = line.find("(;");
        if (open == std::string::npos) continue;
        const std::string ggf = line.substr(open);
        ++games;
        BOOST_TEST_CONTEXT("game " << games) {
            othello::OthelloGame game(8);
            std::string error;
            BOOST_TEST_REQUIRE(protocol::readGgf(ggf, game, error), error);
            // Every B[..] / W[..] after the board is one move or pass.
            const std::size_t board = ggf.find("BO[");
            int moves = 0;
            for (std::size_t at = ggf.find(']', board); (at = ggf.find('[', at + 1)) != std::string::npos;)
                if (ggf[at - 1] == 'B' || ggf[at - 1] == 'W') ++moves;
            BOOST_TEST(game.ply() == moves);
            BOOST_TEST(game.outcome().over());
            // RE[+2.000]: Black's margin in discs.
            const std::size_t re = ggf.find("RE[");
            const int margin = std::stoi(ggf.substr(re + 3));
            const auto& discs = game.board();
            BOOST_TEST(discs.count(othello::kBlack) - discs.count(othello::kWhite) == margin);
            // The same game through the NBoard protocol's "set game", as an NBoard GUI sends it.
            std::ostringstream out;
            protocol::NBoardSession session(out);
            session.handle("nboard 2");
            session.handle("set game " + ggf);
            BOOST_TEST(out.str().find("error") == std::string::npos, out.str());
            BOOST_TEST(session.game().ply() == game.ply());
        }
    }
    BOOST_TEST(games == 12);
}

// XQ tools write GBK. Without a decoder the reader says the file is not UTF-8, and where; it never reads
// the bytes as moves.
BOOST_AUTO_TEST_CASE(a_gbk_file_without_a_decoder_is_refused_with_the_place) {
    BOOST_CHECK_EXCEPTION(
        readRecordFile(kForeign + "ccgc-2006-01.pgn"), FormatError, [](const FormatError& e) {
            return messageHas(e, "not UTF-8") && e.line() == 5 && e.column() == 8;  // [Site "北京...
        });
}

// A decoder is used only for text that is not UTF-8, and what it gives is read.
BOOST_AUTO_TEST_CASE(a_decoder_is_asked_only_for_text_that_is_not_utf8) {
    const auto dir = std::filesystem::temp_directory_path() / ("qipan-foreign-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    int calls = 0;
    const LegacyTextDecoder latin1 = [&](std::string_view bytes) -> std::optional<std::string> {
        ++calls;
        std::string out;
        for (const unsigned char c : bytes) {
            if (c < 0x80)
                out += static_cast<char>(c);
            else
                out += static_cast<char>(0xC0 | (c >> 6)), out += static_cast<char>(0x80 | (c & 0x3F));
        }
        return out;
    };
    const std::string utf8 = (dir / "utf8.pgn").string(), latin = (dir / "latin1.pgn").string();
    std::ofstream(utf8, std::ios::binary) << "[Red \"Jos\xC3\xA9\"]\n1. h2e2 h9g7 *\n";
    std::ofstream(latin, std::ios::binary) << "[Red \"Jos\xE9\"]\n1. h2e2 h9g7 *\n";
    BOOST_TEST(readRecordFile(utf8, latin1).tag("Red") == "Jos\xC3\xA9");
    BOOST_TEST(calls == 0);
    const GameRecord read = readRecordFile(latin, latin1);
    BOOST_TEST(calls == 1);
    BOOST_TEST(read.tag("Red") == "Jos\xC3\xA9");
    BOOST_TEST(read.size() == 2u);
    // A decoder that cannot: the file is refused, naming both encodings.
    const LegacyTextDecoder none = [](std::string_view) -> std::optional<std::string> {
        return std::nullopt;
    };
    BOOST_CHECK_EXCEPTION(readRecordFile(latin, none), FormatError,
                          [](const FormatError& e) { return messageHas(e, "neither UTF-8 nor GBK"); });
    std::filesystem::remove_all(dir);
}

// A file name in Chinese (UTF-8, as the app passes it) is saved and read back under that name, on Windows
// too, where the C library's narrow names are the ANSI code page's.
BOOST_AUTO_TEST_CASE(a_game_saved_under_a_chinese_name_reads_back) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("qipan-foreign-name-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::u8string name = (dir / u8"许银川 对 聂卫平.pgn").u8string();
    const std::string path(name.begin(), name.end());
    const GameRecord game = recordFromMoves("xiangqi", {"h2e2", "h9g7"});
    writeRecordFile(game, path);
    BOOST_TEST(std::filesystem::exists(std::filesystem::path(name)));
    BOOST_TEST((readRecordFile(path).steps() == game.steps()));
    std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
