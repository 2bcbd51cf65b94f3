// What the engine says, in the person's language. The engine speaks English (for protocols and the
// terminal) and gives its messages in parts: words (a rule's name, the reason a game ended) that the
// interface looks up in its catalogs, and numbers that it puts into its own translated patterns.
#pragma once

#include <string>

#include <wx/string.h>

#include "game/game.h"

namespace qipan::app {

// Black/White, or Red/Black in Xiangqi.
wxString sideName(const Game& game, Side side);
// One of the engine's English words or phrases ("occupied", "five in a row"), translated.
wxString engineWords(const std::string& english);
// "Black wins: five in a row." / "Draw: equal discs (32-32)."
wxString outcomeText(const Game& game, const Outcome& outcome);
// An engine score as the person reads it: "+1.25", "-3 discs", "win in 7".
wxString scoreText(const Game& game, int score);
// The score of a searched line in the game's own units: "+0.35" and "win in 4" (Gomoku), "-2 discs" and
// "+4 discs (exact)" once the endgame is solved (Othello), "+1.20" and "mate in 3" (Xiangqi).
wxString lineScoreText(const Game& game, const SearchInfo& line);
// The name of a game variant ("gomoku/renju/15") as New Game lists it, in the interface's language.
wxString gameName(const std::string& gameId);
// A legal move for the move list and messages: the game's display notation, or "Pass".
wxString moveText(const Game& game, Move move);

}  // namespace qipan::app
