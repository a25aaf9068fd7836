// The page's Module object for the UI module (boxcar_ui.js reads this global), and page-level setup.
// It lives in its own file (not an inline <script>) so the Content-Security-Policy of index.html can
// forbid inline script entirely (see docs/HARDENING.md). Load it before boxcar_ui.js.
var Module = {
  canvas: document.getElementById('canvas'),
  print: (text) => console.log(text),
  printErr: (text) => console.warn(text),
  onAbort: (what) => BoxcarPage.fatal(String(what)),
};
document.getElementById('canvas').addEventListener('contextmenu', (e) => e.preventDefault());
