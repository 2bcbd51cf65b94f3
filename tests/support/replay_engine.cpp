// A test helper program, built with the tests: it plays back a recorded UCCI/UCI conversation as if it
// were the engine. Each "> " line of the recording must be the next line read from standard input
// (otherwise it says so on standard error and exits with status 1), and each "< " line is written to
// standard output. Lines starting with '#' (the recording's header) and blank lines are skipped; end of
// input ends it quietly, as an engine ends when its input is closed.
// The match runner's tests start it as an engine through the runner's own child-process code: the
// runner must say exactly what was said to the real engine, and it gets the real engine's answers.
// Usage: replay_engine RECORDING
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

namespace {
void dropCarriageReturn(std::string& line) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
}
}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: replay_engine RECORDING\n");
        return 2;
    }
    std::ifstream recording(argv[1]);
    if (!recording) {
        std::fprintf(stderr, "replay: cannot open %s\n", argv[1]);
        return 2;
    }
    for (std::string recorded; std::getline(recording, recorded);) {
        dropCarriageReturn(recorded);
        if (recorded.rfind("> ", 0) == 0) {
            std::string said;
            if (!std::getline(std::cin, said)) return 0;
            dropCarriageReturn(said);
            if (said != recorded.substr(2)) {
                std::fprintf(stderr, "replay: expected \"%s\", got \"%s\"\n", recorded.c_str() + 2,
                             said.c_str());
                return 1;
            }
        } else if (recorded.rfind("< ", 0) == 0) {
            std::cout << recorded.substr(2) << std::endl;  // flushed: the runner waits for each line
        }
    }
    return 0;
}
