#include "othello/patterns.h"

#include "othello/pattern_weights.inc"

#include <algorithm>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

namespace qipan::othello::patterns {

namespace {

struct Cell {
    int column, row;
};

// The patterns by their squares as (column, row) from a1, most significant digit first.
const std::vector<std::vector<Cell>>& basePatterns() {
    static const std::vector<std::vector<Cell>> kBase = [] {
        std::vector<std::vector<Cell>> b;
        b.push_back({{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}});  // corner 3x3
        std::vector<Cell> edge;
        for (int c = 0; c < 8; ++c) edge.push_back({c, 0});
        edge.push_back({1, 1});
        edge.push_back({6, 1});
        b.push_back(edge);  // edge and its two X squares
        b.push_back({{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}});  // corner 2x4
        for (int r = 1; r <= 3; ++r) {  // rows 2, 3 and 4
            std::vector<Cell> row;
            for (int c = 0; c < 8; ++c) row.push_back({c, r});
            b.push_back(row);
        }
        for (int shift = 0; shift <= 3; ++shift) {  // diagonals of 8, 7, 6 and 5 squares
            std::vector<Cell> d;
            for (int i = 0; i + shift < 8; ++i) d.push_back({i + shift, i});
            b.push_back(d);
        }
        return b;
    }();
    return kBase;
}

// The eight symmetries of the square: transpose (bit 2), then mirror columns (bit 0) and rows (bit 1).
Cell transform(Cell c, int symmetry) {
    if (symmetry & 4) std::swap(c.column, c.row);
    if (symmetry & 1) c.column = 7 - c.column;
    if (symmetry & 2) c.row = 7 - c.row;
    return c;
}

int squareOf(Cell c) { return c.row * 8 + c.column; }

int power3(int n) {
    int p = 1;
    while (n-- > 0) p *= 3;
    return p;
}

// The offset of each instance's pattern in a stage's weights, known when compiling, so that the
// evaluation's 42 lookups each fold it into one load (tables() checks it against the patterns above).
constexpr std::array<int, kPatternCount> kPatternSquareCount = {9, 10, 8, 8, 8, 8, 8, 7, 6, 5};
constexpr std::array<int, kPatternCount> kPatternInstanceCount = {4, 4, 8, 4, 4, 4, 2, 4, 4, 4};
constexpr auto kInstanceOffset = [] {
    std::array<int, kInstanceCount> offsets{};
    int offset = 0;
    std::size_t instance = 0;
    for (std::size_t p = 0; p < kPatternCount; ++p) {
        for (int k = 0; k < kPatternInstanceCount[p]; ++k) offsets[instance++] = offset;
        int size = 1;
        for (int k = 0; k < kPatternSquareCount[p]; ++k) size *= 3;
        offset += size;
    }
    return offsets;
}();

struct Tables {
    std::array<Instance, kInstanceCount> instances{};
    std::array<int, kPatternCount> size{}, offset{};
    int weightCount = 0;
    // Per pattern, index -> canonical index.
    std::array<std::vector<int>, kPatternCount> canonical;
    // Per square, the instances it belongs to and the power of 3 of its digit there, so that an
    // evaluation visits each disc once instead of each instance's squares.
    struct Membership {
        std::uint8_t instance;
        std::uint16_t power;
    };
    std::array<std::array<Membership, 8>, 64> members{};
    std::array<int, 64> memberCount{};
};

const Tables& tables() {
    static const Tables kTables = [] {
        Tables t;
        const auto& base = basePatterns();
        if (base.size() != kPatternCount) throw std::logic_error("pattern count");
        int count = 0, offset = 0;
        for (int p = 0; p < kPatternCount; ++p) {
            const auto& cells = base[static_cast<std::size_t>(p)];
            const int n = static_cast<int>(cells.size());
            t.size[static_cast<std::size_t>(p)] = power3(n);
            t.offset[static_cast<std::size_t>(p)] = offset;
            offset += power3(n);
            std::set<std::set<int>> seen;
            // Mirror images mapping the pattern onto its own squares: position k goes to position image[k].
            std::vector<std::vector<int>> selfMaps;
            std::set<int> baseSet;
            for (const Cell& c : cells) baseSet.insert(squareOf(c));
            for (int s = 0; s < 8; ++s) {
                std::vector<int> squares;
                for (const Cell& c : cells) squares.push_back(squareOf(transform(c, s)));
                const std::set<int> set(squares.begin(), squares.end());
                if (set == baseSet && s != 0) {
                    std::vector<int> image;
                    for (int sq : squares)
                        image.push_back(static_cast<int>(
                            std::find_if(cells.begin(), cells.end(), [&](Cell c) { return squareOf(c) == sq; }) -
                            cells.begin()));
                    selfMaps.push_back(image);
                }
                if (!seen.insert(set).second) continue;
                Instance in{p, n, {}};
                for (int k = 0; k < n; ++k) in.squares[static_cast<std::size_t>(k)] = squares[static_cast<std::size_t>(k)];
                if (count >= kInstanceCount) throw std::logic_error("instance count");
                t.instances[static_cast<std::size_t>(count++)] = in;
            }
            auto& canon = t.canonical[static_cast<std::size_t>(p)];
            canon.resize(static_cast<std::size_t>(power3(n)));
            // The indexes are counted up like an odometer (digit n - 1 lowest), and each mirror image's
            // index follows along: digit k of the pattern weighs 3^(n - 1 - image[k]) there. A digit
            // decode and re-encode per index and image cost 34 M instructions at every start.
            const auto images = selfMaps.size();
            std::vector<std::vector<int>> weight(images, std::vector<int>(static_cast<std::size_t>(n)));
            for (std::size_t m = 0; m < images; ++m)
                for (std::size_t k = 0; k < static_cast<std::size_t>(n); ++k)
                    weight[m][k] = power3(n - 1 - selfMaps[m][k]);
            std::vector<int> digits(static_cast<std::size_t>(n), 0), mapped(images, 0);
            for (int index = 0;;) {
                int best = index;
                for (const int m : mapped) best = std::min(best, m);
                canon[static_cast<std::size_t>(index)] = best;
                if (++index == power3(n)) break;
                auto k = static_cast<std::size_t>(n - 1);
                for (; digits[k] == 2; --k) {
                    digits[k] = 0;
                    for (std::size_t m = 0; m < images; ++m) mapped[m] -= 2 * weight[m][k];
                }
                ++digits[k];
                for (std::size_t m = 0; m < images; ++m) mapped[m] += weight[m][k];
            }
        }
        if (count != kInstanceCount) throw std::logic_error("instance count");
        for (int i = 0; i < kInstanceCount; ++i) {
            const Instance& in = t.instances[static_cast<std::size_t>(i)];
            if (kInstanceOffset[static_cast<std::size_t>(i)] != t.offset[static_cast<std::size_t>(in.pattern)])
                throw std::logic_error("instance offsets");
            for (int k = 0; k < in.size; ++k) {
                const auto sq = static_cast<std::size_t>(in.squares[static_cast<std::size_t>(k)]);
                if (t.memberCount[sq] >= 8) throw std::logic_error("square in too many instances");
                t.members[sq][static_cast<std::size_t>(t.memberCount[sq]++)] = {static_cast<std::uint8_t>(i),
                                                                                static_cast<std::uint16_t>(power3(in.size - 1 - k))};
            }
        }
        t.weightCount = offset + kScalarCount;
        return t;
    }();
    return kTables;
}

// Weight text: per stage, each weight in units of kUnit hundredths as two characters of kDigits (a
// signed value biased by 2048), runs of zeros as '.' and a two-character run length; '|' ends a stage.
constexpr char kDigits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/";
constexpr int kUnit = 4;

// Each character's place in kDigits, -1 for the others: a table, because the weights are some
// 590,000 characters, decoded at every start of the program (a search of kDigits per character took
// 35 M instructions, a third of `analyse othello`'s start-up).
constexpr auto kDigitValues = [] {
    std::array<int, 256> v{};
    v.fill(-1);
    for (int i = 0; i < 64; ++i) v[static_cast<unsigned char>(kDigits[i])] = i;
    return v;
}();

int digitValue(char c) {
    const int v = kDigitValues[static_cast<unsigned char>(c)];
    if (v < 0) throw std::invalid_argument("pattern weights: bad character");
    return v;
}

struct RuntimeWeights {
    // [stage][slot], every index expanded from its canonical slot.
    std::vector<std::int16_t> values;
    int stride = 0;
};

const RuntimeWeights& runtimeWeights() {
    static const RuntimeWeights kWeights = [] {
        const Tables& t = tables();
        const std::vector<StageWeights> stages = decodeWeights(kPatternWeightText);
        RuntimeWeights w;
        w.stride = t.weightCount;
        w.values.assign(static_cast<std::size_t>(kStageCount * w.stride), 0);
        for (int s = 0; s < kStageCount && s < static_cast<int>(stages.size()); ++s) {
            const StageWeights& in = stages[static_cast<std::size_t>(s)];
            if (static_cast<int>(in.size()) != t.weightCount) continue;
            std::int16_t* out = &w.values[static_cast<std::size_t>(s * w.stride)];
            for (int p = 0; p < kPatternCount; ++p) {
                const int off = t.offset[static_cast<std::size_t>(p)];
                const auto& canon = t.canonical[static_cast<std::size_t>(p)];
                for (int i = 0; i < t.size[static_cast<std::size_t>(p)]; ++i)
                    out[off + i] = static_cast<std::int16_t>(in[static_cast<std::size_t>(off + canon[static_cast<std::size_t>(i)])]);
            }
            for (int k = 0; k < kScalarCount; ++k)
                out[t.weightCount - kScalarCount + k] = static_cast<std::int16_t>(in[static_cast<std::size_t>(t.weightCount - kScalarCount + k)]);
        }
        return w;
    }();
    return kWeights;
}

}  // namespace

const std::array<Instance, kInstanceCount>& instances() { return tables().instances; }
int patternSize(int pattern) { return tables().size[static_cast<std::size_t>(pattern)]; }
int patternOffset(int pattern) { return tables().offset[static_cast<std::size_t>(pattern)]; }
int stageWeightCount() { return tables().weightCount; }

int stageOf(int empties) {
    // Each stage's last number of empties; looked up, as every evaluation asks.
    static constexpr int kUpper[kStageCount - 1] = {11, 15, 19, 23, 27, 32, 38, 44, 51};
    static constexpr auto kStage = [] {
        std::array<std::uint8_t, 65> stage{};
        for (int e = 0, s = 0; e <= 64; ++e) {
            while (s < kStageCount - 1 && e > kUpper[s]) ++s;
            stage[static_cast<std::size_t>(e)] = static_cast<std::uint8_t>(s);
        }
        return stage;
    }();
    return kStage[static_cast<std::size_t>(std::clamp(empties, 0, 64))];
}

int canonicalIndex(int pattern, int index) {
    return tables().canonical[static_cast<std::size_t>(pattern)][static_cast<std::size_t>(index)];
}

Sample sampleOf(const Position& p) {
    const Tables& t = tables();
    Sample s{};
    for (int i = 0; i < kInstanceCount; ++i) {
        const Instance& in = t.instances[static_cast<std::size_t>(i)];
        s.slots[static_cast<std::size_t>(i)] =
            t.offset[static_cast<std::size_t>(in.pattern)] + canonicalIndex(in.pattern, instanceIndex(in, p.player, p.opponent));
    }
    const Bits empty = p.empty();
    s.scalars[0] = static_cast<std::int16_t>(popcount(legalMoves(p.player, p.opponent, empty)) -
                                             popcount(legalMoves(p.opponent, p.player, empty)));
    s.scalars[1] = 1;
    return s;
}

void instanceIndexes(const Position& p, std::array<int, kInstanceCount>& index) {
    const Tables& t = tables();
    index.fill(0);
    for (Bits b = p.player; b; b &= b - 1) {
        const auto sq = static_cast<std::size_t>(firstSquare(b));
        for (int m = 0; m < t.memberCount[sq]; ++m) index[t.members[sq][static_cast<std::size_t>(m)].instance] += t.members[sq][static_cast<std::size_t>(m)].power;
    }
    for (Bits b = p.opponent; b; b &= b - 1) {
        const auto sq = static_cast<std::size_t>(firstSquare(b));
        for (int m = 0; m < t.memberCount[sq]; ++m)
            index[t.members[sq][static_cast<std::size_t>(m)].instance] += 2 * t.members[sq][static_cast<std::size_t>(m)].power;
    }
}

IndexPair indexPairOf(const Position& p) {
    // Both views in one visit of the discs: a disc is a 1 in its owner's view and a 2 in the other's.
    const Tables& t = tables();
    IndexPair pair;
    pair.mover.fill(0);
    pair.other.fill(0);
    for (Bits b = p.player | p.opponent; b; b &= b - 1) {
        const auto sq = static_cast<std::size_t>(firstSquare(b));
        const int moverDigit = (p.player >> sq) & 1 ? 1 : 2;
        for (int m = 0; m < t.memberCount[sq]; ++m) {
            const auto& member = t.members[sq][static_cast<std::size_t>(m)];
            pair.mover[member.instance] += moverDigit * member.power;
            pair.other[member.instance] += (3 - moverDigit) * member.power;
        }
    }
    return pair;
}

void play(const IndexPair& before, int square, Bits flipped, IndexPair& after) {
    // Seen by the mover, the new disc is a 1 (was 0) and each flipped disc a 1 (was 2); seen by the
    // opponent, the new disc is a 2 and each flipped disc a 2 (was 1). The opponent moves next, so the
    // two views trade places.
    const Tables& t = tables();
    after.mover = before.other;
    after.other = before.mover;
    const auto sq = static_cast<std::size_t>(square);
    for (int m = 0; m < t.memberCount[sq]; ++m) {
        const auto& member = t.members[sq][static_cast<std::size_t>(m)];
        after.mover[member.instance] += 2 * member.power;
        after.other[member.instance] += member.power;
    }
    for (Bits b = flipped; b; b &= b - 1) {
        const auto f = static_cast<std::size_t>(firstSquare(b));
        for (int m = 0; m < t.memberCount[f]; ++m) {
            const auto& member = t.members[f][static_cast<std::size_t>(m)];
            after.mover[member.instance] += member.power;
            after.other[member.instance] -= member.power;
        }
    }
}

void playForNextMover(const IndexPair& before, int square, Bits flipped, std::array<int, kInstanceCount>& next) {
    // play()'s after.mover alone.
    const Tables& t = tables();
    next = before.other;
    const auto sq = static_cast<std::size_t>(square);
    for (int m = 0; m < t.memberCount[sq]; ++m) {
        const auto& member = t.members[sq][static_cast<std::size_t>(m)];
        next[member.instance] += 2 * member.power;
    }
    for (Bits b = flipped; b; b &= b - 1) {
        const auto f = static_cast<std::size_t>(firstSquare(b));
        for (int m = 0; m < t.memberCount[f]; ++m) {
            const auto& member = t.members[f][static_cast<std::size_t>(m)];
            next[member.instance] += member.power;
        }
    }
}

namespace {
// The pattern tables' sum, written out: one load of each index and one of its weight.
template <std::size_t... I>
int patternSum(const std::int16_t* table, const std::array<int, kInstanceCount>& index, std::index_sequence<I...>) {
    return (0 + ... + table[kInstanceOffset[I] + index[I]]);
}
}  // namespace

int evaluate(const Position& p) {
    std::array<int, kInstanceCount> index;
    instanceIndexes(p, index);
    return evaluate(p, index);
}

int evaluate(const Position& p, const std::array<int, kInstanceCount>& index) {
    return evaluate(p, index, legalMoves(p.player, p.opponent, p.empty()));
}

int evaluate(const Position& p, const std::array<int, kInstanceCount>& index, Bits moves) {
    return evaluate(p.emptyCount(), index, popcount(moves) - popcount(legalMoves(p.opponent, p.player, p.empty())));
}

int evaluate(int empties, const std::array<int, kInstanceCount>& index, int mobility) {
    const RuntimeWeights& w = runtimeWeights();
    const std::int16_t* table = &w.values[static_cast<std::size_t>(stageOf(empties) * w.stride)];
    const int score = patternSum(table, index, std::make_index_sequence<kInstanceCount>{}) +
                      table[w.stride - 2] * mobility + table[w.stride - 1];  // the scalar features
    return std::clamp(score, -6300, 6300);
}

std::string encodeWeights(const std::vector<StageWeights>& stages) {
    std::string text;
    for (const StageWeights& stage : stages) {
        std::size_t i = 0;
        while (i < stage.size()) {
            const int q = std::clamp((stage[i] + (stage[i] >= 0 ? kUnit / 2 : -kUnit / 2)) / kUnit, -2047, 2047);
            if (q == 0) {
                int run = 0;
                while (i < stage.size() && run < 4096 &&
                       std::clamp((stage[i] + (stage[i] >= 0 ? kUnit / 2 : -kUnit / 2)) / kUnit, -2047, 2047) == 0) {
                    ++run;
                    ++i;
                }
                text += '.';
                text += kDigits[(run - 1) >> 6];
                text += kDigits[(run - 1) & 63];
                continue;
            }
            text += kDigits[(q + 2048) >> 6];
            text += kDigits[(q + 2048) & 63];
            ++i;
        }
        text += '|';
    }
    return text;
}

std::vector<StageWeights> currentWeights() { return decodeWeights(kPatternWeightText); }

std::vector<StageWeights> decodeWeights(const char* text) {
    std::vector<StageWeights> stages;
    StageWeights current;
    for (const char* c = text; *c; ++c) {
        if (*c == '|') {
            stages.push_back(std::move(current));
            current.clear();
        } else if (*c == '.') {
            if (!c[1] || !c[2]) throw std::invalid_argument("pattern weights: truncated run");
            const int run = digitValue(c[1]) * 64 + digitValue(c[2]) + 1;
            current.insert(current.end(), static_cast<std::size_t>(run), 0);
            c += 2;
        } else {
            if (!c[1]) throw std::invalid_argument("pattern weights: truncated value");
            current.push_back((digitValue(c[0]) * 64 + digitValue(c[1]) - 2048) * kUnit);
            c += 1;
        }
    }
    return stages;
}

}  // namespace qipan::othello::patterns
