// Piskvork .psq files: read, and what is read is a playable game that .psq writes and reads back with the
// same moves and times.
#include "fuzz_support.h"
#include "record/psq.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    GameRecord record;
    try {
        record = readPsq(fuzz::asText(data, size));
    } catch (const FormatError&) {
        return 0;
    }
    fuzz::checkPlayable(record);
    const std::string written = writePsq(record);
    GameRecord again;
    try {
        again = readPsq(written);
    } catch (const FormatError& e) {
        fuzz::fail(std::string(".psq written by Qipan is refused: ") + e.what() + "\n" + written);
    }
    fuzz::check(fuzz::sameMoves(again, record), ".psq written and read back has other moves:\n" + written);
    for (std::size_t i = 0; i < record.size(); ++i)
        fuzz::check(again.steps()[i].timeMs == std::max<std::int64_t>(0, record.steps()[i].timeMs),
                    ".psq written and read back has other times:\n" + written);
    return 0;
}
