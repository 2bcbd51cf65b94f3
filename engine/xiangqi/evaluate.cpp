#include "xiangqi/evaluate.h"

#include <cstdlib>

#include "xiangqi/evaluation_weights.h"

namespace qipan::xiangqi {

const char* const kEvalTermNames[kEvalTermCount] = {
    "advisor",        "elephant",        "horse",          "chariot",          "cannon",
    "soldier",        "soldier crossed", "soldier centre", "soldier palace",   "soldier last rank",
    "soldier centre home", "horse centre", "horse advance", "horse edge",       "horse home",
    "cannon centre",  "cannon deep",     "cannon rank 2",  "chariot river",    "chariot centre",
    "chariot corner", "general centre",  "general raised", "chariot mobility", "horse mobility",
    "hollow cannon",  "cannon screen",   "king pressure",  "tempo",
};

const EvalWeights kHandSetWeights = {{
    120, 120, 280, 620, 300, 40,  // advisor elephant horse chariot cannon soldier
    40, 8, 20, -25, 5,            // soldier: crossed, centre, palace ranks, last rank, centre home
    4, 5, -12, -8,                // horse: centre, advance, edge, home
    15, 8, 4,                     // cannon: centre file, deep, rank 2
    12, 5, -10,                   // chariot: river ranks, centre files, corner
    6, -12,                       // general: centre file, raised
    3, 5, 60, 10, 6,              // mobility chariot, horse; hollow cannon, cannon screen, king pressure
    10,                           // tempo
}};

namespace {

// Both the fast evaluation and the fit read the terms through these scans, so they cannot disagree.
// A sink takes (term, count).

// Material and placement of a piece of `kind` at file x (0..8) and rank r counted from its own back rank.
template <class Sink>
void placement(Kind kind, int x, int r, Sink&& add) {
    const int centre = 4 - std::abs(x - 4);
    switch (kind) {
        case kAdvisor: add(kTermAdvisor, 1); break;
        case kElephant: add(kTermElephant, 1); break;
        case kSoldier:
            add(kTermSoldier, 1);
            if (r <= 4) {
                add(kTermSoldierCentreHome, r == 4 && x == 4);
            } else {
                add(kTermSoldierCrossed, 1);
                add(kTermSoldierCentre, centre);
                add(kTermSoldierPalace, r >= 6 && r <= 8);
                add(kTermSoldierLastRank, r == 9);
            }
            break;
        case kHorse:
            add(kTermHorse, 1);
            add(kTermHorseCentre, centre);
            add(kTermHorseAdvance, r >= 3 && r <= 7 ? r : 0);
            add(kTermHorseEdge, x == 0 || x == 8);
            add(kTermHorseHome, r == 0);
            break;
        case kCannon:
            add(kTermCannon, 1);
            add(kTermCannonCentre, x == 4);
            add(kTermCannonDeep, r >= 7);
            add(kTermCannonRank2, r == 2);
            break;
        case kChariot:
            add(kTermChariot, 1);
            add(kTermChariotRiver, r >= 5 && r <= 7);
            add(kTermChariotCentre, x >= 3 && x <= 5);
            add(kTermChariotCorner, r == 0 && (x == 0 || x == 8));
            break;
        case kGeneral:
            add(kTermGeneralCentre, x == 4);
            add(kTermGeneralRaised, r);
            break;
        default: break;
    }
}

struct Tables {
    std::array<std::array<short, 256>, 16> value{};  // material + placement for codes 1..15, own colour's view
    EvalWeights w{};
    explicit Tables(const EvalWeights& weights) : w(weights) {
        for (int code = 1; code < 16; ++code) {
            if ((code & 7) == 0) continue;
            const Kind kind = kindOf(static_cast<std::uint8_t>(code));
            const int colour = colourOf(static_cast<std::uint8_t>(code));
            for (int y = 0; y < kRanks; ++y)
                for (int x = 0; x < kFiles; ++x) {
                    const int r = colour == kRed ? 9 - y : y;
                    int v = 0;
                    placement(kind, x, r, [&](EvalTerm t, int n) { v += w[t] * n; });
                    value[static_cast<std::size_t>(code)][static_cast<std::size_t>(squareOf(x, y))] = static_cast<short>(v);
                }
        }
    }
};
Tables gTables(kEvaluationWeights);

constexpr int kOrth[4] = {-16, 16, -1, 1};

// The side's terms that need a look at the board: mobility and the enemy general's troubles.
template <class Sink>
void activity(const Position& p, int colour, Sink&& add) {
    const int enemyGeneral = p.generalSquare(colour ^ 1);
    int chariotMoves = 0, horseMoves = 0;
    for (int i = 1; i < 16; ++i) {
        const int sq = p.slotSquare(colour, i);
        if (sq == 0) continue;
        const Kind kind = kindOf(p.at(sq));
        if (kind == kChariot) {
            for (int dir : kOrth)
                for (int s = sq + dir; p.at(s) == kEmpty; s += dir) ++chariotMoves;
        } else if (kind == kHorse) {
            for (int dir : kOrth) {
                if (p.at(sq + dir) != kEmpty) continue;
                const int side = (dir == 16 || dir == -16) ? 1 : 16;
                for (int to : {sq + 2 * dir + side, sq + 2 * dir - side}) {
                    const std::uint8_t t = p.at(to);
                    horseMoves += t == kEmpty || (isPiece(t) && colourOf(t) != colour);
                }
            }
        } else if (kind == kCannon && fileOf(sq) == fileOf(enemyGeneral)) {
            // A cannon facing the general with nothing between ("hollow cannon") pins the defence.
            const int dir = sq < enemyGeneral ? 16 : -16;
            int between = 0;
            for (int s = sq + dir; s != enemyGeneral; s += dir) between += p.at(s) != kEmpty;
            if (between == 0) add(kTermHollowCannon, 1);
            else if (between == 1) add(kTermCannonScreen, 1);
        }
    }
    add(kTermChariotMobility, chariotMoves);
    add(kTermHorseMobility, horseMoves);
    // Attackers against missing advisors and elephants around the enemy general.
    const int attackers = 2 * p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon);
    const int defenders = p.count(colour ^ 1, kAdvisor) + p.count(colour ^ 1, kElephant);
    add(kTermKingPressure, attackers * (4 - defenders));
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
    int score = 0;  // Red's view
    for (int colour = 0; colour < 2; ++colour) {
        int sum = 0;
        for (int i = 0; i < 16; ++i) {
            const int sq = p.slotSquare(colour, i);
            if (sq != 0) sum += t.value[p.at(sq)][static_cast<std::size_t>(sq)];
        }
        activity(p, colour, [&](EvalTerm term, int n) { sum += t.w[term] * n; });
        score += colour == kRed ? sum : -sum;
    }
    const std::array<int, 2> scale = {scaleWhenAhead(p, kRed), scaleWhenAhead(p, kBlack)};
    score = scaled(score, scale);
    return (p.sideToMove() == kRed ? score : -score) + t.w[kTermTempo];
}

void evaluationFeatures(const Position& p, EvalFeatures& red, std::array<int, 2>& scale) {
    red.fill(0);
    for (int colour = 0; colour < 2; ++colour) {
        const int sign = colour == kRed ? 1 : -1;
        auto add = [&](EvalTerm term, int n) { red[term] += sign * n; };
        for (int i = 0; i < 16; ++i) {
            const int sq = p.slotSquare(colour, i);
            if (sq == 0) continue;
            const int r = colour == kRed ? 9 - rowOf(sq) : rowOf(sq);
            placement(kindOf(p.at(sq)), fileOf(sq), r, add);
        }
        activity(p, colour, add);
    }
    red[kTermTempo] = p.sideToMove() == kRed ? 1 : -1;
    scale = {scaleWhenAhead(p, kRed), scaleWhenAhead(p, kBlack)};
}

int evaluateWith(const EvalFeatures& red, const std::array<int, 2>& scale, int sideToMove, const EvalWeights& w) {
    int score = 0;
    for (int i = 0; i < kEvalTermCount; ++i)
        if (i != kTermTempo) score += w[static_cast<std::size_t>(i)] * red[static_cast<std::size_t>(i)];
    score = scaled(score, scale);
    return (sideToMove == kRed ? score : -score) + w[kTermTempo];
}

}  // namespace qipan::xiangqi
