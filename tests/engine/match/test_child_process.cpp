// Programs started for matches end when we say so, with everything they started: a quit command
// first, then the whole process group is killed (an engine under `sh -c` that ignores the end of its
// input used to outlive the match).
#include <boost/test/unit_test.hpp>

#include <unistd.h>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/registry.h"
#include "match/child_process.h"
#include "match/player.h"

using namespace qipan;
using namespace qipan::match;

namespace {

// Gone: no such process, or only a zombie waiting for a parent that is not us to reap it.
bool gone(pid_t pid) {
    if (kill(pid, 0) != 0) return true;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    std::getline(stat, text);
    const auto paren = text.rfind(')');
    return paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z';
}

// SIGKILL is delivered asynchronously: a killed process may still be scheduled for a moment after
// kill() returned, so this waits for it (at most 10 s: a process that lives that long was not killed).
bool goneSoon(pid_t pid) {
    for (int i = 0; i < 1000 && !gone(pid); ++i) usleep(10000);
    return gone(pid);
}

std::vector<pid_t> readPids(std::istream& in) {
    std::vector<pid_t> pids;
    for (long pid; in >> pid;) pids.push_back(static_cast<pid_t>(pid));
    return pids;
}

std::filesystem::path tempFile(const std::string& name) {
    return std::filesystem::temp_directory_path() / (name + "-" + std::to_string(getpid()));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(child_process)

BOOST_AUTO_TEST_CASE(a_program_that_ignores_its_input_is_ended_with_all_it_started) {
    // A shell starts another shell in the background, which starts a sleep: three levels, none of which
    // reads its input. Each prints its process id.
    auto child = std::make_unique<ChildProcess>("sh -c 'sleep 600 & echo $!; echo $$; wait' & echo $$; wait");
    std::vector<pid_t> pids;
    for (int i = 0; i < 3; ++i) {
        const auto line = child->readLine(20000);
        BOOST_REQUIRE(line);
        pids.push_back(static_cast<pid_t>(std::stol(*line)));
    }
    for (const pid_t pid : pids) BOOST_TEST(!gone(pid));
    BOOST_TEST(child->running());
    child->stop("quit", 200);
    BOOST_TEST(!child->running());
    BOOST_TEST(!child->writeLine("more"));
    for (const pid_t pid : pids) BOOST_TEST(goneSoon(pid), "process " << pid << " outlived stop()");
    child.reset();  // stopping twice is harmless
}

BOOST_AUTO_TEST_CASE(the_quit_command_reaches_the_program_before_it_is_killed) {
    const auto file = tempFile("qipan-quit");
    {
        ChildProcess child("IFS= read -r line; echo \"$line\" > '" + file.string() + "'");
        BOOST_TEST(child.writeLine("isready"));
        child.stop("quit", 10000);  // the program exits by itself at once; the grace is not waited out
    }
    std::ifstream in(file);
    std::string first;
    std::getline(in, first);
    BOOST_TEST(first == "isready");
    std::filesystem::remove(file);
}

BOOST_AUTO_TEST_CASE(a_match_player_ends_an_engine_that_ignores_quit_and_end_of_input) {
    const auto pidFile = tempFile("qipan-engine-pids");
    // A UCCI "engine" that answers the handshake, ignores quit and end of input, and has a helper
    // process of its own, as the ElephantEye seen after a match did.
    const std::string engine = "ucci:echo $$ > '" + pidFile.string() + "'; sleep 600 & echo $! >> '" +
                               pidFile.string() +
                               "'; while :; do IFS= read -r l || { sleep 1; continue; }; "
                               "[ \"$l\" = ucci ] && echo ucciok; done";
    const auto game = createGame("xiangqi");
    auto player = makePlayer(engine, *game);
    std::ifstream in(pidFile);
    const std::vector<pid_t> pids = readPids(in);
    BOOST_REQUIRE_EQUAL(pids.size(), 2u);
    for (const pid_t pid : pids) BOOST_TEST(!gone(pid));
    player.reset();
    for (const pid_t pid : pids) BOOST_TEST(goneSoon(pid), "process " << pid << " outlived the player");
    std::filesystem::remove(pidFile);
}

BOOST_AUTO_TEST_SUITE_END()
