#include "othello/evaluation.h"

#include <algorithm>
#include <atomic>

#include "othello/evaluation_weights.h"
#include "othello/patterns.h"

namespace qipan::othello {

namespace {

// X squares (diagonally next to a corner) and C squares (next to a corner along an edge), each with the
// corner it gives away while that corner is empty.
struct CornerNeighbour {
    int square;
    int corner;
};
constexpr CornerNeighbour kXSquares[] = {{9, 0}, {14, 7}, {49, 56}, {54, 63}};
constexpr CornerNeighbour kCSquares[] = {{1, 0}, {8, 0}, {6, 7}, {15, 7}, {48, 56}, {57, 56}, {55, 63}, {62, 63}};

int cornerNeighbourBalance(const Position& p, const CornerNeighbour* list, int count, Bits empty) {
    int balance = 0;
    for (int i = 0; i < count; ++i) {
        if (!(empty & bit(list[i].corner))) continue;
        const Bits s = bit(list[i].square);
        balance += (p.player & s) ? 1 : (p.opponent & s) ? -1 : 0;
    }
    return balance;
}

std::atomic<bool> gPatterns{true};

}  // namespace

void usePatternEvaluation(bool on) { gPatterns.store(on, std::memory_order_relaxed); }

bool usesPatterns(const Position& p) { return p.squares == kFullBoard && gPatterns.load(std::memory_order_relaxed); }

FeatureVector features(const Position& p) {
    FeatureVector f{};
    const Bits empty = p.empty();
    f[kFeatMobility] = popcount(legalMoves(p.player, p.opponent, empty)) - popcount(legalMoves(p.opponent, p.player, empty));
    f[kFeatPotentialMobility] = popcount(neighbours(p.opponent) & empty) - popcount(neighbours(p.player) & empty);
    // Board corners: the 8x8 corners, or on 6x6 the corners of the top-left 6x6 block.
    const Bits corners = p.squares == kFullBoard ? kCorners : (bit(0) | bit(5) | bit(40) | bit(45));
    f[kFeatCorners] = popcount(p.player & corners) - popcount(p.opponent & corners);
    if (p.squares == kFullBoard) {
        f[kFeatXSquares] = cornerNeighbourBalance(p, kXSquares, 4, empty);
        f[kFeatCSquares] = cornerNeighbourBalance(p, kCSquares, 8, empty);
    }
    f[kFeatStable] = popcount(edgeStableDiscs(p.player)) - popcount(edgeStableDiscs(p.opponent));
    f[kFeatParity] = (popcount(empty) & 1) ? 1 : -1;
    f[kFeatDiscs] = popcount(p.player) - popcount(p.opponent);
    return f;
}

int evaluate(const Position& p) {
    if (usesPatterns(p)) return patterns::evaluate(p);
    const FeatureVector f = features(p);
    const int empties = std::min(p.emptyCount(), 60);
    const auto& w = kEvaluationWeights[empties];
    int score = w[kFeatureCount];  // constant term (the side to move's bias at this stage)
    for (int i = 0; i < kFeatureCount; ++i) score += w[i] * f[i];
    return std::clamp(score, -6300, 6300);
}

}  // namespace qipan::othello
