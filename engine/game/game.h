// The Game facade: the one door through which the GUI, the record formats and the protocols reach a
// game's rules and search. Each game implements it over its own fast position type; nothing on a
// search's hot path goes through this virtual interface.
#pragma once

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "core/search_types.h"
#include "core/types.h"

namespace qipan {

enum class GameFamily { Gomoku, Othello, Xiangqi };

// The writing a move list uses: the game's Latin letters and digits, or Chinese characters (Xiangqi).
enum class Script { Latin, ChineseSimplified, ChineseTraditional };

struct Outcome {
    enum class Kind { Ongoing, Win, Draw };
    Kind kind = Kind::Ongoing;
    Side winner = Side::First;  // meaningful when kind == Win
    std::string reason;         // English, for messages: "five in a row", "perpetual check", ...
    std::string detail;         // what the reason is about, if anything: Othello's final count "50-24"
                                // (empties to the winner), the Renju foul "double-three"
    std::vector<int> highlight;  // cells to highlight (the winning five), as y * width + x

    bool over() const { return kind != Kind::Ongoing; }
    friend bool operator==(const Outcome&, const Outcome&) = default;
    // The reason with its detail, in English: "more discs (50-24)".
    std::string text() const { return detail.empty() ? reason : reason + " (" + detail + ")"; }
};

// A score as a person reads it, in parts an interface can put into its own language.
struct ScoreText {
    enum class Kind { Value, WinIn, LossIn };
    Kind kind = Kind::Value;
    std::string number;  // Value: "+1.25", "-3"; WinIn / LossIn: the moves to the end, "7"
    std::string unit;    // what a Value counts when it is not pawns: "discs" (Othello), else empty
};

// A position as a position editor holds it: every cell's piece code (as Game::cell() gives it, at
// y * width + x) and the side to move. Any arrangement can be held; the game says whether it is one to
// play from (Game::applySetup).
struct Setup {
    std::vector<int> cells;
    Side toMove = Side::First;

    friend bool operator==(const Setup&, const Setup&) = default;
};

// Where a move acts on the board: `from` is -1 for placement games; `to` is -1 for a pass.
// Cells are y * width + x with y = 0 the top row as drawn for the first player.
struct DrawClaim {
    std::optional<Outcome> draw;  // "repetition" with detail "claimed"
    std::string refusal;          // empty when `draw` is set
};

struct MoveSquares {
    int from = -1;
    int to = -1;
};

class Game {
public:
    virtual ~Game() = default;

    // Identity: a registry id such as "gomoku/freestyle/15", "othello/8", "xiangqi".
    virtual std::string id() const = 0;
    virtual GameFamily family() const = 0;
    virtual std::unique_ptr<Game> clone() const = 0;

    // Board geometry and contents for drawing. cell() returns a game-specific piece code, 0 = empty
    // (Gomoku/Othello: 1 first player, 2 second player; Xiangqi: see xiangqi/piece.h).
    virtual int width() const = 0;
    virtual int height() const = 0;
    virtual int cell(int x, int y) const = 0;

    virtual Side sideToMove() const = 0;
    virtual int ply() const = 0;  // moves played since the initial position
    virtual std::vector<Move> legalMoves() const = 0;
    // Empty when `move` is legal now; otherwise a short English reason ("occupied", "double-three").
    virtual std::string illegalReason(Move move) const = 0;
    bool isLegal(Move move) const { return illegalReason(move).empty(); }
    virtual void play(Move move) = 0;  // precondition: isLegal(move)
    virtual void undo() = 0;           // precondition: ply() > 0
    virtual Outcome outcome() const = 0;

    virtual MoveSquares squares(Move move) const = 0;
    virtual std::string moveToText(Move move) const = 0;
    virtual std::optional<Move> parseMove(std::string_view text) const = 0;
    // The move as players of the game read it, for move lists: Xiangqi gives Chinese notation in
    // simplified ("马二进三") or traditional ("傌二進三") characters for a Chinese interface, and WXF
    // ("H2+3") otherwise. `move` must be legal now.
    virtual std::string moveToDisplay(Move move, Script script) const {
        (void)script;
        return moveToText(move);
    }

    // The position as the game's usual text (Gomoku: stone lists, Othello: 64 chars + side, Xiangqi:
    // FEN). setPosition() resets the history; on failure returns false with a reason in `error` and
    // leaves the game unchanged.
    virtual std::string positionText() const = 0;
    virtual bool setPosition(std::string_view text, std::string& error) = 0;

    // Position editing. The position as a setup; the piece codes an editor offers, in the order it offers
    // them (Gomoku and Othello: 1 Black, 2 White; Xiangqi: 1-7 Red, 9-15 Black, see xiangqi/piece.h); a
    // piece's English name for people ("black stone", "red horse").
    Setup setup() const;
    virtual std::vector<int> setupPieces() const = 0;
    virtual std::string pieceName(int code) const = 0;
    // Makes `setup` the position, with no moves before it, when the game's rules accept it as a position
    // to play from: the right board size and piece codes, pieces where they can stand and in numbers a
    // game can have, a side to move that can be to move, a game not already over. Otherwise leaves the
    // game as it was and says what is wrong. positionText() afterwards gives the position for a record.
    virtual std::optional<Message> applySetup(const Setup& setup) = 0;

    // Cells the GUI marks for the side to move, with a short tag: Renju forbidden points ("double-three"),
    // Othello legal moves ("legal"), the general in check ("check", a checkmated one too). Also asked
    // when the game is over: a game marks then only what still holds. Empty for games without marks.
    virtual std::vector<std::pair<int, std::string>> cellMarks() const { return {}; }

    // A draw the side to move may claim now under the game's rules, or why not (English, marked for the
    // translators). Games whose draws all end the game by themselves (a full board) have none to claim.
    virtual DrawClaim drawClaim() const;

    // Plies played since the last capture (or since the position was set up) in games that end drawn after
    // so many (Xiangqi's 60 moves); -1 in games that keep no such count.
    virtual int pliesWithoutCapture() const { return -1; }

    // Searches the current position. Runs on the caller's thread until the limits are reached or `stop`
    // is requested; then returns the best move found so far (never none while a legal move exists that
    // limits.excluded leaves; none when the search has no other move to offer, as when the only winning
    // or saving move is excluded). A search never returns an excluded move.
    virtual SearchResult search(const SearchLimits& limits, std::stop_token stop, const ProgressFn& progress) = 0;

    // Score shown to a person for an engine score, in parts ("win in" 7) and as English text: "+1.25",
    // "-3 discs", "win in 7".
    virtual ScoreText scoreParts(int score) const;
    std::string scoreToText(int score) const;
};

}  // namespace qipan
