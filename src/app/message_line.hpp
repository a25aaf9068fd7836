// The message line over the board: errors and results of what the person or a script did; also
// state().message. Every owner that tells the person something writes here; the message strip
// (message_strip.cpp) draws it.
#pragma once
#include <string>
#include <utility>

namespace boxcar::app {

// How the message strip shows a message: errors stay until dismissed or replaced, information fades; a
// notice (information the person did not ask for, such as "Boxcar was updated") stays until dismissed,
// replaced or the person's next click or key.
enum class MessageLevel { Info, Notice, Error };

class MessageLine {
public:
    // Every call counts as a new message (serial), so the strip shows it again even when the text repeats.
    void set(std::string text, MessageLevel level = MessageLevel::Info) {
        text_ = std::move(text);
        level_ = level;
        ++serial_;
    }
    void set_error(std::string text) { set(std::move(text), MessageLevel::Error); }
    void set_notice(std::string text) { set(std::move(text), MessageLevel::Notice); }
    // Takes the text away (no new message: the strip just has nothing to show).
    void clear() { text_.clear(); }

    const std::string& text() const { return text_; }
    MessageLevel level() const { return level_; }
    int serial() const { return serial_; }

private:
    std::string text_;
    MessageLevel level_ = MessageLevel::Info;
    int serial_ = 0;
};

}  // namespace boxcar::app
