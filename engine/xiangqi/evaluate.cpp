#include "xiangqi/evaluate.h"

#include <array>
#include <cstdlib>

namespace qipan::xiangqi {
namespace {

// Piece-square bonus for a piece of `kind` at file x (0..8) and rank r counted from its own back rank.
int placeBonus(Kind kind, int x, int r) {
    const int centre = 4 - std::abs(x - 4);
    switch (kind) {
        case kSoldier:
            if (r <= 4) return r == 4 && x == 4 ? 5 : 0;
            return 40 + centre * 8 + (r >= 6 && r <= 8 ? 20 : 0) - (r == 9 ? 25 : 0);
        case kHorse:
            return centre * 4 + (r >= 3 && r <= 7 ? r * 5 : 0) - (x == 0 || x == 8 ? 12 : 0) - (r == 0 ? 8 : 0);
        case kCannon:
            return (x == 4 ? 15 : 0) + (r >= 7 ? 8 : 0) + (r == 2 ? 4 : 0);
        case kChariot:
            return (r >= 5 && r <= 7 ? 12 : 0) + (x >= 3 && x <= 5 ? 5 : 0) + (r == 0 && (x == 0 || x == 8) ? -10 : 0);
        case kGeneral:
            return (x == 4 ? 6 : 0) - r * 12;
        default:
            return 0;
    }
}

struct Tables {
    std::array<std::array<short, 256>, 16> value{};  // material + placement, Red's view for codes 1..7
    Tables() {
        for (int code = 1; code < 16; ++code) {
            if ((code & 7) == 0) continue;
            const Kind kind = kindOf(static_cast<std::uint8_t>(code));
            const int colour = colourOf(static_cast<std::uint8_t>(code));
            for (int y = 0; y < kRanks; ++y)
                for (int x = 0; x < kFiles; ++x) {
                    const int r = colour == kRed ? 9 - y : y;
                    value[static_cast<std::size_t>(code)][static_cast<std::size_t>(squareOf(x, y))] =
                        static_cast<short>(kPieceValue[kind] + placeBonus(kind, x, r));
                }
        }
    }
};
const Tables& tables() {
    static const Tables t;
    return t;
}

constexpr int kOrth[4] = {-16, 16, -1, 1};

int attackers(const Position& p, int colour) {
    return 2 * p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon);
}

// The side's score terms that need a look at the board: mobility and the enemy general's troubles.
int activity(const Position& p, int colour) {
    int score = 0;
    const int enemyGeneral = p.generalSquare(colour ^ 1);
    for (int i = 1; i < 16; ++i) {
        const int sq = p.slotSquare(colour, i);
        if (sq == 0) continue;
        const Kind kind = kindOf(p.at(sq));
        if (kind == kChariot) {
            int moves = 0;
            for (int dir : kOrth)
                for (int s = sq + dir; p.at(s) == kEmpty; s += dir) ++moves;
            score += moves * 3;
        } else if (kind == kHorse) {
            int moves = 0;
            for (int dir : kOrth) {
                if (p.at(sq + dir) != kEmpty) continue;
                const int side = (dir == 16 || dir == -16) ? 1 : 16;
                for (int to : {sq + 2 * dir + side, sq + 2 * dir - side}) {
                    const std::uint8_t t = p.at(to);
                    moves += t == kEmpty || (isPiece(t) && colourOf(t) != colour);
                }
            }
            score += moves * 5 - 10;
        } else if (kind == kCannon && fileOf(sq) == fileOf(enemyGeneral)) {
            // A cannon facing the general with nothing between ("hollow cannon") pins the defence.
            const int dir = sq < enemyGeneral ? 16 : -16;
            int between = 0;
            for (int s = sq + dir; s != enemyGeneral; s += dir) between += p.at(s) != kEmpty;
            if (between == 0) score += 60;
            else if (between == 1) score += 10;
        }
    }
    // Attackers against missing advisors and elephants around the enemy general.
    const int defenders = p.count(colour ^ 1, kAdvisor) + p.count(colour ^ 1, kElephant);
    score += attackers(p, colour) * (4 - defenders) * 6;
    return score;
}

}  // namespace

bool cannotMate(const Position& p, int colour) {
    return p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon) + p.count(colour, kSoldier) == 0;
}

int evaluate(const Position& p) {
    const auto& t = tables();
    int score = 0;  // Red's view
    for (int colour = 0; colour < 2; ++colour) {
        int sum = 0;
        for (int i = 0; i < 16; ++i) {
            const int sq = p.slotSquare(colour, i);
            if (sq != 0) sum += t.value[p.at(sq)][static_cast<std::size_t>(sq)];
        }
        sum += activity(p, colour);
        score += colour == kRed ? sum : -sum;
    }
    // Endgame knowledge: a side that cannot mate cannot be ahead; a lone horse or cannon (and a cannon
    // without any screen of its own) can rarely force mate, so such advantages are scaled down.
    for (int colour = 0; colour < 2; ++colour) {
        const int mine = colour == kRed ? score : -score;
        if (mine <= 0) continue;
        int scaled = mine;
        if (cannotMate(p, colour)) scaled = 0;
        else {
            const int heavy = p.count(colour, kChariot) + p.count(colour, kHorse) + p.count(colour, kCannon);
            const int soldiers = p.count(colour, kSoldier);
            const bool loneHorse = heavy == 1 && p.count(colour, kHorse) == 1 && soldiers == 0;
            const bool loneCannon = heavy == 1 && p.count(colour, kCannon) == 1 && soldiers == 0 &&
                                    p.count(colour, kAdvisor) + p.count(colour, kElephant) == 0;
            if (loneHorse || loneCannon) scaled = mine / 8;
        }
        score = colour == kRed ? scaled : -scaled;
    }
    return (p.sideToMove() == kRed ? score : -score) + 10;  // a small bonus for the move
}

}  // namespace qipan::xiangqi
