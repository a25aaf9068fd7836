// The compare table's workers: a small pool of plain Web Workers running solver_worker.js, size
// min(4, max(1, hardwareConcurrency - 1)), no SharedArrayBuffer. Requests queue and start as workers free
// up; each has a hard wall-clock limit (its timeLimit + 50% + 3 s) after which its worker is terminated
// and replaced, so one stuck configuration cannot hang the table. Messages go to the UI module
// (boxcar_compare_api "compareEvent"), which verifies every answer by replay before it counts.
// BoxcarCompare holds the window.boxcar.compare / generate / compareTable calls (see docs/API.md).
/* global Module, BoxcarPage */
/* exported BoxcarComparePool, BoxcarCompare */
const BoxcarComparePool = (() => {
  const size = Math.min(4, Math.max(1, (navigator.hardwareConcurrency || 2) - 1));
  const slots = [];   // {worker, ready, job: {id, text, timer} | null}
  const queue = [];   // jobs waiting for a worker: {id, timeLimit, text}
  const waiters = new Map();  // compare run id -> resolve

  // Through the heap, not ccall's stack (BoxcarPage.withHeapString); a call that may change the screen
  // wakes the UI module's frame loop (an idle page draws no frames).
  function call(method, ...args) {
    const answer = BoxcarPage.withHeapString(JSON.stringify(args), (pointer) =>
      Module.ccall('boxcar_compare_api', 'string', ['string', 'number'], [method, pointer]));
    // (a worker's report, compareEvent, paces its own frames: src/platform/web/compare_bridge.cpp)
    const quiet = ['compareState', 'compareTable', 'comparePresets', 'compareEvent'];
    if (!quiet.includes(method)) Module._boxcar_wake();
    return JSON.parse(answer);
  }

  // A worker's message, as the JSON text of a worker event (src/protocol/worker_event.hpp; the UI module
  // decodes it), or an error event made here.
  function deliver(text) {
    if (typeof Module === 'undefined' || !Module.calledRun) return;
    call('compareEvent', text);
  }
  const failure = (fields) => JSON.stringify({type: 'error', ...fields});

  function spawn() {
    const slot = {worker: new Worker('solver_worker.js'), ready: false, job: null};
    slot.worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'ready') {
        slot.ready = true;
        pump();
        return;
      }
      if (!slot.job) return;
      if (message.type === 'progress') {
        deliver(message.text);
        return;
      }
      const job = slot.job;
      clearTimeout(job.timer);
      slot.job = null;
      if (message.type === 'error') {
        replace(slot);
        deliver(failure({id: message.id ?? job.id, message: message.message, out_of_memory: message.out_of_memory === true}));
      } else {
        deliver(message.text);
      }
      pump();
    };
    slot.worker.onerror = (event) => {
      event.preventDefault();
      const job = slot.job;
      replace(slot);
      if (job) deliver(failure({id: job.id, message: 'the compare worker failed: ' + (event.message || 'unknown error')}));
      pump();
    };
    return slot;
  }

  function replace(slot) {
    if (slot.job) clearTimeout(slot.job.timer);
    slot.worker.terminate();
    const index = slots.indexOf(slot);
    if (index >= 0) slots[index] = spawn();
  }

  function pump() {
    while (slots.length < size) slots.push(spawn());
    for (const slot of slots) {
      if (!queue.length) return;
      if (!slot.ready || slot.job) continue;
      const {id, timeLimit, text} = queue.shift();
      const limit = Number(timeLimit) > 0 ? Number(timeLimit) : 60;
      const job = {id, text, timer: null};
      job.timer = setTimeout(() => {
        if (slot.job !== job) return;
        replace(slot);
        deliver(failure({id: job.id, timeout: true, message: 'stopped after ' + Math.round(limit * 1.5 + 3) + ' s (hard limit)'}));
        pump();
      }, (limit * 1.5 + 3) * 1000);
      slot.job = job;
      deliver(JSON.stringify({type: 'started', id: job.id}));
      slot.worker.postMessage({id, text});
    }
  }

  return {
    size,
    // One configuration's request: its id, its time limit (the hard stop) and its JSON text, passed on unread.
    post(id, timeLimit, text) {
      queue.push({id, timeLimit, text});
      pump();
    },
    // Drops the queue and terminates every busy worker (idle ones stay warm).
    cancelAll() {
      queue.length = 0;
      for (const slot of slots.slice()) if (slot.job) replace(slot);
    },
    busy() { return slots.filter((s) => s.job).length + queue.length; },
    finished(run, rows) {
      const resolve = waiters.get(run);
      if (resolve) {
        waiters.delete(run);
        resolve(rows);
      }
    },
    wait(run) { return new Promise((resolve) => waiters.set(run, resolve)); },
    call,
  };
})();

// The window.boxcar members of the compare table and the generators (installed by boxcar_api.js).
const BoxcarCompare = {
  // Promise of the rows once every configuration is done (or the run is cancelled); rejects on bad configs.
  compare(configs) {
    const answer = BoxcarComparePool.call('compare', configs === undefined ? 'ucs-vs-astar' : configs);
    if (!answer.ok) return Promise.reject(new Error(answer.error));
    return BoxcarComparePool.wait(answer.id);
  },
  compareState() {
    const state = BoxcarComparePool.call('compareState');
    state.pool_size = BoxcarComparePool.size;
    return state;
  },
  compareTable: (format) => BoxcarComparePool.call('compareTable', format === undefined ? 'csv' : String(format)),
  compareCancel: () => BoxcarComparePool.call('compareCancel'),
  comparePresets: () => BoxcarComparePool.call('comparePresets'),
  // Runs in the UI module (bounded by timeLimit, default 10 s); Promise of {ok, text, optimal, seed, ...}.
  generate: (options) => Promise.resolve(BoxcarComparePool.call('generate', options === undefined ? {} : options)),
};
