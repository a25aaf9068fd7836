// Fuzz target: the share-link decoder (app::read_share_fragment, percent_decode) and the model's
// openFragment (what a pasted or opened link does). Invariants: nothing throws; a decoded fragment
// re-encodes to a fragment that decodes to the same data; percent_decode(percent_encode(x)) == x;
// openFragment and the state() after it answer JSON.
#include "app/model/api.hpp"
#include "app/model/share_link.hpp"
#include "fuzz_check.hpp"

#include <nlohmann/json.hpp>

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
        std::string again_error;
        const auto again = read_share_fragment(written, &again_error);
        if (!again) std::fprintf(stderr, "re-read failed: %s\nwritten: %s\n", again_error.c_str(), written.c_str());
        FUZZ_CHECK(again.has_value());
        FUZZ_CHECK(same(*shared, *again));
    }

    AppModel model;
    const nlohmann::json args = nlohmann::json::array({std::string(text)});
    const std::string answer =
        api_call(model, "openFragment", args.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    FUZZ_CHECK(!nlohmann::json::parse(answer, nullptr, false).is_discarded());
    // What the page asks next: the state, with the opened link's title and moves in it.
    FUZZ_CHECK(nlohmann::json::parse(api_call(model, "state", "[]"), nullptr, false).is_object());
    return 0;
}
