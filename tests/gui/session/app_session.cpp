#include "app_session.h"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <cstring>
#include <fstream>
#include <sstream>

extern char** environ;

namespace qipan::test {

namespace fs = std::filesystem;

TestHome::TestHome(const std::string& name, const std::string& language) {
    path = fs::temp_directory_path() / ("qipan-session-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(path);
    fs::create_directories(path);
    std::ofstream ini(path / "qipan.ini");
    if (!language.empty()) ini << "Language=" << language << "\n";
    ini << "[NewGame]\nGame=gomoku/freestyle/15\nPlayer0Computer=0\nPlayer0Level=1\nPlayer1Computer=1\n"
           "Player1Level=1\n";
}

TestHome::~TestHome() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
}

namespace {

// The lines of the driver's printState.
AppState parseState(const std::vector<std::string>& lines) {
    AppState s;
    for (const auto& line : lines) {
        const auto space = line.find(' ');
        const std::string key = line.substr(0, space);
        const std::string value = space == std::string::npos ? std::string() : line.substr(space + 1);
        if (key == "row") {
            s.greyed.push_back(value.rfind("g ", 0) == 0);
            s.rows.push_back(value.substr(2));
        } else if (key != "dialog") {
            s.fields[key] = value;
        }
    }
    return s;
}

}  // namespace

AppSession::AppSession(const fs::path& home) {
    int toApp[2], fromApp[2];
    BOOST_REQUIRE(::pipe(toApp) == 0 && ::pipe(fromApp) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toApp[0], 0);
    posix_spawn_file_actions_adddup2(&actions, fromApp[1], 1);
    for (int fd : {toApp[0], toApp[1], fromApp[0], fromApp[1]})
        posix_spawn_file_actions_addclose(&actions, fd);

    std::vector<std::string> env;
    for (char** e = environ; *e; ++e)
        if (std::strncmp(*e, "QIPAN_HOME=", 11) != 0) env.emplace_back(*e);
    env.push_back("QIPAN_HOME=" + home.string());
    std::vector<char*> envp;
    for (auto& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);
    std::string exe = QIPAN_APP_DRIVER;
    char* argv[] = {exe.data(), nullptr};
    const int spawned = posix_spawn(&pid_, exe.c_str(), &actions, nullptr, argv, envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(toApp[0]);
    ::close(fromApp[1]);
    in_ = toApp[1];
    out_ = fromApp[0];
    BOOST_REQUIRE_MESSAGE(spawned == 0, "cannot start " << exe << ": " << std::strerror(spawned));
    // Generous: a test run at low priority on a busy machine can wait long for the CPU.
    std::string line;
    std::vector<std::string> first;
    while (readLine(line, 180) && line != "end") first.push_back(line);
    std::string said;
    for (const auto& l : first) said += "\n  " + l;
    int status = 0;
    if (first.empty() && ::waitpid(pid_, &status, WNOHANG) == pid_) {
        said += WIFSIGNALED(status) ? "\n  (killed by signal " + std::to_string(WTERMSIG(status)) + ")"
                                    : "\n  (exited with " + std::to_string(WEXITSTATUS(status)) + ")";
        pid_ = -1;
    }
    BOOST_REQUIRE_MESSAGE(!first.empty() && first.back() == "ready",
                          "the app did not start; it said:" << said);
    first.pop_back();
    start_ = parseState(first);
}

AppSession::~AppSession() {
    if (pid_ > 0) kill();
    if (in_ >= 0) ::close(in_);
    if (out_ >= 0) ::close(out_);
}

bool AppSession::readLine(std::string& line, double seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    for (;;) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (line.rfind("dialog ", 0) == 0) dialogs_.push_back(line.substr(7));
            return true;
        }
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd p{out_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) <= 0) continue;
        char chunk[4096];
        const ssize_t n = ::read(out_, chunk, sizeof chunk);
        if (n <= 0) return false;  // the app closed its output (it exited)
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

std::vector<std::string> AppSession::command(const std::string& line, double seconds) {
    BOOST_TEST_MESSAGE("app < " << line);
    const std::string sent = line + "\n";
    BOOST_REQUIRE(::write(in_, sent.data(), sent.size()) == static_cast<ssize_t>(sent.size()));
    std::vector<std::string> answer;
    std::string got;
    for (;;) {
        BOOST_REQUIRE_MESSAGE(readLine(got, seconds), "no answer to '" << line << "'");
        if (got == "end") break;
        if (got.rfind("dialog ", 0) != 0) answer.push_back(got);  // dialogs are kept apart (dialogs())
    }
    return answer;
}

void AppSession::require(const std::string& line, double seconds) {
    const auto answer = command(line, seconds);
    std::string lines;
    for (const auto& a : answer) lines += a + "; ";
    BOOST_REQUIRE_MESSAGE(!answer.empty() && answer.front().rfind("ok", 0) == 0,
                          "'" << line << "' answered " << lines);
}

AppState AppSession::state() {
    return parseState(command("state"));
}

AppState AppSession::waitState(const std::string& wait) {
    const auto answer = command(wait + " state");
    BOOST_REQUIRE_MESSAGE(!answer.empty() && answer.front() == "ok", "'" << wait << "' timed out");
    return parseState({answer.begin() + 1, answer.end()});
}

AppState AppSession::commandState(const std::string& line, bool& ok) {
    const auto answer = command(line);
    ok = !answer.empty() && answer.front() == "ok";
    return answer.empty() ? AppState{} : parseState({answer.begin() + 1, answer.end()});
}

void AppSession::kill() {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
}

std::vector<std::string> AppSession::quit(int& status) {
    const std::string sent = "quit\n";
    BOOST_REQUIRE(::write(in_, sent.data(), sent.size()) == static_cast<ssize_t>(sent.size()));
    std::vector<std::string> lines;
    std::string line;
    while (readLine(line, 30)) lines.push_back(line);
    // The app has closed its output; it must end by itself.
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    status = -1;
    while (std::chrono::steady_clock::now() < end) {
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return lines;
        }
        ::usleep(20000);
    }
    BOOST_ERROR("the app did not exit after File > Quit");
    return lines;
}

const char* const kXiangqiMateInOne =
    "[Game \"Chinese Chess\"]\n[FEN \"4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1\"]\n\n*\n";
const std::string kOthelloLastMoves =
    "(;GM[2]FF[4]SZ[8]QP[-OXXXXXX" + std::string(40, 'X') + "XXXXXXXOXXXXXXX- X])";

void playCheckmate(AppSession& app, const fs::path& file) {
    std::ofstream(file) << kXiangqiMateInOne;
    app.require("open " + file.string());
    app.require("play b0b9");
    app.require("wait 1");
}

}  // namespace qipan::test
