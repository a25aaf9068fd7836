// state().race (docs/API.md): the race of watched searches (lecture/search_race.hpp) as the page API's JSON.
#pragma once
#include "app/lecture/search_race.hpp"

#include <nlohmann/json.hpp>

namespace boxcar::app {

nlohmann::json search_race_json(const SearchRace& race);

}  // namespace boxcar::app
