// The level library (assets/levels/, see its README.md), fetched when the level browser needs a file:
// index.json when the browser first opens, a collection's file when it is shown — never in the first
// page load. The text goes into the module through its heap; a failed fetch comes back as the error the
// browser shows. `timings` keeps how long each fetch took (tests and docs/bench read it).
/* global Module, BoxcarPage */
/* exported BoxcarLibrary */
const BoxcarLibrary = (() => {
  const BASE = 'assets/levels/';
  const MAX_BYTES = 4 << 20;  // far above the largest file of the library
  const timings = [];
  const inFlight = new Set();  // fetches not yet delivered

  function deliver(file, text, error) {
    BoxcarPage.withHeapString(file, (f) => BoxcarPage.withHeapString(text, (t) =>
      BoxcarPage.withHeapString(error, (e) => Module._boxcar_library_file(f, t, e))));
  }

  async function fetchNow(file) {
    const started = performance.now();
    let text = '';
    let error = '';
    try {
      const response = await fetch(new URL(BASE + file, window.location.href).href, { credentials: 'same-origin' });
      if (!response.ok) error = `the server answered ${response.status} ${response.statusText}`.trim();
      else text = await response.text();
      if (text.length > MAX_BYTES) {
        error = `it is larger than ${MAX_BYTES >> 20} MiB`;
        text = '';
      }
    } catch (err) {
      error = `the download failed (${err && err.message ? err.message : err})`;
    }
    const fetched = performance.now();
    deliver(file, text, error);
    timings.push({ file, bytes: text.length, fetch_ms: fetched - started, parse_ms: performance.now() - fetched, error });
  }

  function fetchFile(file) {
    const done = BoxcarPage.track(fetchNow(String(file)));
    inFlight.add(done);
    done.finally(() => inFlight.delete(done));
    return done;
  }

  return {
    fetchFile,
    // Resolves once every fetch started so far has been delivered to the module.
    settled: () => Promise.allSettled([...inFlight]),
    timings,
  };
})();
