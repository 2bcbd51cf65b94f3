#include "ui/position_editor_dialog.h"

#include <wx/button.h>
#include <wx/dcbuffer.h>
#include <wx/radiobox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "game/registry.h"
#include "ui/board_canvas.h"
#include "ui/board_painter.h"
#include "ui/engine_text.h"

namespace qipan::ui {

wxDEFINE_EVENT(EVT_PIECE_CHOSEN, wxCommandEvent);

// The palette: a grid of pieces, the chosen one framed. Xiangqi's fourteen pieces take two rows (Red's
// and Black's); the eraser closes the first row.
class PiecePalette : public wxWindow {
  public:
    PiecePalette(wxWindow* parent, const Game& game)
        : wxWindow(parent, wxID_ANY), painter_(makePainter(game.family())) {
        const std::vector<int> pieces = game.setupPieces();
        columns_ =
            pieces.size() > 4 ? static_cast<int>(pieces.size() / 2) + 1 : static_cast<int>(pieces.size()) + 1;
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            if (static_cast<int>(i) == columns_ - 1) items_.push_back({0, {}});
            items_.push_back({pieces[i], wxString::FromUTF8(game.pieceName(pieces[i]))});
        }
        if (static_cast<int>(items_.size()) < columns_) items_.push_back({0, {}});
        for (auto& item : items_)
            item.name = item.piece == 0 ? _("Take pieces off") : wxGetTranslation(item.name);
        const int rows = (static_cast<int>(items_.size()) + columns_ - 1) / columns_;
        SetMinSize(wxSize(columns_ * cell(), rows * cell()));
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        Bind(wxEVT_PAINT, &PiecePalette::onPaint, this);
        Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
            const int i = itemAt(e.GetPosition());
            if (i < 0) return;
            wxCommandEvent chosen(EVT_PIECE_CHOSEN, GetId());
            chosen.SetEventObject(this);
            chosen.SetInt(items_[static_cast<std::size_t>(i)].piece);
            ProcessWindowEvent(chosen);
        });
        Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
            const int i = itemAt(e.GetPosition());
            SetToolTip(i < 0 ? wxString() : items_[static_cast<std::size_t>(i)].name);
        });
    }

    void select(int piece) {
        selected_ = piece;
        Refresh();
    }
    // Client centre of a piece's place (for a click).
    wxPoint centreOf(int piece) const {
        for (std::size_t i = 0; i < items_.size(); ++i)
            if (items_[i].piece == piece) {
                const int n = static_cast<int>(i);
                return {(n % columns_) * cell() + cell() / 2, (n / columns_) * cell() + cell() / 2};
            }
        return {-1, -1};
    }

private:
    struct Item {
        int piece;
        wxString name;
    };
    int cell() const { return FromDIP(44); }
    int itemAt(wxPoint p) const {
        const int x = p.x / cell(), y = p.y / cell();
        const int i = y * columns_ + x;
        return x < columns_ && i >= 0 && i < static_cast<int>(items_.size()) ? i : -1;
    }
    void onPaint(wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        dc.SetBackground(wxBrush(GetBackgroundColour()));
        dc.Clear();
        std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
        if (!gc) return;
        ContextPainting painting(*gc);
        const double c = cell();
        for (std::size_t i = 0; i < items_.size(); ++i) {
            const int n = static_cast<int>(i);
            const wxPoint2DDouble centre((n % columns_) * c + c / 2, (n / columns_) * c + c / 2);
            if (items_[i].piece == selected_) {
                painting.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), FromDIP(3)));
                painting.SetBrush(wxBrush(wxColour(250, 225, 170)));
                painting.DrawRectangle(centre.m_x - c / 2 + 2, centre.m_y - c / 2 + 2, c - 4, c - 4);
            }
            if (items_[i].piece != 0) {
                painter_->paintPiece(painting, centre, c * 0.38, items_[i].piece);
                continue;
            }
            // The eraser: a red cross.
            const double r = c * 0.22;
            painting.SetPen(wxPen(wxColour(200, 30, 30), FromDIP(3)));
            painting.StrokeLine(centre.m_x - r, centre.m_y - r, centre.m_x + r, centre.m_y + r);
            painting.StrokeLine(centre.m_x - r, centre.m_y + r, centre.m_x + r, centre.m_y - r);
        }
    }

    std::unique_ptr<BoardPainter> painter_;
    std::vector<Item> items_;
    int columns_ = 1;
    int selected_ = -1;
};

namespace {
wxString sideLabel(const Game& game, Side side) {
    if (game.family() == GameFamily::Xiangqi) return side == Side::First ? _("Red") : _("Black");
    return side == Side::First ? _("Black") : _("White");
}
}  // namespace

PositionEditorDialog::PositionEditorDialog(wxWindow* parent, const Game& shown)
    : wxDialog(parent, wxID_ANY, _("Edit Position"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      judge_(shown.clone()),
      usual_(createGame(shown.id())),
      setup_(shown.setup()),
      shown_(shown.setup()) {
    if (!usual_) usual_ = shown.clone();
    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    board_ = new BoardCanvas(this);
    board_->SetMinSize(FromDIP(wxSize(420, 420)));
    columns->Add(board_, 1, wxEXPAND | wxALL, FromDIP(8));

    auto* side = new wxBoxSizer(wxVERTICAL);
    side->Add(new wxStaticText(this, wxID_ANY, _("Piece to put:")), 0, wxBOTTOM, FromDIP(4));
    palette_ = new PiecePalette(this, shown);
    side->Add(palette_, 0, wxBOTTOM, FromDIP(4));
    side->Add(new wxStaticText(this, wxID_ANY,
                               _("Click a point to put the piece there, click it again or "
                                 "right-click to take it off.")),
              0, wxBOTTOM, FromDIP(12));
    const wxString sides[] = {sideLabel(shown, Side::First), sideLabel(shown, Side::Second)};
    toMove_ =
        new wxRadioBox(this, wxID_ANY, _("Side to move"), wxDefaultPosition, wxDefaultSize, 2, sides, 1);
    side->Add(toMove_, 0, wxEXPAND | wxBOTTOM, FromDIP(12));
    auto* clear = new wxButton(this, wxID_ANY, _("&Clear Board"));
    auto* start = new wxButton(this, wxID_ANY, _("&Initial Position"));
    auto* back = new wxButton(this, wxID_ANY, _("Position in the &Game"));
    for (wxButton* b : {clear, start, back}) side->Add(b, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    side->AddStretchSpacer();
    columns->Add(side, 0, wxEXPAND | wxTOP | wxRIGHT | wxBOTTOM, FromDIP(8));

    auto* all = new wxBoxSizer(wxVERTICAL);
    all->Add(columns, 1, wxEXPAND);
    verdict_ = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    verdict_->SetMinSize(wxSize(FromDIP(560), -1));
    all->Add(verdict_, 0, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    auto* buttons = new wxStdDialogButtonSizer;
    ok_ = new wxButton(this, wxID_OK, _("&Play From Here"));
    buttons->AddButton(ok_);
    buttons->AddButton(new wxButton(this, wxID_CANCEL, _("Cancel")));
    buttons->Realize();
    all->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(all);

    board_->Bind(EVT_BOARD_CELL, [this](wxCommandEvent& e) { put(e.GetInt(), false); });
    board_->Bind(EVT_BOARD_CELL_RIGHT, [this](wxCommandEvent& e) { put(e.GetInt(), true); });
    palette_->Bind(EVT_PIECE_CHOSEN, [this](wxCommandEvent& e) { selectPiece(e.GetInt()); });
    toMove_->Bind(wxEVT_RADIOBOX,
                  [this](wxCommandEvent& e) { setSideToMove(e.GetInt() == 0 ? Side::First : Side::Second); });
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { clearBoard(); });
    start->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { usualStart(); });
    back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        setup_ = shown_;
        changed();
    });
    ok_->Bind(wxEVT_BUTTON, [this](wxCommandEvent& e) {
        if (!acceptable_) return;
        position_ = setup_ == usual_->setup() ? std::string() : judge_->positionText();
        e.Skip();  // wxDialog closes with wxID_OK
    });

    selectPiece(shown.setupPieces().front());
    changed();
}

PositionEditorDialog::~PositionEditorDialog() = default;

wxWindow* PositionEditorDialog::palette() const {
    return palette_;
}
wxPoint PositionEditorDialog::paletteCentre(int piece) const {
    return palette_->centreOf(piece);
}

wxString PositionEditorDialog::verdict() const {
    return verdict_->GetLabel();
}

void PositionEditorDialog::selectPiece(int piece) {
    piece_ = piece;
    palette_->select(piece);
}

void PositionEditorDialog::setSideToMove(Side side) {
    setup_.toMove = side;
    changed();
}

void PositionEditorDialog::clearBoard() {
    std::fill(setup_.cells.begin(), setup_.cells.end(), 0);
    setup_.toMove = Side::First;
    changed();
}

void PositionEditorDialog::usualStart() {
    setup_ = usual_->setup();
    changed();
}

void PositionEditorDialog::put(int cell, bool takeOff) {
    if (cell < 0 || cell >= static_cast<int>(setup_.cells.size())) return;
    int& there = setup_.cells[static_cast<std::size_t>(cell)];
    there = takeOff || there == piece_ ? 0 : piece_;  // a second click takes the piece off again
    changed();
}

void PositionEditorDialog::changed() {
    toMove_->SetSelection(setup_.toMove == Side::First ? 0 : 1);
    BoardViewState state;
    state.game = usual_.get();
    state.cells = setup_.cells;
    board_->setState(std::move(state));
    const auto problem = judge_->applySetup(setup_);
    acceptable_ = !problem;
    if (problem) {
        verdict_->SetForegroundColour(wxColour(190, 20, 20));
        verdict_->SetLabel(wxString::Format(_("This position cannot be played: %s."), messageText(*problem)));
    } else {
        verdict_->SetForegroundColour(wxColour(20, 120, 40));
        verdict_->SetLabel(wxString::Format(_("The position can be played: %s to move."),
                                            sideLabel(*usual_, setup_.toMove)));
    }
    verdict_->Wrap(verdict_->GetSize().x > 0 ? verdict_->GetSize().x : FromDIP(560));
    ok_->Enable(acceptable_);
    Layout();
}

}  // namespace qipan::ui
