// Xiangqi pieces and the board geometry shared by the rules, the search and the Game facade.
//
// Piece codes (also what XiangqiGame::cell() returns, so the GUI draws from them):
//   0 empty
//   1 Red general (帥)   2 Red advisor (仕)   3 Red elephant (相)   4 Red horse (傌)
//   5 Red chariot (俥)   6 Red cannon (炮)    7 Red soldier (兵)
//   9..15 the same kinds for Black (將 士 象 馬 車 砲 卒): code = 8 + kind
// Bit 3 (value 8) is the colour bit; kOffBoard marks the padding around the board inside Position.
//
// Squares: a 16 x 16 mailbox. Cell (x, y) of the facade (x = 0 file a, y = 0 the top row = rank 9,
// Black's back rank) lives at square (y + 3) * 16 + (x + 3); the three padding files and ranks on each
// side let horse and elephant steps (at most two squares) run off the board without bounds checks.
#pragma once

#include <array>
#include <cstdint>

namespace qipan::xiangqi {

enum Kind : std::uint8_t { kNoKind = 0, kGeneral = 1, kAdvisor, kElephant, kHorse, kChariot, kCannon, kSoldier };

constexpr int kRed = 0;
constexpr int kBlack = 1;

constexpr std::uint8_t kEmpty = 0;
constexpr std::uint8_t kBlackBit = 8;
constexpr std::uint8_t kOffBoard = 0x20;

constexpr std::uint8_t makePiece(int colour, Kind kind) {
    return static_cast<std::uint8_t>(kind + (colour == kBlack ? kBlackBit : 0));
}
constexpr Kind kindOf(std::uint8_t piece) { return static_cast<Kind>(piece & 7); }
constexpr int colourOf(std::uint8_t piece) { return (piece & kBlackBit) ? kBlack : kRed; }
constexpr bool isPiece(std::uint8_t piece) { return piece != kEmpty && piece != kOffBoard; }

constexpr int kFiles = 9;
constexpr int kRanks = 10;
constexpr int kCells = kFiles * kRanks;

constexpr int squareOf(int x, int y) { return (y + 3) * 16 + (x + 3); }
constexpr int fileOf(int sq) { return (sq & 15) - 3; }  // x, 0 = file a
constexpr int rowOf(int sq) { return (sq >> 4) - 3; }   // y, 0 = top row (rank 9)
constexpr int cellOf(int sq) { return rowOf(sq) * kFiles + fileOf(sq); }
constexpr int squareOfCell(int cell) { return squareOf(cell % kFiles, cell / kFiles); }
constexpr bool onBoard(int sq) {
    return sq >= 0 && sq < 256 && fileOf(sq) >= 0 && fileOf(sq) < kFiles && rowOf(sq) >= 0 && rowOf(sq) < kRanks;
}
// Rank number as Xiangqi players count from Red's side: 0 at the bottom (Red's back rank) .. 9.
constexpr int rankOf(int sq) { return 9 - rowOf(sq); }

// Red's half is rows 5..9 (bottom), Black's rows 0..4 (top).
constexpr bool onOwnHalf(int colour, int sq) { return colour == kRed ? rowOf(sq) >= 5 : rowOf(sq) <= 4; }
constexpr bool inPalace(int colour, int sq) {
    const int x = fileOf(sq), y = rowOf(sq);
    if (x < 3 || x > 5) return false;
    return colour == kRed ? (y >= 7 && y <= 9) : (y >= 0 && y <= 2);
}
// One step towards the enemy for a soldier of `colour`.
constexpr int forward(int colour) { return colour == kRed ? -16 : 16; }

// An internal move: from square in the high byte, to square in the low byte; 0 is no move.
using Move16 = std::uint16_t;
constexpr Move16 makeMove(int from, int to) { return static_cast<Move16>((from << 8) | to); }
constexpr int fromOf(Move16 m) { return m >> 8; }
constexpr int toOf(Move16 m) { return m & 255; }
constexpr Move16 kNoMove = 0;

// FEN letters: K A B N R C P (upper case Red); E and H are read as B and N.
char pieceLetter(std::uint8_t piece);
std::uint8_t pieceFromLetter(char c);  // kEmpty when not a piece letter

}  // namespace qipan::xiangqi
