// A whole UCCI conversation (ucci, setoption, position fen/startpos moves, banmoves, go with every limit,
// stop, quit) fed to the Xiangqi server: every line answered without a crash, a hang or a sanitizer's report
// (the search runs on its own thread, as in play). Searches are capped at a few thousand nodes.
#include "fuzz_ucci_session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return qipan::fuzz::runUcciConversation(data, size, qipan::protocol::UcciSession::Dialect::Ucci);
}
