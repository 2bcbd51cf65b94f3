// The pattern evaluation: every square belongs to some pattern, mirror images of a position get the
// same value, and the weight text the fit command writes reads back to the same tables.
#include <boost/test/unit_test.hpp>
#include <cmath>
#include <set>

#include "core/zobrist.h"
#include "othello/patterns.h"
#include "othello/endgame.h"
#include "othello/search.h"
#include "othello_test_util.h"

using namespace qipan;
using namespace qipan::othello;
using namespace qipan::othello::testing;
namespace pat = qipan::othello::patterns;

namespace {

// Square s under symmetry k: transpose (bit 2), mirror columns (bit 0), mirror rows (bit 1).
Bits transformBits(Bits b, int k) {
    Bits out = 0;
    for (int s = 0; s < 64; ++s) {
        if (!(b & bit(s))) continue;
        int c = s % 8, r = s / 8;
        if (k & 4) std::swap(c, r);
        if (k & 1) c = 7 - c;
        if (k & 2) r = 7 - r;
        out |= bit(r * 8 + c);
    }
    return out;
}

// Positions from seeded random games.
std::vector<Position> randomPositions(int count) {
    std::vector<Position> out;
    SplitMix64 rng(99);
    while (static_cast<int>(out.size()) < count) {
        Position p = start8();
        const int plies = 4 + static_cast<int>(rng.below(56));
        for (int i = 0; i < plies && playRandomPly(p, rng); ++i) {
        }
        out.push_back(p);
    }
    return out;
}

}  // namespace

BOOST_AUTO_TEST_CASE(instances_cover_the_board_and_differ) {
    std::set<std::set<int>> seen;
    Bits covered = 0;
    for (const pat::Instance& in : pat::instances()) {
        std::set<int> squares;
        for (int k = 0; k < in.size; ++k) {
            squares.insert(in.squares[static_cast<std::size_t>(k)]);
            covered |= bit(in.squares[static_cast<std::size_t>(k)]);
        }
        BOOST_TEST(static_cast<int>(squares.size()) == in.size);  // no square twice in one instance
        BOOST_TEST(seen.insert(squares).second);                   // no instance twice
    }
    BOOST_TEST(covered == kFullBoard);
    BOOST_TEST(pat::patternSize(0) == 19683);  // corner 3x3
}

BOOST_AUTO_TEST_CASE(indexes_by_disc_equal_indexes_by_instance) {
    for (const Position& p : randomPositions(200)) {
        std::array<int, pat::kInstanceCount> fast;
        pat::instanceIndexes(p, fast);
        for (int i = 0; i < pat::kInstanceCount; ++i)
            BOOST_TEST_REQUIRE(fast[static_cast<std::size_t>(i)] ==
                               pat::instanceIndex(pat::instances()[static_cast<std::size_t>(i)], p.player, p.opponent));
    }
}

BOOST_AUTO_TEST_CASE(indexes_updated_move_by_move_equal_recounted_ones) {
    // Seeded random games from the start, passes included: after every move and pass the updated pair
    // equals the pair counted afresh, and so do the evaluations.
    SplitMix64 rng(5);
    int checked = 0, passes = 0;
    for (int game = 0; game < 40; ++game) {
        Position p = start8();
        pat::IndexPair pair = pat::indexPairOf(p);
        for (;;) {
            const Bits moves = p.moves();
            if (!moves) {
                if (!p.opponentMoves()) break;
                p = p.passed();
                pair = {pair.other, pair.mover};
                ++passes;
            } else {
                const int sq = randomSquare(moves, rng);
                const Bits f = flips(sq, p.player, p.opponent);
                pat::IndexPair next;
                pat::play(pair, sq, f, next);
                std::array<int, pat::kInstanceCount> nextMover;
                pat::playForNextMover(pair, sq, f, nextMover);
                BOOST_TEST_REQUIRE((nextMover == next.mover));
                pair = next;
                p = p.after(sq, f);
            }
            const pat::IndexPair fresh = pat::indexPairOf(p);
            std::array<int, pat::kInstanceCount> mover, other;
            pat::instanceIndexes(p, mover);
            pat::instanceIndexes(p.passed(), other);
            BOOST_TEST_REQUIRE((fresh.mover == mover && fresh.other == other));
            BOOST_TEST_REQUIRE((pair.mover == fresh.mover && pair.other == fresh.other));
            BOOST_TEST_REQUIRE(pat::evaluate(p, pair.mover) == pat::evaluate(p));
            ++checked;
        }
    }
    BOOST_TEST(checked > 2000);
    BOOST_TEST(passes > 0);
}

BOOST_AUTO_TEST_CASE(canonical_indexes_pool_exactly_the_mirror_images) {
    // Each pattern's configurations fall into classes of mirror images, one table slot each. Their
    // number follows from the pattern's own symmetries by Burnside's count, (3^n + 3^c) / 2 for a
    // pattern with one mirror that leaves c cycles of squares: the 3x3 corner (the diagonal: 3 fixed
    // squares and 3 pairs), the edge with its X squares (4 pairs and b2-g2), rows 2-4 and the
    // diagonals (read backwards); the 2x4 corner has no mirror of its own.
    const int classes[pat::kPatternCount] = {(19683 + 729) / 2, (59049 + 243) / 2, 6561, (6561 + 81) / 2,
                                             (6561 + 81) / 2,   (6561 + 81) / 2,   (6561 + 81) / 2,
                                             (2187 + 81) / 2,   (729 + 27) / 2,    (243 + 27) / 2};
    for (int p = 0; p < pat::kPatternCount; ++p) {
        std::set<int> slots;
        for (int i = 0; i < pat::patternSize(p); ++i) {
            const int c = pat::canonicalIndex(p, i);
            BOOST_TEST_REQUIRE(c <= i);                             // the smallest of its class
            BOOST_TEST_REQUIRE(pat::canonicalIndex(p, c) == c);  // and its own representative
            slots.insert(c);
        }
        BOOST_TEST(static_cast<int>(slots.size()) == classes[p], "pattern " << p);
    }
}

BOOST_AUTO_TEST_CASE(mirror_images_evaluate_alike) {
    for (const Position& p : randomPositions(300)) {
        const int value = pat::evaluate(p);
        for (int k = 1; k < 8; ++k) {
            const Position q{transformBits(p.player, k), transformBits(p.opponent, k), kFullBoard};
            BOOST_TEST_REQUIRE(pat::evaluate(q) == value, "symmetry " << k);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_evaluation_predicts_exact_endgame_scores) {
    // Positions 12-16 empties from the end of random games: the evaluation's error against the exact
    // score must be well below that of the best constant guess (zero) and of the disc count.
    EndgameTables table(16);
    double evalError = 0, zeroError = 0, discError = 0;
    int n = 0;
    for (const Position& p : randomPositions(2000)) {
        const int empties = p.emptyCount();
        if (empties < 12 || empties > 16 || !p.moves()) continue;
        EndgameSolver solver(table);
        const int exact = solver.solve(p).score;
        evalError += std::abs(pat::evaluate(p) / 100.0 - exact);
        zeroError += std::abs(exact);
        discError += std::abs(popcount(p.player) - popcount(p.opponent) - exact);
        if (++n == 60) break;
    }
    BOOST_TEST_REQUIRE(n == 60);
    BOOST_TEST_MESSAGE("mean error: evaluation " << evalError / n << ", zero " << zeroError / n << ", discs " << discError / n);
    BOOST_TEST(evalError < 0.6 * zeroError);
    BOOST_TEST(evalError < 0.6 * discError);
}

BOOST_AUTO_TEST_CASE(weight_text_round_trips) {
    const int n = pat::stageWeightCount();
    std::vector<pat::StageWeights> stages(2, pat::StageWeights(static_cast<std::size_t>(n), 0));
    SplitMix64 rng(7);
    for (auto& stage : stages)
        for (int i = 0; i < n; i += 1 + static_cast<int>(rng.below(40)))
            stage[static_cast<std::size_t>(i)] = (static_cast<int>(rng.below(4001)) - 2000) * 4;
    stages[1][0] = 8188;  // the extremes of the encoding
    stages[1][1] = -8188;
    const auto back = pat::decodeWeights(pat::encodeWeights(stages).c_str());
    BOOST_TEST_REQUIRE(back.size() == stages.size());
    for (std::size_t s = 0; s < stages.size(); ++s) BOOST_TEST(back[s] == stages[s], boost::test_tools::per_element());
    BOOST_CHECK_THROW(pat::decodeWeights("0~|"), std::invalid_argument);
    BOOST_CHECK_THROW(pat::decodeWeights("0\xc3|"), std::invalid_argument);  // not ASCII (a negative char)
    BOOST_CHECK_THROW(pat::decodeWeights(".0"), std::invalid_argument);     // a run cut short
}
