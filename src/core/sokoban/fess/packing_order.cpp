// Goal packing order by reverse removal and its out-of-plan zones (see packing_order.hpp).
#include "sokoban/fess/packing_order.hpp"

#include <algorithm>
#include <bit>

namespace boxcar::sokoban {
namespace {

// Breadth-first reverse (pull) search of a lone box from `targets`, `occ` as walls, over states (box
// square, keeper side). visit(box, pulls) sees each state in order; returning true stops the search.
// Returns 1 when visit stopped it, 0 when it ran out of states, -1 when `work` (squares flooded) ran out.
template <class Visit>
int pull_bfs(const PushBoard& b, const std::vector<std::uint8_t>& occ, const std::vector<int>& targets,
             std::uint64_t& work, Visit&& visit) {
    const int n = b.n;
    std::vector<int> dist(static_cast<std::size_t>(n) * 4, -1), queue, mark(n, 0), stack;
    for (int t : targets)
        for (int d = 0; d < 4; ++d) {
            const int k = b.next[t][d];
            if (k < 0 || occ[k] || dist[t * 4 + d] >= 0) continue;
            dist[t * 4 + d] = 0;
            queue.push_back(t * 4 + d);
        }
    int stamp = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int st = queue[head];
        const int box = st / 4, keeper = b.next[box][st % 4];
        if (visit(box, dist[st])) return 1;
        if (work == 0) return -1;
        // Keeper's region with the box and occ as walls.
        ++stamp;
        stack.assign(1, keeper);
        mark[keeper] = stamp;
        while (!stack.empty()) {
            const int q = stack.back();
            stack.pop_back();
            if (work > 0) --work;
            for (int d = 0; d < 4; ++d) {
                const int t = b.next[q][d];
                if (t < 0 || occ[t] || t == box || mark[t] == stamp) continue;
                mark[t] = stamp;
                stack.push_back(t);
            }
        }
        for (int e = 0; e < 4; ++e) {
            const int to = b.next[box][e];
            if (to < 0 || mark[to] != stamp) continue;  // the keeper stands where the box goes
            const int behind = b.next[to][e];
            if (behind < 0 || occ[behind]) continue;     // and steps back onto `behind`
            const int next = to * 4 + e;
            if (dist[next] >= 0) continue;
            dist[next] = dist[st] + 1;
            queue.push_back(next);
        }
    }
    return 0;
}

// Fewest pulls that bring a box from `goal` to a square with source[s] set, with `occ` as walls
// (the box itself is not in occ); -1 when impossible or out of work.
int pulls_to_source(const PushBoard& b, const std::vector<std::uint8_t>& occ, const std::vector<std::uint8_t>& source,
                    int goal, std::uint64_t& work) {
    if (work < static_cast<std::uint64_t>(b.n) * 4) {  // the tables count as work too
        work = 0;
        return -1;
    }
    work -= static_cast<std::uint64_t>(b.n) * 4;
    int found = -1;
    pull_bfs(b, occ, {goal}, work, [&](int box, int pulls) {
        if (source[box]) found = pulls;
        return source[box] != 0;
    });
    return found;
}

// Every square from which a lone box can be pushed onto one of `targets`, `occ` as walls. False when
// `work` runs out.
bool pull_sources(const PushBoard& b, const std::vector<std::uint8_t>& occ, const std::vector<int>& targets,
                  std::vector<std::uint8_t>& source, std::uint64_t& work) {
    source.assign(b.n, 0);
    return pull_bfs(b, occ, targets, work, [&](int box, int) {
        source[box] = 1;
        return false;
    }) >= 0;
}

// Boxes of `occ` on the squares of `zone` (a bitset).
int count_in_zone(const std::vector<std::uint64_t>& zone, const std::vector<std::uint8_t>& occ) {
    int count = 0;
    for (std::size_t w = 0; w < zone.size(); ++w) {
        std::uint64_t bits = zone[w];
        while (bits) {
            const int q = static_cast<int>(w * 64) + std::countr_zero(bits);
            bits &= bits - 1;
            if (occ[q]) ++count;
        }
    }
    return count;
}

}  // namespace

void compute_out_of_plan_zones(const PushBoard& b, PackingOrder& order, std::uint64_t work) {
    order.oop_zone.clear();
    order.trap_zone.clear();
    const int n = b.n, count = static_cast<int>(order.steps.size()), fixed = order.fixed_count;
    const std::size_t words = (static_cast<std::size_t>(n) + 63) / 64;
    std::vector<std::vector<std::uint64_t>> zone(count + 1, std::vector<std::uint64_t>(words, 0));
    std::vector<std::uint8_t> occ(n, 0), source;
    std::vector<int> targets;
    for (int k = 0; k < count; ++k) {
        if (k > 0 && k < fixed) {  // the fixed set incomplete: the zone of 0
            zone[k] = zone[0];
            continue;
        }
        // Walls: the squares of steps[0..k) filled for good.
        occ.assign(n, 0);
        for (int i = 0; i < k; ++i)
            if (order.steps[i].until < 0) occ[order.steps[i].to] = 1;
        targets.clear();
        for (int i = k; i < count; ++i)
            if (!occ[order.steps[i].to]) targets.push_back(order.steps[i].to);
        if (!pull_sources(b, occ, targets, source, work)) return;
        for (int q = 0; q < n; ++q)
            if (!occ[q] && !b.dead[q] && !source[q]) zone[k][q / 64] |= std::uint64_t{1} << (q % 64);
    }
    // Look-ahead: each step also flags what the next different zone will.
    auto own = zone;
    for (int k = 0; k < count; ++k) {
        int next = k + 1;
        while (next < count && own[next] == own[k]) ++next;
        if (next < count)
            for (std::size_t w = 0; w < words; ++w) zone[k][w] |= own[next][w];
    }
    order.oop_zone = std::move(zone);
    order.trap_zone = std::move(own);
}

int out_of_plan_count(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ) {
    if (order.oop_zone.empty()) return 0;
    return count_in_zone(order.oop_zone[packed < order.fixed_count ? 0 : packed], occ);
}

int trapped_count(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ) {
    if (order.trap_zone.empty()) return 0;
    return count_in_zone(order.trap_zone[packed < order.fixed_count ? 0 : packed], occ);
}


PackingOrder compute_packing_order(const PushBoard& b, std::uint64_t work) {
    PackingOrder order;
    order.rank.assign(b.n, -1);
    std::vector<std::uint8_t> source(b.n, 0), occ(b.n, 0);
    bool any_source = false;
    for (int s : b.start_boxes)
        if (!b.is_goal[s]) source[s] = 1, any_source = true;
    if (!any_source) {  // solved at the start: any order
        order.goals = b.goals;
        strict_steps(order, b.n);
        return order;
    }
    std::vector<int> remaining = b.goals;
    for (int g : remaining) occ[g] = 1;
    std::vector<int> removal;
    while (!remaining.empty()) {
        int best = -1, best_pulls = 0;
        for (std::size_t i = 0; i < remaining.size(); ++i) {
            const int g = remaining[i];
            occ[g] = 0;
            const int pulls = pulls_to_source(b, occ, source, g, work);
            occ[g] = 1;
            if (pulls >= 0 && (best < 0 || pulls < best_pulls)) {
                best = static_cast<int>(i);
                best_pulls = pulls;
            }
        }
        if (best < 0 || work == 0) break;
        ++order.removable_steps;
        removal.push_back(remaining[best]);
        occ[remaining[best]] = 0;
        remaining.erase(remaining.begin() + best);
    }
    // Goals never taken out: packed first, the farthest from any box start first.
    auto far = [&](int g) {
        int best = kFar;
        const int gi = static_cast<int>(std::find(b.goals.begin(), b.goals.end(), g) - b.goals.begin());
        for (int s : b.start_boxes) best = std::min<int>(best, b.goal_dist[gi][s]);
        return best;
    };
    std::stable_sort(remaining.begin(), remaining.end(), [&](int x, int y) { return far(x) > far(y); });
    order.goals = remaining;
    for (auto it = removal.rbegin(); it != removal.rend(); ++it) order.goals.push_back(*it);
    // The goals never taken out keep their farthest-first order instead of being an unordered fixed set,
    // which lost a level and won none (docs/design/auto_solver.md).
    strict_steps(order, b.n);
    return order;
}

int plan_packed(const PackingOrder& order, const std::vector<std::uint8_t>& occ) {
    const auto& steps = order.steps;
    const int count = static_cast<int>(steps.size()), fixed = order.fixed_count;
    int filled = 0;
    for (int i = 0; i < fixed; ++i) filled += occ[steps[i].to] ? 1 : 0;
    if (filled < fixed) return filled;
    // A prefix of length L is kept when no step i < L whose box is missing still has to hold it at L
    // (until == -1 or until >= L): with `reach` the largest such until over the missing steps before L
    // (count for a step for good), L is kept when reach < L. The answer is the largest kept L.
    int best = fixed, reach = -1;
    for (int len = fixed + 1; len <= count; ++len) {
        const PlanStep& s = steps[len - 1];
        if (!occ[s.to]) reach = std::max(reach, s.until < 0 ? count : s.until);
        if (reach < len) best = len;
        else if (reach >= count) break;  // a step for good is missing: no longer prefix is kept
    }
    return best;
}

void plan_targets(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ,
                  std::vector<int>& targets) {
    targets.clear();
    if (packed < order.fixed_count) {
        for (int i = 0; i < order.fixed_count; ++i)
            if (!occ[order.steps[i].to]) targets.push_back(order.steps[i].to);
    } else if (packed < static_cast<int>(order.steps.size())) {
        targets.push_back(order.steps[packed].to);
    }
}

void plan_kept_squares(const PackingOrder& order, int packed, const std::vector<std::uint8_t>& occ,
                       std::vector<int>& kept) {
    kept.clear();
    if (packed < order.fixed_count) {
        for (int i = 0; i < order.fixed_count; ++i)
            if (occ[order.steps[i].to]) kept.push_back(order.steps[i].to);
        return;
    }
    for (int i = 0; i < packed; ++i) {
        const PlanStep& s = order.steps[i];
        if (s.until < 0 || s.until >= packed) kept.push_back(s.to);
    }
}

void strict_steps(PackingOrder& order, int squares) {
    order.steps.clear();
    for (int g : order.goals) order.steps.push_back({PlanStep::kAnyBox, g, -1});
    order.fixed_count = 0;
    order.rank.assign(squares, -1);
    for (std::size_t i = 0; i < order.goals.size(); ++i) order.rank[order.goals[i]] = static_cast<int>(i);
}

void order_goals_from_steps(PackingOrder& order, int squares) {
    order.goals.clear();
    order.rank.assign(squares, -1);
    for (const PlanStep& s : order.steps)
        if (s.until < 0) {
            order.rank[s.to] = static_cast<int>(order.goals.size());
            order.goals.push_back(s.to);
        }
}

}  // namespace boxcar::sokoban
