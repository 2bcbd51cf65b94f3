// Weights of the evaluation features (order of othello::Feature, then a constant term) for 0..60 empty
// squares, in hundredths of a disc. Fitted by `qipan-engine fit othello --games 3000 --depth 4`:
// least squares on self-play positions labelled with the game's final disc margin, pooling
// positions within 3 empties of each row.
#pragma once

#include <array>

#include "othello/evaluation.h"

namespace qipan::othello {

inline constexpr std::array<std::array<int, kFeatureCount + 1>, 61> kEvaluationWeights = {{
    {{661, -96, 10, 49, -204, 41, 149, 77, 101}},  // 0 empties, 8576 positions
    {{644, -82, 12, 28, -226, 50, 138, 72, 92}},  // 1 empties, 11519 positions
    {{611, -75, 20, -4, -245, 56, 111, 67, 60}},  // 2 empties, 14465 positions
    {{593, -79, 26, -26, -258, 61, 108, 63, 59}},  // 3 empties, 17418 positions
    {{574, -80, 34, -52, -275, 66, 90, 59, 35}},  // 4 empties, 20378 positions
    {{548, -88, 57, -88, -296, 75, 56, 51, 3}},  // 5 empties, 20593 positions
    {{528, -103, 81, -113, -302, 83, 27, 42, -14}},  // 6 empties, 20658 positions
    {{505, -109, 103, -158, -311, 91, 4, 35, -34}},  // 7 empties, 20693 positions
    {{489, -117, 129, -189, -319, 95, -24, 28, -53}},  // 8 empties, 20717 positions
    {{470, -118, 154, -218, -324, 100, -45, 22, -71}},  // 9 empties, 20740 positions
    {{450, -117, 172, -257, -332, 106, -71, 17, -89}},  // 10 empties, 20758 positions
    {{429, -116, 181, -296, -335, 113, -87, 12, -119}},  // 11 empties, 20770 positions
    {{405, -108, 197, -336, -330, 119, -95, 8, -130}},  // 12 empties, 20782 positions
    {{376, -97, 195, -386, -323, 129, -103, 4, -153}},  // 13 empties, 20795 positions
    {{351, -84, 199, -426, -315, 138, -102, 1, -164}},  // 14 empties, 20810 positions
    {{323, -72, 209, -473, -305, 146, -107, -3, -176}},  // 15 empties, 20827 positions
    {{294, -56, 216, -529, -288, 156, -104, -6, -190}},  // 16 empties, 20844 positions
    {{268, -45, 228, -583, -273, 167, -107, -9, -192}},  // 17 empties, 20861 positions
    {{244, -35, 242, -634, -258, 178, -115, -13, -203}},  // 18 empties, 20878 positions
    {{225, -27, 249, -672, -245, 190, -123, -16, -209}},  // 19 empties, 20894 positions
    {{209, -24, 259, -714, -238, 202, -129, -20, -211}},  // 20 empties, 20911 positions
    {{191, -15, 279, -750, -223, 213, -135, -23, -221}},  // 21 empties, 20925 positions
    {{177, -11, 280, -793, -216, 226, -136, -25, -219}},  // 22 empties, 20935 positions
    {{163, -7, 286, -826, -204, 238, -140, -28, -223}},  // 23 empties, 20944 positions
    {{151, -3, 292, -859, -191, 251, -140, -30, -224}},  // 24 empties, 20952 positions
    {{140, 1, 291, -897, -175, 264, -140, -32, -219}},  // 25 empties, 20960 positions
    {{126, 9, 292, -945, -156, 277, -141, -33, -221}},  // 26 empties, 20968 positions
    {{113, 16, 298, -994, -134, 291, -144, -34, -222}},  // 27 empties, 20972 positions
    {{105, 20, 305, -1055, -113, 305, -148, -37, -226}},  // 28 empties, 20976 positions
    {{93, 26, 313, -1111, -85, 319, -155, -39, -229}},  // 29 empties, 20980 positions
    {{88, 28, 313, -1169, -68, 335, -156, -41, -229}},  // 30 empties, 20983 positions
    {{81, 34, 321, -1216, -47, 350, -159, -43, -230}},  // 31 empties, 20985 positions
    {{73, 37, 333, -1266, -25, 367, -160, -45, -230}},  // 32 empties, 20986 positions
    {{64, 42, 351, -1349, 2, 383, -161, -47, -234}},  // 33 empties, 20986 positions
    {{60, 44, 371, -1422, 19, 398, -161, -49, -233}},  // 34 empties, 20986 positions
    {{52, 47, 382, -1516, 45, 420, -160, -51, -233}},  // 35 empties, 20986 positions
    {{44, 50, 391, -1562, 69, 444, -161, -53, -237}},  // 36 empties, 20986 positions
    {{35, 53, 404, -1619, 93, 467, -165, -56, -236}},  // 37 empties, 20986 positions
    {{29, 51, 409, -1660, 97, 495, -170, -59, -238}},  // 38 empties, 20986 positions
    {{27, 51, 422, -1620, 86, 518, -173, -59, -233}},  // 39 empties, 20986 positions
    {{28, 48, 427, -1540, 70, 545, -178, -58, -223}},  // 40 empties, 20986 positions
    {{23, 48, 420, -1463, 62, 581, -182, -58, -217}},  // 41 empties, 20986 positions
    {{22, 44, 420, -1376, 37, 613, -189, -57, -206}},  // 42 empties, 20986 positions
    {{19, 41, 416, -1306, 3, 654, -194, -56, -193}},  // 43 empties, 20986 positions
    {{14, 39, 412, -1268, -31, 688, -202, -53, -186}},  // 44 empties, 20986 positions
    {{9, 39, 426, -1238, -79, 715, -210, -48, -171}},  // 45 empties, 20988 positions
    {{12, 31, 419, -1235, -156, 750, -221, -51, -166}},  // 46 empties, 20990 positions
    {{18, 22, 346, -1255, -273, 826, -230, -55, -149}},  // 47 empties, 20992 positions
    {{20, 13, 312, -1253, -381, 869, -268, -61, -166}},  // 48 empties, 20994 positions
    {{24, 10, 323, -1229, -485, 889, -284, -59, -159}},  // 49 empties, 20996 positions
    {{33, 2, 354, -1235, -575, 857, -303, -64, -154}},  // 50 empties, 20998 positions
    {{42, 1, 318, -1208, -674, 899, -318, -56, -145}},  // 51 empties, 21000 positions
    {{53, -7, 210, -1194, -764, 959, -323, -62, -127}},  // 52 empties, 21000 positions
    {{53, -4, -820, -1161, -806, 1922, -348, -53, -139}},  // 53 empties, 21000 positions
    {{37, 3, 548, -1084, -793, 548, -345, -42, -123}},  // 54 empties, 21000 positions
    {{39, 1, 493, -1038, -771, 493, -331, -37, -93}},  // 55 empties, 21000 positions
    {{34, 1, 255, -1028, -677, 255, -320, -30, -72}},  // 56 empties, 21000 positions
    {{28, -2, -27, -934, -678, -27, -310, -34, -56}},  // 57 empties, 21000 positions
    {{13, -4, 0, -899, -403, 0, -323, -44, -62}},  // 58 empties, 18000 positions
    {{3, -11, 0, -588, 0, 0, -290, -44, -25}},  // 59 empties, 15000 positions
    {{-2, -6, 0, 0, 0, 0, -302, -37, -32}},  // 60 empties, 12000 positions
}};

}  // namespace qipan::othello
