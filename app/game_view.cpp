#include "app/game_view.h"

#include <algorithm>
#include <cmath>

#include <wx/app.h>
#include <wx/statusbr.h>
#include <wx/translation.h>

#include "app/game_document.h"
#include "app/game_texts.h"
#include "app/main_frame.h"
#include "app/opening_play.h"
#include "core/score.h"
#include "ui/analysis_panel.h"
#include "ui/board_canvas.h"
#include "ui/clock_panel.h"
#include "ui/eval_graph.h"
#include "ui/move_list_panel.h"

namespace qipan::app {

wxIMPLEMENT_DYNAMIC_CLASS(GameView, wxView);

GameDocument* GameView::document() const { return static_cast<GameDocument*>(GetDocument()); }

bool GameView::OnCreate(wxDocument* doc, long flags) {
    if (!wxView::OnCreate(doc, flags)) return false;
    frame_ = wxDynamicCast(wxTheApp->GetTopWindow(), MainFrame);
    if (!frame_) return false;
    SetFrame(frame_);
    frame_->attachView(this);
    // A person playing Black against the computer's Red sees the board from Black's side.
    const GameDocument* d = document();
    flipped_ = d->game().family() == GameFamily::Xiangqi && d->player(Side::First).computer &&
               !d->player(Side::Second).computer;
    Activate(true);
    return true;
}

namespace {

// A move's comment in the move list: its first line, cut short (the whole of it is in Game Information).
std::string commentPreview(const std::string& comment) {
    wxString line = wxString::FromUTF8(comment.substr(0, comment.find('\n')));
    constexpr std::size_t kLongest = 24;
    if (line.length() > kLongest || comment.find('\n') != std::string::npos)
        line = line.Left(kLongest) + wxString::FromUTF8("\u2026");
    return "\u00AB" + line.utf8_string() + "\u00BB";
}

}  // namespace

void GameView::OnDraw(wxDC*) {
    // The board canvas paints itself from the state OnUpdate gives it.
}

bool GameView::OnClose(bool deleteWindow) {
    if (!wxView::OnClose(deleteWindow)) return false;
    Activate(false);
    if (frame_) frame_->detachView(this);
    frame_ = nullptr;
    return true;
}

void GameView::OnChangeFilename() {
    if (frame_) frame_->updateTitle();
}

void GameView::setFlipped(bool flipped) {
    flipped_ = flipped;
    OnUpdate(nullptr, nullptr);
}

namespace {

// The generic status bar repaints a field at once when its text is set: set only what changed (every
// update sets all three fields).
void setStatus(wxFrame& frame, const wxString& text, int field) {
    if (frame.GetStatusBar() && frame.GetStatusBar()->GetStatusText(field) == text) return;
    frame.SetStatusText(text, field);
}

// The principal variation in the game's notation, from the position it was searched in.
wxString lineText(const Game& position, const std::vector<Move>& pv) {
    constexpr std::size_t kMaxShown = 24;
    wxString text;
    auto copy = position.clone();
    for (std::size_t i = 0; i < pv.size() && i < kMaxShown; ++i) {
        if (!copy->isLegal(pv[i])) break;
        if (!text.empty()) text += "  ";
        text += moveText(*copy, pv[i]);
        copy->play(pv[i]);
    }
    return text;
}

wxString withThousands(std::uint64_t n) {
    wxString digits = wxString::Format("%llu", static_cast<unsigned long long>(n)), text;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) text += ",";
        text += digits[i];
    }
    return text;
}

wxString speedText(std::uint64_t nodes, std::int64_t ms) {
    const double perSecond =
        static_cast<double>(nodes) * 1000.0 / static_cast<double>(std::max<std::int64_t>(1, ms));
    if (perSecond >= 1e6) return wxString::Format(_("%.2f MN/s"), perSecond / 1e6);
    return wxString::Format(_("%.0f kN/s"), perSecond / 1e3);
}

// The graph's scale: the score drawn halfway from the middle line to the edge, in the game's units. Scores
// go through tanh, so that small advantages show and large ones approach the edge; a proven win is on it.
int graphHalfway(const Game& game) {
    return game.family() == GameFamily::Othello ? 800 : 100;
}

std::optional<double> graphValue(const Game& game, int scoreForFirst, bool proven) {
    if (isMateScore(scoreForFirst) || (proven && scoreForFirst != 0 && game.family() != GameFamily::Othello))
        return scoreForFirst > 0 ? 1.0 : -1.0;
    return std::tanh(std::atanh(0.5) * scoreForFirst / graphHalfway(game));
}

wxString graphScaleText(const Game& game) {
    return wxString::Format(_("Evaluation for %s at each move: even on the middle line, %s halfway to the "
                              "edge, a win at the edge. "
                              "Click to go to a move."),
                            sideName(game, Side::First),
                            scoreText(game, graphHalfway(game)).Mid(1).Prepend(L"\u00b1"));
}

// What the analysis panel shows for the document's last search.
ui::AnalysisDisplay analysisDisplay(const GameDocument& doc) {
    ui::AnalysisDisplay display;
    const Game* position = doc.searchedPosition();
    const bool running = doc.thinking();
    if (!position || (!running && doc.engineLines().empty())) {
        display.heading = doc.analysing()
                              ? _("Analysis waits for a position to study.")
                              : _("The engine is idle. Game > Analyse (F2) studies the position shown.");
        return display;
    }
    const wxString side = sideName(*position, position->sideToMove());
    const int move = position->ply() + 1;
    switch (doc.searchPurpose()) {
        case app::EnginePurpose::Analyse:
            // A search that ends by itself has proven the result or reached its deepest depth.
            display.heading =
                running ? wxString::Format(_("Analysing move %d, %s to move"), move, side)
                : doc.analysing()
                    ? wxString::Format(_("Analysis of move %d finished (%s to move)"), move, side)
                    : wxString::Format(_("Analysis of move %d stopped (%s to move)"), move, side);
            break;
        case app::EnginePurpose::Hint:
            display.heading =
                running ? wxString::Format(_("Looking for a good move for %s (move %d)"), side, move)
                        : wxString::Format(_("Hint for %s (move %d)"), side, move);
            break;
        case app::EnginePurpose::DrawOffer: {
            const wxString computer =
                sideName(*position, doc.player(Side::First).computer ? Side::First : Side::Second);
            display.heading =
                running ? wxString::Format(_("%s (computer) weighs a draw offer (move %d)"), computer, move)
                        : wxString::Format(_("%s (computer) weighed a draw offer (move %d)"), computer, move);
            break;
        }
        case app::EnginePurpose::Play:
            display.heading = running
                                  ? wxString::Format(_("%s (computer, level %d) is thinking about move %d"),
                                                     side, doc.searchLevel(), move)
                                  : wxString::Format(_("%s (computer, level %d) searched move %d"), side,
                                                     doc.searchLevel(), move);
            break;
    }
    const std::vector<SearchInfo>& lines = doc.engineLines();
    if (lines.empty()) return display;
    const SearchInfo& best = lines.front();
    display.depth = wxString::Format("%d", best.depth);
    display.score = lineScoreText(*position, best);
    display.nodes = withThousands(best.nodes);
    display.speed = speedText(best.nodes, best.elapsedMs);
    display.time = wxString::Format(_("%.1f s"), static_cast<double>(best.elapsedMs) / 1000.0);
    for (const SearchInfo& line : lines)
        display.lines.push_back(
            ui::AnalysisLine{lineScoreText(*position, line), line.depth, lineText(*position, line.pv)});
    return display;
}

// A clock's time: "1:02:03", "4:59", and tenths in the last ten seconds ("0:09.3"). What is left is
// rounded down, as a clock shows it.
wxString clockText(std::int64_t ms) {
    ms = std::max<std::int64_t>(0, ms);
    const std::int64_t s = ms / 1000;
    if (ms < 10000)
        return wxString::Format("0:%02d.%d", static_cast<int>(s), static_cast<int>(ms % 1000 / 100));
    if (s >= 3600)
        return wxString::Format("%d:%02d:%02d", static_cast<int>(s / 3600), static_cast<int>(s / 60 % 60),
                                static_cast<int>(s % 60));
    return wxString::Format("%d:%02d", static_cast<int>(s / 60), static_cast<int>(s % 60));
}

// A time of a time control: "5 min", "1 h 30 min", "30 s", "0.5 s".
wxString durationText(std::int64_t ms) {
    if (ms >= 60000 && ms % 60000 == 0) {
        const int minutes = static_cast<int>(ms / 60000);
        if (minutes >= 60 && minutes % 60 == 0) return wxString::Format(_("%d h"), minutes / 60);
        if (minutes > 60) return wxString::Format(_("%d h %d min"), minutes / 60, minutes % 60);
        return wxString::Format(_("%d min"), minutes);
    }
    wxString seconds = wxString::Format("%.3f", static_cast<double>(ms) / 1000.0);
    seconds = seconds.BeforeFirst('.') + "." + seconds.AfterFirst('.');
    while (seconds.EndsWith("0")) seconds.RemoveLast();
    if (seconds.EndsWith(".")) seconds.RemoveLast();
    return wxString::Format(_("%s s"), seconds);
}

// What the clock pane shows: each side's time left (or, without a clock, its time used), what its time
// control is or where it stands in it, which side is to move and whose clock runs.
ui::ClockDisplay clockDisplay(const GameDocument& doc) {
    ui::ClockDisplay display;
    const Game& game = doc.game();
    if (doc.clockPaused()) display.heading = _("Clocks paused");
    for (const Side side : {Side::First, Side::Second}) {
        ui::ClockFace& face = display.faces[index(side)];
        face.side = sideName(game, side);
        const bool xiangqi = game.family() == GameFamily::Xiangqi;
        face.stone = side == Side::Second ? (xiangqi ? wxColour(30, 30, 30) : wxColour(245, 245, 240))
                     : xiangqi            ? wxColour(200, 30, 30)
                                          : wxColour(20, 20, 20);
        face.toMove = !doc.liveGameOver() && doc.liveSideToMove() == side;
        face.running = face.toMove && doc.clockRunning();
        const GameClock& clock = doc.clock(side);
        const TimeControl& control = clock.control();
        if (!clock.timed()) {
            face.time = clockText(doc.timeUsedMs(side));
            face.detail = _("No clock: time used");
            continue;
        }
        const ClockState shown = doc.clockShown(side);
        face.time = clockText(shown.remainingMs);
        face.flagged = shown.flagged;
        if (shown.flagged) {
            face.detail = _("Time is up");
            continue;
        }
        switch (control.kind) {
            case TimeControl::Kind::PerMove:
                face.detail = wxString::Format(_("%s a move"), durationText(control.moveMs));
                break;
            case TimeControl::Kind::Increment:
                face.detail = control.incrementMs > 0
                                  ? wxString::Format(_("%s + %s a move"), durationText(control.mainMs),
                                                     durationText(control.incrementMs))
                                  : wxString::Format(_("%s for the game"), durationText(control.mainMs));
                break;
            case TimeControl::Kind::ByoYomi:
                face.detail =
                    !shown.inByoYomi
                        ? (shown.periodsLeft == 1
                               ? wxString::Format(_("then one period of %s"), durationText(control.moveMs))
                               : wxString::Format(_("then %d periods of %s"), shown.periodsLeft,
                                                  durationText(control.moveMs)))
                    : shown.periodsLeft == 1
                        ? wxString::Format(_("Last period of %s"), durationText(control.moveMs))
                        : wxString::Format(_("%d periods of %s left"), shown.periodsLeft,
                                           durationText(control.moveMs));
                break;
            case TimeControl::Kind::None:
                break;
        }
    }
    return display;
}

}  // namespace

void GameView::showClocks() {
    frame_->clockPanel()->setDisplay(clockDisplay(*document()));
}

void GameView::showEngine() {
    const GameDocument* doc = document();
    const Game& game = doc->game();
    // The best move on the board (analysis, hint).
    ui::BoardViewState state = frame_->canvas()->state();
    const MoveSquares hint = doc->hintMove() ? game.squares(*doc->hintMove()) : MoveSquares{};
    if (state.game == &game && (state.hint.from != hint.from || state.hint.to != hint.to)) {
        state.hint = hint;
        frame_->canvas()->setState(std::move(state));
    }
    // The status bar's short form: depth, score and the first moves of the best line.
    wxString engine;
    if (const SearchInfo* info = doc->lastInfo(); info && doc->thinking() && doc->searchedPosition()) {
        const Game& searched = *doc->searchedPosition();
        engine = wxString::Format(_("depth %d  %s  %s  %s"), info->depth, lineScoreText(searched, *info),
                                  speedText(info->nodes, info->elapsedMs), lineText(searched, info->pv));
    }
    setStatus(*frame_, engine, 2);
    fitStatusFields();
    // The searched position's point on the evaluation graph, if it is one of the game's.
    if (const Game* searched = doc->searchedPosition()) {
        const auto at = std::find(positionTexts_.begin(), positionTexts_.end(), searched->positionText());
        const auto e = doc->evaluation(*searched);
        if (at != positionTexts_.end() && e) {
            graphValues_[static_cast<std::size_t>(at - positionTexts_.begin())] =
                graphValue(*searched, e->score, e->proven);
            frame_->evalGraph()->setValues(graphValues_, doc->record().cursor(), graphScaleText(game));
        }
    }
    ui::AnalysisPanel* panel = frame_->analysisPanel();
    if (panel->lineCount() != doc->analysisLineCount()) panel->setLineCount(doc->analysisLineCount());
    panel->setDisplay(analysisDisplay(*doc));
}

void GameView::OnUpdate(wxView*, wxObject* hint) {
    if (!frame_) return;
    if (hint == engineReportHint()) {
        showEngine();
        return;
    }
    if (hint == clockTickHint()) {
        showClocks();
        return;
    }
    const GameDocument* doc = document();
    const Game& game = doc->game();
    const GameRecord& record = doc->record();

    // One replay per update (a few hundred moves at most) gives the move list in the notation players
    // read and the squares of the move that led to the position shown.
    ui::BoardViewState state;
    std::vector<std::string> moves;
    {
        // The evaluation graph's points come with it: the engine's score of each position, else the score
        // the record keeps with a computer's move (from the mover's side).
        auto replay = record.initialGame();
        positionTexts_.clear();
        graphValues_.clear();
        const auto evaluate = [&](const Step* step) {
            positionTexts_.push_back(replay->positionText());
            if (const auto e = doc->evaluation(*replay))
                graphValues_.push_back(graphValue(*replay, e->score, e->proven));
            else if (step && step->score)
                graphValues_.push_back(graphValue(
                    *replay, replay->sideToMove() == Side::First ? *step->score : -*step->score, false));
            else
                graphValues_.push_back(std::nullopt);
        };
        for (std::size_t i = 0; i < record.size(); ++i) {
            const Step& s = record.steps()[i];
            evaluate(&s);
            moves.push_back(replay->isLegal(s.move) ? moveText(*replay, s.move).utf8_string() : s.text);
            if (!s.comment.empty()) moves.back() += "  " + commentPreview(s.comment);
            if (i + 1 == record.cursor()) state.lastMove = replay->squares(s.move);
            replay->play(s.move);
        }
        evaluate(nullptr);
    }
    frame_->evalGraph()->setValues(graphValues_, record.cursor(), graphScaleText(game));
    frame_->evalGraph()->setLabels(sideName(game, Side::First), sideName(game, Side::Second));
    state.game = &game;
    state.flipped = flipped_;
    const Outcome outcome = doc->outcome();  // the board's, or a resignation or draw at the record's end
    state.highlight = outcome.highlight;
    state.marks = game.cellMarks();  // the game says what to mark, at the end too (a checkmated general)
    if (const OpeningPlay* opening = doc->openingPlay(); opening && record.atEnd())
        for (auto& mark : opening->marks()) state.marks.push_back(std::move(mark));  // offered fifth moves
    if (selected_ >= 0 && selectedSerial_ == doc->positionSerial() && game.family() == GameFamily::Xiangqi) {
        state.selected = selected_;
        for (const Move m : game.legalMoves()) {
            const MoveSquares sq = game.squares(m);
            if (sq.from == selected_) state.targets.push_back(sq.to);
        }
    }
    if (doc->hintMove()) state.hint = game.squares(*doc->hintMove());
    frame_->canvas()->setState(std::move(state));


    frame_->moveList()->setMoves(moves, record.cursor(), game.family() != GameFamily::Xiangqi);

    // Status bar: message | side to move and counts | engine.
    setStatus(*frame_, wxString::FromUTF8(doc->statusMessage()), 0);

    wxString turn;
    if (!outcome.over()) {
        const wxString side = sideName(game, game.sideToMove());
        turn = wxString::Format(_("Move %d: %s to move"), static_cast<int>(record.cursor()) + 1, side);
    } else {
        turn = _("Game over");
    }
    if (game.family() == GameFamily::Othello) {
        int black = 0, white = 0;
        for (int y = 0; y < game.height(); ++y)
            for (int x = 0; x < game.width(); ++x) {
                black += game.cell(x, y) == 1;
                white += game.cell(x, y) == 2;
            }
        turn += wxString::Format(_("  (Black %d, White %d)"), black, white);
    }
    setStatus(*frame_, turn, 1);
    showEngine();
    showClocks();
    frame_->updateTitle();
}

// The fields' widths: the turn fits its text (Othello's disc counts made it longer than a fixed share of
// a narrow window), rounded up to 40 pixels so that it does not shift with every count; the message
// ("Opened: you play Red, the computer plays Black (level 3).") has the rest while the engine field is
// empty (a few pixels: narrower than its borders, GTK is given a clip rectangle of negative width), and
// three fifths of it while the engine's line is shown. Measured only when the turn's text changes: the
// engine's reports come many times a second, and measuring text in the status bar (which has no font of
// its own) makes a GTK widget each time.
void GameView::fitStatusFields() {
    wxStatusBar* bar = frame_->GetStatusBar();
    if (!bar) return;
    const wxString turn = bar->GetStatusText(1);
    if (turn != fittedTurn_ || fittedTurnWidth_ == 0) {  // also the first time (an empty turn: 40 px)
        fittedTurn_ = turn;
        fittedTurnWidth_ = (bar->GetTextExtent(turn).x + 24 + 39) / 40 * 40;
    }
    const bool engine = !bar->GetStatusText(2).empty();
    const int widths[] = {-3, fittedTurnWidth_, engine ? -2 : bar->FromDIP(24)};
    for (int i = 0; i < 3; ++i)
        if (bar->GetStatusWidth(i) != widths[i]) return bar->SetStatusWidths(3, widths);
}

void GameView::cellClicked(int cell) {
    GameDocument* doc = document();
    const Game& game = doc->game();
    if (selectedSerial_ != doc->positionSerial()) selected_ = -1;  // chosen in another position
    if (game.family() == GameFamily::Xiangqi) {
        if (selected_ >= 0) {
            for (const Move m : game.legalMoves()) {
                const MoveSquares sq = game.squares(m);
                if (sq.from == selected_ && sq.to == cell) {
                    selected_ = -1;
                    const std::string why = doc->playPersonMove(m);
                    if (!why.empty()) doc->tell(wxString::Format(_("Not allowed: %s."), engineWords(why)));
                    return;
                }
            }
        }
        // Select a piece of the side to move (a click on the selected piece unselects it).
        const int piece = game.cell(cell % game.width(), cell / game.width());
        const auto legal = game.legalMoves();
        const bool movable =
            std::any_of(legal.begin(), legal.end(), [&](Move m) { return game.squares(m).from == cell; });
        selected_ = (movable && cell != selected_) ? cell : -1;
        selectedSerial_ = doc->positionSerial();
        if (piece != 0 && !movable && !doc->outcome().over())
            doc->tell(_("That piece cannot move now."));
        else
            OnUpdate(nullptr, nullptr);
        return;
    }
    std::optional<Move> move;
    for (const Move m : game.legalMoves())
        if (game.squares(m).to == cell) move = m;
    // In the placement games a move's code is its cell, so the game can say why a point is refused.
    const std::string why = move ? doc->playPersonMove(*move) : game.illegalReason(Move{cell});
    if (!why.empty()) {
        wxBell();
        doc->tell(wxString::Format(_("Not allowed: %s."), engineWords(why)));
    }
}

}  // namespace qipan::app
