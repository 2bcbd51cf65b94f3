// A whole UCCI or UCI conversation fed to the Xiangqi engine's server (fuzz_ucci.cpp, fuzz_uci.cpp).
#pragma once

#include "fuzz_support.h"
#include "protocol/ucci.h"

namespace qipan::fuzz {

inline int runUcciConversation(const std::uint8_t* data, std::size_t size,
                               protocol::UcciSession::Dialect dialect) {
    NullStream out;
    protocol::UcciSession session(out, dialect, 1);
    session.setNodeLimit(3000);
    for (const std::string& line : lines(asText(data, size)))
        if (!session.handle(line)) return 0;
    session.finishInput();
    return 0;
}

}  // namespace qipan::fuzz
