// fit othello: fits the evaluation weights by least squares on self-play positions, each labelled with
// its game's final disc margin (side to move's view), and prints them as othello/evaluation_weights.h.
// A batch job: `qipan-engine fit othello --games 600 > engine/othello/evaluation_weights.h`.
#include <array>
#include <cmath>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "core/zobrist.h"
#include "othello/evaluation.h"
#include "othello/search.h"

namespace qipan::cli {
namespace {

using namespace qipan::othello;

constexpr int kTerms = kFeatureCount + 1;  // features and the constant
using Sample = std::pair<std::array<double, kTerms>, double>;

// Solves (A + ridge I) w = b by Gaussian elimination with partial pivoting.
std::array<double, kTerms> leastSquares(const std::vector<const Sample*>& samples) {
    double a[kTerms][kTerms + 1] = {};
    for (const Sample* s : samples)
        for (int i = 0; i < kTerms; ++i) {
            for (int j = 0; j < kTerms; ++j) a[i][j] += s->first[i] * s->first[j];
            a[i][kTerms] += s->first[i] * s->second;
        }
    for (int i = 0; i < kTerms; ++i) a[i][i] += 1.0;  // a little ridge keeps unused features at zero
    for (int c = 0; c < kTerms; ++c) {
        int pivot = c;
        for (int r = c + 1; r < kTerms; ++r)
            if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
        for (int j = 0; j <= kTerms; ++j) std::swap(a[c][j], a[pivot][j]);
        for (int r = 0; r < kTerms; ++r) {
            if (r == c || a[c][c] == 0) continue;
            const double f = a[r][c] / a[c][c];
            for (int j = c; j <= kTerms; ++j) a[r][j] -= f * a[c][j];
        }
    }
    std::array<double, kTerms> w{};
    for (int i = 0; i < kTerms; ++i) w[i] = a[i][i] != 0 ? a[i][kTerms] / a[i][i] : 0;
    return w;
}

int fit(const Args& args, std::ostream& out, std::ostream& err) {
    const long long games = numberArg(optionValue(args, "--games", "400"), -1);
    const long long depth = numberArg(optionValue(args, "--depth", "3"), -1);
    if (games < 10 || depth < 1 || depth > 60) {
        err << "fit othello: --games >= 10, --depth 1..60\n";
        return 2;
    }
    std::vector<std::vector<Sample>> byEmpties(61);
    SplitMix64 rng(20261123);
    MidgameSearch search(4);
    for (int g = 0; g < games; ++g) {
        GridBoard board(8);
        std::vector<std::pair<std::array<double, kTerms>, Side>> seen;
        std::vector<int> empties;
        for (int ply = 0; !board.gameOver(); ++ply) {
            const Position p = *toPosition(board);
            if (!p.moves()) {
                board.play(kPassCode);
                continue;
            }
            const FeatureVector f = features(p);
            std::array<double, kTerms> x{};
            for (int i = 0; i < kFeatureCount; ++i) x[i] = f[i];
            x[kFeatureCount] = 1;
            seen.emplace_back(x, board.sideToMove());
            empties.push_back(p.emptyCount());
            int cell;
            if (ply < 10) {  // varied openings
                const auto cells = board.legalCells(board.sideToMove());
                cell = cells[rng.below(cells.size())];
            } else {
                SearchLimits limits;
                limits.depth = static_cast<int>(depth);
                cell = search.run(p, limits, {}, {}).best.code;
                cell = cellOfSquare(cell, 8);
            }
            board.play(cell);
        }
        const int blackMargin = board.finalBlackMargin();
        for (std::size_t i = 0; i < seen.size(); ++i) {
            const double margin = seen[i].second == Side::First ? blackMargin : -blackMargin;
            byEmpties[empties[i]].push_back({seen[i].first, margin * 100});
        }
        if ((g + 1) % 100 == 0) err << "fit othello: " << g + 1 << " games\n";
    }
    out << "// Weights of the evaluation features (order of othello::Feature, then a constant term) for 0..60 empty\n"
        << "// squares, in hundredths of a disc. Fitted by `qipan-engine fit othello --games " << games << " --depth "
        << depth << "`:\n// least squares on self-play positions labelled with the game's final disc margin, pooling\n"
        << "// positions within 3 empties of each row.\n#pragma once\n\n#include <array>\n\n#include \"othello/evaluation.h\"\n\n"
        << "namespace qipan::othello {\n\ninline constexpr std::array<std::array<int, kFeatureCount + 1>, 61> kEvaluationWeights = {{\n";
    for (int e = 0; e <= 60; ++e) {
        std::vector<const Sample*> pool;
        for (int d = std::max(0, e - 3); d <= std::min(60, e + 3); ++d)
            for (const Sample& s : byEmpties[d]) pool.push_back(&s);
        std::array<double, kTerms> w{};
        if (pool.size() >= 50) w = leastSquares(pool);
        out << "    {{";
        for (int i = 0; i < kTerms; ++i) out << (i ? ", " : "") << static_cast<int>(std::lround(w[i]));
        out << "}},  // " << e << " empties, " << pool.size() << " positions\n";
    }
    out << "}};\n\n}  // namespace qipan::othello\n";
    return 0;
}

const CliRegistrar fitCommand(CliCommand{"fit", "othello", "fit othello [--games N] [--depth D]", fit});

}  // namespace
}  // namespace qipan::cli
