// Solver Web Worker: loads the WASM solver module and answers one request at a time. A request arrives
// as {id, text}: its JSON text, passed on unread, and its id (for the answer when the module aborts).
// Progress messages are posted from inside the solve (solver_wasm.cpp). Messages out:
// {type:"ready"}, {type:"progress",...}, {type:"result",...}, {type:"error", id, message, fatal}.
/* global createBoxcarSolver */
importScripts('boxcar_solver.js');

let solver = null;
const pending = [];

function handle({id, text}) {
  try {
    const answer = solver.ccall('boxcar_worker_request', 'string', ['string'], [text]);
    postMessage(JSON.parse(answer));
  } catch (e) {
    // An abort (e.g. WASM out of memory) leaves the module unusable: the page replaces this worker.
    postMessage({type: 'error', id, message: String(e && e.message || e), fatal: true});
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
}, (e) => postMessage({type: 'error', id: null, message: 'solver failed to start: ' + e, fatal: true}));
