#include "protocol/line_reader.h"

namespace qipan::protocol {

LineRead readLine(std::istream& in, std::string& line, std::size_t maxBytes) {
    line.clear();
    LineRead read;
    std::istream::sentry ready(in, true);  // true: leading white space is part of the line
    if (!ready) return read;
    std::streambuf* buffer = in.rdbuf();
    bool any = false;
    for (;;) {
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (!any) return read;  // End
            break;
        }
        any = true;
        if (c == '\n') break;
        ++read.bytes;
        if (line.size() < maxBytes) line.push_back(static_cast<char>(c));
    }
    if (read.bytes > maxBytes) {
        read.kind = LineRead::Kind::TooLong;
        std::string().swap(line);  // give the megabyte back
    } else {
        read.kind = LineRead::Kind::Line;
    }
    return read;
}

std::string tooLongText(const LineRead& read, std::size_t maxBytes) {
    return "line of " + std::to_string(read.bytes) + " bytes ignored (the limit is " +
           std::to_string(maxBytes) + ")";
}

}  // namespace qipan::protocol
