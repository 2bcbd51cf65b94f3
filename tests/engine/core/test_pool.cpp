// Pool<T> lends big objects (search tables) out and takes them back, so a search does not make and clear
// tens of megabytes for every move. What is given back is lent again; at most keepIdle objects wait.
#include <boost/test/unit_test.hpp>

#include <atomic>
#include <memory>
#include <thread>

#include "core/pool.h"

using namespace qipan;

namespace {
std::atomic<int> made{0};
struct Table {
    int uses = 0;
};
std::unique_ptr<Table> makeTable() {
    ++made;
    return std::make_unique<Table>();
}
}  // namespace

BOOST_AUTO_TEST_SUITE(pool)

BOOST_AUTO_TEST_CASE(what_is_given_back_is_lent_again) {
    made = 0;
    Pool<Table> pool(2, makeTable);
    const Table* first = nullptr;
    {
        Borrowed<Table> t(pool);
        t->uses = 1;
        first = &*t;
    }
    Borrowed<Table> again(pool);
    BOOST_TEST(&*again == first);
    BOOST_TEST(again->uses == 1);  // kept as it was left: a table keeps what it learnt
    BOOST_TEST(made.load() == 1);
}

BOOST_AUTO_TEST_CASE(two_borrowers_at_once_get_two_objects_and_at_most_keep_idle_wait) {
    made = 0;
    Pool<Table> pool(2, makeTable);
    auto a = pool.acquire(), b = pool.acquire(), c = pool.acquire();
    BOOST_TEST(made.load() == 3);
    BOOST_TEST((a != b && b != c && a != c));
    pool.release(std::move(a));
    pool.release(std::move(b));
    pool.release(std::move(c));  // a third idle one is not kept
    auto d = pool.acquire(), e = pool.acquire();
    BOOST_TEST(made.load() == 3);
    auto f = pool.acquire();
    BOOST_TEST(made.load() == 4);
    pool.release(nullptr);  // nothing to keep
    BOOST_TEST(made.load() == 4);
}

BOOST_AUTO_TEST_CASE(threads_borrowing_together_never_share_one) {
    made = 0;
    Pool<Table> pool(2, makeTable);
    std::atomic<int> clashes{0};
    auto work = [&] {
        for (int i = 0; i < 2000; ++i) {
            Borrowed<Table> t(pool);
            if (++t->uses != 1) ++clashes;  // another thread holds the same one
            --t->uses;
        }
    };
    std::thread one(work), two(work);
    one.join();
    two.join();
    BOOST_TEST(clashes.load() == 0);
    BOOST_TEST(made.load() <= 2);
}

BOOST_AUTO_TEST_SUITE_END()
