// Rules of Othello on the grid board, the bitboards and the Game facade.
#include <boost/test/unit_test.hpp>

#include "othello/bitboard.h"
#include "othello/position.h"
#include "othello_test_util.h"

using namespace qipan;
using namespace qipan::othello;
using namespace qipan::othello::testing;

namespace {

// The discs of `opponent` a move of `player` at `square` flips, found by walking the eight rays square by
// square: the plain rule that the line tables must agree with.
Bits walkedFlips(Bits player, Bits opponent, int square) {
    Bits all = 0;
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
            if (dx == 0 && dy == 0) continue;
            Bits run = 0;
            int x = square % 8 + dx, y = square / 8 + dy;
            for (; x >= 0 && x < 8 && y >= 0 && y < 8 && (opponent & bit(y * 8 + x)); x += dx, y += dy)
                run |= bit(y * 8 + x);
            if (x >= 0 && x < 8 && y >= 0 && y < 8 && (player & bit(y * 8 + x))) all |= run;
        }
    return all;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(othello_rules)

BOOST_AUTO_TEST_CASE(start_position_and_first_moves) {
    OthelloGame g(8);
    BOOST_TEST(g.positionText() ==
               "---------------------------OX------XO--------------------------- X");
    std::vector<std::string> names;
    for (Move m : g.legalMoves()) names.push_back(g.moveToText(m));
    BOOST_TEST(names == (std::vector<std::string>{"d3", "c4", "f5", "e6"}), boost::test_tools::per_element());
    BOOST_TEST(g.sideToMove() == Side::First);
    BOOST_TEST(g.cell(3, 4) == 1);  // d5 black
    BOOST_TEST(g.cell(3, 3) == 2);  // d4 white
}

BOOST_AUTO_TEST_CASE(flips_in_all_eight_directions) {
    // White all around d4, black two steps further in each direction: d4 flips all eight.
    const std::string text = board8({"b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"},
                                    {"c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"}, 'X');
    GridBoard b = grid(text);
    const int d4 = *b.parseCell("d4");
    BOOST_TEST(b.flipCount(d4, Side::First) == 8);
    const Position p = *toPosition(b);
    BOOST_TEST(popcount(flips(3 * 8 + 3, p.player, p.opponent)) == 8);
    BOOST_TEST((p.moves() & bit(27)) != 0);
    b.play(d4);
    BOOST_TEST(b.count(kBlack) == 17);
    BOOST_TEST(b.count(kWhite) == 0);
    // Longest runs: six discs along a row and along a diagonal, closed at the far edge.
    const std::string runs = board8({"h1", "h8"}, {"b1", "c1", "d1", "e1", "f1", "g1", "b2", "c3", "d4", "e5", "f6", "g7"}, 'X');
    const Position q = *toPosition(grid(runs));
    BOOST_TEST(popcount(flips(0, q.player, q.opponent)) == 12);
}

BOOST_AUTO_TEST_CASE(no_wrap_around_between_rows_or_columns) {
    // From h1 eastwards the next bit is a2: O on a2 and X on b2 must not make h1 a move.
    const Position p = *toPosition(grid(board8({"b2"}, {"a2"}, 'X')));
    BOOST_TEST((p.moves() & bit(7)) == 0);
    BOOST_TEST(flips(7, p.player, p.opponent) == 0);
    // a3 looking west would wrap to h2: O on h2, X on g2.
    const Position q = *toPosition(grid(board8({"g2"}, {"h2"}, 'X')));
    BOOST_TEST(q.moves() == 0);
    // Diagonal wrap: h4 south-east lands on a6.
    const Position r = *toPosition(grid(board8({"b7"}, {"a6"}, 'X')));
    BOOST_TEST(r.moves() == 0);
    BOOST_TEST(grid(board8({"b7"}, {"a6"}, 'X')).canMove(Side::First) == false);
}

BOOST_AUTO_TEST_CASE(bitboard_and_grid_agree_on_random_games) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GridBoard b(8);
        std::uint64_t s = seed;
        while (!b.gameOver()) {
            const Position p = *toPosition(b);
            const auto cells = b.legalCells(b.sideToMove());
            Bits expected = 0;
            for (int c : cells) expected |= bit(c);
            BOOST_REQUIRE(p.moves() == expected);
            if (cells.empty()) {
                b.play(kPassCode);
                continue;
            }
            s = s * 6364136223846793005ULL + 1442695040888963407ULL;
            const int c = cells[(s >> 33) % cells.size()];
            const Bits f = flips(c, p.player, p.opponent);
            BOOST_REQUIRE(popcount(f) == b.flipCount(c, b.sideToMove()));
            const Position next = p.after(c, f);
            b.play(c);
            BOOST_REQUIRE(next == *toPosition(b));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_side_without_moves_passes) {
    // Only X can move (c1); with O to move, O must pass.
    OthelloGame g = game(board8({"a1"}, {"b1"}, 'O'));
    BOOST_TEST(!g.outcome().over());
    const auto moves = g.legalMoves();
    BOOST_REQUIRE(moves.size() == 1u);
    BOOST_TEST(moves[0].code == kPassCode);
    BOOST_TEST(g.moveToText(moves[0]) == "pass");
    BOOST_TEST(g.illegalReason(*g.parseMove("c1")) == "must pass");
    BOOST_TEST(g.squares(moves[0]).to == -1);
    g.play(moves[0]);
    BOOST_TEST(g.sideToMove() == Side::First);
    BOOST_TEST(g.isLegal(*g.parseMove("c1")));
    BOOST_TEST(g.illegalReason(*g.parseMove("b1")) == "occupied");
    BOOST_TEST(g.illegalReason(*g.parseMove("h8")) == "flips nothing");
    BOOST_TEST(g.illegalReason(Move{kPassCode}) != "");
    for (const char* alias : {"PA", "@@", "pass"}) BOOST_TEST(g.parseMove(alias)->code == kPassCode);
}

BOOST_AUTO_TEST_CASE(game_end_gives_the_empties_to_the_winner) {
    // X wiped O out: neither side can move; 2 discs and 62 empties make 64-0.
    OthelloGame g = game(board8({"a1", "b1"}, {}, 'O'));
    BOOST_TEST(g.outcome().over());
    BOOST_TEST(g.legalMoves().empty());
    BOOST_TEST((g.outcome().kind == Outcome::Kind::Win));
    BOOST_TEST(g.outcome().winner == Side::First);
    BOOST_TEST(g.outcome().reason == "more discs");
    BOOST_TEST(g.outcome().detail == "64-0");
    BOOST_TEST(g.outcome().text() == "more discs (64-0)");
    BOOST_TEST(g.board().finalBlackMargin() == 64);
    // A blocked board: 2 white, 1 black with no moves for anyone; white wins 63-1 (61 empties to white).
    GridBoard b = grid(board8({"a1"}, {"h8", "h7"}, 'X'));
    BOOST_TEST(b.gameOver());
    BOOST_TEST(b.finalBlackMargin() == -(2 - 1 + 61));
    // A full board drawn 32-32.
    std::string full;
    for (int i = 0; i < 64; ++i) full += (i < 32) ? 'X' : 'O';
    OthelloGame d = game(full + " X");
    BOOST_TEST((d.outcome().kind == Outcome::Kind::Draw));
}

BOOST_AUTO_TEST_CASE(undo_restores_the_position) {
    OthelloGame g(8);
    const std::string start = g.positionText();
    for (const char* m : {"f5", "d6", "c3", "d3", "c4"}) g.play(*g.parseMove(m));
    BOOST_TEST(g.ply() == 5);
    for (int i = 0; i < 5; ++i) g.undo();
    BOOST_TEST(g.positionText() == start);
}

BOOST_AUTO_TEST_CASE(cell_marks_are_the_legal_moves) {
    OthelloGame g(8);
    const auto marks = g.cellMarks();
    BOOST_REQUIRE(marks.size() == 4u);
    for (const auto& [cell, tag] : marks) {
        BOOST_TEST(tag == "legal");
        BOOST_TEST(g.isLegal(Move{cell}));
    }
}

BOOST_AUTO_TEST_CASE(small_and_large_boards) {
    OthelloGame six(6), ten(10);
    BOOST_TEST(six.id() == "othello/6");
    BOOST_TEST(ten.id() == "othello/10");
    BOOST_TEST(ten.legalMoves().size() == 4u);
    BOOST_TEST(ten.cell(4, 4) == 2);
    BOOST_TEST(ten.cell(5, 4) == 1);
    BOOST_TEST(ten.moveToText(*ten.parseMove("j10")) == "j10");
    BOOST_TEST(!six.parseMove("g1").has_value());
    BOOST_TEST(!ten.parseMove("k1").has_value());
    BOOST_TEST(!ten.parseMove("a11").has_value());
}

BOOST_AUTO_TEST_CASE(moves_and_flips_match_a_square_by_square_walk_on_any_board) {
    // On random boards (not only reachable ones: long runs, discs on every edge), a square is a legal
    // move exactly when a walk from it in some direction crosses opponent discs and ends on the
    // player's, and flips() returns exactly the discs those walks cross (none for a square that is no move),
    // flipCount() their number.
    SplitMix64 rng(77);
    int movesSeen = 0;
    for (int i = 0; i < 20000; ++i) {
        const Bits filled = rng.next() | rng.next();
        const Bits player = filled & (i % 3 == 0 ? rng.next() & rng.next() : rng.next());
        const Bits opponent = filled & ~player;
        const Bits moves = legalMoves(player, opponent);
        for (int s = 0; s < 64; ++s) {
            if (filled & bit(s)) continue;
            const Bits expected = walkedFlips(player, opponent, s);
            BOOST_TEST_REQUIRE(((moves >> s) & 1) == (expected != 0));
            BOOST_TEST_REQUIRE(flips(s, player, opponent) == expected);
            BOOST_TEST_REQUIRE(flipCount(s, player, opponent) == popcount(expected));
        }
        movesSeen += popcount(moves);
    }
    BOOST_TEST(movesSeen > 100000);
}

BOOST_AUTO_TEST_CASE(the_last_square_counts_flips_from_the_players_discs_alone) {
    // With one empty square on the 8x8 board, lastFlipCount() reads only the mover's discs; it must agree
    // with the walk for either side, on boards of every density (long runs of one colour included).
    SplitMix64 rng(2024);
    int flipping = 0;
    for (int i = 0; i < 20000; ++i) {
        const int s = static_cast<int>(rng.next() % 64);
        const Bits filled = ~bit(s);
        const Bits mix = i % 3 == 0 ? rng.next() & rng.next() : i % 3 == 1 ? rng.next() | rng.next() : rng.next();
        const Bits player = filled & mix;
        const Bits opponent = filled & ~player;
        const int expected = popcount(walkedFlips(player, opponent, s));
        BOOST_TEST_REQUIRE(lastFlipCount(s, player) == expected);
        BOOST_TEST_REQUIRE(lastFlipCount(s, opponent) == popcount(walkedFlips(opponent, player, s)));
        flipping += expected != 0;
    }
    BOOST_TEST(flipping > 10000);
}

BOOST_AUTO_TEST_CASE(edge_anchored_discs_are_the_edge_stable_ones) {
    // The two-test answer for one edge square agrees with growing the whole set from the corners.
    constexpr Bits kEdge = 0xff818181818181ffULL;
    SplitMix64 rng(4242);
    int anchored = 0;
    for (int i = 0; i < 20000; ++i) {
        const Bits player = rng.next() | (i % 2 ? rng.next() : 0);  // dense boards have long runs
        const Bits stable = edgeStableDiscs(player);
        for (Bits edge = player & kEdge; edge; edge &= edge - 1) {
            const int s = firstSquare(edge);
            BOOST_TEST_REQUIRE(edgeAnchored(s, player) == ((stable >> s) & 1));
            anchored += edgeAnchored(s, player);
        }
    }
    BOOST_TEST(anchored > 50000);
}

BOOST_AUTO_TEST_CASE(full_lines_match_a_square_by_square_count) {
    // For random fillings (dense ones too, where lines fill up), each square's four lines are full
    // exactly when every square of that line on the 8x8 board holds a disc.
    SplitMix64 rng(2026);
    const auto lineFull = [](Bits filled, int square, int dx, int dy) {
        for (int sign : {1, -1})
            for (int x = square % 8, y = square / 8; x >= 0 && x < 8 && y >= 0 && y < 8; x += sign * dx, y += sign * dy)
                if (!(filled & bit(y * 8 + x))) return false;
        return true;
    };
    int fullSeen = 0;
    for (int i = 0; i < 20000; ++i) {
        Bits filled = rng.next();
        for (int k = static_cast<int>(rng.below(4)); k > 0; --k) filled |= rng.next();  // denser boards
        const FullLines full = fullLines(filled);
        for (int s = 0; s < 64; ++s) {
            BOOST_TEST_REQUIRE(((full.horizontal >> s) & 1) == lineFull(filled, s, 1, 0));
            BOOST_TEST_REQUIRE(((full.vertical >> s) & 1) == lineFull(filled, s, 0, 1));
            BOOST_TEST_REQUIRE(((full.diagonal >> s) & 1) == lineFull(filled, s, 1, 1));
            BOOST_TEST_REQUIRE(((full.antiDiagonal >> s) & 1) == lineFull(filled, s, -1, 1));
        }
        fullSeen += popcount(full.horizontal | full.vertical | full.diagonal | full.antiDiagonal) > 0;
    }
    BOOST_TEST(fullSeen > 10000);
    BOOST_TEST(fullLines(~Bits{0}).diagonal == ~Bits{0});
    BOOST_TEST(fullLines(0).antiDiagonal == 0u);
}

BOOST_AUTO_TEST_CASE(stable_discs_never_flip) {
    // From positions of seeded random games, every disc found stable keeps its colour through random
    // continuations to the end; and the set grows from the corners as expected.
    SplitMix64 rng(12345);
    int checked = 0;
    for (int game = 0; game < 300; ++game) {
        Position p = start8();
        const int plies = 20 + static_cast<int>(rng.below(40));
        for (int i = 0; i < plies && playRandomPly(p, rng); ++i) {
        }
        const Bits stableMover = stableDiscs(p.player, p.opponent), stableOther = stableDiscs(p.opponent, p.player);
        BOOST_TEST_REQUIRE((stableMover & ~p.player) == 0u);
        BOOST_TEST_REQUIRE((stableOther & ~p.opponent) == 0u);
        checked += popcount(stableMover | stableOther) > 0;
        for (int run = 0; run < 4; ++run) {
            Position q = p;
            bool moverToPlay = true;
            while (playRandomPly(q, rng)) {
                moverToPlay = !moverToPlay;
                const Bits mover = moverToPlay ? q.player : q.opponent, other = moverToPlay ? q.opponent : q.player;
                BOOST_TEST_REQUIRE((stableMover & ~mover) == 0u);
                BOOST_TEST_REQUIRE((stableOther & ~other) == 0u);
            }
        }
    }
    BOOST_TEST(checked > 100);  // the property was tested on positions that have stable discs
    // A full board: every disc is stable.
    BOOST_TEST(stableDiscs(0x00000000ffffffffULL, 0xffffffff00000000ULL) == 0x00000000ffffffffULL);
    // A lone corner is stable, an X square next to an empty corner is not.
    BOOST_TEST(stableDiscs(bit(0), bit(9)) == bit(0));
    BOOST_TEST(stableDiscs(bit(9), bit(0)) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
