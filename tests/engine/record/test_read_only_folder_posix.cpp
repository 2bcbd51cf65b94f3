// A save into a folder the user may not write (a read-only folder) fails with the system's reason and
// leaves the old file as it was, with no temporary file beside it. Tests often run as root, which
// ignores permissions: then the save runs in a child process that has become the unprivileged user
// "nobody" (uid 65534). POSIX only (permissions, setuid): see tests/CMakeLists.txt.
#include <boost/test/unit_test.hpp>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "record/formats.h"
#include "support/file_bytes.h"

using namespace qipan;

BOOST_AUTO_TEST_SUITE(read_only_folder)

BOOST_AUTO_TEST_CASE(a_save_into_a_read_only_folder_says_why_and_keeps_the_old_file) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("qipan-test-readonly-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "game.pgn";
    const GameRecord old = recordFromMoves("xiangqi", {"h2e2", "h9g7"});
    writeRecordFile(old, file.string());
    const std::string before = testing::fileBytes(file);
    BOOST_REQUIRE(::chmod(dir.c_str(), 0555) == 0);  // r-x for everyone: nobody may create a file in it

    const GameRecord next = recordFromMoves("xiangqi", {"h2e2", "h9g7", "h0g2"});
    // The message the save gave ("" when it succeeded), written by the child through a pipe when the test
    // runs as root.
    std::string message;
    if (::geteuid() != 0) {
        try {
            writeRecordFile(next, file.string());
        } catch (const FormatError& e) {
            message = e.what();
        }
    } else {
        int fds[2];
        BOOST_REQUIRE(::pipe(fds) == 0);
        const pid_t child = ::fork();
        BOOST_REQUIRE(child >= 0);
        if (child == 0) {
            ::close(fds[0]);
            std::string said = "could not become nobody";
            if (::setgid(65534) == 0 && ::setuid(65534) == 0) {
                said.clear();
                try {
                    writeRecordFile(next, file.string());
                } catch (const FormatError& e) {
                    said = e.what();
                }
            }
            [[maybe_unused]] const auto n = ::write(fds[1], said.data(), said.size());
            ::_exit(0);
        }
        ::close(fds[1]);
        char buffer[512];
        for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;)
            message.append(buffer, static_cast<std::size_t>(n));
        ::close(fds[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        BOOST_REQUIRE(WIFEXITED(status));
    }
    ::chmod(dir.c_str(), 0755);
    BOOST_TEST(message.find("cannot write " + file.string()) != std::string::npos, message);
    BOOST_TEST(message.find(std::strerror(EACCES)) != std::string::npos, message);  // "Permission denied"
    BOOST_TEST(testing::fileBytes(file) == before);
    BOOST_TEST(!fs::exists(dir / "game.pgn.tmp"));
    BOOST_TEST((readRecordFile(file.string()).steps() == old.steps()));
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
