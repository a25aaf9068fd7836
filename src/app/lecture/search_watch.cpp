// Watch the search (see search_watch.hpp): one push-domain (or Rush Hour) search stepped with step(1) over
// search::TracedDomain, its expanded node read through search/search_trace.hpp, its children through
// child_trace.hpp and its next frontier entries through GraphSearch::upcoming after every step.
#include "app/lecture/search_watch.hpp"
#include "app/lecture/watch_pseudocode.hpp"
#include "app/lecture/watch_quiz.hpp"

#include "rush/rush_domain.hpp"
#include "rush/solver.hpp"
#include "rush/state_codec.hpp"
#include "search/child_trace.hpp"
#include "search/search_trace.hpp"
#include "sokoban/board/push_board.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/domains/solution_lurd.hpp"
#include "sokoban/solve/solver.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

namespace boxcar::app {

namespace {

double now_ms() {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

struct SearchWatch::Impl {
    using PushTraced = search::TracedDomain<sokoban::PushDomain>;
    using RushTraced = search::TracedDomain<rush::RushDomain>;
    WatchOptions options;
    sokoban::Level level;  // start = the position the watch began from
    sokoban::PushBoard board;
    std::unique_ptr<sokoban::PushDomain> domain;
    std::unique_ptr<PushTraced> traced;
    std::unique_ptr<search::Search<PushTraced>> search;
    // Rush Hour instead (rush == true): one-word states, the packed board key.
    bool rush = false;
    rush::Board rush_start;
    std::unique_ptr<rush::StateCodec> codec;
    std::unique_ptr<rush::RushDomain> rush_domain;
    std::unique_ptr<RushTraced> rush_traced;
    std::unique_ptr<search::Search<RushTraced>> rush_search;

    std::vector<Node> next;
    std::vector<Child> children;
    std::vector<std::string> pseudocode;
    int line = 1;
    std::vector<TreeNode> tree;
    std::vector<Node> path;  // the path found (start .. goal), once solved
    int path_at = -1;        // the path's node on the board (-1: not playing)
    QuizAnswer answer;  // of the last guess ("What comes next?")
    double path_clock = 0;

    const search::SearchStats& stats() const { return rush ? rush_search->stats() : search->stats(); }
    bool step1() { return rush ? rush_search->step(1) : search->step(1); }
    search::Status status() const { return rush ? rush_search->status() : search->status(); }
    Node node;
    search::SteppedNode stepped;
    std::vector<std::uint32_t> heat;
    std::uint32_t heat_max = 0;
    double speed = 0, pending = 0;
    bool done = false;
    std::optional<search::Status> final_status;  // once done; none: stopped at kMaxExpanded
    std::string message;
    int solution_pushes = -1, solution_moves = -1;
    std::string solution_lurd;

    // A search state (domain words) as a Node: boxes and keeper, or the Rush Hour board.
    void decode(const search::Word* state, Node& n) const {
        n.valid = true;
        if (rush) {
            n.board = codec->decode(state[0] & ((rush::StateKey{1} << codec->bits()) - 1));
            return;
        }
        n.boxes.clear();
        for (int sq : domain->boxes_of(state)) n.boxes.push_back(board.cell_of[sq]);
        std::sort(n.boxes.begin(), n.boxes.end());
        n.keeper = board.cell_of[domain->keeper_of(state)];
    }
    template <class G>
    Node node_at(const G& g, std::uint32_t id) const {
        Node n;
        decode(g.state(id), n);
        n.g = g.g(id);
        n.h = g.h(id);
        n.f = n.g + n.h;
        n.depth = g.depth(id);
        n.id = id;
        return n;
    }

    // After a step: the next frontier entries, the children of the expansion, the tree and the line.
    template <class D>
    void read_views(const search::Search<search::TracedDomain<D>>& s, const search::TracedDomain<D>& t) {
        next.clear();
        const auto* g = s.graph();
        if (g)
            for (std::uint32_t id : g->upcoming(kNextShown)) next.push_back(node_at(*g, id));
        children.clear();
        for (const search::TracedChild& c : t.children()) {
            Child out;
            out.fate = static_cast<Fate>(c.fate);
            out.pruned_by = static_cast<PrunedBy>(c.pruned_by);
            if (!c.state.empty()) {
                decode(c.state.data(), out.node);
                const std::uint32_t id = g ? g->find(c.state.data()) : search::FlatTable::kMissing;
                out.node.h = id != search::FlatTable::kMissing ? g->h(id) : 0;
                out.node.has_h = out.node.h < search::kDeadEnd;
                if (!out.node.has_h) out.node.h = 0;
            } else {
                pruned_push(c.move, out.node);
                out.node.has_h = false;
            }
            out.node.g = node.g + c.step_cost;
            out.node.f = out.node.g + out.node.h;
            out.node.depth = node.depth + 1;
            children.push_back(std::move(out));
        }
        if (g && g->last_expanded() != search::GraphSearch<search::TracedDomain<D>>::kNone && tree.size() < kTreeMax &&
            (tree.empty() || tree.back().id != g->last_expanded())) {
            const std::uint32_t id = g->last_expanded();
            const std::uint32_t parent = g->parent(id);
            tree.push_back({id, parent == search::GraphSearch<search::TracedDomain<D>>::kNone ? id : parent, g->depth(id)});
        }
        line = watch_line(options.algo, s.finished(), s.status(), stepped.valid, children);
    }
    // A push pruned inside the domain (never built): the parent's boxes with the pushed one moved, the
    // keeper behind it.
    void pruned_push(std::uint32_t move, Node& n) const {
        n.valid = true;
        const int from = sokoban::PushDomain::move_box(move), to = board.next[from][sokoban::PushDomain::move_dir(move)];
        n.boxes = node.boxes;
        for (int& c : n.boxes)
            if (c == board.cell_of[from]) c = board.cell_of[to];
        std::sort(n.boxes.begin(), n.boxes.end());
        n.keeper = board.cell_of[from];
    }
    // Once solved: the nodes from the start to the goal, played back from the first.
    template <class D>
    void read_path(const search::Search<search::TracedDomain<D>>& s) {
        path.clear();
        const auto* g = s.graph();
        if (!g || g->goal_node() == g->kNone) return;
        for (std::uint32_t id = g->goal_node(); id != g->kNone; id = g->parent(id)) path.push_back(node_at(*g, id));
        std::reverse(path.begin(), path.end());
        path_at = 0;
        path_clock = 0;
        node = path.front();
    }

    // The node just expanded into `node` (its costs); false when there was none.
    bool take_stepped(const search::SteppedNode& expanded) {
        stepped = expanded;
        node.valid = stepped.valid;
        if (!stepped.valid) return false;
        node.g = stepped.g;
        node.h = stepped.h;
        node.f = stepped.f();
        node.depth = stepped.depth;
        return true;
    }

    void read_rush_node() {
        if (!take_stepped(search::stepped_node(*rush_search, 1))) return;
        decode(stepped.state.data(), node);
        for (std::size_t v = 0; v < node.board.vehicles.size(); ++v) {  // heat: cells covered by vehicles
            const rush::Vehicle& car = node.board.vehicles[v];
            for (int k = 0; k < car.length; ++k) {
                const int cell = node.board.cell(car.row + (car.horizontal ? 0 : k), car.col + (car.horizontal ? k : 0));
                heat_max = std::max(heat_max, ++heat[cell]);
            }
        }
    }

    void finish_rush() {
        const search::Status st = rush_search->status();
        final_status = st;
        if (st != search::Status::Solved) {
            message = "The search ended: " + std::string(search::status_name(st)) + " after " + std::to_string(stats().expanded) + " expanded nodes.";
            return;
        }
        std::vector<rush::SlideMove> moves;
        for (std::uint32_t code : rush_search->solution_moves()) moves.push_back(rush::RushDomain::decode_move(code));
        rush::Board end;  // shown only after the rules replay it to the goal
        if (!rush::replay(rush_start, moves, end) || !rush::goal_reached(end, rush::Goal::Exit)) {
            final_status = search::Status::Invalid;
            message = "The search's solution failed the replay check.";
            return;
        }
        solution_moves = static_cast<int>(moves.size());
        solution_pushes = 0;
        for (const rush::SlideMove& m : moves) {
            solution_pushes += std::abs(m.delta);
            solution_lurd += (solution_lurd.empty() ? "" : " ") + std::string(1, rush_start.vehicles[m.vehicle].label) +
                             (m.delta > 0 ? "+" : "-") + std::to_string(std::abs(m.delta));
        }
        message = "Solved: " + std::to_string(solution_moves) + " moves, after " + std::to_string(stats().expanded) +
                  " expanded nodes. The board plays the path found.";
        read_path(*rush_search);
    }

    void read_node() {
        if (!take_stepped(search::stepped_node(*search, domain->state_words()))) return;
        decode(stepped.state.data(), node);
        for (int cell : node.boxes) heat_max = std::max(heat_max, ++heat[cell]);
    }

    void finish() {
        done = true;
        speed = 0;
        if (rush) return finish_rush();
        const search::Status s = search->status();
        final_status = s;
        if (s != search::Status::Solved) {
            message = "The search ended: " + std::string(search::status_name(s)) + " after " + std::to_string(search->stats().expanded) +
                      " expanded nodes.";
            return;
        }
        // Shown only after the rules engine replays it to a solved position.
        const auto lurd = sokoban::pushes_to_lurd(board, search->solution_moves());
        const sokoban::ReplayResult r = lurd ? sokoban::replay(level, *lurd) : sokoban::ReplayResult{};
        if (!lurd || !r.legal || !r.solved) {
            final_status = search::Status::Invalid;
            message = "The search's solution failed the replay check.";
            return;
        }
        solution_pushes = r.pushes;
        solution_moves = r.moves;
        solution_lurd = r.lurd;
        message = "Solved: " + std::to_string(r.pushes) + " pushes, " + std::to_string(r.moves) + " moves, after " +
                  std::to_string(search->stats().expanded) + " expanded nodes. The board plays the path found.";
        read_path(*search);
    }
};

SearchWatch::SearchWatch() = default;
SearchWatch::~SearchWatch() = default;
SearchWatch::SearchWatch(SearchWatch&&) noexcept = default;
SearchWatch& SearchWatch::operator=(SearchWatch&&) noexcept = default;

bool SearchWatch::start(const sokoban::Level& level, const sokoban::Position& pos, const WatchOptions& options,
                        std::string& error) {
    auto s = std::make_unique<Impl>();
    s->options = options;
    s->level = level;
    for (std::size_t i = 0; i < s->level.cells.size(); ++i) {
        s->level.cells[i] &= static_cast<std::uint8_t>(~sokoban::kBox);
        if (i < pos.boxes.size() && pos.boxes[i]) s->level.cells[i] |= sokoban::kBox;
    }
    s->level.player = pos.player;
    s->board = sokoban::build_push_board(s->level);
    const int boxes = static_cast<int>(s->board.start_boxes.size());
    if (boxes > kMaxBoxes || s->board.n > kMaxSquares) {
        error = "Watching the search is for small levels (at most " + std::to_string(kMaxBoxes) + " boxes and " +
                std::to_string(kMaxSquares) + " floor squares); this one has " + std::to_string(boxes) + " boxes and " +
                std::to_string(s->board.n) + " squares. Use Solve for it.";
        return false;
    }
    if (!s->board.unsolvable_reason.empty()) {
        error = "Nothing to watch: the position is unsolvable (" + s->board.unsolvable_reason + ").";
        return false;
    }
    if (s->level.solved()) {
        error = "Nothing to watch: the position is already solved.";
        return false;
    }
    sokoban::PushDomainOptions dom;
    dom.heuristic = options.heuristic;
    dom.deadlocks = options.deadlocks;
    dom.informed = search::uses_heuristic(options.algo);
    s->domain = std::make_unique<sokoban::PushDomain>(s->board, dom);
    s->traced = std::make_unique<Impl::PushTraced>(*s->domain);
    search::Config cfg;
    cfg.algorithm = options.algo;
    cfg.limits.memory_bytes = 128u << 20;
    s->search = std::make_unique<search::Search<Impl::PushTraced>>(*s->traced, cfg);
    if (s->search->graph()) s->traced->attach(s->search->graph());
    s->pseudocode = watch_pseudocode(options.algo, false);
    s->heat.assign(s->level.cells.size(), 0);
    s->message = "Watching " + std::string(search::algorithm_name(options.algo)) +
                 (dom.informed ? "/" + std::string(sokoban::heuristic_name(options.heuristic)) : std::string()) +
                 ": step it or run it.";
    impl_ = std::move(s);
    return true;
}

bool SearchWatch::start_rush(const rush::Board& board, const WatchOptions& options, std::string& error) {
    const rush::Heuristic heuristic = options.rush_heuristic;
    if (rush::goal_reached(board, rush::Goal::Exit)) {
        error = "Nothing to watch: the red car is already out.";
        return false;
    }
    auto s = std::make_unique<Impl>();
    s->options = options;
    s->rush = true;
    s->rush_start = board;
    s->codec = std::make_unique<rush::StateCodec>(board);
    const int n = board.size;
    s->rush_domain = std::make_unique<rush::RushDomain>(*s->codec, s->codec->encode(board), (n / 2) * n + n / 2,
                                                         rush::Metric::Moves, rush::Goal::Exit, heuristic);
    s->rush_traced = std::make_unique<Impl::RushTraced>(*s->rush_domain);
    search::Config cfg;
    cfg.algorithm = options.algo;
    cfg.limits.memory_bytes = 128u << 20;
    s->rush_search = std::make_unique<search::Search<Impl::RushTraced>>(*s->rush_traced, cfg);
    if (s->rush_search->graph()) s->rush_traced->attach(s->rush_search->graph());
    s->pseudocode = watch_pseudocode(options.algo, true);
    s->heat.assign(static_cast<std::size_t>(n * n), 0);
    s->level.width = n;  // the heatmap's width
    s->level.height = n;
    s->message = "Watching " + std::string(search::algorithm_name(options.algo)) +
                 (search::uses_heuristic(options.algo) ? "/" + std::string(rush::heuristic_name(heuristic)) : std::string()) +
                 " on the Rush Hour board: step it or run it.";
    impl_ = std::move(s);
    return true;
}

bool SearchWatch::is_rush() const { return impl_ && impl_->rush; }
const rush::Board& SearchWatch::rush_start() const {
    static const rush::Board none;
    return impl_ ? impl_->rush_start : none;
}

void SearchWatch::stop() { impl_.reset(); }
bool SearchWatch::active() const { return impl_ != nullptr; }
bool SearchWatch::done() const { return impl_ && impl_->done; }

int SearchWatch::step(int n) {
    if (!impl_ || impl_->done) return 0;
    Impl& s = *impl_;
    int expanded = 0;
    for (int i = 0; i < n; ++i) {
        const std::uint64_t before = s.stats().expanded;
        const bool finished = s.step1();
        if (s.stats().expanded != before) {
            ++expanded;
            if (s.rush) s.read_rush_node();
            else s.read_node();
        }
        if (s.rush) s.read_views(*s.rush_search, *s.rush_traced);
        else s.read_views(*s.search, *s.traced);
        if (finished) {
            s.finish();
            break;
        }
        if (s.stats().expanded >= kMaxExpanded) {
            s.done = true;
            s.speed = 0;
            s.final_status.reset();
            s.message = "Stopped after " + std::to_string(kMaxExpanded) +
                        " expanded nodes: too big to watch to the end (use Solve).";
            break;
        }
    }
    return expanded;
}

void SearchWatch::set_speed(double nodes_per_second) {
    if (!impl_) return;
    impl_->speed = std::isfinite(nodes_per_second) ? std::clamp(nodes_per_second, 0.0, kMaxSpeed) : 0.0;
    if (impl_->speed == 0) impl_->pending = 0;
}
double SearchWatch::speed() const { return impl_ ? impl_->speed : 0; }

void SearchWatch::tick(double seconds) {
    if (impl_ && impl_->path_at >= 0) {  // the path found, one node every kPathSecondsPerNode
        Impl& s = *impl_;
        s.path_clock += std::clamp(seconds, 0.0, 0.25);
        while (s.path_clock >= kPathSecondsPerNode && s.path_at + 1 < static_cast<int>(s.path.size())) {
            s.path_clock -= kPathSecondsPerNode;
            s.node = s.path[static_cast<std::size_t>(++s.path_at)];
        }
        return;
    }
    if (!impl_ || impl_->done || impl_->speed <= 0) return;
    Impl& s = *impl_;
    s.pending += s.speed * std::clamp(seconds, 0.0, 0.25);
    // At most ~8 ms of search per frame, whatever the speed: the page keeps drawing.
    const double deadline = now_ms() + 8;
    while (s.pending >= 1 && !s.done && now_ms() < deadline) {
        const int n = static_cast<int>(std::min(s.pending, 64.0));
        step(n);
        s.pending -= n;
    }
    if (s.pending > s.speed) s.pending = 0;  // fell behind (slow machine): don't pile up
}

const SearchWatch::Node& SearchWatch::node() const {
    static const Node none;
    return impl_ ? impl_->node : none;
}
const sokoban::Level& SearchWatch::level() const {
    static const sokoban::Level none;
    return impl_ ? impl_->level : none;
}
const std::vector<std::uint32_t>& SearchWatch::heat() const {
    static const std::vector<std::uint32_t> none;
    return impl_ ? impl_->heat : none;
}
std::uint32_t SearchWatch::heat_max() const { return impl_ ? impl_->heat_max : 0; }
const WatchOptions& SearchWatch::options() const {
    static const WatchOptions none;
    return impl_ ? impl_->options : none;
}
std::string SearchWatch::status() const {
    if (!impl_) return "idle";
    if (impl_->done) return impl_->final_status ? std::string(search::status_name(*impl_->final_status)) : "stopped";
    return impl_->speed > 0 ? "running" : "paused";
}
const std::string& SearchWatch::message() const {
    static const std::string none;
    return impl_ ? impl_->message : none;
}

const std::vector<SearchWatch::Node>& SearchWatch::next() const {
    static const std::vector<Node> none;
    return impl_ ? impl_->next : none;
}
const std::vector<SearchWatch::Child>& SearchWatch::children() const {
    static const std::vector<Child> none;
    return impl_ ? impl_->children : none;
}
const std::vector<std::string>& SearchWatch::pseudocode() const {
    static const std::vector<std::string> none;
    return impl_ ? impl_->pseudocode : none;
}
int SearchWatch::line() const { return impl_ ? impl_->line : 0; }
const std::vector<SearchWatch::TreeNode>& SearchWatch::tree() const {
    static const std::vector<TreeNode> none;
    return impl_ ? impl_->tree : none;
}
std::vector<std::uint32_t> SearchWatch::tree_path() const {
    std::vector<std::uint32_t> ids;
    if (!impl_) return ids;
    const Impl& s = *impl_;
    auto chain = [&ids](const auto* g) {
        if (!g || g->last_expanded() == g->kNone) return;
        for (std::uint32_t id = g->last_expanded(); id != g->kNone; id = g->parent(id)) ids.push_back(id);
        std::reverse(ids.begin(), ids.end());
    };
    if (s.rush) chain(s.rush_search->graph());
    else chain(s.search->graph());
    return ids;
}
std::uint64_t SearchWatch::frontier() const { return impl_ ? impl_->stats().frontier : 0; }
std::uint64_t SearchWatch::closed() const { return impl_ ? impl_->stats().expanded : 0; }
std::uint64_t SearchWatch::generated() const { return impl_ ? impl_->stats().generated : 0; }
std::uint64_t SearchWatch::seen() const { return impl_ ? impl_->stepped.seen : 0; }
int SearchWatch::path_length() const { return impl_ ? static_cast<int>(impl_->path.size()) : 0; }
int SearchWatch::path_at() const { return impl_ ? impl_->path_at : -1; }
void SearchWatch::play_path() {
    if (!impl_ || impl_->path.empty()) return;
    impl_->path_at = 0;
    impl_->path_clock = 0;
    impl_->node = impl_->path.front();
}
void SearchWatch::set_quiz(bool on) {
    if (!impl_) return;
    impl_->options.quiz = on;
    impl_->answer = {};
}
bool SearchWatch::quiz() const { return impl_ && impl_->options.quiz; }
std::vector<int> SearchWatch::quiz_order() const {
    std::vector<int> order;
    if (!impl_) return order;
    for (std::size_t i = 0; i < impl_->next.size(); ++i) order.push_back(static_cast<int>(i));
    std::sort(order.begin(), order.end(), [&](int a, int b) { return impl_->next[a].id < impl_->next[b].id; });
    return order;
}
const SearchWatch::QuizAnswer& SearchWatch::quiz_answer() const {
    static const QuizAnswer none;
    return impl_ ? impl_->answer : none;
}
bool SearchWatch::guess(int index, std::string& error) {
    if (!impl_ || impl_->done) {
        error = "nothing to guess: no search is being watched, or it has ended";
        return false;
    }
    Impl& s = *impl_;
    if (index < 0 || index >= static_cast<int>(s.next.size())) {
        error = s.next.empty() ? "nothing to guess: step the search first (the frontier is listed after a step)"
                               : "guess(i): i must be 0 to " + std::to_string(s.next.size() - 1) + " (an entry of next)";
        return false;
    }
    QuizAnswer a;
    a.valid = true;
    a.chosen = index;
    a.right = index == 0;
    a.reason = quiz_reason(s.options.algo, s.next, index);
    s.answer = a;
    step(1);
    return true;
}
bool SearchWatch::animating() const {
    return impl_ && ((!impl_->done && impl_->speed > 0) ||
                     (impl_->path_at >= 0 && impl_->path_at + 1 < static_cast<int>(impl_->path.size())));
}
int SearchWatch::solution_pushes() const { return impl_ ? impl_->solution_pushes : -1; }
int SearchWatch::solution_moves() const { return impl_ ? impl_->solution_moves : -1; }
const std::string& SearchWatch::solution_text() const {
    static const std::string none;
    return impl_ ? impl_->solution_lurd : none;
}

}  // namespace boxcar::app
