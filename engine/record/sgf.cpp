#include "record/sgf.h"
#include "core/quote.h"
#include "record/clock_tags.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <utility>
#include <vector>

namespace qipan {

namespace {

struct PropValue {
    std::string text;
    int line = 0;
    int column = 0;
};

struct Property {
    std::string ident;
    std::vector<PropValue> values;
    int line = 0;
    int column = 0;
};

using Node = std::vector<Property>;

// A reader of the SGF grammar, keeping positions for error messages. It does not recurse on the
// input's nesting (see parseTree).
class SgfParser {
public:
    explicit SgfParser(std::string_view text) : text_(text) {}

    // The main line (first variation at every branch) of the first game tree.
    std::vector<Node> mainLine() {
        skipSpace();
        if (atEnd()) fail("the file is empty");
        if (peek() != '(') fail("not an SGF file: expected '(' at the start");
        std::vector<Node> nodes;
        parseTree(nodes);
        return nodes;
    }

private:
    [[noreturn]] void fail(const std::string& what) const { throw FormatError(what, line_, column_); }
    bool atEnd() const { return pos_ >= text_.size(); }
    char peek() const { return text_[pos_]; }
    void advance() {
        if (text_[pos_] == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        ++pos_;
    }
    void skipSpace() {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(peek()))) advance();
    }

    // The game tree at '(' without recursion: a file of 100,000 nested variations costs a vector of
    // 100,000 small entries, never the call stack. Only the first variation's nodes are kept.
    void parseTree(std::vector<Node>& nodes) {
        struct Open {
            bool mainVariation;
            bool hasChild;
        };
        std::vector<Open> open;
        auto startTree = [&](bool mainVariation) {
            advance();  // '('
            skipSpace();
            if (atEnd() || peek() != ';') fail("expected ';' to start a node");
            while (!atEnd() && peek() == ';') {
                Node node = parseNode();
                if (mainVariation) nodes.push_back(std::move(node));
                skipSpace();
            }
            open.push_back({mainVariation, false});
        };
        startTree(true);
        while (!open.empty()) {
            skipSpace();
            if (atEnd()) fail("the game tree is not closed: missing ')'");
            if (peek() == '(') {
                Open& parent = open.back();
                const bool mainVariation = parent.mainVariation && !parent.hasChild;
                parent.hasChild = true;
                startTree(mainVariation);
            } else if (peek() == ')') {
                advance();
                open.pop_back();
            } else {
                fail(std::string("unexpected character '") + peek() + "'");
            }
        }
    }

    Node parseNode() {
        advance();  // ';'
        Node node;
        skipSpace();
        while (!atEnd() && std::isalpha(static_cast<unsigned char>(peek()))) {
            Property prop;
            prop.line = line_;
            prop.column = column_;
            while (!atEnd() && std::isalpha(static_cast<unsigned char>(peek()))) {
                // FF[3] allowed lower-case letters in identifiers; they are ignored.
                if (std::isupper(static_cast<unsigned char>(peek()))) prop.ident += peek();
                advance();
            }
            skipSpace();
            if (atEnd() || peek() != '[') fail("property " + prop.ident + " has no value");
            while (!atEnd() && peek() == '[') {
                prop.values.push_back(parseValue());
                skipSpace();
            }
            node.push_back(std::move(prop));
        }
        return node;
    }

    PropValue parseValue() {
        PropValue v;
        v.line = line_;
        v.column = column_ + 1;
        advance();  // '['
        while (true) {
            if (atEnd()) fail("a property value is not closed: missing ']'");
            char c = peek();
            if (c == ']') break;
            if (c == '\\') {
                advance();
                if (atEnd()) fail("a property value is not closed: missing ']'");
                c = peek();
                if (c == '\n') {  // soft line break
                    advance();
                    continue;
                }
            }
            v.text += c;
            advance();
        }
        advance();  // ']'
        return v;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == ']' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

const Property* find(const Node& node, const std::string& ident) {
    for (const auto& p : node)
        if (p.ident == ident) return &p;
    return nullptr;
}

int parseInt(const PropValue& v, const std::string& what) {
    int n = 0;
    const auto* end = v.text.data() + v.text.size();
    const auto [ptr, ec] = std::from_chars(v.text.data(), end, n);
    if (ec != std::errc() || ptr != end)
        throw FormatError(what + " must be a number, not " + quoted(v.text), v.line, v.column);
    return n;
}

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Maps the root's GM/SZ/RU to a registry id.
std::string gameIdFromRoot(const Node& root) {
    int gm = 1;
    if (const auto* p = find(root, "GM")) gm = parseInt(p->values.front(), "GM");
    int size = 0;
    const PropValue* sizeValue = nullptr;
    if (const auto* p = find(root, "SZ")) {
        sizeValue = &p->values.front();
        const auto colon = sizeValue->text.find(':');
        if (colon != std::string::npos && sizeValue->text.substr(0, colon) != sizeValue->text.substr(colon + 1))
            throw FormatError("rectangular boards (SZ[" + sizeValue->text + "]) are not supported", sizeValue->line,
                              sizeValue->column);
        PropValue square = *sizeValue;
        if (colon != std::string::npos) square.text = square.text.substr(0, colon);
        size = parseInt(square, "SZ");
    }
    const int line = sizeValue ? sizeValue->line : 1;
    const int column = sizeValue ? sizeValue->column : 1;
    if (gm == 4) {
        std::string rule = "freestyle";
        if (const auto* p = find(root, "RU")) {
            const std::string ru = lower(p->values.front().text);
            if (ru.find("renju") != std::string::npos)
                rule = ru.find("strict") != std::string::npos ? "renju-strict" : "renju";
            else if (ru.find("caro") != std::string::npos)
                rule = "caro";
            else if (ru.find("standard") != std::string::npos || ru.find("exact") != std::string::npos)
                rule = "standard";
        }
        if (size == 0) size = 15;
        if (size != 15 && size != 19 && size != 20)
            throw FormatError("Gomoku boards are 15, 19 or 20 lines, not " + std::to_string(size), line, column);
        return "gomoku/" + rule + "/" + std::to_string(size);
    }
    if (gm == 2) {
        if (size == 0) size = 8;
        if (size != 6 && size != 8 && size != 10)
            throw FormatError("Othello boards are 6, 8 or 10 squares wide, not " + std::to_string(size), line, column);
        return "othello/" + std::to_string(size);
    }
    static const std::map<int, std::string> others = {{1, "Go"}, {3, "Chess"}, {5, "Nine Men's Morris"},
                                                      {6, "Backgammon"}, {7, "Chinese chess (use PGN)"},
                                                      {8, "Shogi"}};
    const auto it = others.find(gm);
    const std::string name = it != others.end() ? it->second : "game " + std::to_string(gm);
    throw FormatError("GM[" + std::to_string(gm) + "] is " + name +
                          "; Qipan reads SGF for Gomoku/Renju (GM[4]) and Othello (GM[2])",
                      1, 1);
}

// QR, QO and QS are Qipan's own: why the game ended ("five in a row"), the opening rule ("swap2") and
// the opening's steps (gomoku/opening_rule.h's record text).
const std::vector<std::pair<std::string, std::string>>& tagProperties() {
    static const std::vector<std::pair<std::string, std::string>> map = {
        {"PB", "Black"},   {"PW", "White"},       {"DT", "Date"},      {"RE", "Result"},
        {"EV", "Event"},   {"GN", "Game"},        {"PC", "Place"},     {"RO", "Round"},
        {"GC", "Comment"}, {"BR", "BlackRank"},   {"WR", "WhiteRank"}, {"US", "User"},
        {"SO", "Source"},  {"QR", "Termination"}, {"QO", "Opening"},   {"QS", "OpeningSteps"}};
    return map;
}

// A move value "hh" (column, row letters from the top left); empty or "tt" is a pass.
int cellFromValue(const PropValue& v, int width, int height, bool& isPass) {
    isPass = v.text.empty() || (v.text == "tt" && width <= 19);
    if (isPass) return -1;
    if (v.text.size() != 2 || !std::islower(static_cast<unsigned char>(v.text[0])) ||
        !std::islower(static_cast<unsigned char>(v.text[1])))
        throw FormatError(quoted(v.text) + " is not a point (two letters a-z expected)", v.line, v.column);
    const int x = v.text[0] - 'a';
    const int y = v.text[1] - 'a';
    if (x >= width || y >= height)
        throw FormatError(
            quoted(v.text) + " is off the " + std::to_string(width) + "x" + std::to_string(height) + " board",
            v.line, v.column);
    return y * width + x;
}

std::optional<Move> moveToCell(const Game& game, int cell) {
    for (const Move m : game.legalMoves())
        if (game.squares(m).to == cell) return m;
    return std::nullopt;
}

// The setup properties of the root (AB, AW, AE; PL) as the game's initial position: empty when they
// describe the game's usual start (an Othello file lists the four centre discs). The points in AB/AW
// replace the usual start; AE empties points of it. The game's rules check the result.
std::string startFromSetup(const Node& root, const GameRecord& record) {
    const Property* first = nullptr;
    for (const auto& prop : root)
        if (prop.ident == "AB" || prop.ident == "AW" || prop.ident == "AE" || prop.ident == "PL") {
            first = &prop;
            break;
        }
    if (!first) return {};
    auto game = record.initialGame();
    const Setup usual = game->setup();
    const int width = game->width(), height = game->height();
    Setup setup = usual;
    const bool placed = find(root, "AB") || find(root, "AW");
    if (placed) std::fill(setup.cells.begin(), setup.cells.end(), 0);
    int counts[3] = {0, 0, 0};
    for (const char* ident : {"AE", "AB", "AW"}) {
        const Property* prop = find(root, ident);
        if (!prop) continue;
        const int code = ident[1] == 'B' ? 1 : ident[1] == 'W' ? 2 : 0;
        for (const PropValue& v : prop->values) {
            // A point "cd", or a rectangle "aa:cc" of points (SGF's compressed point list).
            const auto colon = v.text.find(':');
            bool pass = false;
            const int a =
                cellFromValue(PropValue{v.text.substr(0, colon), v.line, v.column}, width, height, pass);
            int b = a;
            if (colon != std::string::npos)
                b = cellFromValue(PropValue{v.text.substr(colon + 1), v.line, v.column}, width, height, pass);
            if (a < 0 || b < 0)
                throw FormatError(prop->ident + " needs points, not '" + v.text + "'", v.line, v.column);
            for (int y = std::min(a, b) / width; y <= std::max(a, b) / width; ++y)
                for (int x = std::min(a % width, b % width); x <= std::max(a % width, b % width); ++x) {
                    int& cell = setup.cells[static_cast<std::size_t>(y * width + x)];
                    if (code != 0 && cell != 0 && placed)
                        throw FormatError("two setup stones on '" + v.text + "'", v.line, v.column);
                    cell = code;
                    ++counts[code];
                }
        }
    }
    if (const Property* pl = find(root, "PL")) {
        const std::string who = lower(pl->values.front().text);
        if (who != "b" && who != "w" && who != "1" && who != "2")
            throw FormatError("PL must be B or W, not '" + pl->values.front().text + "'", pl->line,
                              pl->column);
        setup.toMove = who == "b" || who == "1" ? Side::First : Side::Second;
    } else if (game->family() == GameFamily::Gomoku) {
        setup.toMove = counts[1] > counts[2] ? Side::Second : Side::First;  // stones alternate from Black
    }
    if (setup == usual) return {};
    if (const auto problem = game->applySetup(setup))
        throw FormatError("the set-up position cannot be played: " + problem->text(), first->line,
                          first->column);
    return game->positionText();
}

// TM and OT name the clocks both sides play with (Qipan's own QC[black][white] the clocks of each side
// when they differ). A value Qipan cannot use is kept as a tag (written back as it was) and noted: the
// game opens without clocks.
void readClocks(const Node& root, GameRecord& record) {
    const Property* qc = find(root, "QC");
    if (qc) {
        TimeControl first, second;
        const std::string text =
            qc->values.size() >= 2 ? qc->values[0].text + "; " + qc->values[1].text : qc->values[0].text;
        if (qc->values.size() <= 2 && readSidesTimeText(text, first, second)) {
            record.setTimeControl(Side::First, first);
            record.setTimeControl(Side::Second, second);
            return;
        }
        record.addReadNote("QC[" + qc->values[0].text + "] is not a time control Qipan writes");
    }
    const Property* tm = find(root, "TM");
    const Property* ot = find(root, "OT");
    if (!tm) {
        if (ot) record.setTag("Overtime", ot->values.front().text);
        return;
    }
    const std::string tmText = tm->values.front().text, otText = ot ? ot->values.front().text : std::string();
    std::string problem;
    if (const auto control = timeControlFromSgf(tmText, otText, problem)) {
        record.setTimeControl(Side::First, *control);
        record.setTimeControl(Side::Second, *control);
        return;
    }
    record.setTag("TimeLimit", tmText);
    if (ot) record.setTag("Overtime", otText);
    record.addReadNote(problem);
}

// A move's clock reading (BL/WL, and OB/OW in byo-yomi) as the time it took, unless QT gives that.
std::int64_t readMoveTime(const Node& node, Side mover, GameClock& clock, bool& badReading) {
    std::optional<std::int64_t> recorded;
    if (const auto* t = find(node, "QT")) recorded = parseInt(t->values.front(), "QT");
    std::optional<std::int64_t> left;
    int periods = -1;
    if (const auto* l = find(node, mover == Side::First ? "BL" : "WL")) {
        left = parseClockReading(l->values.front().text);
        badReading = badReading || !left;
    }
    if (const auto* o = find(node, mover == Side::First ? "OB" : "OW")) {
        const std::string& text = o->values.front().text;
        if (!text.empty() && text.size() < 4 && text.find_first_not_of("0123456789") == std::string::npos)
            periods = std::stoi(text);
        else
            badReading = true;
    }
    return moveTimeFromReading(clock, recorded, left, periods);
}

}  // namespace

GameRecord readSgf(std::string_view text) {
    SgfParser parser(text);
    const std::vector<Node> nodes = parser.mainLine();
    const Node& root = nodes.front();

    GameRecord record(gameIdFromRoot(root), [&] {
        const auto* p = find(root, "QP");  // Qipan 0.1's own: the initial position in the game's text form
        return p ? p->values.front().text : std::string();
    }());
    if (record.startPosition().empty()) record = GameRecord(record.gameId(), startFromSetup(root, record));
    for (const auto& [ident, tag] : tagProperties())
        if (const auto* p = find(root, ident)) record.setTag(tag, p->values.front().text);
    readClocks(root, record);
    GameClock clocks[2] = {GameClock(record.timeControl(Side::First)),
                           GameClock(record.timeControl(Side::Second))};
    bool badReading = false;

    auto game = record.initialGame();
    const int width = game->width();
    const int height = game->height();
    for (const Node& node : nodes) {
        for (const auto& prop : node) {
            if (&node != &nodes.front() && (prop.ident == "AB" || prop.ident == "AW" || prop.ident == "AE"))
                throw FormatError("setup stones (" + prop.ident +
                                      ") after the start of the game are not supported; moves (B/W) only",
                                  prop.line, prop.column);
        }
        const Property* moveProp = nullptr;
        for (const auto& prop : node)
            if (prop.ident == "B" || prop.ident == "W") {
                if (moveProp) throw FormatError("two moves in one node", prop.line, prop.column);
                moveProp = &prop;
            }
        if (!moveProp) continue;
        const PropValue& v = moveProp->values.front();
        const Side mover = moveProp->ident == "B" ? Side::First : Side::Second;
        if (game->outcome().over())
            throw FormatError("move after the end of the game", moveProp->line, moveProp->column);
        bool isPass = false;
        const int cell = cellFromValue(v, width, height, isPass);
        if (mover != game->sideToMove()) {
            // Othello files may leave a forced pass implicit.
            const auto forced = moveToCell(*game, -1);
            if (!forced || game->legalMoves().size() != 1)
                throw FormatError(std::string("it is ") + (mover == Side::First ? "White" : "Black") +
                                      "'s turn, not " + (mover == Side::First ? "Black" : "White") + "'s",
                                  moveProp->line, moveProp->column);
            record.append(Step{*forced, game->moveToText(*forced), -1, std::nullopt, {}});
            clocks[index(game->sideToMove())].moveMade(0);  // as every step is spent on its mover's clock
            game->play(*forced);
        }
        const auto move = moveToCell(*game, cell);
        if (!move) {
            std::string why = "not a legal move";
            // In the placement games a move's code is its cell, which lets the game say why it is illegal.
            if (!isPass && game->squares(Move{cell}).to == cell) why = game->illegalReason(Move{cell});
            throw FormatError("move " + std::to_string(record.size() + 1) + " (" + moveProp->ident + "[" + v.text +
                                  "]) is not legal: " + (why.empty() ? "not a legal move" : why),
                              v.line, v.column);
        }
        Step step{*move, game->moveToText(*move), -1, std::nullopt, {}};
        if (const auto* c = find(node, "C")) step.comment = c->values.front().text;
        step.timeMs = readMoveTime(node, mover, clocks[index(mover)], badReading);
        if (const auto* e = find(node, "QE")) step.score = parseInt(e->values.front(), "QE");
        record.append(std::move(step));
        game->play(*move);
    }
    if (badReading)
        record.addReadNote("a clock reading (BL, WL, OB, OW) is not a number of seconds; it is left out");
    record.setCursor(record.size());
    return record;
}

std::string writeSgf(const GameRecord& record) {
    auto game = record.initialGame();
    const bool gomoku = game->family() == GameFamily::Gomoku;
    if (!gomoku && game->family() != GameFamily::Othello)
        throw FormatError("SGF is written for Gomoku and Othello games only");
    std::string out = "(;FF[4]CA[UTF-8]AP[Qipan:" QIPAN_VERSION "]";
    out += gomoku ? "GM[4]" : "GM[2]";
    out += "SZ[" + std::to_string(game->width()) + "]";
    if (gomoku) {
        const std::string& id = record.gameId();
        const std::string rule = id.substr(7, id.find('/', 7) - 7);
        static const std::map<std::string, std::string> names = {
            {"freestyle", "Freestyle"}, {"standard", "Standard"}, {"renju", "Renju"},
            {"renju-strict", "Renju strict"}, {"caro", "Caro"}};
        out += "RU[" + names.at(rule) + "]";
    }
    if (!record.startPosition().empty()) {
        // The set-up position as SGF writes one: every stone or disc in AB/AW, and who is to move.
        const Setup setup = game->setup();
        std::string points[3];
        for (std::size_t cell = 0; cell < setup.cells.size(); ++cell) {
            const int code = setup.cells[cell];
            if (code != 1 && code != 2) continue;
            const int w = game->width();
            points[code] += "[" + std::string(1, static_cast<char>('a' + static_cast<int>(cell) % w)) +
                            static_cast<char>('a' + static_cast<int>(cell) / w) + "]";
        }
        if (!points[1].empty()) out += "AB" + points[1];
        if (!points[2].empty()) out += "AW" + points[2];
        out += setup.toMove == Side::First ? "PL[B]" : "PL[W]";
    }
    for (const auto& [ident, tag] : tagProperties()) {
        const std::string value = record.tag(tag);
        if (!value.empty()) out += ident + "[" + escape(value) + "]";
    }
    const TimeControl& first = record.timeControl(Side::First);
    const TimeControl& second = record.timeControl(Side::Second);
    if (record.timed() && first == second) {
        const SgfTimeText time = sgfTimeText(first);
        out += "TM[" + time.tm + "]" + (time.ot.empty() ? "" : "OT[" + time.ot + "]");
    } else if (record.timed()) {
        out += "QC[" + first.text() + "][" + second.text() + "]";
    } else {  // a clock read from a file and not understood goes back as it was
        for (const auto& [ident, tag] : {std::pair{"TM", "TimeLimit"}, std::pair{"OT", "Overtime"}})
            if (const std::string value = record.tag(tag); !value.empty())
                out += ident + ("[" + escape(value) + "]");
    }
    GameClock clocks[2] = {GameClock(first), GameClock(second)};
    out += "\n";
    for (const Step& step : record.steps()) {
        const MoveSquares sq = game->squares(step.move);
        const char* color = game->sideToMove() == Side::First ? "B" : "W";
        std::string value;
        if (sq.to >= 0) {
            value += static_cast<char>('a' + sq.to % game->width());
            value += static_cast<char>('a' + sq.to / game->width());
        }
        out += std::string(";") + color + "[" + value + "]";
        // The mover's clock after the move, for other programs (Qipan reads the move's time from QT).
        const auto reading = readingAfterMove(clocks[index(game->sideToMove())], step.timeMs);
        if (step.timeMs >= 0) out += "QT[" + std::to_string(step.timeMs) + "]";
        if (reading && step.timeMs >= 0) {
            out += std::string(color) + "L[" + secondsText(reading->remainingMs) + "]";
            if (reading->inByoYomi)
                out += "O" + std::string(color) + "[" + std::to_string(reading->periodsLeft) + "]";
        }
        if (step.score) out += "QE[" + std::to_string(*step.score) + "]";
        if (!step.comment.empty()) out += "C[" + escape(step.comment) + "]";
        out += "\n";
        game->play(step.move);
    }
    out += ")\n";
    return out;
}

}  // namespace qipan
