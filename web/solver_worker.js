// Solver Web Worker: loads the WASM solver module and answers one request at a time. A request arrives
// as {id, text}: its JSON text, passed on unread, and its id (for the failure message when the module aborts).
// Its messages use the worker events' vocabulary (src/protocol/worker_event.hpp), the module's own as
// their JSON text, unread: {type:"ready"}; {type:"progress", text} posted from inside the solve
// (solver_wasm.cpp); {type:"result", text} when the request returns; {type:"error", id, message,
// out_of_memory} when the module aborted (it is unusable; out_of_memory: the module's allocator failed).
/* global createBoxcarSolver */
importScripts('boxcar_solver.js');

let solver = null;
const pending = [];

function handle({id, text}) {
  try {
    postMessage({type: 'result', text: solver.ccall('boxcar_worker_request', 'string', ['string'], [text])});
  } catch (e) {
    // An abort leaves the module unusable: the page replaces this worker.
    postMessage({type: 'error', id, message: String(e && e.message || e), out_of_memory: self.boxcarOutOfMemory === true});
  }
}

onmessage = (event) => {
  if (solver) handle(event.data);
  else pending.push(event.data);
};

// Built with WASM_ASYNC_COMPILATION=0 the factory returns the module itself, not a Promise.
Promise.resolve(createBoxcarSolver()).then((module) => {
  solver = module;
  postMessage({type: 'ready'});
  while (pending.length) handle(pending.shift());
}, (e) => postMessage({type: 'error', id: null, message: 'solver failed to start: ' + e, out_of_memory: false}));
