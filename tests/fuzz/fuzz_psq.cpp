// Piskvork .psq files: read, and what is read is a playable game that .psq writes and reads back with the
// same moves and times.
#include "fuzz_support.h"
#include "record/psq.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::readOrRefused(readPsq, fuzz::asText(data, size));
    if (!input) return 0;
    const GameRecord& record = *input;
    fuzz::checkPlayable(record);
    const std::string written = writePsq(record);
    const GameRecord again = fuzz::readOwnOutput(readPsq, written, ".psq");
    fuzz::check(fuzz::sameMoves(again, record), ".psq written and read back has other moves:\n" + written);
    for (std::size_t i = 0; i < record.size(); ++i)
        fuzz::check(again.steps()[i].timeMs == std::max<std::int64_t>(0, record.steps()[i].timeMs),
                    ".psq written and read back has other times:\n" + written);
    return 0;
}
