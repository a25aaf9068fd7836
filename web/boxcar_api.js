// window.boxcar — the automation and embedding API of ../shared/CONTRACTS.md — and the page's small
// helpers the UI module calls (BoxcarPage). Every call goes to the C++ dispatcher (src/app/model/api.cpp).
/* global Module, BoxcarSolverClient, BoxcarImport, BoxcarCompare */
/* exported BoxcarPage */
const BoxcarPage = (() => {
  const solveWaiters = new Map();  // request id -> resolve
  let markReady;
  const readyPromise = new Promise((resolve) => { markReady = resolve; });

  function call(method, ...args) {
    const answer = Module.ccall('boxcar_api', 'string', ['string', 'string'], [method, JSON.stringify(args)]);
    return JSON.parse(answer);
  }

  function showOverlay(text) {
    const overlay = document.getElementById('overlay');
    overlay.textContent = text;  // always text, never HTML
    overlay.hidden = !text;
  }

  const api = {
    load: (text) => call('load', String(text)),
    select: (n) => call('select', n),
    state: () => call('state'),
    solve(options) {
      const answer = call('solve', options || {});
      if (!answer.ok) return Promise.reject(new Error(answer.error));
      return new Promise((resolve) => solveWaiters.set(answer.id, resolve));
    },
    cancel: () => call('cancel'),
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
    setSpeed: (stepsPerSecond) => call('setSpeed', Number(stepsPerSecond)),
    loadUrl: (url) => BoxcarImport.openUrl(String(url)),
    // Lecture mode (docs/API.md): watch the search, overlays, presentation mode, the agent demo.
    searchStep: (n, options) => call('searchStep', n === undefined ? 1 : n, options === undefined ? null : options),
    searchRun: (speed, options) => call('searchRun', Number(speed), options === undefined ? null : options),
    searchWatch: (options) => call('searchWatch', options === undefined ? null : options),
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

  // Paste anywhere on the page: into the focused text box of the UI, or as a level.
  document.addEventListener('paste', (event) => {
    const text = event.clipboardData && event.clipboardData.getData('text/plain');
    if (!text || typeof Module === 'undefined' || !Module.calledRun) return;
    event.preventDefault();
    Module.ccall('boxcar_paste', null, ['string'], [text]);
  });

  return {
    ready() {
      showOverlay('');
      window.boxcar = api;
      BoxcarSolverClient.warmUp();
      BoxcarImport.start();
      markReady();
    },
    fatal(text) { showOverlay('Boxcar could not start: ' + text); },
    solverFinished(id, solver) {
      const resolve = solveWaiters.get(id);
      if (resolve) {
        solveWaiters.delete(id);
        resolve(solver);
      }
    },
    showOverlay,
    call,
  };
})();
