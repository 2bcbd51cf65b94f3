// Repetition under the Asian rules. When a position comes back, the moves of the cycle are judged:
// a side whose every move in the cycle was a check loses ("perpetual check"), also when the other side
// chased perpetually; otherwise a side whose every move chased one and the same enemy piece loses
// ("perpetual chase"). Both sides breaking the same rule, or neither, is a draw; so is a mix of checks
// and chases, or chases of different pieces in turn. A chase is a move after which the moved piece (not
// the general or a soldier) attacks an enemy piece it could win: a chariot (by a horse or cannon) or an
// unprotected piece, not a piece of its own kind that could take it back (an offered exchange); the
// general and soldiers that have not crossed the river cannot be chased.
#pragma once

#include <cstdint>
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

// The enemy pieces (a bit per slot, see Position::slotOf) that the last move made (by the side not to
// move) chases as defined above; lastMoveChases() is whether there is any.
std::uint16_t chasedPieces(Position& position);
bool lastMoveChases(Position& position);

}  // namespace qipan::xiangqi
