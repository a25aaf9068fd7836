// window.boxcar — the automation and embedding API of ../shared/CONTRACTS.md — and the page's small
// helpers the UI module calls (BoxcarPage). Every call goes to the C++ dispatcher (src/app/api/api.cpp).
//
// Text crosses into the module through malloc'd memory (withHeapString), never through ccall's 'string'
// arguments, which go on the module's small stack: a long text there overwrote memory. Before that, every
// text from outside (a paste, link, file, download or an API argument) is checked against the limits the
// module reports (limits(), src/app/share/input_limits.hpp); a larger one gets a message, not a copy.
/* global Module, BoxcarSolverClient, BoxcarImport, BoxcarCompare, BoxcarTextMirror, BoxcarLibrary, BoxcarBrowserCheck, BoxcarOffline */
/* exported BoxcarPage */
const BoxcarPage = (() => {
  const solveWaiters = new Map();  // request id -> resolve
  let markReady;
  let started = false;
  const readyPromise = new Promise((resolve) => { markReady = resolve; });
  // Until the module answers limits(): the same values (input_limits.hpp, share_link.hpp).
  const limits = { page_text_bytes: 1 << 20, share_fragment_chars: 8000, records_file_bytes: 2 << 20 };
  const ARGUMENT_SLACK_BYTES = 64 * 1024;  // JSON quoting and the other arguments of one call

  const kib = (bytes) => Math.ceil(bytes / 1024);
  const utf8Bytes = (text) => (Module.lengthBytesUTF8 ? Module.lengthBytesUTF8(text) : text.length * 3);

  // Copies `text` into the module's heap as UTF-8, calls use(pointer), frees it.
  function withHeapString(text, use) {
    const size = utf8Bytes(text) + 1;
    const pointer = Module._malloc(size);
    if (!pointer) throw new Error(`out of memory for ${kib(size)} KiB of text`);
    try {
      Module.stringToUTF8(text, pointer, size);
      return use(pointer);
    } finally {
      Module._free(pointer);
    }
  }

  function callUnchecked(method, json) {
    const answer = withHeapString(json, (pointer) =>
      Module.ccall('boxcar_api', 'string', ['string', 'number'], [method, pointer]));
    return JSON.parse(answer);
  }

  // An error of the page's own in the app's message strip (state().message).
  function showError(text) {
    if (started) callUnchecked('showError', JSON.stringify([String(text).slice(0, 2000)]));
    else showOverlay(String(text));
  }

  // Information of the page's own (e.g. the site was updated) in the message strip; it stays until dismissed,
  // replaced or the person's next click or key.
  function showInfo(text) {
    if (started) callUnchecked('showInfo', JSON.stringify([String(text).slice(0, 2000)]));
  }

  // Whether `text` is within the page's limit for level, board or solution text; if not, says so.
  function fitsPageText(text, what) {
    const bytes = utf8Bytes(text);
    if (bytes <= limits.page_text_bytes) return true;
    showError(`${what} is too large (${kib(bytes)} KiB; the limit is ${kib(limits.page_text_bytes)} KiB).`);
    return false;
  }

  function call(method, ...args) {
    const json = JSON.stringify(args);
    if (utf8Bytes(json) > limits.page_text_bytes + ARGUMENT_SLACK_BYTES) {
      const error = `the arguments of ${method}() are too large (${kib(utf8Bytes(json))} KiB; the limit is ` +
        `${kib(limits.page_text_bytes)} KiB of text)`;
      showError(`Refused: ${error}.`);
      return { ok: false, error };
    }
    return callUnchecked(method, json);
  }

  // Pending work of the page itself (downloads, file reads, clipboard) that idle() waits for.
  let pendingWork = 0;
  function track(promise) {
    pendingWork++;
    return Promise.resolve(promise).finally(() => { pendingWork--; });
  }

  // Resolves once nothing is pending: the page's own work done, and the UI module settled (no animation,
  // playback, solve, compare, Rush Hour editor count or queued input, and the frame showing the last
  // change drawn).
  function idle() {
    return new Promise((resolve) => {
      const check = () => {
        if (started && pendingWork === 0 && !Module._boxcar_count_pending() && Module._boxcar_settled()) resolve(true);
        else setTimeout(check, 16);
      };
      check();
    });
  }

  function showOverlay(text) {
    const overlay = document.getElementById('overlay');
    overlay.textContent = text;  // always text, never HTML
    overlay.hidden = !text;
  }

  // A records file (docs/RECORDS.md) has its own, larger limit than level text.
  function importRecords(text) {
    const value = String(text);
    const bytes = utf8Bytes(value);
    if (bytes > limits.records_file_bytes) {
      const error = `the file is too large (${kib(bytes)} KiB; the limit is ${kib(limits.records_file_bytes)} KiB)`;
      showError(`Could not import records: ${error}. Nothing was changed.`);
      return { ok: false, error };
    }
    return callUnchecked('importRecords', JSON.stringify([value]));
  }

  // A random Rush Hour puzzle of N moves (docs/API.md): the module opens it at once when its file is here;
  // otherwise it asks for the files it needs ({pending:true}) and the outcome is read once they came (at
  // most the index and the count's file: two rounds).
  async function randomRushPuzzle(moves) {
    let answer = call('randomRushPuzzle', moves);
    for (let round = 0; answer.pending && round < 3; round++) {
      await BoxcarLibrary.settled();
      answer = call('randomRushPuzzleResult');
    }
    if (answer.pending) return { ok: false, error: 'the puzzles of that count did not come' };
    return answer;
  }

  const api = {
    load: (text) => {
      const value = String(text);
      if (!fitsPageText(value, 'The level text')) {
        return { ok: false, error: `the text is too large (${kib(utf8Bytes(value))} KiB; the limit is ${kib(limits.page_text_bytes)} KiB)` };
      }
      return call('load', value);
    },
    select: (n) => call('select', n),
    state: () => call('state'),
    solve(options) {
      const answer = call('solve', options || {});
      if (!answer.ok) return Promise.reject(new Error(answer.error));
      return new Promise((resolve) => solveWaiters.set(answer.id, resolve));
    },
    cancel: () => call('cancel'),
    // Hints (docs/API.md): the next push or slide from the position on screen; the answer is state().hint.
    hint: (options) => call('hint', options || {}),
    solveFromHere: (options) => call('solveFromHere', options || {}),
    play: () => call('play'),
    pause: () => call('pause'),
    seek: (k) => call('seek', k),
    step: (d) => call('step', d === undefined ? 1 : d),
    move: (lurd) => call('move', String(lurd)),
    undo: () => call('undo'),
    redo: () => call('redo'),
    restart: () => call('restart'),
    setTheme: (name) => call('setTheme', String(name)),
    showDeadSquares: (on) => call('showDeadSquares', on === undefined ? true : Boolean(on)),
    ready: () => readyPromise,
    idle,
    paste: (text) => call('paste', String(text)),  // what a paste on the board does
    limits: () => call('limits'),
    // What the page remembers (docs/STORAGE.md).
    records: () => call('records'),
    forgetEverything: () => call('forgetEverything'),
    exportRecords: (form) => call('exportRecords', form === undefined ? 'json' : String(form)),
    importRecords,
    // Sharing, solutions as text, built-in sets, the collection browser (docs/API.md).
    shareLink: () => BoxcarImport.shareLink(),
    openLink: (link) => {
      const text = String(link);
      return BoxcarImport.openFragment(text.includes('#') ? text.slice(text.indexOf('#')) : text) ||
        call('openFragment', '');
    },
    copySolution: () => BoxcarImport.copyText(call('solutionText').text || '', 'the solution'),
    solutionText: () => call('solutionText'),
    replaySolution: (text) => call('replaySolution', String(text)),
    loadBuiltin: (name) => call('loadBuiltin', String(name)),
    levels: () => call('levels'),
    nextUnsolved: () => call('nextUnsolved'),
    randomRushPuzzle,
    setSpeed: (stepsPerSecond) => call('setSpeed', Number(stepsPerSecond)),
    loadUrl: (url) => BoxcarImport.openUrl(String(url)),
    // Lecture mode (docs/API.md): watch the search, overlays, presentation mode, the agent demo.
    searchStep: (n, options) => call('searchStep', n === undefined ? 1 : n, options === undefined ? null : options),
    searchRun: (speed, options) => call('searchRun', Number(speed), options === undefined ? null : options),
    searchWatch: (options) => call('searchWatch', options === undefined ? null : options),
    searchQuiz: (on) => call('searchQuiz', Boolean(on)),
    searchGuess: (index) => call('searchGuess', index),
    raceStart: (options) => call('raceStart', options === undefined ? null : options),
    raceStep: (n) => call('raceStep', n === undefined ? 1 : n),
    raceRun: (speed) => call('raceRun', Number(speed)),
    overlay: (name, on, options) => call('overlay', String(name), on === undefined ? true : Boolean(on),
      options === undefined ? null : options),
    presentation: (on) => call('presentation', on === undefined ? null : Boolean(on)),
    agentDemo: (options) => call('agentDemo', options === undefined ? null : options),
    // Compare table and generators (web/compare_pool.js, docs/API.md).
    compare: (configs) => BoxcarCompare.compare(configs),
    compareState: () => BoxcarCompare.compareState(),
    compareTable: (format) => BoxcarCompare.compareTable(format),
    compareCancel: () => BoxcarCompare.compareCancel(),
    comparePresets: () => BoxcarCompare.comparePresets(),
    generate: (options) => BoxcarCompare.generate(options),
    controls: () => call('controls'),  // the controls and messages on screen (CONTRACTS.md)
    messages: () => call('messages'),
  };

  // SDL's key handler (on window) calls preventDefault on every key, which stops the browser from firing
  // the paste event of Ctrl+V / Cmd+V: that key press is kept from SDL so the browser pastes.
  window.addEventListener('keydown', (event) => {
    const paste = (event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'v' || event.key === 'V');
    if (paste) event.stopPropagation();
  }, true);

  // The UI module pauses its frame loop when nothing changes (frame_pacing.cpp): every event SDL listens
  // to wakes it first, so the event is handled in the next frame.
  const wake = () => { if (started) Module._boxcar_wake(); };
  for (const type of ['mousedown', 'mouseup', 'mousemove', 'wheel', 'keydown', 'keyup', 'touchstart',
    'touchmove', 'touchend', 'touchcancel', 'resize', 'focus', 'blur', 'visibilitychange']) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }

  // A paste on the page outside an HTML text box (the text field editor takes its own): into the field
  // ImGui edits, or on the board (a solution, a level, collection or board; app/share/paste.hpp).
  document.addEventListener('paste', (event) => {
    const target = event.target;
    if (BoxcarTextMirror.owns(target) || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement) return;
    const text = event.clipboardData && event.clipboardData.getData('text/plain');
    if (!started) return;
    event.preventDefault();
    if (!text) {
      showError('The clipboard holds no text to paste.');
      return;
    }
    if (!fitsPageText(text, 'The pasted text')) return;
    withHeapString(text, (pointer) => Module._boxcar_paste(pointer));
  });

  return {
    ready() {
      showOverlay('');
      started = true;
      Object.assign(limits, call('limits'));
      window.boxcar = api;
      BoxcarSolverClient.warmUp();
      BoxcarImport.start();
      BoxcarOffline.afterFirstFrame();
      markReady();
    },
    fatal(text) {
      const explained = typeof BoxcarBrowserCheck === 'object' ? BoxcarBrowserCheck.explain(String(text)) : '';
      showOverlay(explained || 'Boxcar could not start: ' + text);
    },
    solverFinished(id, solver) {
      const resolve = solveWaiters.get(id);
      if (resolve) {
        solveWaiters.delete(id);
        resolve(solver);
      }
    },
    showOverlay,
    call,
    showError,
    showInfo,
    fitsPageText,
    withHeapString,
    track,
    limits,
    importRecords,
  };
})();
