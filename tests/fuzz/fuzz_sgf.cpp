// SGF for Gomoku/Renju and Othello, with variations nested to any depth: read, and what is read is a
// playable game that SGF writes and reads back equal.
#include "fuzz_support.h"
#include "record/sgf.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    GameRecord record;
    try {
        record = readSgf(fuzz::asText(data, size));
    } catch (const FormatError&) {
        return 0;
    }
    fuzz::checkPlayable(record);
    const std::string written = writeSgf(record);
    GameRecord again;
    try {
        again = readSgf(written);
    } catch (const FormatError& e) {
        fuzz::fail(std::string("SGF written by Qipan is refused: ") + e.what() + "\n" + written);
    }
    fuzz::check(again == record, "SGF written and read back differs:\n" + written);
    return 0;
}
