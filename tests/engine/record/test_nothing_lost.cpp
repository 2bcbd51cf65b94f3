// Nothing lost when a save is cut short (issue 19): a program killed (SIGKILL / TerminateProcess) in the
// middle of saving leaves the old file or the new one, never a torn one. The writer is a program of its
// own (tests/support/record_writer.cpp) saving two large games over one file in turn, as the app and its
// autosave do through writeRecordFile; it is killed at random moments, many times, each kill followed
// by a check of the file.
#include <boost/test/unit_test.hpp>

#include <chrono>
#include <filesystem>
#include <random>
#include <thread>

#include "match/child_process.h"
#include "record/formats.h"
#include "support/engine_process.h"
#include "support/saved_records.h"

using namespace qipan;

BOOST_AUTO_TEST_SUITE(nothing_lost)

BOOST_AUTO_TEST_CASE(a_writer_killed_mid_save_leaves_the_old_file_or_the_new_one) {
    namespace fs = std::filesystem;
    const fs::path dir =
        fs::temp_directory_path() / ("qipan-test-killed-" + std::to_string(testing::processId()));
    fs::remove_all(dir);  // wine reuses process ids: a killed run's files may be there
    fs::create_directories(dir);
    const fs::path file = dir / "game.sgf";
    const GameRecord games[2] = {testing::savedRecord(0), testing::savedRecord(1)};
    std::mt19937 rng(19);
    int kills = 0, midSave = 0, old = 0, fresh = 0;
    // Until 20 kills have landed inside a save (a temporary file left beside the game), at most 200 kills.
    for (; kills < 200 && midSave < 20; ++kills) {
        match::ChildProcess writer('"' + std::string(QIPAN_RECORD_WRITER_EXE) + "\" \"" + file.string() +
                                   '"');
        const auto first = writer.readLine(60000);
        BOOST_REQUIRE_MESSAGE(first && *first == "saved", "the writer said " << (first ? *first : "nothing"));
        std::this_thread::sleep_for(
            std::chrono::microseconds(std::uniform_int_distribution<int>(0, 40000)(rng)));
        writer.stop({}, 0);  // killed at once, whatever it is doing
        if (fs::exists(dir / "game.sgf.tmp")) ++midSave;
        const GameRecord read = readRecordFile(file.string());  // throws on a torn file
        const bool isOld = read.steps() == games[0].steps(), isNew = read.steps() == games[1].steps();
        BOOST_REQUIRE_MESSAGE(isOld || isNew, "kill " << kills << ": the file holds another game of "
                                                      << read.size() << " moves");
        ++(isOld ? old : fresh);
    }
    BOOST_TEST_MESSAGE(kills << " kills, " << midSave << " inside a save; the file held the first game "
                             << old << " times, the second " << fresh << " times");
    BOOST_TEST(midSave > 0);  // the kills did land inside saves
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
