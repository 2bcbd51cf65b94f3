// fit xiangqi: tunes the evaluation weights by self-play and prints them as xiangqi/evaluation_weights.h.
// Self-play games with the hand-set weights, at a fixed shallow depth from random openings, give quiet
// positions (not in check, the quiescence score equal to the static evaluation), each labelled with its
// game's result. The weights
// minimise the logistic (Texel) loss: the mean squared difference between the result and
// 1 / (1 + 10^(-K * score / 400)), K fitted first to the starting weights. Adam on the real-valued
// weights, then rounding; a tenth of the games is held out to check the fit on positions it never saw.
// A batch job of about 20 minutes on one core:
//   qipan-engine fit xiangqi --games 1200 --depth 4 > engine/xiangqi/evaluation_weights.h
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/labelled_lines.h"
#include "core/zobrist.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/search.h"
#include "xiangqi/xiangqi_game.h"

namespace qipan::cli {
namespace {

using namespace qipan::xiangqi;

struct Sample {
    std::array<std::int32_t, kEvalTermCount> red;  // Red-minus-Black counts
    std::uint8_t scale[2];
    std::uint8_t side;
    float result;  // Red's result: 1, 0.5, 0
};

EvalFeatures widen(const Sample& s) {
    EvalFeatures f{};
    for (int i = 0; i < kEvalTermCount; ++i) f[static_cast<std::size_t>(i)] = s.red[static_cast<std::size_t>(i)];
    return f;
}

// Red's score (centi-soldiers) of a sample under real-valued weights, and the derivative of that score
// with respect to each weight.
double redScore(const Sample& s, const std::array<double, kEvalTermCount>& w, std::array<double, kEvalTermCount>* grad) {
    double raw = 0;
    for (int i = 0; i < kEvalTermCount; ++i)
        if (i != kTermTempo) raw += w[static_cast<std::size_t>(i)] * s.red[static_cast<std::size_t>(i)];
    raw /= kEvalUnit;
    const double factor = (raw > 0 ? s.scale[kRed] : s.scale[kBlack]) / 8.0;
    const double tempo = s.side == kRed ? 1.0 : -1.0;
    if (grad) {
        for (int i = 0; i < kEvalTermCount; ++i)
            (*grad)[static_cast<std::size_t>(i)] = factor * s.red[static_cast<std::size_t>(i)] / kEvalUnit;
        (*grad)[kTermTempo] = tempo;
    }
    return raw * factor + tempo * w[kTermTempo];
}

double sigmoid(double score, double k) { return 1.0 / (1.0 + std::pow(10.0, -k * score / 400.0)); }

double loss(const std::vector<Sample>& samples, const std::array<double, kEvalTermCount>& w, double k) {
    double sum = 0;
    for (const Sample& s : samples) {
        const double d = s.result - sigmoid(redScore(s, w, nullptr), k);
        sum += d * d;
    }
    return samples.empty() ? 0 : sum / static_cast<double>(samples.size());
}

// The sample of a quiet position (not in check, nothing hangs: the quiescence score is the static
// evaluation), or false.
bool quietSample(Position p, Searcher& quiet, Sample& s) {
    if (p.inCheck()) return false;
    p.clearHistory();
    if (quiet.quiescence(p) != evaluate(p)) return false;
    EvalFeatures f;
    std::array<int, 2> scale;
    evaluationFeatures(p, f, scale);
    s = Sample{};
    for (int i = 0; i < kEvalTermCount; ++i)
        s.red[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(f[static_cast<std::size_t>(i)]);
    s.scale[0] = static_cast<std::uint8_t>(scale[0]);
    s.scale[1] = static_cast<std::uint8_t>(scale[1]);
    s.side = static_cast<std::uint8_t>(p.sideToMove());
    return true;
}

// Reads "<game> <Red's result> <FEN>" lines (games played elsewhere); the result is 1, 0.5 or 0, or any
// value between (an expected score: a blend of the game's result and another judge's view of the
// position). A tenth of the games goes to `test`. Returns false with a message for a bad line.
bool readSamples(const std::string& path, std::vector<Sample>& train, std::vector<Sample>& test, std::string& error) {
    auto tt = std::make_shared<TranspositionTable>(1);
    Searcher quiet(*tt);
    return readLabelledLines(path, "<game> <result 0..1> <FEN>", error,
                             [&](long long game, double result, const std::string& fen, std::string& why) {
                                 Position p;
                                 if (!p.setFen(fen, why)) return false;
                                 Sample s;
                                 if (!quietSample(p, quiet, s)) return true;
                                 s.result = static_cast<float>(result);
                                 (game % 10 == 9 ? test : train).push_back(s);
                                 return true;
                             });
}

// Plays one self-play game and appends its quiet positions to `out`.
void playGame(SplitMix64& rng, int depth, int randomPlies, TranspositionTable& tt, std::vector<Sample>& out) {
    XiangqiGame game;
    Searcher quiet(tt);
    std::vector<Sample> seen;
    float result = 0.5f;
    for (int ply = 0;; ++ply) {
        const Outcome o = game.outcome();
        if (o.over()) {
            if (o.kind != Outcome::Kind::Draw) result = o.winner == Side::First ? 1.0f : 0.0f;
            break;
        }
        if (ply >= 300) break;  // a draw
        Position p = game.position();
        if (ply >= randomPlies && !p.inCheck()) {
            const int eval = evaluate(p);
            if (quiet.quiescence(p) == eval) {
                EvalFeatures f;
                std::array<int, 2> scale;
                evaluationFeatures(p, f, scale);
                Sample s{};
                for (int i = 0; i < kEvalTermCount; ++i)
                    s.red[static_cast<std::size_t>(i)] =
                        static_cast<std::int32_t>(f[static_cast<std::size_t>(i)]);
                s.scale[0] = static_cast<std::uint8_t>(scale[0]);
                s.scale[1] = static_cast<std::uint8_t>(scale[1]);
                s.side = static_cast<std::uint8_t>(p.sideToMove());
                seen.push_back(s);
            }
        }
        Move m;
        if (ply < randomPlies) {
            const auto legal = game.legalMoves();
            m = legal[rng.below(legal.size())];
        } else {
            SearchLimits limits;
            limits.depth = depth;
            m = game.search(limits, {}, {}).best;
        }
        game.play(m);
    }
    for (Sample& s : seen) s.result = result;
    out.insert(out.end(), seen.begin(), seen.end());
}

int fit(const Args& args, std::ostream& out, std::ostream& err) {
    const long long games = numberArg(optionValue(args, "--games", "1000"), -1);
    const long long depth = numberArg(optionValue(args, "--depth", "4"), -1);
    const long long randomPlies = numberArg(optionValue(args, "--random-plies", "6"), -1);
    const long long iterations = numberArg(optionValue(args, "--iterations", "3000"), -1);
    if (games < 10 || depth < 1 || depth > 20 || randomPlies < 0 || randomPlies > 40 || iterations < 1) {
        err << "fit xiangqi: --games >= 10, --depth 1..20, --random-plies 0..40, --iterations >= 1\n";
        return 2;
    }
    // Games and fit start from the hand-set weights, so the command repeats whatever the header holds.
    useEvaluationWeights(kHandSetWeights);
    SplitMix64 rng(20261123);
    auto tt = std::make_shared<TranspositionTable>(16);
    std::vector<Sample> train, test;
    const std::string samples = optionValue(args, "--samples", "");
    if (!samples.empty()) {
        std::string error;
        if (!readSamples(samples, train, test, error)) {
            err << "fit xiangqi: " << error << "\n";
            return 1;
        }
        err << "fit xiangqi: " << train.size() + test.size() << " quiet positions read from " << samples << "\n";
    }
    for (long long g = 0; samples.empty() && g < games; ++g) {
        tt->clear();
        playGame(rng, static_cast<int>(depth), static_cast<int>(randomPlies), *tt, g % 10 == 9 ? test : train);
        if ((g + 1) % 50 == 0) err << "fit xiangqi: " << g + 1 << " games, " << train.size() + test.size() << " positions\n";
    }
    if (train.empty() || test.empty()) {
        err << "fit xiangqi: no positions to fit\n";
        return 1;
    }

    // The starting weights, and a check that the fit's score is the engine's.
    std::array<double, kEvalTermCount> w{};
    for (int i = 0; i < kEvalTermCount; ++i) w[static_cast<std::size_t>(i)] = kHandSetWeights[static_cast<std::size_t>(i)];
    // K: the scale that best maps the starting weights' scores to results (golden-section search).
    double lo = 0.05, hi = 3.0;
    for (int i = 0; i < 60; ++i) {
        const double a = hi - (hi - lo) / 1.618, b = lo + (hi - lo) / 1.618;
        if (loss(train, w, a) < loss(train, w, b)) hi = b;
        else lo = a;
    }
    const double k = (lo + hi) / 2;
    const double trainBefore = loss(train, w, k), testBefore = loss(test, w, k);
    err << "fit xiangqi: K " << k << ", loss " << trainBefore << " (held out " << testBefore << ")\n";

    // Adam on the mean loss; the step is in centi-soldiers.
    std::array<double, kEvalTermCount> m{}, v{}, grad{}, g{};
    const double rate = 1.0, beta1 = 0.9, beta2 = 0.999;
    const double c = std::log(10.0) * k / 400.0;
    for (long long it = 1; it <= iterations; ++it) {
        g.fill(0);
        for (const Sample& s : train) {
            const double p = sigmoid(redScore(s, w, &grad), k);
            const double d = -2.0 * (s.result - p) * p * (1 - p) * c;
            for (int i = 0; i < kEvalTermCount; ++i) g[static_cast<std::size_t>(i)] += d * grad[static_cast<std::size_t>(i)];
        }
        for (int i = 0; i < kEvalTermCount; ++i) {
            const auto j = static_cast<std::size_t>(i);
            g[j] /= static_cast<double>(train.size());
            m[j] = beta1 * m[j] + (1 - beta1) * g[j];
            v[j] = beta2 * v[j] + (1 - beta2) * g[j] * g[j];
            const double mh = m[j] / (1 - std::pow(beta1, static_cast<double>(it)));
            const double vh = v[j] / (1 - std::pow(beta2, static_cast<double>(it)));
            w[j] -= rate * mh / (std::sqrt(vh) + 1e-12);
        }
        if (it % 500 == 0) err << "fit xiangqi: iteration " << it << ", loss " << loss(train, w, k) << "\n";
    }
    EvalWeights rounded{};
    std::array<double, kEvalTermCount> roundedReal{};
    for (int i = 0; i < kEvalTermCount; ++i) {
        rounded[static_cast<std::size_t>(i)] = static_cast<int>(std::lround(w[static_cast<std::size_t>(i)]));
        roundedReal[static_cast<std::size_t>(i)] = rounded[static_cast<std::size_t>(i)];
    }
    const double trainAfter = loss(train, roundedReal, k), testAfter = loss(test, roundedReal, k);
    err << "fit xiangqi: loss " << trainAfter << " (held out " << testAfter << ")\n";
    // The integer weights give the engine's own evaluation on every sample.
    for (const Sample& s : test) {
        const int side = evaluateWith(widen(s), {s.scale[0], s.scale[1]}, s.side, rounded);
        const double red = redScore(s, roundedReal, nullptr);
        if (std::abs((s.side == kRed ? side : -side) - red) > 1.0) {
            err << "fit xiangqi: internal error, the fit's score differs from the evaluation's\n";
            return 1;
        }
    }

    std::ostringstream loss6;
    loss6 << std::fixed << std::setprecision(5);
    loss6 << "loss " << trainBefore << " -> " << trainAfter << ", held out " << testBefore << " -> " << testAfter;
    out << "// Weights of the Xiangqi evaluation terms (order of xiangqi::EvalTerm): centipawns per occurrence\n"
        << "// (the piece-square tables: 16 = as written). Fitted by\n//   qipan-engine fit xiangqi ";
    if (samples.empty()) {
        out << "--games " << games << " --depth " << depth << " --random-plies " << randomPlies << " --iterations "
            << iterations << "\n"
            << "// Self-play with the hand-set weights (xiangqi::kHandSetWeights) at that depth after random opening\n"
            << "// plies gave ";
    } else {
        out << "--samples " << samples << " --iterations " << iterations << "\n// The games of that file gave ";
    }
    out << train.size() + test.size() << " quiet positions, each labelled with "
        << (samples.empty() ? "its game's result" : "the file's (expected) result") << "; the\n"
        << "// weights minimise the logistic (Texel) loss with K " << std::setprecision(4) << k << ", starting from the\n"
        << "// hand-set ones: " << loss6.str() << ".\n"
        << "#pragma once\n\n#include \"xiangqi/evaluate.h\"\n\nnamespace qipan::xiangqi {\n\n"
        << "inline constexpr EvalWeights kEvaluationWeights = {{\n";
    for (int i = 0; i < kEvalTermCount; ++i)
        out << "    " << rounded[static_cast<std::size_t>(i)] << ",  // " << kEvalTermNames[i] << "\n";
    out << "}};\n\n}  // namespace qipan::xiangqi\n";
    return 0;
}

const CliRegistrar fitCommand(CliCommand{
    "fit", "xiangqi",
    "fit xiangqi [--games N] [--depth D] [--random-plies P] [--iterations I] | fit xiangqi --samples FILE [--iterations I]",
    fit});

}  // namespace
}  // namespace qipan::cli
