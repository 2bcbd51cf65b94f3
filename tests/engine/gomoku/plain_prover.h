// A plain, independent model of the Gomoku rules and of threat proofs, for checking what the engine
// claims. Written for clarity, not speed: the board is a 2-D array of stones, every question is
// answered by walking lines, nothing is kept incrementally and no engine code is used (only the rule
// names). Renju fouls follow the RIF definitions word for word (an exact five beats every foul; an
// overline; two fours; two threes, a three counting only if it can become a straight four through a
// point that is itself no foul).
//
// Proofs: vcf() is an exhaustive search over every four the attacker can make; verifyWin() checks a
// claimed win against every legal reply of the defender, asking a caller-given oracle (the engine)
// only which attacking move to try where no win by fours is found. Its verdict rests on this file's
// rules alone: a wrong suggestion makes it say "not proven", never "proven".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "gomoku/rule.h"

namespace qipan::gomoku::plain {

constexpr int kEmpty = 0, kBlack = 1, kWhite = 2, kOffBoard = 3;

struct Point {
    int x = -1, y = -1;
    bool operator==(const Point&) const = default;
};

enum class Foul { None, Overline, DoubleFour, DoubleThree };

class Position {
  public:
    Position(int size, Rule rule);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int stone(int x, int y) const;  // kOffBoard outside the board
    void put(int x, int y, int color) { cells_[y * size_ + x] = color; }
    void lift(int x, int y) { cells_[y * size_ + x] = kEmpty; }
    std::string key() const { return std::string(cells_.begin(), cells_.end()); }
    // While set, every cell read (stone()) is marked in `reads` (size * size, row by row).
    void recordReads(std::vector<bool>* reads) { reads_ = reads; }

    // Does the stone on (x, y) stand in a line that wins under the rule?
    bool winsAt(int x, int y) const;
    // Would `color` win at once by playing the empty point (x, y)?
    bool makesFive(int color, int x, int y);
    // The foul Black commits by playing the empty point (x, y) under Renju (None otherwise).
    Foul foul(int x, int y);
    bool legal(int color, int x, int y);
    // Every point where `color` makes five (a five is never a foul).
    std::vector<Point> fivePoints(int color);
    // Points where `color` makes five on the four lines through (x, y), up to four points away.
    std::vector<Point> fivePointsThrough(int color, int x, int y);
    // The legal moves of `color`'s opponent after which none of `fives` (`color`'s points of five) is
    // one any more. An opponent's stone never makes new fives for `color`, so these are the moves
    // that stop `color`'s five: the point itself, or in Caro also the point closing its far end.
    std::vector<Point> stops(int color, const std::vector<Point>& fives);

  private:
    int runLength(int x, int y, int dx, int dy) const;  // the stone's own colour, through (x, y)
    bool exactFiveThrough(int x, int y, int dx, int dy) const;
    int foursThrough(int x, int y, int dx, int dy);  // black stone on (x, y): its fours on this line
    bool straightFourThrough(int x, int y, int dx, int dy) const;
    bool threeThrough(int x, int y, int dx, int dy, int depth);
    Foul foulAt(int x, int y, int depth);

    int size_;
    Rule rule_;
    std::vector<char> cells_;
    std::vector<bool>* reads_ = nullptr;
};

// Does `attacker`, to move, win by continuous fours within `moves` of his moves (the five included)?
// Every four is tried, and every reply: a defender who can make five does; a defender's block that is
// a Renju foul is no block. `line` gets one winning line (attacker and defender alternating).
class PlainVcf {
  public:
    bool wins(Position& position, int attacker, int moves, std::vector<Point>* line = nullptr);
    std::uint64_t nodes() const { return nodes_; }

  private:
    bool search(Position& position, int attacker, int moves, std::vector<Point>& line);
    std::map<std::string, int> failed_;  // position + attacker -> most moves known not to be enough
    std::uint64_t nodes_ = 0;
};

// Plays `line` (attacker first, replies given) as long as each attacking move is a four or five and
// each reply the one forced block; true when it ends in five or an unstoppable four within `moves`.
// The defender must have no five to make at the start (the caller knows); later ones are checked.
bool replayFours(Position& position, int attacker, const std::vector<Point>& line, int moves);

// Checks "`attacker`, to move, wins within `moves` of his moves whatever the defender does".
// `suggest` names the attacking move to try at a position (nothing: no idea); it is asked only where
// plain VCF finds no win. Failures say where in `why`.
struct WinCheck {
    std::function<std::optional<Point>(Position&, int attacker, int moves)> suggest;
    std::uint64_t suggestions = 0;
    std::uint64_t nodes = 0;
    std::uint64_t nodeLimit = 2'000'000;  // a check that needs more is reported as unfinished
    bool unfinished = false;
    std::string why;

    bool verify(Position& position, int attacker, int moves);

  private:
    bool everyReplyLoses(Position& position, int attacker, int moves);
    PlainVcf vcf_;
    std::vector<std::vector<Point>> known_;  // winning lines found so far, tried first on each reply
    std::vector<Point> path_;
};

std::string pointText(const Position& position, Point p);
std::string positionText(const Position& position);  // "black:h8,i9 white:h9"

}  // namespace qipan::gomoku::plain
