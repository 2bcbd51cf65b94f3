// Ends of a game that are not made on the board: a side resigns, the players agree a draw, the side to
// move claims a draw the game's rules allow; and the engine's answer to a draw offer. The outcomes carry
// English reasons (marked for the translators) like those Game::outcome() gives.
#pragma once

#include <string>

#include "game/game.h"

namespace qipan {

// `resigning` resigns: the other side wins, "resignation".
Outcome resignation(Side resigning);
// The players agree a draw: "draw agreed".
Outcome agreedDraw();
// The flag of `side` fell (game/time_control.h): the other side wins, "time".
Outcome flagFell(Side side);

// A draw claim by the side to move, as the game's rules judge it (Game::drawClaim): the draw when one may
// be claimed now (Xiangqi: the position has come back and the cycle is neither side's perpetual check or
// chase; detail "claimed"), otherwise why not.
DrawClaim claimDraw(const Game& game);

// The largest advantage, in the game's score units, at which the engine still accepts a draw offer:
// a fifth of a point in Gomoku and Xiangqi (a fifth of a pawn), a disc in Othello.
int drawOfferMargin(GameFamily family);

// Whether the engine playing `engineSide` accepts a draw offered in `position`, having searched it:
// `score` is the search's score from the side to move in `position`.
// It accepts when it stands no better than drawOfferMargin() (a proven loss always, a proven win never).
bool acceptsDrawOffer(const Game& position, Side engineSide, int score);

}  // namespace qipan
