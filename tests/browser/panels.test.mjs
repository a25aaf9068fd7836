// The side panels' promises in a real browser: solver options reach the worker's request (Sokoban and the
// Rush Hour metric), the collection browser remembers solved levels per collection (localStorage) and
// finds the next unsolved one, a pasted solution is verified before playback, the playback speed and the
// built-in sets.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

async function start(t) {
  const app = await startApp(t);
  // Record the requests the page posts to the solver workers (lane 0's of a portfolio job).
  await app.page.evaluate(() => {
    window.__requests = [];
    const post = BoxcarSolverClient.post;
    BoxcarSolverClient.post = (id, requests) => { window.__requests.push(JSON.parse(requests[0])); return post(id, requests); };
  });
  return app;
}

test('solver options reach the worker; Rush Hour metric steps', async (t) => {
  const app = await start(t);
  assert.equal((await app.call('load', '#######\n#     #\n#@$  .#\n#     #\n#######')).ok, true);
  const options = { algo: 'astar', heuristic: 'manhattan', deadlocks: 'dead,freeze', objective: 'pushes', timeLimit: 7, memoryLimit: 300 };
  const solver = await app.call('solve', options);
  assert.equal(solver.status, 'solved');
  const sent = await app.page.evaluate(() => window.__requests.at(-1));
  assert.equal(sent.kind, 'sokoban');
  assert.deepEqual(sent.options, options);

  assert.equal((await app.call('loadBuiltin', 'rushhour')).ok, true);
  const rush = await app.call('solve', { metric: 'steps' });
  assert.equal(rush.status, 'solved');
  const rushSent = await app.page.evaluate(() => window.__requests.at(-1));
  assert.equal(rushSent.kind, 'rushhour');
  assert.equal(rushSent.options.metric, 'steps');
  assert.equal(rush.pushes, 5, 'step-optimal: B-1 then A+4 (5 cells), maybe split into more slides');
  await assert.rejects(app.call('solve', { metric: 'miles' }), /metric 'miles'/);
  app.assertNoErrors();
});

test('collection browser: solved levels remembered per collection, next unsolved', async (t) => {
  const app = await start(t);
  const collection = 'Title: One\n#####\n#@$.#\n#####\n\nTitle: Two\n######\n#@$ .#\n######\n\nTitle: Three\n#####\n#.$@#\n#####\n';
  assert.equal((await app.call('load', collection)).ok, true);
  assert.equal((await app.call('move', 'R')).ok, true);  // solves level 1
  await waitFor(app, () => window.boxcar.levels().levels[0].solved);
  assert.equal((await app.call('select', 3)).ok, true);
  assert.equal((await app.call('move', 'L')).ok, true);
  await waitFor(app, () => window.boxcar.state().collection.solved === 2);
  assert.deepEqual((await app.call('nextUnsolved')), { ok: true, level: 2 });
  assert.equal((await app.state()).title, 'Two');

  // A fresh page load (same browser profile) pasting the same collection finds the record.
  await app.page.reload({ waitUntil: 'load' });
  await app.idle();
  assert.equal((await app.call('load', collection)).ok, true);
  await waitFor(app, () => window.boxcar.state().collection.solved === 2);
  const list = (await app.call('levels')).levels;
  assert.deepEqual(list.map((l) => [l.title, l.solved]), [['One', true], ['Two', false], ['Three', true]]);
  assert.equal((await app.call('select', 2)).ok, true);
  assert.equal((await app.call('move', 'RR')).ok, true);
  await waitFor(app, () => window.boxcar.state().collection.solved === 3);
  const done = await app.call('nextUnsolved');
  assert.equal(done.ok, false);
  assert.match((await app.state()).message, /Every level of this collection is solved/);
  // Another collection has its own record.
  assert.equal((await app.call('loadBuiltin', 'sokoban')).ok, true);
  // The count is brought up to date by the page's next frame (paced while a message waits to fade).
  await waitFor(app, () => window.boxcar.state().collection.solved === 0);
  app.assertNoErrors();
});

test('a pasted solution is verified, then plays back at the chosen speed', async (t) => {
  const app = await start(t);
  assert.equal((await app.call('load', '#######\n#     #\n#@$  .#\n#     #\n#######')).ok, true);
  const bad = await app.call('replaySolution', 'RR?R');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /character 3/);
  const wrong = await app.call('replaySolution', 'RR');
  assert.match(wrong.error, /don't solve/);
  assert.equal((await app.state()).playback.length, 0);
  const good = await app.call('replaySolution', 'rrr');
  assert.deepEqual(good, { ok: true, length: 3 });
  assert.equal((await app.call('setSpeed', 2)).speed, 2);
  const t0 = Date.now();
  await app.call('play');
  await waitFor(app, () => { const s = window.boxcar.state(); return s.solved && !s.playback.playing; });
  const elapsed = Date.now() - t0;
  assert.ok(elapsed >= 1000, `3 steps at 2 steps/s took ${elapsed} ms`);
  assert.equal((await app.state()).playback.speed, 2);
  app.assertNoErrors();
});

test('built-in sets: Sokoban starters and our Rush Hour boards with optimal counts', async (t) => {
  const app = await start(t);
  const rush = await app.call('loadBuiltin', 'rushhour');
  assert.deepEqual(rush, { ok: true, levels: 9 });
  const s = await app.state();
  assert.equal(s.kind, 'rushhour');
  assert.equal(s.optimal, 2);
  const optimal = (await app.call('levels')).levels.map((l) => l.optimal);
  assert.deepEqual(optimal, [...optimal].sort((a, b) => a - b), 'easy to hard');
  assert.equal((await app.call('loadBuiltin', 'sokoban')).ok, true);
  assert.equal((await app.state()).kind, 'sokoban');
  assert.equal((await app.call('loadBuiltin', 'chess')).ok, false);
  app.assertNoErrors();
});
