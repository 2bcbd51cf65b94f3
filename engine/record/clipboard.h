// Text for the clipboard: what Copy Position and Copy Game write, and what Paste makes of text that
// another program (or a person) put there. Paste recognises whole games (SGF, PGN, Piskvork, an Othello
// transcript, a Gomoku move list) and positions (a Gomoku stone list, an Othello board of 36, 64 or 100
// squares, a Xiangqi FEN); a position is judged by the game's rules as the position editor judges one.
#pragma once

#include <string>
#include <string_view>

#include "core/message.h"
#include "record/game_record.h"

namespace qipan {

// The position as text other programs read: Gomoku "black:h8,j10 white:i9 to-move:white", Othello the
// board's squares row by row (X black, O white, - empty) and the side to move, Xiangqi a FEN.
std::string positionClipboardText(const Game& game);
// The whole game as its file would hold it: SGF for Gomoku and Othello, PGN for Xiangqi.
std::string gameClipboardText(const GameRecord& record);

struct PastedText {
    GameRecord record;  // a position: no steps, the position as its start
    bool position = false;
    std::string kind;  // what the text was, for people: "SGF game", "Xiangqi FEN", ...
};

// A set-up position that the game's rules refuse; the reason in parts for translation.
class SetupRefused : public FormatError {
  public:
    explicit SetupRefused(Message reason) : FormatError(reason.text()), reason_(std::move(reason)) {}
    const Message& reason() const { return reason_; }

  private:
    Message reason_;
};

// Reads pasted text. `gameId` is the game on screen: a position or a list of moves without a game of
// its own (a stone list, a transcript) is taken as one of that game when it can be, and an Othello board
// or a FEN as one of the game it can only be. Throws FormatError (SetupRefused for a position the rules
// refuse) saying what is wrong.
PastedText readPastedText(std::string_view text, const std::string& gameId);

}  // namespace qipan
