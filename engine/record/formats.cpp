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
// The file's data on the disk before it is renamed over the old one: otherwise a power cut soon after the
// rename can leave an empty file where the last game was.
bool flushToDisk(std::FILE* file) {
#if defined(_WIN32)
    return _commit(_fileno(file)) == 0;
#else
    return fsync(fileno(file)) == 0;
#endif
}

// The rename itself on the disk (POSIX keeps it in the directory, which has its own buffers).
void syncDirectoryOf([[maybe_unused]] const std::string& path) {
#if !defined(_WIN32)
    const std::string dir = std::filesystem::path(path).parent_path().string();
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;  // the file is written; only its durability across a power cut is less certain
    ::fsync(fd);
    ::close(fd);
#endif
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

GameRecord readRecordFile(const std::string& path) {
    const RecordFormat* format = formatForFile(path);
    if (!format) {
        std::string known;
        for (const auto& f : recordFormats()) known += (known.empty() ? "." : ", .") + f.extension;
        throw FormatError("unknown file type; Qipan reads " + known);
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) throw FormatError("cannot open the file: " + std::string(std::strerror(errno)));
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw FormatError("cannot read the file");
    std::string content = text.str();
    if (content.size() > 16 * 1024 * 1024) throw FormatError("the file is too large to be a game record");
    if (content.rfind("\xEF\xBB\xBF", 0) == 0) content.erase(0, 3);  // UTF-8 byte order mark
    return format->read(content);
}

void writeRecordFile(const GameRecord& record, const std::string& path) {
    const RecordFormat* format = formatForFile(path);
    if (!format) throw FormatError("unknown file type for " + path);
    const std::string text = format->write(record);
    const std::string temp = path + ".tmp";
    auto fail = [&](const std::string& reason) {
        std::remove(temp.c_str());
        throw FormatError("cannot write " + path + ": " + reason);
    };
    std::FILE* out = std::fopen(temp.c_str(), "wb");
    if (!out) throw FormatError("cannot write " + path + ": " + std::strerror(errno));
    const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size() &&
                         std::fflush(out) == 0 && flushToDisk(out);
    const std::string reason = std::strerror(errno);
    if (std::fclose(out) != 0 || !written) fail(reason);
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) fail(ec.message());
    syncDirectoryOf(path);
}

}  // namespace qipan
