// A program started for a match, talked to through its standard input and output, one line at a time.
// POSIX only (fork/exec with pipes); the program is killed when the object is destroyed.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>

namespace qipan::match {

class ChildProcess {
public:
    // Runs `command` through /bin/sh. Throws std::runtime_error when it cannot be started.
    explicit ChildProcess(const std::string& command);
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Returns false when the program has closed its input.
    bool writeLine(const std::string& line);
    // The next line (without the newline), or nullopt on timeout or end of output.
    std::optional<std::string> readLine(std::int64_t timeoutMs);
    bool running();

private:
    pid_t pid_ = -1;
    int toChild_ = -1;
    int fromChild_ = -1;
    std::string buffer_;
    bool eof_ = false;
};

}  // namespace qipan::match
