// fit gomoku: fits the shape weights of the Gomoku evaluation (gomoku/evaluation_weights.h) by logistic
// regression on self-play positions, each labelled with its game's result for the side to move, and
// prints the new header. Reproducible: the same options give the same games and the same weights.
//   qipan-engine fit gomoku --games 1000 --depth 4 > engine/gomoku/evaluation_weights.h
// The evaluation is (m * V(side to move) - V(opponent)) / 4 + threats, V summing over empty points the
// values of the four directions' patterns and of the point's class; for a given premium m every weight
// enters it linearly, so the model is P(win) = sigmoid(eval / kScale) and Newton's method finds the
// weights that minimise the log loss (m is chosen among a few values by the held-out loss).
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"
#include "core/parse_number.h"
#include "core/zobrist.h"
#include "gomoku/board.h"
#include "gomoku/evaluation_weights.h"
#include "gomoku/move_picker.h"
#include "gomoku/search.h"
#include "gomoku/search_memory.h"

namespace qipan::cli {
namespace {

using namespace qipan::gomoku;

// Fitted terms: the patterns B1..FourFour (Five is fixed: such positions are decided, not evaluated),
// the cell classes CTwo..COpenFour (CNone and CFive fixed at 0), and the threat features.
constexpr int kFirstPattern = B1;
constexpr int kPatternTerms = FourFour - B1 + 1;  // 9
constexpr int kFirstClass = CTwo;
constexpr int kClassTerms = COpenFour - CTwo + 1;  // 11
constexpr int kCountTerms = kPatternTerms + kClassTerms;
constexpr int kTerms = kCountTerms + weights::kThreatFeatureCount;
constexpr double kScale = 200.0;  // evaluation units per logistic unit (e:1 odds)
using Features = std::array<double, kTerms>;

struct Sample {
    std::array<int, kCountTerms> mine, theirs;  // shape counts of the side to move and of the opponent
    std::array<int, weights::kThreatFeatureCount> threats;
    double y;  // 1 win, 0.5 draw, 0 loss for the side to move
    int game;
    // The features at a given premium for the side to move's shapes (percent).
    Features x(int moverPercent) const {
        Features f{};
        for (int i = 0; i < kCountTerms; ++i) f[i] = (moverPercent / 100.0 * mine[i] - theirs[i]) / 4.0;
        for (int i = 0; i < weights::kThreatFeatureCount; ++i) f[kCountTerms + i] = threats[i];
        return f;
    }
};

// Per-term counts of one colour's shapes over the empty points.
std::array<int, kCountTerms> shapeCounts(const Board& board, std::uint8_t color) {
    std::array<int, kCountTerms> n{};
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const int p = board.point(x, y);
            if (board.stone(p) != kEmpty) continue;
            for (int d = 0; d < 4; ++d) {
                const Pattern pat = board.pattern(color, p, d);
                if (pat >= kFirstPattern && pat <= FourFour) ++n[pat - kFirstPattern];
            }
            const CellClass cls = cellClass(board.shapes(color, p));
            if (cls >= kFirstClass && cls <= COpenFour) ++n[kPatternTerms + cls - kFirstClass];
        }
    return n;
}

// Positions worth learning from: nobody can make five and the side to move has no straight four.
bool quiet(const Board& board) {
    return board.points(kBlack, kFivePoints).empty() && board.points(kWhite, kFivePoints).empty() &&
           board.points(board.toMove(), kOpenFourPoints).empty();
}

Sample sampleOf(const Board& board) {
    Sample s{};
    s.mine = shapeCounts(board, board.toMove());
    s.theirs = shapeCounts(board, otherColor(board.toMove()));
    int threats[weights::kThreatFeatureCount];
    Searcher::threatFeatures(board, threats);
    for (int i = 0; i < weights::kThreatFeatureCount; ++i) s.threats[i] = threats[i];
    return s;
}

Features currentWeights() {
    Features w{};
    for (int i = 0; i < kPatternTerms; ++i) w[i] = weights::kPattern[kFirstPattern + i];
    for (int i = 0; i < kClassTerms; ++i) w[kPatternTerms + i] = weights::kClass[kFirstClass + i];
    for (int i = 0; i < weights::kThreatFeatureCount; ++i) w[kCountTerms + i] = weights::kThreat[i];
    return w;
}

double logLoss(const std::vector<Sample>& samples, const Features& w, double scale, bool heldOut, int mover) {
    double loss = 0;
    int n = 0;
    for (const Sample& s : samples) {
        if ((s.game % 5 == 0) != heldOut) continue;
        const Features x = s.x(mover);
        double z = 0;
        for (int i = 0; i < kTerms; ++i) z += w[i] * x[i];
        z = std::clamp(z / scale, -30.0, 30.0);
        const double p = 1 / (1 + std::exp(-z));
        loss -= s.y * std::log(std::max(p, 1e-12)) + (1 - s.y) * std::log(std::max(1 - p, 1e-12));
        ++n;
    }
    return n > 0 ? loss / n : 0;
}

// Newton's method on the training games (every game but each fifth), with a small ridge.
Features fitWeights(const std::vector<Sample>& samples, int mover) {
    Features w{};
    for (int iteration = 0; iteration < 30; ++iteration) {
        double h[kTerms][kTerms + 1] = {};
        for (const Sample& s : samples) {
            if (s.game % 5 == 0) continue;
            const Features x = s.x(mover);
            double z = 0;
            for (int i = 0; i < kTerms; ++i) z += w[i] * x[i];
            const double p = 1 / (1 + std::exp(-std::clamp(z / kScale, -30.0, 30.0)));
            const double g = p - s.y, c = std::max(p * (1 - p), 1e-6);
            for (int i = 0; i < kTerms; ++i) {
                const double xi = x[i] / kScale;
                h[i][kTerms] += g * xi;
                for (int j = 0; j < kTerms; ++j) h[i][j] += c * xi * x[j] / kScale;
            }
        }
        for (int i = 0; i < kTerms; ++i) {  // a small ridge keeps terms that never occur at zero
            h[i][i] += 1e-3;
            h[i][kTerms] += 1e-3 * w[i];
        }
        // Solve h * step = gradient by Gauss-Jordan elimination with partial pivoting.
        for (int c = 0; c < kTerms; ++c) {
            int pivot = c;
            for (int r = c + 1; r < kTerms; ++r)
                if (std::abs(h[r][c]) > std::abs(h[pivot][c])) pivot = r;
            for (int j = 0; j <= kTerms; ++j) std::swap(h[c][j], h[pivot][j]);
            if (h[c][c] == 0) continue;
            for (int r = 0; r < kTerms; ++r) {
                if (r == c) continue;
                const double f = h[r][c] / h[c][c];
                for (int j = c; j <= kTerms; ++j) h[r][j] -= f * h[c][j];
            }
        }
        double change = 0;
        for (int i = 0; i < kTerms; ++i) {
            const double step = h[i][i] != 0 ? h[i][kTerms] / h[i][i] : 0;
            w[i] -= step;
            change = std::max(change, std::abs(step));
        }
        if (change < 1e-3) break;
    }
    return w;
}

// One self-play game from a random opening; returns its samples' label for Black (1, 0.5, 0).
double playGame(Rule rule, int depth, int width, SplitMix64& rng, SearchMemory& memory,
                std::vector<std::pair<Sample, std::uint8_t>>& seen) {
    Board board(15, rule);
    board.play(board.point(7, 7));
    // Three to five more random stones within two lines of the centre (no Renju fouls).
    const int openingStones = 3 + static_cast<int>(rng.below(3));
    for (int placed = 0; placed < openingStones;) {
        const int p = board.point(5 + static_cast<int>(rng.below(5)), 5 + static_cast<int>(rng.below(5)));
        if (board.stone(p) != kEmpty || board.foul(p) != Foul::None) continue;
        board.play(p);
        ++placed;
    }
    auto searcher = std::make_unique<Searcher>(board, memory);
    while (!board.full()) {
        if (quiet(board)) seen.emplace_back(sampleOf(board), board.toMove());
        const std::uint8_t me = board.toMove();
        SearchLimits limits;
        limits.depth = depth;
        limits.width = width;
        limits.level = 6;  // no root VCT (quick games); a few seeded lesser moves (varied games)
        int p = static_cast<int>(searcher->run(limits, {}, {}).best.code);
        // Now and then, early on, another good candidate instead: more varied games.
        if (board.stoneCount() < 16 && rng.below(6) == 0) {
            MoveList list;
            if (generateMoves(board, list, -1, nullptr, nullptr) == NodeKind::Normal && list.count >= 3) {
                const int pick = static_cast<int>(rng.below(3));
                for (int i = 0; i <= pick; ++i) list.pick(i);
                p = list.moves[pick].point;
            }
        }
        if (p < 0 || board.stone(p) != kEmpty) break;
        const bool five = board.makesFive(me, p);
        board.play(p);
        if (five) return me == kBlack ? 1.0 : 0.0;
    }
    return 0.5;
}

void printHeader(std::ostream& out, const Features& w, int mover, const std::string& command, int positions,
                 double oldLoss, double newLoss) {
    const auto value = [&](int i) {
        return static_cast<int>(std::lround(std::clamp(w[i], -5000.0, 5000.0)));
    };
    out << "// Weights of the Gomoku evaluation (shape.cpp, search.cpp): per empty point and colour, the "
           "value of\n"
           "// each direction's pattern plus that of the point's class (what the four directions make "
           "together);\n"
           "// the side to move's sum counts kMoverPercent of the opponent's; plus the threats on the "
           "board.\n"
           "// Fitted by logistic regression on self-play games, made reproducibly by:\n"
           "//   qipan-engine "
        << command
        << " > engine/gomoku/evaluation_weights.h\n"
           "// "
        << positions << " positions; held-out log loss " << oldLoss << " with the previous weights, "
        << newLoss
        << " with these.\n"
           "// Five (20000) and Overline (0) are fixed: positions with a five to make are decided, not "
           "evaluated.\n"
           "// The games are played with the weights in force when the command runs (the ones this file "
           "replaced),\n"
           "// so the same command gives these numbers again only with those weights in place.\n"
           "#pragma once\n\nnamespace qipan::gomoku::weights {\n\n"
           "// Indexed by Pattern: PNone, B1, F1, B2, F2, B3, F3, B4, F4, FourFour, Five, Overline.\n"
           "inline constexpr int kPattern[12] = {0";
    for (int i = 0; i < kPatternTerms; ++i) out << ", " << value(i);
    out << ", 20000, 0};\n"
           "// Indexed by CellClass (shape.h): what the four directions make together at a point.\n"
           "inline constexpr int kClass[13] = {0";
    for (int i = 0; i < kClassTerms; ++i) out << ", " << value(kPatternTerms + i);
    out << ", 0};\n"
           "// The side to move's shapes count this many percent of the opponent's: it plays next.\n"
           "inline constexpr int kMoverPercent = "
        << mover
        << ";\n"
           "// Threats on the board (search.cpp, threatFeatures), for the side to move.\n"
           "inline constexpr int kThreatFeatureCount = "
        << weights::kThreatFeatureCount << ";\ninline constexpr int kThreat[kThreatFeatureCount] = {";
    for (int i = 0; i < weights::kThreatFeatureCount; ++i) out << (i ? ", " : "") << value(kCountTerms + i);
    out << "};\n\n}  // namespace qipan::gomoku::weights\n";
}

int fit(const Args& args, std::ostream& out, std::ostream& err) {
    const auto gamesArg = parseNumber<int>(optionValue(args, "--games", "1000"));
    const auto depthArg = parseNumber<int>(optionValue(args, "--depth", "4"));
    const auto widthArg = parseNumber<int>(optionValue(args, "--width", "8"));
    const auto seedArg = parseNumber<std::uint64_t>(optionValue(args, "--seed", "1"));
    if (!gamesArg || !depthArg || !widthArg || !seedArg) {
        err << "fit gomoku: --games, --depth, --width and --seed take whole numbers\n";
        return 2;
    }
    const int games = *gamesArg, depth = *depthArg, width = *widthArg;
    const std::uint64_t seed = *seedArg;
    if (games < 10 || depth < 1 || width < 2) {
        err << "fit gomoku: --games >= 10, --depth >= 1, --width >= 2\n";
        return 2;
    }
    SplitMix64 rng(seed);
    auto memory = std::make_unique<SearchMemory>();
    std::vector<Sample> samples;
    int results[3] = {0, 0, 0};  // Black wins, draws, White wins
    for (int g = 0; g < games; ++g) {
        // Freestyle and Renju in turn: the weights serve every rule.
        const Rule rule = g % 2 == 0 ? Rule::Freestyle : Rule::Renju;
        memory->tt.clear();
        std::vector<std::pair<Sample, std::uint8_t>> seen;
        const double black = playGame(rule, depth, width, rng, *memory, seen);
        ++results[black == 1.0 ? 0 : black == 0.5 ? 1 : 2];
        for (auto& [s, mover] : seen) {
            s.y = mover == kBlack ? black : 1 - black;
            s.game = g;
            samples.push_back(s);
        }
        if ((g + 1) % 50 == 0)
            err << "fit gomoku: " << g + 1 << " games, " << samples.size() << " positions\n" << std::flush;
    }
    err << "fit gomoku: Black " << results[0] << ", draws " << results[1] << ", White " << results[2] << '\n';
    const Features old = currentWeights();
    // The previous weights at their best scale, so that the comparison is fair.
    double oldLoss = 1e9;
    for (double scale = 25; scale <= 12800; scale *= 1.25)
        oldLoss = std::min(oldLoss, logLoss(samples, old, scale, true, weights::kMoverPercent));
    // The side to move's premium enters nonlinearly: a few values are tried, each fitted in full.
    Features w{};
    double newLoss = 1e9;
    int mover = 100;
    for (const int percent : {100, 110, 120, 135, 150}) {
        const Features fitted = fitWeights(samples, percent);
        const double loss = logLoss(samples, fitted, kScale, true, percent);
        err << "fit gomoku: side to move at " << percent << "%: held-out log loss " << loss << '\n';
        if (loss < newLoss) {
            newLoss = loss;
            w = fitted;
            mover = percent;
        }
    }
    err << "fit gomoku: held-out log loss " << oldLoss << " -> " << newLoss << '\n';
    std::string command = "fit gomoku --games " + std::to_string(games) + " --depth " + std::to_string(depth) +
                          " --width " + std::to_string(width) + " --seed " + std::to_string(seed);
    printHeader(out, w, mover, command, static_cast<int>(samples.size()), oldLoss, newLoss);
    return 0;
}

const CliRegistrar fitCommand(CliCommand{"fit", "gomoku",
                                         "fit gomoku [--games 1000] [--depth 4] [--width 8] [--seed 1] "
                                         "(prints gomoku/evaluation_weights.h)",
                                         fit});

}  // namespace
}  // namespace qipan::cli
