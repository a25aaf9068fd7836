#include "cli/bench_data.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <sstream>

namespace boxcar::cli {
namespace {

using nlohmann::json;

json run_conditions(const BenchReport& r) {
    return json{{"header", r.header},
                {"footer", r.footer},
                {"cpu_time", r.cpu_time},
                {"shard", r.shard ? json(r.shard->text()) : json(nullptr)},
                {"with_festival", r.with_festival},
                {"festival_note", r.festival_note}};
}

json level_object(const BenchReport& r, const FileSection& f, const ConfigRuns& c, const LevelRun* run) {
    json j{{"format", kBenchDataFormat},
           {"run", run_conditions(r)},
           {"file", {{"name", f.name}, {"selected", f.selected}, {"selection_note", f.selection_note},
                     {"shard_levels", f.shard_levels}}},
           {"config", {{"name", c.name}, {"budget_mib", c.budget_mib}}}};
    if (!run) {
        j["level"] = nullptr;
        return j;
    }
    const sokoban::SolveResult& s = run->result;
    j["level"] = run->number;
    j["title"] = run->title;
    j["status"] = status_text(*run);
    j["crashed"] = run->crashed;
    j["moves"] = s.moves;
    j["pushes"] = s.pushes;
    j["wall_ms"] = run->wall_ms;
    j["cpu_ms"] = run->cpu_ms;
    j["expanded"] = s.stats.expanded;
    j["generated"] = s.stats.generated;
    j["memory_bytes"] = s.stats.memory_bytes;
    j["peak_rss_bytes"] = run->peak_rss_bytes;
    j["first_solution_ms"] = s.first_solution_ms;
    j["first_moves"] = s.first_moves;
    j["first_pushes"] = s.first_pushes;
    j["phase"] = s.phase;
    j["error"] = s.error;
    if (r.with_festival)
        if (const auto it = r.festival.find(run->number); it != r.festival.end())
            j["festival"] = {{"solved", it->second.solved}, {"seconds", it->second.seconds},
                             {"moves", it->second.moves}, {"pushes", it->second.pushes}};
    return j;
}

// Reads one level object into `run`; false when a field is missing or of the wrong type.
bool read_level(const json& j, LevelRun& run, std::string& why) {
    try {
        run.number = j.at("level").get<int>();
        run.title = j.at("title").get<std::string>();
        run.crashed = j.at("crashed").get<bool>();
        const std::string status = j.at("status").get<std::string>();
        if (run.crashed) {
            run.result.status = search::Status::Invalid;
        } else if (auto s = search::parse_status(status)) {
            run.result.status = *s;
        } else {
            why = "unknown status \"" + status + "\"";
            return false;
        }
        run.result.moves = j.at("moves").get<int>();
        run.result.pushes = j.at("pushes").get<int>();
        run.wall_ms = j.at("wall_ms").get<double>();
        run.cpu_ms = j.at("cpu_ms").get<double>();
        run.result.stats.expanded = j.at("expanded").get<std::uint64_t>();
        run.result.stats.generated = j.at("generated").get<std::uint64_t>();
        run.result.stats.memory_bytes = j.at("memory_bytes").get<std::uint64_t>();
        run.peak_rss_bytes = j.at("peak_rss_bytes").get<std::uint64_t>();
        run.result.first_solution_ms = j.at("first_solution_ms").get<double>();
        run.result.first_moves = j.at("first_moves").get<int>();
        run.result.first_pushes = j.at("first_pushes").get<int>();
        run.result.phase = j.value("phase", std::string());
        run.result.error = j.value("error", std::string());
    } catch (const json::exception& e) {
        why = e.what();
        return false;
    }
    return run.number > 0;
}

}  // namespace

std::string write_bench_jsonl(const BenchReport& report) {
    std::string out;
    for (const auto& f : report.files)
        for (const auto& c : f.configs) {
            if (c.runs.empty()) out += level_object(report, f, c, nullptr).dump() + "\n";
            for (const auto& run : c.runs) out += level_object(report, f, c, &run).dump() + "\n";
        }
    return out;
}

bool looks_like_bench_jsonl(const std::string& text) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const json j = json::parse(line, nullptr, false);
        if (!j.is_object() || !j.contains("format") || !j["format"].is_string()) return false;  // e.g. a shard summary's number
        return j["format"].get<std::string>() == kBenchDataFormat;
    }
    return false;
}

std::optional<BenchReport> read_bench_jsonl(const std::string& text, std::string& error) {
    BenchReport report;
    bool first = true;
    std::istringstream lines(text);
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
        ++number;
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const std::string where = "line " + std::to_string(number) + ": ";
        const json j = json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object() || j.value("format", std::string()) != kBenchDataFormat) {
            error = where + "not a line of `boxcar bench` data (format \"" + kBenchDataFormat + "\")";
            return std::nullopt;
        }
        try {
            const json& run = j.at("run");
            if (first) {
                report.header = run.at("header").get<std::string>();
                report.footer = run.at("footer").get<std::string>();
                report.cpu_time = run.at("cpu_time").get<bool>();
                report.with_festival = run.at("with_festival").get<bool>();
                report.festival_note = run.at("festival_note").get<std::string>();
                if (!run.at("shard").is_null()) {
                    std::string shard_error;
                    report.shard = parse_shard(run.at("shard").get<std::string>(), shard_error);
                    if (!report.shard) {
                        error = where + shard_error;
                        return std::nullopt;
                    }
                }
                first = false;
            } else if (run.at("header").get<std::string>() != report.header) {
                error = where + "from another run than line 1 (its header differs)";
                return std::nullopt;
            }
            const json& file = j.at("file");
            const std::string name = file.at("name").get<std::string>();
            if (report.files.empty() || report.files.back().name != name) {
                FileSection f;
                f.name = name;
                f.selected = file.at("selected").get<int>();
                f.selection_note = file.at("selection_note").get<std::string>();
                f.shard_levels = file.at("shard_levels").get<int>();
                report.files.push_back(std::move(f));
            }
            FileSection& f = report.files.back();
            const json& config = j.at("config");
            const std::string config_name = config.at("name").get<std::string>();
            if (f.configs.empty() || f.configs.back().name != config_name) {
                f.configs.push_back({config_name, config.at("budget_mib").get<double>(), {}});
            }
            if (j.at("level").is_null()) continue;
            LevelRun level;
            std::string why;
            if (!read_level(j, level, why)) {
                error = where + "a level object with every field of the per-level table was expected" +
                        (why.empty() ? "" : " (" + why + ")");
                return std::nullopt;
            }
            if (j.contains("festival")) {
                const json& fr = j["festival"];
                FestivalRow row;
                row.solved = fr.value("solved", false);
                row.seconds = fr.value("seconds", 0.0);
                row.moves = fr.value("moves", -1L);
                row.pushes = fr.value("pushes", -1L);
                report.festival[level.number] = row;
            }
            f.configs.back().runs.push_back(std::move(level));
        } catch (const json::exception& e) {
            error = where + "a field of the run, file or configuration is missing or of the wrong type (" + e.what() + ")";
            return std::nullopt;
        }
    }
    if (first) {
        error = "no line of `boxcar bench` data";
        return std::nullopt;
    }
    if (report.footer.empty()) {
        error = "the data has no \"Finished ...\" footer: the run was cut short";
        return std::nullopt;
    }
    return report;
}

std::string bench_data_path(const std::string& report_path) {
    const std::string md = ".md";
    if (report_path.size() > md.size() && report_path.compare(report_path.size() - md.size(), md.size(), md) == 0)
        return report_path.substr(0, report_path.size() - md.size()) + ".jsonl";
    return report_path + ".jsonl";
}

bool write_bench_files(const BenchReport& report, const std::string& report_path, std::string& error) {
    for (const auto& [path, text] : {std::pair{report_path, render_bench_report(report)},
                                     std::pair{bench_data_path(report_path), write_bench_jsonl(report)}}) {
        std::ofstream out(path, std::ios::binary);
        out << text;
        if (!out) {
            error = "cannot write '" + path + "'";
            return false;
        }
    }
    return true;
}

}  // namespace boxcar::cli
