// Fuzz target: the share-link decoder (app::read_share_fragment, percent_decode/percent_encode,
// write_share_fragment). Invariants: nothing throws; a fragment is decoded or gets an error text; a decoded
// fragment re-encodes to a fragment that decodes to the same data; percent_decode(percent_encode(x)) == x.
// What the app does with a decoded link (openFragment: loading the level, the state() after it) is fuzzed
// by the app_api target, whose seeds open links; keeping the model out of this target makes it fast enough
// for long runs (tens of thousands of executions a second instead of hundreds).
#include "app/share/share_link.hpp"
#include "fuzz_check.hpp"

#include <cstdint>
#include <string>
#include <string_view>

using namespace boxcar::app;

namespace {

bool same(const ShareData& a, const ShareData& b) {
    return a.level == b.level && a.title == b.title && a.solution == b.solution && a.position == b.position &&
           a.moves == b.moves;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const auto round = percent_decode(percent_encode(text));
    FUZZ_CHECK(round && *round == text);
    std::string decode_error;
    if (!percent_decode(text, &decode_error)) FUZZ_CHECK(!decode_error.empty());

    std::string error;
    const auto shared = read_share_fragment(text, &error);
    if (!shared) {
        FUZZ_CHECK(!error.empty());
    } else {
        const std::string written = write_share_fragment(*shared);
        // A link can grow when it is written again: bytes of a title that are not UTF-8 are repaired to
        // U+FFFD, 9 characters each once percent-encoded (found by this target). Past the cap the decoder
        // refuses it, as the app does ("too big to share"); any shorter link must read back the same.
        if (written.size() > kMaxShareFragment) {
            std::string again_error;
            FUZZ_CHECK(!read_share_fragment(written, &again_error) && !again_error.empty());
            return 0;
        }
        std::string again_error;
        const auto again = read_share_fragment(written, &again_error);
        if (!again) std::fprintf(stderr, "re-read failed: %s\nwritten: %s\n", again_error.c_str(), written.c_str());
        FUZZ_CHECK(again.has_value());
        FUZZ_CHECK(same(*shared, *again));
    }
    return 0;
}
