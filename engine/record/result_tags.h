// The tags a finished game is written with: the result and why, the date, the players. Tag names and
// values follow the formats each game is saved in: SGF for Gomoku and Othello (PB/PW, RE "B+" "W+F"
// "B+12" "Draw", DT "2026-11-24", and Qipan's QR for the reason), PGN for Xiangqi (Red/Black, Result
// "1-0" "0-1" "1/2-1/2", Date "2026.11.24", Termination).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "record/game_record.h"

namespace qipan {

// Sets Result and Termination from the game at the end of the record when it is over, and removes them
// when it is not (a line played on past a recorded result). Also dates a finished game that has no
// Date. `isoDate` is today, "YYYY-MM-DD".
void setResultTags(GameRecord& record, const std::string& isoDate);

// Writes an end not made on the board (game/game_end.h: a resignation, an agreed or claimed draw) into the
// record's Result and Termination: SGF "B+R" / "W+R" for a resignation, "B+T" / "W+T" for a flag fallen
// (reason "time"), "Draw"; PGN "1-0" "0-1" "1/2-1/2";
// Termination is the outcome's text ("resignation", "repetition (claimed)"). Dates an undated record.
void setEndingTags(GameRecord& record, const Outcome& ending, const std::string& isoDate);

// The end a record's tags give when its last position is not over on the board: a game resigned, agreed
// or claimed drawn, lost on time (here or in another program's file). Nothing when the tags give no
// finished result ("*", "?", none) or the board's own result stands.
std::optional<Outcome> recordedEnding(const GameRecord& record);

// Sets Date to `isoDate` ("YYYY-MM-DD") in the form of the game's format.
void setDateTag(GameRecord& record, const std::string& isoDate);

// The tag that names the player of `side`: "Black"/"White", or "Red"/"Black" in Xiangqi.
std::string playerTagName(const GameRecord& record, Side side);

// The tags a person fills in about a game (File > Game Information), in the order they are shown: the
// player of each side, the event, the place ("Site" in PGN, "Place" in SGF, whose PC property it is), the
// date, the round, and a comment on the whole game (SGF GC, PGN's comment before the first move).
std::vector<std::string> gameInfoTags(const GameRecord& record);

}  // namespace qipan
