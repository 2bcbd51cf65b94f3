// Othello transcripts: the moves one after another in the usual notation, e.g. "f5d6c3d3c4f4", as
// printed in books and exchanged between Othello programs. Whitespace is allowed between moves and a
// pass may be written "pass" (or "PA", "--"); passes may also be left out where they are forced.
// Files have the extension .txt; a line starting with '#' is a comment. An empty file (nothing but
// white space) is refused; one with comments and no moves is an empty game, as Qipan writes one.
#pragma once

#include <string>
#include <string_view>

#include "record/game_record.h"

namespace qipan {

GameRecord readTranscript(std::string_view text, const std::string& gameId);
// The board size from the text: "othello/10" or "othello/6" named in a comment (as Qipan writes it), or
// squares beyond h8 (10x10); otherwise 8x8.
GameRecord readTranscriptAnySize(std::string_view text);
std::string writeTranscript(const GameRecord& record);

}  // namespace qipan
