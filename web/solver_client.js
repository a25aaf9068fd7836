// The page's side of the solver workers. A job (src/app/solve/solver_port.hpp) is one request text per
// worker (encoded by the UI module's bridge), passed through unread: one for a plain solve, N for the parallel portfolio of `auto`
// (src/core/sokoban/solve/portfolio.hpp), lane k's on the k-th worker (each answers with its "lane"). Warm idle workers are kept (as many as a solve may use) so that Cancel
// (terminate every running worker) answers at once and the next solve starts without a module load.
// Messages from the workers are handed to the UI module (boxcar_solver_event) as the JSON text of a worker
// event (src/protocol/worker_event.hpp: progress, result, error), which it decodes once, verifies answers and
// decides the winner; it calls cancel() to stop the others. No SharedArrayBuffer needed.
// The Rush Hour editor's live count (src/protocol/rush_count.hpp) has a client of its own, with one worker:
// cancelling a stale count must not stop a solve, and a solve must not hold up the count.
/* global Module, BoxcarPage */
/* exported BoxcarSolverClient, BoxcarCountClient */

// A client: `deliverName` is the UI module's export that receives the workers' messages, `workerCount()`
// the number of warm workers it keeps (and that a request may use). With `spareWhileRunning`, a warm
// worker is spawned as soon as a request takes one (so that a Cancel answers at once); without it, only
// after a Cancel, and a worker that finished its request is kept for the next one.
function makeSolverClient(deliverName, workerCount, { spareWhileRunning = true } = {}) {
  const idle = [];       // warm workers waiting for a request (ready or still loading)
  const running = [];    // the workers of the request in flight, each with its lane
  const counters = {spawned: 0, terminated: 0};

  // Hands a message's JSON text to the UI module, which parses it (src/protocol).
  function deliver(text) {
    if (typeof Module === 'undefined' || !Module.calledRun) return;
    BoxcarPage.withHeapString(text, (pointer) => Module[deliverName](pointer));
  }

  // The error event of a worker that failed (the module aborted, or the worker itself broke).
  function failure(slot, id, message, outOfMemory) {
    const answer = {type: 'error', id, message, out_of_memory: outOfMemory === true};
    if (slot.lane !== null) answer.lane = slot.lane;
    return JSON.stringify(answer);
  }

  function terminate(slot) {
    slot.worker.terminate();
    counters.terminated += 1;
  }

  // A running worker is done with its lane: back to the idle pool (or gone, if it failed for good).
  function release(slot, usable) {
    const at = running.indexOf(slot);
    if (at >= 0) running.splice(at, 1);
    slot.lane = null;
    if (usable && idle.length < workerCount()) idle.push(slot);
    else terminate(slot);
  }

  function spawn() {
    const slot = {worker: new Worker('solver_worker.js'), ready: false, queue: [], lane: null, id: null};
    counters.spawned += 1;
    slot.worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'ready') {
        slot.ready = true;
        while (slot.queue.length) slot.worker.postMessage(slot.queue.shift());
        return;
      }
      if (!running.includes(slot)) return;  // chatter of a worker that was released
      if (message.type === 'progress') {
        deliver(message.text);
      } else if (message.type === 'result') {
        release(slot, true);
        deliver(message.text);
      } else if (message.type === 'error') {
        const text = failure(slot, message.id ?? slot.id, message.message, message.out_of_memory);
        release(slot, false);
        deliver(text);
      }
    };
    slot.worker.onerror = (event) => {
      event.preventDefault();
      if (!running.includes(slot)) return;
      const text = failure(slot, slot.id, 'the solver worker failed: ' + (event.message || 'unknown error'));
      release(slot, false);
      deliver(text);
    };
    return slot;
  }

  function fillIdle() {
    while (idle.length < workerCount()) idle.push(spawn());
  }

  function send(slot, message) {
    if (slot.ready) slot.worker.postMessage(message);
    else slot.queue.push(message);
  }

  return {
    // Runs the job `id`: requests[k] on the k-th worker (lane k when there are several).
    post(id, requests) {
      const lanes = requests.length > 1;
      requests.forEach((text, lane) => {
        const slot = idle.shift() || spawn();
        slot.id = id;
        slot.lane = lanes ? lane : null;
        running.push(slot);
        send(slot, {id, text});
      });
      if (spareWhileRunning) fillIdle();
    },
    // Terminates every worker still running the request (one still loading just forgets it); warm idle
    // workers take over.
    cancel() {
      while (running.length) {
        const slot = running.pop();
        if (slot.ready || idle.length >= workerCount()) {
          terminate(slot);
        } else {
          slot.queue = [];
          slot.lane = null;
          idle.push(slot);
        }
      }
      fillIdle();
    },
    warmUp: fillIdle,
    workers: workerCount,
    isReady() { return idle.some((slot) => slot.ready); },
    // For tests: workers spawned and terminated so far, and how many run or wait now.
    stats() {
      return {spawned: counters.spawned, terminated: counters.terminated, running: running.length, idle: idle.length,
        ready: idle.filter((slot) => slot.ready).length, workers: workerCount()};
    },
  };
}

// The number of workers a solve may use: one core is left to the page, at most 4.
function solverWorkerCount() {
  const cores = Number(navigator.hardwareConcurrency) || 1;
  return Math.max(1, Math.min(cores - 1, 4));
}

const BoxcarSolverClient = makeSolverClient('_boxcar_solver_event', solverWorkerCount);
const BoxcarCountClient = makeSolverClient('_boxcar_count_event', () => 1, { spareWhileRunning: false });
