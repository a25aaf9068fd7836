// Where-and-what texts of input errors (text_error.hpp).
#include "common/text_error.hpp"

namespace boxcar {

std::string TextError::to_string() const {
    if (line <= 0) return message;
    if (whole_level) return "the level at line " + std::to_string(line) + ": " + message;
    std::string where = "line " + std::to_string(line);
    if (column > 0) where += ", column " + std::to_string(column);
    return where + ": " + message;
}

}  // namespace boxcar
