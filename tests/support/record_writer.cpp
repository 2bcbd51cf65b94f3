// Saves two games over one file in turn, for ever (writeRecordFile, as the app and its autosave do), for
// the test that kills a program in the middle of a save (tests/engine/record/test_nothing_lost.cpp).
// Usage: record_writer PATH. Prints "saved" once the first save is done, so the test knows the file is
// there before it starts killing.
#include <cstdio>
#include <exception>

#include "record/formats.h"
#include "support/saved_records.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: record_writer PATH\n");
        return 2;
    }
    const qipan::GameRecord records[2] = {qipan::testing::savedRecord(0), qipan::testing::savedRecord(1)};
    try {
        for (unsigned long long i = 0;; ++i) {
            qipan::writeRecordFile(records[i % 2], argv[1]);
            if (i == 0) {
                std::printf("saved\n");
                std::fflush(stdout);
            }
        }
    } catch (const std::exception& e) {
        std::printf("error %s\n", e.what());
        return 1;
    }
}
