// Xiangqi PGN with ICCS, WXF or Chinese moves, FEN tags, comments and variations: read, and what is read
// is a playable game that PGN writes in each of the three notations and reads back equal.
#include "fuzz_support.h"
#include "record/pgn.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    GameRecord record;
    try {
        record = readPgn(fuzz::asText(data, size));
    } catch (const FormatError&) {
        return 0;
    }
    fuzz::checkPlayable(record);
    for (const PgnMoveStyle style : {PgnMoveStyle::Iccs, PgnMoveStyle::Wxf, PgnMoveStyle::Chinese}) {
        const std::string written = writePgn(record, style);
        GameRecord again;
        try {
            again = readPgn(written);
        } catch (const FormatError& e) {
            fuzz::fail(std::string("PGN written by Qipan is refused: ") + e.what() + "\n" + written);
        }
        fuzz::check(fuzz::sameMoves(again, record), "PGN written and read back has other moves:\n" + written);
    }
    return 0;
}
