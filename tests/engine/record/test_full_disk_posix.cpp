// A save that cannot be written whole (a full disk; here a file-size limit, RLIMIT_FSIZE, which needs
// no privileges, where a small tmpfs would) fails with the system's reason and leaves the old file as it
// was, with no temporary file beside it. POSIX only (setrlimit): see tests/CMakeLists.txt.
#include <boost/test/unit_test.hpp>

#include <sys/resource.h>
#include <unistd.h>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>

#include "record/formats.h"
#include "support/file_bytes.h"
#include "support/saved_records.h"

using namespace qipan;

namespace {

// Lowers this process's file-size limit to `bytes` for its lifetime; a write past it fails with EFBIG
// instead of raising SIGXFSZ (ignored meanwhile).
class FileSizeLimit {
  public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &before_);
        signal_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lower = before_;
        lower.rlim_cur = bytes;
        ok_ = setrlimit(RLIMIT_FSIZE, &lower) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &before_);
        std::signal(SIGXFSZ, signal_);
    }
    bool ok() const { return ok_; }

  private:
    rlimit before_{};
    void (*signal_)(int) = SIG_DFL;
    bool ok_ = false;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(full_disk)

BOOST_AUTO_TEST_CASE(a_save_cut_short_by_a_full_disk_says_why_and_keeps_the_old_file) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("qipan-test-full-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "game.sgf";
    const GameRecord small = recordFromMoves("gomoku/freestyle/15", {"h8", "i9", "h9"});
    writeRecordFile(small, file.string());
    const std::string before = testing::fileBytes(file);
    BOOST_REQUIRE(before.size() < 4096);
    std::string message;
    {
        const FileSizeLimit limit(4096);  // the ~1 MB game does not fit
        BOOST_REQUIRE(limit.ok());
        try {
            writeRecordFile(testing::savedRecord(1), file.string());
        } catch (const FormatError& e) {
            message = e.what();
        }
    }
    BOOST_TEST(message.find("cannot write " + file.string()) != std::string::npos, message);
    BOOST_TEST(message.find(std::strerror(EFBIG)) != std::string::npos, message);  // "File too large"
    BOOST_TEST(testing::fileBytes(file) == before);
    BOOST_TEST(!fs::exists(dir / "game.sgf.tmp"));
    BOOST_TEST((readRecordFile(file.string()).steps() == small.steps()));
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
