// Othello transcripts ("f5d6c3...", passes, comments, 6x6 to 10x10): read, and what is read is a playable
// game that a transcript writes and reads back with the same moves.
#include "fuzz_support.h"
#include "record/transcript.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::readOrRefused(readTranscriptAnySize, fuzz::asText(data, size));
    if (!input) return 0;
    const GameRecord& record = *input;
    fuzz::checkPlayable(record);
    const std::string written = writeTranscript(record);
    const GameRecord again = fuzz::readOwnOutput(readTranscriptAnySize, written, "A transcript");
    fuzz::check(fuzz::sameMoves(again, record),
                "a transcript written and read back has other moves:\n" + written);
    return 0;
}
