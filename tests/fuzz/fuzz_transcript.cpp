// Othello transcripts ("f5d6c3...", passes, comments, 6x6 to 10x10): read, and what is read is a playable
// game that a transcript writes and reads back with the same moves.
#include "fuzz_support.h"
#include "record/transcript.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    GameRecord record;
    try {
        record = readTranscriptAnySize(fuzz::asText(data, size));
    } catch (const FormatError&) {
        return 0;
    }
    fuzz::checkPlayable(record);
    const std::string written = writeTranscript(record);
    GameRecord again;
    try {
        again = readTranscriptAnySize(written);
    } catch (const FormatError& e) {
        fuzz::fail(std::string("a transcript written by Qipan is refused: ") + e.what() + "\n" + written);
    }
    fuzz::check(fuzz::sameMoves(again, record),
                "a transcript written and read back has other moves:\n" + written);
    return 0;
}
