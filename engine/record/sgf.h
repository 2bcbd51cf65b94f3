// SGF (FF[4]) for the placement games: Gomoku/Renju (GM[4]) and Othello (GM[2]). The main line of the
// first game tree is read; variations are ignored. Bad input throws FormatError with line and column.
#pragma once

#include <string>
#include <string_view>

#include "record/game_record.h"

namespace qipan {

GameRecord readSgf(std::string_view text);
std::string writeSgf(const GameRecord& record);

}  // namespace qipan
