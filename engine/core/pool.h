// Pool<T>: objects too big to make for every search (tables of tens of megabytes), lent out and given
// back. On these machines touching fresh pages costs more than a short search, and a table kept between
// moves keeps what it learnt. Thread-safe; a borrowed object is used by one thread at a time.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace qipan {

template <class T>
class Pool {
public:
    using Make = std::unique_ptr<T> (*)();
    // Keeps at most `keepIdle` objects given back; makes a new one with `make` when none is idle.
    Pool(std::size_t keepIdle, Make make) : keepIdle_(keepIdle), make_(make) {}
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;

    std::unique_ptr<T> acquire() {
        {
            std::lock_guard lock(mutex_);
            if (!idle_.empty()) {
                auto object = std::move(idle_.back());
                idle_.pop_back();
                return object;
            }
        }
        return make_();  // outside the lock: making one can take a while
    }

    void release(std::unique_ptr<T> object) {
        if (!object) return;
        std::lock_guard lock(mutex_);
        if (idle_.size() < keepIdle_) idle_.push_back(std::move(object));
    }

private:
    std::mutex mutex_;
    std::vector<std::unique_ptr<T>> idle_;
    std::size_t keepIdle_;
    Make make_;
};

// Holds an object borrowed from a pool for a scope.
template <class T>
class Borrowed {
public:
    explicit Borrowed(Pool<T>& pool) : pool_(pool), object_(pool.acquire()) {}
    ~Borrowed() { pool_.release(std::move(object_)); }
    Borrowed(const Borrowed&) = delete;
    Borrowed& operator=(const Borrowed&) = delete;
    T& operator*() { return *object_; }
    T* operator->() { return object_.get(); }

private:
    Pool<T>& pool_;
    std::unique_ptr<T> object_;
};

}  // namespace qipan
