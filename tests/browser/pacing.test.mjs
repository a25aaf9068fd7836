// Frame pacing during a solve (src/platform/web/frame_pacing.hpp): while only the solver's progress
// changes, the page draws a frame now and then (at most one per 250 ms), not every frame, so the main
// thread stays free; input is still answered within a few frames.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './harness.mjs';
import { DESKTOP, PHONE, control, idle, press } from './person.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');
const MIN_WAITING_FRAME_MS = 250;  // kMinWaitingFrameMs

const frames = async (app) => (await app.state()).frames;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Starts a solve that runs far longer than a test (XSokoban 50, plain BFS, no pruning) and waits for its
// first progress report.
async function startLongSolve(app) {
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  assert.equal((await app.call('load', text)).ok, true);
  assert.equal((await app.call('select', 50)).ok, true);
  await idle(app);
  await app.page.evaluate(() => { window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 }); });
  await app.page.waitForFunction(() => window.boxcar.state().solver.expanded > 0, null, { polling: 50 });
}

test('during a solve without input the page draws a few frames a second, not one per animation frame', async (t) => {
  // A small window: a frame is cheap even on software WebGL, so drawing every frame shows plainly.
  const app = await openApp({ viewport: { width: 480, height: 320 } });
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  await startLongSolve(app);
  await sleep(1000);

  // Over `still` ms without input: the browser's animation frames (a requestAnimationFrame loop of the
  // test's own) and the frames the page drew in them. Drawing every frame, as a busy page used to, makes
  // the two about equal however slow the machine is.
  const still = 4000;
  const { ticks, drawn } = await app.page.evaluate((ms) => new Promise((resolve) => {
    const first = window.boxcar.state().frames;
    const end = performance.now() + ms;
    let count = 0;
    (function tick(now) {
      count += 1;
      if (now < end) requestAnimationFrame(tick);
      else resolve({ ticks: count, drawn: window.boxcar.state().frames - first });
    })(performance.now());
  }), still);
  const s = await app.state();
  assert.equal(s.solver.status, 'running', 'the solve still runs');
  t.diagnostic(`in ${still} ms without input: ${ticks} animation frames, ${drawn} frames drawn`);
  assert.ok(drawn >= 2, `the solver's progress is drawn now and then (${drawn} frames in ${still} ms)`);
  assert.ok(drawn <= still / MIN_WAITING_FRAME_MS + 2,
    `at most one frame per ${MIN_WAITING_FRAME_MS} ms while only progress changes: ${drawn} in ${still} ms`);
  assert.ok(drawn <= 0.5 * ticks, `${drawn} frames drawn in ${ticks} animation frames`);
  await app.call('cancel');
  app.assertNoErrors();
});

for (const [name, layout] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`during a solve a click on the drawer and on Cancel take effect within a few frames (${name})`, async (t) => {
    const touch = name === 'phone';
    const app = await openApp(layout);
    t.after(() => app.close());
    await app.goto('/');
    await idle(app);
    await startLongSolve(app);
    await sleep(1500);  // well into the solve: only progress changes now

    // Desktop: the drawer is open beside the board; a click on the Levels header closes that section.
    // Phone: the drawer is closed; a tap on the menu button opens it over the board.
    const target = touch ? await control(app, /menu/i) : await control(app, 'Levels', { kind: 'header' });
    const levelsShown = (want) => window.boxcar.controls().some((c) => c.section === 'Levels' && c.kind !== 'header' && c.visible) === want;
    assert.ok(await app.page.evaluate(levelsShown, !touch), 'the Levels section before the click');
    let from = await frames(app);
    let t0 = Date.now();
    await press(app, target, { touch });
    await app.page.waitForFunction(levelsShown, touch, { polling: 100, timeout: 20000 });
    const drawerFrames = (await frames(app)) - from, drawerMs = Date.now() - t0;

    const cancel = await control(app, /cancel/i, { section: 'Action bar' });
    from = await frames(app);
    t0 = Date.now();
    await press(app, cancel, { touch });
    await app.page.waitForFunction(() => window.boxcar.state().solver.status !== 'running' &&
      // (drawn: the tooltip of the button under the pointer may cover it)
      window.boxcar.controls().some((c) => c.section === 'Action bar' && /^\W*solve$/i.test(c.label)),
    null, { polling: 100, timeout: 20000 });
    const cancelFrames = (await frames(app)) - from, cancelMs = Date.now() - t0;
    t.diagnostic(`drawer: ${drawerFrames} frames, ${drawerMs} ms; Cancel: ${cancelFrames} frames, ${cancelMs} ms`);
    // A click is a press and a release (two frames) with its result drawn by the second; a tap also brings
    // the page touch and emulated mouse events, each a frame, and a progress frame may fall in between.
    assert.ok(drawerFrames <= 8, `the drawer answered the click within ${drawerFrames} frames`);
    assert.ok(cancelFrames <= 8, `Cancel answered within ${cancelFrames} frames`);
    app.assertNoErrors();
  });
}
