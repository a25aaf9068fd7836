// What the page needs from the browser, checked before the UI module loads: WebGL 2 (the board and the
// controls are drawn with it) and WebAssembly SIMD (the UI and the solver are compiled with it). Where
// one is missing the UI module is not loaded: the page names the missing feature, the browser versions
// that have both, and what to try. Otherwise it loads boxcar_ui.js. Load it last, after the page's
// other scripts.
/* global BoxcarPage */
/* exported BoxcarBrowserCheck */
const BoxcarBrowserCheck = (() => {
  const VERSIONS = 'Boxcar runs in Chrome and Edge 91 or later, Firefox 89 or later and Safari 16.4 or later ' +
    '(on iPhone and iPad: iOS 16.4 or later, in any browser).';

  function hasWebGL2() {
    try {
      return !!document.createElement('canvas').getContext('webgl2');
    } catch {
      return false;
    }
  }

  // A module of one function that returns v128.const 0: valid only where WebAssembly SIMD is supported.
  const SIMD_PROBE = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,  // magic, version
    0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,        // type section: () -> v128
    0x03, 0x02, 0x01, 0x00,                          // function section: one function of type 0
    0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c,        // code section: no locals, v128.const
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // its 16 bytes
    0x0b,                                            // end
  ]);

  function hasWasmSimd() {
    try {
      return typeof WebAssembly === 'object' && WebAssembly.validate(SIMD_PROBE);
    } catch {
      return false;
    }
  }

  // The page for a browser without WebGL 2 (or with it turned off).
  const NO_WEBGL2 = 'Boxcar cannot start: this browser does not offer WebGL 2, which Boxcar draws the board with ' +
    '(it may be turned off, or the graphics driver blocked).\n\n' + VERSIONS + '\n\nWhat to try: turn on hardware ' +
    'acceleration in the browser\'s settings (Chrome and Edge: Settings, System, "Use graphics acceleration when ' +
    'available"; Firefox: Settings, General, Performance), restart the browser, update it, or open this page in ' +
    'another browser.';
  const NO_SIMD = 'Boxcar cannot start: this browser does not support WebAssembly SIMD, which Boxcar\'s solver ' +
    'and board are built with.\n\n' + VERSIONS + '\n\nWhat to try: update the browser, or open this page in ' +
    'another browser.';

  // The problem that keeps the page from starting, or '' when there is none.
  function problem() {
    if (!hasWasmSimd()) return NO_SIMD;
    if (!hasWebGL2()) return NO_WEBGL2;
    return '';
  }

  // A failure to make the WebGL context after the check passed (e.g. the driver refused it) is told the
  // same way instead of the graphics library's own words.
  function explain(text) {
    return /EGL|WebGL|GL context/i.test(text) ? NO_WEBGL2 + '\n\n(The browser said: ' + text + ')' : '';
  }

  function start() {
    const missing = problem();
    if (missing) {
      BoxcarPage.showOverlay(missing);
      return;
    }
    const script = document.createElement('script');
    script.src = 'boxcar_ui.js';
    script.onerror = () => BoxcarPage.fatal('its program (boxcar_ui.js) could not be loaded. Reload the page.');
    document.body.appendChild(script);
  }

  return { start, problem, explain };
})();
BoxcarBrowserCheck.start();
