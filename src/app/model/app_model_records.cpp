// AppModel: collection progress — which levels of the loaded collection were solved (by hand or by
// playing a verified solution to the end), kept by the page in localStorage under a key that is a hash
// of the collection's levels (so the same file pasted again finds its record), and "next unsolved".
#include "app/model/app_model.hpp"

#include <algorithm>

#include <cstdio>
#include <string>

namespace boxcar::app {
namespace {

struct Fnv1a {  // 64-bit FNV-1a: a stable, dependency-free hash for the storage key (not cryptographic)
    std::uint64_t h = 1469598103934665603ull;
    void add(std::string_view s) {
        for (unsigned char c : s) {
            h ^= c;
            h *= 1099511628211ull;
        }
        h ^= 0xff;  // separator, so "ab"+"c" differs from "a"+"bc"
        h *= 1099511628211ull;
    }
};

// "1,4,7" <-> flags (numbers out of range or malformed pieces are ignored: the record is only a hint).
std::string write_numbers(const std::vector<char>& flags) {
    std::string out;
    for (std::size_t i = 0; i < flags.size(); ++i)
        if (flags[i]) out += (out.empty() ? "" : ",") + std::to_string(i + 1);
    return out;
}

void read_numbers(const std::string& text, std::vector<char>& flags) {
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find(',', i);
        if (end == std::string::npos) end = text.size();
        const std::string piece = text.substr(i, end - i);
        if (!piece.empty() && piece.size() < 10 && piece.find_first_not_of("0123456789") == std::string::npos) {
            const long n = std::stol(piece);
            if (n >= 1 && n <= static_cast<long>(flags.size())) flags[n - 1] = 1;
        }
        i = end + 1;
    }
}

}  // namespace

void AppModel::note_progress() {
    if (progress_loads_ != loads_) {
        progress_loads_ = loads_;
        Fnv1a hash;
        if (kind_ == PuzzleKind::RushHour) {
            hash.add("rushhour");
            for (const auto& e : rush_.entries()) hash.add(e.board ? rush::board_string(*e.board) : e.text);
        } else {
            hash.add("sokoban");
            for (const auto& e : collection_.levels) hash.add(e.level ? sokoban::to_xsb(*e.level) : std::string("?"));
        }
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash.h));
        progress_key_ = std::string("boxcar.solved.") + hex;
        solved_.assign(static_cast<std::size_t>(level_count()), 0);
        if (load_progress) read_numbers(load_progress(progress_key_), solved_);
    }
    const int n = level_number_;
    if (n < 1 || n > static_cast<int>(solved_.size()) || solved_[n - 1]) return;
    const bool solved = kind_ == PuzzleKind::RushHour ? rush_.solved() : has_level() && game_->solved();
    if (!solved) return;
    solved_[n - 1] = 1;
    if (save_progress) save_progress(progress_key_, write_numbers(solved_));
}

bool AppModel::level_solved(int number) const {
    return number >= 1 && number <= static_cast<int>(solved_.size()) && solved_[number - 1];
}

int AppModel::next_unsolved() const {
    // solved_ may still have another collection's size until the next save: never read past either.
    const int count = std::min(static_cast<int>(solved_.size()), level_count());
    if (count == 0) return 0;
    for (int k = 1; k <= count; ++k) {
        const int n = (level_number_ - 1 + k) % count + 1;  // after the current one, wrapping
        if (solved_[n - 1]) continue;
        if (kind_ == PuzzleKind::Sokoban && (n > static_cast<int>(collection_.levels.size()) ||
                                             !collection_.levels[n - 1].level))
            continue;  // invalid levels
        return n;
    }
    return 0;
}

}  // namespace boxcar::app
