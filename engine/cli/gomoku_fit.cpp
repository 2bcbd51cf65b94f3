// fit gomoku: fits the shape weights of the Gomoku evaluation (gomoku/evaluation_weights.h) by logistic
// regression on self-play positions, each labelled with its game's result for the side to move, and
// prints the new header. Reproducible: the same options give the same games and the same weights.
//   qipan-engine fit gomoku --games 1000 --depth 4 > engine/gomoku/evaluation_weights.h
// The evaluation is (m * V(side to move) - V(opponent)) / 4 + T[threat code], V summing over empty points
// the values of the four directions' patterns and of the point's class, T one value per combination of
// the threats on the board (each code a 0/1 feature); for a given premium m every weight enters it
// linearly, so the model is P(win) = sigmoid(eval / kScale) and Newton's method finds the weights that
// minimise the log loss (m is chosen among a few values by the held-out loss).
// --samples FILE fits positions from elsewhere instead, each with an expected result (another engine's
// judgement turned into a probability); --combinations adds one value per combination of a point's four
// patterns (shape.h, combinationIndex), held near zero by --ridge.
#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/labelled_lines.h"
#include "core/parse_number.h"
#include "core/zobrist.h"
#include "gomoku/board.h"
#include "gomoku/evaluation_weights.h"
#include "gomoku/move_picker.h"
#include "gomoku/notation.h"
#include "gomoku/rule.h"
#include "gomoku/search.h"
#include "gomoku/search_memory.h"

namespace qipan::cli {
namespace {

using namespace qipan::gomoku;

// Fitted terms: the patterns B1..FourFour (Five is fixed: such positions are decided, not evaluated),
// the cell classes CTwo..COpenFour (CNone and CFive fixed at 0), and one term per threat code.
constexpr int kFirstPattern = B1;
constexpr int kPatternTerms = FourFour - B1 + 1;  // 9
constexpr int kFirstClass = CTwo;
constexpr int kClassTerms = COpenFour - CTwo + 1;  // 11
constexpr int kCountTerms = kPatternTerms + kClassTerms;
constexpr int kTerms = kCountTerms + weights::kThreatFeatureCount;
// With --combinations, one more term per combination of four patterns (shape.h), 0 (no pattern) fixed.
constexpr int kAllTerms = kTerms + kCombinationCount;
constexpr double kScale = 200.0;  // evaluation units per logistic unit (e:1 odds)
using Features = std::vector<double>;
using SparseFeatures = std::vector<std::pair<int, double>>;  // (term, value), value != 0

struct Sample {
    std::array<int, kCountTerms> mine, theirs;  // shape counts of the side to move and of the opponent
    int threatCode;  // Searcher::threatCode: its term is 1, the other threat terms 0
    // (combination, the side to move's points of it, the opponent's), combination > 0
    std::vector<std::array<std::int16_t, 3>> combinations;
    double y;  // 1 win, 0.5 draw, 0 loss for the side to move
    int game;
    // The features at a given premium for the side to move's shapes (percent).
    SparseFeatures x(int moverPercent, bool withCombinations) const {
        SparseFeatures f;
        const double m = moverPercent / 100.0;
        for (int i = 0; i < kCountTerms; ++i)
            if (mine[i] != 0 || theirs[i] != 0) f.emplace_back(i, (m * mine[i] - theirs[i]) / 4.0);
        f.emplace_back(kCountTerms + threatCode, 1);
        if (withCombinations)
            for (const auto& [c, mineCount, theirCount] : combinations)
                f.emplace_back(kTerms + c, (m * mineCount - theirCount) / 4.0);
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

// Per-combination counts of both colours' points, sparse.
std::vector<std::array<std::int16_t, 3>> combinationCounts(const Board& board) {
    std::array<std::array<std::int16_t, 2>, kCombinationCount> n{};
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const int p = board.point(x, y);
            if (board.stone(p) != kEmpty) continue;
            ++n[combinationIndex(board.shapes(board.toMove(), p))][0];
            ++n[combinationIndex(board.shapes(otherColor(board.toMove()), p))][1];
        }
    std::vector<std::array<std::int16_t, 3>> counts;
    for (int c = 1; c < kCombinationCount; ++c)
        if (n[c][0] != 0 || n[c][1] != 0) counts.push_back({static_cast<std::int16_t>(c), n[c][0], n[c][1]});
    return counts;
}

Sample sampleOf(const Board& board) {
    Sample s{};
    s.mine = shapeCounts(board, board.toMove());
    s.theirs = shapeCounts(board, otherColor(board.toMove()));
    s.combinations = combinationCounts(board);
    s.threatCode = Searcher::threatCode(board);
    return s;
}

Features currentWeights() {
    Features w(kAllTerms, 0.0);
    for (int i = 0; i < kPatternTerms; ++i) w[i] = weights::kPattern[kFirstPattern + i];
    for (int i = 0; i < kClassTerms; ++i) w[kPatternTerms + i] = weights::kClass[kFirstClass + i];
    for (int i = 0; i < weights::kThreatFeatureCount; ++i) w[kCountTerms + i] = weights::kThreat[i];
    for (int i = 0; i < kCombinationCount; ++i) w[kTerms + i] = weights::kCombination[i];
    return w;
}

double logLoss(const std::vector<Sample>& samples, const Features& w, double scale, bool heldOut, int mover) {
    double loss = 0;
    int n = 0;
    for (const Sample& s : samples) {
        if ((s.game % 5 == 0) != heldOut) continue;
        double z = 0;
        for (const auto& [i, xi] : s.x(mover, true)) z += w[static_cast<std::size_t>(i)] * xi;
        z = std::clamp(z / scale, -30.0, 30.0);
        const double p = 1 / (1 + std::exp(-z));
        loss -= s.y * std::log(std::max(p, 1e-12)) + (1 - s.y) * std::log(std::max(1 - p, 1e-12));
        ++n;
    }
    return n > 0 ? loss / n : 0;
}

// Newton's method on the training games (every game but each fifth), with a small ridge on the shape
// and threat terms and `ridge` on the combinations (when fitted: they are many, and most are rare).
Features fitWeights(const std::vector<Sample>& samples, int mover, bool withCombinations, double ridge) {
    const int terms = withCombinations ? kAllTerms : kTerms;
    const auto n = static_cast<std::size_t>(terms);
    Features w(kAllTerms, 0.0);
    std::vector<double> h(n * (n + 1));  // the Hessian, row by row, each with the gradient at its end
    const auto at = [&](int i, int j) -> double& {
        return h[static_cast<std::size_t>(i) * (n + 1) + static_cast<std::size_t>(j)];
    };
    for (int iteration = 0; iteration < 30; ++iteration) {
        std::fill(h.begin(), h.end(), 0.0);
        for (const Sample& s : samples) {
            if (s.game % 5 == 0) continue;
            const SparseFeatures x = s.x(mover, withCombinations);
            double z = 0;
            for (const auto& [i, xi] : x) z += w[static_cast<std::size_t>(i)] * xi;
            const double p = 1 / (1 + std::exp(-std::clamp(z / kScale, -30.0, 30.0)));
            const double g = p - s.y, c = std::max(p * (1 - p), 1e-6);
            for (const auto& [i, xi] : x) {
                at(i, terms) += g * xi / kScale;
                for (const auto& [j, xj] : x) at(i, j) += c * xi * xj / (kScale * kScale);
            }
        }
        for (int i = 0; i < terms; ++i) {  // a small ridge keeps terms that never occur at zero
            const double r = i < kTerms ? 1e-3 : ridge;
            at(i, i) += r;
            at(i, terms) += r * w[static_cast<std::size_t>(i)];
        }
        // Solve h * step = gradient by Gauss-Jordan elimination with partial pivoting.
        for (int c = 0; c < terms; ++c) {
            int pivot = c;
            for (int r = c + 1; r < terms; ++r)
                if (std::abs(at(r, c)) > std::abs(at(pivot, c))) pivot = r;
            for (int j = 0; j <= terms; ++j) std::swap(at(c, j), at(pivot, j));
            if (at(c, c) == 0) continue;
            for (int r = 0; r < terms; ++r) {
                if (r == c || at(r, c) == 0) continue;
                const double f = at(r, c) / at(c, c);
                for (int j = c; j <= terms; ++j) at(r, j) -= f * at(c, j);
            }
        }
        double change = 0;
        for (int i = 0; i < terms; ++i) {
            const double step = at(i, i) != 0 ? at(i, terms) / at(i, i) : 0;
            w[static_cast<std::size_t>(i)] -= step;
            change = std::max(change, std::abs(step));
        }
        if (change < 1e-3) break;
    }
    return w;
}

// Reads "<game> <result> <rule> <moves>" lines (positions from games played elsewhere, e.g. scored by
// another engine): the result is the side to move's expected score, 0..1; the rule is a name parseRule
// knows; the moves are the game's points from the first, in Renju notation ("h8 i9 h9"). Positions that
// are not quiet are left out; each fifth game is held out, as for self-play. Returns false with a
// message for a bad line.
bool readSamples(const std::string& path, std::vector<Sample>& samples, std::string& error) {
    return readLabelledLines(path, "<game> <result 0..1> <rule> <moves>", error,
                             [&](long long game, double result, const std::string& rest, std::string&) {
                                 std::istringstream words(rest);
                                 std::string ruleName, moves;
                                 words >> ruleName;
                                 std::getline(words >> std::ws, moves);
                                 const auto rule = parseRule(ruleName);
                                 const auto points = parsePointList(moves, 15);
                                 if (!rule || !points) return false;
                                 Board board(15, *rule);
                                 for (const auto& [x, y] : *points) {
                                     const int p = board.point(x, y);
                                     if (board.stone(p) != kEmpty) return false;
                                     board.play(p);
                                 }
                                 if (!quiet(board)) return true;
                                 Sample s = sampleOf(board);
                                 s.y = result;
                                 s.game = static_cast<int>(game % 1000000);
                                 samples.push_back(s);
                                 return true;
                             });
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
                 double oldLoss, double newLoss, bool fromFile) {
    const auto value = [&](int i) {
        return static_cast<int>(std::lround(std::clamp(w[i], -5000.0, 5000.0)));
    };
    out << "// Weights of the Gomoku evaluation (shape.cpp, search.cpp): per empty point and colour, the "
           "value of\n"
           "// each direction's pattern plus that of the point's class (what the four directions make "
           "together);\n"
           "// the side to move's sum counts kMoverPercent of the opponent's; plus the threats on the "
           "board.\n"
        << (fromFile ? "// Fitted by logistic regression on the positions of a file, each with an expected "
                       "result, by:\n"
                     : "// Fitted by logistic regression on self-play games, made reproducibly by:\n")
        << "//   qipan-engine " << command
        << " > engine/gomoku/evaluation_weights.h\n"
           "// "
        << positions << " positions; held-out log loss " << oldLoss << " with the previous weights, "
        << newLoss
        << " with these.\n"
           "// Five (20000) and Overline (0) are fixed: positions with a five to make are decided, not "
           "evaluated.\n"
        << (fromFile ? ""
                     : "// The games are played with the weights in force when the command runs (the ones "
                       "this file replaced),\n// so the same command gives these numbers again only with "
                       "those weights in place.\n")
        << "#pragma once\n\nnamespace qipan::gomoku::weights {\n\n"
           "// Indexed by Pattern: PNone, B1, F1, B2, F2, B3, F3, B4, F4, FourFour, Five, Overline.\n"
           "inline constexpr int kPattern[12] = {0";
    for (int i = 0; i < kPatternTerms; ++i) out << ", " << value(i);
    out << ", 20000, 0};\n"
           "// Indexed by CellClass (shape.h): what the four directions make together at a point.\n"
           "inline constexpr int kClass[13] = {0";
    for (int i = 0; i < kClassTerms; ++i) out << ", " << value(kPatternTerms + i);
    out << ", 0};\n"
           "// Indexed by combinationIndex (shape.h): the four directions' patterns together, on top of the "
           "above.\n"
           "inline constexpr int kCombination[495] = {";
    bool anyCombination = false;
    for (int i = 0; i < kCombinationCount; ++i) anyCombination = anyCombination || value(kTerms + i) != 0;
    for (int i = 0; anyCombination && i < kCombinationCount; ++i)
        out << (i == 0 ? "\n    " : i % 16 == 0 ? ",\n    " : ", ") << value(kTerms + i);
    out << (anyCombination ? "\n};\n" : "};\n")
        << "// The side to move's shapes count this many percent of the opponent's: it plays next.\n"
           "inline constexpr int kMoverPercent = "
        << mover
        << ";\n"
           "// The threats on the board together, indexed by Searcher::threatCode (search.h): bits 0-3 the "
           "side to\n// move can make a four, an open three, a four-three, a double three; bits 4-7 the "
           "opponent a straight\n// four, a four, a four-three, a double three. A code that never occurred "
           "in the games stays 0.\n"
           "inline constexpr int kThreatFeatureCount = "
        << weights::kThreatFeatureCount << ";\ninline constexpr int kThreat[kThreatFeatureCount] = {";
    for (int i = 0; i < weights::kThreatFeatureCount; ++i)
        out << (i == 0 ? "\n    " : i % 16 == 0 ? ",\n    " : ", ") << value(kCountTerms + i);
    out << "\n};\n\n}  // namespace qipan::gomoku::weights\n";
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
    const std::string samplesPath = optionValue(args, "--samples", "");
    const bool withCombinations = hasFlag(args, "--combinations");
    const auto ridgeArg = parseNumber<double>(optionValue(args, "--ridge", "0.001"));
    if (!ridgeArg || !(*ridgeArg > 0)) {
        err << "fit gomoku: --ridge takes a positive number\n";
        return 2;
    }
    const double ridge = *ridgeArg;
    SplitMix64 rng(seed);
    auto memory = std::make_unique<SearchMemory>();
    std::vector<Sample> samples;
    if (!samplesPath.empty()) {
        std::string error;
        if (!readSamples(samplesPath, samples, error)) {
            err << "fit gomoku: " << error << '\n';
            return 2;
        }
        err << "fit gomoku: " << samples.size() << " quiet positions read from " << samplesPath << '\n';
        if (samples.size() < 10) {
            err << "fit gomoku: too few positions\n";
            return 2;
        }
    }
    int results[3] = {0, 0, 0};  // Black wins, draws, White wins
    for (int g = 0; samplesPath.empty() && g < games; ++g) {
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
    if (samplesPath.empty())
        err << "fit gomoku: Black " << results[0] << ", draws " << results[1] << ", White " << results[2] << '\n';
    const Features old = currentWeights();
    // The previous weights at their best scale, so that the comparison is fair.
    double oldLoss = 1e9, oldScale = kScale;
    for (double scale = 25; scale <= 12800; scale *= 1.25) {
        const double loss = logLoss(samples, old, scale, true, weights::kMoverPercent);
        if (loss < oldLoss) {
            oldLoss = loss;
            oldScale = scale;
        }
    }
    err << "fit gomoku: the previous weights fit best at " << oldScale
        << " units per logistic unit (these at " << kScale << ")\n";
    // The side to move's premium enters nonlinearly: a few values are tried, each fitted in full.
    Features w;
    double newLoss = 1e9;
    int mover = 100;
    for (const int percent : {100, 110, 120, 135, 150}) {
        const Features fitted = fitWeights(samples, percent, withCombinations, ridge);
        const double loss = logLoss(samples, fitted, kScale, true, percent);
        err << "fit gomoku: side to move at " << percent << "%: held-out log loss " << loss << '\n';
        if (loss < newLoss) {
            newLoss = loss;
            w = fitted;
            mover = percent;
        }
    }
    err << "fit gomoku: held-out log loss " << oldLoss << " -> " << newLoss << '\n';
    std::string command =
        samplesPath.empty() ? "fit gomoku --games " + std::to_string(games) + " --depth " +
                                  std::to_string(depth) + " --width " + std::to_string(width) + " --seed " +
                                  std::to_string(seed)
                            : "fit gomoku --samples " + samplesPath;
    if (withCombinations) {
        std::ostringstream text;
        text << " --combinations --ridge " << ridge;
        command += text.str();
    }
    printHeader(out, w, mover, command, static_cast<int>(samples.size()), oldLoss, newLoss,
                !samplesPath.empty());
    return 0;
}

const CliRegistrar fitCommand(CliCommand{"fit", "gomoku",
                                         "fit gomoku [--games 1000] [--depth 4] [--width 8] [--seed 1] | "
                                         "fit gomoku --samples FILE [--combinations] [--ridge 0.001] "
                                         "(prints gomoku/evaluation_weights.h)",
                                         fit});

}  // namespace
}  // namespace qipan::cli
