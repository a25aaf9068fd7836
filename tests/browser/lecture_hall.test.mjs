// The lecture hall, as a teacher uses it on a projector (1920x1080, 1024x768) and a laptop (1280x800):
// presentation mode shows the board with the presenter's panel beside it, never over it; Solve, Watch,
// Compare and Generate are pressed there (real clicks at the controls' places, keys 1-4, Space, Enter);
// the text holds its size (24 px at 1920x1080, 18 at 1024x768) and every control there is at least 28 px
// tall at 1920x1080. Outside presentation mode, Compare and Generate dock beside the board. A comparison
// row that ran out of time offers "4x time", which runs it again with four times the time. (The same views
// as pictures: docs/tools/screenshot_gallery.mjs.)
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';
import { control, controls, layoutProblems, press, pressLabel } from './person.mjs';
import { assertPresenterLayout, boardRect, overlaps, playWatchedPath, present, restMouse } from './presenter_layout.mjs';

// Two boxes a few pushes from their goals: solved, watched and compared in well under a second.
const FIELD = 'Title: Two Boxes\n########\n#@     #\n# $  $ #\n#      #\n#.    .#\n########';
// Solve from the panel: the button labelled Solve (1), pressed at its place; the result in the panel.
async function solveFromPanel(app) {
  const solve = await control(app, /Solve/, { section: 'Presenter', kind: 'button' });
  await press(app, solve);
  await app.page.waitForFunction(() => window.boxcar.state().solver.status === 'solved', null, { timeout: 60000 });
  const s = await app.idle();
  assert.equal(s.presentation_panel.view, 'solve');
  assert.match(s.presentation_strip.result, /^Solution: \d+ moves/);
  return s;
}

test('1920x1080: Solve, Watch (the path found played back), Compare and Generate from the panel beside the board', async (t) => {
  const viewport = { width: 1920, height: 1080 };
  const app = await startApp(t, '/', { viewport });
  await present(app, FIELD);
  await assertPresenterLayout(app, viewport, 24);
  await solveFromPanel(app);
  await assertPresenterLayout(app, viewport, 24);

  // Watch: key 2 opens the view, Space steps, Enter runs to the goal; the path found plays on the board.
  await app.page.keyboard.press('2');
  let s = await app.idle();
  assert.equal(s.presentation_panel.view, 'watch');
  await pressLabel(app, /^(Start|Restart)$/, { section: 'Watch the search' });
  await app.page.keyboard.press('Space');
  await app.page.keyboard.press('Space');
  s = await app.idle();
  assert.equal(s.search.active, true);
  assert.ok(s.search.closed >= 2, `stepped: ${s.search.closed} expanded`);
  await assertPresenterLayout(app, viewport, 24);
  s = await playWatchedPath(app);
  assert.equal(s.search.active, false);
  assert.equal(s.playback.length, s.moves);

  // Compare: key 3, the lecture's preset (BFS against A*), Run; the table's rows come from the workers.
  await app.page.keyboard.press('3');
  s = await app.idle();
  assert.equal(s.presentation_panel.view, 'compare');
  const run = await control(app, 'Run on this level', { section: 'Compare' });
  await press(app, run);
  await app.page.waitForFunction(() => {
    const c = window.boxcar.compareState();
    return c.rows.length > 0 && !c.running;
  }, null, { timeout: 60000 });
  const compared = await app.call('compareState');
  assert.deepEqual(compared.rows.map((r) => r.label), ['bfs', 'astar/hungarian']);
  assert.ok(compared.rows.every((r) => r.status === 'solved'), JSON.stringify(compared.rows));
  assert.ok(compared.rows[1].expanded < compared.rows[0].expanded, 'A* expands fewer nodes than BFS');
  assert.equal(compared.window.shown, true);
  assert.ok(!overlaps(compared.window.rect, boardRect(await app.state())), 'the table is off the board');
  await assertPresenterLayout(app, viewport, 24);

  // Generate: the button 4 in the panel, then Generate: a new level on the board, beside the panel.
  await pressLabel(app, /Generate/, { section: 'Presenter', kind: 'button' });
  s = await app.idle();
  assert.equal(s.presentation_panel.view, 'generate');
  const title = s.title;
  await pressLabel(app, 'Generate', { section: 'Generate', kind: 'button' });
  s = await app.idle();
  assert.notEqual(s.title, title, 'a generated level is on the board');
  assert.equal(s.presentation, true);
  await assertPresenterLayout(app, viewport, 24);
  app.assertNoErrors();
});

// A fresh page at `viewport`, presentation mode on, the level solved from the panel, the layout checked.
async function presentedAndSolved(t, viewport, minText) {
  const app = await startApp(t, '/', { viewport });
  await present(app, FIELD);
  await solveFromPanel(app);
  await assertPresenterLayout(app, viewport, minText);
  return app;
}

test('1024x768: text of 18 px at least; Solve and Watch from the panel, never over the board', async (t) => {
  const viewport = { width: 1024, height: 768 };
  const app = await presentedAndSolved(t, viewport, 18);
  await pressLabel(app, /Watch/, { section: 'Presenter', kind: 'button' });
  await app.page.keyboard.press('Space');
  const s = await app.idle();
  assert.equal(s.search.active, true);
  await assertPresenterLayout(app, viewport, 18);
  await app.page.keyboard.press('3');
  await assertPresenterLayout(app, viewport, 18);
  app.assertNoErrors();
});

test('1280x800: presentation apart from the board; Compare and Generate dock beside the board, not over it', async (t) => {
  const viewport = { width: 1280, height: 800 };
  const app = await presentedAndSolved(t, viewport, 18);
  await pressLabel(app, 'Leave presentation', { section: 'Presentation' });
  let s = await app.idle();
  assert.equal(s.presentation, false);

  await pressLabel(app, 'Lecture', { section: 'Drawer tabs' });
  await pressLabel(app, 'Compare...', { section: 'Lecture tools' });
  await pressLabel(app, 'Generate...', { section: 'Lecture tools' });
  await restMouse(app);
  s = await app.idle();
  const board = boardRect(s);
  const compared = await app.call('compareState');
  assert.equal(compared.window.shown, true);
  assert.ok(!overlaps(compared.window.rect, board), `dock ${compared.window.rect} beside the board ${board.map(Math.round)}`);
  assert.ok(board[2] >= 200, `the board keeps room: ${board[2]} px wide`);
  const list = await controls(app);
  for (const section of ['Compare', 'Generate']) {
    const shown = list.filter((c) => c.section === section && c.visible);
    assert.ok(shown.length > 0, `${section} controls shown`);
    for (const c of shown) assert.ok(!overlaps(c.rect, board), `${c.label} (${section}) off the board`);
  }
  assert.deepEqual(layoutProblems(list, viewport), []);

  // Generate in the dock loads a level; the board stays beside the dock.
  await pressLabel(app, 'Generate', { section: 'Generate', kind: 'button' });
  s = await app.idle();
  assert.ok(!overlaps((await app.call('compareState')).window.rect, boardRect(s)), 'the new level beside the dock');
  // Close both: the board takes the room again.
  await pressLabel(app, 'Close', { section: 'Compare' });
  await pressLabel(app, 'Close', { section: 'Generate' });
  s = await app.idle();
  assert.equal((await app.call('compareState')).window.shown, false);
  app.assertNoErrors();
});

test('compare: a row out of time says so and "4x time" runs it again with four times the time', async (t) => {
  const viewport = { width: 1280, height: 800 };
  const app = await startApp(t, '/', { viewport });
  // An open room where breadth-first search without deadlock tests needs far more than 0.3 s.
  const big = '##########\n#        #\n# $  $ $ #\n#  .  .  #\n#   @  . #\n# $    $ #\n#  . .   #\n##########';
  assert.equal((await app.call('load', big)).ok, true);
  await app.idle();
  const rows = await app.page.evaluate(() => window.boxcar.compare([
    { algo: 'bfs', deadlocks: 'none', timeLimit: 0.3, label: 'BFS, no tests' },
    { algo: 'astar', heuristic: 'hungarian', timeLimit: 0.3, label: 'A*' },
  ]));
  assert.equal(rows[0].status, 'timeout', JSON.stringify(rows[0]));
  await restMouse(app);
  const state = await app.call('compareState');
  assert.match(state.workers_note, new RegExp(`gives Compare ${state.pool_size} workers?`), state.workers_note);
  assert.match(state.workers_note, /Watch runs on the page itself/);
  const list = await controls(app);
  const retry = list.find((c) => c.label === '4x time' && c.section === 'Compare');
  assert.ok(retry && retry.visible, 'the out-of-time row offers 4x time');
  await press(app, retry);
  await app.page.waitForFunction(() => {
    const r = window.boxcar.compareState().rows[0];
    return r.time_limit > 1 && r.status !== 'queued' && r.status !== 'running';
  }, null, { timeout: 60000 });
  const after = (await app.call('compareState')).rows;
  assert.equal(after.length, 2, 'the other rows stay');
  assert.ok(Math.abs(after[0].time_limit - 1.2) < 1e-9, `four times the time: ${after[0].time_limit}`);
  assert.ok(after[0].time_ms > 300, `it ran longer than the first time: ${after[0].time_ms} ms`);
  assert.deepEqual(after[1], rows[1], 'the other row is unchanged');
  app.assertNoErrors();
});
