// How the page looks: the theme (the record keeps it; presentation mode switches to "contrast"), the
// dead-square overlay, and whether pieces are sliding on screen now (set by the board views, so that
// tests and the page's frame pacing can wait for still pixels).
#pragma once
#include "app/message_line.hpp"

#include <string>

namespace boxcar::app {

class Looks {
public:
    explicit Looks(MessageLine& message) : message_(message) {}

    bool set_theme(const std::string& name);  // "dark", "light" or "contrast"; false (and an error) otherwise
    const std::string& theme() const { return theme_; }
    void set_show_dead_squares(bool on) { show_dead_squares_ = on; }
    bool show_dead_squares() const { return show_dead_squares_; }
    void set_animating(bool on) { animating_ = on; }
    bool animating() const { return animating_; }

private:
    MessageLine& message_;
    std::string theme_ = "dark";
    bool show_dead_squares_ = false;
    bool animating_ = false;
};

}  // namespace boxcar::app
