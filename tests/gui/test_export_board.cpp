// File > Export Board in the real window: the board shown is written as an SVG drawing with a stone or
// disc for each one on the board, and as images whose pixels show the stones where they stand; a bad
// name or folder is refused with a message and leaves no file behind.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include <wx/image.h>

#include "app/export_board.h"
#include "gui/gui_support.h"
#include "ui/board_canvas.h"
#include "ui/board_export.h"
#include "ui/board_painter.h"

using namespace qipan;
using namespace qipan::gui_test;

namespace {

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::size_t count(const std::string& text, const std::regex& pattern) {
    return static_cast<std::size_t>(
        std::distance(std::sregex_iterator(text.begin(), text.end(), pattern), std::sregex_iterator()));
}

// The brightness (0-255) near the centre of `point` on an image of the board drawn at `size`.
int brightnessAt(const wxImage& image, const Game& game, const std::string& point, wxSize size) {
    const auto painter = ui::makePainter(game.family());
    const ui::GridGeometry g = painter->layout(size, game);
    const int cell = game.squares(*game.parseMove(point)).to;
    int x = cell % g.cols, y = cell / g.cols;  // as BoardCanvas::cellCentre finds it
    if (frame()->canvas()->state().flipped) {
        x = g.cols - 1 - x;
        y = g.rows - 1 - y;
    }
    const wxPoint2DDouble c = g.centre(x, y);
    // A quarter step down and right of the centre: off the grid lines and the last move's mark, on the
    // stone if there is one.
    const int px = static_cast<int>(c.m_x + g.step / 4), py = static_cast<int>(c.m_y + g.step / 4);
    return (image.GetRed(px, py) + image.GetGreen(px, py) + image.GetBlue(px, py)) / 3;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(export_board, *boost::unit_test::fixture<FreshGame>())

BOOST_AUTO_TEST_CASE(the_gomoku_board_is_exported_as_svg_and_images) {
    newGameBetweenPeople("gomoku/freestyle/15");
    for (const char* p : {"h8", "i9", "h9"}) {
        const std::size_t before = document()->record().size();
        clickPoint(p);
        BOOST_REQUIRE(waitFor([&] { return document()->record().size() == before + 1; }, 5));
    }

    const auto svgFile = testFile("board.svg");
    BOOST_REQUIRE(app::exportBoard(frame(), svgFile.string()).empty());
    const std::string svg = fileText(svgFile);
    BOOST_TEST(svg.rfind("<?xml", 0) == 0);
    BOOST_TEST(svg.find("</svg>") != std::string::npos);
    BOOST_TEST(count(svg, std::regex("<g[ >]")) == count(svg, std::regex("</g>")));
    // The 15 lines each way and a stone for each of the three moves (ellipses: stones, star points, marks).
    BOOST_TEST(count(svg, std::regex("<line ")) >= 30u);
    BOOST_TEST(count(svg, std::regex("<ellipse ")) >= 3u);
    BOOST_TEST(!std::filesystem::exists(svgFile.string() + ".part"));

    const Game& game = document()->game();
    for (const char* extension : {".png", ".bmp"}) {
        if (std::string(extension) == ".png" && !wxImage::FindHandler(wxBITMAP_TYPE_PNG)) {
            BOOST_TEST_MESSAGE("this build's wx has no PNG handler: .png is refused with a message");
            BOOST_TEST(!app::exportBoard(frame(), testFile("board.png").string()).empty());
            continue;
        }
        const auto imageFile = testFile(std::string("board") + extension);
        BOOST_REQUIRE(app::exportBoard(frame(), imageFile.string()).empty());
        wxImage image;
        BOOST_REQUIRE(image.LoadFile(wxString::FromUTF8(imageFile.string())));
        BOOST_TEST(image.GetWidth() == 800);
        BOOST_TEST(image.GetHeight() == 800);
        // Black stones are dark, the white one light, an empty point the board's wood in between.
        const wxSize size(800, 800);
        BOOST_TEST(brightnessAt(image, game, "h8", size) < 80, extension);
        BOOST_TEST(brightnessAt(image, game, "h9", size) < 80, extension);
        BOOST_TEST(brightnessAt(image, game, "i9", size) > 200, extension);
        const int empty = brightnessAt(image, game, "c3", size);
        BOOST_TEST((empty > 80 && empty < 230), extension << " " << empty);
    }
}

BOOST_AUTO_TEST_CASE(a_xiangqi_board_and_bad_names_are_handled) {
    newGameBetweenPeople("xiangqi");
    const auto svgFile = testFile("xiangqi.svg");
    BOOST_REQUIRE(app::exportBoard(frame(), svgFile.string()).empty());
    const std::string svg = fileText(svgFile);
    // 32 pieces, each named by its character (帥/將 and the others), in the drawing as text.
    BOOST_TEST(count(svg, std::regex("<text ")) >= 32u);
    BOOST_TEST((svg.find("帥") != std::string::npos || svg.find("帅") != std::string::npos));

    BOOST_TEST(!app::exportBoard(frame(), testFile("board.txt").string()).empty());
    BOOST_TEST(!std::filesystem::exists(testFile("board.txt")));
    const auto missing = testFile("no-such-folder") / "board.svg";
    BOOST_TEST(!app::exportBoard(frame(), missing.string()).empty());
    BOOST_TEST(!std::filesystem::exists(missing.parent_path()));
}

BOOST_AUTO_TEST_SUITE_END()
