// Several best lines (game/multi_pv.h) through the Game facade, for every game: the lines are distinct legal
// moves, best first, none of them excluded; Othello's exact lines agree with a plain minimax written here
// over the facade alone; a forced Gomoku win is the only line; a Xiangqi mate claimed is a mate.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>
#include <thread>

#include "core/score.h"
#include "core/zobrist.h"
#include "game/multi_pv.h"
#include "game/registry.h"

using namespace qipan;

namespace {

std::unique_ptr<Game> make(const std::string& id) {
    auto g = createGame(id);
    BOOST_REQUIRE(g);
    return g;
}

void playText(Game& g, const std::string& moves) {
    std::size_t at = 0;
    while (at < moves.size()) {
        const std::size_t end = moves.find(' ', at);
        const std::string text = moves.substr(at, end == std::string::npos ? std::string::npos : end - at);
        const auto m = g.parseMove(text);
        BOOST_REQUIRE_MESSAGE(m && g.isLegal(*m), "move " << text);
        g.play(*m);
        if (end == std::string::npos) break;
        at = end + 1;
    }
}

// Seeded random play: `plies` legal moves (fewer if the game ends).
void randomPlies(Game& g, int plies, SplitMix64& rng) {
    for (int i = 0; i < plies && !g.outcome().over(); ++i) {
        const auto moves = g.legalMoves();
        g.play(moves[rng.below(moves.size())]);
    }
}

void checkLinesAreDistinctAndLegal(const Game& g, const std::vector<SearchInfo>& lines, std::size_t expected,
                                   const std::vector<Move>& excluded = {}) {
    BOOST_TEST(lines.size() == expected);
    std::set<int> firsts;
    for (const SearchInfo& line : lines) {
        BOOST_REQUIRE(!line.pv.empty());
        BOOST_TEST(g.isLegal(line.pv.front()));
        BOOST_TEST((std::find(excluded.begin(), excluded.end(), line.pv.front()) == excluded.end()));
        firsts.insert(line.pv.front().code);
        // The whole line is playable.
        auto copy = g.clone();
        for (const Move m : line.pv) {
            if (copy->outcome().over()) break;
            BOOST_TEST(copy->isLegal(m));
            if (!copy->isLegal(m)) break;
            copy->play(m);
        }
    }
    BOOST_TEST(firsts.size() == lines.size());
}

// Othello over the facade alone, for clarity: the final disc difference for the side to move under perfect
// play, empties to the winner. Every cell of the board is read through Game::cell.
int plainOthello(Game& g) {
    if (g.outcome().over()) {
        int first = 0, second = 0;
        for (int y = 0; y < g.height(); ++y)
            for (int x = 0; x < g.width(); ++x) {
                first += g.cell(x, y) == 1;
                second += g.cell(x, y) == 2;
            }
        const int empties = g.width() * g.height() - first - second;
        const int diff = first > second   ? first - second + empties
                         : first < second ? first - second - empties
                                          : 0;
        return g.sideToMove() == Side::First ? diff : -diff;
    }
    int best = -1000;
    for (const Move m : g.legalMoves()) {  // a pass is the one legal move when the side cannot play
        g.play(m);
        best = std::max(best, -plainOthello(g));
        g.undo();
    }
    return best;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(multi_pv)

BOOST_AUTO_TEST_CASE(othello_exact_lines_agree_with_plain_minimax) {
    SplitMix64 rng(20261124);
    int solved = 0;
    for (int n = 0; n < 400; ++n) {
        const std::string id = n % 4 == 3 ? "othello/6" : "othello/8";
        auto g = make(id);
        const int cells = g->width() * g->height();
        const int empties = 5 + static_cast<int>(rng.below(4));  // 5..8
        randomPlies(*g, cells - 4 - empties, rng);
        const auto moves = g->legalMoves();
        // A forced pass is answered at once without a search (the app plays it by itself).
        if (g->outcome().over() || g->squares(moves.front()).to < 0) continue;
        SearchLimits limits;
        limits.level = kFullStrength;
        const auto lines = searchLines(*g, limits, 3, {}, {});
        checkLinesAreDistinctAndLegal(*g, lines, std::min<std::size_t>(3, moves.size()));
        // The value of each move by plain minimax; the k-th line must have the k-th best value.
        std::vector<int> values;
        for (const Move m : moves) {
            auto child = g->clone();
            child->play(m);
            values.push_back(-plainOthello(*child));
        }
        std::vector<int> sorted = values;
        std::sort(sorted.rbegin(), sorted.rend());
        for (std::size_t k = 0; k < lines.size(); ++k) {
            BOOST_REQUIRE_MESSAGE(lines[k].exact, g->positionText() << " line " << k);
            const auto at = std::find(moves.begin(), moves.end(), lines[k].pv.front()) - moves.begin();
            BOOST_TEST(lines[k].score == values[static_cast<std::size_t>(at)] * 100, g->positionText()
                                                                                         << " line " << k);
            BOOST_TEST(lines[k].score == sorted[k] * 100, g->positionText() << " line " << k);
        }
        ++solved;
    }
    BOOST_TEST(solved > 300);
}

BOOST_AUTO_TEST_CASE(every_game_gives_distinct_legal_lines) {
    SplitMix64 rng(7);
    for (const std::string id :
         {"gomoku/freestyle/15", "gomoku/renju/15", "othello/8", "othello/10", "xiangqi"}) {
        for (int n = 0; n < 8; ++n) {
            auto g = make(id);
            randomPlies(*g, 4 + static_cast<int>(rng.below(12)), rng);
            if (g->outcome().over()) continue;
            SearchLimits limits;
            limits.depth = 3;
            const auto moves = g->legalMoves();
            // Two moves left out by the caller stay out of every line.
            std::vector<Move> excluded = {moves[0]};
            if (moves.size() > 4) excluded.push_back(moves[moves.size() / 2]);
            limits.excluded = excluded;
            int reports = 0;
            const auto lines = searchLines(*g, limits, 4, {}, [&](const std::vector<SearchInfo>& l) {
                ++reports;
                BOOST_TEST(!l.empty());
            });
            BOOST_TEST_CONTEXT(id << " " << g->positionText()) {
                BOOST_REQUIRE(!lines.empty());
                // A forced node (a four to stop) may leave fewer moves than asked.
                const std::size_t left = moves.size() - excluded.size();
                BOOST_TEST(lines.size() <= std::min<std::size_t>(4, left));
                checkLinesAreDistinctAndLegal(*g, lines, lines.size(), excluded);
                BOOST_TEST(reports >= static_cast<int>(lines.size()));
                for (std::size_t k = 1; k < lines.size(); ++k)
                    BOOST_TEST(lines[k - 1].score >= lines[k].score);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_spent_time_budget_still_gives_every_line_its_first_move) {
    // One millisecond for three lines: the first search uses it all (on a busy machine even a depth-1
    // search can), and the other lines still come, each with a legal first move, as the analysis panel
    // and the protocols' several lines expect.
    SplitMix64 rng(11);
    for (const std::string id : {"gomoku/freestyle/15", "gomoku/renju/15", "othello/8", "othello/10", "xiangqi"}) {
        auto g = make(id);
        randomPlies(*g, 6, rng);
        if (g->outcome().over() || g->legalMoves().size() < 3) continue;
        SearchLimits limits;
        limits.moveTimeMs = 1;
        const auto lines = searchLines(*g, limits, 3, {}, {});
        BOOST_TEST_CONTEXT(id << " " << g->positionText()) { checkLinesAreDistinctAndLegal(*g, lines, 3); }
    }
}

BOOST_AUTO_TEST_CASE(a_gomoku_five_is_the_only_line) {
    auto g = make("gomoku/freestyle/15");
    playText(*g, "h8 h9 i8 i9 j8 j9 k8 a1");  // Black makes five at g8 or l8
    SearchLimits limits;
    limits.depth = 4;
    const auto lines = searchLines(*g, limits, 3, {}, {});
    BOOST_REQUIRE(!lines.empty());
    BOOST_TEST(lines[0].score == mateIn(1));
    auto copy = g->clone();
    copy->play(lines[0].pv.front());
    BOOST_TEST(copy->outcome().over());
    BOOST_TEST((copy->outcome().winner == Side::First));
    // Every further line is a five too, or there is none: no other move is offered as a win in one.
    for (std::size_t k = 1; k < lines.size(); ++k) {
        auto other = g->clone();
        other->play(lines[k].pv.front());
        BOOST_TEST(other->outcome().over() == (lines[k].score == mateIn(1)));
    }
    // Both fives excluded: a search that offers nothing else gives no line rather than a false one.
    limits.excluded = {*g->parseMove("g8"), *g->parseMove("l8")};
    const SearchResult r = g->search(limits, {}, {});
    if (!r.best.isNone()) {
        BOOST_TEST(g->isLegal(r.best));
        BOOST_TEST(r.score != mateIn(1));
    }
}

BOOST_AUTO_TEST_CASE(a_xiangqi_mate_claimed_is_a_mate) {
    auto g = make("xiangqi");
    std::string error;
    BOOST_REQUIRE(g->setPosition("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", error));
    SearchLimits limits;
    limits.depth = 5;
    const auto lines = searchLines(*g, limits, 3, {}, {});
    BOOST_REQUIRE(lines.size() == 3u);
    BOOST_TEST(lines[0].score == mateIn(1));
    BOOST_TEST(g->moveToText(lines[0].pv.front()) == "b0b9");
    for (const SearchInfo& line : lines) {
        auto copy = g->clone();
        copy->play(line.pv.front());
        BOOST_TEST(copy->outcome().over() == (line.score == mateIn(1)), g->moveToText(line.pv.front()));
    }
}

// The analysis has no limit: only the stop can end it (a stop not obeyed would hang the test). How soon
// it ends is measured by `qipan-engine bench time-use`.
BOOST_AUTO_TEST_CASE(a_stop_ends_the_analysis) {
    auto g = make("xiangqi");
    std::stop_source source;
    std::vector<SearchInfo> lines;
    std::thread worker([&] { lines = searchLines(*g, SearchLimits{}, 3, source.get_token(), {}); });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    source.request_stop();
    worker.join();
    BOOST_TEST(!lines.empty());
    checkLinesAreDistinctAndLegal(*g, lines, lines.size());
}

BOOST_AUTO_TEST_CASE(a_time_limited_analysis_of_three_lines_returns_them) {
    auto g = make("othello/8");
    SearchLimits limits;
    limits.moveTimeMs = 300;
    const auto lines = searchLines(*g, limits, 3, {}, {});
    checkLinesAreDistinctAndLegal(*g, lines, 3);
}

BOOST_AUTO_TEST_SUITE_END()
