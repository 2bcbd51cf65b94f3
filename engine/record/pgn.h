// PGN for Xiangqi as the common Chinese-chess PGN writes it: tag pairs ([Red "..."], [Black "..."],
// [Result "1-0"], [FEN "..."], [Format "ICCS" | "WXF" | "Chinese"]) and the move text with numbers,
// {comments}, ;comments, (variations, skipped) and a result. Moves are read in ICCS ("H2-E2"), WXF
// ("C2.5") or Chinese ("炮二平五"), whichever the Format tag says or the text turns out to be.
// Bad input throws FormatError with the line and column of the offending token; an empty file is bad input.
#pragma once

#include <string>
#include <string_view>

#include "record/game_record.h"

namespace qipan {

enum class PgnMoveStyle { Iccs, Wxf, Chinese };

GameRecord readPgn(std::string_view text);
// Writes the record's main line (all steps). ICCS by default, with a Format tag saying so; Chinese
// moves are written without a Format tag, as the common files do. The Result tag and the end of the
// movetext are always one of PGN's terminators (1-0, 0-1, 1/2-1/2, *), whatever the record's Result
// tag holds ("draw" is written 1/2-1/2, an unknown text *), so the file reads back.
std::string writePgn(const GameRecord& record, PgnMoveStyle style = PgnMoveStyle::Iccs);

}  // namespace qipan
