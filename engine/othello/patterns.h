// Pattern evaluation for 8x8 Othello: the classic approach of table-driven evaluators. The board is cut
// into lines and corner regions (edges with their X squares, 3x3 and 2x4 corners, rows 2-4, diagonals);
// each instance's contents (empty / side to move / opponent per square, a base-3 number) index a table
// of learned values, one table set per game stage. Symmetric instances share their table, so the edge
// seen from a1 and from h8 is valued alike. The tables come from `qipan-engine fit othello-patterns`
// (engine/othello/pattern_weights.inc).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "othello/position.h"

namespace qipan::othello::patterns {

constexpr int kPatternCount = 10;
constexpr int kMaxPatternSquares = 10;
constexpr int kInstanceCount = 42;
constexpr int kStageCount = 10;
// Scalar features after the pattern tables: mobility difference and a constant.
constexpr int kScalarCount = 2;

struct Instance {
    int pattern;
    int size;
    std::array<int, kMaxPatternSquares> squares;  // bitboard squares, most significant digit first
};

// Every instance of every pattern on the 8x8 board, in pattern order.
const std::array<Instance, kInstanceCount>& instances();
// Table size (3^squares) and offset of each pattern in one stage's weight vector.
int patternSize(int pattern);
int patternOffset(int pattern);
// Weights per stage: the pattern tables then the scalar features.
int stageWeightCount();
// Stage of a position by its number of empty squares.
int stageOf(int empties);

// Base-3 index of one instance: digit 0 empty, 1 side to move, 2 opponent.
inline int instanceIndex(const Instance& in, Bits player, Bits opponent) {
    int index = 0;
    for (int k = 0; k < in.size; ++k) {
        const int s = in.squares[static_cast<std::size_t>(k)];
        index = index * 3 + static_cast<int>((player >> s) & 1) + 2 * static_cast<int>((opponent >> s) & 1);
    }
    return index;
}

// The same for all instances at once, visiting each disc once (what the evaluation uses).
void instanceIndexes(const Position& p, std::array<int, kInstanceCount>& index);

// The index a configuration shares with its mirror images within the same pattern (the smallest),
// so training pools them; the runtime tables hold every index, already expanded.
int canonicalIndex(int pattern, int index);

// Feature list of a position for training: the weight slots (offset + canonical index) of all instances
// and the scalar feature values.
struct Sample {
    std::array<std::int32_t, kInstanceCount> slots;
    std::array<std::int16_t, kScalarCount> scalars;
};
Sample sampleOf(const Position& p);

// Evaluation of an 8x8 position for the side to move, in hundredths of a disc.
int evaluate(const Position& p);
// The same from indexes already known (`index` as instanceIndexes gives them).
int evaluate(const Position& p, const std::array<int, kInstanceCount>& index);
// The same when the side to move's moves are known too (a search has just generated them).
int evaluate(const Position& p, const std::array<int, kInstanceCount>& index, Bits moves);
// The same from the number of empty squares and the mobility difference (side to move's moves minus
// the opponent's), for a caller that counts moves its own way (the solver's per-instruction-set copies).
int evaluate(int empties, const std::array<int, kInstanceCount>& index, int mobility);

// Every instance's index seen by each side, kept up to date move by move: a move changes a handful of
// discs, so updating costs a fraction of recounting the board (the midgame search and the solver's
// ordering searches carry it down their lines: othello/indexed_evaluation.h).
struct IndexPair {
    std::array<int, kInstanceCount> mover;  // digits: 1 side to move, 2 opponent
    std::array<int, kInstanceCount> other;  // digits: 1 opponent, 2 side to move
};
IndexPair indexPairOf(const Position& p);
// After the side to move plays `square` turning `flipped`: the pair for the next side to move. A pass
// just swaps the two views.
void play(const IndexPair& before, int square, Bits flipped, IndexPair& after);
// Only the next side to move's view after that move (play()'s after.mover): what evaluating the position
// a move leads to needs, with half of play()'s updates.
void playForNextMover(const IndexPair& before, int square, Bits flipped, std::array<int, kInstanceCount>& next);

// Stage weights in hundredths of a disc, canonical slots only (the fit command's output format).
using StageWeights = std::vector<std::int32_t>;
// Text encoding of the weights for pattern_weights.inc, and back (for tests: a round trip).
std::string encodeWeights(const std::vector<StageWeights>& stages);
std::vector<StageWeights> decodeWeights(const char* text);
// The tables the evaluation uses now (decoded from pattern_weights.inc), for a fit that refits some stages.
std::vector<StageWeights> currentWeights();

}  // namespace qipan::othello::patterns
