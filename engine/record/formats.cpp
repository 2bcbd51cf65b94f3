#include "record/formats.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#if defined(_WIN32)
#include <io.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

#include "game/registry.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "record/transcript.h"

namespace qipan {

namespace {
// A UTF-8 path as the file system wants it (on Windows the wide name, not the ANSI code page's).
std::filesystem::path filePath(const std::string& utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

// The file's data on the disk before it is renamed over the old one: otherwise a power cut soon after the
// rename can leave an empty file where the last game was.
bool flushToDisk(std::FILE* file) {
#if defined(_WIN32)
    return _commit(_fileno(file)) == 0;
#else
    return fsync(fileno(file)) == 0;
#endif
}

// fopen with a UTF-8 name (on Windows fopen takes the ANSI code page's names: a Chinese file name is lost).
std::FILE* openForWriting(const std::filesystem::path& path) {
#if defined(_WIN32)
    return _wfopen(path.c_str(), L"wb");
#else
    return std::fopen(path.c_str(), "wb");
#endif
}

// The rename itself on the disk (POSIX keeps it in the directory, which has its own buffers).
void syncDirectoryOf([[maybe_unused]] const std::string& path) {
#if !defined(_WIN32)
    const std::string dir = filePath(path).parent_path().string();
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;  // the file is written; only its durability across a power cut is less certain
    ::fsync(fd);
    ::close(fd);
#endif
}

// Where `text` stops being well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF are
// not), or nullopt when all of it is.
std::optional<std::size_t> firstNonUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
        const unsigned char c = byte(i);
        std::size_t length = 0;
        unsigned char low = 0x80, high = 0xBF;  // the second byte's range
        if (c < 0x80) {
            length = 1;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return i;
        }
        if (i + length > text.size()) return i;
        for (std::size_t k = 1; k < length; ++k)
            if (byte(i + k) < (k == 1 ? low : 0x80) || byte(i + k) > (k == 1 ? high : 0xBF)) return i;
        i += length;
    }
    return std::nullopt;
}

// PGN is written with ICCS moves and a Format tag, which every Xiangqi program reads.
std::string writePgnIccs(const GameRecord& record) { return writePgn(record, PgnMoveStyle::Iccs); }
}  // namespace

const std::vector<RecordFormat>& recordFormats() {
    static const std::vector<RecordFormat> formats = {
        {"sgf", "Smart Game Format", {GameFamily::Gomoku, GameFamily::Othello}, &readSgf,
         &writeSgf},
        {"psq", "Piskvork game", {GameFamily::Gomoku}, &readPsq, &writePsq},
        {"pgn", "Portable Game Notation (Xiangqi)", {GameFamily::Xiangqi},
         &readPgn, &writePgnIccs},
        {"txt", "Othello transcript", {GameFamily::Othello},
         &readTranscriptAnySize, &writeTranscript},
    };
    return formats;
}

const RecordFormat* formatForFile(std::string_view fileName) {
    const auto dot = fileName.rfind('.');
    if (dot == std::string_view::npos) return nullptr;
    std::string ext(fileName.substr(dot + 1));
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const auto& f : recordFormats())
        if (f.extension == ext) return &f;
    return nullptr;
}

const RecordFormat& defaultFormat(GameFamily family) {
    for (const auto& f : recordFormats())
        if (f.serves(family)) return f;
    return recordFormats().front();
}

GameRecord readRecordFile(const std::string& path, const LegacyTextDecoder& decodeLegacy) {
    const RecordFormat* format = formatForFile(path);
    if (!format) {
        std::string known;
        for (const auto& f : recordFormats()) known += (known.empty() ? "." : ", .") + f.extension;
        throw FormatError("unknown file type; Qipan reads " + known);
    }
    std::ifstream in(filePath(path), std::ios::binary);
    if (!in) throw FormatError("cannot open the file: " + std::string(std::strerror(errno)));
    // At most one byte more than the limit is read, so a huge file (or a device that never ends) costs
    // neither memory nor time.
    std::string content;
    char buffer[64 * 1024];
    while (content.size() <= kMaxRecordFileBytes && in.read(buffer, sizeof buffer).gcount() > 0)
        content.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (in.bad()) throw FormatError("cannot read the file");
    if (content.size() > kMaxRecordFileBytes)
        throw FormatError("the file is too large to be a game record (more than " +
                          std::to_string(kMaxRecordFileBytes / (1024 * 1024)) + " MB)");
    if (content.rfind("\xEF\xBB\xBF", 0) == 0) content.erase(0, 3);  // UTF-8 byte order mark
    if (const auto bad = firstNonUtf8(content)) {
        std::optional<std::string> decoded;
        if (decodeLegacy && content.find('\0') == std::string::npos) decoded = decodeLegacy(content);
        if (!decoded || firstNonUtf8(*decoded)) {
            int line = 1, column = 1;
            for (std::size_t i = 0; i < *bad; ++i) {
                if (content[i] == '\n') {
                    ++line;
                    column = 1;
                } else if ((static_cast<unsigned char>(content[i]) & 0xC0) != 0x80) {
                    ++column;  // a character's first byte
                }
            }
            throw FormatError(decodeLegacy ? "the file is not text: neither UTF-8 nor GBK (Chinese)"
                                           : "the file is not UTF-8 text",
                              line, column);
        }
        content = std::move(*decoded);
    }
    return format->read(content);
}

void writeRecordFile(const GameRecord& record, const std::string& path) {
    const RecordFormat* format = formatForFile(path);
    if (!format) throw FormatError("unknown file type for " + path);
    const std::string text = format->write(record);
    const std::string temp = path + ".tmp";
    auto fail = [&](const std::string& reason) {
        std::error_code ignored;
        std::filesystem::remove(filePath(temp), ignored);
        throw FormatError("cannot write " + path + ": " + reason);
    };
    std::FILE* out = openForWriting(filePath(temp));
    if (!out) throw FormatError("cannot write " + path + ": " + std::strerror(errno));
    const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size() &&
                         std::fflush(out) == 0 && flushToDisk(out);
    const std::string reason = std::strerror(errno);
    if (std::fclose(out) != 0 || !written) fail(reason);
    std::error_code ec;
    std::filesystem::rename(filePath(temp), filePath(path), ec);
    if (ec) fail(ec.message());
    syncDirectoryOf(path);
}

}  // namespace qipan
