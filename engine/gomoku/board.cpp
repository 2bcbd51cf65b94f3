#include "gomoku/board.h"

#include <algorithm>

#include "core/intrinsics.h"
#include "core/zobrist.h"

namespace qipan::gomoku {

namespace {

struct ZobristKeys {
    std::uint64_t stone[2][kPoints];
    ZobristKeys() {
        SplitMix64 rng(0x60A0C0FFEEULL);
        for (auto& color : stone)
            for (auto& key : color) key = rng.next();
    }
};
const ZobristKeys& zobrist() {
    static const ZobristKeys keys;
    return keys;
}

}  // namespace

const char* foulName(Foul foul) {
    switch (foul) {
        case Foul::Overline:
            return "overline";
        case Foul::DoubleFour:
            return "double-four";
        case Foul::DoubleThree:
            return "double-three";
        case Foul::None:
            break;
    }
    return "";
}

Board::Board(int size, Rule rule) : size_(size), rule_(rule) {
    for (int c = 0; c < 2; ++c) {
        const LineRule lr = lineRuleFor(rule, c + 1);
        patternTables_[c] = patternTable(lr);
        shapeTables_[c] = shapeTable(lr);
        seesFar_[c] = lr != LineRule::Freestyle;  // see placeOnLines
    }
    stone_.fill(kWall);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) stone_[point(x, y)] = kEmpty;
    for (int c = 0; c < 2; ++c) {
        const auto color = static_cast<std::uint8_t>(c + 1);
        for (int p = 0; p < kPoints; ++p) {
            for (int d = 0; d < 4; ++d) {
                std::uint16_t key = 0;
                for (int k = -5; k <= 5; ++k) {
                    if (k == 0) continue;
                    const int q = p + k * kDirection[d];
                    const std::uint8_t s = (q < 0 || q >= kPoints) ? kWall : stone_[q];
                    const std::uint32_t code = s == kEmpty  ? kLineEmpty
                                               : s == color ? kLineOwn
                                                            : kLineBlocked;
                    key = static_cast<std::uint16_t>(key + code * lineKeyWeight(k));
                }
                keys_[p][d] |= std::uint32_t{key} << (16 * c);
            }
            if (stone_[p] == kEmpty) addShape(c, p);
        }
    }
}

template <int Reach, class F>
QIPAN_ALWAYS_INLINE inline void Board::forEachEmptyOnLines(int p, F&& f) const {
    for (int d = 0; d < 4; ++d) {
        const int step = kDirection[d];
#pragma GCC unroll 11
        for (int k = -Reach; k <= Reach; ++k) {
            if (k == 0) continue;
            const int q = p + k * step;
            if (stone_[q] != kEmpty) continue;
            f(q, d, d * 10 + (k < 0 ? k + 5 : k + 4), k == 5 || k == -5, lineKeyWeight(-k));
        }
    }
}

bool Board::keepsOpenFour(std::uint8_t color, int q) const {
    const int c = color - 1;
    return points(color, kOpenFourPoints).any([&](int s) {
        if (s == q) return false;  // taken
        const int diff = q - s;
        for (int d = 0; d < 4; ++d) {
            const int step = kDirection[d];
            if (diff % step != 0) continue;
            const int k = diff / step;  // q's place on s's line; multiples of 1, 31, 32 and 33 up to 5 differ
            if (k < -5 || k > 5) continue;
            if ((k == 5 || k == -5) && !seesFar_[c])
                return true;  // that digit is not read: s keeps its shape
            const auto key = static_cast<std::uint16_t>(lineKey(c, s, d) + kLineBlocked * lineKeyWeight(k));
            const std::uint16_t old = shapes_[c][s];
            const auto reshaped =
                static_cast<std::uint16_t>((old & ~(15u << (4 * d))) | (patternTables_[c][key] << (4 * d)));
            return (shapeTables_[c][reshaped].sets >> kOpenFourPoints & 1) != 0;
        }
        return true;  // off q's lines: unchanged
    });
}

template <class F>
QIPAN_ALWAYS_INLINE inline void Board::forEachKeyChange(int p, std::uint8_t color, F&& f) const {
    // Line codes of the changed point as each colour sees it: own or blocked; both colours' digits for p
    // as one addend to the packed keys (times the digit's weight). A colour whose shapes never depend on
    // the fifth neighbour (freestyle: it can only lengthen a five) leaves that digit of its keys alone; it
    // stays as the constructor set it.
    const std::uint32_t code0 = color == kBlack ? kLineOwn : kLineBlocked;
    const std::uint32_t code1 = kLineOwn + kLineBlocked - code0;
    const std::uint32_t both = code0 + (code1 << 16);
    const std::uint32_t bothFar = (seesFar_[0] ? code0 : 0) + (seesFar_[1] ? code1 << 16 : 0);
    const auto visit = [&](int q, int d, int slot, bool far, std::uint32_t weight)
                           QIPAN_ALWAYS_INLINE { f(q, d, slot, far, (far ? bothFar : both) * weight); };
    // The fifth neighbours change nothing that a colour reads unless one colour's rule looks at them.
    if (seesFar_[0] || seesFar_[1])
        forEachEmptyOnLines<5>(p, visit);
    else
        forEachEmptyOnLines<4>(p, visit);
}

void Board::placeOnLines(int p, std::uint8_t color, Undo& undo) {
    const Pattern* const patterns0 = patternTables_[0];
    const Pattern* const patterns1 = patternTables_[1];
    const ShapeInfo* const shapes0 = shapeTables_[0];
    const ShapeInfo* const shapes1 = shapeTables_[1];
    const bool far0 = seesFar_[0], far1 = seesFar_[1];
    int change0 = 0, change1 = 0;  // summed here, not in the member: no store on every change
    // One colour's shape at the empty point q after its line key in direction d changed.
    const auto reshape = [&](int c, int q, std::uint16_t key, int d, const Pattern* patterns,
                             const ShapeInfo* shapes, int& change) QIPAN_ALWAYS_INLINE {
        const std::uint16_t old = shapes_[c][q];
        const auto updated =
            static_cast<std::uint16_t>((old & ~(15u << (4 * d))) | (patterns[key] << (4 * d)));
        if (updated == old) return;
        shapes_[c][q] = updated;
        const ShapeInfo& before = shapes[old];
        const ShapeInfo& after = shapes[updated];
        change += after.eval - before.eval;
        reclassify(c, q, before.sets, after.sets);
    };
    forEachKeyChange(
        p, color, [&](int q, int d, int slot, bool far, std::uint32_t addend) QIPAN_ALWAYS_INLINE {
            undo.shapes[0][slot] = shapes_[0][q];
            undo.shapes[1][slot] = shapes_[1][q];
            std::uint32_t& key = keys_[q][d];
            key += addend;
            if (!far || far0) reshape(0, q, static_cast<std::uint16_t>(key), d, patterns0, shapes0, change0);
            if (!far || far1)
                reshape(1, q, static_cast<std::uint16_t>(key >> 16), d, patterns1, shapes1, change1);
        });
    totalValue_[0] += change0;
    totalValue_[1] += change1;
}

void Board::liftFromLines(int p, std::uint8_t color, const Undo& undo) {
    // The keys are counted back digit by digit; the shapes are copied back as placeOnLines() found them.
    forEachKeyChange(p, color, [&](int q, int d, int slot, bool, std::uint32_t addend) QIPAN_ALWAYS_INLINE {
        shapes_[0][q] = undo.shapes[0][slot];
        shapes_[1][q] = undo.shapes[1][slot];
        keys_[q][d] -= addend;
    });
}

void Board::put(int p, std::uint8_t color) {
    Undo& undo = undo_[moveCount_];
    undo.totalValue = totalValue_;
    undo.firstWord = std::min((p - kReach) >> 6, PointSet::kWords - kUndoWords);
    for (int c = 0; c < 2; ++c)
        for (int set = 0; set < kThreatSets; ++set)
            for (int w = 0; w < kUndoWords; ++w)
                undo.sets[c][set][w] = threatSets_[c][set].word[undo.firstWord + w];
    for (int c = 0; c < 2; ++c) {
        const ShapeInfo& info = shapeTables_[c][shapes_[c][p]];
        totalValue_[c] -= info.eval;
        reclassify(c, p, info.sets, 0);
    }
    stone_[p] = color;
    hash_ ^= zobrist().stone[color - 1][p];
    history_[moveCount_++] = static_cast<std::int16_t>(p);
    placeOnLines(p, color, undo);
    const int firstNearWord = (p - 2 * kStride) >> 6;
    for (int w = 0; w < kNearWords; ++w) undo.nearWords[w] = nearSet_.word[firstNearWord + w];
    for (int dy = -2; dy <= 2; ++dy) {
        const int q = p + dy * kStride - 2;  // the row's first point; its five lie in q's word
        nearSet_.word[q >> 6] |= 0x1FULL << (q & 63);
    }
}

std::uint64_t Board::hashAfter(int p) const {
    return hash_ ^ zobrist().stone[toMove_ - 1][p];
}

void Board::remove(int p) {
    const std::uint8_t color = stone_[p];
    stone_[p] = kEmpty;
    hash_ ^= zobrist().stone[color - 1][p];
    --moveCount_;
    const Undo& undo = undo_[moveCount_];
    liftFromLines(p, color, undo);
    const int firstNearWord = (p - 2 * kStride) >> 6;
    for (int w = 0; w < kNearWords; ++w) nearSet_.word[firstNearWord + w] = undo.nearWords[w];
    // p's own shapes were left alone while its stone stood (only empty points change); its threat-set
    // bits and the sums come back with the rest.
    for (int c = 0; c < 2; ++c)
        for (int set = 0; set < kThreatSets; ++set)
            for (int w = 0; w < kUndoWords; ++w)
                threatSets_[c][set].word[undo.firstWord + w] = undo.sets[c][set][w];
    totalValue_ = undo.totalValue;
}

bool Board::isWinAt(int p, int* line, int* lineLength) const {
    const std::uint8_t color = stone_[p];
    if (color != kBlack && color != kWhite) return false;
    const bool exact = rule_ == Rule::Standard || (rule_ == Rule::Renju && color == kBlack);
    for (int d = 0; d < 4; ++d) {
        const int step = kDirection[d];
        int lo = p, hi = p;
        while (stone_[lo - step] == color) lo -= step;
        while (stone_[hi + step] == color) hi += step;
        const int length = (hi - lo) / step + 1;
        if (length < 5 || (exact && length != 5)) continue;
        if (rule_ == Rule::Caro) {
            const auto blocked = [&](int q) { return stone_[q] != kEmpty; };  // opponent or edge
            if (blocked(lo - step) && blocked(hi + step)) continue;
        }
        if (line && lineLength) {
            *lineLength = 0;
            for (int q = lo; q <= hi; q += step) line[(*lineLength)++] = q;
        }
        return true;
    }
    return false;
}

int Board::stopsOfFives(std::uint8_t color, int* out) {
    const PointSet& fives = points(color, kFivePoints);
    int first = -1, count = 0;
    fives.any([&](int p) {
        if (first < 0) first = p;
        return ++count >= 2;
    });
    if (rule_ != Rule::Caro) {
        if (count != 1) return 0;
        out[0] = first;
        return 1;
    }
    // Caro: a five is stopped on its point or, once one end is closed, by closing the other end: the
    // candidates are the points of five and the empty ends of the runs they would complete.
    PointSet candidates;
    fives.any([&](int p) {
        candidates.set(p);
        for (int d = 0; d < 4; ++d) {
            if (pattern(color, p, d) != Five) continue;
            const int step = kDirection[d];
            int lo = p - step, hi = p + step;
            while (stone_[lo] == color) lo -= step;
            while (stone_[hi] == color) hi += step;
            if (stone_[lo] == kEmpty) candidates.set(lo);
            if (stone_[hi] == kEmpty) candidates.set(hi);
        }
        return false;
    });
    const std::uint8_t opponent = otherColor(color);
    int n = 0;
    candidates.any([&](int q) {
        put(q, opponent);
        const bool stopped = points(color, kFivePoints).empty();
        remove(q);
        if (stopped) out[n++] = q;
        return false;
    });
    return n;
}

Foul Board::foul(int p) {
    if (rule_ != Rule::Renju || stone_[p] != kEmpty) return Foul::None;
    const ShapeInfo& info = shapeInfo(kBlack, p);
    if (!info.maybeFoul) return Foul::None;
    for (int d = 0; d < 4; ++d)
        if (pattern(kBlack, p, d) == Overline) return Foul::Overline;
    if (info.fours >= 2) return Foul::DoubleFour;
    // Two threes: each counts only if a straight four can really be made from it, i.e. through a
    // point that is not itself a foul once p is played (checked recursively).
    bool threeIn[4];
    for (int d = 0; d < 4; ++d) threeIn[d] = pattern(kBlack, p, d) == F3;
    put(p, kBlack);
    int real = 0;
    for (int d = 0; d < 4 && real < 2; ++d)
        if (threeIn[d] && realThree(p, d)) ++real;
    remove(p);
    return real >= 2 ? Foul::DoubleThree : Foul::None;
}

bool Board::realThree(int p, int d) {
    const int step = kDirection[d];
    for (int k = -4; k <= 4; ++k) {
        const int q = p + k * step;
        if (k == 0 || stone_[q] != kEmpty) continue;
        if (pattern(kBlack, q, d) == F4 && foul(q) == Foul::None) return true;
    }
    return false;
}

}  // namespace qipan::gomoku
