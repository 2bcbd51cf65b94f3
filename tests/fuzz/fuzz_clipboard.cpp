// Pasted text (record/clipboard.h): whole games in any format Paste recognises and positions of every
// game, read with the game on screen picked by the first byte. What is read is a playable game or
// position, and Copy Game / Copy Position of it pastes back as the same thing; what is refused is
// refused with a reason.
#include "fuzz_support.h"
#include "game/registry.h"
#include "record/clipboard.h"

using namespace qipan;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string onScreen = fuzz::gameOfByte(data[0]);
    PastedText pasted;
    try {
        pasted = readPastedText(fuzz::asText(data + 1, size - 1), onScreen);
    } catch (const FormatError& e) {
        fuzz::check(std::string(e.what()).size() > 0, "a refused paste without a reason");
        return 0;
    }
    fuzz::check(!pasted.kind.empty(), "a paste read as nothing in particular");
    fuzz::checkPlayable(pasted.record);
    // Copied again (as the position, or as the whole game) and pasted, it is the same.
    std::string copied;
    if (pasted.position) {
        auto game = createGame(pasted.record.gameId());
        fuzz::check(game != nullptr, "a paste of an unknown game " + pasted.record.gameId());
        std::string error;
        fuzz::check(game->setPosition(pasted.record.startPosition(), error),
                    "a pasted position that does not set: " + error);
        copied = positionClipboardText(*game);
    } else {
        copied = gameClipboardText(pasted.record);
    }
    PastedText again;
    try {
        again = readPastedText(copied, pasted.record.gameId());
    } catch (const FormatError& e) {
        fuzz::fail(std::string("copied text is refused on paste: ") + e.what() + "\n" + copied);
    }
    fuzz::check(again.position == pasted.position,
                "copied and pasted, a position became a game or back:\n" + copied);
    fuzz::check(
        fuzz::sameMoves(again.record, pasted.record),
        "copied and pasted differs:\n" + fuzz::describe(pasted.record) + "\n" + fuzz::describe(again.record));
    return 0;
}
