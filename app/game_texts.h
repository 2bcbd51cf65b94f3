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
// A player's name as the record keeps it, as the person reads it: the names Qipan writes for a game played
// here ("Human", "Qipan level 5") in the interface's language, any other name as it is written. The record
// keeps the English names whatever the language: they are what other programs and people reading the
// file get (SGF and PGN carry no language), and what Qipan itself recognises as its own names, to follow
// the players when they change.
wxString playerNameText(const std::string& recorded);
// The name the record keeps for a name the person left or typed (`shown`): the recorded name when `shown`
// is how it was shown (playerNameText), so a Chinese interface writes "Human" back, not its translation.
std::string recordedPlayerName(const wxString& shown, const std::string& recorded);

}  // namespace qipan::app
