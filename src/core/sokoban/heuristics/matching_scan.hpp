// The inner loop of the Hungarian matching (heuristics.cpp), the search's hottest loop: relax one row of
// the cost matrix into the Dijkstra distances of the current augmenting-path search and return the first
// column of least distance.
//
// For every column j (a multiple of 4 of them; padding and columns already in the path tree carry
// `v[j]` so low that they never relax and `dist[j]` = the "unset" value, larger than any real distance):
//     t = base + cost[j] - v[j];  if (t < dist[j]) { dist[j] = t; way[j] = from; }
// and the answer is the first j of least dist[j] (on a tie the lowest j, in both versions). Branch-free,
// so it vectorises: with WebAssembly SIMD (compiled with -msimd128, __wasm_simd128__) four 32-bit columns
// at a time; elsewhere the plain loop. Its speed: docs/bench/wasm_speed.md.
#pragma once

#include <cstdint>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>  // a compiler header (clang), not an Emscripten one
#endif

namespace boxcar::sokoban {

template <class T>
inline int matching_scan_row(const T* cost, const T* v, T* dist, int* way, int columns, T base, int from) {
    T best = dist[0];
    int best_j = 0;
    for (int j = 0; j < columns; ++j) {
        const T t = base + cost[j] - v[j];
        if (t < dist[j]) {
            dist[j] = t;
            way[j] = from;
        }
        if (dist[j] < best) {
            best = dist[j];
            best_j = j;
        }
    }
    return best_j;
}

#if defined(__wasm_simd128__)
template <>
inline int matching_scan_row<std::int32_t>(const std::int32_t* cost, const std::int32_t* v, std::int32_t* dist,
                                           int* way, int columns, std::int32_t base, int from) {
    const v128_t vbase = wasm_i32x4_splat(base);
    const v128_t vfrom = wasm_i32x4_splat(from);
    const v128_t four = wasm_i32x4_splat(4);
    v128_t index = wasm_i32x4_make(0, 1, 2, 3);
    v128_t best = wasm_v128_load(dist);  // per lane: least distance so far and its first column
    v128_t best_j = index;
    for (int j = 0; j < columns; j += 4) {
        const v128_t t = wasm_i32x4_add(vbase, wasm_i32x4_sub(wasm_v128_load(cost + j), wasm_v128_load(v + j)));
        const v128_t d = wasm_v128_load(dist + j);
        const v128_t closer = wasm_i32x4_lt(t, d);
        const v128_t nd = wasm_i32x4_min(t, d);
        wasm_v128_store(dist + j, nd);
        wasm_v128_store(way + j, wasm_v128_bitselect(vfrom, wasm_v128_load(way + j), closer));
        const v128_t better = wasm_i32x4_lt(nd, best);
        best = wasm_i32x4_min(nd, best);
        best_j = wasm_v128_bitselect(index, best_j, better);
        index = wasm_i32x4_add(index, four);
    }
    // Across the lanes: the least distance, on a tie the lowest column (what the scalar loop returns).
    std::int32_t values[4];
    int columns_of[4];
    wasm_v128_store(values, best);
    wasm_v128_store(columns_of, best_j);
    int answer = columns_of[0];
    std::int32_t least = values[0];
    for (int lane = 1; lane < 4; ++lane)
        if (values[lane] < least || (values[lane] == least && columns_of[lane] < answer)) {
            least = values[lane];
            answer = columns_of[lane];
        }
    return answer;
}
#endif

}  // namespace boxcar::sokoban
