// Solve on every core: with navigator.hardwareConcurrency set to 8 the page runs Sokoban `auto` as the
// parallel portfolio on 4 Web Workers (min(cores - 1, 4)), one lane each. The first verified solution wins
// and the other workers are terminated; Cancel terminates every worker; the numbers add up.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './harness.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');
const XSOKOBAN = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');

async function openWithCores(cores) {
  const app = await openApp();
  await app.page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
  }, cores);
  await app.goto('/');
  await app.idle();
  return app;
}

const clientStats = (app) => app.page.evaluate(() => BoxcarSolverClient.stats());

// Waits until the warm pool holds `n` workers with their module loaded.
async function warm(app, n) {
  await app.page.waitForFunction((k) => BoxcarSolverClient.stats().ready >= k, n, { timeout: 120000, polling: 100 });
}

test('4 workers: each runs a lane, the first verified solution wins, the others are terminated', async (t) => {
  const app = await openWithCores(8);
  t.after(() => app.close());
  assert.equal((await clientStats(app)).workers, 4);
  await warm(app, 4);
  assert.equal((await app.call('load', XSOKOBAN)).ok, true);
  await app.call('select', 1);
  const before = await clientStats(app);

  const pending = app.page.evaluate(() => window.boxcar.solve({ timeLimit: 120 }));
  const started = await clientStats(app);
  assert.equal(started.running, 4, 'the request went to 4 workers at once');
  // Read a moment later: a lane may have solved this small level already (then one solved, three stopped).
  const live = await app.state();
  const liveStatuses = live.solver.workers.map((w) => w.status);
  const over = liveStatuses.filter((s) => s === 'solved').length === 1 &&
    liveStatuses.every((s) => s === 'solved' || s === 'stopped');
  assert.equal(liveStatuses.length, 4);
  assert.ok(liveStatuses.every((s) => s === 'running') || over, `4 lanes running, or the solve over: ${liveStatuses}`);
  assert.equal(new Set(live.solver.workers.map((w) => w.name)).size, 4, 'each worker runs its own lane');

  const solver = await pending;
  assert.equal(solver.status, 'solved');
  const statuses = solver.workers.map((w) => w.status);
  assert.equal(statuses.filter((s) => s === 'solved').length, 1, `one winner: ${statuses}`);
  const stopped = statuses.filter((s) => s === 'stopped').length;
  assert.ok(stopped >= 1, `the others were stopped: ${statuses}`);
  const after = await clientStats(app);
  assert.equal(after.running, 0, 'no worker runs on');
  // Every stopped worker was terminated (a worker that answered goes back to the warm pool, or is
  // terminated too when the pool is full).
  const terminated = after.terminated - before.terminated;
  assert.ok(terminated >= stopped && terminated <= 4, `terminated ${terminated}, stopped ${stopped}`);
  assert.equal(after.idle, 4, 'the warm pool is full again');
  // The totals are the workers' numbers added up.
  assert.equal(solver.expanded, solver.workers.reduce((sum, w) => sum + w.expanded, 0));

  // The winner's solution is verified: played to its end, the level is solved.
  assert.ok(solver.solution_length > 0);
  await app.call('seek', solver.solution_length);
  assert.equal((await app.state()).solved, true);
  app.assertNoErrors();
});

test('Cancel stops all 4 workers at once, and the next solve works', async (t) => {
  const app = await openWithCores(8);
  t.after(() => app.close());
  await warm(app, 4);
  assert.equal((await app.call('load', XSOKOBAN)).ok, true);
  await app.call('select', 50);  // far beyond a few seconds
  const before = await clientStats(app);
  await app.page.evaluate(() => { window.__done = window.boxcar.solve({ timeLimit: 600 }); });
  // Every worker reports progress: all four search at the same time.
  await app.page.waitForFunction(() => window.boxcar.state().solver.workers.every((w) => w.expanded > 0),
    null, { timeout: 120000, polling: 100 });
  const live = await app.state();
  assert.equal(live.solver.status, 'running');
  assert.equal(live.solver.expanded, live.solver.workers.reduce((sum, w) => sum + w.expanded, 0));

  await app.call('cancel');
  const solver = await app.page.evaluate(() => window.__done);
  assert.equal(solver.status, 'idle');
  assert.deepEqual(solver.workers.map((w) => w.status), ['stopped', 'stopped', 'stopped', 'stopped']);
  const after = await clientStats(app);
  assert.equal(after.running, 0);
  assert.equal(after.terminated - before.terminated, 4, 'all four workers were terminated');

  assert.equal((await app.call('load', '#####|#@$.#|#####')).ok, true);
  const next = await app.call('solve', { timeLimit: 30 });
  assert.equal(next.status, 'solved');
  app.assertNoErrors();
});

test('one core: one worker, the single-worker path', async (t) => {
  const app = await openWithCores(1);
  t.after(() => app.close());
  assert.equal((await clientStats(app)).workers, 1);
  assert.equal((await app.call('load', '#######|#     #|#@$ $ #|#  .. #|#######')).ok, true);
  const solver = await app.call('solve', { timeLimit: 30 });
  assert.equal(solver.status, 'solved');
  assert.equal(solver.workers.length, 1);
  app.assertNoErrors();
});
