// One run of the real app as a child process of the test (the scripted app of tests/gui/driver), with its
// settings and autosave in a folder of the test's own: commands go in on its stdin, answers come back from
// its stdout. The test can kill it (SIGKILL) or quit it as a person would, and start it again on the same
// folder.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace qipan::test {

// What the window showed at one moment (the driver's "state" answer).
struct AppState {
    std::map<std::string, std::string> fields;  // game, position, moves, cursor, status0.., title, players...
    std::vector<std::string> rows;              // the move list as shown
    std::vector<bool> greyed;                   // per row: shown greyed (a move after the position shown)

    std::string operator[](const std::string& key) const {
        const auto it = fields.find(key);
        return it == fields.end() ? std::string() : it->second;
    }
};

// A fresh settings folder for one test (removed at its end), with the interface language when given.
struct TestHome {
    explicit TestHome(const std::string& name, const std::string& language = "");
    ~TestHome();
    std::filesystem::path path;
};

class AppSession {
  public:
    // Starts the app on `home` and waits until its window is on screen.
    explicit AppSession(const std::filesystem::path& home);
    ~AppSession();  // kills the app if it still runs
    AppSession(const AppSession&) = delete;
    AppSession& operator=(const AppSession&) = delete;

    // Sends one command and returns its answer lines (without the closing "end"). Fails the test when the
    // app does not answer within `seconds`.
    std::vector<std::string> command(const std::string& line, double seconds = 180);
    // A command whose first answer line must start with "ok".
    void require(const std::string& line, double seconds = 180);
    AppState state();
    // What the window showed when start-up was done, before the main loop ran (so before a reply of a
    // computer that start-up set thinking).
    const AppState& startState() const { return start_; }
    // "wait <n> [thinking]" and the state at that moment (nothing of the app runs in between).
    AppState waitState(const std::string& wait);
    // A command answered "ok" or "failed" and then the state at that moment (save-state, open-state):
    // `ok` says which.
    AppState commandState(const std::string& line, bool& ok);

    // SIGKILL, as a crash or a power cut would stop it: nothing of the app runs after this.
    void kill();
    // File > Quit; returns the lines the app wrote until it exited (the dialogs it asked) and its exit
    // status.
    std::vector<std::string> quit(int& status);
    // Lines of dialogs the app reported so far.
    const std::vector<std::string>& dialogs() const { return dialogs_; }

  private:
    bool readLine(std::string& line, double seconds);

    pid_t pid_ = -1;
    int in_ = -1;   // the app's stdin
    int out_ = -1;  // the app's stdout
    std::string buffer_;
    std::vector<std::string> dialogs_;
    AppState start_;
};

// Games that several tests open, as files a person could open.
// Xiangqi, Red to move: b0b9 mates.
extern const char* const kXiangqiMateInOne;
// Othello: Black's a1 flips b1, White must pass, Black's h8 fills the board (64-0).
extern const std::string kOthelloLastMoves;
// Writes `text` to `file`, opens it in the app, plays Red's mate and waits for the end.
void playCheckmate(AppSession& app, const std::filesystem::path& file);

}  // namespace qipan::test
