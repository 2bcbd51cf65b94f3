// Position: the Xiangqi board as a padded mailbox with a piece list per side, Zobrist key and the
// history needed to take moves back and to judge repetitions. make()/unmake() never allocate once the
// history has room (reserve() before a search).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "xiangqi/piece.h"

namespace qipan::xiangqi {

// A piece's English name for people: "red general", "black horse"; empty for kEmpty.
const char* pieceName(std::uint8_t piece);

struct MoveList {
    Move16 moves[192];
    int size = 0;
    void push(int from, int to) { moves[size++] = makeMove(from, to); }
    const Move16* begin() const { return moves; }
    const Move16* end() const { return moves + size; }
};

// What make() remembers to undo a move and what the repetition rules read back.
struct PlyRecord {
    std::uint64_t key;      // key of the position before the move
    Move16 move;
    std::uint8_t captured;  // piece code taken, kEmpty if none
    std::uint8_t capturedSlot;
    std::int16_t quietPlies;  // plies without capture before the move
};

class Position {
public:
    Position();  // the standard start position

    static const char* const kStartFen;
    // Parses and validates a FEN; on failure returns false with the reason and leaves *this unchanged.
    bool setFen(std::string_view fen, std::string& error);
    bool setFen(std::string_view fen, Message& error);  // the reason in parts, for an interface to translate
    std::string fen() const;

    std::uint8_t at(int sq) const { return board_[sq]; }
    int sideToMove() const { return side_; }
    std::uint64_t key() const { return key_; }
    int quietPlies() const { return quiet_; }  // plies since the last capture (or the start)
    int fullmove() const { return fullmove_ + (static_cast<int>(history_.size()) + startBlack_) / 2; }
    int generalSquare(int colour) const { return slotSq_[colour * 16]; }

    // All pseudo-legal moves (pieces move as they may; own general may be left attacked).
    void generate(MoveList& list) const;
    void generateCaptures(MoveList& list) const;
    // Legal moves only.
    void generateLegal(MoveList& list) const;

    // Square attacked by `by` in the sense of giving check to a general there: chariots, cannons, horses,
    // soldiers and the facing general.
    bool generalAttacked(int sq, int by) const;
    bool inCheck() const { return generalAttacked(generalSquare(side_), side_ ^ 1); }
    // True when the side that just moved left its own general attacked (an illegal move was made).
    bool leftInCheck() const { return generalAttacked(generalSquare(side_ ^ 1), side_); }
    // Legality of a pseudo-legal move without making it for good. `checked`: the side to move is in check.
    bool isLegal(Move16 m, bool checked) const;
    // Does the pseudo-legal move `m` give check? (Without making it: moves far from the enemy general's
    // lines and surroundings are answered at once.)
    bool givesCheck(Move16 m) const;
    // Full test of an arbitrary move code (from outside): pseudo-legal and legal.
    bool isPseudoLegal(Move16 m) const;

    // Static exchange evaluation of a pseudo-legal move: the material (in `values`, indexed by kind)
    // the mover wins when both sides keep capturing on the target square with their least valuable
    // attacker, each free to stop; pins are not looked at. A capture by the general is allowed only
    // when the square is no longer attacked.
    int see(Move16 m, const int (&values)[8]) const;

    void make(Move16 m);
    void unmake();
    void makeNull();
    void unmakeNull();

    const std::vector<PlyRecord>& history() const { return history_; }
    void reserve(std::size_t plies) { history_.reserve(history_.size() + plies); }
    void clearHistory() { history_.clear(); }

    // Number of pieces of a kind for a colour (for evaluation and material rules).
    int count(int colour, Kind kind) const { return counts_[colour][kind]; }
    // Squares of a colour's pieces: slots 0..15 of that colour; 0 for a captured piece. Slot 0 is the general.
    int slotSquare(int colour, int i) const { return slotSq_[colour * 16 + i]; }
    // The slot (0..15 within its colour) of the piece on `sq`: a piece keeps its slot while it moves.
    int slotOf(int sq) const { return slotAt_[sq] & 15; }

    static std::uint64_t pieceKey(std::uint8_t piece, int sq);
    static std::uint64_t sideKey();

private:
    struct Blank {};
    explicit Position(Blank) { clear(); }
    void clear();
    void put(std::uint8_t piece, int sq, int slot);
    bool rayAttacked(int sq, int dir, int by) const;

    std::uint8_t board_[256];
    std::uint8_t slotAt_[256];
    std::uint8_t slotSq_[32];  // 0 = captured / unused
    std::uint8_t slotPiece_[32];
    std::uint8_t counts_[2][8];
    int side_ = kRed;
    std::uint64_t key_ = 0;
    int quiet_ = 0;
    int fullmove_ = 1;
    int startBlack_ = 0;  // 1 when the initial position had Black to move (for the move number)
    std::vector<PlyRecord> history_;
};

}  // namespace qipan::xiangqi
