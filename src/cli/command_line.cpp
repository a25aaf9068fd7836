// The one parser of the `boxcar` command line (command_line.hpp).
#include "cli/command_line.hpp"

#include "cli/commands.hpp"
#include "cli/flags.hpp"

#include <algorithm>
#include <cstdio>

namespace boxcar::cli {
namespace {

std::vector<CLI::App*> subcommands_of(CLI::App& app) {
    return app.get_subcommands([](CLI::App*) { return true; });
}

const CLI::Option* positional_of(const CLI::App& app) {
    const auto positionals = app.get_options([](const CLI::Option* o) { return o->get_positional(); });
    return positionals.empty() ? nullptr : positionals.front();
}

// "solve, bench, rush, generate, merge or library"
std::string listed_subcommands(CLI::App& app) {
    const std::vector<CLI::App*> subs = subcommands_of(app);
    std::string out;
    for (std::size_t i = 0; i < subs.size(); ++i)
        out += (i == 0 ? "" : i + 1 == subs.size() ? " or " : ", ") + subs[i]->get_name();
    return out;
}

std::string see_help(const CLI::App& command) { return " (see " + command_path(command) + " --help)"; }

// The subcommand the command line chose, deepest first (the root when none).
CLI::App& chosen(CLI::App& root) {
    CLI::App* app = &root;
    while (!app->get_subcommands().empty()) app = app->get_subcommands().front();
    return *app;
}

// Every command keeps what it cannot place (worded by report_leftover) and takes at most one subcommand,
// so that a level file named like a subcommand ("bench") is still a file.
void configure(CLI::App& app) {
    app.allow_extras();
    if (!subcommands_of(app).empty()) app.require_subcommand(0, 1);
    for (CLI::App* sub : subcommands_of(app)) configure(*sub);
}

// The arguments as CLI11 is to read them. CLI11 takes an argument that begins with '-' for an option, but
// level text may begin with '-' (a floor square: "-#$.@", an XSB row "--####"). When such an argument stands
// where a positional argument goes (it is no flag of the subcommand and no flag's value), or a "--" is given,
// the subcommand's positional arguments are passed after all its flags, behind one "--", in their order.
// The word `help` where a subcommand name is expected asks for help.
Args prepared_arguments(CLI::App& root, const Args& given) {
    CLI::App* app = &root;
    Args in_order, flags, positionals;
    bool separate = false;
    for (std::size_t i = 0; i < given.size(); ++i) {
        const std::string& a = given[i];
        if (a == "--") {
            in_order.insert(in_order.end(), given.begin() + static_cast<std::ptrdiff_t>(i), given.end());
            positionals.insert(positionals.end(), given.begin() + static_cast<std::ptrdiff_t>(i) + 1, given.end());
            separate = true;
            break;
        }
        if (positionals.empty() && !subcommands_of(*app).empty()) {
            const std::vector<CLI::App*> subs = subcommands_of(*app);
            const auto sub = std::find_if(subs.begin(), subs.end(), [&](CLI::App* s) { return s->check_name(a); });
            if (a == "help" || sub != subs.end()) {
                if (sub != subs.end()) app = *sub;
                in_order.push_back(a == "help" ? "--help" : a);
                flags.push_back(in_order.back());
                continue;
            }
        }
        in_order.push_back(a);
        if (a.size() > 1 && a[0] == '-') {
            if (const CLI::Option* option = app->get_option_no_throw(a.substr(0, a.find('=')))) {
                flags.push_back(a);
                if (a.find('=') == std::string::npos && option->get_items_expected_min() > 0) {
                    if (i + 1 == given.size()) return in_order;  // the value is missing: CLI11 says so
                    flags.push_back(given[++i]);
                    in_order.push_back(given[i]);
                }
            } else if (is_dash_level_text(a)) {
                positionals.push_back(a);
                separate = true;
            } else {
                flags.push_back(a);  // an unknown option: reported after parsing
            }
            continue;
        }
        positionals.push_back(a);
    }
    if (!separate || !positional_of(*app)) return in_order;
    flags.push_back("--");
    flags.insert(flags.end(), positionals.begin(), positionals.end());
    return flags;
}

// The first argument CLI11 left over (an unknown option or subcommand, a positional argument too many),
// reported as a usage error of the command it was given to; false when there is none.
bool report_leftover(CLI::App& root) {
    for (CLI::App* app = &root; app; app = app->get_subcommands().empty() ? nullptr : app->get_subcommands().front()) {
        for (const std::string& extra : app->remaining()) {
            if (extra == "--") continue;  // CLI11 keeps the separator among the leftovers
            std::string problem;
            if (extra.size() > 1 && extra[0] == '-')
                problem = "unknown option '" + extra.substr(0, extra.find('=')) + "'" + see_help(*app);
            else if (!subcommands_of(*app).empty())
                problem = (app == &root ? "unknown command '" : "unknown subcommand '") + extra + "' (" +
                          listed_subcommands(*app) + ")";
            else if (const CLI::Option* positional = positional_of(*app))
                problem = "more than one " + positional->get_name() + " argument ('" + extra + "')";
            else
                problem = "unexpected argument '" + extra + "'" + see_help(*app);
            usage_error(*app, problem);
            return true;
        }
    }
    return false;
}

// A CLI11 parse error in the CLI's words. CLI11 words an option's error "NAME: DETAIL": a check of
// flags.hpp has put the whole text in DETAIL; a missing value is DETAIL "1 required S missing".
std::string usage_text(const CLI::ParseError& e, const CLI::App& command) {
    const std::string what = e.what();
    const std::size_t colon = what.find(": ");
    if (dynamic_cast<const CLI::ValidationError*>(&e) && colon != std::string::npos) return what.substr(colon + 2);
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) && colon != std::string::npos)
        return what.substr(0, colon) + " needs a value";
    if (dynamic_cast<const CLI::RequiredError*>(&e))
        for (const CLI::Option* option : command.get_options())
            if (option->get_required() && option->count() == 0)
                return (option->get_positional() ? "needs a " + option->get_name() + " argument"
                                                 : option->get_name() + " " + option->get_type_name() + " is required") +
                       see_help(command);
    return what + see_help(command);
}

}  // namespace

int run_command_line(int argc, char** argv) {
    const Args given(argv + 1, argv + argc);
    CLI::App root("Boxcar: Sokoban and Rush Hour solvers, benchmarks and generators.", "boxcar");
    root.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // a flag given twice: the last
    root.get_formatter()->column_width(34);
    Runs runs;
    add_solve(root, runs);
    add_bench(root, runs);
    add_rush(root, runs);
    add_generate(root, runs);
    add_merge(root, runs);
    add_library(root, runs);
    configure(root);
    root.footer("`boxcar SUBCOMMAND --help` lists a subcommand's options (docs/CLI.md).");  // after the
    // subcommands: CLI11 hands a command's footer down to the subcommands added after it

    Args args = prepared_arguments(root, given);
    std::reverse(args.begin(), args.end());  // CLI11 reads the vector from its end
    try {
        root.parse(args);
    } catch (const CLI::CallForHelp&) {
        std::fputs(root.help().c_str(), stdout);
        return 0;
    } catch (const CLI::ParseError& e) {
        // A flag without its value is the last argument: it is the problem, not what CLI11 left over before it
        // (prepared_arguments leaves the arguments as given then, level text beginning with '-' included).
        if (!dynamic_cast<const CLI::ArgumentMismatch*>(&e) && report_leftover(root)) return 2;
        CLI::App& command = chosen(root);
        return usage_error(command, usage_text(e, command));
    }
    if (report_leftover(root)) return 2;
    CLI::App& command = chosen(root);
    if (&command == &root) {
        std::fputs(root.help().c_str(), stderr);
        return 2;
    }
    const auto run = runs.find(&command);
    if (run == runs.end())
        return usage_error(command, "missing subcommand (" + listed_subcommands(command) + ")");
    return run->second(given);
}

}  // namespace boxcar::cli
