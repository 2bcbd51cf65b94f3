#include "record/formats.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "game/registry.h"
#include "record/pgn.h"
#include "record/psq.h"
#include "record/sgf.h"
#include "record/transcript.h"

namespace qipan {

namespace {
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
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) throw FormatError("cannot write " + path + ": " + std::strerror(errno));
        out << text;
        out.flush();
        if (!out) {
            const std::string reason = std::strerror(errno);
            out.close();
            std::remove(temp.c_str());
            throw FormatError("cannot write " + path + ": " + reason);
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::remove(temp.c_str());
        throw FormatError("cannot write " + path + ": " + ec.message());
    }
}

}  // namespace qipan
