#include "xiangqi/notation.h"

#include <cctype>
#include <cstring>

namespace qipan::xiangqi {

std::string squareText(int sq) {
    return std::string{static_cast<char>('a' + fileOf(sq)), static_cast<char>('0' + rankOf(sq))};
}

std::string iccsText(Move16 m) { return squareText(fromOf(m)) + squareText(toOf(m)); }

Move16 parseIccs(std::string_view text) {
    std::string s;
    for (char c : text)
        if (c != '-' && c != ' ') s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s.size() != 4) return kNoMove;
    auto sq = [](char f, char r) {
        if (f < 'a' || f > 'i' || r < '0' || r > '9') return -1;
        return squareOf(f - 'a', 9 - (r - '0'));
    };
    const int from = sq(s[0], s[1]), to = sq(s[2], s[3]);
    if (from < 0 || to < 0 || from == to) return kNoMove;
    return makeMove(from, to);
}

namespace {

// The parts every notation shares: which piece (file, or its place among the same pieces on its file),
// direction and the number after it.
struct Description {
    Kind kind;
    int colour;
    int file;       // 1..9 counted from the mover's right
    int count;      // the mover's pieces of this kind on its file (1 alone; up to 5 soldiers)
    int fromFront;  // 1 the front one .. count the rear one
    bool twoFiles;  // a soldier on a file of two or more while another file holds two or more too
    char op;        // '+', '-', '.'
    int argument;   // ranks moved or destination file (1..9 from the mover's right)
};

int fileNumber(int colour, int x) { return colour == kRed ? 9 - x : x + 1; }

// Two advisors or two elephants on one file are not told apart by front and rear: only the front one can
// retreat and only the rear one advance, so the direction says which moves ("仕四进五", never "后仕进五";
// the Chinese rules and xqbase's notation standard, "细节一"). `tandemAsFrontRear` gives the front/rear
// form anyway, which some files (and Qipan until now) wrote, for reading.
Description describe(const Position& p, Move16 m, bool tandemAsFrontRear = false) {
    const int from = fromOf(m), to = toOf(m);
    const std::uint8_t piece = p.at(from);
    Description d{};
    d.kind = kindOf(piece);
    d.colour = colourOf(piece);
    d.file = fileNumber(d.colour, fileOf(from));
    const int dy = rowOf(to) - rowOf(from);
    const int ahead = d.colour == kRed ? -dy : dy;
    d.op = ahead > 0 ? '+' : ahead < 0 ? '-' : '.';
    const bool straight = d.kind == kGeneral || d.kind == kChariot || d.kind == kCannon || d.kind == kSoldier;
    d.argument = (straight && d.op != '.') ? (ahead > 0 ? ahead : -ahead) : fileNumber(d.colour, fileOf(to));
    // Same pieces on this file, counted from the mover's front; and on the other files.
    d.fromFront = 1;
    for (int x = 0; x < kFiles; ++x) {
        int onFile = 0;
        for (int y = 0; y < kRanks; ++y) {
            if (p.at(squareOf(x, y)) != piece) continue;
            ++onFile;
            if (x == fileOf(from) && (d.colour == kRed ? y < rowOf(from) : y > rowOf(from))) ++d.fromFront;
        }
        if (x == fileOf(from))
            d.count = onFile;
        else if (onFile >= 2 && d.kind == kSoldier)
            d.twoFiles = true;
    }
    d.twoFiles = d.twoFiles && d.count >= 2;
    if ((d.kind == kAdvisor || d.kind == kElephant) && !tandemAsFrontRear) d.count = d.fromFront = 1;
    return d;
}

const char kWxfLetter[] = " KABNRCP";

const char* const kRedNumerals[] = {"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
const char* const kRedPieces[] = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
const char* const kBlackPieces[] = {"", "将", "士", "象", "马", "车", "炮", "卒"};
// Traditional characters as boards and books in Taiwan and Hong Kong print them: Red's horse, chariot and
// cannon with their red-side forms 傌 俥 炮, Black's 馬 車 砲.
const char* const kRedPiecesTraditional[] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
const char* const kBlackPiecesTraditional[] = {"", "將", "士", "象", "馬", "車", "砲", "卒"};

std::string chineseNumber(int colour, int n) {
    return colour == kRed ? kRedNumerals[n] : std::string(1, static_cast<char>('0' + n));
}

// Reduces any accepted spelling of a move to one ASCII key: piece letters K A B N R C P, '+', '-', '.',
// digits, and F/M/L for front/middle/rear. Unknown characters are kept, so they never match.
std::string normalise(std::string_view text) {
    struct Alias {
        const char* from;
        char to;
    };
    static const Alias kAliases[] = {
        {"帅", 'K'}, {"帥", 'K'}, {"将", 'K'}, {"將", 'K'}, {"仕", 'A'}, {"士", 'A'}, {"相", 'B'}, {"象", 'B'},
        {"马", 'N'}, {"馬", 'N'}, {"傌", 'N'}, {"车", 'R'}, {"車", 'R'}, {"俥", 'R'}, {"炮", 'C'}, {"砲", 'C'},
        {"包", 'C'}, {"兵", 'P'}, {"卒", 'P'}, {"进", '+'}, {"進", '+'}, {"退", '-'}, {"平", '.'}, {"前", 'F'},
        {"中", 'M'}, {"后", 'L'}, {"後", 'L'}, {"一", '1'}, {"二", '2'}, {"三", '3'}, {"四", '4'}, {"五", '5'},
        {"六", '6'}, {"七", '7'}, {"八", '8'}, {"九", '9'}, {"１", '1'}, {"２", '2'}, {"３", '3'}, {"４", '4'},
        {"５", '5'}, {"６", '6'}, {"７", '7'}, {"８", '8'}, {"９", '9'},
    };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            char a = static_cast<char>(std::toupper(c));
            if (a == 'E') a = 'B';
            if (a == 'H') a = 'N';
            if (a == '=') a = '.';
            if (a != ' ') out += a;
            ++i;
            continue;
        }
        bool matched = false;
        for (const Alias& alias : kAliases) {
            const std::size_t n = std::strlen(alias.from);
            if (text.substr(i, n) == alias.from) {
                out += alias.to;
                i += n;
                matched = true;
                break;
            }
        }
        if (!matched) out += static_cast<char>(text[i++]);
    }
    // WXF front/rear may be written before the letter ("+C.5"): bring it to the key's order ("C+.5").
    if (out.size() == 4 && (out[0] == '+' || out[0] == '-') && std::isalpha(static_cast<unsigned char>(out[1])))
        std::swap(out[0], out[1]);
    return out;
}

// A move's key in WXF as the AXF/WXF rules write it (www.wxf.org, "Official Xiangqi piece names and
// notation"): the letter and file ("C2.5"); two pieces on a file are front "+" and rear "-" ("C+.5");
// three soldiers are P+, P<file> and P-; four are ++, P+, P-, -- and five ++, P+, P<file>, P-, --;
// when two files each hold two or more soldiers, the file replaces the letter ("3+.4", "33.4", "3-.4").
std::string wxfKey(const Description& d) {
    const char letter = kWxfLetter[d.kind];
    const char file = static_cast<char>('0' + d.file);
    const bool front = d.fromFront == 1, rear = d.fromFront == d.count;
    std::string k;
    if (d.count <= 1) {
        k = {letter, file};
    } else if (d.twoFiles) {
        k = {file, front ? '+' : rear ? '-' : file};
    } else if (d.count <= 3) {
        k = {letter, front ? '+' : rear ? '-' : file};
    } else if (front || rear) {
        k = front ? "++" : "--";
    } else {
        k = {letter, d.fromFront == 2 ? '+' : d.fromFront == d.count - 1 ? '-' : file};
    }
    k += d.op;
    k += static_cast<char>('0' + d.argument);
    return k;
}

// The same in Chinese, as normalise() reduces it: 前/中/后 F, M, L before the piece ("前车平八": FR.8);
// soldiers on two files: 前/中/后 and the file, no piece ("前七平六": F7.6); four or five soldiers on a
// file: 一兵 .. 五兵 counted from the front ("二兵平四": 2P.4).
std::string chineseKey(const Description& d) {
    const char letter = kWxfLetter[d.kind];
    const char file = static_cast<char>('0' + d.file);
    const char place = d.fromFront == 1 ? 'F' : d.fromFront == d.count ? 'L' : 'M';
    std::string k;
    if (d.count <= 1)
        k = {letter, file};
    else if (d.twoFiles)
        k = {place, file};
    else if (d.count <= 3)
        k = {place, letter};
    else
        k = {static_cast<char>('0' + d.fromFront), letter};
    k += d.op;
    k += static_cast<char>('0' + d.argument);
    return k;
}

// The plain form, letter and file, also read when it names one legal move only ("P3+1" for a soldier
// that is one of two on its file but the only one that can advance).
std::string plainKey(const Description& d) {
    return {kWxfLetter[d.kind], static_cast<char>('0' + d.file), d.op, static_cast<char>('0' + d.argument)};
}

}  // namespace

std::string wxfText(const Position& position, Move16 m) {
    // WXF letters: elephant E and horse H (the key uses B and N, as FEN does).
    std::string text = wxfKey(describe(position, m));
    if (text[0] == 'B') text[0] = 'E';
    if (text[0] == 'N') text[0] = 'H';
    return text;
}

std::string chineseText(const Position& position, Move16 m, bool traditional) {
    const Description d = describe(position, m);
    const char* const* pieces = traditional
                                    ? (d.colour == kRed ? kRedPiecesTraditional : kBlackPiecesTraditional)
                                    : (d.colour == kRed ? kRedPieces : kBlackPieces);
    const char* const place = d.fromFront == 1 ? "前" : d.fromFront < d.count ? "中" : traditional ? "後" : "后";
    std::string s;
    if (d.count <= 1) {
        s += pieces[d.kind];
        s += chineseNumber(d.colour, d.file);
    } else if (d.twoFiles) {
        s += place;
        s += chineseNumber(d.colour, d.file);
    } else if (d.count <= 3) {
        s += place;
        s += pieces[d.kind];
    } else {
        s += kRedNumerals[d.fromFront];
        s += pieces[d.kind];
    }
    s += d.op == '+' ? (traditional ? "進" : "进") : d.op == '-' ? "退" : "平";
    s += chineseNumber(d.colour, d.argument);
    return s;
}

Move16 parseMoveText(const Position& position, std::string_view text) {
    MoveList legal;
    position.generateLegal(legal);
    const Move16 iccs = parseIccs(text);
    if (iccs != kNoMove) {
        for (Move16 m : legal)
            if (m == iccs) return m;
        return kNoMove;
    }
    const std::string wanted = normalise(text);
    // A text two legal moves share names neither (an old file's "P++1" with front soldiers on two files).
    Move16 exact = kNoMove, plainMatch = kNoMove;
    int exactMatches = 0, plainMatches = 0;
    for (Move16 m : legal) {
        const Description d = describe(position, m), frontRear = describe(position, m, true);
        if (chineseKey(d) == wanted || wxfKey(d) == wanted || chineseKey(frontRear) == wanted ||
            wxfKey(frontRear) == wanted) {
            exact = m;
            ++exactMatches;
        } else if (plainKey(d) == wanted) {
            plainMatch = m;
            ++plainMatches;
        }
    }
    if (exactMatches > 0) return exactMatches == 1 ? exact : kNoMove;
    return plainMatches == 1 ? plainMatch : kNoMove;
}

}  // namespace qipan::xiangqi
