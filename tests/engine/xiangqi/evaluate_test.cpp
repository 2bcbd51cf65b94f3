// The evaluation sees both colours alike: a position and its colour-flipped mirror score the same for the
// side to move. Material that cannot mate is never ahead.
#include <boost/test/unit_test.hpp>
#include <cctype>
#include <sstream>

#include "core/zobrist.h"
#include "xiangqi/evaluate.h"
#include "xiangqi/evaluation_weights.h"

using namespace qipan::xiangqi;

namespace {

// Turns the board upside down (rank 9 becomes rank 0), swaps colours and the side to move.
std::string flipped(const std::string& fen) {
    std::istringstream in(fen);
    std::string placement, side;
    in >> placement >> side;
    std::vector<std::string> ranks;
    std::stringstream ps(placement);
    for (std::string r; std::getline(ps, r, '/');) {
        for (char& c : r)
            c = std::isupper(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c))
                                                            : static_cast<char>(std::toupper(c));
        ranks.insert(ranks.begin(), r);
    }
    std::string out;
    for (const std::string& r : ranks) out += (out.empty() ? "" : "/") + r;
    return out + (side == "b" ? " w" : " b");
}

int score(const std::string& fen) {
    Position p;
    std::string error;
    BOOST_REQUIRE_MESSAGE(p.setFen(fen, error), fen << ": " << error);
    return evaluate(p);
}

// How often a phase-free term occurs in the position `fen`, Red's count minus Black's.
int termCount(const std::string& fen, EvalTerm term) {
    Position p;
    std::string error;
    BOOST_REQUIRE_MESSAGE(p.setFen(fen, error), fen << ": " << error);
    EvalFeatures f;
    std::array<int, 2> scale;
    evaluationFeatures(p, f, scale);
    BOOST_REQUIRE_EQUAL(f[term] % kEvalUnit, 0);
    return f[term] / kEvalUnit;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(xiangqi_evaluate)

BOOST_AUTO_TEST_CASE(colour_flip_symmetry) {
    for (const char* fen : {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
                            "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w",
                            "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w",
                            "2bakab2/9/2n1c1n2/p1p1p3p/6p2/2P6/P3P1P1P/1CN1C1N2/9/2BAKAB2 b"}) {
        BOOST_CHECK_EQUAL(score(fen), score(flipped(fen)));
    }
    BOOST_CHECK_EQUAL(score("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"),
                      score("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"));
}

BOOST_AUTO_TEST_CASE(material_that_cannot_mate_is_not_ahead) {
    // Red has advisors and elephants only, Black a bare general: nothing can mate, so nothing but the
    // side to move's tempo.
    BOOST_CHECK_EQUAL(score("4k4/9/9/9/9/9/9/4B4/4A4/2BAK4 w"), kEvaluationWeights[kTermTempo]);
    // A lone horse is scaled far below its material value.
    BOOST_CHECK_LT(score("4k4/9/9/9/9/9/9/4N4/9/4K4 w"), kPieceValue[kHorse] / 2);
    // A chariot is not.
    BOOST_CHECK_GT(score("4k4/9/9/9/9/9/9/R8/9/3K5 w"), kPieceValue[kChariot] / 2);
}

BOOST_AUTO_TEST_CASE(fitted_terms_give_the_engines_score) {
    // The fit scores positions from their term counts; along random games that must be evaluate() itself,
    // and other weights must change it (the counts are not all zero).
    qipan::SplitMix64 rng(5);
    int positions = 0, differs = 0;
    EvalWeights doubled = kEvaluationWeights;
    for (int& w : doubled) w *= 2;
    for (int game = 0; game < 20; ++game) {
        Position p;
        for (int ply = 0; ply < 150; ++ply) {
            EvalFeatures f;
            std::array<int, 2> scale;
            evaluationFeatures(p, f, scale);
            BOOST_REQUIRE_EQUAL(evaluate(p), evaluateWith(f, scale, p.sideToMove(), kEvaluationWeights));
            differs += evaluateWith(f, scale, p.sideToMove(), doubled) != evaluate(p);
            ++positions;
            MoveList list;
            p.generateLegal(list);
            if (list.size == 0) break;
            p.make(list.moves[rng.below(static_cast<std::uint64_t>(list.size))]);
        }
    }
    BOOST_CHECK_GT(differs, positions / 2);
}

BOOST_AUTO_TEST_CASE(king_zone_counts_attackers_near_the_enemy_general) {
    // Units within two files of the enemy general and three ranks of its back rank: chariot 3, horse and
    // cannon 2, soldier 1; at most 10, squared; Red's square minus Black's.
    const auto zone = [](const std::string& fen) { return termCount(fen, kTermKingZone); };
    BOOST_CHECK_EQUAL(zone("4k4/9/3R5/9/9/9/9/9/9/3K5 w"), 9);       // chariot d7
    BOOST_CHECK_EQUAL(zone("4k4/9/3R5/2N6/9/9/9/9/9/3K5 w"), 25);    // and horse c6
    BOOST_CHECK_EQUAL(zone("4k4/9/3R5/2N6/4P4/9/9/9/9/3K5 w"), 25);  // soldier e5: four ranks out
    BOOST_CHECK_EQUAL(zone("4k4/9/3R5/2N1P4/9/9/9/9/9/3K5 w"), 36);  // soldier e6
    BOOST_CHECK_EQUAL(zone("4k4/9/R8/9/9/9/9/9/9/3K5 w"), 0);        // chariot a7: four files off
    BOOST_CHECK_EQUAL(zone("4k4/9/R8/9/9/9/9/9/9/3K4r w"), 0);       // Black's chariot i0: far from d0
    BOOST_CHECK_EQUAL(zone("4k4/9/R8/9/9/9/9/9/5r3/3K5 w"), -9);     // Black's chariot f1
    BOOST_CHECK_EQUAL(zone("4k4/2R6/3R2N2/2NC5/9/9/9/9/5r3/3K5 w"), 100 - 9);  // 12 units count 10
    // The general's own file counts: a zone follows the general out of the centre.
    BOOST_CHECK_EQUAL(zone("3k5/9/1R7/9/9/9/9/9/9/4K4 w"), 9);  // chariot b7, general d9
}

BOOST_AUTO_TEST_CASE(palace_pressure_counts_attacks_on_the_enemy_palace) {
    // Each piece's attacked squares of the enemy palace (at most 3 a piece), summed, at most 12, squared;
    // Red's square minus Black's.
    const auto pressure = [](const std::string& fen) { return termCount(fen, kTermPalacePressure); };
    BOOST_CHECK_EQUAL(pressure("4k4/9/9/9/9/9/9/9/9/3K5 w"), 0);
    BOOST_CHECK_EQUAL(pressure("4k4/9/9/9/3R5/9/9/9/9/5K3 w"), 9);         // chariot d5: d7, d8, d9
    BOOST_CHECK_EQUAL(pressure("4k4/9/9/9/3RP4/9/9/9/4C4/3K5 b"), 36);     // and cannon e1 over soldier e5 (check)
    BOOST_CHECK_EQUAL(pressure("4k4/9/9/9/9/9/9/9/4C4/3K5 w"), 0);         // a cannon without a screen
    BOOST_CHECK_EQUAL(pressure("4k4/9/3N5/9/9/9/9/9/9/3K5 b"), 4);         // horse d7: e9 (check) and f8
    BOOST_CHECK_EQUAL(pressure("4k4/9/9/9/9/9/9/9/4r4/3K5 w"), -9);        // Black's chariot e1: four, counts 3
}

BOOST_AUTO_TEST_SUITE_END()
