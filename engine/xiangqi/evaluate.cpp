#include "xiangqi/evaluate.h"

#include <algorithm>
#include <cstdlib>

#include "xiangqi/evaluation_weights.h"

namespace qipan::xiangqi {

const char* const kEvalTermNames[kEvalTermCount] = {
    "advisor mg",
    "advisor eg",
    "elephant mg",
    "elephant eg",
    "horse mg",
    "horse eg",
    "chariot mg",
    "chariot eg",
    "cannon mg",
    "cannon eg",
    "soldier mg",
    "soldier eg",
    "pst mg",
    "pst eg",
    "advisor threat",
    "elephant threat",
    "hollow cannon",
    "central cannon",
    "pinned centre horse",
    "bottom cannon",
    "no advisor chariot",
    "no elephant cannon",
    "chariot mobility",
    "cannon mobility",
    "horse mobility",
    "horse trapped",
    "king zone",
    "palace pressure",
    "tempo",
};

const EvalWeights kHandSetWeights = {{
    160, 140,  160, 140,  // advisor, elephant (mg, eg)
    400, 440,             // horse
    950, 1050,            // chariot
    440, 400,             // cannon
    70,  90,              // soldier
    16,  16,              // piece-square tables as written
    6,   5,               // advisor, elephant per unit of enemy attack
    80,  25,   40,  20,   // hollow cannon, central cannon, pinned centre horse, bottom cannon
    20,  15,              // missing advisors against chariots, missing elephants against cannons
    4,   1,    6,   -25,  // mobility: chariot, cannon, horse; trapped horse
    2,                    // king zone (per square unit)
    1,                    // palace pressure (per square unit)
    10,                   // tempo
}};

namespace {

// Tables by rank from the piece's own back rank (0..9) and file distance from the edge (0 edge .. 4 centre).
using Table = int[10][5];
// clang-format off
constexpr Table kSoldierMg = {
    {   0,    0,    0,    0,    0},
    {   0,    0,    0,    0,    0},
    {   0,    0,    0,    0,    0},
    {   0,    0,    5,    0,   10},
    {   0,    0,   10,    0,   20},
    {  40,   50,   60,   70,   70},
    {  50,   70,   90,  110,  120},
    {  50,   80,  110,  140,  150},
    {  40,   70,  100,  130,  130},
    {   0,   10,   20,   30,   30},
};
constexpr Table kSoldierEg = {
    {   0,    0,    0,    0,    0},
    {   0,    0,    0,    0,    0},
    {   0,    0,    0,    0,    0},
    {   0,    0,    0,    0,    0},
    {  10,   10,   10,   10,   10},
    {  60,   60,   70,   80,   80},
    {  70,   80,  100,  120,  120},
    {  70,   90,  120,  150,  150},
    {  60,   80,  110,  130,  130},
    {  10,   20,   30,   40,   40},
};
constexpr Table kHorseMg = {
    { -40,  -20,  -15,  -10,  -20},
    { -30,  -15,   -5,   -5,  -30},
    { -25,   -5,   10,    5,    5},
    { -20,    5,   15,   15,   10},
    { -15,   10,   20,   20,   20},
    { -10,   15,   25,   25,   25},
    {  -5,   20,   30,   35,   30},
    {  -5,   20,   40,   35,   25},
    { -10,   15,   35,   30,   20},
    { -20,    0,   10,   15,    0},
};
constexpr Table kChariotMg = {
    { -10,    0,   -5,    5,    0},
    {  -5,    5,    0,    5,    0},
    {  -5,    5,    5,    5,    5},
    {   0,   10,    5,   10,   10},
    {   5,   10,   10,   15,   15},
    {   5,   15,   15,   20,   20},
    {   5,   15,   15,   20,   20},
    {  10,   20,   20,   25,   25},
    {  10,   20,   15,   25,   25},
    {   0,   10,    5,   15,   10},
};
constexpr Table kCannonMg = {
    {   0,    0,    5,   10,   10},
    {   0,    0,    0,    0,    5},
    {   0,    5,    5,    5,   20},
    {  -5,    0,    5,    0,   15},
    {  -5,    0,    5,    0,   15},
    {   0,    0,    5,    5,   15},
    {   0,    0,    0,    5,   15},
    {   0,    5,    0,    0,   10},
    {   0,    5,    0,    0,    5},
    {  10,   10,    5,    0,    0},
};
// clang-format on

}  // namespace

int pstTable(Kind kind, int x, int r, bool eg) {
    const int c = std::min(x, 8 - x);  // 0 edge .. 4 centre
    switch (kind) {
        case kSoldier:
            return eg ? kSoldierEg[r][c] : kSoldierMg[r][c];
        case kHorse:
            if (!eg) return kHorseMg[r][c];
            return -30 + 8 * c + (r >= 2 && r <= 7 ? 15 : 0) + (r >= 4 && r <= 7 ? 10 : 0);
        case kChariot:
            if (!eg) return kChariotMg[r][c];
            return (r >= 5 ? 10 : 0) + (c >= 3 ? 5 : 0);
        case kCannon:
            if (!eg) return kCannonMg[r][c];
            return (r <= 4 ? 5 : 0) + (c == 4 ? 5 : 0);
        case kAdvisor:
            if (r == 1) return 10;  // the palace centre
            return r == 2 ? -5 : 0;
        case kElephant:
            if (r == 2 && c == 4) return 10;
            if (r == 2 && c == 0) return -10;
            return r == 4 ? -5 : 0;
        case kGeneral: {
            const int side = c == 4 ? 0 : 5;
            if (eg) return r == 2 ? -10 - side : -side;
            return (r == 0 ? 0 : r == 1 ? -20 : -50) - (c == 4 ? 0 : r == 0 ? 10 : 5);
        }
        default:
            return 0;
    }
}

namespace {

constexpr EvalTerm kMaterialMg[8] = {kTermTempo,   kTermTempo,     kTermAdvisorMg, kTermElephantMg,
                                     kTermHorseMg, kTermChariotMg, kTermCannonMg,  kTermSoldierMg};

struct Tables {
    // Per piece code and square: 16 * material weight + pst weight * table value, for each phase.
    std::array<std::array<int, 256>, 16> mg{}, eg{};
    EvalWeights w{};
    explicit Tables(const EvalWeights& weights) : w(weights) {
        for (int code = 1; code < 16; ++code) {
            if ((code & 7) == 0) continue;
            const Kind kind = kindOf(static_cast<std::uint8_t>(code));
            const int colour = colourOf(static_cast<std::uint8_t>(code));
            for (int y = 0; y < kRanks; ++y)
                for (int x = 0; x < kFiles; ++x) {
                    const int r = colour == kRed ? 9 - y : y;
                    const auto sq = static_cast<std::size_t>(squareOf(x, y));
                    const auto c = static_cast<std::size_t>(code);
                    int materialMg = 0, materialEg = 0;
                    if (kind != kGeneral) {
                        materialMg = w[kMaterialMg[kind]];
                        materialEg = w[kMaterialMg[kind] + 1];
                    }
                    mg[c][sq] = 16 * materialMg + w[kTermPstMg] * pstTable(kind, x, r, false);
                    eg[c][sq] = 16 * materialEg + w[kTermPstEg] * pstTable(kind, x, r, true);
                }
        }
    }
};
Tables gTables(kEvaluationWeights);

constexpr int kOrth[4] = {-16, 16, -1, 1};

int phaseOf(const Position& p) {
    int phase = 0;
    for (int c = 0; c < 2; ++c)
        phase += 6 * p.count(c, kChariot) + 3 * p.count(c, kHorse) + 3 * p.count(c, kCannon);
    return std::min(phase, kPhaseMax);
}

// How hard `colour` attacks (0..8): its chariots and horses across the river count 2, cannons and soldiers 1.
int attackOf(const Position& p, int colour) {
    int attack = 0;
    for (int i = 1; i < 16; ++i) {
        const int sq = p.slotSquare(colour, i);
        if (sq == 0 || onOwnHalf(colour, sq)) continue;
        const Kind kind = kindOf(p.at(sq));
        attack += kind == kChariot || kind == kHorse ? 2 : kind == kCannon || kind == kSoldier ? 1 : 0;
    }
    return std::min(attack, 8);
}

// Is `sq` attacked by a soldier of `by`?
bool soldierAttacks(const Position& p, int sq, int by) {
    const std::uint8_t soldier = makePiece(by, kSoldier);
    if (p.at(sq - forward(by)) == soldier) return true;
    if (onOwnHalf(by, sq)) return false;  // soldiers step sideways only across the river
    return p.at(sq - 1) == soldier || p.at(sq + 1) == soldier;
}

// The side's phase-free terms that need a look at the board (counts per occurrence, not yet in units).
template <class Sink>
void activity(const Position& p, int colour, int enemyAttack, Sink&& add) {
    const int them = colour ^ 1;
    const int enemyGeneral = p.generalSquare(them);
    int chariotMoves = 0, cannonMoves = 0, horseMoves = 0, trapped = 0, units = 0, pressure = 0;
    const int enemyBackRow = them == kRed ? 9 : 0;
    for (int i = 1; i < 16; ++i) {
        const int sq = p.slotSquare(colour, i);
        if (sq == 0) continue;
        const Kind kind = kindOf(p.at(sq));
        if (std::abs(fileOf(sq) - fileOf(enemyGeneral)) <= 2 && std::abs(rowOf(sq) - enemyBackRow) <= 3)
            units += kind == kChariot ? 3 : kind == kHorse || kind == kCannon ? 2 : kind == kSoldier ? 1 : 0;
        int hits = 0;  // enemy palace squares this piece attacks
        if (kind == kChariot) {
            for (int dir : kOrth) {
                int s = sq + dir;
                for (; p.at(s) == kEmpty; s += dir) {
                    ++chariotMoves;
                    hits += inPalace(them, s);
                }
                hits += p.at(s) != kOffBoard && inPalace(them, s);
            }
        } else if (kind == kHorse) {
            int good = 0;
            for (int dir : kOrth) {
                if (p.at(sq + dir) != kEmpty) continue;
                const int side = (dir == 16 || dir == -16) ? 1 : 16;
                for (int to : {sq + 2 * dir + side, sq + 2 * dir - side}) {
                    const std::uint8_t t = p.at(to);
                    if (t != kOffBoard) hits += inPalace(them, to);
                    if (t == kOffBoard || (t != kEmpty && colourOf(t) == colour)) continue;
                    const int file = fileOf(to);
                    if (file == 0 || file == 8 || soldierAttacks(p, to, them)) continue;
                    ++good;
                }
            }
            horseMoves += good;
            trapped += good <= 1;
        } else if (kind == kCannon) {
            for (int dir : kOrth) {
                int s = sq + dir;
                for (; p.at(s) == kEmpty; s += dir) ++cannonMoves;
                if (p.at(s) == kOffBoard) continue;
                for (s += dir; p.at(s) == kEmpty; s += dir) hits += inPalace(them, s);  // beyond the screen
                hits += p.at(s) != kOffBoard && inPalace(them, s);
            }
            if (fileOf(sq) == fileOf(enemyGeneral)) {
                const int dir = sq < enemyGeneral ? 16 : -16;
                int between = 0, screen = 0;
                for (int s = sq + dir; s != enemyGeneral; s += dir)
                    if (p.at(s) != kEmpty) ++between, screen = s;
                if (between == 0)
                    add(kTermHollowCannon, 1);
                else if (between == 1) {
                    add(kTermCentralCannon, 1);
                    const int centre = squareOf(4, them == kRed ? 8 : 1);
                    if (screen == centre && p.at(screen) == makePiece(them, kHorse))
                        add(kTermPinnedCentreHorse, 1);
                }
            }
            const int backRow = them == kRed ? 9 : 0;
            if (rowOf(sq) == backRow && rowOf(enemyGeneral) == backRow) {
                const int dir = sq < enemyGeneral ? 1 : -1;
                bool open = true;
                for (int s = sq + dir; s != enemyGeneral && open; s += dir) open = p.at(s) == kEmpty;
                if (open) add(kTermBottomCannon, 1);
            }
        } else if (kind == kSoldier && !onOwnHalf(colour, sq)) {
            hits += inPalace(them, sq + forward(colour)) + inPalace(them, sq - 1) + inPalace(them, sq + 1);
        }
        pressure += std::min(hits, 3);
    }
    add(kTermChariotMobility, chariotMoves);
    add(kTermCannonMobility, cannonMoves);
    add(kTermHorseMobility, horseMoves);
    add(kTermHorseTrapped, trapped);
    units = std::min(units, 10);
    add(kTermKingZone, units * units);
    pressure = std::min(pressure, 12);
    add(kTermPalacePressure, pressure * pressure);
    add(kTermAdvisorThreat, p.count(colour, kAdvisor) * enemyAttack);
    add(kTermElephantThreat, p.count(colour, kElephant) * enemyAttack);
    add(kTermNoAdvisorChariot, (2 - p.count(them, kAdvisor)) * p.count(colour, kChariot));
    add(kTermNoElephantCannon, (2 - p.count(them, kElephant)) * p.count(colour, kCannon));
}

// Endgame knowledge: a side that cannot mate cannot be ahead; a lone horse or cannon (and a cannon
// without any screen of its own) can rarely force mate, so such advantages are scaled down (eighths).
int scaleWhenAhead(const Position& p, int colour) {
    if (cannotMate(p, colour)) return 0;
    const int heavy = p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon);
    const int soldiers = p.count(colour, kSoldier);
    const bool loneHorse = heavy == 1 && p.count(colour, kHorse) == 1 && soldiers == 0;
    const bool loneCannon = heavy == 1 && p.count(colour, kCannon) == 1 && soldiers == 0 &&
                            p.count(colour, kAdvisor) + p.count(colour, kElephant) == 0;
    return loneHorse || loneCannon ? 1 : 8;
}

int scaled(int redScore, const std::array<int, 2>& scale) {
    if (redScore > 0) return redScore * scale[kRed] / 8;
    if (redScore < 0) return -(-redScore * scale[kBlack] / 8);
    return 0;
}

}  // namespace

bool cannotMate(const Position& p, int colour) {
    return p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon) + p.count(colour, kSoldier) == 0;
}

void useEvaluationWeights(const EvalWeights& weights) { gTables = Tables(weights); }

int evaluate(const Position& p) {
    const Tables& t = gTables;
    const int mg = phaseOf(p), eg = kPhaseMax - mg;
    const int attack[2] = {attackOf(p, kRed), attackOf(p, kBlack)};
    long long numerator = 0;  // Red's view, in 1/kEvalUnit centipawns
    for (int colour = 0; colour < 2; ++colour) {
        int sumMg = 0, sumEg = 0, free = 0;
        for (int i = 0; i < 16; ++i) {
            const int sq = p.slotSquare(colour, i);
            if (sq == 0) continue;
            sumMg += t.mg[p.at(sq)][static_cast<std::size_t>(sq)];
            sumEg += t.eg[p.at(sq)][static_cast<std::size_t>(sq)];
        }
        activity(p, colour, attack[colour ^ 1], [&](EvalTerm term, int n) { free += t.w[term] * n; });
        const long long side = static_cast<long long>(sumMg) * mg + static_cast<long long>(sumEg) * eg +
                               static_cast<long long>(free) * kEvalUnit;
        numerator += colour == kRed ? side : -side;
    }
    const std::array<int, 2> scale = {scaleWhenAhead(p, kRed), scaleWhenAhead(p, kBlack)};
    const int score = scaled(static_cast<int>(numerator / kEvalUnit), scale);
    return (p.sideToMove() == kRed ? score : -score) + t.w[kTermTempo];
}

void evaluationFeatures(const Position& p, EvalFeatures& red, std::array<int, 2>& scale) {
    red.fill(0);
    const int mg = phaseOf(p), eg = kPhaseMax - mg;
    const int attack[2] = {attackOf(p, kRed), attackOf(p, kBlack)};
    for (int colour = 0; colour < 2; ++colour) {
        const int sign = colour == kRed ? 1 : -1;
        for (int i = 0; i < 16; ++i) {
            const int sq = p.slotSquare(colour, i);
            if (sq == 0) continue;
            const Kind kind = kindOf(p.at(sq));
            const int r = colour == kRed ? 9 - rowOf(sq) : rowOf(sq);
            if (kind != kGeneral) {
                red[kMaterialMg[kind]] += sign * 16 * mg;
                red[kMaterialMg[kind] + 1] += sign * 16 * eg;
            }
            red[kTermPstMg] += sign * pstTable(kind, fileOf(sq), r, false) * mg;
            red[kTermPstEg] += sign * pstTable(kind, fileOf(sq), r, true) * eg;
        }
        activity(p, colour, attack[colour ^ 1],
                 [&](EvalTerm term, int n) { red[term] += sign * n * kEvalUnit; });
    }
    red[kTermTempo] = p.sideToMove() == kRed ? 1 : -1;
    scale = {scaleWhenAhead(p, kRed), scaleWhenAhead(p, kBlack)};
}

int evaluateWith(const EvalFeatures& red, const std::array<int, 2>& scale, int sideToMove, const EvalWeights& w) {
    long long numerator = 0;
    for (int i = 0; i < kEvalTermCount; ++i)
        if (i != kTermTempo)
            numerator +=
                static_cast<long long>(w[static_cast<std::size_t>(i)]) * red[static_cast<std::size_t>(i)];
    const int score = scaled(static_cast<int>(numerator / kEvalUnit), scale);
    return (sideToMove == kRed ? score : -score) + w[kTermTempo];
}

}  // namespace qipan::xiangqi
