// Presentation mode as a teacher uses it on a projector: solve a level, press P, read the result line, play
// the solution with the strip's transport (real clicks and keys at the controls' places). The text scales
// with the screen (at least 24 CSS px at 1920x1080, 18 px at 1024x768) and the shortcuts stay on screen;
// nothing moves until the presenter starts it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { startApp } from './harness.mjs';
import { control, layoutProblems, press, pressLabel } from './person.mjs';
import { COLORS, cellCentre, near, sample } from './pixels.mjs';

// Two boxes a few pushes from their goals (solved at once).
const FIELD = '########\n#@     #\n# $  $ #\n#      #\n#.    .#\n########';

async function solvedInPresentation(app) {
  assert.equal((await app.call('load', FIELD)).ok, true);
  await app.idle();
  await pressLabel(app, 'Solve', { section: 'Action bar' });
  await app.page.waitForFunction(() => window.boxcar.state().solver.status === 'solved', null, { timeout: 30000 });
  let s = await app.idle();
  assert.ok(s.playback.length > 0, 'a solution is loaded');
  // Focus the canvas with a click on the board's wall corner (no walk), then P.
  await app.page.mouse.click(...cellCentre(s.board, 0, 0));
  await app.page.keyboard.press('p');
  await app.idle();
  await app.idle();  // the font scale takes effect from the next frame on
  s = await app.state();
  assert.equal(s.presentation, true);
  return s;
}

test('presentation at 1920x1080: large text, the result line, and the strip plays the solution to the end', async (t) => {
  const viewport = { width: 1920, height: 1080 };
  const app = await startApp(t, '/', { viewport });
  let s = await solvedInPresentation(app);
  const strip = s.presentation_strip;
  assert.ok(strip.text_px >= 24, `body text ${strip.text_px} px`);
  assert.match(strip.result, /^Solution: \d+ moves, \d+ pushes/);
  assert.match(strip.result, /solver: auto/);
  assert.match(strip.result, /\d\.\d s/);
  assert.match(strip.keys, /Arrows/);
  assert.match(strip.keys, /Esc/);
  const list = await app.call('controls');
  assert.deepEqual(layoutProblems(list.filter((c) => c.section === 'Presentation'), viewport), []);

  // Nothing animates until the presenter starts it.
  const frames = s.frames;
  await new Promise((r) => setTimeout(r, 600));
  s = await app.state();
  assert.equal(s.frames, frames, 'no frame drawn while nothing changes');
  assert.equal(s.playback.position, 0);
  assert.equal(s.moves, 0);

  // Play: the board plays the solution to the end, the player where the last move put it.
  const play = await control(app, 'Play', { section: 'Presentation' });
  await press(app, play);
  await app.page.waitForFunction(() => {
    const st = window.boxcar.state();
    return st.playback.position === st.playback.length && !st.playback.playing;
  }, null, { timeout: 30000 });
  s = await app.idle();
  assert.equal(s.solved, true);
  assert.equal(s.presentation, true, 'still presenting');
  assert.equal(s.search.active, false);
  // The board shows the position played: boxes on both goals, drawn as boxes on goals.
  const [left, right] = await sample(app.page, [cellCentre(s.board, 1, 4), cellCentre(s.board, 6, 4)]);
  assert.ok(near(left, COLORS.boxOnGoal, 24), `box on goal (1,4): ${left}`);
  assert.ok(near(right, COLORS.boxOnGoal, 24), `box on goal (6,4): ${right}`);

  // |< takes it back to the start; Leave ends presentation mode.
  await pressLabel(app, 'First step of the solution', { section: 'Presentation' });
  s = await app.state();
  assert.equal(s.playback.position, 0);
  await pressLabel(app, 'Leave presentation', { section: 'Presentation' });
  s = await app.idle();
  assert.equal(s.presentation, false);
  assert.equal(s.presentation_strip, null);
  app.assertNoErrors();
});

test('presentation at 1024x768: text of 18 px at least, every strip control and the shortcuts on screen', async (t) => {
  const viewport = { width: 1024, height: 768 };
  const app = await startApp(t, '/', { viewport });
  const s = await solvedInPresentation(app);
  assert.ok(s.presentation_strip.text_px >= 18, `body text ${s.presentation_strip.text_px} px`);
  assert.ok(s.presentation_strip.keys.length > 20, `shortcuts shown: '${s.presentation_strip.keys}'`);
  assert.match(s.presentation_strip.result, /^Solution: \d+ moves/);
  const list = (await app.call('controls')).filter((c) => c.section === 'Presentation');
  for (const label of ['First step of the solution', 'One step back', 'Play', 'One step forward', 'Last step of the solution',
    'Playback position'])
    assert.ok(list.some((c) => c.label === label && c.visible), `${label} on screen`);
  assert.deepEqual(layoutProblems(list, viewport), []);
  await app.page.keyboard.press('Escape');
  assert.equal((await app.idle()).presentation, false);
  app.assertNoErrors();
});
