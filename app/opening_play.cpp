#include "app/opening_play.h"

#include <algorithm>

#include <wx/app.h>
#include <wx/time.h>
#include <wx/translation.h>

#include "app/game_document.h"
#include "app/game_texts.h"
#include "app/settings.h"
#include "ui/opening_dialog.h"

namespace qipan::app {

using gomoku::Choice;
using gomoku::OpeningRule;
using gomoku::StepKind;

namespace {

enum ChoiceButton {
    kPlayBlack = wxID_HIGHEST + 700,
    kPlayWhite,
    kPlaceTwo,
    kOneFifth,
    kOfferFifths,
    kDeclare
};

wxString areaText(int radius) {
    switch (radius) {
        case 0:
            return _("on the centre point");
        case 1:
            return _("inside the central 3x3 square");
        case 2:
            return _("inside the central 5x5 square");
        case 3:
            return _("inside the central 7x7 square");
        case 4:
            return _("inside the central 9x9 square");
        default:
            return _("anywhere on the board");
    }
}

// How hard the computer thinks about the opening at its level: level 10 judges each position with 20,000
// nodes and eight candidates in depth, level 1 with 2,000 nodes and three.
gomoku::OpeningThinking thinkingFor(const ui::PlayerSetup& player) {
    gomoku::OpeningThinking t;
    const int level = std::clamp(player.level, 1, kFullStrength);
    t.nodes = static_cast<std::uint64_t>(2000 * level);
    t.candidates = 3 + level / 2;
    t.seed = static_cast<std::uint64_t>(wxGetLocalTimeMillis().GetValue());
    return t;
}

}  // namespace

OpeningPlay::OpeningPlay(GameDocument& doc, OpeningRule rule, const ui::PlayerSetup (&byColour)[2])
    : doc_(doc),
      opening_(rule, dynamic_cast<const gomoku::GomokuGame&>(doc.game()).rule(), doc.game().width()) {
    players_[0] = byColour[0];
    players_[1] = byColour[1];
}

OpeningPlay::OpeningPlay(GameDocument& doc, gomoku::Opening opening, const ui::PlayerSetup (&byColour)[2])
    : doc_(doc), opening_(std::move(opening)) {
    players_[opening_.playerOf(Side::First)] = byColour[0];
    players_[opening_.playerOf(Side::Second)] = byColour[1];
}

OpeningPlay::~OpeningPlay() {
    thinker_ = std::jthread();  // stops and joins a choice under way; its result is dropped (alive_)
}

wxString OpeningPlay::ruleName(OpeningRule rule) {
    return ui::openingRuleTitle(rule);
}

wxString OpeningPlay::colourName(Side colour) const {
    return colour == Side::First ? _("Black") : _("White");
}

std::string OpeningPlay::click(int cell) {
    if (!doc_.record().atEnd()) return _("Go to the last move to go on with the opening.").utf8_string();
    if (!personActs() || thinking_) return _("The computer is thinking.").utf8_string();
    std::string why;
    switch (opening_.step().kind) {
        case StepKind::Place:
            why = opening_.place(cell);
            break;
        case StepKind::Offer: {
            const auto& offers = opening_.offers();
            why = std::find(offers.begin(), offers.end(), cell) != offers.end() ? opening_.withdraw(cell)
                                                                                : opening_.offer(cell);
            break;
        }
        case StepKind::Pick:
            why = opening_.pick(cell);
            break;
        default:
            return _("Make your choice in the opening's dialog first.").utf8_string();
    }
    if (why.empty()) doc_.syncOpening();
    return why;
}

wxString OpeningPlay::stepText() const {
    const wxString rule = ruleName(opening_.openingRule());
    const gomoku::OpeningStep& step = opening_.step();
    if (opening_.done()) return {};
    if (!personActs()) return wxString::Format(_("%s: the computer is choosing its opening step..."), rule);
    const Side next = opening_.stones().size() % 2 == 0 ? Side::First : Side::Second;
    switch (step.kind) {
        case StepKind::Place:
            return wxString::Format(_("%s: place stone %d (%s) %s."), rule,
                                    static_cast<int>(opening_.stones().size()) + 1, colourName(next),
                                    areaText(step.radius));
        case StepKind::Offer:
            return wxString::Format(_("%s: offer %d fifth moves for Black (%d placed), no two symmetrical; "
                                      "click an offer again to take it back."),
                                    rule, step.count, static_cast<int>(opening_.offers().size()));
        case StepKind::Pick:
            return wxString::Format(
                _("%s: click the offered fifth move you choose; then play the sixth move."), rule);
        default:
            return wxString::Format(_("%s: make your choice in the dialog."), rule);
    }
}

std::vector<std::pair<int, std::string>> OpeningPlay::marks() const {
    std::vector<std::pair<int, std::string>> marks;
    for (std::size_t i = 0; i < opening_.offers().size(); ++i)
        marks.emplace_back(opening_.offers()[i], "offer " + std::to_string(i + 1));
    return marks;
}

void OpeningPlay::proceed() {
    if (opening_.done() || thinking_ || asking_ || telling_ || !doc_.record().atEnd()) return;
    if (!personActs()) {
        think();
        return;
    }
    switch (opening_.step().kind) {
        case StepKind::SwapChoice:
        case StepKind::Swap2Choice:
        case StepKind::Declare:
        case StepKind::FifthChoice: {
            asking_ = true;
            std::weak_ptr<int> alive = alive_;
            wxTheApp->CallAfter([this, alive] {
                if (alive.lock()) ask();
            });
            break;
        }
        default:
            break;
    }
}

void OpeningPlay::think() {
    thinking_ = true;
    const gomoku::OpeningThinking thinking = thinkingFor(players_[opening_.step().actor]);
    std::weak_ptr<int> alive = alive_;
    thinker_ = std::jthread([this, alive, thinking, opening = opening_](std::stop_token stop) {
        const gomoku::OpeningAction action = gomoku::decideOpening(opening, thinking, stop);
        if (stop.stop_requested()) return;
        wxTheApp->CallAfter([this, alive, action] {
            if (!alive.lock()) return;
            thinking_ = false;
            applyComputer(action);
        });
    });
}

void OpeningPlay::applyComputer(const gomoku::OpeningAction& action) {
    const int actor = opening_.step().actor;
    const int person = 1 - actor;
    const bool onePerson = !players_[person].computer;
    const OpeningRule rule = opening_.openingRule();
    if (!gomoku::applyOpeningAction(opening_, action).empty()) return;  // the opening moved on meanwhile
    wxString told;
    const auto mine = [&] {
        return colourName(opening_.playerOf(Side::First) == person ? Side::First : Side::Second);
    };
    switch (action.kind) {
        case StepKind::SwapChoice:
            told = action.choice == Choice::Swap
                       ? wxString::Format(_("The computer swaps colours: you now play %s."), mine())
                       : wxString::Format(_("The computer keeps its colour: you play %s."), mine());
            break;
        case StepKind::Swap2Choice:
            told = action.choice == Choice::Swap
                       ? _("The computer takes Black: you play White and place the fourth stone.")
                   : action.choice == Choice::Keep
                       ? _("The computer stays White and plays the fourth stone: you play Black.")
                       : _("The computer places two more stones (a white and a black one); then you choose "
                           "your colour.");
            break;
        case StepKind::Declare:
            told = wxString::Format(_("The computer (White) declares %d fifth moves: Black offers that many, "
                                      "and White chooses one."),
                                    action.number);
            break;
        case StepKind::FifthChoice:
            told = action.choice == Choice::OfferFifths
                       ? _("The computer (Black) offers ten fifth moves; White chooses one of them.")
                       : _("The computer (Black) places one fifth stone inside the central 9x9 square; White "
                           "may then swap colours.");
            break;
        case StepKind::Offer:
            told = wxString::Format(_("The computer (Black) offers %d fifth moves, marked on the board: "
                                      "click the one you choose."),
                                    static_cast<int>(action.cells.size()));
            break;
        case StepKind::Pick:
            told = wxString::Format(_("The computer (White) chooses the fifth move %s."),
                                    wxString::FromUTF8(doc_.game().moveToText(Move{action.cell})));
            break;
        default:
            break;
    }
    // The notice is read before the computer's next step, so one notice never hides under another.
    telling_ = onePerson && !told.empty();
    doc_.syncOpening();
    if (telling_) {
        const wxString title = ruleName(rule);
        std::weak_ptr<int> alive = alive_;
        wxTheApp->CallAfter([this, alive, title, told] {
            showNotice(title, told);
            if (!alive.lock()) return;
            telling_ = false;
            doc_.syncOpening();  // the status bar and the next step
        });
    }
}

wxString OpeningPlay::choiceExplanation() const {
    const gomoku::OpeningStep& step = opening_.step();
    const std::size_t stones = opening_.stones().size();
    switch (opening_.openingRule()) {
        case OpeningRule::Swap:
            return _(
                "The three opening stones are on the board (two black, one white). Under the Swap rule you "
                "now "
                "choose your colour; White plays the fourth move.");
        case OpeningRule::Swap2:
            if (step.kind == StepKind::Swap2Choice)
                return _(
                    "The three opening stones are on the board. Under Swap2 you choose: play Black, stay "
                    "White and "
                    "play the fourth move, or place two more stones (a white one, then a black one) and let "
                    "the "
                    "other player choose the colour.");
            return _(
                "Two more stones are on the board. Under Swap2 you now choose your colour; White plays the "
                "sixth "
                "move.");
        case OpeningRule::Soosorv8:
            if (step.kind == StepKind::Declare)
                return _(
                    "You play White and have placed the fourth stone. Declare how many fifth moves (1 to 8) "
                    "Black "
                    "must offer; you will choose one of them. More offers favour White, but the other player "
                    "may "
                    "swap colours after your declaration.");
            if (stones == 3)
                return _(
                    "The opening (one of the 26 Renju openings) is on the board. Under Soosorv-8 you may "
                    "swap "
                    "colours now. White then places the fourth stone anywhere and declares how many fifth "
                    "moves "
                    "Black must offer.");
            return wxString::Format(
                _("White has placed the fourth stone and declared %d fifth moves. You may swap "
                  "colours now; Black then offers the fifth moves and White chooses one."),
                opening_.declared());
        case OpeningRule::Taraguchi10:
            if (step.kind == StepKind::FifthChoice)
                return _(
                    "You play Black. Under Taraguchi-10 you either place one fifth stone inside the central "
                    "9x9 "
                    "square (the other player may then swap colours), or offer ten fifth moves anywhere, no "
                    "two "
                    "symmetrical, and White chooses one of them.");
            return wxString::Format(
                _("Stone %d is on the board. Under Taraguchi-10 the other player may swap colours "
                  "after each of the first stones. Which colour do you want to play?"),
                static_cast<int>(stones));
        case OpeningRule::None:
            break;
    }
    return {};
}

void OpeningPlay::ask() {
    const gomoku::OpeningStep step = opening_.step();
    const int actor = step.actor;
    const bool holdsBlack = opening_.blackPlayer() == actor;
    std::vector<ui::OpeningDialog::Option> options;
    int most = 0, initial = 1;
    switch (step.kind) {
        case StepKind::SwapChoice:
            options = {{kPlayBlack, _("Play Black")}, {kPlayWhite, _("Play White")}};
            break;
        case StepKind::Swap2Choice:
            options = {{kPlayBlack, _("Play Black")},
                       {kPlayWhite, _("Play White")},
                       {kPlaceTwo, _("Place two more stones")}};
            break;
        case StepKind::FifthChoice:
            options = {{kOneFifth, _("Place one fifth stone")},
                       {kOfferFifths, wxString::Format(_("Offer %d fifth moves"), step.count)}};
            break;
        case StepKind::Declare:
            options = {{kDeclare, _("Declare")}};
            most = step.count;
            initial = 2;
            break;
        default:
            asking_ = false;
            return;
    }
    ui::OpeningDialog dialog(wxTheApp->GetTopWindow(), ruleName(opening_.openingRule()), choiceExplanation(),
                             options, most, initial);
    const int code = showDialog(dialog);
    asking_ = false;
    std::string why = "no choice";
    switch (code) {
        case kPlayBlack:
            why = opening_.choose(holdsBlack ? Choice::Keep : Choice::Swap);
            break;
        case kPlayWhite:
            why = opening_.choose(holdsBlack ? Choice::Swap : Choice::Keep);
            break;
        case kPlaceTwo:
            why = opening_.choose(Choice::PlaceTwo);
            break;
        case kOneFifth:
            why = opening_.choose(Choice::OneFifth);
            break;
        case kOfferFifths:
            why = opening_.choose(Choice::OfferFifths);
            break;
        case kDeclare:
            why = opening_.declare(dialog.number());
            break;
        default:
            break;
    }
    if (!why.empty()) {  // closed without an answer: ask again
        proceed();
        return;
    }
    doc_.syncOpening();
}

}  // namespace qipan::app
