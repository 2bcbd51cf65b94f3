// The Chinese interfaces show no English: the app runs in Simplified and in Traditional Chinese as a child
// process, goes through each game (moves, a refused click, a hint, analysis, undo, a pass, the end of a
// game, the New Game dialog), and every text its window and dialogs show is searched for English words.
// Switching the language while the app runs says everything again in the new one, at once. GTK's own
// dialogs (About, file chooser) translate through gettext, which must follow Qipan's language too.
#include <boost/test/unit_test.hpp>

#include <cctype>
#include <fstream>
#include <set>

#include "app_session.h"

using namespace qipan::test;

namespace {

const char* const kChinese[] = {"zh_CN", "zh_TW"};

// Words that stay as they are in a Chinese interface: the program's name, the English entry of the
// language menu, the Vietnamese game Caro, the speed units, file name extensions, the names of the file
// and text formats (Chinese programs write them so too) and of the program Piskvork.
const std::set<std::string> kKept = {"Qipan", "English", "Caro", "kN",  "MN",  "sgf", "pgn", "SGF",     "PGN",
                                     "FEN",   "SVG",     "PNG",  "BMP", "svg", "png", "bmp", "Piskvork"};

// The English words in `text`: runs of two or more ASCII letters (a move such as "h8" or "h2e2" has
// single letters).
std::vector<std::string> englishWords(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const unsigned char c = i < text.size() ? static_cast<unsigned char>(text[i]) : ' ';
        if (c < 128 && std::isalpha(c)) {
            word += static_cast<char>(c);
            continue;
        }
        if (word.size() >= 2 && !kKept.count(word)) words.push_back(word);
        word.clear();
    }
    return words;
}

// Collects what the window shows now (and the dialogs so far) under the name of the step.
class Shown {
  public:
    explicit Shown(AppSession& app) : app_(app) {}
    void look(const std::string& step) {
        for (const auto& line : app_.command("texts"))
            if (line.rfind("text ", 0) == 0) texts_.push_back({step, line.substr(5)});
        for (std::size_t i = dialogsSeen_; i < app_.dialogs().size(); ++i)
            texts_.push_back({step + " (dialog)", app_.dialogs()[i]});
        dialogsSeen_ = app_.dialogs().size();
    }
    void checkNoEnglish() const {
        BOOST_TEST(texts_.size() > 40u);  // the menus alone have more
        for (const auto& [step, text] : texts_) {
            std::string words;
            for (const auto& w : englishWords(text)) words += " " + w;
            BOOST_TEST(words.empty(), step << ": \"" << text << "\" shows English:" << words);
        }
    }
    bool has(const std::string& part) const {
        for (const auto& t : texts_)
            if (t.second.find(part) != std::string::npos) return true;
        return false;
    }

  private:
    AppSession& app_;
    std::vector<std::pair<std::string, std::string>> texts_;
    std::size_t dialogsSeen_ = 0;
};

// Analysis on for a while, looked at, and off again.
void lookAtAnalysis(AppSession& app, Shown& shown) {
    app.require("menu analyse-on");
    app.require("pause 1500");
    shown.look("analysis");
    app.require("menu analyse-off");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(chinese_interface)

BOOST_AUTO_TEST_CASE(the_english_word_finder_finds_english) {
    BOOST_TEST(englishWords("第 5 手：轮到黑方  (黑方 2，白方 2)").empty());
    BOOST_TEST(englishWords("深度 7  +0.25  350 kN/s  h2e2 h9g7").empty());
    BOOST_TEST(englishWords("-3 discs") == std::vector<std::string>{"discs"});
    BOOST_TEST(englishWords("No,Cancel,Yes").size() == 3u);
}

void gomoku_shows_no_english(const std::string& language) {
    TestHome home(language + "-gomoku", language);
    const auto four = home.path / "四连.sgf";
    std::ofstream(four) << "(;GM[4]FF[4]SZ[15];B[hh];W[aa];B[ih];W[ab];B[jh];W[ac];B[kh];W[ad])";
    AppSession app(home.path);
    Shown shown(app);
    shown.look("start");
    // Game Information shows the names Qipan gave the players in the interface's language; OK keeps them
    // in the record as written (the files are read elsewhere, in any language).
    app.require("menu game-info");
    shown.look("game information");
    BOOST_TEST(shown.has("玩家"));
    BOOST_TEST(shown.has(language == "zh_CN" ? "Qipan 1 级" : "Qipan 1 級"));
    BOOST_TEST(app.state()["names"] == "Human|Qipan level 1");
    app.require("play h8");
    app.require("wait 2");
    shown.look("after the computer's reply");
    app.require("click h8");  // occupied
    shown.look("a refused click");
    BOOST_TEST(app.command("untranslated-reasons") == std::vector<std::string>{});
    app.require("menu hint");
    app.require("wait 2");
    shown.look("a hint");
    lookAtAnalysis(app, shown);
    app.require("menu undo");
    shown.look("undo");
    app.require("open " + four.string());
    app.require("play l8");
    app.require("wait 9");
    shown.look("five in a row");
    BOOST_TEST(shown.has(language == "zh_CN" ? "五连" : "五連"));
    // An opening rule: the computer opens Soosorv-8, the person is asked (and takes Black), the computer
    // declares; the status bar, the dialogs and the notices are looked at.
    app.require("new gomoku/renju/15 1 1 0 1 soosorv-8");
    app.require("wait-opening");
    shown.look("an opening rule's steps");
    BOOST_TEST(shown.has("索索夫-8"));
    app.require("menu new");  // the New Game dialog, cancelled
    shown.look("new game dialog");
    // Clocks: half a second a move for the person, who does not move; the flag falls.
    app.require("new gomoku/freestyle/15 0 1 1 1 move_0.5 byoyomi_60_30x3");
    AppState fallen = app.state();
    for (int i = 0;
         i < 200 && fallen["status0"].find(language == "zh_CN" ? "超时胜" : "超時勝") == std::string::npos;
         ++i) {
        app.require("pause 100");
        fallen = app.state();
    }
    shown.look("a flag fallen");
    BOOST_TEST(shown.has(language == "zh_CN" ? "超时胜" : "超時勝"));
    BOOST_TEST(shown.has(language == "zh_CN" ? "读秒" : "讀秒"));
    shown.checkNoEnglish();
}
BOOST_AUTO_TEST_CASE(gomoku_shows_no_english_zh_CN) {
    gomoku_shows_no_english("zh_CN");
}
BOOST_AUTO_TEST_CASE(gomoku_shows_no_english_zh_TW) {
    gomoku_shows_no_english("zh_TW");
}

void othello_shows_no_english(const std::string& language) {
    TestHome home(language + "-othello", language);
    // Black a1 flips b1; White then has no move and passes; Black h8 flips h7 and fills the board: 64-0.
    const auto end = home.path / "终局.sgf";
    std::ofstream(end) << kOthelloLastMoves;
    AppSession app(home.path);
    Shown shown(app);
    app.require("new othello/8 0 1 1 1");
    app.require("play d3");
    app.require("wait 2");
    shown.look("after the computer's reply");
    app.require("click a1");  // flips nothing
    shown.look("a refused click");
    BOOST_TEST(app.command("untranslated-reasons") == std::vector<std::string>{});
    lookAtAnalysis(app, shown);
    app.require("open " + end.string());
    app.require("play a1");
    app.require("wait 2");  // White's pass is played for it
    shown.look("a pass");
    app.require("play h8");
    app.require("wait 3");
    shown.look("the end of the game");
    BOOST_TEST(shown.has("64-0"));
    shown.checkNoEnglish();
}
BOOST_AUTO_TEST_CASE(othello_shows_no_english_zh_CN) {
    othello_shows_no_english("zh_CN");
}
BOOST_AUTO_TEST_CASE(othello_shows_no_english_zh_TW) {
    othello_shows_no_english("zh_TW");
}

void xiangqi_shows_no_english(const std::string& language) {
    TestHome home(language + "-xiangqi", language);
    AppSession app(home.path);
    Shown shown(app);
    app.require("new xiangqi 0 1 1 1 game_300+2 move_90");
    app.require("play h2e2");
    app.require("wait 2");
    shown.look("after the computer's reply");
    app.require("menu pause-clock");
    shown.look("clocks paused");
    BOOST_TEST(shown.has(language == "zh_CN" ? "计时已暂停" : "計時已暫停"));
    BOOST_TEST(shown.has(language == "zh_CN" ? "每步加" : "每步加"));
    app.require("menu resume-clock");
    app.require("click a9");  // the opponent's chariot
    shown.look("a piece that cannot move");
    lookAtAnalysis(app, shown);
    app.require("menu claim-draw");  // refused: the position has not come back
    shown.look("a draw claim refused");
    BOOST_TEST(shown.has(language == "zh_CN" ? "不能判和" : "不能判和"));
    app.require("menu offer-draw");  // the computer weighs it
    app.require("pause 2500");
    shown.look("a draw offer answered");
    app.require("menu resign");
    shown.look("resigned");
    BOOST_TEST(shown.has(language == "zh_CN" ? "认输" : "認輸"));
    playCheckmate(app, home.path / "杀.pgn");
    shown.look("checkmate");
    BOOST_TEST(shown.has(language == "zh_CN" ? "将死" : "將死"));
    // The move list in the script of the language: 炮二平五 is written alike, the horse is not.
    BOOST_TEST(shown.has(language == "zh_CN" ? "进" : "進"));
    shown.checkNoEnglish();
}
BOOST_AUTO_TEST_CASE(xiangqi_shows_no_english_zh_CN) {
    xiangqi_shows_no_english("zh_CN");
}
BOOST_AUTO_TEST_CASE(xiangqi_shows_no_english_zh_TW) {
    xiangqi_shows_no_english("zh_TW");
}

void gtk_dialogs_follow_the_language(const std::string& language) {
    TestHome home(language + "-gtk", language);
    AppSession app(home.path);
    // The strings of GTK's About box and file chooser, as GTK looks them up in its catalog.
    for (const std::string msgid : {"Credits", "_Close", "_Cancel", "_Open"}) {
        const auto answer = app.command("gettext gtk30 " + msgid);
        BOOST_REQUIRE(!answer.empty());
        BOOST_TEST(englishWords(answer.front().substr(3)).empty(), msgid << " -> " << answer.front());
    }
}
BOOST_AUTO_TEST_CASE(gtk_dialogs_follow_the_language_zh_CN) {
    gtk_dialogs_follow_the_language("zh_CN");
}
BOOST_AUTO_TEST_CASE(gtk_dialogs_follow_the_language_zh_TW) {
    gtk_dialogs_follow_the_language("zh_TW");
}

// Settings > Language while a game is on screen: the menus, the status bar, the move list (Xiangqi's moves
// in the script of the language) and the title change at once, without a restart; and back to English.
BOOST_AUTO_TEST_CASE(switching_the_language_takes_effect_at_once) {
    TestHome home("switch", "en");
    AppSession app(home.path);
    app.require("new xiangqi 0 1 0 1");
    app.require("play h0g2");
    app.require("play h9g7");
    auto textsNow = [&] {
        std::vector<std::string> texts;
        for (const auto& line : app.command("texts"))
            if (line.rfind("text ", 0) == 0) texts.push_back(line.substr(5));
        return texts;
    };
    auto has = [](const std::vector<std::string>& texts, const std::string& part) {
        for (const auto& t : texts)
            if (t.find(part) != std::string::npos) return true;
        return false;
    };
    const auto english = textsNow();
    BOOST_TEST(has(english, "File"));
    BOOST_TEST(has(english, "H2+3"));
    for (const std::string language : kChinese) {
        app.require("language " + language);
        const auto texts = textsNow();
        BOOST_TEST(texts.size() >= english.size() - 2);
        for (const auto& text : texts) {
            std::string words;
            for (const auto& w : englishWords(text)) words += " " + w;
            BOOST_TEST(words.empty(), language << ": \"" << text << "\" shows English:" << words);
        }
        BOOST_TEST(has(texts, language == "zh_CN" ? "马二进三" : "傌二進三"));
        BOOST_TEST(has(texts, language == "zh_CN" ? "马8进7" : "馬8進7"));
        BOOST_TEST(app.state()["status1"].find(language == "zh_CN" ? "轮到" : "輪到") != std::string::npos);
        // GTK's own dialogs follow too.
        const auto credits = app.command("gettext gtk30 Credits");
        BOOST_REQUIRE(!credits.empty());
        BOOST_TEST(englishWords(credits.front().substr(3)).empty(), language << ": " << credits.front());
    }
    app.require("language en");
    const auto back = textsNow();
    BOOST_TEST(has(back, "File"));
    BOOST_TEST(has(back, "H2+3"));
    BOOST_TEST(app.state()["status1"] == "Move 3: Red to move");
    int status = -1;
    app.quit(status);
    BOOST_TEST(status == 0);
}

BOOST_AUTO_TEST_SUITE_END()
