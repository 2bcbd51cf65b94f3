// Input text quoted in a message ("unknown command 'xyz'"): the text in single quotes, or, when it is longer
// than `limit` bytes, its beginning (never cutting a UTF-8 character in two) and "...", so that a megabyte
// of garbage in a file or a protocol line gives a one-line error, not a megabyte of it back.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace qipan {

inline std::string quoted(std::string_view text, std::size_t limit = 40) {
    std::size_t cut = text.size();
    if (cut > limit) {
        cut = limit;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;  // a continuation byte
    }
    // Appended piece by piece: GCC 12 warns (-Wrestrict, wrongly) about "'" + std::string(...).
    std::string out;
    out.reserve(cut + 32);
    out.push_back('\'');
    out.append(text.substr(0, cut));
    if (cut == text.size()) return out + '\'';
    return out.append("...' (").append(std::to_string(text.size())).append(" bytes)");
}

}  // namespace qipan
