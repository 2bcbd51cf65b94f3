// A program started for a match, talked to through its standard input and output, one line at a time.
// It runs in a group of its own together with everything it starts (a process group on POSIX), so
// ending it ends them all: an engine started through `sh -c`, or one that forks helpers, cannot outlive
// the match. The operating system's side lives in child_process_posix.cpp (a Windows version beside it
// provides the same ChildProcess::Platform); this file and child_process.cpp are the same everywhere.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace qipan::match {

class ChildProcess {
public:
  // Runs `command` through the system's shell (/bin/sh -c). Throws std::runtime_error when it cannot
  // be started.
  explicit ChildProcess(const std::string& command);
  ~ChildProcess();  // stop() with no quit command, when not stopped yet
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // Returns false when the program has closed its input (or has been stopped).
  bool writeLine(const std::string& line);
  // The next line (without the newline), or nullopt on timeout or end of output.
  std::optional<std::string> readLine(std::int64_t timeoutMs);
  bool running();
  // Ends the program: writes `quitLine` (unless empty), closes its input, gives it up to `graceMs` to
  // exit by itself, then kills whatever is left of its group. Calling it again does nothing.
  void stop(const std::string& quitLine = {}, std::int64_t graceMs = 500);

  // The operating system's part: starting the program in its own group, raw reads and writes,
  // waiting for its exit, killing the group.
  class Platform;

private:
  std::unique_ptr<Platform> platform_;
  std::string buffer_;
  bool eof_ = false;
};

class ChildProcess::Platform {
  public:
    enum class Read { Data, Timeout, End };

    explicit Platform(const std::string& command);  // throws std::runtime_error
    ~Platform();                                    // kills the group unless killGroup() ran
    Platform(const Platform&) = delete;
    Platform& operator=(const Platform&) = delete;

    bool write(const std::string& data);                     // all of it; false once the input is closed
    Read read(std::string& append, std::int64_t timeoutMs);  // appends what has arrived
    void closeInput();
    bool waitForExit(std::int64_t timeoutMs);  // has the program exited (it is not reaped yet)?
    void killGroup();                          // kills every process of the group, reaps the program

  private:
    struct Handles;
    std::unique_ptr<Handles> h_;
};

}  // namespace qipan::match
