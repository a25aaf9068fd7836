// Typed flags on the CLI's one CLI11 parser (command_line.hpp), and the CLI's usage errors.
// Every flag value is checked by one grammar for its kind before CLI11 converts it into the typed target:
//   whole numbers  digits only ("0", "42"; not "+1", "-1", "1e3"), in the flag's range
//   decimals       digits with at most one '.' ("2", "0.5", ".5", "1."; not "-1", "1e3", "nan")
//   names          a spelling of the enum tables (common/names.hpp), through the options codec where it has the key
// A bad value is a usage error (exit 2) worded
//   bad value 'V' for --flag (expected WHAT)
// The checks run inside CLI11's parse as validators; CLI11 prefixes a validator's text with the flag's name
// ("--flag: TEXT"), which usage_text (command_line.cpp) takes off again.
#pragma once
#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace boxcar::cli {

// How a flag reads in --help: its name, the placeholder of its value ("S", "N", "LIST"; empty for a
// switch) and what it does.
struct FlagInfo {
    std::string name;
    std::string placeholder;
    std::string help;
};

std::optional<long long> whole_number(std::string_view text);  // at most 18 digits
std::optional<double> decimal_number(std::string_view text);   // at most 32 characters

// "bad value 'V' for NAME (expected EXPECTED)"
std::string bad_value(std::string_view name, std::string_view value, std::string_view expected);

// A check for CLI::Option::check: the error text for a bad value, empty for a good one.
using ValueCheck = std::function<std::string(const std::string& value)>;
ValueCheck whole_check(const std::string& name, long long lo, long long hi, const std::string& expected);
ValueCheck decimal_check(const std::string& name, double lo, double hi, bool lo_included, const std::string& expected);

// A whole number from lo to hi into `target` (any integer type).
template <class T>
CLI::Option* add_whole(CLI::App& app, const FlagInfo& flag, T& target, long long lo, long long hi,
                       const std::string& expected) {
    return app.add_option(flag.name, target, flag.help)
        ->type_name(flag.placeholder)
        ->capture_default_str()
        ->check(whole_check(flag.name, lo, hi, expected));
}

// A decimal number into `target`: above lo (or from lo with lo_included) up to hi.
CLI::Option* add_decimal(CLI::App& app, const FlagInfo& flag, double& target, double lo, double hi, bool lo_included,
                         const std::string& expected);

// A flag with a text value: `check` refuses a bad value with its error text; `set` receives a good one once
// parsing is over. `shown_default` is the default --help shows (empty: none).
CLI::Option* add_text(CLI::App& app, const FlagInfo& flag, ValueCheck check, std::function<void(const std::string&)> set,
                      const std::string& shown_default = "");

// A switch (no value).
CLI::Option* add_switch(CLI::App& app, const FlagInfo& flag, bool& target);

// "boxcar rush solve": the command line of `command`, from the program name down.
std::string command_path(const CLI::App& command);

// Prints "boxcar SUBCOMMAND: MESSAGE" to stderr and returns 2, the exit code of a usage error: for the
// problems found after parsing (a --level past the input's end, flags that exclude each other, ...).
int usage_error(const CLI::App& command, const std::string& message);

}  // namespace boxcar::cli
