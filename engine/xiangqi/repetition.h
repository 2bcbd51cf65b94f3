// Repetition under the Asian rules. When a position comes back, the moves of the cycle are judged:
// a side whose every move in the cycle was a check loses ("perpetual check"); a side whose every move
// was a check or a chase loses ("perpetual chase"). A chase attacks an enemy piece that is unprotected
// (or a chariot, by a horse or cannon) with a piece other than the general or a soldier; pieces that may
// not be "chased" are the general and soldiers that have not crossed the river. Both sides breaking
// the rule, or neither, is a draw.
#pragma once

#include <string>

#include "xiangqi/position.h"

namespace qipan::xiangqi {

struct RepetitionVerdict {
    bool repeated = false;  // the position occurred before within the no-capture window
    int loser = -1;         // kRed / kBlack, or -1 for a draw
    std::string reason;     // "perpetual check", "perpetual chase", "repetition"
};

// Index into history() of the earliest earlier occurrence of the current position that is at least
// `occurrences` repetitions back, or -1. Scans only back to the last capture or null move.
int repetitionStart(const Position& position, int occurrences = 1);

// Judges the cycle from history()[start] to now. The position is walked back and forth and restored.
RepetitionVerdict judgeRepetition(Position& position, int start);

// The verdict the game would give if both sides went round the cycle from history()[start] to now once
// more: the cycle's moves are replayed until some position occurs for the third time (where the game
// ends and judges the cycle since that position's previous occurrence) or the no-capture limit is
// reached. This can differ from judgeRepetition() on the same cycle when a shorter cycle inside it comes
// round a third time first. `plies` gets the number of moves replayed. The position is restored.
RepetitionVerdict verdictIfRepeated(Position& position, int start, int& plies);

// True when the last move made (by the side not to move) chases an enemy piece as defined above.
bool lastMoveChases(Position& position);

}  // namespace qipan::xiangqi
