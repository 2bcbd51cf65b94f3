// ChildProcess::Platform on POSIX: fork and exec through /bin/sh with the program as the leader of a
// new process group, pipes for its input and output, poll for reads, and SIGKILL to the whole group.
#ifndef _WIN32

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "match/child_process.h"

namespace qipan::match {

struct ChildProcess::Platform::Handles {
    pid_t pid = -1;  // the shell, leader of the group; its id is the group's id
    int toChild = -1;
    int fromChild = -1;
    bool reaped = false;
};

namespace {
// Pipes that the programs of other matches (started later, from other threads) do not inherit: an
// inherited write end would keep this program's input open after we close ours.
bool closeOnExecPipe(int fds[2]) {
    if (pipe(fds) != 0) return false;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return true;
}
}  // namespace

ChildProcess::Platform::Platform(const std::string& command) : h_(std::make_unique<Handles>()) {
    int in[2], out[2];
    if (!closeOnExecPipe(in))
        throw std::runtime_error("cannot create pipes: " + std::string(std::strerror(errno)));
    if (!closeOnExecPipe(out)) {
        const std::string why = std::strerror(errno);
        close(in[0]);
        close(in[1]);
        throw std::runtime_error("cannot create pipes: " + why);
    }
    signal(SIGPIPE, SIG_IGN);  // a program that exits must not take the match down with it
    const char* text = command.c_str();
    const pid_t pid = fork();
    if (pid == 0) {
        // Only async-signal-safe calls here: the parent may have other threads.
        setpgid(0, 0);
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        execl("/bin/sh", "sh", "-c", text, static_cast<char*>(nullptr));
        _exit(127);
    }
    const int forkErrno = errno;
    close(in[0]);
    close(out[1]);
    if (pid < 0) {
        close(in[1]);
        close(out[0]);
        throw std::runtime_error("cannot start " + command + ": " + std::strerror(forkErrno));
    }
    setpgid(pid, pid);  // also from this side, so a kill right away cannot miss the group
    h_->pid = pid;
    h_->toChild = in[1];
    h_->fromChild = out[0];
}

ChildProcess::Platform::~Platform() {
    killGroup();
    if (h_->fromChild >= 0) close(h_->fromChild);
    closeInput();
}

bool ChildProcess::Platform::write(const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        if (h_->toChild < 0) return false;
        const ssize_t n = ::write(h_->toChild, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

ChildProcess::Platform::Read ChildProcess::Platform::read(std::string& append, std::int64_t timeoutMs) {
    pollfd p{h_->fromChild, POLLIN, 0};
    const int ready = poll(&p, 1, static_cast<int>(std::min<std::int64_t>(timeoutMs, 1 << 30)));
    if (ready <= 0) return Read::Timeout;  // EINTR included: the caller asks again until its deadline
    char chunk[4096];
    const ssize_t n = ::read(h_->fromChild, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) return Read::Timeout;
    if (n <= 0) return Read::End;
    append.append(chunk, static_cast<std::size_t>(n));
    return Read::Data;
}

void ChildProcess::Platform::closeInput() {
    if (h_->toChild >= 0) close(h_->toChild);
    h_->toChild = -1;
}

bool ChildProcess::Platform::waitForExit(std::int64_t timeoutMs) {
    if (h_->reaped) return true;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (true) {
        // WNOWAIT: the exited program stays a zombie, so its id (the group's) cannot be reused before
        // killGroup() has sent its signal.
        siginfo_t info{};
        if (waitid(P_PID, static_cast<id_t>(h_->pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid != 0)
            return true;
        if (std::chrono::steady_clock::now() >= deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

void ChildProcess::Platform::killGroup() {
    if (h_->pid <= 0 || h_->reaped) return;
    kill(-h_->pid, SIGKILL);  // the shell, the engine it started and anything those started
    while (waitpid(h_->pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    h_->reaped = true;
}

}  // namespace qipan::match

#endif  // _WIN32
