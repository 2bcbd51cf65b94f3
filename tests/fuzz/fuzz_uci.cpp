// A whole UCI conversation (uci, setoption name/value, position, go wtime/btime/movetime/..., stop, quit)
// fed to the Xiangqi server in its UCI dialect, as fuzz_ucci does for UCCI.
#include "fuzz_ucci_session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return qipan::fuzz::runUcciConversation(data, size, qipan::protocol::UcciSession::Dialect::Uci);
}
