// Typed flags and usage errors (flags.hpp).
#include "cli/flags.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace boxcar::cli {

std::optional<long long> whole_number(std::string_view text) {
    if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    long long v = 0;
    std::from_chars(text.data(), text.data() + text.size(), v);
    return v;
}

std::optional<double> decimal_number(std::string_view text) {
    if (text.empty() || text.size() > 32 || text.find_first_not_of("0123456789.") != std::string_view::npos ||
        text.find_first_of("0123456789") == std::string_view::npos || text.find('.') != text.rfind('.'))
        return std::nullopt;
    const std::string digits(text);  // strtod: libc++ (emscripten) has no from_chars for double
    char* end = nullptr;
    const double v = std::strtod(digits.c_str(), &end);
    if (end != digits.c_str() + digits.size() || !std::isfinite(v)) return std::nullopt;
    return v;
}

std::string bad_value(std::string_view name, std::string_view value, std::string_view expected) {
    return "bad value '" + std::string(value) + "' for " + std::string(name) + " (expected " + std::string(expected) +
           ")";
}

ValueCheck whole_check(const std::string& name, long long lo, long long hi, const std::string& expected) {
    return [=](const std::string& value) {
        const auto v = whole_number(value);
        return v && *v >= lo && *v <= hi ? std::string() : bad_value(name, value, expected);
    };
}

ValueCheck decimal_check(const std::string& name, double lo, double hi, bool lo_included, const std::string& expected) {
    return [=](const std::string& value) {
        const auto v = decimal_number(value);
        const bool ok = v && (lo_included ? *v >= lo : *v > lo) && *v <= hi;
        return ok ? std::string() : bad_value(name, value, expected);
    };
}

CLI::Option* add_decimal(CLI::App& app, const FlagInfo& flag, double& target, double lo, double hi, bool lo_included,
                         const std::string& expected) {
    return app.add_option(flag.name, target, flag.help)
        ->type_name(flag.placeholder)
        ->capture_default_str()
        ->check(decimal_check(flag.name, lo, hi, lo_included, expected));
}

CLI::Option* add_text(CLI::App& app, const FlagInfo& flag, ValueCheck check, std::function<void(const std::string&)> set,
                      const std::string& shown_default) {
    CLI::Option* option = app.add_option_function<std::string>(flag.name, std::move(set), flag.help)
                              ->type_name(flag.placeholder)
                              ->check(std::move(check));
    if (!shown_default.empty()) option->default_str(shown_default);
    return option;
}

CLI::Option* add_switch(CLI::App& app, const FlagInfo& flag, bool& target) {
    return app.add_flag(flag.name, target, flag.help);
}

std::string command_path(const CLI::App& command) {
    const CLI::App* parent = command.get_parent();
    return parent ? command_path(*parent) + " " + command.get_name() : command.get_name();
}

int usage_error(const CLI::App& command, const std::string& message) {
    std::fprintf(stderr, "%s: %s\n", command_path(command).c_str(), message.c_str());
    return 2;
}

}  // namespace boxcar::cli
