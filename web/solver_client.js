// The page's side of the solver worker. One request at a time runs in `active`; a `spare` worker is kept
// warm so Cancel (terminate + replace) answers at once and the next solve starts without a module load.
// Messages from the worker are handed to the UI module (boxcar_solver_event). No SharedArrayBuffer needed.
/* global Module, BoxcarPage */
/* exported BoxcarSolverClient */
const BoxcarSolverClient = (() => {
  let active = null;  // {worker, ready, queue}
  let spare = null;
  let runningId = null;

  function deliver(message) {
    if (typeof Module === 'undefined' || !Module.calledRun) return;
    BoxcarPage.withHeapString(JSON.stringify(message), (pointer) => Module._boxcar_solver_event(pointer));
  }

  function spawn() {
    const slot = {worker: new Worker('solver_worker.js'), ready: false, queue: []};
    slot.worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'ready') {
        slot.ready = true;
        while (slot.queue.length) slot.worker.postMessage(slot.queue.shift());
        return;
      }
      if (slot !== active) return;  // a stale worker's chatter
      if (message.type === 'result' || message.type === 'error') runningId = null;
      if (message.type === 'error' && message.fatal) replaceActive();
      deliver(message);
    };
    slot.worker.onerror = (event) => {
      event.preventDefault();
      if (slot !== active) return;
      const id = runningId;
      runningId = null;
      replaceActive();
      deliver({type: 'error', id, message: 'the solver worker failed: ' + (event.message || 'unknown error')});
    };
    return slot;
  }

  function replaceActive() {
    if (active) active.worker.terminate();
    active = spare || spawn();
    spare = spawn();
  }

  function ensure() {
    if (!active) active = spawn();
    if (!spare) spare = spawn();
  }

  return {
    post(requestText) {
      ensure();
      runningId = JSON.parse(requestText).id;
      if (active.ready) active.worker.postMessage(requestText);
      else active.queue.push(requestText);
    },
    // Terminates the running solve; the warm spare takes over at once.
    cancel() {
      if (runningId === null) return;
      runningId = null;
      replaceActive();
    },
    warmUp: ensure,
    isReady() { return !!(active && active.ready); },
  };
})();
