// The evaluation along a search line. Where the pattern evaluation is used, each instance's index is
// carried from move to move (patterns::IndexPair, updated by the discs a move changes) instead of being
// recounted from the board at every leaf; elsewhere (6x6, or while the pattern fit plays its games with
// the feature sum) nothing is carried (NoIndexes). A search is written once, as a template over the two.
#pragma once

#include "othello/evaluation.h"
#include "othello/patterns.h"

namespace qipan::othello {

struct NoIndexes {};

inline int leafValue(const Position& p, const NoIndexes&) { return evaluate(p); }
inline int leafValue(const Position& p, const patterns::IndexPair& i) {
    return patterns::evaluate(p, i.mover);
}
// The same where the side to move's moves are known already (the search has generated them).
inline int leafValue(const Position& p, const NoIndexes&, Bits) { return evaluate(p); }
inline int leafValue(const Position& p, const patterns::IndexPair& i, Bits moves) {
    return patterns::evaluate(p, i.mover, moves);
}

inline NoIndexes afterMove(const NoIndexes&, int, Bits) { return {}; }
inline patterns::IndexPair afterMove(const patterns::IndexPair& i, int square, Bits flipped) {
    patterns::IndexPair next;
    patterns::play(i, square, flipped, next);
    return next;
}

// The value of the position `next` that a move (`square`, turning `flipped`) leads to, for the side to move
// there, whose moves are `moves`: leafValue(next, afterMove(i, square, flipped), moves), without the view
// a leaf does not read.
inline int leafValueAfter(const Position& next, const NoIndexes&, int, Bits, Bits) { return evaluate(next); }
inline int leafValueAfter(const Position& next, const patterns::IndexPair& i, int square, Bits flipped, Bits moves) {
    std::array<int, patterns::kInstanceCount> mover;
    patterns::playForNextMover(i, square, flipped, mover);
    return patterns::evaluate(next, mover, moves);
}

inline NoIndexes afterPass(const NoIndexes&) { return {}; }
inline patterns::IndexPair afterPass(const patterns::IndexPair& i) { return {i.other, i.mover}; }

}  // namespace qipan::othello
