// The foundation's promises in a real browser: the board really draws, keys play, a solve runs in the worker
// and its answer replays to a solved position, a long solve cancels at once and the next one works, and the
// canvas keeps rendering while the solver works. Any console error fails a test.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './harness.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');

// Our own test level: wall (0,0), floor (1,1), player (2,2), box (3,2), goal (4,2).
const FIRST_PUSH = '#######\n#     #\n# @$. #\n#     #\n#######';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

test('the board draws walls, floor, goal, box and player where state().board says', async (t) => {
  const app = await startApp(t);
  const loaded = await app.call('load', FIRST_PUSH);
  assert.deepEqual(loaded, { ok: true, kind: 'sokoban', levels: 1 });
  const before = await app.state();
  await app.idle();
  await waitFor(app, () => !window.boxcar.state().animating);
  const s = await app.state();
  assert.equal(s.width, 7);
  assert.equal(s.height, 5);
  assert.ok(s.board.cell_px >= 16, `cell size ${s.board.cell_px}`);

  const checks = [
    ['wall', 0, 0, COLORS.wall], ['floor', 1, 1, COLORS.floor], ['player', 2, 2, COLORS.player],
    ['box', 3, 2, COLORS.box], ['goal', 4, 2, COLORS.goal], ['wall', 6, 4, COLORS.wall],
  ];
  const points = checks.map(([, x, y]) => cellCentre(s.board, x, y));
  points.push([s.board.origin[0] - 5, s.board.origin[1] - 5]);  // just outside the board
  const colours = await sample(app.page, points);
  checks.forEach(([what, x, y, colour], i) => {
    assert.ok(near(colours[i], colour), `${what} at (${x},${y}): got ${colours[i]}, want ${colour}`);
  });
  assert.ok(near(colours.at(-1), COLORS.background), `outside the board: ${colours.at(-1)}`);
  app.assertNoErrors();
});

test('arrow keys play; the pushed box turns green on its goal; undo and redo', async (t) => {
  const app = await startApp(t);
  await app.call('load', FIRST_PUSH);
  await app.page.locator('canvas').click({ position: { x: 900, y: 700 } });  // focus the page, not the panel
  await app.page.keyboard.press('ArrowRight');
  await waitFor(app, () => window.boxcar.state().pushes === 1);
  let s = await app.state();
  assert.equal(s.solved, true);
  await app.idle();
  await waitFor(app, () => !window.boxcar.state().animating);  // sliding pieces settle on cell centres
  const [onGoal] = await sample(app.page, [cellCentre(s.board, 4, 2)]);
  assert.ok(near(onGoal, COLORS.boxOnGoal), `box on goal is drawn green: ${onGoal}`);
  await app.page.keyboard.press('u');
  await waitFor(app, () => window.boxcar.state().moves === 0);
  await app.page.keyboard.press('y');
  await waitFor(app, () => window.boxcar.state().moves === 1);
  s = await app.state();
  assert.equal(s.solved, true);
  app.assertNoErrors();
});

test('solve in the worker, then play the verified answer back to a solved position', async (t) => {
  const app = await startApp(t);
  const level = '########\n#  .   #\n# $$ . #\n#@  #  #\n########';
  assert.equal((await app.call('load', level)).ok, true);
  const solver = await app.call('solve', { algo: 'astar', heuristic: 'hungarian', timeLimit: 20 });
  assert.equal(solver.status, 'solved', JSON.stringify(solver));
  assert.ok(solver.solution_length > 0);
  let s = await app.state();
  assert.equal(s.playback.length, solver.solution_length);
  assert.equal(s.solved, false, 'the board still shows the start until playback');
  await app.call('play');
  await waitFor(app, () => { const st = window.boxcar.state(); return !st.playback.playing && st.solved; });
  s = await app.state();
  assert.equal(s.playback.position, s.playback.length);
  assert.equal(s.moves, solver.moves);
  assert.equal(s.pushes, solver.pushes);
  app.assertNoErrors();
});

test('a long solve reports progress, keeps the canvas rendering, cancels at once, and the next solve works', async (t) => {
  const app = await startApp(t);
  // XSokoban level 50 with a plain BFS and no deadlock pruning runs far longer than this test.
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  assert.equal((await app.call('load', text)).ok, true);
  assert.equal((await app.call('select', 50)).ok, true);
  const pending = app.page.evaluate(() => window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 })
    .then((solver) => (window.__cancelled = solver)));
  await waitFor(app, () => window.boxcar.state().solver.expanded > 0);
  const running = await app.state();
  assert.equal(running.solver.status, 'running');
  const later = await app.waitForFrames(running.frames + 20);
  assert.equal(later.solver.status, 'running', 'frames advance while the worker searches');

  const started = Date.now();
  assert.equal((await app.call('cancel')).ok, true);
  await pending;
  const cancelled = await app.page.evaluate(() => window.__cancelled);
  assert.equal(cancelled.status, 'idle');
  assert.ok(Date.now() - started < 1000, `cancel took ${Date.now() - started} ms`);

  assert.equal((await app.call('load', FIRST_PUSH)).ok, true);
  const t0 = Date.now();
  const solver = await app.call('solve', { timeLimit: 10 });
  assert.equal(solver.status, 'solved');
  assert.ok(Date.now() - t0 < 5000, `the solve after a cancel took ${Date.now() - t0} ms`);
  app.assertNoErrors();
});

test('bad input gets a clear message and the app stays usable', async (t) => {
  const app = await startApp(t);
  const bad = await app.call('load', '#####\n#@ $#\n#####');
  assert.equal(bad.ok, false);
  assert.match(bad.error, /box|goal/i);
  const s = await app.state();
  assert.match(s.message, /Could not load/);
  assert.equal((await app.call('move', 'r')).ok !== undefined, true);
  assert.equal((await app.call('load', FIRST_PUSH)).ok, true);
  app.assertNoErrors();
});
