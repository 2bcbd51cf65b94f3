// fit othello-patterns: learns the pattern evaluation's tables (othello/patterns.h) from self-play.
// Games start with a few random moves, go on with a shallow search that sometimes plays a random move
// (so the positions vary), and are played out perfectly by the exact solver from `--solve-empties` on.
// Every position from then on is labelled with its exact score; earlier positions with the score the
// game then reached, from their side to move's view. Each stage's tables are fitted to the positions of
// its empties range (and two empties either side) by least squares, with a per-slot step that divides
// by how often the slot occurs (rare configurations move little). A batch job:
//   qipan-engine fit othello-patterns --games 12000 > engine/othello/pattern_weights.inc
// --label-depth D labels the positions before the solver (beyond --label-from empties) with a depth-D
// search of the current tables instead of the game's result, which in the opening says little about the
// position (a random move or a depth-5 slip decides it later); --refit-stages LOW-HIGH fits only those
// stages, starting from the current tables, and writes the others unchanged.
// --positions FILE adds positions labelled elsewhere (by another program's search, say): one a line,
// "<64 squares> X|O SCORE", the score in discs from the side to move's view.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "core/zobrist.h"
#include "othello/endgame.h"
#include "othello/evaluation.h"
#include "othello/grid_board.h"
#include "othello/patterns.h"
#include "othello/position.h"
#include "othello/search.h"

namespace qipan::cli {
namespace {

using namespace qipan::othello;
namespace pat = qipan::othello::patterns;

struct Labelled {
    pat::Sample sample;
    std::int16_t empties;
    std::int16_t label;  // hundredths of a disc, side to move's view
};

constexpr int kNoLabel = -100000;

// One self-play game; appends its positions with labels.
// With labelDepth > 0, positions with more than labelFrom empties (and more than solveEmpties) are
// labelled with a search of that depth instead of the game's result.
void playGame(SplitMix64& rng, int depth, int solveEmpties, int randomPercent, int labelDepth, int labelFrom,
              MidgameSearch& search, EndgameTables& solverTable, std::vector<Labelled>& out) {
    Position p{0x0000000810000000ULL, 0x0000001008000000ULL, kFullBoard};  // Black to move: d5 e4 black
    struct Seen {
        pat::Sample sample;
        int empties;
        bool exact;
        int score;  // exact score when `exact`, else the parity of the side to move (0 or 1)
        int searched = kNoLabel;  // a search's score (hundredths of a disc), when labelled by search
    };
    std::vector<Seen> seen;
    const int randomPlies = 4 + static_cast<int>(rng.below(9));
    int ply = 0, side = 0, solvedScore = 0, solvedSide = -1;
    while (true) {
        Bits moves = p.moves();
        if (!moves) {
            if (!p.opponentMoves()) break;
            p = p.passed();
            side ^= 1;
            continue;
        }
        const int empties = p.emptyCount();
        int square;
        if (empties <= solveEmpties) {
            EndgameSolver solver(solverTable);
            const EndgameResult r = solver.solve(p);
            if (solvedSide < 0) {
                solvedSide = side;
                solvedScore = r.score;
            }
            seen.push_back({pat::sampleOf(p), empties, true, r.score});
            square = r.bestSquare;
        } else {
            seen.push_back({pat::sampleOf(p), empties, false, side});
            if (labelDepth > 0 && empties > labelFrom) {
                SearchLimits limits;
                limits.depth = labelDepth;
                seen.back().searched = search.run(p, limits, {}, {}).score;
            }
            if (ply < randomPlies || static_cast<int>(rng.below(100)) < randomPercent) {
                const int n = popcount(moves);
                for (int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(n))); k > 0; --k) moves &= moves - 1;
                square = firstSquare(moves);
            } else {
                SearchLimits limits;
                limits.depth = depth;
                square = search.run(p, limits, {}, {}).best.code;
            }
        }
        p = p.after(square, flips(square, p.player, p.opponent));
        side ^= 1;
        ++ply;
    }
    if (solvedSide < 0) {  // ended before the solver took over: the final margin is exact
        solvedSide = side;
        solvedScore = p.finalScore();
    }
    for (const Seen& s : seen) {
        const int score = s.exact ? s.score : (s.score == solvedSide ? solvedScore : -solvedScore);
        const int label = s.searched != kNoLabel ? std::clamp(s.searched, -6400, 6400) : score * 100;
        out.push_back({s.sample, static_cast<std::int16_t>(s.empties), static_cast<std::int16_t>(label)});
    }
}

constexpr double kMinCount = 3;
constexpr double kStep = 0.8 / (pat::kInstanceCount + pat::kScalarCount);

// Fits one stage's weights to the samples whose empties lie in [low, high].
// With `start`, the fit begins from those weights (a refit) and slots seen too rarely keep them.
pat::StageWeights fitStage(const std::vector<Labelled>& data, int low, int high, int iterations, std::ostream& err,
                           const pat::StageWeights* start = nullptr) {
    const int n = pat::stageWeightCount();
    const int scalar0 = n - pat::kScalarCount;
    std::vector<double> w(static_cast<std::size_t>(n), 0.0), gradient(static_cast<std::size_t>(n)), count(static_cast<std::size_t>(n));
    if (start) std::copy(start->begin(), start->end(), w.begin());
    std::vector<const Labelled*> pool;
    for (const Labelled& d : data)
        if (d.empties >= low && d.empties <= high) pool.push_back(&d);
    if (pool.empty()) return start ? *start : pat::StageWeights(static_cast<std::size_t>(n), 0);
    for (const Labelled* d : pool) {
        for (std::int32_t slot : d->sample.slots) count[static_cast<std::size_t>(slot)] += 1;
        for (int k = 0; k < pat::kScalarCount; ++k)
            count[static_cast<std::size_t>(scalar0 + k)] += static_cast<double>(d->sample.scalars[static_cast<std::size_t>(k)]) * d->sample.scalars[static_cast<std::size_t>(k)];
    }
    double rms = 0;
    for (int it = 0; it < iterations; ++it) {
        std::fill(gradient.begin(), gradient.end(), 0.0);
        double sq = 0;
        for (const Labelled* d : pool) {
            double predicted = 0;
            for (std::int32_t slot : d->sample.slots) predicted += w[static_cast<std::size_t>(slot)];
            for (int k = 0; k < pat::kScalarCount; ++k)
                predicted += w[static_cast<std::size_t>(scalar0 + k)] * d->sample.scalars[static_cast<std::size_t>(k)];
            const double e = d->label - predicted;
            sq += e * e;
            for (std::int32_t slot : d->sample.slots) gradient[static_cast<std::size_t>(slot)] += e;
            for (int k = 0; k < pat::kScalarCount; ++k)
                gradient[static_cast<std::size_t>(scalar0 + k)] += e * d->sample.scalars[static_cast<std::size_t>(k)];
        }
        rms = std::sqrt(sq / static_cast<double>(pool.size()));
        // Each slot moves by its mean error, damped for rare slots (a prior of 8 samples at zero) and
        // shared out among the slots of a position (all of them move at once).
        for (int i = 0; i < n; ++i) {
            const double c = count[static_cast<std::size_t>(i)];
            if (c > 0) w[static_cast<std::size_t>(i)] += gradient[static_cast<std::size_t>(i)] / (c + 8.0) * kStep;
        }
    }
    err << "fit othello-patterns: empties " << low << "-" << high << ": " << pool.size() << " positions, rms error "
        << rms / 100 << " discs\n";
    pat::StageWeights out(static_cast<std::size_t>(n));
    // Slots seen only a few times keep no value of their own: they would mostly be noise, and leaving
    // them at zero keeps the encoded tables small.
    for (int i = 0; i < n; ++i)
        out[static_cast<std::size_t>(i)] =
            count[static_cast<std::size_t>(i)] >= kMinCount ? static_cast<std::int32_t>(std::lround(w[static_cast<std::size_t>(i)]))
            : start ? (*start)[static_cast<std::size_t>(i)] : 0;
    return out;
}

// A file of --samples or --positions with the range of empties kept (FILE:LOW-HIGH); keepLow < 0 when
// the range is malformed.
struct RangedFile {
    std::string path;
    int keepLow = 0, keepHigh = 60;
};

std::vector<RangedFile> rangedFiles(const std::string& list) {
    std::vector<RangedFile> files;
    for (std::size_t start = 0; start < list.size();) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        RangedFile f{list.substr(start, comma - start)};
        start = comma + 1;
        // A range is the text after the last colon when it is only digits and a dash, so a Windows
        // drive letter ("C:\\games\\samples.bin") is not taken for one.
        const std::size_t colon = f.path.rfind(':');
        if (colon != std::string::npos && f.path.find_first_not_of("0123456789-", colon + 1) == std::string::npos) {
            const std::string range = f.path.substr(colon + 1);
            const std::size_t dash = range.find('-');
            f.keepLow = static_cast<int>(numberArg(range.substr(0, dash), -1));
            f.keepHigh = dash == std::string::npos ? -1 : static_cast<int>(numberArg(range.substr(dash + 1), -1));
            if (f.keepHigh < f.keepLow) f.keepLow = -1;
            f.path.resize(colon);
        }
        files.push_back(std::move(f));
    }
    return files;
}

// Reads a --positions file ("<64 squares> X|O SCORE" a line, the score in discs for the side to move),
// appending the positions within its range of empties; returns how many, or -1 with `error` set.
long long readPositions(const RangedFile& file, std::vector<Labelled>& out, std::string& error) {
    std::ifstream in{file.path};
    if (!in) {
        error = "cannot read " + file.path;
        return -1;
    }
    long long kept = 0, lineNumber = 0;
    std::string board, side;
    double score = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNumber;
        if (line.empty()) continue;
        std::istringstream words(line);
        std::string boardError;
        std::optional<GridBoard> grid;
        if (words >> board >> side >> score) grid = GridBoard::fromText(board + ' ' + side, boardError);
        const std::optional<Position> p = grid ? toPosition(*grid) : std::nullopt;
        if (!p || grid->size() != 8 || !(std::abs(score) <= 64)) {
            error = file.path + ":" + std::to_string(lineNumber) + ": not '<64 squares> X|O SCORE' (" + boardError + ")";
            return -1;
        }
        const int empties = p->emptyCount();
        if (empties < file.keepLow || empties > file.keepHigh) continue;
        out.push_back({pat::sampleOf(*p), static_cast<std::int16_t>(empties), static_cast<std::int16_t>(std::lround(score * 100))});
        ++kept;
    }
    return kept;
}

int fitPatterns(const Args& args, std::ostream& out, std::ostream& err) {
    const long long games = numberArg(optionValue(args, "--games", "2000"), -1);
    const long long depth = numberArg(optionValue(args, "--depth", "3"), -1);
    const long long solveEmpties = numberArg(optionValue(args, "--solve-empties", "18"), -1);
    const long long randomPercent = numberArg(optionValue(args, "--random", "8"), -1);
    const long long iterations = numberArg(optionValue(args, "--iterations", "200"), -1);
    const long long seed = numberArg(optionValue(args, "--seed", "1"), -1);
    const long long labelDepth = numberArg(optionValue(args, "--label-depth", "0"), -1);
    const long long labelFrom = numberArg(optionValue(args, "--label-from", "0"), -1);
    // --refit-stages LOW-HIGH: only those stages are fitted, each starting from the current tables;
    // the other stages are written as they are now.
    const std::string refit = optionValue(args, "--refit-stages");
    int refitLow = 0, refitHigh = pat::kStageCount - 1;
    if (!refit.empty()) {
        const std::size_t dash = refit.find('-');
        refitLow = static_cast<int>(numberArg(refit.substr(0, dash), -1));
        refitHigh = dash == std::string::npos ? refitLow : static_cast<int>(numberArg(refit.substr(dash + 1), -1));
        if (refitLow < 0 || refitHigh < refitLow || refitHigh >= pat::kStageCount) {
            err << "fit othello-patterns: --refit-stages LOW-HIGH within 0.." << pat::kStageCount - 1 << '\n';
            return 2;
        }
    }
    if (labelDepth < 0 || labelDepth > 14 || labelFrom < 0 || labelFrom > 60) {
        err << "fit othello-patterns: --label-depth 0..14, --label-from 0..60\n";
        return 2;
    }
    if (games < 10 || depth < 1 || depth > 12 || solveEmpties < 4 || solveEmpties > 24 || randomPercent < 0 ||
        randomPercent > 100 || iterations < 1 || seed < 0) {
        err << "fit othello-patterns: --games >= 10, --depth 1..12, --solve-empties 4..24, --random 0..100, "
               "--iterations >= 1, --seed >= 0\n";
        return 2;
    }
    // The games are played with the feature evaluation by default (see evaluation.h); `--self-play
    // patterns` plays them with the current tables instead: stronger play, so the game results that
    // label the positions before the solver takes over are less noisy, and faster exact solves.
    const std::string selfPlay = optionValue(args, "--self-play", "features");
    if (selfPlay != "features" && selfPlay != "patterns") {
        err << "fit othello-patterns: --self-play features|patterns\n";
        return 2;
    }
    usePatternEvaluation(selfPlay == "patterns");
    // The seed goes through the generator's mixing first: a state of seed * 0x9E3779B97F4A7C15 (its
    // own step) made seed N + 1 replay seed N's stream one draw later, so runs with neighbouring seeds
    // played nearly the same games (86 % of the positions at 33-38 empties shared between seeds 1001-1004).
    SplitMix64 rng(SplitMix64(static_cast<std::uint64_t>(seed)).next() + 5);
    MidgameSearch search(4);
    EndgameTables solverTable(32);
    std::vector<Labelled> data;
    // --samples FILE keeps the labelled positions: read when the file exists, else generated and written,
    // so the fitting can be repeated without replaying the games. Several files separated by commas are
    // read together, each optionally cut to an empties range (FILE:LOW-HIGH), so a run whose solver took
    // over earlier supplies exact labels where another has only game results.
    const std::vector<RangedFile> sampleFiles = rangedFiles(optionValue(args, "--samples"));
    const std::vector<RangedFile> positionFiles = rangedFiles(optionValue(args, "--positions"));
    for (const auto* files : {&sampleFiles, &positionFiles})
        for (const RangedFile& f : *files)
            if (f.keepLow < 0) {
                err << "fit othello-patterns: bad empties range in " << f.path << " (FILE:LOW-HIGH)\n";
                return 2;
            }
    for (const RangedFile& f : positionFiles) {
        std::string error;
        const long long read = readPositions(f, data, error);
        if (read < 0) {
            err << "fit othello-patterns: " << error << '\n';
            return 1;
        }
        err << "fit othello-patterns: " << read << " positions read from " << f.path << '\n';
    }
    bool generate = sampleFiles.empty() && positionFiles.empty();
    for (const RangedFile& ranged : sampleFiles) {
        const std::string& file = ranged.path;
        const int keepLow = ranged.keepLow, keepHigh = ranged.keepHigh;
        std::ifstream in{file, std::ios::binary};
        if (!in) {
            if (sampleFiles.size() == 1 && positionFiles.empty() && keepLow == 0 && keepHigh == 60) {  // one new file: generated below
                generate = true;
                break;
            }
            err << "fit othello-patterns: cannot read " << file << '\n';
            return 1;
        }
        Labelled l;
        std::size_t kept = 0;
        while (in.read(reinterpret_cast<char*>(&l), sizeof l))
            if (l.empties >= keepLow && l.empties <= keepHigh) {
                data.push_back(l);
                ++kept;
            }
        err << "fit othello-patterns: " << kept << " positions read from " << file << '\n';
    }
    if (generate) {
        data.reserve(static_cast<std::size_t>(games) * 60);
        for (long long g = 0; g < games; ++g) {
            playGame(rng, static_cast<int>(depth), static_cast<int>(solveEmpties), static_cast<int>(randomPercent),
                     static_cast<int>(labelDepth), static_cast<int>(labelFrom), search, solverTable, data);
            if ((g + 1) % 500 == 0) err << "fit othello-patterns: " << g + 1 << " games, " << data.size() << " positions\n";
        }
        if (!sampleFiles.empty()) {
            std::ofstream outFile(sampleFiles.front().path, std::ios::binary);
            outFile.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size() * sizeof(Labelled)));
            if (!outFile) err << "fit othello-patterns: could not write " << sampleFiles.front().path << '\n';
        }
    }
    std::vector<pat::StageWeights> stages;
    const std::vector<pat::StageWeights> current = refit.empty() ? std::vector<pat::StageWeights>{} : pat::currentWeights();
    int low = 0;
    for (int s = 0; s < pat::kStageCount; ++s) {
        int high = low;
        while (high < 60 && pat::stageOf(high + 1) == s) ++high;
        if (refit.empty())
            stages.push_back(fitStage(data, std::max(0, low - 2), std::min(60, high + 2), static_cast<int>(iterations), err));
        else if (s < refitLow || s > refitHigh)
            stages.push_back(current[static_cast<std::size_t>(s)]);
        else
            stages.push_back(fitStage(data, std::max(0, low - 2), std::min(60, high + 2), static_cast<int>(iterations), err,
                                      &current[static_cast<std::size_t>(s)]));
        low = high + 1;
    }
    usePatternEvaluation(true);
    const std::string text = pat::encodeWeights(stages);
    out << "// Tables of the Othello pattern evaluation (othello/patterns.h), encoded as patterns.cpp reads them.\n"
        << "// Generated by `qipan-engine fit othello-patterns";
    for (const std::string& a : args) out << ' ' << a;
    out << "`\n// from ";
    if (generate) out << games << " self-play games, ";
    else out << sampleFiles.size() + positionFiles.size() << " sample files (see the commands that wrote them), ";
    out << data.size() << " positions. Do not edit by hand.\n"
        << "#pragma once\n\nnamespace qipan::othello::patterns {\n\ninline constexpr char kPatternWeightText[] =\n";
    for (std::size_t i = 0; i < text.size(); i += 100) out << "    \"" << text.substr(i, 100) << "\"\n";
    out << "    ;\n\n}  // namespace qipan::othello::patterns\n";
    return 0;
}

const CliRegistrar fitPatternsCommand(CliCommand{
    "fit", "othello-patterns",
    "fit othello-patterns [--games N] [--depth D] [--solve-empties E] [--random PERCENT] [--iterations I] [--seed S] "
    "[--self-play features|patterns] [--samples FILE[:LOW-HIGH][,FILE...]] [--positions FILE[:LOW-HIGH][,FILE...]] "
    "[--label-depth D [--label-from E]] "
    "[--refit-stages LOW-HIGH]",
    fitPatterns});

}  // namespace
}  // namespace qipan::cli
