// Every win the engine's solver claims is checked by the plain prover (plain_prover.h) against every
// defence, on the positions from the issue that once fooled it and on thousands of seeded positions
// from quick self-play under each rule; wins the plain exhaustive VCF finds must be found by the engine
// too; the claimed length never grows along a game; Renju fouls agree with the plain RIF reading.
#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "core/zobrist.h"
#include "gomoku/board.h"
#include "gomoku/move_picker.h"
#include "gomoku/notation.h"
#include "gomoku/solver.h"
#include "gomoku_test_util.h"
#include "plain_prover.h"
#include "seeded_games.h"

using namespace qipan;
using namespace qipan::gomoku;
using qipan::gomoku::testing::boardFrom;
using qipan::gomoku::testing::seededGame;
using qipan::gomoku::testing::toPlain;

namespace {

// Seeded games per rule in the claimed-wins check: QIPAN_PROOF_GAMES from the environment, else the
// build's default (tests/CMakeLists.txt: 30, or 4 in sanitizer builds).
int proofGamesPerRule() {
    if (const char* text = std::getenv("QIPAN_PROOF_GAMES")) {
        char* end = nullptr;
        const long games = std::strtol(text, &end, 10);
        BOOST_TEST_REQUIRE(
            (*text != '\0' && *end == '\0' && games > 0 && games <= 1000),
            "QIPAN_PROOF_GAMES must be a number of games from 1 to 1000, not '" << text << "'");
        return static_cast<int>(games);
    }
    return QIPAN_PROOF_GAMES;
}

Board toBoard(const plain::Position& position, int toMove) {
    Board board(position.size(), position.rule());
    for (int y = 0; y < position.size(); ++y)
        for (int x = 0; x < position.size(); ++x)
            if (position.stone(x, y) != plain::kEmpty)
                board.put(board.point(x, y), static_cast<std::uint8_t>(position.stone(x, y)));
    if (board.toMove() != toMove) board.passTurn();
    return board;
}

int claimedMoves(const SolveResult& r) {
    return (r.plies + 1) / 2;
}

// The engine as the checker's oracle: it names its winning move, and its claim must fit the moves the
// check has left (a proof never grows by more than the moves already played).
struct EngineOracle {
    std::uint64_t nodes = 0;
    int longerClaims = 0;
    std::string longerWhere;

    std::optional<plain::Point> operator()(plain::Position& position, int attacker, int moves) {
        Board board = toBoard(position, attacker);
        SearchLimits limits;
        limits.nodes = nodes;
        const SolveResult r = solve(board, limits);
        if (!r.win) return std::nullopt;
        if (claimedMoves(r) > moves) {
            ++longerClaims;
            longerWhere = plain::positionText(position) + " claims " + std::to_string(claimedMoves(r)) +
                          " with " + std::to_string(moves) + " left";
        }
        return plain::Point{board.xOf(r.line.front()), board.yOf(r.line.front())};
    }
};

// Solves the position for the side to move; a claimed win must pass the plain check within the claimed
// number of moves. Returns the claim (0: none).
int checkClaim(Board& board, std::uint64_t nodes, const std::string& where) {
    SearchLimits limits;
    limits.nodes = nodes;
    const std::uint64_t before = board.hash();
    const SolveResult r = solve(board, limits);
    BOOST_REQUIRE_EQUAL(board.hash(), before);
    if (!r.win) return 0;
    plain::Position position = toPlain(board);
    const int attacker = board.toMove();
    EngineOracle oracle;
    oracle.nodes = nodes * 2;
    plain::WinCheck check;
    check.suggest = std::ref(oracle);
    const bool ok = check.verify(position, attacker, claimedMoves(r));
    BOOST_CHECK_MESSAGE(ok || check.unfinished,
                        where << ": claimed win in " << claimedMoves(r) << " starting "
                              << pointName(board.xOf(r.line[0]), board.yOf(r.line[0]), board.size())
                              << " is not a win: " << check.why);
    BOOST_CHECK_MESSAGE(!check.unfinished, where << ": the plain check did not finish");
    BOOST_CHECK_MESSAGE(oracle.longerClaims == 0, where << ": a claim grew: " << oracle.longerWhere);
    return claimedMoves(r);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_proofs)

// Issue 16: h5 was claimed a win in 6; White's h9 (blocking and making three) refutes it. Black wins
// with h7.
BOOST_AUTO_TEST_CASE(issue_position_h5_is_no_win) {
    Board board = boardFrom(Rule::Freestyle, 15, "h8,e7,g7,f7", "g9,g10,i9,d7", kBlack);
    const int moves = checkClaim(board, 2'000'000, "issue position 1");
    BOOST_CHECK_MESSAGE(moves > 0, "Black's win (h7) is not found");
}

// Issue 16: i6 was claimed a win in 5; j6 refutes it.
BOOST_AUTO_TEST_CASE(issue_position_i6_is_no_win) {
    Board board = boardFrom(Rule::Freestyle, 15, "h8,g7,i9,h7,h6,f8,j7", "g9,i8,f6,f7,h9,i5,k7", kBlack);
    checkClaim(board, 2'000'000, "issue position 2");
}

BOOST_AUTO_TEST_CASE(renju_fouls_agree_with_the_plain_reading) {
    // Dense random positions in the middle of the board (Black has more stones, so fouls are common)
    // and positions from seeded games.
    int fouls = 0, checked = 0;
    int kinds[4] = {};
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        Board board(15, Rule::Renju);
        SplitMix64 rng(seed * 0x9E3779B97F4A7C15ULL);
        if (seed % 4 == 0) {
            seededGame(board, seed * 7919, 60);
        } else {
            if (seed % 4 == 2) {
                // Five black stones of six in a row with an inner gap: the gap is an overline point.
                const int d = static_cast<int>(rng.below(4));
                const int start = board.point(5, 5 + static_cast<int>(rng.below(3)));
                const int gap = 1 + static_cast<int>(rng.below(4));
                for (int k = 0; k < 6; ++k)
                    if (k != gap) board.put(start + k * kDirection[d], kBlack);
            }
            const int window = seed % 2 ? 9 : 7;
            const int stones = 14 + static_cast<int>(rng.below(24));
            for (int i = 0; i < stones; ++i) {
                const int p =
                    board.point(4 + static_cast<int>(rng.below(static_cast<std::uint64_t>(window))),
                                4 + static_cast<int>(rng.below(static_cast<std::uint64_t>(window))));
                if (board.stone(p) != kEmpty) continue;
                const std::uint8_t color = rng.below(5) < 3 ? kBlack : kWhite;
                board.put(p, color);
                if (board.isWinAt(p)) board.remove(p);
            }
        }
        plain::Position position = toPlain(board);
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x) {
                const int p = board.point(x, y);
                if (board.stone(p) != kEmpty) continue;
                const Foul engine = board.foul(p);
                const plain::Foul expected = position.foul(x, y);
                ++checked;
                fouls += engine != Foul::None;
                ++kinds[static_cast<int>(expected)];
                BOOST_CHECK_MESSAGE(static_cast<int>(engine) == static_cast<int>(expected),
                                    plain::positionText(position)
                                        << " at " << pointName(x, y, 15) << ": engine " << foulName(engine)
                                        << ", plain " << static_cast<int>(expected));
            }
    }
    BOOST_TEST_MESSAGE(checked << " points, " << fouls << " fouls (overline " << kinds[1] << ", double four "
                               << kinds[2] << ", double three " << kinds[3] << ")");
    BOOST_CHECK_GT(kinds[1], 50);
    BOOST_CHECK_GT(kinds[2], 50);
    BOOST_CHECK_GT(kinds[3], 50);
}

// Thousands of positions from seeded quick games under every rule: every claimed win holds against
// every defence, and a win the plain exhaustive VCF finds is found by the engine.
BOOST_AUTO_TEST_CASE(claimed_wins_hold_on_seeded_positions) {
    struct Setting {
        Rule rule;
        int size;
        int games;
    };
    const int games = proofGamesPerRule();
    const Setting settings[] = {{Rule::Freestyle, 15, games},
                                {Rule::Standard, 15, games},
                                {Rule::Renju, 15, games},
                                {Rule::Caro, 15, games}};

    for (const Setting& s : settings) {
        int positions = 0, claims = 0, vcfWins = 0;
        for (int g = 0; g < s.games; ++g) {
            Board board(s.size, s.rule);
            const std::uint64_t seed =
                1000 * (static_cast<std::uint64_t>(s.rule) + 1) + static_cast<std::uint64_t>(g);
            const std::vector<int> played = seededGame(board, seed, 80);
            // Back through the game: every position from the sixth stone on.
            for (int i = static_cast<int>(played.size()); i >= 6; --i) {
                while (board.stoneCount() > i) board.undo();
                if (board.isWinAt(board.lastMove())) continue;
                ++positions;
                const std::string where = std::string(ruleName(s.rule)) + " seed " + std::to_string(seed) +
                                          " move " + std::to_string(i);
                // Most positions get a short solve; every fourth a longer one, for longer proofs.
                const int claim = checkClaim(board, i % 4 == 0 ? 30'000 : 4'000, where);
                claims += claim > 0;
                plain::Position position = toPlain(board);
                plain::PlainVcf vcf;
                if (vcf.wins(position, board.toMove(), 6)) {
                    ++vcfWins;
                    BOOST_CHECK_MESSAGE(claim > 0 && claim <= 6,
                                        where << ": plain VCF wins within 6 moves, engine claims " << claim);
                }
            }
        }
        BOOST_TEST_MESSAGE(ruleName(s.rule) << ": " << s.games << " games, " << positions << " positions, "
                                            << claims << " claimed wins, " << vcfWins << " plain VCF wins");
    }
}

BOOST_AUTO_TEST_SUITE_END()
