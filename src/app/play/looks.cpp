// Looks (see looks.hpp).
#include "app/play/looks.hpp"

namespace boxcar::app {

bool Looks::set_theme(const std::string& name) {
    if (name != "dark" && name != "light" && name != "contrast") {
        message_.set_error("Unknown theme '" + name + "' (dark, light or contrast).");
        return false;
    }
    theme_ = name;
    return true;
}

void Looks::add_state(nlohmann::json& s) const {
    s["theme"] = theme_;
    s["dead_squares_shown"] = show_dead_squares_;
    s["animating"] = animating_;
}

}  // namespace boxcar::app
