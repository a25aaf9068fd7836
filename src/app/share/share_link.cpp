// Share-link fragments: percent encoding and the key=value form (see share_link.hpp).
#include "app/share/share_link.hpp"
#include "common/text_kind.hpp"

#include <cctype>
#include <charconv>

namespace boxcar::app {
namespace {

bool unreserved(unsigned char c) { return std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~'; }

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace

std::string percent_encode(std::string_view text) {
    static const char digits[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(text.size());
    for (unsigned char c : text) {
        if (unreserved(c)) {
            out += static_cast<char>(c);
        } else {
            out += '%';
            out += digits[c >> 4];
            out += digits[c & 15];
        }
    }
    return out;
}

std::optional<std::string> percent_decode(std::string_view text, std::string* error) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        const int hi = i + 1 < text.size() ? hex_value(text[i + 1]) : -1;
        const int lo = i + 2 < text.size() ? hex_value(text[i + 2]) : -1;
        if (hi < 0 || lo < 0) {
            if (error) *error = "bad %-escape at character " + std::to_string(i + 1);
            return std::nullopt;
        }
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
    }
    return out;
}

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        std::size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
        bool good = length > 0 && i + length <= text.size();
        for (std::size_t k = 1; good && k < length; ++k)
            good = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (good && length > 1) {  // no overlong forms, surrogates or code points past U+10FFFF
            const unsigned char d = static_cast<unsigned char>(text[i + 1]);
            if (length == 2) good = c >= 0xC2;
            if (length == 3) good = !(c == 0xE0 && d < 0xA0) && !(c == 0xED && d >= 0xA0);
            if (length == 4) good = !(c == 0xF0 && d < 0x90) && !(c == 0xF4 && d >= 0x90) && c <= 0xF4;
        }
        if (good) {
            out.append(text.substr(i, length));
            i += length;
        } else {
            out += "\xEF\xBF\xBD";  // U+FFFD
            ++i;
        }
    }
    return out;
}

std::string write_share_fragment(const ShareData& d) {
    const bool bare = is_rush_board_string(d.level) && d.title.empty() && d.solution.empty() && d.moves.empty();
    if (bare) return d.level;
    std::string out = "level=" + percent_encode(d.level);
    if (!d.title.empty()) out += "&title=" + percent_encode(d.title);
    if (!d.solution.empty()) {
        out += "&solution=" + percent_encode(d.solution);
        if (d.position >= 0) out += "&position=" + std::to_string(d.position);
    }
    if (!d.moves.empty()) out += "&moves=" + percent_encode(d.moves);
    return out;
}

std::optional<ShareData> read_share_fragment(std::string_view f, std::string* error) {
    auto fail = [&](std::string text) -> std::optional<ShareData> {
        if (error) *error = std::move(text);
        return std::nullopt;
    };
    if (!f.empty() && f.front() == '#') f.remove_prefix(1);
    if (f.empty()) return fail("the link has no level after '#'");
    if (f.size() > kMaxShareFragment)
        return fail("the link is too long (" + std::to_string(f.size()) + " characters; the limit is " +
                    std::to_string(kMaxShareFragment) + ")");
    ShareData d;
    if (f.find('=') == std::string_view::npos) {  // Fogleman style: #<board>
        if (!is_rush_board_string(f))
            return fail("the link's '#" + std::string(f.substr(0, 40)) + (f.size() > 40 ? "…" : "") +
                        "' is neither a Rush Hour board nor a Boxcar level link");
        d.level = std::string(f);
        return d;
    }
    std::size_t offset = 0;  // of the current field in the fragment, for messages
    while (offset <= f.size()) {
        std::size_t end = f.find('&', offset);
        if (end == std::string_view::npos) end = f.size();
        const std::string_view field = f.substr(offset, end - offset);
        const std::size_t eq = field.find('=');
        if (eq == std::string_view::npos)
            return fail("the link's field at character " + std::to_string(offset + 2) + " has no '='");
        const std::string_view key = field.substr(0, eq);
        std::string decode_error;
        auto value = percent_decode(field.substr(eq + 1), &decode_error);
        if (!value)
            return fail("the link's '" + std::string(key) + "' value is broken (" + decode_error + " of the value)");
        if (key == "level") d.level = std::move(*value);
        else if (key == "title") d.title = valid_utf8(*value);
        else if (key == "solution") d.solution = std::move(*value);
        else if (key == "moves") d.moves = std::move(*value);
        else if (key == "position") {
            int n = -1;
            const auto [ptr, ec] = std::from_chars(value->data(), value->data() + value->size(), n);
            if (ec != std::errc() || ptr != value->data() + value->size() || n < 0)
                return fail("the link's position '" + value->substr(0, 20) + "' is not a step number");
            d.position = n;
        }  // unknown keys are ignored: links from a later version still open
        offset = end + 1;
    }
    if (d.level.empty()) return fail("the link has no level (no 'level=' field)");
    if (d.solution.empty()) d.position = -1;  // a position is a step of the solution: meaningless without one
    return d;
}

}  // namespace boxcar::app
