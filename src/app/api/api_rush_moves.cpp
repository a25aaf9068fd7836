// window.boxcar.randomRushPuzzle(moves) (docs/API.md): a random puzzle of the library's Rush Hour puzzles
// by optimal move count (library/rush_moves.hpp) opened in the play view. The JS side (web/boxcar_api.js)
// makes it a Promise: "randomRushPuzzle" asks; while the files it needs are fetched the answer is
// {pending:true}, and once the page's fetches are over JS asks "randomRushPuzzleResult" for the outcome.
#include "app/api/api.hpp"
#include "app/api/api_failure.hpp"
#include "app/library/rush_moves.hpp"

namespace boxcar::app {
namespace {

using nlohmann::json;

json pick_json(const RushMoves::Pick& p) {
    using Status = RushMoves::Pick::Status;
    switch (p.status) {
        case Status::Opened:
            return {{"ok", true}, {"moves", p.moves}, {"board", p.board}, {"cluster", p.cluster}};
        case Status::Pending: return {{"ok", true}, {"pending", true}, {"moves", p.moves}};
        case Status::Failed: return api_failure(p.error);
        case Status::None: break;
    }
    return api_failure("no random Rush Hour puzzle was asked for");
}

}  // namespace

std::optional<std::string> rush_moves_call(RushMoves& moves, AppModel& model, const RushMoves::Fetch& fetch,
                                           std::string_view method, std::string_view args_json) {
    if (method == "randomRushPuzzleResult") return pick_json(moves.poll(model, fetch)).dump();
    if (method != "randomRushPuzzle") return std::nullopt;
    json args = json::parse(args_json.empty() ? std::string_view("[]") : args_json, nullptr, false);
    const json n = args.is_array() && !args.empty() ? args[0] : json(nullptr);
    if (!n.is_number_integer() || n.get<long long>() < 1 || n.get<long long>() > 999)
        return api_failure("randomRushPuzzle(moves) needs a whole number of moves from 1").dump();
    return pick_json(moves.ask(n.get<int>(), model, fetch)).dump();
}

}  // namespace boxcar::app
