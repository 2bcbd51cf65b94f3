#include "app/how_to_play.h"

#include <sstream>

#include <wx/menu.h>

#include "app/game_document.h"
#include "app/language.h"
#include "app/main_frame.h"
#include "app/settings.h"
#include "qipan_help_text.h"

namespace qipan::app {

namespace {

bool isAscii(unsigned char c) {
    return c < 0x80;
}

// Appends `line` to a paragraph: after a space, unless the paragraph ends and the line starts with a
// character that is not ASCII (Chinese text has no spaces between its lines' words).
void join(std::string& paragraph, const std::string& line) {
    if (paragraph.empty() || paragraph.back() == '\n') {
        paragraph += line;
        return;
    }
    if (isAscii(static_cast<unsigned char>(paragraph.back())) ||
        isAscii(static_cast<unsigned char>(line.front())))
        paragraph += ' ';
    paragraph += line;
}

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(' ');
    return first == std::string::npos ? std::string() : s.substr(first);
}

}  // namespace

std::vector<ui::HelpPage> helpPages(const std::string& text) {
    std::vector<ui::HelpPage> pages;
    std::string body;
    auto finish = [&] {
        if (pages.empty()) return;
        while (!body.empty() && body.back() == '\n') body.pop_back();
        pages.back().text = wxString::FromUTF8(body);
        body.clear();
    };
    std::istringstream in(text);
    bool blank = true;    // the last line was blank (or the page just began)
    bool inList = false;  // the last line was a list item or its continuation
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty() && line[0] == '#') continue;
        if (line.rfind("== ", 0) == 0) {
            finish();
            const std::size_t colon = line.find(':');
            pages.push_back({trimmed(line.substr(3, colon - 3)),
                             wxString::FromUTF8(trimmed(line.substr(colon + 1))),
                             {}});
            blank = true;
            inList = false;
            continue;
        }
        if (trimmed(line).empty()) {
            if (!blank) body += "\n\n";
            blank = true;
            inList = false;
            continue;
        }
        if (line.rfind("  - ", 0) == 0) {  // a list item: a line of its own
            if (!blank) body += '\n';
            body += "  \u2022 " + line.substr(4);
            inList = true;
        } else if (inList && line.rfind("    ", 0) == 0) {  // the item goes on
            join(body, trimmed(line));
        } else if (blank || inList) {  // a paragraph, or the text after a list, starts a line
            if (!blank) body += '\n';
            body += line;
            inList = false;
        } else {
            join(body, line);
        }
        blank = false;
    }
    finish();
    return pages;
}

const char* helpText(const wxString& language) {
    if (language == "zh_CN") return kHelpText_zh_CN;
    if (language == "zh_TW") return kHelpText_zh_TW;
    return kHelpText_en;
}

void appendHowToPlayItem(wxMenu* help) {
    help->Append(ID_HOW_TO_PLAY, _("&How to Play\tF1"),
                 _("The rules of Gomoku, Renju, Othello and Xiangqi, and how to use Qipan"));
}

void bindHowToPlayCommand(MainFrame* frame) {
    frame->Bind(
        wxEVT_MENU, [frame](wxCommandEvent&) { showHowToPlay(frame); }, ID_HOW_TO_PLAY);
}

bool showHowToPlay(MainFrame* frame) {
    std::string first = "qipan";
    if (const GameDocument* doc = frame->document()) {
        switch (doc->game().family()) {
            case GameFamily::Gomoku:
                first = "gomoku";
                break;
            case GameFamily::Othello:
                first = "othello";
                break;
            case GameFamily::Xiangqi:
                first = "xiangqi";
                break;
        }
    }
    ui::HelpDialog dialog(frame, helpPages(helpText(currentLanguage())), first);
    showDialog(dialog);
    return true;
}

}  // namespace qipan::app
