// state().search (docs/API.md): the watched search (lecture/search_watch.hpp) as the page API's JSON.
#pragma once
#include "app/lecture/search_watch.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app {

nlohmann::json search_watch_json(const SearchWatch& watch);

}  // namespace boxcar::app
