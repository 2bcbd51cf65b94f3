#include "match/match.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "core/zobrist.h"
#include "game/registry.h"
#include "match/player.h"

namespace qipan::match {

double eloFromScore(double score) {
    score = std::clamp(score, 1e-3, 1 - 1e-3);
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double eloMargin(const MatchResult& r) {
    const int n = r.games();
    if (n < 2) return 0;
    const double s = r.score();
    const double variance = (r.wins * std::pow(1 - s, 2) + r.draws * std::pow(0.5 - s, 2) + r.losses * std::pow(s, 2)) / n;
    const double margin = 1.96 * std::sqrt(variance / n);
    return (eloFromScore(s + margin) - eloFromScore(s - margin)) / 2;
}

std::vector<std::string> splitMoves(const std::string& text, bool fourCharacterMoves) {
    std::vector<std::string> moves;
    if (text.find_first_of(" ,") != std::string::npos) {
        std::string t = text;
        for (auto& c : t)
            if (c == ',') c = ' ';
        std::istringstream in(t);
        for (std::string m; in >> m;) moves.push_back(m);
        return moves;
    }
    if (fourCharacterMoves) {
        for (std::size_t i = 0; i + 4 <= text.size(); i += 4) moves.push_back(text.substr(i, 4));
        return moves;
    }
    for (std::size_t i = 0; i < text.size();) {
        std::size_t j = i + 1;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
        moves.push_back(text.substr(i, j - i));
        i = j;
    }
    return moves;
}

namespace {

std::unique_ptr<Game> newGame(const std::string& id) {
    std::string error;
    auto game = createGame(id, &error);
    if (!game) throw std::runtime_error(error);
    return game;
}

// A random short opening near the usual start, so that games differ.
std::vector<Move> randomOpening(const Game& start, SplitMix64& rng) {
    auto game = start.clone();
    const int plies = game->family() == GameFamily::Gomoku ? 3 : game->family() == GameFamily::Othello ? 4 : 2;
    std::vector<Move> moves;
    for (int i = 0; i < plies && !game->outcome().over(); ++i) {
        auto legal = game->legalMoves();
        if (game->family() == GameFamily::Gomoku) {
            // Keep Gomoku openings within two lines of the centre.
            const int c = game->width() / 2;
            std::erase_if(legal, [&](Move m) {
                const int cell = game->squares(m).to;
                return std::abs(cell % game->width() - c) > 2 || std::abs(cell / game->width() - c) > 2;
            });
        }
        const Move m = legal[rng.below(legal.size())];
        moves.push_back(m);
        game->play(m);
    }
    return moves;
}

std::vector<Move> parseOpening(const Game& start, const std::string& text) {
    auto game = start.clone();
    std::vector<Move> moves;
    for (const std::string& t : splitMoves(text, start.family() == GameFamily::Xiangqi)) {
        const auto m = game->parseMove(t);
        if (!m || !game->isLegal(*m)) throw std::runtime_error("opening '" + text + "': '" + t + "' is not a legal move");
        moves.push_back(*m);
        game->play(*m);
    }
    return moves;
}

}  // namespace

bool claimsFiftyMoveDraw(const Game& position, const std::string& error) {
    return error == kNoBestMove && position.pliesWithoutCapture() >= 100 && !position.legalMoves().empty();
}

MatchResult playMatch(const MatchSettings& s, const std::function<void(const std::string&)>& report) {
    const auto start = newGame(s.gameId);
    auto playerA = makePlayer(s.engineA, *start, s.options);
    auto playerB = makePlayer(s.engineB, *start, s.options);
    SplitMix64 rng(s.seed);
    MatchResult result;
    const int pairs = (std::max(1, s.games) + 1) / 2;
    const int maxPlies = s.maxPlies > 0 ? s.maxPlies : 600;
    for (int pair = 0; pair < pairs; ++pair) {
        const std::size_t index =
            s.openings.empty() ? 0 : static_cast<std::size_t>(std::max(0, s.firstOpening) + pair) % s.openings.size();
        const std::vector<Move> opening =
            s.openings.empty() ? randomOpening(*start, rng) : parseOpening(*start, s.openings[index]);
        for (int swap = 0; swap < 2; ++swap) {
            Player* first = swap == 0 ? playerA.get() : playerB.get();
            Player* second = swap == 0 ? playerB.get() : playerA.get();
            auto game = start->clone();
            std::vector<Move> moves;
            for (const Move m : opening) {
                game->play(m);
                moves.push_back(m);
            }
            std::string verdict;
            int aScore = 1;  // 2 win, 1 draw, 0 loss for A
            while (true) {
                const Outcome o = game->outcome();
                if (o.over()) {
                    if (o.kind == Outcome::Kind::Draw) {
                        aScore = 1;
                    } else {
                        const bool firstWon = o.winner == Side::First;
                        aScore = (firstWon == (swap == 0)) ? 2 : 0;
                    }
                    verdict = o.text();
                    break;
                }
                if (static_cast<int>(moves.size()) >= maxPlies) {
                    verdict = "move limit";
                    aScore = 1;
                    break;
                }
                Player* mover = game->sideToMove() == Side::First ? first : second;
                std::string error;
                // A forced pass is no decision; some engines (gtp-rhino) hang when asked for one.
                const auto legal = game->legalMoves();
                const bool forcedPass = legal.size() == 1 && game->squares(legal.front()).to < 0;
                const Move m = forcedPass ? legal.front() : mover->think(*start, moves, *game, s.moveTimeMs, error);
                if (m.isNone() && claimsFiftyMoveDraw(*game, error)) {
                    verdict = mover->name() + " claims a draw: 50 moves without capture";
                    aScore = 1;
                    break;
                }
                if (m.isNone() || !game->isLegal(m)) {
                    verdict = mover->name() + " forfeits: " + (error.empty() ? "illegal move" : error);
                    aScore = mover == playerA.get() ? 0 : 2;
                    break;
                }
                game->play(m);
                moves.push_back(m);
            }
            (aScore == 2 ? result.wins : aScore == 1 ? result.draws : result.losses)++;
            std::ostringstream line;
            line << "game " << result.games() << ": " << first->name() << " vs " << second->name() << ": "
                 << (aScore == 1 ? "draw" : (aScore == 2) == (swap == 0) ? "1-0" : "0-1") << " (" << verdict << ", "
                 << moves.size() << " plies)  A: +" << result.wins << " =" << result.draws << " -" << result.losses;
            if (s.reportMoves) {
                line << "  opening " << index << " moves:";
                auto replay = start->clone();
                for (const Move m : moves) {
                    line << ' ' << replay->moveToText(m);
                    replay->play(m);
                }
            }
            report(line.str());
        }
    }
    return result;
}

}  // namespace qipan::match
