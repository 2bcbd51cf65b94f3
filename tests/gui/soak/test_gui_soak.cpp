// The GUI soak: the real app (tests/gui/driver) driven at random for a while, as a restless person would:
// new games of every kind against a person or the computer, moves, Undo, Redo, Take Back, clicks on the
// move list (replaying), saves and opens of what was saved, switches between games. It checks what must
// hold (every action answered, a saved game opens with the moves it had, the app never stops), and reports
// as figures what depends on the machine: how long the window went without answering around each action
// (the driver's "stall") and the app's resident memory, sampled all along.
//
// QIPAN_SOAK_SECONDS (default 60) sets the length, QIPAN_SOAK_SEED (default 1) the actions chosen. The
// one memory check: after the first quarter of the run (fonts, caches made), the resident memory may grow
// by at most kRssGrowthBoundKb, beside what the engines' table pools may still make (kPoolsKb).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "../session/app_session.h"
#include "game/registry.h"

using namespace qipan;
using namespace qipan::test;
namespace fs = std::filesystem;

namespace {

constexpr long kRssGrowthBoundKb = 64 * 1024;
// The engines keep their big tables between moves in pools (engine/core/pool.h), each holding at most two:
// Xiangqi's 64 MB tables, Gomoku's 36 MB search memories (a 32 MB table and 4 MB of threat tables). When
// the second of each is first needed depends on which searches overlapped, often after the first quarter
// of a short run (a 40 s run here: 144 MB at the quarter, 213 MB later, a Xiangqi table more).
constexpr long kPoolsKb = (2 * 64 + 2 * 36) * 1024;

long environmentNumber(const char* name, long fallback) {
    const char* text = std::getenv(name);
    if (!text || !*text) return fallback;
    return std::strtol(text, nullptr, 10);
}

// The number after the first word of the first answer line ("stall 12.5", "rss 81234").
double number(const std::vector<std::string>& answer) {
    if (answer.empty()) return -1;
    const auto space = answer.front().find(' ');
    return space == std::string::npos ? -1 : std::atof(answer.front().c_str() + space + 1);
}

struct Figures {
    std::vector<double> stalls;
    double percentile(double p) const {
        if (stalls.empty()) return 0;
        std::vector<double> s = stalls;
        std::sort(s.begin(), s.end());
        const auto rank = static_cast<std::size_t>(p * static_cast<double>(s.size()) + 0.999999);
        return s[std::clamp<std::size_t>(rank, 1, s.size()) - 1];
    }
};

struct GameKind {
    const char* id;
    const char* extension;
};
// .psq keeps no rule (Qipan refuses to write another rule's game in it), so freestyle games go there.
const GameKind kGames[] = {{"gomoku/freestyle/15", "psq"},
                           {"gomoku/renju/15", "sgf"},
                           {"othello/8", "sgf"},
                           {"xiangqi", "pgn"},
                           {"gomoku/standard/15", "sgf"}};

}  // namespace

BOOST_AUTO_TEST_CASE(random_actions_for_a_while) {
    const long seconds = environmentNumber("QIPAN_SOAK_SECONDS", 60);
    std::mt19937_64 rng(static_cast<std::uint64_t>(environmentNumber("QIPAN_SOAK_SEED", 1)));
    const auto below = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    };
    TestHome home("soak");
    AppSession app(home.path);
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };

    std::map<std::string, Figures> figures;    // per action
    std::vector<std::pair<double, long>> rss;  // (seconds into the run, kB)
    struct Saved {
        fs::path path;
        std::string gameId;
        std::string moves;  // the "moves" the window showed when it was saved
        std::string position;  // the position after all of them (empty when the window showed an earlier one)
    };
    std::vector<Saved> saved;
    std::unique_ptr<Game> game;  // the game as the window shows it, for legal moves
    std::string gameId = "gomoku/freestyle/15";
    int actions = 0, timeouts = 0, opened = 0, keptOpen = 0;
    struct Slow {
        double ms;
        std::string action, dialog;
    };
    std::vector<Slow> slowest;
    double lastSample = -10;

    app.command("stall");
    while (elapsed() < static_cast<double>(seconds)) {
        if (elapsed() - lastSample >= 5) {
            lastSample = elapsed();
            rss.emplace_back(lastSample, static_cast<long>(number(app.command("rss"))));
        }
        const std::size_t dialogsAtStart = app.dialogs().size();
        AppState s = app.state();
        if (s["thinking"] == "1") {
            // The computer's reply: wait for it (a level-1 move takes well under a second).
            const std::string wait = "wait " + std::to_string(std::stoul(s["moves"]) + 1);
            const auto answer = app.command(wait);
            timeouts += answer.empty() || answer.front() != "ok";
            figures["computer reply"].stalls.push_back(number(app.command("stall")));
            continue;
        }
        gameId = s["game"];
        if (!game || game->id() != gameId) game = createGame(gameId);
        BOOST_REQUIRE_MESSAGE(game, "unknown game " << gameId);
        std::string error;
        BOOST_REQUIRE_MESSAGE(game->setPosition(s["position"], error), "the window's position: " << error);
        const std::size_t moves = std::stoul(s["moves"]);

        std::string action, line;
        const std::size_t roll = below(100);
        if (roll < 4) {
            const GameKind& kind = kGames[below(std::size(kGames))];
            const bool computer = below(3) > 0;
            action = "new";
            line = std::string("new ") + kind.id + (computer ? " 0 1 1 1" : " 0 1 0 1");
        } else if (roll < 50 && !game->outcome().over()) {
            const auto legal = game->legalMoves();
            action = "play";
            line =
                "play " + (legal.empty() ? std::string("any") : game->moveToText(legal[below(legal.size())]));
        } else if (roll < 62) {
            action = "undo";
            line = "menu undo";
        } else if (roll < 72) {
            action = "redo";
            line = "menu redo";
        } else if (roll < 76) {
            action = "take back";
            line = "menu take-back";
        } else if (roll < 86) {
            action = "list";
            line = "list " + std::to_string(below(moves + 1));
        } else if (roll < 93) {
            const GameKind* kind = nullptr;
            for (const GameKind& k : kGames)
                if (gameId == k.id) kind = &k;
            if (!kind) continue;
            // The game as it was saved, from the state taken in the same step as the save: the computer's
            // reply or an Othello pass can come between the state read above and the save.
            const fs::path path = home.path / ("game" + std::to_string(saved.size() % 8) + "." + kind->extension);
            action = "save";
            bool ok = false;
            const AppState after = app.commandState("save-state " + path.string(), ok);
            BOOST_CHECK_MESSAGE(ok, "saving " << path << " failed");
            const Saved file{path, after["game"], after["moves"],
                             after["cursor"] == after["moves"] ? after["position"] : std::string()};
            saved.erase(std::remove_if(saved.begin(), saved.end(),
                                       [&](const Saved& f) { return f.path == file.path; }),
                        saved.end());
            saved.push_back(file);
        } else if (!saved.empty()) {
            const Saved& file = saved[below(saved.size())];
            action = "open";
            // The state in the same step as the opening, before a computer to move could reply.
            bool ok = false;
            const std::size_t dialogsBefore = app.dialogs().size();
            const AppState o = app.commandState("open-state " + file.path.string(), ok);
            BOOST_CHECK_MESSAGE(ok, "opening " << file.path << " failed");
            // The file is the game on the board, changed since: the app asks whether to give the changes up
            // and the driver answers No, so the game stays as it is.
            bool kept = false;
            for (std::size_t i = dialogsBefore; i < app.dialogs().size(); ++i)
                kept = kept || app.dialogs()[i].find("changes that are not saved") != std::string::npos;
            if (kept) {
                ++keptOpen;
            } else {
                BOOST_CHECK_MESSAGE(o["game"] == file.gameId && o["moves"] == file.moves &&
                                        (file.position.empty() || o["position"] == file.position),
                                    file.path << " saved " << file.gameId << " with " << file.moves
                                              << " moves (" << file.position << "), opened " << o["game"]
                                              << " with " << o["moves"] << " (" << o["position"] << ")");
            }
            ++opened;
        } else {
            continue;
        }
        if (!line.empty()) {
            const auto answer = app.command(line);
            BOOST_CHECK_MESSAGE(!answer.empty(), "'" << line << "' gave no answer");
        }
        const double stall = number(app.command("stall"));
        figures[action].stalls.push_back(stall);
        // The slowest actions, with the dialog one raised (a modal dialog is made and shown within it).
        slowest.push_back({stall, line.empty() ? action : line,
                           app.dialogs().size() > dialogsAtStart ? app.dialogs().back() : std::string()});
        std::sort(slowest.begin(), slowest.end(), [](const Slow& a, const Slow& b) { return a.ms > b.ms; });
        if (slowest.size() > 12) slowest.pop_back();
        ++actions;
    }
    rss.emplace_back(elapsed(), static_cast<long>(number(app.command("rss"))));
    int status = 0;
    app.quit(status);
    BOOST_TEST(status == 0);

    // The report.
    std::printf(
        "gui soak: %ld s, seed %ld, %d actions, %d files opened (%d of them the game on the board with changes "
        "not saved, kept), %d waits for the computer timed out\n",
        seconds, environmentNumber("QIPAN_SOAK_SEED", 1), actions, opened, keptOpen, timeouts);
    std::printf("longest time the window went without answering, per action (ms):\n");
    std::printf("  %-15s %6s %8s %8s %8s %6s\n", "action", "count", "p50", "p99", "max", ">100");
    Figures all;
    for (const auto& [name, f] : figures) {
        const auto over = std::count_if(f.stalls.begin(), f.stalls.end(), [](double ms) { return ms > 100; });
        std::printf("  %-15s %6zu %8.1f %8.1f %8.1f %6td\n", name.c_str(), f.stalls.size(), f.percentile(0.5),
                    f.percentile(0.99), f.percentile(1.0), over);
        all.stalls.insert(all.stalls.end(), f.stalls.begin(), f.stalls.end());
    }
    std::printf("  %-15s %6zu %8.1f %8.1f %8.1f %6td\n", "all", all.stalls.size(), all.percentile(0.5),
                all.percentile(0.99), all.percentile(1.0),
                std::count_if(all.stalls.begin(), all.stalls.end(), [](double ms) { return ms > 100; }));
    std::printf("slowest actions (ms):\n");
    for (const Slow& w : slowest)
        std::printf("  %8.1f  %s%s%s\n", w.ms, w.action.c_str(), w.dialog.empty() ? "" : "  dialog: ",
                    w.dialog.c_str());
    BOOST_REQUIRE(!rss.empty());
    // Warm: the first sample at or after a quarter of the run.
    long warm = rss.back().second, peak = 0;
    for (auto it = rss.rbegin(); it != rss.rend(); ++it)
        if (it->first >= static_cast<double>(seconds) / 4) warm = it->second;
    for (const auto& [at, kb] : rss) peak = std::max(peak, kb);
    std::printf(
        "resident memory (MB): start %.1f, after the first quarter %.1f, largest %.1f, end %.1f "
        "(%zu samples, bound: quarter + %ld + the pools' %ld)\n",
        rss.front().second / 1024.0, warm / 1024.0, peak / 1024.0, rss.back().second / 1024.0, rss.size(),
        kRssGrowthBoundKb / 1024, kPoolsKb / 1024);
    std::fflush(stdout);
    for (const auto& [at, kb] : rss)
        BOOST_CHECK_MESSAGE(at < static_cast<double>(seconds) / 4 || kb <= warm + kRssGrowthBoundKb + kPoolsKb,
                            "resident memory " << kb << " kB at " << at << " s, more than " << warm << " + "
                                               << kRssGrowthBoundKb << " + " << kPoolsKb << " kB");
    for (const auto& d : app.dialogs()) BOOST_TEST_MESSAGE("dialog: " << d);
}
