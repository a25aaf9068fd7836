#include "cli/bench_report.hpp"

#include "cli/bench_info.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace boxcar::cli {
namespace {

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string mib(std::uint64_t bytes) { return fmt("%.1f", bytes / 1048576.0); }

// A title in a table cell: '|' would end the cell.
std::string cell_text(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '|') out += '\\';
        out += c;
    }
    return out;
}

// The time a level took on the clock its limit used.
double limit_ms(const LevelRun& r, bool cpu_time) { return cpu_time ? r.cpu_ms : r.wall_ms; }

std::string summary_header(bool cpu_time) {
    const std::string clock = cpu_time ? "CPU" : "wall";
    const std::string other = cpu_time ? "wall" : "CPU";
    return "| config | solved | proven unsolvable | median s (" + clock + ", solved) | max s (" + clock +
           ", solved) | median s (" + other + ") | median s to first solution (" + clock +
           ") | pushes (solved) | moves (solved) | pushes (first solutions) | moves (first solutions) | expanded | "
           "memout | crashed | peak accounted MiB | peak RSS MiB | budget MiB |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
}

std::string summary_row(const ConfigRuns& c, bool cpu_time) {
    std::vector<double> times, others, firsts;
    std::uint64_t expanded = 0, peak = 0, rss = 0, pushes = 0, moves = 0, first_pushes = 0, first_moves = 0;
    int solved = 0, proven = 0, memouts = 0, crashes = 0;
    for (const auto& r : c.runs) {
        expanded += r.result.stats.expanded;
        peak = std::max(peak, r.result.stats.memory_bytes);
        rss = std::max(rss, r.peak_rss_bytes);
        if (r.result.status == search::Status::Solved) {
            ++solved;
            times.push_back(limit_ms(r, cpu_time) / 1000);
            others.push_back((cpu_time ? r.wall_ms : r.cpu_ms) / 1000);
            firsts.push_back(r.result.first_solution_ms / 1000);
            pushes += static_cast<std::uint64_t>(r.result.pushes);
            moves += static_cast<std::uint64_t>(r.result.moves);
            first_pushes += static_cast<std::uint64_t>(r.result.first_pushes);
            first_moves += static_cast<std::uint64_t>(r.result.first_moves);
        }
        proven += r.result.status == search::Status::Unsolvable;
        memouts += r.result.status == search::Status::Memout;
        crashes += r.crashed;
    }
    const double max_time = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    return "| " + c.name + " | " + std::to_string(solved) + "/" + std::to_string(c.runs.size()) + " | " +
           std::to_string(proven) + " | " + fmt("%.3f", median(times)) + " | " + fmt("%.3f", max_time) + " | " +
           fmt("%.3f", median(others)) + " | " + fmt("%.3f", median(firsts)) + " | " + std::to_string(pushes) + " | " +
           std::to_string(moves) + " | " + std::to_string(first_pushes) + " | " + std::to_string(first_moves) + " | " +
           std::to_string(expanded) + " | " + std::to_string(memouts) + " | " + std::to_string(crashes) + " | " +
           mib(peak) + " | " + mib(rss) + " | " + fmt("%g", c.budget_mib) + " |\n";
}

std::string detail_table(const ConfigRuns& c) {
    std::string out = "<details><summary>" + c.name + ": per level</summary>\n\n"
                      "| level | title | status | moves | pushes | wall s | CPU s | expanded | generated | accounted MiB | RSS MiB "
                      "| first s | first moves | first pushes |\n"
                      "|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& r : c.runs) {
        const bool solved = r.result.status == search::Status::Solved;
        out += "| " + std::to_string(r.number) + " | " + cell_text(r.title) + " | " + status_text(r) + " | " +
               (solved ? std::to_string(r.result.moves) : "") + " | " +
               (solved ? std::to_string(r.result.pushes) : "") + " | " + fmt("%.3f", r.wall_ms / 1000) + " | " +
               fmt("%.3f", r.cpu_ms / 1000) + " | " + std::to_string(r.result.stats.expanded) + " | " +
               std::to_string(r.result.stats.generated) + " | " + fmt("%.2f", r.result.stats.memory_bytes / 1048576.0) +
               " | " + mib(r.peak_rss_bytes) + " | " + (solved ? fmt("%.3f", r.result.first_solution_ms / 1000) : "") +
               " | " + (solved ? std::to_string(r.result.first_moves) : "") + " | " +
               (solved ? std::to_string(r.result.first_pushes) : "") + " |\n";
    }
    return out + "\n</details>\n\n";
}

// Per-level table beside Festival's: marks levels we solve faster (on our limit's clock against Festival's
// wall time) or with fewer pushes, and levels only one side solves.
std::string festival_table(const ConfigRuns& c, const FestivalRows& festival, const std::string& note, bool cpu_time) {
    const std::string clock = cpu_time ? "CPU" : "wall";
    std::string rows;
    int ours = 0, theirs = 0, faster = 0, fewer = 0, only_ours = 0;
    std::string faster_list, fewer_list;
    for (const auto& r : c.runs) {
        const auto it = festival.find(r.number);
        const FestivalRow f = it == festival.end() ? FestivalRow{} : it->second;
        const bool solved = r.result.status == search::Status::Solved;
        const double secs = limit_ms(r, cpu_time) / 1000;
        ours += solved;
        theirs += f.solved;
        std::string mark;
        if (solved && !f.solved) {
            mark = "only we solve it";
            ++only_ours;
        } else if (solved) {
            if (secs < f.seconds) {
                mark = "faster";
                ++faster;
                faster_list += (faster_list.empty() ? "" : ", ") + std::to_string(r.number);
            }
            if (f.pushes >= 0 && r.result.pushes < f.pushes) {
                mark += mark.empty() ? "fewer pushes" : ", fewer pushes";
                ++fewer;
                fewer_list += (fewer_list.empty() ? "" : ", ") + std::to_string(r.number);
            }
        }
        rows += "| " + std::to_string(r.number) + " | " + (solved ? "yes" : status_text(r)) + " | " +
                (solved ? fmt("%.2f", secs) : "") + " | " + (solved ? std::to_string(r.result.pushes) : "") + " | " +
                (solved ? std::to_string(r.result.moves) : "") + " | " +
                (it == festival.end() ? "?" : f.solved ? "yes" : "no") + " | " + (f.solved ? fmt("%.2f", f.seconds) : "") +
                " | " + (f.solved && f.pushes >= 0 ? std::to_string(f.pushes) : "") + " | " +
                (f.solved && f.moves >= 0 ? std::to_string(f.moves) : "") + " | " + mark + " |\n";
    }
    std::string out = "### " + c.name + " beside Festival, per level\n\n";
    if (!note.empty()) out += "Festival: " + note + ".\n";
    out += "Ours: " + std::to_string(ours) + "/" + std::to_string(c.runs.size()) + " solved (" + clock +
           " time); Festival: " + std::to_string(theirs) + "/" + std::to_string(c.runs.size()) + ". Faster than Festival on " +
           std::to_string(faster) + (faster ? " (" + faster_list + ")" : "") + "; fewer pushes on " + std::to_string(fewer) +
           (fewer ? " (" + fewer_list + ")" : "") + "; solved only by us: " + std::to_string(only_ours) +
           ". \"Faster\" compares our " + clock + " time with Festival's wall time on its (idle) machine.\n\n"
           "| level | ours | " + clock + " s | pushes | moves | Festival | s | pushes | moves | note |\n"
           "|---:|---|---:|---:|---:|---|---:|---:|---:|---|\n";
    return out + rows + "\n";
}

// --- reading a report back -----------------------------------------------------------------------

// The cells of a table row "| a | b\| c | d |" (an escaped '|' stays in its cell, unescaped).
std::vector<std::string> row_cells(const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
            cell += '|';
            ++i;
        } else if (line[i] == '|') {
            const auto b = cell.find_first_not_of(' '), e = cell.find_last_not_of(' ');
            cells.push_back(b == std::string::npos ? "" : cell.substr(b, e - b + 1));
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    return cells;
}

bool is_table_row(const std::string& line) { return line.size() > 1 && line[0] == '|'; }
bool is_separator(const std::string& line) { return line.rfind("|---", 0) == 0; }

// "## Microban.xsb (20 levels, at most 4 boxes; shard 2/4: 5 of them)"
bool parse_heading(const std::string& line, FileSection& f) {
    const auto open = line.rfind(" (");
    if (open == std::string::npos || line.back() != ')') return false;
    f.name = line.substr(3, open - 3);
    std::string inside = line.substr(open + 2, line.size() - open - 3);
    if (const auto semi = inside.find("; shard "); semi != std::string::npos) {
        const std::string part = inside.substr(semi + 8);  // "2/4: 5 of them"
        const auto colon = part.find(": ");
        if (colon == std::string::npos) return false;
        f.shard_levels = std::atoi(part.c_str() + colon + 2);
        inside = inside.substr(0, semi);
    }
    const auto space = inside.find(" levels");
    if (space == std::string::npos || space == 0) return false;
    f.selected = std::atoi(inside.c_str());
    f.selection_note = inside.substr(space + 7);
    return true;
}

bool parse_detail_row(const std::vector<std::string>& c, LevelRun& r) {
    if (c.size() != 14) return false;
    r.number = std::atoi(c[0].c_str());
    r.title = c[1];
    if (c[2] == "crashed") {
        r.crashed = true;
        r.result.status = search::Status::Invalid;
    } else if (auto s = search::parse_status(c[2])) {
        r.result.status = *s;
    } else {
        return false;
    }
    r.result.moves = std::atoi(c[3].c_str());
    r.result.pushes = std::atoi(c[4].c_str());
    r.wall_ms = std::atof(c[5].c_str()) * 1000;
    r.cpu_ms = std::atof(c[6].c_str()) * 1000;
    r.result.stats.expanded = std::strtoull(c[7].c_str(), nullptr, 10);
    r.result.stats.generated = std::strtoull(c[8].c_str(), nullptr, 10);
    r.result.stats.memory_bytes = static_cast<std::uint64_t>(std::atof(c[9].c_str()) * 1048576.0 + 0.5);
    r.peak_rss_bytes = static_cast<std::uint64_t>(std::atof(c[10].c_str()) * 1048576.0 + 0.5);
    r.result.first_solution_ms = std::atof(c[11].c_str()) * 1000;
    r.result.first_moves = std::atoi(c[12].c_str());
    r.result.first_pushes = std::atoi(c[13].c_str());
    return r.number > 0;
}

void parse_festival_row(const std::vector<std::string>& c, FestivalRows& rows) {
    if (c.size() != 10 || c[5] == "?") return;
    FestivalRow f;
    f.solved = c[5] == "yes";
    if (!c[6].empty()) f.seconds = std::atof(c[6].c_str());
    if (!c[7].empty()) f.pushes = std::atol(c[7].c_str());
    if (!c[8].empty()) f.moves = std::atol(c[8].c_str());
    rows[std::atoi(c[0].c_str())] = f;
}

}  // namespace

std::string status_text(const LevelRun& r) {
    return r.crashed ? "crashed" : std::string(search::status_name(r.result.status));
}

std::optional<FestivalRows> read_festival(const std::string& path, std::string& note) {
    std::ifstream in(path);
    if (!in) return std::nullopt;
    FestivalRows rows;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        if (line[0] == '#') {
            if (note.empty()) note = line.substr(line.find_first_not_of("# "));
            continue;
        }
        std::istringstream cols(line);
        std::string level, solved, secs, moves, pushes;
        std::getline(cols, level, '\t');
        std::getline(cols, solved, '\t');
        std::getline(cols, secs, '\t');
        std::getline(cols, moves, '\t');
        std::getline(cols, pushes, '\t');
        if (level.empty() || level.find_first_not_of("0123456789") != std::string::npos) continue;  // header
        FestivalRow r;
        r.solved = solved == "yes" || solved == "1" || solved == "true";
        r.seconds = std::atof(secs.c_str());
        if (!moves.empty() && moves.find_first_not_of("0123456789") == std::string::npos) r.moves = std::atol(moves.c_str());
        if (!pushes.empty() && pushes.find_first_not_of("0123456789") == std::string::npos) r.pushes = std::atol(pushes.c_str());
        rows[std::atoi(level.c_str())] = r;
    }
    return rows;
}

std::string shard_header_line(const Shard& shard) {
    const std::string k = std::to_string(shard.k), n = std::to_string(shard.n);
    return "- shard: " + shard.text() + " (the selected levels at positions " + k + ", " + k + "+" + n + ", " + k + "+2*" + n +
           ", ... over all files; `boxcar merge` joins the shards)\n";
}

std::string render_bench_report(const BenchReport& report) {
    std::string md = report.header;
    for (const auto& f : report.files) {
        md += "## " + f.name + " (" + std::to_string(f.selected) + " levels" + f.selection_note +
              (report.shard ? "; shard " + report.shard->text() + ": " + std::to_string(f.shard_levels) + " of them" : "") +
              ")\n\n" + summary_header(report.cpu_time);
        std::string details;
        for (const auto& c : f.configs) {
            md += summary_row(c, report.cpu_time);
            if (report.with_festival) details += festival_table(c, report.festival, report.festival_note, report.cpu_time);
            details += detail_table(c);
        }
        md += "\n" + details;
    }
    return md + report.footer;
}

std::optional<BenchReport> parse_bench_report(const std::string& text, std::string& error) {
    std::vector<std::string> lines;
    {
        std::istringstream in(text);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
    }
    if (lines.empty() || lines[0] != "# Boxcar Sokoban benchmark") {
        error = "not a `boxcar bench` report (its first line is not \"# Boxcar Sokoban benchmark\")";
        return std::nullopt;
    }
    BenchReport report;
    std::size_t i = 0;
    for (; i < lines.size() && lines[i].rfind("## ", 0) != 0 && lines[i].rfind("Finished ", 0) != 0; ++i) {
        const std::string& line = lines[i];
        if (line.rfind("- shard: ", 0) == 0) {
            std::string shard_error;
            const std::string value = line.substr(9, line.find(' ', 9) - 9);
            report.shard = parse_shard(value, shard_error);
            if (!report.shard) {
                error = "line " + std::to_string(i + 1) + ": " + shard_error;
                return std::nullopt;
            }
        }
        if (line.find("(--cpu-time)") != std::string::npos) report.cpu_time = true;
        report.header += line + "\n";
    }
    std::map<std::string, double> budgets;
    FileSection* file = nullptr;
    ConfigRuns* config = nullptr;
    enum class Table { None, Summary, Festival, Levels } table = Table::None;
    for (; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        const std::string where = "line " + std::to_string(i + 1) + ": ";
        if (line.rfind("## ", 0) == 0) {
            report.files.emplace_back();
            file = &report.files.back();
            config = nullptr;
            if (!parse_heading(line, *file)) {
                error = where + "a file heading \"## NAME (N levels)\" was expected";
                return std::nullopt;
            }
            table = Table::Summary;
            budgets.clear();
        } else if (line.rfind("Finished ", 0) == 0) {
            report.footer = line + "\n";
        } else if (line.rfind("### ", 0) == 0 && line.find(" beside Festival, per level") != std::string::npos) {
            report.with_festival = true;
            table = Table::Festival;
        } else if (line.rfind("Festival: ", 0) == 0 && table == Table::Festival) {
            report.festival_note = line.substr(10, line.size() - 11);  // without the final '.'
        } else if (line.rfind("<details><summary>", 0) == 0) {
            const auto end = line.find(": per level</summary>");
            if (!file || end == std::string::npos) {
                error = where + "a per-level table outside a file section";
                return std::nullopt;
            }
            file->configs.emplace_back();
            config = &file->configs.back();
            config->name = line.substr(18, end - 18);
            config->budget_mib = budgets.count(config->name) ? budgets[config->name] : 0;
            table = Table::Levels;
        } else if (is_table_row(line) && !is_separator(line)) {
            const auto cells = row_cells(line);
            if (cells.empty() || cells[0] == "config" || cells[0] == "level") continue;  // table heads
            if (table == Table::Summary && cells.size() >= 14) {  // the budget is the last column
                budgets[cells[0]] = std::atof(cells.back().c_str());
            } else if (table == Table::Festival) {
                parse_festival_row(cells, report.festival);
            } else if (table == Table::Levels && config) {
                LevelRun run;
                if (!parse_detail_row(cells, run)) {
                    error = where + "a per-level row with 14 cells (level, title, status, ...) was expected";
                    return std::nullopt;
                }
                config->runs.push_back(std::move(run));
            }
        }
    }
    if (report.footer.empty()) {
        error = "the report has no \"Finished ...\" line: it is cut short";
        return std::nullopt;
    }
    return report;
}

}  // namespace boxcar::cli
