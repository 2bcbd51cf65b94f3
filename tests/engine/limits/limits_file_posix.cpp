// A game file that never ends (here a link to /dev/zero named like a game) is refused as too large after
// the limit's worth of it: the reader stops reading there, so an endless or enormous file costs bounded
// memory and time (a reader that read to the end would never return, and ctest's timeout would fail it).
// POSIX only (/dev/zero, symbolic links): see tests/CMakeLists.txt.
#include <boost/test/unit_test.hpp>

#include <unistd.h>

#include <filesystem>
#include <string>

#include "record/formats.h"

using namespace qipan;

BOOST_AUTO_TEST_SUITE(endless_file)

BOOST_AUTO_TEST_CASE(a_file_that_never_ends_is_refused_as_too_large) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("qipan-test-endless-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* name : {"endless.sgf", "endless.pgn", "endless.psq", "endless.txt"}) {
        fs::create_symlink("/dev/zero", dir / name);
        BOOST_CHECK_EXCEPTION(readRecordFile((dir / name).string()), FormatError, [](const FormatError& e) {
            return std::string(e.what()).find("too large") != std::string::npos;
        });
    }
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
