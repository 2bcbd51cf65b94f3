// Xiangqi files as XQ tools and game sites write them (tests/data/foreign: the 2006 Chinese Computer Games
// Championship games and the XQF tools' sample from ElephantEye's repository, the cchess library's test
// files; GBK, CRLF, full-width digits, comments, a website's footer after the result): decoded from GBK by
// the C library's iconv (POSIX; the app uses wxWidgets' converter, on Windows too), every one reads, and
// Qipan writes each move in Chinese exactly as the file has it.
#include <boost/test/unit_test.hpp>

#include <iconv.h>

#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "record/formats.h"
#include "support/file_bytes.h"

using namespace qipan;

namespace {

std::optional<std::string> iconvGbk(std::string_view bytes) {
    const iconv_t cd = iconv_open("UTF-8", "GB18030");
    if (cd == reinterpret_cast<iconv_t>(-1)) return std::nullopt;
    std::string out(bytes.size() * 2 + 16, '\0');
    char* in = const_cast<char*>(bytes.data());
    std::size_t inLeft = bytes.size(), outLeft = out.size();
    char* to = out.data();
    const bool ok = iconv(cd, &in, &inLeft, &to, &outLeft) != static_cast<std::size_t>(-1);
    iconv_close(cd);
    if (!ok) return std::nullopt;
    out.resize(out.size() - outLeft);
    return out;
}

// The main line's moves as the file writes them: what is left of the movetext without {comments}, move
// numbers, the result and what follows it.
std::vector<std::string> fileMoves(const std::string& text) {
    std::string movetext;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.empty() || line[0] != '[') movetext += line + '\n';
    std::string plain;
    int depth = 0;
    for (const char c : movetext) {
        if (c == '{')
            ++depth;
        else if (c == '}')
            --depth;
        else if (depth == 0)
            plain += c;
    }
    std::vector<std::string> moves;
    std::istringstream words(plain);
    for (std::string word; words >> word;) {
        if (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*") break;
        if (word.back() == '.') continue;  // "12."
        moves.push_back(word);
    }
    return moves;
}

// Chinese notation with its digits made one form: the full-width digits black's moves use and the
// characters red's use become 1-9.
std::string digitsAsAscii(const std::string& move) {
    static const std::pair<std::string, char> kDigits[] = {
        {"一", '1'}, {"二", '2'}, {"三", '3'}, {"四", '4'}, {"五", '5'}, {"六", '6'},
        {"七", '7'}, {"八", '8'}, {"九", '9'}, {"１", '1'}, {"２", '2'}, {"３", '3'},
        {"４", '4'}, {"５", '5'}, {"６", '6'}, {"７", '7'}, {"８", '8'}, {"９", '9'}};
    std::string out;
    for (std::size_t i = 0; i < move.size();) {
        bool digit = false;
        for (const auto& [text, ascii] : kDigits)
            if (move.compare(i, text.size(), text) == 0) {
                out += ascii;
                i += text.size();
                digit = true;
                break;
            }
        if (!digit) out += move[i++];
    }
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(foreign_gbk_files)

BOOST_AUTO_TEST_CASE(xq_tools_gbk_files_read_move_for_move) {
    int files = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(QIPAN_TEST_DATA_DIR) + "/foreign")) {
        if (entry.path().extension() != ".pgn") continue;
        ++files;
        const std::string path = entry.path().string();
        BOOST_TEST_CONTEXT(entry.path().filename().string()) {
            const auto text = iconvGbk(testing::fileBytes(entry.path()));
            BOOST_TEST_REQUIRE(text.has_value());
            const std::vector<std::string> expected = fileMoves(*text);
            GameRecord record;
            BOOST_REQUIRE_NO_THROW(record = readRecordFile(path, &iconvGbk));
            BOOST_TEST(record.size() == expected.size());
            auto game = record.initialGame();
            for (std::size_t i = 0; i < std::min(record.size(), expected.size()); ++i) {
                const Move move = record.steps()[i].move;
                const std::string written = game->moveToDisplay(move, Script::ChineseSimplified);
                BOOST_CHECK_MESSAGE(
                    digitsAsAscii(written) == digitsAsAscii(expected[i]),
                    "move " << i + 1 << ": Qipan writes " << written << ", the file " << expected[i]);
                game->play(move);
            }
        }
    }
    BOOST_TEST(files == 25);
}

BOOST_AUTO_TEST_SUITE_END()
