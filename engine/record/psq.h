// Piskvork's .psq game files (Gomoku): a header "Piskvorky 15x15, 11:11, 0", then one move per line as
// "x,y,time" with 1-based x from the left and y from the top, time in milliseconds. Lines after the
// moves (engine names, "-1") are ignored. The file does not name a rule: it is read as freestyle.
#pragma once

#include <string>
#include <string_view>

#include "record/game_record.h"

namespace qipan {

GameRecord readPsq(std::string_view text);
std::string writePsq(const GameRecord& record);

}  // namespace qipan
