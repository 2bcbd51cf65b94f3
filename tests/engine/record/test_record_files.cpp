// Writing a record file: the old file is replaced whole (through a temporary file flushed to the disk and
// renamed), and nothing is left beside it.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

#include "record/formats.h"

using namespace qipan;

BOOST_AUTO_TEST_SUITE(record_files)

BOOST_AUTO_TEST_CASE(a_longer_game_replaces_a_file_whole_and_leaves_no_temporary_file) {
    const auto dir = std::filesystem::temp_directory_path() / ("qipan-test-files-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);  // wine reuses process ids: a killed run's files may be there
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "autosave.pgn").string();
    const GameRecord first = recordFromMoves("xiangqi", {"h2e2", "h9g7", "h0g2", "i9h9"});
    const GameRecord shorter = recordFromMoves("xiangqi", {"b2e2"});
    writeRecordFile(first, path);
    writeRecordFile(shorter, path);  // a shorter text over a longer one: no tail of the old file survives
    BOOST_TEST((readRecordFile(path).steps() == shorter.steps()));
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        BOOST_TEST(entry.path().filename() == "autosave.pgn");
        ++files;
    }
    BOOST_TEST(files == 1u);
    std::filesystem::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
