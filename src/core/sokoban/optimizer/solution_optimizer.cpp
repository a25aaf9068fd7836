// The solution optimizer (solution_optimizer.hpp): a neighbourhood of box positions around the solution,
// an exact Dijkstra search restricted to it, replay verification of what it finds.
#include "sokoban/optimizer/solution_optimizer.hpp"

#include "common/bits.hpp"
#include "common/flood_fill.hpp"
#include "search/flat_table.hpp"
#include "sokoban/rules/rules.hpp"

#include <algorithm>
#include <cctype>
#include <queue>
#include <utility>
#include <vector>

namespace boxcar::sokoban {
namespace {

using Word = bits::Word;

// The neighbourhood starts `kFirstDepth` pushes around the solution and grows by one push after a round
// that did not improve, up to kMaxDepth. On XSokoban depth 3 rounds take well under a second on most
// levels; deeper neighbourhoods of levels with many boxes reach the memory budget.
constexpr int kFirstDepth = 1;
constexpr int kMaxDepth = 4;
// The neighbourhood and the search tables together get this share of the memory budget.
constexpr double kMemoryShare = 0.5;

struct BuildItem {
    std::uint32_t config;
    std::uint16_t keeper;
    std::uint8_t depth;
};

struct Node {
    std::uint32_t config;
    std::uint32_t parent;     // node index; kNoParent for the start
    std::int32_t first, second;  // costs in objective order: (moves, pushes) or (pushes, moves)
    std::uint16_t keeper;        // exact keeper square: after a push, the square the pushed box left
    std::uint8_t dir;            // direction of the push that led here
};
constexpr std::uint32_t kNoParent = 0xffffffffu;

struct QueueItem {
    std::int32_t first, second;
    std::uint32_t node;
    bool operator>(const QueueItem& o) const {
        return first != o.first ? first > o.first : second != o.second ? second > o.second : node > o.node;
    }
};

std::uint64_t hash_words(const Word* w, std::size_t words) {
    std::uint64_t h = 0x6f707469ULL;
    for (std::size_t k = 0; k < words; ++k) h = search::mix_hash(h ^ w[k]) + k;
    return search::mix_hash(h);
}

int dir_of(char c) {
    switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'l': return 0;
    case 'u': return 1;
    case 'r': return 2;
    case 'd': return 3;
    default: return -1;
    }
}

}  // namespace

bool shorter_solution(const OptimizedSolution& a, const OptimizedSolution& b, Optimize goal) {
    if (goal == Optimize::Pushes)
        return a.pushes != b.pushes ? a.pushes < b.pushes : a.moves < b.moves;
    return a.moves != b.moves ? a.moves < b.moves : a.pushes < b.pushes;
}

struct SolutionOptimizer::Impl {
    const Level& level;
    const PushBoard& board;
    Optimize goal;
    std::uint64_t memory_budget;
    std::size_t words;
    OptimizedSolution best;
    int improvements = 0;
    std::uint64_t expanded = 0;
    bool done = false;

    enum class Stage { Build, Search } stage = Stage::Build;
    int depth = kFirstDepth;
    bool capped = false;  // this round's neighbourhood stopped at the memory budget

    // Box positions of the neighbourhood (`words` words each) and their index.
    std::vector<Word> configs;
    search::FlatTable config_index;
    // Neighbourhood build: a breadth-first walk over pushes from the solution's positions.
    std::vector<BuildItem> build_queue;
    std::size_t build_head = 0;
    std::vector<std::uint64_t> seen_keys;  // (config << 16 | normalized keeper) of the build's positions
    search::FlatTable seen_index;
    // The restricted search.
    std::vector<Node> nodes;
    search::FlatTable node_index;
    std::priority_queue<QueueItem, std::vector<QueueItem>, std::greater<QueueItem>> open;
    std::uint32_t start_keeper = 0;

    // Scratch of the floods.
    std::vector<std::uint8_t> occ;
    std::vector<int> marks, dist, flood_queue;
    int stamp = 0;
    std::vector<Word> scratch;
    std::vector<Word> push_boxes;  // for_each_push: the boxes it walks

    Impl(const Level& l, const PushBoard& b, OptimizedSolution s, Optimize g, double mib)
        : level(l), board(b), goal(g), words(bits::words_for(static_cast<std::size_t>(b.n))), best(std::move(s)) {
        memory_budget = static_cast<std::uint64_t>(mib * kMemoryShare * 1024 * 1024);
        occ.assign(board.n, 0);
        marks.assign(board.n, 0);
        dist.assign(board.n, 0);
        scratch.assign(words, 0);
        start_round();
    }

    const Word* config(std::uint32_t id) const { return configs.data() + static_cast<std::size_t>(id) * words; }

    std::uint64_t memory_bytes() const {
        return configs.capacity() * sizeof(Word) + config_index.memory_bytes() + build_queue.capacity() * sizeof(BuildItem) +
               seen_keys.capacity() * sizeof(std::uint64_t) + seen_index.memory_bytes() + nodes.capacity() * sizeof(Node) +
               node_index.memory_bytes() + open.size() * sizeof(QueueItem);
    }
    std::uint64_t peak_memory = 0;
    bool over_budget() {
        peak_memory = std::max(peak_memory, memory_bytes());
        return memory_bytes() > memory_budget;
    }

    // The id of box position `w`, inserting it when `insert`; FlatTable::kMissing when absent.
    std::uint32_t config_id(const Word* w, bool insert) {
        const std::uint64_t h = hash_words(w, words);
        auto equal = [&](std::uint32_t id) { return std::equal(w, w + words, config(id)); };
        std::uint32_t id = config_index.find(h, equal);
        if (id != search::FlatTable::kMissing || !insert) return id;
        if (config_index.needs_growth()) config_index.grow();
        id = static_cast<std::uint32_t>(configs.size() / words);
        configs.insert(configs.end(), w, w + words);
        config_index.insert(h, id);
        return id;
    }

    // True the first time (config, keeper) is offered.
    bool first_visit(std::uint32_t id, int keeper) {
        const std::uint64_t key = (static_cast<std::uint64_t>(id) << 16) | static_cast<std::uint64_t>(keeper);
        const std::uint64_t h = search::mix_hash(key);
        auto equal = [&](std::uint32_t k) { return seen_keys[k] == key; };
        if (seen_index.find(h, equal) != search::FlatTable::kMissing) return false;
        if (seen_index.needs_growth()) seen_index.grow();
        seen_index.insert(h, static_cast<std::uint32_t>(seen_keys.size()));
        seen_keys.push_back(key);
        return true;
    }

    void load(std::uint32_t id) {
        std::fill(occ.begin(), occ.end(), 0);
        bits::for_each_set(config(id), words, static_cast<std::size_t>(board.n), [&](int q) { occ[q] = 1; });
    }

    // Floods the keeper's area from `keeper` in the loaded position; dist[] = walking distance.
    int flood(int keeper) {
        ++stamp;
        dist[keeper] = 0;
        return flood_fill(board.next, keeper, [&](int t) { return occ[t] != 0; }, marks, stamp, flood_queue,
                          [&](int t, int q) { dist[t] = dist[q] + 1; });
    }

    bool reached(int q) const { return marks[q] == stamp; }

    // Calls f(box, dir, to) for each push the keeper can make in the loaded, flooded position. It walks a
    // copy of the boxes: f may add configurations, and `configs` may move when it grows.
    template <class F>
    void for_each_push(std::uint32_t id, F&& f) {
        push_boxes.assign(config(id), config(id) + words);
        bits::for_each_set(push_boxes.data(), words, static_cast<std::size_t>(board.n), [&](int b) {
            for (int d = 0; d < 4; ++d) {
                const int from = board.next[b][opposite(d)], to = board.next[b][d];
                if (from < 0 || to < 0 || !reached(from) || occ[to] || board.dead[to]) continue;
                f(b, d, to);
            }
        });
    }

    // The successor box position of pushing the box on `b` to `to`, into scratch.
    const Word* pushed(std::uint32_t id, int b, int to) {
        std::copy(config(id), config(id) + words, scratch.begin());
        bits::clear(scratch.data(), static_cast<std::size_t>(b));
        bits::set(scratch.data(), static_cast<std::size_t>(to));
        return scratch.data();
    }

    bool solved(std::uint32_t id) const {
        bool all = true;
        bits::for_each_set(config(id), words, static_cast<std::size_t>(board.n), [&](int q) {
            if (!board.is_goal[q]) all = false;
        });
        return all;
    }

    // A new round: the neighbourhood of best() at `depth` pushes.
    void start_round() {
        configs.clear();
        config_index.clear();
        build_queue.clear();
        build_head = 0;
        seen_keys.clear();
        seen_index.clear();
        nodes.clear();
        node_index.clear();
        open = {};
        capped = false;
        stage = Stage::Build;
        // The solution's own positions (box position and keeper after each push), depth 0.
        std::vector<Word> w(words, 0);
        for (int b : board.start_boxes) bits::set(w.data(), static_cast<std::size_t>(b));
        int keeper = board.start_keeper;
        start_keeper = static_cast<std::uint32_t>(keeper);
        build_queue.push_back({config_id(w.data(), true), static_cast<std::uint16_t>(keeper), 0});
        for (char c : best.lurd) {
            const int d = dir_of(c);
            if (d < 0) continue;
            const int t = board.next[keeper][d];
            if (t < 0) break;  // cannot happen for a verified solution
            if (bits::test(w.data(), static_cast<std::size_t>(t))) {
                const int beyond = board.next[t][d];
                if (beyond < 0) break;
                bits::clear(w.data(), static_cast<std::size_t>(t));
                bits::set(w.data(), static_cast<std::size_t>(beyond));
                build_queue.push_back({config_id(w.data(), true), static_cast<std::uint16_t>(t), 0});
            }
            keeper = t;
        }
    }

    // One neighbourhood expansion; false when the build has ended.
    bool build_one() {
        if (build_head >= build_queue.size()) return false;
        const BuildItem item = build_queue[build_head++];
        load(item.config);
        const int area = flood(item.keeper);
        if (!first_visit(item.config, area)) return true;
        ++expanded;
        if (item.depth >= depth || capped) return true;
        for_each_push(item.config, [&](int b, int, int to) {
            if (capped) return;
            const std::uint32_t id = config_id(pushed(item.config, b, to), true);
            build_queue.push_back({id, static_cast<std::uint16_t>(b), static_cast<std::uint8_t>(item.depth + 1)});
        });
        if ((expanded & 1023) == 0 && over_budget()) capped = true;
        return true;
    }

    void start_search() {
        build_queue.clear();
        build_queue.shrink_to_fit();
        seen_keys.clear();
        seen_keys.shrink_to_fit();
        seen_index.clear();
        stage = Stage::Search;
        nodes.push_back({0, kNoParent, 0, 0, static_cast<std::uint16_t>(start_keeper), 0});
        index_node(0);
        open.push({0, 0, 0});
    }

    std::uint64_t node_hash(std::uint32_t config_id, int keeper) const {
        return search::mix_hash((static_cast<std::uint64_t>(config_id) << 16) | static_cast<std::uint64_t>(keeper));
    }
    void index_node(std::uint32_t i) {
        if (node_index.needs_growth()) node_index.grow();
        node_index.insert(node_hash(nodes[i].config, nodes[i].keeper), i);
    }

    // One Dijkstra expansion; returns false when the search has ended (found or exhausted).
    bool search_one() {
        while (!open.empty()) {
            const QueueItem top = open.top();
            open.pop();
            const Node n = nodes[top.node];
            if (n.first != top.first || n.second != top.second) continue;  // stale entry
            if (solved(n.config)) {
                accept(top.node);
                return false;
            }
            ++expanded;
            load(n.config);
            flood(n.keeper);
            for_each_push(n.config, [&](int b, int d, int to) {
                const std::uint32_t id = config_id(pushed(n.config, b, to), false);
                if (id == search::FlatTable::kMissing) return;  // outside the neighbourhood
                const int walk = dist[board.next[b][opposite(d)]] + 1;
                const std::int32_t first = n.first + (goal == Optimize::Pushes ? 1 : walk);
                const std::int32_t second = n.second + (goal == Optimize::Pushes ? walk : 1);
                const std::uint64_t h = node_hash(id, b);
                std::uint32_t k = node_index.find(h, [&](std::uint32_t j) { return nodes[j].config == id && nodes[j].keeper == b; });
                if (k == search::FlatTable::kMissing) {
                    k = static_cast<std::uint32_t>(nodes.size());
                    nodes.push_back({id, top.node, first, second, static_cast<std::uint16_t>(b), static_cast<std::uint8_t>(d)});
                    if (node_index.needs_growth()) node_index.grow();
                    node_index.insert(h, k);
                } else if (first < nodes[k].first || (first == nodes[k].first && second < nodes[k].second)) {
                    nodes[k].parent = top.node;
                    nodes[k].first = first;
                    nodes[k].second = second;
                    nodes[k].dir = static_cast<std::uint8_t>(d);
                } else {
                    return;
                }
                open.push({first, second, k});
            });
            if ((expanded & 1023) == 0 && over_budget()) {
                done = true;  // the budget cannot hold this round: keep what we have
                return false;
            }
            return true;
        }
        end_round(false);  // the old solution is in the graph, so this only follows an abandoned build
        return false;
    }

    // Rebuilds the LURD of the path to node `goal_node`, verifies it and keeps it when shorter.
    void accept(std::uint32_t goal_node) {
        std::vector<std::pair<int, int>> pushes;  // (square the box left, direction)
        for (std::uint32_t i = goal_node; nodes[i].parent != kNoParent; i = nodes[i].parent)
            pushes.emplace_back(nodes[i].keeper, nodes[i].dir);
        std::reverse(pushes.begin(), pushes.end());
        Position pos = initial_position(level);
        std::string lurd;
        bool ok = true;
        for (const auto& [box, d] : pushes) {
            const int behind = board.next[box][opposite(d)];
            const auto walk = walk_path(level, pos, board.cell_of[behind]);
            if (!walk) {
                ok = false;
                break;
            }
            for (Dir w : *walk) {
                apply_move(level, pos, w);
                lurd += dir_char(w, false);
            }
            apply_move(level, pos, static_cast<Dir>(d));
            lurd += dir_char(static_cast<Dir>(d), true);
        }
        bool improved = false;
        if (ok) {
            const ReplayResult r = replay(level, lurd);
            OptimizedSolution candidate{r.lurd, r.moves, r.pushes};
            if (r.legal && r.solved && shorter_solution(candidate, best, goal)) {
                best = std::move(candidate);
                ++improvements;
                improved = true;
            }
        }
        end_round(improved);
    }

    void end_round(bool improved) {
        peak_memory = std::max(peak_memory, memory_bytes());
        if (!improved) {
            if (capped || depth >= kMaxDepth) {
                finish();
                return;
            }
            ++depth;
        }
        start_round();
    }

    void finish() {
        done = true;
        configs = {};
        config_index.clear();
        nodes = {};
        node_index.clear();
        open = {};
        build_queue = {};
        seen_keys = {};
        seen_index.clear();
    }

    bool step(std::uint64_t max_work) {
        for (std::uint64_t k = 0; k < max_work && !done; ++k) {
            if (stage == Stage::Build) {
                if (!build_one()) start_search();
            } else {
                search_one();
            }
        }
        if (done) finish();
        return done;
    }
};

SolutionOptimizer::SolutionOptimizer(const Level& level, const PushBoard& board, OptimizedSolution solution,
                                     Optimize goal, double memory_mib)
    : impl_(std::make_unique<Impl>(level, board, std::move(solution), goal, memory_mib)) {}
SolutionOptimizer::~SolutionOptimizer() = default;
bool SolutionOptimizer::step(std::uint64_t max_work) { return impl_->step(max_work); }
bool SolutionOptimizer::finished() const { return impl_->done; }
const OptimizedSolution& SolutionOptimizer::best() const { return impl_->best; }
int SolutionOptimizer::improvements() const { return impl_->improvements; }
std::uint64_t SolutionOptimizer::expanded() const { return impl_->expanded; }
std::uint64_t SolutionOptimizer::peak_memory_bytes() const { return impl_->peak_memory; }

}  // namespace boxcar::sokoban
