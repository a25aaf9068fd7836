// `boxcar merge FILE... [--out FILE]`: joins the outputs of the shards of one run (`--shard K/N`, shard.hpp)
// into what a single run writes, whatever order the files come in:
//   - `boxcar bench` data (.jsonl, bench_data.hpp) or reports (.md of older runs): the per-level rows
//     joined by level, the summaries rebuilt from them (bench_report.hpp); timings, memory, dates and
//     loads are the shards' own; with --out FILE.md the merged data goes to FILE.jsonl beside it;
//   - `boxcar rush solve --json` lines: in board order, without the shards' "shard" and "total" fields;
//   - `boxcar rush enumerate` databases: the puzzle lines of all shards, sorted by moves (most first),
//     then by board (one run writes them in seed order, which the lines do not record);
//   - `boxcar rush enumerate --summary` lines (shard_summary.hpp), any number a file: the run's summary
//     joined from them alone (with --partial, of the shards there so far).
// Before writing anything it checks that every shard 1..N is there once and finished; otherwise it
// names the shards that are missing, duplicated or cut short and exits 1 (re-run those shards alone).
#include "cli/bench_data.hpp"
#include "cli/bench_report.hpp"
#include "cli/commands.hpp"
#include "cli/flags.hpp"
#include "cli/shard.hpp"
#include "cli/shard_summary.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace boxcar::cli {
namespace {

struct ShardFile {
    std::string path;
    std::string text;
};

// Problems found while checking the shards; printed together, then exit 1.
struct Problems {
    std::vector<std::string> list;
    void add(const std::string& p) { list.push_back(p); }
    int report() const {
        for (const auto& p : list) std::fprintf(stderr, "boxcar merge: %s\n", p.c_str());
        if (!list.empty())
            std::fprintf(stderr, "boxcar merge: nothing written; run the shards named above again (alone) and merge anew\n");
        return list.empty() ? 0 : 1;
    }
};

// Checks that the shards given (shard -> files that hold it) are 1..n of one n, each once.
// `must_exist`: the shards that must have a file (an empty JSON shard cannot say which it is).
void check_shard_set(const std::map<std::uint64_t, std::vector<std::string>>& given, std::uint64_t n,
                     std::uint64_t must_exist, Problems& problems) {
    for (const auto& [k, files] : given)
        if (files.size() > 1) {
            std::string names;
            for (const auto& f : files) names += (names.empty() ? "" : ", ") + f;
            problems.add("shard " + std::to_string(k) + "/" + std::to_string(n) + " is given twice or more: " + names);
        }
    for (std::uint64_t k = 1; k <= must_exist; ++k)
        if (!given.count(k)) problems.add("shard " + std::to_string(k) + "/" + std::to_string(n) + " is missing");
}

std::string join_numbers(const std::vector<int>& numbers) {
    std::string out;
    for (std::size_t i = 0; i < numbers.size() && i < 10; ++i) out += (i ? ", " : "") + std::to_string(numbers[i]);
    if (numbers.size() > 10) out += ", ... (" + std::to_string(numbers.size()) + " in all)";
    return out;
}

// --- boxcar bench reports ----------------------------------------------------------------------

std::optional<BenchReport> merge_bench(const std::vector<ShardFile>& inputs, Problems& problems) {
    std::vector<std::pair<BenchReport, std::string>> reports;
    for (const auto& in : inputs) {
        std::string error;
        auto r = looks_like_bench_jsonl(in.text) ? read_bench_jsonl(in.text, error) : parse_bench_report(in.text, error);
        if (!r) {
            problems.add(in.path + ": " + error);
            continue;
        }
        if (!r->shard) {
            problems.add(in.path + ": a whole run's report, not a shard's (no \"- shard: K/N\" line)");
            continue;
        }
        reports.emplace_back(std::move(*r), in.path);
    }
    if (!problems.list.empty()) return std::nullopt;
    std::sort(reports.begin(), reports.end(), [](const auto& a, const auto& b) { return a.first.shard->k < b.first.shard->k; });
    const BenchReport& first = reports.front().first;
    const std::uint64_t n = first.shard->n;
    std::map<std::uint64_t, std::vector<std::string>> given;
    for (const auto& [r, path] : reports) {
        if (r.shard->n != n) {
            problems.add(path + " is shard " + r.shard->text() + " but " + reports.front().second + " is " +
                         first.shard->text() + ": shards of different runs");
            continue;
        }
        given[r.shard->k].push_back(path);
    }
    check_shard_set(given, n, n, problems);
    if (!problems.list.empty()) return std::nullopt;

    // Each shard must have run its share of every file's selection, for every configuration.
    std::uint64_t offset = 0;  // units of the files before this one
    for (std::size_t f = 0; f < first.files.size(); ++f) {
        const FileSection& section = first.files[f];
        for (const auto& [r, path] : reports) {
            if (r.files.size() != first.files.size() || r.files[f].name != section.name ||
                r.files[f].selected != section.selected) {
                problems.add(path + ": its files or level selection differ from " + reports.front().second + "'s");
                continue;
            }
            std::uint64_t expected = 0;
            for (std::uint64_t u = offset; u < offset + static_cast<std::uint64_t>(section.selected); ++u)
                expected += r.shard->takes(u);
            const FileSection& theirs = r.files[f];
            if (static_cast<std::uint64_t>(theirs.shard_levels) != expected)
                problems.add(path + ": shard " + r.shard->text() + " ran " + std::to_string(theirs.shard_levels) + " levels of " +
                             section.name + ", its share is " + std::to_string(expected));
            if (theirs.configs.size() != section.configs.size())
                problems.add(path + ": other configurations than " + reports.front().second);
            for (const auto& c : theirs.configs)
                if (c.runs.size() != static_cast<std::size_t>(theirs.shard_levels))
                    problems.add(path + ": " + section.name + ", " + c.name + ": " + std::to_string(c.runs.size()) + " of " +
                                 std::to_string(theirs.shard_levels) + " levels: cut short");
        }
        offset += static_cast<std::uint64_t>(section.selected);
    }
    if (!problems.list.empty()) return std::nullopt;

    BenchReport merged = first;
    merged.shard.reset();
    // Header: the first shard's, without its shard line and with the command of the whole run.
    std::istringstream header(first.header);
    merged.header.clear();
    for (std::string line; std::getline(header, line);) {
        if (line.rfind("- shard: ", 0) == 0) continue;
        if (line.rfind("- command: ", 0) == 0) {
            if (const auto at = line.find(" --shard "); at != std::string::npos) {
                const auto end = line.find_first_of(" `", at + 9);
                line.erase(at, end - at);
            }
            merged.header += line + "\n- merged by `boxcar merge` from " + std::to_string(n) +
                             " shards (--shard K/" + std::to_string(n) + "); the header above is shard 1's\n";
            continue;
        }
        merged.header += line + "\n";
    }
    merged.footer = reports.back().first.footer;
    for (std::size_t f = 0; f < merged.files.size(); ++f)
        for (std::size_t c = 0; c < merged.files[f].configs.size(); ++c) {
            auto& runs = merged.files[f].configs[c].runs;
            runs.clear();
            for (const auto& [r, path] : reports) {
                const auto& theirs = r.files[f].configs[c].runs;
                runs.insert(runs.end(), theirs.begin(), theirs.end());
            }
            std::stable_sort(runs.begin(), runs.end(), [](const LevelRun& a, const LevelRun& b) { return a.number < b.number; });
        }
    for (const auto& [r, path] : reports) merged.festival.insert(r.festival.begin(), r.festival.end());
    return merged;
}

// --- boxcar rush solve --json lines -----------------------------------------------------------

std::optional<std::string> merge_json_lines(const std::vector<ShardFile>& inputs, Problems& problems) {
    std::map<int, std::pair<nlohmann::json, std::string>> by_level;  // level -> (line, file)
    std::map<std::uint64_t, std::vector<std::string>> given;
    std::map<std::uint64_t, std::string> file_of;
    std::uint64_t n = 0;
    long long total = -1;
    for (const auto& in : inputs) {
        std::istringstream lines(in.text);
        std::optional<Shard> file_shard;
        int number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            if (line.empty()) continue;
            const std::string where = in.path + ":" + std::to_string(number) + ": ";
            nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
            if (j.is_discarded() || !j.is_object() || !j.contains("level") || !j["level"].is_number_integer()) {
                problems.add(where + "not a JSON line of `boxcar rush solve --json`");
                return std::nullopt;
            }
            if (!j.contains("shard") || !j["shard"].is_string() || !j.contains("total") || !j["total"].is_number_integer()) {
                problems.add(where + "no \"shard\" and \"total\" fields: not the output of a run with --shard");
                return std::nullopt;
            }
            std::string error;
            const auto shard = parse_shard(j["shard"].get<std::string>(), error);
            if (!shard) {
                problems.add(where + error);
                return std::nullopt;
            }
            if (file_shard && file_shard->k != shard->k) {
                problems.add(where + "a line of shard " + shard->text() + " in the file of shard " + file_shard->text());
                return std::nullopt;
            }
            if ((n && shard->n != n) || (total >= 0 && j["total"].get<long long>() != total)) {
                problems.add(where + "shard " + shard->text() + " of " + std::to_string(j["total"].get<long long>()) +
                             " boards does not belong to the same run as the files before it");
                return std::nullopt;
            }
            n = shard->n;
            total = j["total"].get<long long>();
            if (!file_shard) {
                file_shard = shard;
                given[shard->k].push_back(in.path);
                file_of[shard->k] = in.path;
            }
            const int level = j["level"].get<int>();
            if (level < 1 || level > total || !shard->takes(static_cast<std::uint64_t>(level - 1))) {
                problems.add(where + "board " + std::to_string(level) + " is not one of shard " + shard->text() + "'s");
                return std::nullopt;
            }
            j.erase("shard");
            j.erase("total");
            if (!by_level.emplace(level, std::make_pair(std::move(j), in.path)).second && given[shard->k].size() == 1)
                problems.add(where + "board " + std::to_string(level) + " appears twice");
        }
        if (!file_shard) std::fprintf(stderr, "boxcar merge: %s holds no line (a shard with no board?)\n", in.path.c_str());
    }
    if (total < 0) {
        problems.add("no line in any file: nothing to merge");
        return std::nullopt;
    }
    check_shard_set(given, n, std::min<std::uint64_t>(n, static_cast<std::uint64_t>(total)), problems);
    std::map<std::uint64_t, std::vector<int>> lacking;  // shard -> its boards that no file holds
    for (int level = 1; level <= total; ++level)
        if (!by_level.count(level)) lacking[static_cast<std::uint64_t>(level - 1) % n + 1].push_back(level);
    for (const auto& [k, levels] : lacking)
        if (file_of.count(k))
            problems.add("shard " + std::to_string(k) + "/" + std::to_string(n) + " (" + file_of[k] +
                         ") lacks boards " + join_numbers(levels) + ": cut short");
    if (!problems.list.empty()) return std::nullopt;
    std::string out;
    for (const auto& [level, entry] : by_level)
        out += entry.first.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    return out;
}

// --- boxcar rush enumerate databases ----------------------------------------------------------

std::optional<std::string> merge_databases(const std::vector<ShardFile>& inputs, Problems& problems) {
    struct Puzzle {
        int moves;
        std::string line;
    };
    std::vector<Puzzle> puzzles;
    std::map<std::uint64_t, std::vector<std::string>> given;
    std::uint64_t n = 0;
    std::string run, run_file;
    for (const auto& in : inputs) {
        std::istringstream lines(in.text);
        std::string line, head;
        std::getline(lines, head);
        // "# boxcar shard K/N: rush enumerate ARGS"
        const auto colon = head.find(": rush enumerate");
        std::string error;
        const auto shard = colon == std::string::npos ? std::nullopt : parse_shard(head.substr(15, colon - 15), error);
        if (head.rfind("# boxcar shard ", 0) != 0 || !shard) {
            problems.add(in.path + ":1: not the database of a `boxcar rush enumerate --shard K/N` run");
            continue;
        }
        const std::string this_run = head.substr(colon + 2);
        if (run.empty()) {
            run = this_run;
            run_file = in.path;
            n = shard->n;
        } else if (this_run != run || shard->n != n) {
            problems.add(in.path + " is shard " + shard->text() + " of `" + this_run + "`, but " + run_file + " is of `" + run +
                         "` in " + std::to_string(n) + " shards: different runs");
            continue;
        }
        given[shard->k].push_back(in.path);
        bool complete = false;
        int number = 1;
        while (std::getline(lines, line)) {
            ++number;
            if (line.empty()) continue;
            if (line[0] == '#') {
                complete = line.rfind("# boxcar shard " + shard->text() + " complete:", 0) == 0;
                continue;
            }
            complete = false;  // a puzzle after the closing line: not the file a shard writes
            char* end = nullptr;
            const long moves = std::strtol(line.c_str(), &end, 10);
            if (end == line.c_str() || *end != ' ') {
                problems.add(in.path + ":" + std::to_string(number) + ": not a database line `moves board cluster_size`");
                break;
            }
            puzzles.push_back({static_cast<int>(moves), line});
        }
        if (!complete)
            problems.add("shard " + shard->text() + " (" + in.path + ") did not finish (no \"# boxcar shard " + shard->text() +
                         " complete\" line at its end): interrupted?");
    }
    if (run.empty()) return std::nullopt;
    check_shard_set(given, n, n, problems);
    if (!problems.list.empty()) return std::nullopt;
    std::sort(puzzles.begin(), puzzles.end(), [](const Puzzle& a, const Puzzle& b) {
        return a.moves != b.moves ? a.moves > b.moves : a.line < b.line;
    });
    std::string out;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (i && puzzles[i].line == puzzles[i - 1].line) {
            problems.add("the puzzle line '" + puzzles[i].line + "' is in two shards");
            continue;
        }
        out += puzzles[i].line + "\n";
    }
    if (!problems.list.empty()) return std::nullopt;
    std::fprintf(stderr, "boxcar merge: %zu puzzles from %llu shards of `%s`\n", puzzles.size(),
                 static_cast<unsigned long long>(n), run.c_str());
    return out;
}

// --- boxcar rush enumerate --summary lines ----------------------------------------------------------

// Exit 1 when a line is bad or the shards do not make one run (nothing written); exit 3 when the joined
// run is written but its reference check failed (a line with another count, found twice, or missing).
int join_summary_files(const std::vector<ShardFile>& inputs, bool partial, const std::string& out_path) {
    std::vector<std::pair<ShardSummary, std::string>> summaries;
    Problems problems;
    for (const auto& in : inputs) {
        std::istringstream lines(in.text);
        int number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::string error;
            auto s = read_summary_line(line, error);
            const std::string at = in.path + ":" + std::to_string(number);
            if (!s)
                problems.add(at + ": " + error);
            else
                summaries.emplace_back(std::move(*s), at);
        }
    }
    if (!problems.list.empty()) return problems.report();
    const auto joined = join_summaries(summaries, partial, problems.list);
    if (!joined) return problems.report();
    const std::string text = joined_json(*joined).dump(1) + "\n";
    if (out_path.empty()) {
        std::fputs(text.c_str(), stdout);
    } else {
        std::ofstream out(out_path, std::ios::binary);
        out << text;
        if (!out) {
            std::fprintf(stderr, "boxcar merge: cannot write '%s'\n", out_path.c_str());
            return 1;
        }
    }
    std::fprintf(stderr, "boxcar merge: %llu of %llu shards of `%s`: %lld puzzles, max %d moves\n",
                 static_cast<unsigned long long>(joined->shards_done), static_cast<unsigned long long>(joined->shards_total),
                 joined->run.c_str(), joined->all.puzzles, joined->all.max_moves);
    bool failed = false;
    for (const auto* part : {&joined->all, &joined->no_walls})
        for (const JoinedReference& r : part->reference) {
            const char* which = part == &joined->all ? "" : " (no walls)";
            for (const auto& d : r.different)
                std::fprintf(stderr, "boxcar merge: %s%s line %lld: '%s', the enumeration has '%s'\n", r.file.c_str(), which,
                             d.line, d.expected.c_str(), d.got.c_str());
            if (!r.twice.empty())
                std::fprintf(stderr, "boxcar merge: %s%s: %zu lines found in two shards or more (first: line %lld)\n",
                             r.file.c_str(), which, r.twice.size(), r.twice.front());
            if (joined->complete() && r.found < r.applicable)
                std::fprintf(stderr, "boxcar merge: %s%s: %lld of its %lld lines for this run are not in any shard\n",
                             r.file.c_str(), which, r.applicable - r.found, r.applicable);
            failed = failed || !r.ok(joined->complete());
        }
    return failed ? 3 : 0;
}

int run_merge(const std::vector<std::string>& paths, const std::string& out_path, bool partial) {
    std::vector<ShardFile> inputs;
    for (const auto& path : paths) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "boxcar merge: cannot read '%s'\n", path.c_str());
            return 1;
        }
        std::ostringstream text;
        text << in.rdbuf();
        inputs.push_back({path, text.str()});
    }
    // The kind of output, from the first file that has a line: every file must be of that kind.
    enum class Kind { Unknown, Bench, Json, Database } kind = Kind::Unknown;
    std::string kind_file;
    Problems problems;
    for (const auto& in : inputs) {
        const auto start = in.text.find_first_not_of(" \t\r\n");
        if (start == std::string::npos) continue;
        const Kind k = in.text.rfind("# Boxcar Sokoban benchmark", 0) == 0 || looks_like_bench_jsonl(in.text) ? Kind::Bench
                       : in.text.rfind("# boxcar shard ", 0) == 0         ? Kind::Database
                       : in.text[start] == '{'                            ? Kind::Json
                                                                          : Kind::Unknown;
        if (k == Kind::Unknown) {
            problems.add(in.path + ": neither a `boxcar bench` report, `boxcar rush solve --json` lines nor a "
                                   "`boxcar rush enumerate` database written with --shard");
        } else if (kind == Kind::Unknown) {
            kind = k;
            kind_file = in.path;
        } else if (k != kind) {
            problems.add(in.path + ": another kind of output than " + kind_file);
        }
    }
    const auto text_of = [&](const std::string& path) {
        return std::find_if(inputs.begin(), inputs.end(), [&](const ShardFile& in) { return in.path == path; })->text;
    };
    if (kind == Kind::Json && looks_like_summary(text_of(kind_file))) {  // kind_file is set once kind is
        for (const auto& in : inputs)
            if (!looks_like_summary(in.text) && in.text.find_first_not_of(" \t\r\n") != std::string::npos)
                problems.add(in.path + ": not `boxcar rush enumerate --summary` lines, as " + kind_file + " is");
        if (!problems.list.empty()) return problems.report();
        return join_summary_files(inputs, partial, out_path);
    }
    if (partial) problems.add("--partial joins enumeration summaries only");
    if (kind == Kind::Unknown && problems.list.empty()) problems.add("every file is empty: nothing to merge");
    if (!problems.list.empty()) return problems.report();
    // An empty report or database is a shard that never got to write (a JSON shard may hold no board).
    if (kind != Kind::Json)
        for (const auto& in : inputs)
            if (in.text.find_first_not_of(" \t\r\n") == std::string::npos)
                problems.add(in.path + " is empty: a shard that was interrupted?");
    if (!problems.list.empty()) return problems.report();

    if (kind == Kind::Bench) {
        const std::optional<BenchReport> merged = merge_bench(inputs, problems);
        if (!merged) {
            if (problems.list.empty()) problems.add("nothing to merge");
            return problems.report();
        }
        if (out_path.empty()) {
            std::fputs(render_bench_report(*merged).c_str(), stdout);
            return 0;
        }
        std::string error;
        if (!write_bench_files(*merged, out_path, error)) {
            std::fprintf(stderr, "boxcar merge: %s\n", error.c_str());
            return 1;
        }
        return 0;
    }
    const std::optional<std::string> merged =
        kind == Kind::Json ? merge_json_lines(inputs, problems) : merge_databases(inputs, problems);
    if (!merged) {
        if (problems.list.empty()) problems.add("nothing to merge");
        return problems.report();
    }
    if (out_path.empty()) {
        std::fputs(merged->c_str(), stdout);
        return 0;
    }
    std::ofstream out(out_path, std::ios::binary);
    out << *merged;
    if (!out) {
        std::fprintf(stderr, "boxcar merge: cannot write '%s'\n", out_path.c_str());
        return 1;
    }
    return 0;
}

}  // namespace

void add_merge(CLI::App& parent, Runs& runs) {
    struct Flags {
        std::vector<std::string> paths;
        std::string out_path;
        bool partial = false;
    };
    auto flags = std::make_shared<Flags>();
    CLI::App* command =
        parent.add_subcommand("merge", "Joins the outputs of a run's shards (--shard K/N) into the output of one run.");
    command->footer(
        "The shards' outputs, in any order: `boxcar bench` data (.jsonl) or reports (.md), `boxcar rush solve --json`\n"
        "lines, `boxcar rush enumerate` databases or their --summary lines (joined into the run's summary, JSON).\n"
        "Missing, duplicated or unfinished shards are named, and the exit code is then 1; a joined summary whose\n"
        "reference check failed is written, and the exit code is 3.");
    command->add_option("FILE", flags->paths, "the shards' outputs")->type_name("")->required();
    command
        ->add_option("--out", flags->out_path,
                     "the result there (default: stdout); bench output to FILE.md also writes FILE.jsonl")
        ->type_name("FILE");
    add_switch(*command, {"--partial", "", "summaries: join the shards there, the others may be missing"}, flags->partial);
    runs[command] = [flags](const Args&) { return run_merge(flags->paths, flags->out_path, flags->partial); };
}

}  // namespace boxcar::cli
