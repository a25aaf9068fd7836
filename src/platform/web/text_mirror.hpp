// Web side of the text fields: where they were drawn, for the page's HTML editor (text_mirror.cpp).
#pragma once

namespace boxcar::web {

// Sends the fields drawn in the last frame (and the look of a field) to web/text_mirror.js when they
// changed since the last call. Call after every drawn frame.
void publish_text_fields();

}  // namespace boxcar::web
