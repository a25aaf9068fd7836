// Solver Web Worker: loads the WASM solver module and answers one request at a time. A request arrives
// as {id, text}: its JSON text, passed on unread, and its id (for the answer when the module aborts).
// The module's messages (src/protocol: progress, then the answer) go out as their JSON text, unread:
// {type:"ready"}; {type:"progress", text} posted from inside the solve (solver_wasm.cpp); {type:"answer",
// text} when the request returns; {type:"failed", id, message} when the module aborted (it is unusable).
/* global createBoxcarSolver */
importScripts('boxcar_solver.js');

let solver = null;
const pending = [];

function handle({id, text}) {
  try {
    postMessage({type: 'answer', text: solver.ccall('boxcar_worker_request', 'string', ['string'], [text])});
  } catch (e) {
    // An abort (e.g. WASM out of memory) leaves the module unusable: the page replaces this worker.
    postMessage({type: 'failed', id, message: String(e && e.message || e)});
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
}, (e) => postMessage({type: 'failed', id: null, message: 'solver failed to start: ' + e}));
