// The exact endgame solver against the FFO test suite (tests/data/othello/ffo40-59.txt): exact scores
// and a best move from the file's list. The positions that take longer are in `bench othello --ffo`.
#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "othello/endgame.h"
#include "othello/grid_board.h"
#include "support/test_data.h"

using namespace qipan;
using namespace qipan::othello;

namespace {

struct FfoPosition {
    std::string board, side, bestMoves;
    int score = 0;
};

std::vector<FfoPosition> ffo() {
    std::vector<FfoPosition> list;
    for (const auto& line : qipan::testing::dataLines("othello/ffo40-59.txt")) {
        std::istringstream in(line);
        FfoPosition p;
        in >> p.board >> p.side >> p.score >> p.bestMoves;
        list.push_back(p);
    }
    return list;
}

Position positionOf(const FfoPosition& f) {
    std::string error;
    const auto board = GridBoard::fromText(f.board + " " + f.side, error);
    BOOST_REQUIRE_MESSAGE(board.has_value(), error);
    return *toPosition(*board);
}

// Brute force minimax without pruning, for small numbers of empties.
int minimax(const Position& p, bool passed) {
    Bits moves = p.moves();
    if (!moves) {
        if (passed) return -p.passed().finalScore();
        return -minimax(p.passed(), true);
    }
    int best = -65;
    while (moves) {
        const int sq = firstSquare(moves);
        moves &= moves - 1;
        best = std::max(best, -minimax(p.after(sq, flips(sq, p.player, p.opponent)), false));
    }
    return best;
}

// A game of random moves (a linear congruential sequence from `state`) on a board of `size`, stopped
// at `stop` empties or at its end.
GridBoard randomGame(int size, std::uint64_t state, int stop) {
    GridBoard b(size);
    while (!b.gameOver() && b.count(kEmpty) > stop) {
        const auto cells = b.legalCells(b.sideToMove());
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        b.play(cells.empty() ? kPassCode : cells[(state >> 33) % cells.size()]);
    }
    return b;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(othello_endgame)

BOOST_AUTO_TEST_CASE(ffo_40_to_42_exact_score_and_best_move) {
    const auto positions = ffo();
    BOOST_REQUIRE(positions.size() == 20u);
    EndgameTables table(64);
    for (int i = 0; i < 3; ++i) {
        const auto& f = positions[i];
        table.clear();
        EndgameSolver solver(table);
        const EndgameResult r = solver.solve(positionOf(f));
        BOOST_TEST(r.score == f.score, "FFO #" << 40 + i);
        BOOST_TEST(f.bestMoves.find(squareName(r.bestSquare)) != std::string::npos,
                   "FFO #" << 40 + i << " played " << squareName(r.bestSquare) << ", best " << f.bestMoves);
    }
}

BOOST_AUTO_TEST_CASE(ffo_59_wipeout_within_a_node_limit) {
    // FFO #59 (34 empties): Black wipes White out (+64). Fastest-first finds it in about 20,000 nodes;
    // ordering by the evaluation alone took 188 M, because the tables know little of such lopsided
    // boards. A move that leaves the opponent no reply is now tried first.
    const auto positions = ffo();
    const auto& f = positions[19];
    EndgameTables table(16);
    EndgameSolver solver(table);
    SearchLimits limits;
    limits.nodes = 1000000;
    SearchControl control(limits, {});
    const EndgameResult r = solver.solve(positionOf(f), -64, 64, &control);
    BOOST_TEST(!r.aborted);
    BOOST_TEST(r.score == 64);
    BOOST_TEST(f.bestMoves.find(squareName(r.bestSquare)) != std::string::npos);
}

BOOST_AUTO_TEST_CASE(win_loss_draw_search_gives_the_sign) {
    const auto positions = ffo();
    EndgameTables table(16);
    for (int i : {0, 1}) {  // +38 (win) and +0 (draw)
        EndgameSolver solver(table);
        const EndgameResult r = solver.solve(positionOf(positions[i]), -1, 1);
        const int sign = r.score > 0 ? 1 : r.score < 0 ? -1 : 0;
        const int expected = positions[i].score > 0 ? 1 : positions[i].score < 0 ? -1 : 0;
        BOOST_TEST(sign == expected, "FFO #" << 40 + i);
    }
}

BOOST_AUTO_TEST_CASE(solver_agrees_with_plain_minimax_near_the_end) {
    // Random games stopped at 9 empties down to none (a full board, or one square whose move fills it):
    // the pruned, ordered solver must match the full tree.
    EndgameTables table(4);
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const GridBoard b = randomGame(8, seed * 7919, 9 - static_cast<int>(seed % 10));
        const Position p = *toPosition(b);
        EndgameSolver solver(table);
        const int expected = p.moves() || p.opponentMoves() ? minimax(p, false) : p.finalScore();
        BOOST_TEST(solver.solve(p).score == expected, "seed " << seed << ' ' << b.text());
    }
}

BOOST_AUTO_TEST_CASE(windows_and_aspiration_agree_with_the_exact_score) {
    // Random games stopped at 15-17 empties, where the solver orders by the evaluation and starts from
    // its guess: a narrow window around the exact score finds it, windows above and below fail on the
    // right side, and the best move's reply scores the negation.
    EndgameTables table(16);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const GridBoard b = randomGame(8, seed * 104729, 15 + static_cast<int>(seed % 3));
        const Position p = *toPosition(b);
        if (!p.moves()) continue;
        table.clear();
        EndgameSolver solver(table);
        const EndgameResult full = solver.solve(p);
        const int exact = full.score;
        BOOST_TEST(solver.solve(p, exact - 1, exact + 1).score == exact, b.text());
        if (exact < 64) BOOST_TEST(solver.solve(p, exact + 1, 64).score <= exact + 1, b.text());
        if (exact > -64) BOOST_TEST(solver.solve(p, -64, exact - 1).score >= exact - 1, b.text());
        BOOST_TEST_REQUIRE(full.bestSquare >= 0);
        const Position next = p.after(full.bestSquare, flips(full.bestSquare, p.player, p.opponent));
        const int reply = next.moves() || next.opponentMoves() ? solver.solve(next).score : next.finalScore();
        BOOST_TEST(-reply == exact, b.text() << " best " << squareName(full.bestSquare));
    }
}

BOOST_AUTO_TEST_CASE(every_instruction_set_searches_the_same_tree) {
    // The solver is compiled up to three times on x86-64 (endgame_x86v3.cpp for AVX2 processors,
    // endgame_x86v4.cpp for AVX-512 ones): every copy this processor runs must give the generic copy's
    // score, move and node count, full window and null window, on 8x8 and 6x6 positions of 10-18 empties
    // (the evaluation's ordering from 14, the selective pass at 18 included).
    using Isa = EndgameSolver::InstructionSet;
    BOOST_TEST(EndgameSolver::name(Isa::Generic) == std::string("generic"));
    BOOST_TEST(EndgameSolver::runs(Isa::Generic));
    std::vector<Isa> others;
    for (const Isa isa : {Isa::X86V3, Isa::X86V4})
        if (EndgameSolver::runs(isa)) others.push_back(isa);
        else BOOST_TEST_MESSAGE("this build or processor has no " << EndgameSolver::name(isa) << " solver");
    if (others.empty()) return;
    BOOST_TEST(EndgameSolver::name(EndgameSolver::bestInstructionSet()) == std::string(EndgameSolver::name(others.back())));
    EndgameTables table(16);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int size = seed % 4 == 0 ? 6 : 8;
        const int stop = size == 6 ? 10 + static_cast<int>(seed % 7) : 10 + static_cast<int>(seed % 9);
        const GridBoard b = randomGame(size, seed * 2654435761ULL, stop);
        const Position p = *toPosition(b);
        if (!p.moves()) continue;
        for (const auto& [alpha, beta] : {std::pair{-64, 64}, std::pair{-1, 1}, std::pair{3, 5}}) {
            const auto solveWith = [&](Isa isa) {
                table.clear();
                EndgameSolver solver(table);
                BOOST_TEST_REQUIRE(solver.setInstructionSet(isa));
                return solver.solve(p, alpha, beta);
            };
            const EndgameResult generic = solveWith(Isa::Generic);
            for (const Isa isa : others) {
                const EndgameResult r = solveWith(isa);
                BOOST_TEST(r.score == generic.score, EndgameSolver::name(isa) << ' ' << b.text() << " window " << alpha << ' ' << beta);
                BOOST_TEST(r.bestSquare == generic.bestSquare, EndgameSolver::name(isa) << ' ' << b.text());
                BOOST_TEST(r.nodes == generic.nodes, EndgameSolver::name(isa) << ' ' << b.text());
                ++compared;
            }
        }
    }
    BOOST_TEST(compared >= 100 * static_cast<int>(others.size()));
}

BOOST_AUTO_TEST_SUITE_END()
