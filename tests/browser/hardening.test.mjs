// Hardening in a real browser (docs/HARDENING.md): the page runs under its Content-Security-Policy
// with no violation; a level title made of HTML stays text; a memory budget ends a solve with 'memout'
// while the page keeps rendering; a forged worker answer is rejected by the replay check; cancel hands
// over to the warm spare fast enough to answer the next solve within a second. Any console error fails.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp, startApp } from './harness.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');
const SMALL = '#######\n#     #\n# @$. #\n#     #\n#######';
const HTML_TITLE = '<img src=x onerror=alert(1)>';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

// Records CSP violations from the start of every document (before any page script runs).
async function recordCspViolations(app) {
  await app.context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
}

// Starts a solve that runs far longer than a test (XSokoban 50, plain BFS, no pruning); resolves once the
// worker reports progress. The solve's promise result lands in window.__longSolve.
async function startLongSolve(app) {
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  assert.equal((await app.call('load', text)).ok, true);
  assert.equal((await app.call('select', 50)).ok, true);
  await app.page.evaluate(() => {
    window.__longSolve = null;
    window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 }).then((s) => (window.__longSolve = s));
  });
  await waitFor(app, () => window.boxcar.state().solver.expanded > 0);
}

test('the page runs under its CSP (no inline script, no violation) and an HTML title stays text', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await recordCspViolations(app);
  const dialogs = [];
  app.page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss().catch(() => {}); });
  await app.goto('/');
  await app.idle();

  const csp = await app.page.evaluate(() =>
    document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') || '');
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.match(csp, /worker-src 'self'/);
  assert.match(csp, /connect-src [^;]*https:/);
  assert.equal(await app.page.evaluate(() => [...document.scripts].filter((s) => !s.src).length), 0,
    'no inline <script>');

  const loaded = await app.call('load', `; ${HTML_TITLE}\n${SMALL}`);
  assert.equal(loaded.ok, true, JSON.stringify(loaded));
  const s = await app.state();
  assert.equal(s.title, HTML_TITLE, 'the title is kept as written');
  await app.idle();
  // Shown as text: nothing was parsed into the document, no handler ran.
  assert.equal(await app.page.evaluate(() => document.querySelectorAll('img').length), 0);
  assert.equal(await app.page.evaluate(() => document.getElementById('overlay').children.length), 0);
  assert.deepEqual(dialogs, []);
  // A solve still works: the worker and its WASM are allowed by the policy.
  const solver = await app.call('solve', { timeLimit: 10 });
  assert.equal(solver.status, 'solved', JSON.stringify(solver));
  assert.deepEqual(await app.page.evaluate(() => window.__cspViolations), []);
  app.assertNoErrors();
});

test('a small memory budget ends a big search with memout; the page keeps rendering', async (t) => {
  const app = await startApp(t);
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  assert.equal((await app.call('load', text)).ok, true);
  assert.equal((await app.call('select', 19)).ok, true);
  const before = await app.state();
  // The browser's animation frames during the search: they come only while the main thread is free.
  await app.page.evaluate(() => {
    window.__animationFrames = 0;
    window.__counting = true;
    const tick = () => { window.__animationFrames++; if (window.__counting) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  const solver = await app.page.evaluate(
    () => window.boxcar.solve({ memoryLimit: 16, algo: 'bfs', deadlocks: 'none', timeLimit: 300 }));
  const elapsed = Date.now() - started;
  const animationFrames = await app.page.evaluate(() => { window.__counting = false; return window.__animationFrames; });
  assert.equal(solver.status, 'memout', JSON.stringify(solver));
  const s = await app.state();
  assert.equal(s.solver.status, 'memout');
  assert.ok(s.message.length > 0 && /memory/i.test(s.message), `message: ${s.message}`);
  assert.ok(s.solver.memory_bytes === 0 || s.solver.memory_bytes <= 24 * 1024 * 1024,
    `reported ${s.solver.memory_bytes} bytes for a 16 MiB budget`);
  // The main thread stayed free during the search (the solver is in the worker), and the page drew
  // frames meanwhile (paced: a few a second while only progress changes).
  assert.ok(animationFrames > 10, `${animationFrames} animation frames in ${elapsed} ms`);
  assert.ok(s.frames > before.frames, `frames ${before.frames} -> ${s.frames} in ${elapsed} ms`);
  await app.idle();
  t.diagnostic(`memout after ${elapsed} ms (expanded ${s.solver.expanded}, ${s.frames - before.frames} frames drawn, ${animationFrames} animation frames)`);
  app.assertNoErrors();
});

test('a forged worker answer for the running request is rejected by the replay check', async (t) => {
  const app = await startApp(t);
  // Note the id of each request the UI module posts to the worker.
  await app.page.evaluate(() => {
    const post = BoxcarSolverClient.post;
    BoxcarSolverClient.post = (id, requests) => { window.__requestId = id; return post(id, requests); };
  });
  await startLongSolve(app);
  const id = await app.page.evaluate(() => window.__requestId);
  assert.equal(typeof id, 'number');
  await app.page.evaluate((requestId) => {
    const forged = { id: requestId, type: 'result', status: 'solved', solution: 'RRRRUUUU', moves: 8, pushes: 8,
      expanded: 1, generated: 1, frontier_peak: 1, time_ms: 1, error: null };
    Module.ccall('boxcar_solver_event', null, ['string'], [JSON.stringify(forged)]);
  }, id);
  await waitFor(app, () => window.__longSolve !== null);
  const s = await app.state();
  assert.equal(s.solver.status, 'invalid');
  assert.equal(s.solver.solution_length, 0);
  assert.match(s.message, /replay/i);
  assert.equal((await app.page.evaluate(() => window.__longSolve)).status, 'invalid');
  await app.page.evaluate(() => BoxcarSolverClient.cancel());  // stop the real search behind it
  app.assertNoErrors();
});

// Timed inside the page (no round trips to the test process): cancel -> the solve promise resolves 'idle'
// -> load a small level -> its solve is answered by the warm spare. The machine running CI may be loaded,
// so the best of three rounds must be under a second and every round under five.
test('cancel mid-solve, then the next solve answers within a second (best of three rounds)', async (t) => {
  const app = await startApp(t);
  const rounds = [];
  for (let round = 0; round < 3; ++round) {
    await startLongSolve(app);
    assert.equal((await app.state()).solver.status, 'running');
    const r = await app.page.evaluate(async (small) => {
      const t0 = performance.now();
      const pending = new Promise((resolve) => {
        const poll = () => (window.__longSolve ? resolve(window.__longSolve) : setTimeout(poll, 1));
        poll();
      });
      window.boxcar.cancel();
      const cancelled = await pending;
      const idle = performance.now() - t0;
      window.boxcar.load(small);
      const solver = await window.boxcar.solve({ timeLimit: 10 });
      return { idle, answered: performance.now() - t0, cancelled: cancelled.status, status: solver.status };
    }, SMALL);
    assert.equal(r.cancelled, 'idle');
    assert.equal(r.status, 'solved');
    assert.ok(r.answered < 5000, `round ${round + 1}: cancel to the next answer took ${r.answered} ms`);
    rounds.push(r);
  }
  const best = Math.min(...rounds.map((r) => r.answered));
  t.diagnostic(`cancel -> idle / -> next answer (ms): ${rounds.map((r) => `${r.idle.toFixed(0)}/${r.answered.toFixed(0)}`).join(', ')}`);
  assert.ok(best < 1000, `best cancel-to-answer ${best} ms`);
  app.assertNoErrors();
});
