// The push domain directly through the search library: the keeper fast path (articulation points)
// always agrees with a full flood, states are canonical, slices work on Sokoban, costs split correctly.
#include "search/search.hpp"
#include "sokoban/domains/push_domain.hpp"
#include "sokoban/rules/rules.hpp"
#include "sokoban/domains/solution_lurd.hpp"
#include "core/sokoban/push_domain_probe.hpp"
#include "core/sokoban/level_fixture.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace boxcar::sokoban;
namespace search = boxcar::search;

TEST_CASE("the keeper fast path agrees with a flood on every generated push (30 Microban levels)") {
    std::uint64_t used = 0;
    for (int n = 1; n <= 30; ++n) {
        CAPTURE(n);
        const Level& level = *microban_collection().levels[n - 1].level;
        const PushBoard board = build_push_board(level);
        for (Objective o : {Objective::Any, Objective::Moves}) {
            PushDomainOptions opt;
            opt.objective = o;
            PushDomain domain(board, opt);
            PushDomainProbe::verify_fast_path(domain);
            search::Config cfg;
            cfg.algorithm = search::Algorithm::Bfs;
            cfg.limits.max_expanded = 20000;
            search::Search<PushDomain> s(domain, cfg);
            s.run();
            CHECK(PushDomainProbe::fast_path_mismatches(domain) == 0);
            used += PushDomainProbe::fast_path_used(domain);
            if (s.status() == search::Status::Solved) {
                const auto lurd = pushes_to_lurd(board, s.solution_moves());
                REQUIRE(lurd.has_value());
                const ReplayResult r = replay(level, *lurd);
                CHECK(r.legal);
                CHECK(r.solved);
            }
        }
    }
    CHECK(used > 1000);
}

TEST_CASE("a Sokoban A* run in slices matches one run; cost splits into pushes and moves") {
    const Level& level = *microban_collection().levels[9].level;
    const PushBoard board = build_push_board(level);
    PushDomainOptions opt;
    opt.objective = Objective::Moves;
    PushDomain domain(board, opt);
    search::Config cfg;
    cfg.algorithm = search::Algorithm::Astar;
    search::Search<PushDomain> whole(domain, cfg);
    REQUIRE(whole.run() == search::Status::Solved);
    search::Search<PushDomain> sliced(domain, cfg);
    int slices = 0;
    while (!sliced.step(3)) ++slices;
    CHECK(slices > 1);
    CHECK(sliced.solution_moves() == whole.solution_moves());
    const auto [pushes, moves] = domain.split_cost(whole.solution_cost());
    const ReplayResult r = replay(level, *pushes_to_lurd(board, whole.solution_moves()));
    CHECK(r.pushes == pushes);
    CHECK(r.moves == moves);
}

TEST_CASE("states are canonical: the start state hashes and compares the same when rebuilt") {
    const Level& level = *microban_collection().levels[0].level;
    const PushBoard board = build_push_board(level);
    PushDomain domain(board, {});
    std::vector<search::Word> a(domain.state_words()), b(domain.state_words());
    domain.initial_state(a.data());
    domain.initial_state(b.data());
    CHECK(a == b);
    CHECK(domain.hash(a.data()) == domain.hash(b.data()));
    CHECK(domain.boxes_of(a.data()) == board.start_boxes);
    CHECK_FALSE(domain.is_goal(a.data()));
}

// The feature-space search's box macros defer the corral test to a child's own expansion: a domain that
// skips it while expanding, followed by corral_dead() on each child, keeps exactly the children a domain
// running it at once keeps, over the positions a breadth-first walk reaches on Microban levels.
TEST_CASE("the deferred corral test prunes exactly the children the corral test at the push prunes") {
    std::uint64_t pruned = 0, kept = 0;
    for (int n : {6, 20, 34, 57, 80, 93, 110, 131, 144, 153}) {
        CAPTURE(n);
        const Level& level = *microban_collection().levels[n - 1].level;
        const PushBoard board = build_push_board(level);
        const PushDomain eager(board, PushDomainOptions{});
        const PushDomain deferred(board, PushDomainOptions{});
        const std::size_t words = eager.state_words();
        using Word = search::Word;
        struct Child {
            std::vector<Word> state;
            int pushed_to;
        };
        std::vector<std::vector<Word>> queue(1, std::vector<Word>(words));
        eager.initial_state(queue[0].data());
        search::SearchStats stats;
        for (std::size_t head = 0; head < queue.size() && head < 300; ++head) {
            const std::vector<Word> s = queue[head];
            std::vector<std::vector<Word>> at_push;
            eager.expand(s.data(), stats, [&](const Word* c, std::uint64_t, search::Cost, std::uint32_t) {
                at_push.emplace_back(c, c + words);
                return true;
            });
            std::vector<Child> made;
            deferred.set_corral_deferred(true);
            deferred.expand(s.data(), stats, [&](const Word* c, std::uint64_t, search::Cost, std::uint32_t mv) {
                made.push_back({std::vector<Word>(c, c + words), board.next[PushDomain::move_box(mv)][PushDomain::move_dir(mv)]});
                return true;
            });
            deferred.set_corral_deferred(false);
            std::vector<std::vector<Word>> at_expansion;
            for (const Child& c : made) {
                if (deferred.corral_dead(c.state.data(), c.pushed_to, stats)) ++pruned;
                else at_expansion.push_back(c.state);
            }
            CHECK(at_expansion == at_push);
            kept += at_push.size();
            for (auto& c : at_push)
                if (queue.size() < 2000) queue.push_back(std::move(c));
        }
    }
    CHECK(pruned > 0);  // the walk met positions the corral test prunes
    CHECK(kept > 1000);
}

// The box macros' pushes of one moved box (begin_box_moves, expand_moved_box: keeper areas from
// SingleBoxAreas) are exactly expand()'s pushes of that box in the same position (keeper areas from
// floods), children, hashes and order, with the corral test at the push and deferred: positions where
// one box of a parent has been pushed up to three times, on XSokoban and Microban levels.
TEST_CASE("a moved box's pushes from its numbering equal expand()'s pushes of that box") {
    using Word = search::Word;
    std::uint64_t compared = 0, children = 0;
    for (const auto& level : std::vector<std::pair<std::string, int>>{
             {"sokoban/Microban.xsb", 20}, {"sokoban/Microban.xsb", 93}, {"sokoban/Microban.xsb", 153},
             {"sokoban/XSokoban.xsb", 1}, {"sokoban/XSokoban.xsb", 50}}) {
        const std::string& file = level.first;  // not a structured binding: clang 14 cannot capture one
        const int n = level.second;
        CAPTURE(file);
        CAPTURE(n);
        const PushBoard board = build_push_board(shared_level(file, n));
        for (bool deferred : {false, true}) {
            const PushDomain domain(board, PushDomainOptions{});
            domain.set_corral_deferred(deferred);
            const std::size_t words = domain.state_words();
            search::SearchStats stats;
            struct Child {
                std::vector<Word> state;
                std::uint64_t hash;
                std::uint32_t move;
                bool operator==(const Child&) const = default;
            };
            auto pushes_of = [&](const Word* s, int box) {
                std::vector<Child> out;
                domain.expand(s, stats, [&](const Word* c, std::uint64_t h, search::Cost, std::uint32_t mv) {
                    if (PushDomain::move_box(mv) == box) out.push_back({std::vector<Word>(c, c + words), h, mv});
                    return true;
                });
                return out;
            };
            // Parents: a breadth-first walk from the start.
            std::vector<std::vector<Word>> parents(1, std::vector<Word>(words));
            domain.initial_state(parents[0].data());
            for (std::size_t head = 0; head < parents.size() && head < 40; ++head) {
                const std::vector<Word> parent = parents[head];
                for (int origin : domain.boxes_of(parent.data())) {
                    // (state, square of the moved box), the box pushed 1-3 times from the parent.
                    std::vector<std::pair<std::vector<Word>, int>> layer;
                    for (const Child& c : pushes_of(parent.data(), origin))
                        layer.push_back({c.state, board.next[PushDomain::move_box(c.move)][PushDomain::move_dir(c.move)]});
                    for (int depth = 0; depth < 3 && !layer.empty(); ++depth) {
                        std::vector<std::pair<std::vector<Word>, int>> next_layer;
                        for (const auto& [s, box] : layer) {
                            std::vector<Child> moved;
                            domain.begin_box_moves(parent.data());
                            domain.expand_moved_box(
                                s.data(), origin, box, stats,
                                [&](const Word* c, std::uint64_t h, search::Cost, std::uint32_t mv) {
                                    moved.push_back({std::vector<Word>(c, c + words), h, mv});
                                    return true;
                                },
                                [](const Word*, std::uint64_t) { return false; });
                            domain.end_box_moves();
                            CHECK(moved == pushes_of(s.data(), box));
                            ++compared;
                            children += moved.size();
                            for (const Child& c : moved)
                                if (next_layer.size() < 12)
                                    next_layer.push_back({c.state, board.next[box][PushDomain::move_dir(c.move)]});
                        }
                        layer = std::move(next_layer);
                    }
                }
                domain.expand(parent.data(), stats, [&](const Word* c, std::uint64_t, search::Cost, std::uint32_t) {
                    if (parents.size() < 200) parents.emplace_back(c, c + words);
                    return true;
                });
            }
        }
    }
    CHECK(compared > 2000);
    CHECK(children > 2000);
}
