// The Gomoku board with incremental line shapes. Points are padded indices (a border of 5 walls on
// every side, rows of kStride) so that looking 5 points along any direction never leaves the array.
// put() updates, for both colours, the line keys and shapes of the 40 points that see the changed point,
// the Zobrist hash, the points near stones, the threat sets and the summed shape values; it keeps what
// it found before (the 80 shapes, the words of the threat sets and near points around the point, the
// sums), so remove() puts that back by copying instead of looking the shapes up again, and only the
// keys are counted back.
// Nothing here allocates after construction.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "gomoku/pattern.h"
#include "gomoku/rule.h"
#include "gomoku/shape.h"

namespace qipan::gomoku {

constexpr int kMaxBoardSize = 20;
constexpr int kMinBoardSize = 5;
constexpr int kPad = 5;
constexpr int kStride = 32;
constexpr int kPoints = kStride * (kMaxBoardSize + 2 * kPad);
constexpr int kDirection[4] = {1, kStride, kStride + 1, kStride - 1};  // row, column, two diagonals

constexpr std::uint8_t kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3;
constexpr std::uint8_t otherColor(std::uint8_t c) {
    return static_cast<std::uint8_t>(3 - c);
}

enum class Foul : std::uint8_t { None, Overline, DoubleFour, DoubleThree };

// A set of points as bits, for walking the few points with a given threat without scanning the board.
struct PointSet {
    static constexpr int kWords = (kPoints + 63) / 64;
    std::uint64_t word[kWords]{};

    void set(int p) { word[p >> 6] |= 1ULL << (p & 63); }
    void clear(int p) { word[p >> 6] &= ~(1ULL << (p & 63)); }
    bool has(int p) const { return (word[p >> 6] >> (p & 63)) & 1; }
    bool empty() const {
        std::uint64_t any = 0;  // no early exit: the words are ORed together in a few vector steps
        for (std::uint64_t w : word) any |= w;
        return any == 0;
    }
    // Calls f(point) for every member in increasing order; stops early when f returns true.
    template <class F>
    bool any(F&& f) const {
        for (int i = 0; i < kWords; ++i)
            for (std::uint64_t w = word[i]; w; w &= w - 1)
                if (f(i * 64 + std::countr_zero(w))) return true;
        return false;
    }
};

// The threat sets a board keeps per colour (empty points only).
enum ThreatSet : std::uint8_t {
    kFivePoints,
    kFourPoints /* fours > 0 or five */,
    kOpenFourPoints,
    kThreePoints,
    kThreatSets
};
const char* foulName(Foul foul);  // "overline", "double-four", "double-three", ""

class Board {
  public:
    Board(int size = 15, Rule rule = Rule::Freestyle);

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int point(int x, int y) const { return (y + kPad) * kStride + x + kPad; }
    int xOf(int p) const { return p % kStride - kPad; }
    int yOf(int p) const { return p / kStride - kPad; }
    bool onBoard(int p) const { return p >= 0 && p < kPoints && stone_[p] != kWall; }
    std::uint8_t stone(int p) const { return stone_[p]; }

    std::uint8_t toMove() const { return toMove_; }
    int stoneCount() const { return moveCount_; }
    int lastMove() const { return moveCount_ > 0 ? history_[moveCount_ - 1] : -1; }
    int moveAt(int i) const { return history_[i]; }
    std::uint64_t hash() const { return hash_; }
    // The hash once the side to move has played p (for a table prefetch before the move is made).
    std::uint64_t hashAfter(int p) const;
    bool full() const { return moveCount_ == size_ * size_; }

    // Plays for the side to move / takes the last move back.
    void play(int p) {
        put(p, toMove_);
        toMove_ = otherColor(toMove_);
    }
    void undo() {
        toMove_ = otherColor(toMove_);
        remove(history_[moveCount_ - 1]);
    }
    // Low level: place / lift a stone of `color` without touching the side to move (forbidden checks
    // place hypothetical black stones). remove() must undo the latest put().
    void put(int p, std::uint8_t color);
    void remove(int p);
    void passTurn() { toMove_ = otherColor(toMove_); }

    // The shape `color` would make along direction d by playing on empty point p.
    Pattern pattern(std::uint8_t color, int p, int d) const {
        return static_cast<Pattern>((shapes_[color - 1][p] >> (4 * d)) & 15);
    }
    std::uint16_t shapes(std::uint8_t color, int p) const { return shapes_[color - 1][p]; }
    const ShapeInfo& shapeInfo(std::uint8_t color, int p) const {
        return shapeTables_[color - 1][shapes_[color - 1][p]];
    }
    // Empty points where `color` makes the given threat.
    const PointSet& points(std::uint8_t color, ThreatSet set) const { return threatSets_[color - 1][set]; }
    // Points within two lines of a stone are where play happens.
    bool nearStones(int p) const { return nearSet_.has(p); }
    // Every point (empty or not, on the board or a wall) within two lines of a stone.
    const PointSet& nearPoints() const { return nearSet_; }
    // Sum of the evaluation values (ShapeInfo::eval) of every empty point, per colour.
    int totalValue(std::uint8_t color) const { return totalValue_[color - 1]; }

    // Does playing p make five for `color` under the rule (the game ends)?
    bool makesFive(std::uint8_t color, int p) const { return shapeInfo(color, p).threat == Threat::Five; }
    // Does the stone just placed at p (of its colour) stand in a winning line? Fills `line` with the
    // cells of that line when given (at most 20).
    bool isWinAt(int p, int* line = nullptr, int* lineLength = nullptr) const;

    // The empty points where `color`'s opponent, playing there, leaves `color` no point of five; returns
    // how many (written to `out`, room for kMaxBoardSize^2), 0 when no single stone stops them all.
    // Outside Caro that is the one point of five, if there is only one; in Caro a stone that closes the
    // far end of a five-to-be stops it too. Renju fouls are not excluded (the caller checks a Black
    // defender's point). Call only when `color` has a point of five.
    int stopsOfFives(std::uint8_t color, int* out);

    // Would `color` still have a point of straight four (the kOpenFourPoints set) if his opponent played
    // the empty point q? Read from the line keys without placing the stone: a stone changes only the
    // shapes on its lines within five points, and each straight-four point there is looked up as put()
    // would reshape it. Renju fouls are not looked at (a Black point's foul can change through stones
    // farther away); callers that need them ask openFourMayBeFoul() first.
    bool keepsOpenFour(std::uint8_t color, int q) const;
    // Renju: does one of Black's straight-four points have the shapes of a foul? Only then can a White
    // stone, however far, make one a foul (or a stone stop one being a foul). False for White and other
    // rules.
    bool openFourMayBeFoul(std::uint8_t color) const {
        return color == kBlack && rule_ == Rule::Renju &&
               points(color, kOpenFourPoints).any([&](int s) { return mayBeFoul(s); });
    }

    // Renju: the foul Black commits by playing the empty point p (None under other rules or for White).
    Foul foul(int p);
    // Quick filter: can p be a foul at all? Only such points need foul().
    bool mayBeFoul(int p) const { return rule_ == Rule::Renju && shapeInfo(kBlack, p).maybeFoul; }

  private:
    struct Undo;
    // Calls f(q, d, slot, far, weight) for every empty point q that sees p along a line, up to Reach
    // points away (5, or 4 where no colour's rule reads the fifth neighbour): d the direction,
    // slot d * 10 + q's place on it (the undo record's order), far when q is 5 points away, weight the
    // weight of p's digit in q's key. Only empty points change: a wall never becomes empty, and a stone
    // leaves only by remove(), which undoes the latest put(), so when it goes the board is as it was when
    // it came, and the keys and shapes its point kept from then are right again.
    template <int Reach, class F>
    void forEachEmptyOnLines(int p, F&& f) const;
    // Calls f(q, d, slot, far, addend) for each empty point q on p's lines whose packed key in direction
    // d a stone of `color` at p changes, by addend (to add when it is put, to subtract when removed).
    template <class F>
    void forEachKeyChange(int p, std::uint8_t color, F&& f) const;
    void placeOnLines(int p, std::uint8_t color, Undo& undo);
    void liftFromLines(int p, std::uint8_t color, const Undo& undo);
    // Moves p in or out of the threat sets whose membership differs between two shapes.
    void reclassify(int c, int p, std::uint8_t before, std::uint8_t after) {
        for (std::uint8_t diff = before ^ after; diff; diff &= static_cast<std::uint8_t>(diff - 1)) {
            const int set = std::countr_zero(diff);
            if (after & (1u << set))
                threatSets_[c][set].set(p);
            else
                threatSets_[c][set].clear(p);
        }
    }

    // Gives the empty point p its shape for colour index c from its line keys (p had none counted).
    void addShape(int c, int p) {
        std::uint16_t packed = 0;
        for (int d = 0; d < 4; ++d)
            packed |= static_cast<std::uint16_t>(patternTables_[c][lineKey(c, p, d)] << (4 * d));
        shapes_[c][p] = packed;
        totalValue_[c] += shapeTables_[c][packed].eval;
        reclassify(c, p, 0, shapeTables_[c][packed].sets);
    }

    bool realThree(int p, int d);

    int size_;
    Rule rule_;
    std::uint8_t toMove_ = kBlack;
    int moveCount_ = 0;
    std::uint64_t hash_ = 0;
    std::array<int, 2> totalValue_{};
    const Pattern* patternTables_[2];
    const ShapeInfo* shapeTables_[2];
    bool seesFar_[2];  // does the colour's line rule look at the fifth neighbour (exact five, Caro)?
    std::array<std::uint8_t, kPoints> stone_{};
    PointSet nearSet_;
    std::array<std::uint16_t, kPoints> shapes_[2]{};
    std::array<PointSet, kThreatSets> threatSets_[2]{};
    // Base-3 line keys (pattern.h) by point and direction, Black's in the low 16 bits and White's in the
    // high: a stone changes both colours' keys with one add. A key stays below 3^10, so the halves never
    // carry into each other.
    std::array<std::array<std::uint32_t, 4>, kPoints> keys_{};
    std::uint16_t lineKey(int c, int p, int d) const {
        return static_cast<std::uint16_t>(keys_[p][d] >> (16 * c));
    }
    std::array<std::int16_t, kMaxBoardSize * kMaxBoardSize + 1> history_{};

    // The first and last points of the largest board in the array (a1 and its opposite corner).
    static constexpr int kFirstPoint = kPad * kStride + kPad;
    static constexpr int kLastPoint = (kMaxBoardSize - 1 + kPad) * (kStride + 1);

    // What a stone's put() changed besides keys, as it was before, for its remove(). The points whose
    // shapes or threat-set bits a stone at p changes lie within 5 lines of p, so within 5 * (kStride + 1)
    // points of it in the array: the threat sets' words that cover that range (7 at most).
    static constexpr int kReach = 5 * (kStride + 1);
    static constexpr int kUndoWords = 7;
    static_assert((2 * kReach) / 64 + 2 <= kUndoWords && kUndoWords <= PointSet::kWords);
    // put() reads the words from (p - kReach) / 64 on: the padding keeps that range inside the array for
    // every point of the largest board.
    static_assert(kFirstPoint >= kReach && kLastPoint + kReach < PointSet::kWords * 64);
    // A stone marks the points within two lines of it in nearSet_: five rows of 32 points, each row's
    // five points inside one word, all in the 3 words from row - 2 on (a row is half a word).
    static constexpr int kNearWords = 3;
    static_assert(kStride == 32, "a row is half a word");
    // ... and every point of the largest board has its five rows' points (x - 2 to x + 2) inside their
    // half-word and its 3 words inside the array.
    static_assert(kPad >= 2 && kMaxBoardSize - 1 + kPad + 2 < kStride);
    static_assert(kFirstPoint - 2 * kStride - 2 >= 0 &&
                  ((kLastPoint - 2 * kStride) >> 6) + kNearWords <= PointSet::kWords);
    struct Undo {
        std::array<int, 2> totalValue;
        int firstWord;
        std::uint64_t sets[2][kThreatSets][kUndoWords];
        std::uint16_t shapes[2][40];          // by direction and distance, as placeOnLines() visits them
        std::uint64_t nearWords[kNearWords];  // nearSet_'s words from p's row - 2 on (not "near": windows.h)
    };
    // One per stone that can be on the board (on the heap: 260 KB), written by put() and read back by
    // remove(); sized here, so neither allocates.
    std::vector<Undo> undo_ = std::vector<Undo>(kMaxBoardSize * kMaxBoardSize + 1);
};

}  // namespace qipan::gomoku
