// Xiangqi PGN with ICCS, WXF or Chinese moves, FEN tags, comments and variations: read, and what is read
// is a playable game that PGN writes in each of the three notations and reads back equal.
#include "fuzz_support.h"
#include "record/pgn.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto input = fuzz::readOrRefused(readPgn, fuzz::asText(data, size));
    if (!input) return 0;
    const GameRecord& record = *input;
    fuzz::checkPlayable(record);
    for (const PgnMoveStyle style : {PgnMoveStyle::Iccs, PgnMoveStyle::Wxf, PgnMoveStyle::Chinese}) {
        const std::string written = writePgn(record, style);
        const GameRecord again = fuzz::readOwnOutput(readPgn, written, "PGN");
        fuzz::check(fuzz::sameMoves(again, record), "PGN written and read back has other moves:\n" + written);
    }
    return 0;
}
