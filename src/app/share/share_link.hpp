// Share links: the URL fragment that holds a level (and optionally a solution and a position).
// Two forms are read (FORMATS.md "URLs": never raw XSB in a URL):
//   #level=<RLE or Rush Hour string>[&title=<text>][&solution=<LURD or "A+1 C-2">][&position=<n>]
//                                   [&moves=<moves played by hand>]
//     every value percent-encoded (RFC 3986 unreserved characters stay as they are);
//   #<board>  a bare Rush Hour board string, Fogleman style (#GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo).
// Writing always uses the first form (a bare board for a Rush Hour board with nothing else to say).
// Pure functions, no model: share_fragment/open_fragment (sharing.hpp) use them.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace boxcar::app {

inline constexpr std::size_t kMaxShareFragment = 8000;  // characters after '#'; longer is "too big to share"

struct ShareData {
    std::string level;     // RLE (Sokoban) or Fogleman board string (Rush Hour)
    std::string title;     // optional
    std::string solution;  // optional: LURD or Rush Hour moves separated by spaces
    int position = -1;     // optional: playback position in the solution (-1 = none)
    std::string moves;     // optional: moves played by hand from the start (when there is no solution)
};

std::string percent_encode(std::string_view text);
// Decodes %XX escapes; nullopt (and error naming the character position, 1-based) for a bad escape.
std::optional<std::string> percent_decode(std::string_view text, std::string* error = nullptr);

// The fragment text, without '#'.
std::string write_share_fragment(const ShareData& data);
// Reads a fragment (with or without the leading '#'); nullopt and a message for an unknown or broken one.
std::optional<ShareData> read_share_fragment(std::string_view fragment, std::string* error = nullptr);

// The text with every invalid UTF-8 sequence replaced by U+FFFD (decoded %-escapes can be any bytes, and
// JSON output needs valid UTF-8).
std::string valid_utf8(std::string_view text);

}  // namespace boxcar::app
