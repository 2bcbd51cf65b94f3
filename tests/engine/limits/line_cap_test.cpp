// Protocol lines longer than protocol::kMaxLineBytes (1 MB): read to their end without being kept, answered
// with one short error, and the session goes on with the next line, in every protocol loop. The long line
// is made on the fly by a stream buffer, so a test of 64 MB does not hold 64 MB itself.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>
#include <streambuf>
#include <string>

#include "protocol/gomocup.h"
#include "protocol/line_reader.h"
#include "protocol/nboard.h"
#include "protocol/ucci.h"

using namespace qipan;
using protocol::kMaxLineBytes;
using protocol::LineRead;

namespace {

// `before`, then `count` copies of `fill`, then `after`, produced a block at a time.
class LongLine : public std::streambuf {
  public:
    LongLine(std::string before, std::uint64_t count, char fill, std::string after)
        : before_(std::move(before)), after_(std::move(after)), count_(count), fill_(fill) {}

  private:
    int_type underflow() override {
        block_.clear();
        if (part_ == 0) {
            block_ = before_;
            part_ = 1;
        }
        if (part_ == 1 && block_.size() < kBlock) {
            const auto n = std::min<std::uint64_t>(count_ - made_, kBlock - block_.size());
            block_.append(static_cast<std::size_t>(n), fill_);
            made_ += n;
            if (made_ == count_) part_ = 2;
        }
        if (part_ == 2 && block_.size() < kBlock) {
            block_ += after_;
            part_ = 3;
        }
        if (block_.empty()) return traits_type::eof();
        setg(block_.data(), block_.data(), block_.data() + block_.size());
        return traits_type::to_int_type(block_[0]);
    }

    static constexpr std::size_t kBlock = 1 << 16;
    std::string before_, after_, block_;
    std::uint64_t count_, made_ = 0;
    char fill_;
    int part_ = 0;
};

std::string answersOf(const std::string& text, const std::string& what) {
    std::string all;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        BOOST_CHECK_MESSAGE(line.size() <= 200, what << ": an answer of " << line.size() << " bytes");
        all += line + '\n';
    }
    return all;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

constexpr std::uint64_t kHuge = std::uint64_t{64} << 20;  // 64 MB

}  // namespace

BOOST_AUTO_TEST_SUITE(protocol_line_cap)

BOOST_AUTO_TEST_CASE(a_line_longer_than_the_cap_is_dropped_whole_and_the_next_is_read) {
    LongLine source("go ", kHuge, 'x', "\r\nisready\nlast");
    std::istream in(&source);
    std::string line;
    const LineRead first = protocol::readLine(in, line);
    BOOST_TEST((first.kind == LineRead::Kind::TooLong));
    BOOST_TEST(first.bytes == kHuge + 4);  // "go " and the '\r' are part of the line
    BOOST_TEST(line.empty());
    BOOST_TEST(line.capacity() < 1000u);  // the kept megabyte is given back
    BOOST_TEST(protocol::tooLongText(first) == "line of 67108868 bytes ignored (the limit is 1048576)");
    BOOST_TEST((protocol::readLine(in, line).kind == LineRead::Kind::Line));
    BOOST_TEST(line == "isready");
    BOOST_TEST((protocol::readLine(in, line).kind == LineRead::Kind::Line));  // no '\n' at the end
    BOOST_TEST(line == "last");
    BOOST_TEST((protocol::readLine(in, line).kind == LineRead::Kind::End));
}

BOOST_AUTO_TEST_CASE(a_line_of_exactly_the_cap_is_a_line_one_byte_more_is_not) {
    for (const std::uint64_t size : {std::uint64_t{kMaxLineBytes}, std::uint64_t{kMaxLineBytes} + 1}) {
        LongLine source("", size, 'y', "\n\nz\n");
        std::istream in(&source);
        std::string line;
        const LineRead read = protocol::readLine(in, line);
        BOOST_TEST((read.kind == (size == kMaxLineBytes ? LineRead::Kind::Line : LineRead::Kind::TooLong)));
        BOOST_TEST(line.size() == (size == kMaxLineBytes ? size : 0u));
        BOOST_TEST((protocol::readLine(in, line).kind == LineRead::Kind::Line));  // an empty line
        BOOST_TEST(line.empty());
        BOOST_TEST((protocol::readLine(in, line).kind == LineRead::Kind::Line));
        BOOST_TEST(line == "z");
    }
}

BOOST_AUTO_TEST_CASE(every_protocol_loop_answers_a_64mb_line_with_one_error_and_goes_on) {
    using D = protocol::UcciSession::Dialect;
    for (const D dialect : {D::Ucci, D::Uci}) {
        LongLine source(
            dialect == D::Ucci ? "ucci\nposition startpos moves " : "uci\nposition startpos moves ", kHuge,
            'a', "\nisready\nquit\n");
        std::istream in(&source);
        std::ostringstream out;
        protocol::serveUcci("", in, out, dialect);
        const std::string answers = answersOf(out.str(), "UCCI/UCI");
        BOOST_TEST(contains(answers, "info string error: line of 67108888 bytes ignored"), answers);
        BOOST_TEST(contains(answers, "readyok"), answers);
    }
    {
        LongLine source("START 15\nTURN ", kHuge, '7', "\nABOUT\nEND\n");
        std::istream in(&source);
        std::ostringstream out;
        protocol::GomocupBrain brain(out);
        brain.run(in);
        const std::string answers = answersOf(out.str(), "Gomocup");
        BOOST_TEST(contains(answers, "ERROR line of 67108869 bytes ignored"), answers);
        BOOST_TEST(contains(answers, "name=\"Qipan\""), answers);
    }
    {
        // Inside a BOARD block the long line refuses the block, once, after its DONE.
        LongLine source("START 15\nINFO timeout_turn 100\nBOARD\n7,7,1\n", kHuge, '8',
                        "\n8,8,2\nDONE\nABOUT\nEND\n");
        std::istream in(&source);
        std::ostringstream out;
        protocol::GomocupBrain brain(out);
        brain.setNodeLimit(2000);
        brain.run(in);
        const std::string answers = answersOf(out.str(), "Gomocup BOARD");
        BOOST_TEST(
            contains(answers, "ERROR BOARD refused, the board is unchanged: line of 67108864 bytes ignored"),
            answers);
        BOOST_TEST(std::count(answers.begin(), answers.end(), '\n') == 3, answers);  // OK, ERROR, ABOUT
        BOOST_REQUIRE(brain.board() != nullptr);
        BOOST_TEST(brain.board()->stoneCount() == 0);
    }
    {
        LongLine source("nboard 2\nset game ", kHuge, 'G', "\nping 3\nquit\n");
        std::istream in(&source);
        std::ostringstream out;
        protocol::serveNBoard("", in, out);
        const std::string answers = answersOf(out.str(), "NBoard");
        BOOST_TEST(contains(answers, "error line of 67108873 bytes ignored"), answers);
        BOOST_TEST(contains(answers, "pong 3"), answers);
    }
}

BOOST_AUTO_TEST_SUITE_END()
