// The themes' text colours are readable: the editor's status line (green for a good level, pink/red for a
// problem) against the panels it is drawn on meets WCAG AA for normal text (4.5:1) in every theme. The
// light theme's used to be the dark theme's pastel colours, at 1.45:1 and 2.26:1 on its light panels.
#include "app/theme.hpp"
#include "app/theme_contrast.hpp"

#include <doctest/doctest.h>

namespace theme = boxcar::app::theme;

TEST_CASE("the WCAG contrast ratio: black on white is 21, a colour on itself 1, the order does not matter") {
    CHECK(theme::contrast_ratio(theme::rgb(0, 0, 0), theme::rgb(255, 255, 255)) == doctest::Approx(21.0));
    CHECK(theme::contrast_ratio(theme::rgb(120, 30, 200), theme::rgb(120, 30, 200)) == doctest::Approx(1.0));
    CHECK(theme::contrast_ratio(theme::rgb(119, 119, 119), theme::rgb(255, 255, 255)) == doctest::Approx(4.48).epsilon(0.01));
    CHECK(theme::contrast_ratio(theme::rgb(255, 255, 255), theme::rgb(119, 119, 119)) ==
          doctest::Approx(theme::contrast_ratio(theme::rgb(119, 119, 119), theme::rgb(255, 255, 255))));
}

TEST_CASE("the editor's good and bad status colours meet WCAG AA (4.5:1) on the panels of every theme") {
    for (const char* name : {"dark", "light", "contrast"}) {
        CAPTURE(name);
        const theme::Palette& p = theme::palette_for(name);
        CHECK(theme::contrast_ratio(p.text_good, p.panel) >= 4.5);
        CHECK(theme::contrast_ratio(p.text_bad, p.panel) >= 4.5);
    }
    // The light theme's figures, as theme.hpp states them.
    CHECK(theme::contrast_ratio(theme::kLightPalette.text_good, theme::kLightPalette.panel) == doctest::Approx(5.50).epsilon(0.005));
    CHECK(theme::contrast_ratio(theme::kLightPalette.text_bad, theme::kLightPalette.panel) == doctest::Approx(6.16).epsilon(0.005));
}
