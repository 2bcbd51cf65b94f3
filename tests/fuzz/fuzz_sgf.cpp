// SGF for Gomoku/Renju and Othello, with variations nested to any depth: read, and what is read is a
// playable game that SGF writes and reads back equal.
#include "fuzz_support.h"
#include "record/sgf.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::readOrRefused(readSgf, fuzz::asText(data, size));
    if (!input) return 0;
    const GameRecord& record = *input;
    fuzz::checkPlayable(record);
    const std::string written = writeSgf(record);
    const GameRecord again = fuzz::readOwnOutput(readSgf, written, "SGF");
    fuzz::check(again == record, "SGF written and read back differs:\n" + written);
    return 0;
}
