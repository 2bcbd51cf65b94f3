// The move picker's defences against a three: on seeded positions under every rule, every point it
// leaves out of a defence list (a point of the opponent's four after which he still has a straight
// four) must lose at once, and the plain model (plain_prover.h) is the judge: after it, the opponent wins by
// fours within two of his moves.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "gomoku/board.h"
#include "gomoku/move_picker.h"
#include "gomoku/notation.h"
#include "gomoku_test_util.h"
#include "plain_prover.h"
#include "seeded_games.h"

using namespace qipan;
using namespace qipan::gomoku;
using namespace qipan::gomoku::testing;

namespace {

bool listed(const MoveList& list, int p) {
    for (int i = 0; i < list.count; ++i)
        if (list.moves[i].point == p) return true;
    return false;
}

// The moves the picker may consider against a three: the opponent's points of four and our own, where
// legal for us. Returns how many of them the list leaves out; each must lose to a straight four.
int checkDefences(Board& board, const MoveList& list, const std::string& where) {
    const std::uint8_t me = board.toMove();
    const std::uint8_t opp = otherColor(me);
    PointSet candidates = board.points(opp, kFourPoints);
    const PointSet& mine = board.points(me, kFourPoints);
    for (int i = 0; i < PointSet::kWords; ++i) candidates.word[i] |= mine.word[i];
    for (int i = 0; i < list.count; ++i)
        BOOST_CHECK_MESSAGE(candidates.has(list.moves[i].point),
                            where << ": " << pointName(board.xOf(list.moves[i].point), board.yOf(list.moves[i].point), board.size())
                                  << " is no point of four of either side");
    int left = 0;
    candidates.any([&](int p) {
        if (listed(list, p)) return false;
        if (me == kBlack && board.foul(p) != Foul::None) return false;  // not a legal move for us anyway
        ++left;
        board.play(p);
        plain::Position position = toPlain(board);
        plain::PlainVcf vcf;
        const bool loses = vcf.wins(position, opp, 2);
        board.undo();
        BOOST_CHECK_MESSAGE(loses, where << ": " << pointName(board.xOf(p), board.yOf(p), board.size())
                                         << " was left out, yet the opponent has no win in 2 after it ("
                                         << plain::positionText(toPlain(board)) << ")");
        return false;
    });
    return left;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(gomoku_move_picker)

// Black has an open three on row 8 (g8 h8 i8, with two free points on each side) and, far from it, a
// three on the diagonal c3 d4 e5 that White blocks at b2 (fours at f6 and g7). Only f8 and j8 stop the
// three: after e8 or k8 (points of Black's four) Black still makes a straight four, and the diagonal's
// fours do nothing against it. The four points are left out, and each loses.
BOOST_AUTO_TEST_CASE(points_of_four_that_leave_a_straight_four_are_left_out) {
    Board board = boardFrom(Rule::Freestyle, 15, "g8,h8,i8,c3,d4,e5", "b2,m12,b13,n3,o9", kWhite);
    MoveList list;
    BOOST_REQUIRE(generateMoves(board, list, -1, nullptr, nullptr) == NodeKind::DefendThree);
    const auto at = [&](const char* name) {
        const auto xy = parsePoint(name, 15);
        BOOST_REQUIRE(xy);
        return board.point(xy->first, xy->second);
    };
    for (const char* defence : {"f8", "j8"}) BOOST_CHECK_MESSAGE(listed(list, at(defence)), defence);
    for (const char* none : {"e8", "k8", "f6", "g7"}) BOOST_CHECK_MESSAGE(!listed(list, at(none)), none);
    BOOST_CHECK_EQUAL(list.count, 2);
    BOOST_CHECK_EQUAL(checkDefences(board, list, "hand-made position"), 4);
}

BOOST_AUTO_TEST_CASE(left_out_defences_lose_on_seeded_positions) {
    const Rule rules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro};
    for (const Rule rule : rules) {
        int nodes = 0, leftOut = 0;
        for (int g = 0; g < 150; ++g) {
            Board board(15, rule);
            const std::uint64_t seed = 5000 * (static_cast<std::uint64_t>(rule) + 1) + static_cast<std::uint64_t>(g);
            const std::vector<int> played = seededGame(board, seed, 70);
            for (int i = static_cast<int>(played.size()); i >= 5; --i) {
                while (board.stoneCount() > i) board.undo();
                if (board.isWinAt(board.lastMove())) continue;
                MoveList list;
                if (generateMoves(board, list, -1, nullptr, nullptr) != NodeKind::DefendThree) continue;
                ++nodes;
                leftOut += checkDefences(board, list, std::string(ruleName(rule)) + " seed " + std::to_string(seed) +
                                                          " move " + std::to_string(i));
            }
        }
        BOOST_TEST_MESSAGE(ruleName(rule) << ": " << nodes << " positions against a three, " << leftOut
                                          << " points left out");
        BOOST_CHECK_GT(nodes, 200);
        BOOST_CHECK_GT(leftOut, 100);
    }
}

BOOST_AUTO_TEST_SUITE_END()
