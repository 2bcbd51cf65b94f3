#include "record/pgn.h"

#include <cctype>
#include <sstream>

#include "core/quote.h"
#include "record/clock_tags.h"
#include "xiangqi/xiangqi_game.h"

namespace qipan {
namespace {

// Walks the text keeping line and column (columns count bytes, 1-based).
class Cursor {
public:
    explicit Cursor(std::string_view text) : text_(text) {}
    bool done() const { return pos_ >= text_.size(); }
    char peek() const { return done() ? '\0' : text_[pos_]; }
    char next() {
        const char c = text_[pos_++];
        if (c == '\n') {
            ++line_;
            column_ = 1;
        } else {
            ++column_;
        }
        return c;
    }
    void skipSpace() {
        while (!done() && std::isspace(static_cast<unsigned char>(peek()))) next();
    }
    int line() const { return line_; }
    int column() const { return column_; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

bool isResult(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// The one of PGN's four game terminators a Result tag's value stands for: itself when it is one, a draw
// for the usual spellings of a draw, a terminator followed by words ("1-0 on time") for that
// terminator, and "*" (unknown) for anything else. The movetext may hold nothing else.
std::string terminator(std::string value) {
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.pop_back();
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front()))) value.erase(0, 1);
    if (isResult(value)) return value;
    std::string lower = value;
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower == "draw" || lower == "1/2" || lower == "\xC2\xBD-\xC2\xBD" || lower == "0.5-0.5")
        return "1/2-1/2";
    for (const char* t : {"1/2-1/2", "1-0", "0-1"}) {
        const std::string prefix = std::string(t) + ' ';
        if (lower.rfind(prefix, 0) == 0) return t;
    }
    return "*";
}

// "12." or "12..." or "12...": a move number, possibly glued to the move ("1.H2-E2").
std::string stripMoveNumber(const std::string& token) {
    std::size_t i = 0;
    while (i < token.size() && std::isdigit(static_cast<unsigned char>(token[i]))) ++i;
    if (i == 0 || i >= token.size() || token[i] != '.') return token;
    while (i < token.size() && token[i] == '.') ++i;
    return token.substr(i);
}

// A comment as PGN writes it: in braces, or, when it holds a '}' (which braces cannot), as rest-of-line
// comments, one for each of its lines, ending with a line break.
std::string commentText(const std::string& comment) {
    if (comment.find('}') == std::string::npos) return '{' + comment + '}';
    std::string text;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = comment.find('\n', start);
        if (!text.empty()) text += '\n';
        text += ';' + comment.substr(start, end == std::string::npos ? std::string::npos : end - start);
        if (end == std::string::npos) return text;
        start = end + 1;
    }
}

// The clock commands of a comment ("[%clk 0:04:59]", the mover's clock after the move; "[%emt 0:00:06]",
// the time the move took) taken out of it; other commands (%eval, ...) stay. `bad` when one is not a time.
std::string takeClockCommands(std::string comment, std::optional<std::int64_t>& clk,
                              std::optional<std::int64_t>& emt, bool& bad) {
    bool taken = false;
    for (std::size_t at = comment.find("[%"); at != std::string::npos; at = comment.find("[%", at)) {
        const std::size_t end = comment.find(']', at);
        if (end == std::string::npos) break;
        const std::string command = comment.substr(at + 2, end - at - 2);
        const std::size_t space = command.find(' ');
        const std::string name = command.substr(0, space);
        if (name != "clk" && name != "emt") {
            at = end;
            continue;
        }
        const auto ms =
            space == std::string::npos ? std::nullopt : parseClockReading(command.substr(space + 1));
        bad = bad || !ms;
        (name == "clk" ? clk : emt) = ms;
        std::size_t from = at, to = end + 1;
        while (to < comment.size() && comment[to] == ' ') ++to;
        while (from > 0 && comment[from - 1] == ' ' && to == comment.size()) --from;
        comment.erase(from, to - from);
        at = from;
        taken = true;
    }
    if (taken) {  // "{ [%clk 0:02:41] good move }" is the comment "good move"
        const std::size_t first = comment.find_first_not_of(" \t\r\n");
        if (first == std::string::npos) return {};
        return comment.substr(first, comment.find_last_not_of(" \t\r\n") - first + 1);
    }
    return comment;
}

// The TimeControl tag (PGN standard 9.6.1), or Qipan's own QipanTimeControl when the sides' clocks
// differ or the standard cannot say them: the record's clocks. A value Qipan cannot use stays a tag
// (written back as it was) and is noted: the game opens without clocks.
void readClocks(GameRecord& record) {
    if (const std::string own = record.tag("QipanTimeControl"); !own.empty()) {
        TimeControl first, second;
        if (readSidesTimeText(own, first, second)) {
            record.setTimeControl(Side::First, first);
            record.setTimeControl(Side::Second, second);
            record.setTag("QipanTimeControl", "");
            record.setTag("TimeControl", "");  // the standard tag, where it was written, says less
            return;
        }
        record.addReadNote("QipanTimeControl " + quoted(own) + " is not a time control Qipan writes");
    }
    const std::string standard = record.tag("TimeControl");
    if (standard.empty()) return;
    std::string problem;
    const auto control = timeControlFromPgn(standard, problem);
    if (!control) {
        if (!problem.empty()) record.addReadNote(problem);
        return;
    }
    if (control->kind == TimeControl::Kind::None) return;  // "-": no clock, the tag kept as it was
    record.setTimeControl(Side::First, *control);
    record.setTimeControl(Side::Second, *control);
    record.setTag("TimeControl", "");
}

}  // namespace

GameRecord readPgn(std::string_view text) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos ||
        (text.substr(0, 3) == "\xEF\xBB\xBF" &&
         text.find_first_not_of(" \t\r\n", 3) == std::string_view::npos))
        throw FormatError("the file is empty", 1, 1);
    Cursor c(text);
    // BOM
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        c.next();
        c.next();
        c.next();
    }
    std::map<std::string, std::string> tags;
    c.skipSpace();
    while (c.peek() == '[') {
        const int line = c.line(), column = c.column();
        c.next();
        std::string name;
        while (!c.done() && !std::isspace(static_cast<unsigned char>(c.peek())) && c.peek() != '"' && c.peek() != ']')
            name += c.next();
        c.skipSpace();
        if (name.empty() || c.peek() != '"') throw FormatError("a tag needs a name and a quoted value", line, column);
        c.next();
        std::string value;
        while (!c.done() && c.peek() != '"') {
            if (c.peek() == '\n') throw FormatError("unterminated tag value", c.line(), c.column());
            char ch = c.next();
            if (ch == '\\' && !c.done()) ch = c.next();
            value += ch;
        }
        if (c.done()) throw FormatError("unterminated tag value", c.line(), c.column());
        c.next();
        c.skipSpace();
        if (c.peek() != ']') throw FormatError("a tag must end with ']'", c.line(), c.column());
        c.next();
        tags[name] = value;
        c.skipSpace();
    }
    std::string fen = tags.count("FEN") ? tags["FEN"] : std::string();
    GameRecord record("xiangqi", fen);
    for (const auto& [name, value] : tags)
        // "?" and "????.??.??" are PGN's placeholders for unknown values, not values.
        if (name != "FEN" && name != "Format" && name != "Game" && value != "?" && value != "????.??.??")
            record.setTag(name, value);
    readClocks(record);
    // Each move's clock commands, read into its time once the moves are known.
    std::vector<std::optional<std::int64_t>> clk, emt;
    bool badReading = false;

    xiangqi::XiangqiGame game;
    std::string error;
    if (!fen.empty() && !game.setPosition(fen, error)) throw FormatError("bad FEN tag: " + error, 1, 1);

    int depth = 0;  // inside (variations)
    constexpr std::size_t kNoLineComment = static_cast<std::size_t>(-1);
    std::size_t lineCommentAt = kNoLineComment;  // the move count after the last ';' comment, if it was last
    while (true) {
        c.skipSpace();
        if (c.done()) break;
        const int line = c.line(), column = c.column();
        const char ch = c.peek();
        if (ch == '{' || ch == ';') {
            // A brace comment, or a rest-of-line one (which Qipan writes for text with a '}' in it, one
            // line each: consecutive ones join with line breaks). Comments in variations are dropped.
            c.next();
            std::string comment;
            while (!c.done() && c.peek() != (ch == '{' ? '}' : '\n')) comment += c.next();
            if (ch == '{' && c.done()) throw FormatError("unterminated comment", line, column);
            if (!c.done()) c.next();
            if (ch == ';' && !comment.empty() && comment.back() == '\r') comment.pop_back();
            if (depth > 0) continue;
            if (record.size() > 0) {
                clk.resize(record.size());
                emt.resize(record.size());
            }
            std::optional<std::int64_t> unusedClk, unusedEmt;  // in the game's first comment: no move's
            const bool hadText = !comment.empty();
            comment = takeClockCommands(std::move(comment), record.size() > 0 ? clk.back() : unusedClk,
                                        record.size() > 0 ? emt.back() : unusedEmt, badReading);
            if (hadText && comment.find_first_not_of(" \t\r\n") == std::string::npos) {
                lineCommentAt = kNoLineComment;
                continue;  // nothing but clock commands
            }
            const bool nextLine = ch == ';' && lineCommentAt == record.size();
            lineCommentAt = ch == ';' ? record.size() : kNoLineComment;
            std::string joined = record.size() > 0 ? record.steps().back().comment : record.tag("Comment");
            if (nextLine) joined += '\n';
            else if (!joined.empty()) joined += ' ';
            joined += comment;
            if (record.size() > 0) record.step(record.size() - 1).comment = joined;
            else record.setTag("Comment", joined);
            continue;
        }
        lineCommentAt = kNoLineComment;
        if (ch == '(') {
            c.next();
            ++depth;
            continue;
        }
        if (ch == ')') {
            c.next();
            if (depth == 0) throw FormatError("')' without '('", line, column);
            --depth;
            continue;
        }
        std::string token;
        while (!c.done() && !std::isspace(static_cast<unsigned char>(c.peek())) && c.peek() != '{' &&
               c.peek() != '(' && c.peek() != ')' && c.peek() != ';')
            token += c.next();
        if (depth > 0) continue;
        if (isResult(token)) {
            if (!record.tags().count("Result")) record.setTag("Result", token);
            break;  // the game's end: what follows is another game, or words (XQ tools add a website's)
        }
        if (token[0] == '$') continue;  // numeric annotation glyph
        token = stripMoveNumber(token);
        if (token.empty() || token.find_first_not_of("0123456789.") == std::string::npos)
            continue;
        const std::optional<Move> move = game.parseMove(token);
        if (!move || !game.isLegal(*move)) {
            const std::string why = move ? game.illegalReason(*move) : "not a move";
            throw FormatError("move " + std::to_string(game.ply() + 1) + " " + quoted(token) + ": " + why,
                              line, column);
        }
        Step step;
        step.move = *move;
        step.text = game.moveToText(*move);
        game.play(*move);
        record.append(std::move(step));
    }
    if (depth != 0) throw FormatError("unclosed variation '('", c.line(), c.column());
    clk.resize(record.size());
    emt.resize(record.size());
    xiangqi::XiangqiGame start;
    if (!fen.empty()) start.setPosition(fen, error);
    GameClock clocks[2] = {GameClock(record.timeControl(Side::First)),
                           GameClock(record.timeControl(Side::Second))};
    Side mover = start.sideToMove();
    for (std::size_t i = 0; i < record.size(); ++i) {
        record.step(i).timeMs = moveTimeFromReading(clocks[index(mover)], emt[i], clk[i], -1);
        mover = opposite(mover);
    }
    if (badReading) record.addReadNote("a clock comment ([%clk], [%emt]) is not a time; it is left out");
    return record;
}

std::string writePgn(const GameRecord& record, PgnMoveStyle style) {
    std::ostringstream out;
    auto tag = [&](const std::string& name, const std::string& value) {
        std::string escaped;
        for (char ch : value) {
            if (ch == '"' || ch == '\\') escaped += '\\';
            if (ch != '\r') escaped += ch == '\n' ? ' ' : ch;  // a tag is one line
        }
        out << '[' << name << " \"" << escaped << "\"]\n";
    };
    tag("Game", "Chinese Chess");
    for (const char* name : {"Event", "Site", "Date", "Round", "Red", "Black"}) {
        const std::string v = record.tag(name);
        tag(name, v.empty() ? (std::string(name) == "Date" ? "????.??.??" : "?") : v);
    }
    const std::string result = terminator(record.tag("Result"));
    tag("Result", result);
    const TimeControl& first = record.timeControl(Side::First);
    const TimeControl& second = record.timeControl(Side::Second);
    if (record.timed()) {
        const auto standard = first == second ? pgnTimeControl(first) : std::nullopt;
        if (standard)
            tag("TimeControl", *standard);
        else
            tag("QipanTimeControl", sidesTimeText(first, second));
    }
    for (const auto& [name, value] : record.tags()) {
        static const std::string kWritten[] = {"Event", "Site", "Date", "Round", "Red", "Black", "Result", "Comment"};
        bool seen = record.timed() && (name == "TimeControl" || name == "QipanTimeControl");
        for (const std::string& w : kWritten) seen = seen || w == name;
        if (!seen) tag(name, value);
    }
    if (!record.startPosition().empty()) tag("FEN", record.startPosition());
    if (style == PgnMoveStyle::Iccs) tag("Format", "ICCS");
    if (style == PgnMoveStyle::Wxf) tag("Format", "WXF");
    out << '\n';
    if (!record.tag("Comment").empty()) out << commentText(record.tag("Comment")) << '\n';

    xiangqi::XiangqiGame game;
    std::string error;
    if (!record.startPosition().empty() && !game.setPosition(record.startPosition(), error))
        throw FormatError("bad start position: " + error);
    std::string line;
    auto emit = [&](const std::string& word) {
        if (!line.empty() && line.size() + word.size() > 78) {
            out << line << '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    };
    const int firstMover = game.sideToMove() == Side::First ? 0 : 1;
    GameClock clocks[2] = {GameClock(first), GameClock(second)};
    for (std::size_t i = 0; i < record.size(); ++i) {
        Step s = record.steps()[i];
        // In a timed game the mover's clock after the move and the move's time, as PGN's clock commands.
        const auto reading = readingAfterMove(clocks[index(game.sideToMove())], s.timeMs);
        if (record.timed() && s.timeMs >= 0) {
            std::string commands = reading ? "[%clk " + clockReading(reading->remainingMs) + "] " : "";
            commands += "[%emt " + clockReading(s.timeMs) + "]";
            s.comment = s.comment.empty() ? commands : commands + " " + s.comment;
        }
        const int plyIndex = static_cast<int>(i) + firstMover;
        if (plyIndex % 2 == 0) emit(std::to_string(plyIndex / 2 + 1) + ".");
        else if (i == 0) emit("1...");
        std::string text;
        if (style == PgnMoveStyle::Iccs) {
            text = game.moveToText(s.move);
            for (char& ch : text) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
            text = text.substr(0, 2) + '-' + text.substr(2);
        } else if (style == PgnMoveStyle::Wxf) {
            text = game.wxfMoveText(s.move);
        } else {
            text = game.chineseMoveText(s.move);
        }
        emit(text);
        if (s.comment.find('}') != std::string::npos) {
            // Rest-of-line comments end the line.
            out << line << (line.empty() ? "" : " ") << commentText(s.comment) << '\n';
            line.clear();
        } else if (!s.comment.empty()) {
            emit(commentText(s.comment));
        }
        game.play(s.move);
    }
    emit(result);
    out << line << '\n';
    return out.str();
}

}  // namespace qipan
