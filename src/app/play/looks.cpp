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


}  // namespace boxcar::app
