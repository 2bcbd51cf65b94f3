// A whole Gomocup conversation (one command a line, BOARD/SWAP2BOARD blocks, INFO, TAKEBACK, ...) fed to
// the brain, which must answer every line without a crash, a hang or a sanitizer's report. Searches are
// capped at a few thousand nodes so that a run explores many conversations.
#include "fuzz_support.h"
#include "protocol/gomocup.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::NullStream out;
    protocol::GomocupBrain brain(out);
    brain.setNodeLimit(500);
    brain.handleLine(
        "INFO max_memory 4194304");  // a small table (2 MB); the conversation may ask for another
    for (const std::string& line : fuzz::lines(fuzz::asText(data, size)))
        if (!brain.handleLine(line)) break;
    return 0;
}
