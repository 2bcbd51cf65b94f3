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

// The parts every notation shares: which piece (file or front/rear), direction and the number after it.
struct Description {
    Kind kind;
    int colour;
    int file;      // 1..9 counted from the mover's right
    int tandem;    // 0 single on its file; else 1 front, 2 middle, 3 rear
    char op;       // '+', '-', '.'
    int argument;  // ranks moved or destination file (1..9 from the mover's right)
};

int fileNumber(int colour, int x) { return colour == kRed ? 9 - x : x + 1; }

Description describe(const Position& p, Move16 m) {
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
    // Same pieces on this file, counted from the mover's front.
    int total = 0, inFront = 0;
    for (int y = 0; y < kRanks; ++y) {
        const int sq = squareOf(fileOf(from), y);
        if (p.at(sq) != piece) continue;
        ++total;
        const bool front = d.colour == kRed ? y < rowOf(from) : y > rowOf(from);
        inFront += front;
    }
    if (total == 2) d.tandem = inFront == 0 ? 1 : 3;
    else if (total == 3) d.tandem = inFront + 1 == 2 ? 2 : (inFront == 0 ? 1 : 3);
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

// Keys of a move: the exact one (with front/rear when two pieces share a file) and the plain file form.
std::string key(const Description& d, bool chineseTandem, bool plain) {
    std::string k;
    if (d.tandem != 0 && !plain) {
        if (chineseTandem) {
            k += d.tandem == 1 ? 'F' : d.tandem == 2 ? 'M' : 'L';
            k += kWxfLetter[d.kind];
        } else {
            k += kWxfLetter[d.kind];
            k += d.tandem == 1 ? '+' : d.tandem == 3 ? '-' : static_cast<char>('0' + d.file);
        }
    } else {
        k += kWxfLetter[d.kind];
        k += static_cast<char>('0' + d.file);
    }
    k += d.op;
    k += static_cast<char>('0' + d.argument);
    return k;
}

}  // namespace

std::string wxfText(const Position& position, Move16 m) {
    // WXF letters: elephant E and horse H (the key uses B and N, as FEN does).
    std::string text = key(describe(position, m), false, false);
    if (text[0] == 'B') text[0] = 'E';
    if (text[0] == 'N') text[0] = 'H';
    return text;
}

std::string chineseText(const Position& position, Move16 m, bool traditional) {
    const Description d = describe(position, m);
    const char* const* pieces = traditional
                                    ? (d.colour == kRed ? kRedPiecesTraditional : kBlackPiecesTraditional)
                                    : (d.colour == kRed ? kRedPieces : kBlackPieces);
    std::string s;
    if (d.tandem != 0) {
        s += d.tandem == 1 ? "前" : d.tandem == 2 ? "中" : traditional ? "後" : "后";
        s += pieces[d.kind];
    } else {
        s += pieces[d.kind];
        s += chineseNumber(d.colour, d.file);
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
    Move16 plainMatch = kNoMove;
    int plainMatches = 0;
    for (Move16 m : legal) {
        const Description d = describe(position, m);
        if (key(d, true, false) == wanted || key(d, false, false) == wanted) return m;
        if (key(d, false, true) == wanted) {
            plainMatch = m;
            ++plainMatches;
        }
    }
    return plainMatches == 1 ? plainMatch : kNoMove;
}

}  // namespace qipan::xiangqi
