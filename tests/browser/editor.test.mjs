// The level editor as a person uses it, at 1280x800 with the mouse and at 390x844 with touch: open it
// from the drawer, paint a small Sokoban level square by square and with a drag, watch the validation
// message change, test-play the level to the solved banner, go back, copy its link and open the link.
// Then a Rush Hour board: place a truck and a car, watch the live optimal count follow, drag a piece off
// the board; and a board with a large cluster, counted in the worker while the page keeps running. Every
// action is a real click, drag or tap at a control's rectangle or a board cell.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { openApp } from './harness.mjs';
import {
  DESKTOP, PHONE_1X, idle, controls, messages, control, findControl, press, swipe, cellPoint, scrollIntoView,
  layoutProblems,
} from './person.mjs';
import { pixelsOf } from './pixels.mjs';

const SHOTS = process.env.BOXCAR_SCREENSHOT_DIR || '';

async function shot(app, name) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await app.screenshot(path.join(SHOTS, `${name}.png`));
}

// The person's actions for one device.
function person(app, { touch, viewport }) {
  const act = {
    async press(c) {
      let now = c;
      if (!now.visible) now = await scrollIntoView(app, now, { touch, viewport });
      assert.ok(now, `${c.label} (${c.section}) can be brought into view`);
      await press(app, now, { touch });
      await idle(app);
    },
    async pressLabel(label, options = {}) { await act.press(await control(app, label, options)); },
    // A click or tap at the centre of board cell (x, y).
    async cell(x, y) {
      const s = await app.state();
      const [px, py] = cellPoint(s.board, x, y);
      if (touch) await app.page.touchscreen.tap(px, py);
      else await app.page.mouse.click(px, py);
      await idle(app);
    },
    // A drag from cell to cell (a finger or the mouse button held down).
    async drag(from, to) {
      const s = await app.state();
      await swipe(app, cellPoint(s.board, ...from), cellPoint(s.board, ...to), { touch, steps: 12 });
      await idle(app);
    },
    async texts() { return (await messages(app)).map((m) => m.text); },
  };
  return act;
}

// A fresh page for one test on `device`, settled, closed when the test ends; with `clipboard`, allowed
// to read and write the clipboard (Copy and paste as a person does).
async function start(t, device, { clipboard = false } = {}) {
  const app = await openApp(device);
  t.after(() => app.close());
  if (clipboard) await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.goto('/');
  await idle(app);
  return { app, act: person(app, device) };
}

async function openEditor(app, act, { touch, viewport }, button) {
  if (touch) await act.pressLabel(/menu/i);  // the drawer starts closed on a phone
  const header = await control(app, 'Level editor', { kind: 'header' });
  await act.press(header);
  await act.pressLabel(button, { section: 'Level editor' });
  const list = await controls(app);
  assert.ok(findControl(list, 'Test play')?.visible, 'the editor\'s actions are on screen');
  assert.deepEqual(layoutProblems(list, viewport, { minTap: touch ? 40 : 0 }), [], 'the editor\'s controls fit');
}

async function sokobanJourney(t, device, name) {
  const { touch, viewport } = device;
  const { app, act } = await start(t, device, { clipboard: true });

  await openEditor(app, act, device, 'New level');
  assert.ok((await act.texts()).includes("no player (no '@' or '+' on the board)"), (await act.texts()).join(' | '));

  // A room of 8 x 7 squares; inside it: the player, a box and a goal on row 3.
  await act.pressLabel('Player', { section: 'Editor' });
  await act.cell(1, 3);
  assert.ok((await act.texts()).includes('no boxes and no goals'), (await act.texts()).join(' | '));
  await act.pressLabel('Box', { section: 'Editor' });
  await act.cell(3, 3);
  assert.ok((await act.texts()).includes('1 box but 0 goals'), (await act.texts()).join(' | '));
  await act.pressLabel('Goal', { section: 'Editor' });
  await act.cell(5, 3);
  assert.ok((await act.texts()).some((m) => m.startsWith('A valid level: 1 box on 8 x 7 squares')), (await act.texts()).join(' | '));

  // A drag paints a wall along row 5 (one undo step); a hole in the outer wall opens the level.
  await act.pressLabel('Wall', { section: 'Editor' });
  await act.drag([1, 5], [6, 5]);
  await act.pressLabel('Floor', { section: 'Editor' });
  await act.cell(0, 3);
  assert.ok((await act.texts()).includes('Row 4, column 1: level is not closed: the player can reach the border'),
    (await act.texts()).join(' | '));
  await shot(app, `editor-sokoban-${name}`);
  await act.pressLabel('Undo', { section: 'Editor actions' });  // the hole
  assert.ok((await act.texts()).some((m) => m.startsWith('A valid level')), (await act.texts()).join(' | '));
  const ready = await controls(app);
  assert.equal(findControl(ready, 'Test play').enabled, true);

  // Test play to the solved banner: three steps to the right (keys on the desktop, swipes on the phone).
  await act.pressLabel('Test play', { section: 'Editor actions' });
  let s = await app.state();
  assert.equal(s.kind, 'sokoban');
  assert.deepEqual([s.width, s.height, s.moves], [8, 7, 0]);
  assert.deepEqual(s.player, [1, 3]);
  for (let i = 0; i < 3; i++) {
    if (touch) {
      s = await app.state();
      const from = cellPoint(s.board, s.player[0], s.player[1]);
      await swipe(app, from, [from[0] + s.board.cell_px * 1.5, from[1]], { touch: true });
    } else {
      await app.page.keyboard.press('ArrowRight');
    }
    await idle(app);
  }
  s = await app.state();
  assert.equal(s.solved, true, `solved after test play: ${JSON.stringify(s)}`);
  await shot(app, `editor-solved-${name}`);

  // Back to the editor: the level is as it was; its row-5 wall came from one drag, one undo step.
  await act.pressLabel('Back to editor', { section: 'Editor' });
  assert.ok((await act.texts()).some((m) => m.startsWith('A valid level')), (await act.texts()).join(' | '));

  // Solve from the editor: the normal Solve path, its verified solution in the action bar's transport.
  await act.pressLabel('Solve', { section: 'Editor actions' });
  s = await app.state();
  assert.equal(s.solver.status, 'solved', JSON.stringify(s.solver));
  assert.equal(s.solver.solution_length, 3);
  assert.ok(findControl(await controls(app), 'Play', { section: 'Action bar' })?.enabled, 'the transport plays it');
  await act.pressLabel('Back to editor', { section: 'Editor' });

  // Copy its link and open it: the same level comes back.
  await act.pressLabel('Copy link', { section: 'Editor actions' });
  const link = await app.page.evaluate(async () => {
    const box = document.getElementById('copy-box');
    if (box && !box.hidden) return box.querySelector('textarea').value;
    return navigator.clipboard.readText();
  });
  assert.match(link, /#level=/, `a share link: ${link}`);
  await app.page.goto('about:blank');  // a fresh visit, not a change of the fragment of the open page
  await app.page.goto(link, { waitUntil: 'load' });
  await idle(app);
  s = await app.state();
  assert.equal(s.kind, 'sokoban');
  assert.deepEqual([s.width, s.height, s.player], [8, 7, [1, 3]], JSON.stringify(s));
  assert.match(s.message || '', /Opened the shared level/);
  app.assertNoErrors();
}

async function rushJourney(t, device, name) {
  const { touch } = device;
  const { app, act } = await start(t, device);
  const optimal = async () => {
    const line = (await act.texts()).find((m) => /^(Optimal|Unsolvable)/.test(m));
    assert.ok(line, (await act.texts()).join(' | '));
    return line;
  };

  await openEditor(app, act, device, 'New board');
  assert.match(await optimal(), /^Optimal: 1 move · cluster of 5 states/);

  // A vertical truck across the exit row: the truck goes down, then the red car out.
  await act.pressLabel('Truck', { section: 'Editor' });
  await act.pressLabel('Horizontal', { section: 'Editor' });  // switches to vertical
  await control(app, 'Vertical', { section: 'Editor' });
  await act.cell(3, 0);
  assert.match(await optimal(), /^Optimal: 2 moves/);
  // A car under the truck: it must make room first.
  await act.pressLabel('Car', { section: 'Editor' });
  await act.pressLabel('Vertical', { section: 'Editor' });  // back to horizontal
  await act.cell(3, 3);
  assert.match(await optimal(), /^Optimal: 3 moves/);
  await shot(app, `editor-rush-${name}`);

  // The red car moves along the exit row by a drag; the car is dragged off the board and goes.
  await act.drag([0, 2], [1, 2]);
  assert.match(await optimal(), /^Optimal: 3 moves/);
  let s = await app.state();
  const [x, y] = cellPoint(s.board, 4, 3);
  await swipe(app, [x, y], [x, s.board.origin[1] + s.board.cell_px * 6.8], { touch, steps: 12 });
  await idle(app);
  assert.match(await optimal(), /^Optimal: 2 moves/);

  // Test play: the board the editor shows, with the solver's optimal count.
  await act.pressLabel('Test play', { section: 'Editor actions' });
  s = await app.state();
  assert.equal(s.kind, 'rushhour');
  assert.equal(s.optimal, 2, JSON.stringify(s));
  app.assertNoErrors();
}

test('desktop: paint a Sokoban level, validate, test-play it, share and open its link', { timeout: 10 * 60 * 1000 },
  (t) => sokobanJourney(t, { ...DESKTOP, touch: false, viewport: DESKTOP.viewport }, 'desktop'));

test('phone: paint a Sokoban level by touch, validate, test-play it, share and open its link', { timeout: 10 * 60 * 1000 },
  (t) => sokobanJourney(t, { ...PHONE_1X, touch: true, viewport: PHONE_1X.viewport }, 'phone'));

test('desktop: build a Rush Hour board; the live optimal count follows each change', { timeout: 10 * 60 * 1000 },
  (t) => rushJourney(t, { ...DESKTOP, touch: false, viewport: DESKTOP.viewport }, 'desktop'));

test('phone: build a Rush Hour board by touch; the live optimal count follows each change', { timeout: 10 * 60 * 1000 },
  (t) => rushJourney(t, { ...PHONE_1X, touch: true, viewport: PHONE_1X.viewport }, 'phone'));

test('desktop: edit the level on screen, fill an area, undo, copy it as XSB', { timeout: 10 * 60 * 1000 }, async (t) => {
  const device = { ...DESKTOP, touch: false, viewport: DESKTOP.viewport };
  const { app, act } = await start(t, device, { clipboard: true });
  const clipboard = () => app.page.evaluate(async () => {
    const box = document.getElementById('copy-box');
    if (box && !box.hidden) return box.querySelector('textarea').value;
    return navigator.clipboard.readText();
  });
  const before = await app.state();
  await act.pressLabel('Copy level', { section: 'Import and export' });
  const shown = await clipboard();

  await openEditor(app, act, device, 'Edit level');
  assert.ok((await act.texts()).some((m) => m.startsWith('A valid level')), (await act.texts()).join(' | '));
  await act.pressLabel('Copy XSB', { section: 'Editor actions' });
  const copied = await clipboard();
  assert.equal(copied, `${shown.trimEnd()}\nTitle: ${before.title}\n`, 'the editor starts from the level on screen');

  // Fill: goals over the floor around the player's square make the counts unequal; undo restores them.
  await act.pressLabel('Goal', { section: 'Editor' });
  await act.pressLabel('Fill', { section: 'Editor' });
  const rows = shown.split('\n');
  const [px, py] = before.player;
  const floor = [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]]
    .find(([x, y]) => (rows[y] || '')[x] === ' ');
  assert.ok(floor, `a floor square beside the player in\n${shown}`);
  await act.cell(...floor);
  assert.ok((await act.texts()).some((m) => /\d+ box(es)? but \d+ goals/.test(m)), (await act.texts()).join(' | '));
  await act.pressLabel('Undo', { section: 'Editor actions' });
  assert.ok((await act.texts()).some((m) => m.startsWith('A valid level')), (await act.texts()).join(' | '));
  app.assertNoErrors();
});

// Generate while the editor is open: the generated board is what the person sees and plays, not the
// editor's empty board (the editor used to stay open and hide it; seen in the every-control walk).
test('desktop: Generate with the Rush Hour editor open shows the generated board', { timeout: 10 * 60 * 1000 }, async (t) => {
  const device = { ...DESKTOP, touch: false, viewport: DESKTOP.viewport };
  const { app, act } = await start(t, device);
  await openEditor(app, act, device, 'New board');
  assert.ok(findControl(await controls(app), 'Car', { section: 'Editor' })?.visible, 'the Rush Hour editor is open');
  await act.pressLabel('Lecture', { kind: 'tab' });
  await act.pressLabel('Generate...', { section: 'Lecture tools' });
  await act.pressLabel('Rush Hour', { section: 'Generate' });
  await act.pressLabel('Generate', { section: 'Generate', kind: 'button' });
  const s = await app.state();
  assert.equal(s.kind, 'rushhour', 'a Rush Hour board was generated');
  const list = await controls(app);
  const editorControls = list.filter((c) => /^Editor/.test(c.section)).map((c) => `${c.label} (${c.section})`);
  assert.deepEqual(editorControls, [], 'the editor closed: its strip and action bar gave way to the board and play bar');
  app.assertNoErrors();
});

// The largest cluster of the 6x6 database we ship against: 27 moves, 147,355 states (Fogleman's numbers).
const BIG = 'HBBKooHooKCCoIAALMoIDDLMEEJooNxoJGGN';

test('desktop: a large cluster is counted in the worker; the page keeps running and shows the right number', { timeout: 10 * 60 * 1000 }, async (t) => {
  const device = { ...DESKTOP, touch: false, viewport: DESKTOP.viewport };
  const { app, act } = await start(t, device);
  assert.equal((await app.call('load', BIG)).ok, true);
  await idle(app);
  // A heartbeat on the page's main thread: the longest gap between its ticks is the longest the page
  // could not answer anything (a count on the main thread would be one gap as long as the count).
  await app.page.evaluate(() => {
    window.heartbeat = { last: performance.now(), maxGap: 0, ticks: 0 };
    setInterval(() => {
      const now = performance.now();
      window.heartbeat.maxGap = Math.max(window.heartbeat.maxGap, now - window.heartbeat.last);
      window.heartbeat.last = now;
      window.heartbeat.ticks += 1;
    }, 10);
  });
  await act.press(await control(app, 'Level editor', { kind: 'header' }));
  const countLine = async () => (await act.texts()).find((m) => /^(Optimal|Unsolvable|Counting|No count)/.test(m));
  await press(app, await control(app, 'Edit level', { section: 'Level editor' }));  // no wait: the count starts
  let line;
  for (let i = 0; i < 200 && !line; i++) line = await countLine();  // the first frame of the editor
  assert.equal(line, 'Counting\u2026', 'the count is pending when the editor opens');
  // From now on: the gap in progress (the editor opening) is not the count's.
  await app.page.evaluate(() => { Object.assign(window.heartbeat, { maxGap: 0, ticks: 0, last: performance.now() }); });
  const started = Date.now();
  let polls = 0;
  while (line === 'Counting\u2026' && Date.now() - started < 120000) {
    await app.page.waitForTimeout(25);
    line = await countLine();  // every poll is a call the page's main thread answers
    polls += 1;
  }
  const countMs = Date.now() - started;
  const { maxGap, ticks } = await app.page.evaluate(() => window.heartbeat);
  t.diagnostic(`count in the worker: ${countMs} ms after the editor opened; ${polls} page calls answered meanwhile; ` +
    `${ticks} heartbeat ticks; longest main-thread gap ${maxGap.toFixed(0)} ms`);
  assert.equal(line, 'Optimal: 27 moves \u00b7 cluster of 147,355 states');
  // The main thread kept running its 10 ms timer through the count (a count on it would stop the timer for
  // its whole length); how long the count takes depends on the machine (0.5-5 s), so the bound scales with it.
  assert.ok(ticks >= countMs / 50, `the page's timer ran ${ticks} times in the ${countMs} ms of the count`);
  assert.ok(maxGap < countMs, `the main thread was never blocked for the count: longest gap ${maxGap} ms of ${countMs} ms`);
  app.assertNoErrors();
});

// Test play keeps a Copy link in the editor's strip (the editor's action bar, with its own Copy link, gives
// way to the play bar while testing): the link opens the edited level. Desktop and phone (its row fits).
for (const [name, device] of [['desktop', { ...DESKTOP, touch: false, viewport: DESKTOP.viewport }],
  ['phone', { ...PHONE_1X, touch: true, viewport: PHONE_1X.viewport }]]) {
  test(`${name}: Copy link during test play copies the edited level's link`, { timeout: 5 * 60 * 1000 }, async (t) => {
    const { app, act } = await start(t, device, { clipboard: true });
    const before = await app.state();
    await openEditor(app, act, device, 'Edit level');
    await act.pressLabel('Test play', { section: 'Editor actions' });
    const list = await controls(app);
    const copy = findControl(list, 'Copy link', { section: 'Editor' });
    assert.ok(copy?.visible && copy.enabled, `Copy link is on screen during test play: ${JSON.stringify(copy)}`);
    assert.deepEqual(layoutProblems(list, device.viewport, { minTap: device.touch ? 40 : 0 }), [], 'the test-play strip fits');
    await act.press(copy);
    const link = await app.page.evaluate(async () => {
      const box = document.getElementById('copy-box');
      if (box && !box.hidden) return box.querySelector('textarea').value;
      return navigator.clipboard.readText();
    });
    assert.match(link, /#level=/, `a share link: ${link}`);
    if (device.touch) return app.assertNoErrors();
    await app.page.goto('about:blank');
    await app.page.goto(link, { waitUntil: 'load' });
    await idle(app);
    const s = await app.state();
    assert.deepEqual([s.width, s.height, s.player, s.boxes], [before.width, before.height, before.player, before.boxes]);
    app.assertNoErrors();
  });
}

// WCAG 2 contrast of two [r, g, b] colours.
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The contrast of a message as drawn: its most common colour (the panel behind it) against the pixel of
// its rectangle that stands out most from it (a fully covered pixel of a glyph).
async function drawnContrast(app, rect) {
  const points = [];
  for (let y = Math.ceil(rect[1]); y < rect[1] + rect[3]; y++) {
    for (let x = Math.ceil(rect[0]); x < Math.min(rect[0] + rect[2], rect[0] + 500); x++) points.push([x, y]);
  }
  const pixels = await pixelsOf(app.page, await app.page.screenshot(), points);
  const counts = new Map();
  for (const p of pixels) counts.set(p.join(), (counts.get(p.join()) || 0) + 1);
  const panel = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0].split(',').map(Number);
  return Math.max(...pixels.map((p) => contrast(p, panel)));
}

test('desktop, light theme: the editor\'s pink problem line and green valid line read at WCAG AA contrast', { timeout: 5 * 60 * 1000 }, async (t) => {
  const device = { ...DESKTOP, touch: false, viewport: DESKTOP.viewport };
  const { app, act } = await start(t, device);
  assert.equal((await app.call('setTheme', 'light')).ok, true);
  await openEditor(app, act, device, 'New level');
  const problem = (await messages(app)).find((m) => m.level === 'error' && /no player/.test(m.text));
  assert.ok(problem, JSON.stringify(await messages(app)));
  const bad = await drawnContrast(app, problem.rect);
  await act.pressLabel('Edit level', { section: 'Level editor' });
  const valid = (await messages(app)).find((m) => m.level === 'info' && /^A valid level/.test(m.text));
  assert.ok(valid, JSON.stringify(await messages(app)));
  const good = await drawnContrast(app, valid.rect);
  t.diagnostic(`drawn contrast: problem line ${bad.toFixed(2)}:1, valid line ${good.toFixed(2)}:1`);
  assert.ok(bad >= 4.5, `the problem line's contrast ${bad.toFixed(2)}:1 is at least 4.5:1`);
  assert.ok(good >= 4.5, `the valid line's contrast ${good.toFixed(2)}:1 is at least 4.5:1`);
  app.assertNoErrors();
});
