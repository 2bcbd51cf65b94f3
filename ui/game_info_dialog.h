// File > Game Information: the players, event, place, date, round and a comment on the whole game, and
// the comment on the move shown. The dialog only edits texts; the app says which fields there are and
// what they are called, and writes the answers into the game's record.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <wx/dialog.h>

class wxTextCtrl;

namespace qipan::ui {

struct GameInfoField {
    std::string tag;    // the record's tag ("Black", "Event", "Comment")
    wxString label;     // in the interface's language
    std::string value;  // UTF-8
    bool multiline = false;
};

class GameInfoDialog : public wxDialog {
  public:
    // `facts` are shown and cannot be edited (the game, the result); `moveLabel` is empty when the
    // position shown is the start (no move to comment on).
    GameInfoDialog(wxWindow* parent, const std::vector<std::pair<wxString, wxString>>& facts,
                   std::vector<GameInfoField> fields, const wxString& moveLabel,
                   const std::string& moveComment);

    // After OK: each field's text by tag (UTF-8, trailing spaces and line breaks trimmed), and the move's
    // comment.
    std::map<std::string, std::string> values() const;
    std::string moveComment() const;

    // For tests: the text box of a tag, or of the move's comment (nullptr when there is none).
    wxTextCtrl* field(const std::string& tag) const;
    wxTextCtrl* moveCommentField() const { return moveComment_; }

  private:
    std::vector<GameInfoField> fields_;
    std::vector<wxTextCtrl*> boxes_;
    wxTextCtrl* moveComment_ = nullptr;
};

}  // namespace qipan::ui
