// Where new players stumbled (issue 50), each walked through as a person does: clicks, taps and keys at the
// controls' places (person.mjs), at 1280x800 and on a 390x844 phone; the API reads state (and sets up a
// level or a time budget where a person's way there is not what is tested).
// - after a reload the level browser opens on the collection on screen, its level marked, and its
//   "Next unsolved" goes on in that collection;
// - on a phone, whatever opens a level (Load, the drawer's list of levels) closes the drawer;
// - the solver's playback played to its end is not the player's solve: the banner says so, with
//   "Keep as my solution" beside the playback;
// - a box that cannot be pushed says so instead of a legend with nothing marked;
// - Ctrl+Shift+Z redoes, however fast the chord;
// - messages stand above the drawn board, never over a square; a count error names the level, not a line;
//   the page's own news stays until the next action;
// - the editor's share link of an untitled level keeps the title test play shows;
// - out of time, "Try again with 4x the time" solves again with four times the budget.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from './harness.mjs';
import {
  DESKTOP, PHONE_1X, idle, controls, control, messages, press, findControl, scrollIntoView, cellPoint, layoutProblems,
} from './person.mjs';

const SHOTS = process.env.BOXCAR_SHOTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'boxcar-stumbles-'));
const LIBRARY = 'Level browser';
// Our own level: the player at (1,2), the box at (2,2), the goal at (4,2).
const LEVEL = '#######\n#     #\n#@$  .#\n#     #\n#######';

const open = (t, layout) => startApp(t, '/', layout);  // a fresh page, settled, closed when the test ends

const click = async (app, c, touch = false) => {
  await press(app, c, { touch });
  await idle(app);
};

// Keys as a person types them, one at a time, waiting for the page between them.
async function keys(app, list) {
  for (const key of list) {
    await app.page.keyboard.press(key);
    await idle(app);
  }
}

const KEY_OF = { l: 'ArrowLeft', u: 'ArrowUp', r: 'ArrowRight', d: 'ArrowDown' };

// Pastes `text` on the board with Ctrl+V (the page's paste event), as a person does on a desktop.
async function pasteOnBoard(app, text) {
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const s = await app.state();
  await app.page.mouse.click(s.board.origin[0] + 2, s.board.origin[1] - 4);
  await app.page.keyboard.press('Control+V');
  await idle(app);
}

test('desktop: after a reload the level browser shows the collection on screen, its next unsolved goes on there', { timeout: 5 * 60 * 1000 }, async (t) => {
  const app = await open(t, DESKTOP);
  await click(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await click(app, await control(app, 'Collection', { section: LIBRARY, kind: 'combo' }));
  await click(app, await control(app, /^Microban \(155\)/, { section: LIBRARY, kind: 'list_item' }));
  await click(app, await control(app, /^1\b/, { section: LIBRARY, kind: 'list_item' }));
  let s = await app.state();
  assert.match(s.collection.title, /^Microban\b/);
  assert.equal(s.level, 1);
  // Solved by hand: the solver finds the way (a person would think it out), the keys play it.
  await click(app, await control(app, /^Solve$/, { section: 'Action bar' }));
  const lurd = (await app.call('solutionText')).text;
  assert.ok(lurd.length > 0, 'the solver found the way');
  await keys(app, [...lurd.toLowerCase()].map((c) => KEY_OF[c]));
  s = await app.state();
  assert.equal(s.solved, true, 'solved by hand');
  assert.deepEqual((await app.call('levels')).levels[0].solved, true, 'the list counts it');

  await app.page.reload({ waitUntil: 'load' });
  await idle(app);
  s = await app.state();
  assert.match(s.collection.title, /^Microban\b/, 'the reload reopens the level');
  await click(app, await control(app, 'Browse levels', { section: 'Top bar' }));
  await idle(app);  // the library's index and the collection's file come
  await app.page.waitForFunction(() => window.boxcar.controls().some((c) => c.section === 'Level browser' &&
    c.kind === 'list_item' && /^1 · solved/.test(c.label)), null, { timeout: 20000 }).catch(() => {});
  const list = await controls(app);
  const cards = list.filter((c) => c.section === LIBRARY && c.kind === 'list_item' && c.visible);
  await app.screenshot(path.join(SHOTS, 'desktop-browser-after-reload.png'));
  assert.match(cards[0]?.label || '', /^1 · solved/, `the browser shows Microban, level 1 checked: ${cards.slice(0, 3).map((c) => c.label)}`);
  await click(app, await control(app, 'Next unsolved', { section: LIBRARY }));
  s = await app.state();
  assert.match(s.collection.title, /^Microban\b/, 'Next unsolved stays in Microban');
  assert.equal(s.level, 2, 'Next unsolved opens Microban 2');
  app.assertNoErrors();
});

test('phone: Load closes the drawer, the new level and "Loaded 1 level." in view; so does a level of the drawer\'s list', { timeout: 5 * 60 * 1000 }, async (t) => {
  const app = await open(t, PHONE_1X);
  const viewport = PHONE_1X.viewport;
  await click(app, await control(app, /^Menu/), true);
  let field = await control(app, /^Paste a level/, { kind: 'text_input' });
  if (!field.visible) field = await scrollIntoView(app, field, { touch: true, viewport });
  await click(app, field, true);
  await app.page.keyboard.insertText(LEVEL);
  await idle(app);
  let load = await control(app, 'Load', { section: field.section });
  if (!load.visible) load = await scrollIntoView(app, load, { touch: true, viewport });
  await press(app, load, { touch: true });
  // (Not idle(): that waits until the information has faded.)
  await app.page.waitForFunction(() => window.boxcar.state().width === 7, null, { timeout: 10000 });
  const shown = await app.page.waitForFunction(() => window.boxcar.messages().find((m) => /Loaded 1 level/.test(m.text)),
    null, { timeout: 10000 }).then((h) => h.jsonValue()).catch(() => null);
  await app.screenshot(path.join(SHOTS, 'phone-after-load.png'));
  assert.ok(shown, `"Loaded 1 level." on screen: ${JSON.stringify(await messages(app))}`);
  let list = await controls(app);
  assert.equal(findControl(list, /^Paste a level/, { kind: 'text_input' })?.visible ?? false, false, 'the drawer closed');
  assert.ok(!list.some((c) => c.section === 'Levels' || c.section === 'Import and export'), 'no drawer section is drawn');
  await idle(app);
  let s = await app.state();
  assert.ok(shown.rect[1] + shown.rect[3] <= s.board.origin[1], `the message above the board: ${shown.rect}`);

  // The built-in starters, then a level picked from the drawer's list.
  await click(app, await control(app, /^Menu/), true);
  let starters = await control(app, 'Sokoban starters', { section: 'Levels' });
  if (!starters.visible) starters = await scrollIntoView(app, starters, { touch: true, viewport });
  await click(app, starters, true);
  list = await controls(app);
  if (!list.some((c) => c.section === 'Levels')) await click(app, await control(app, /^Menu/), true);  // closed
  let third = await control(app, /^\[ \]\s+3\b/, { section: 'Levels', kind: 'list_item' });
  if (!third.visible) third = await scrollIntoView(app, third, { touch: true, viewport });
  await click(app, third, true);
  s = await app.state();
  assert.equal(s.level, 3, 'level 3 opened from the list');
  list = await controls(app);
  assert.equal(findControl(list, /^\[.\]\s+3\b/, { section: 'Levels' })?.visible ?? false, false, 'the drawer closed');
  app.assertNoErrors();
});

test('desktop: the solver\'s playback at its end says it is not the player\'s solve, Keep as my solution beside it', { timeout: 3 * 60 * 1000 }, async (t) => {
  const app = await open(t, DESKTOP);
  await pasteOnBoard(app, LEVEL);
  let s = await app.state();
  assert.equal(s.width, 7);
  assert.equal(s.banner, null, 'no banner at the start');
  await click(app, await control(app, /^Solve$/, { section: 'Action bar' }));
  await click(app, await control(app, 'Last step of the solution', { section: 'Action bar' }));
  s = await app.state();
  assert.equal(s.solved, true);
  assert.equal(s.banner, 'Solution shown \u2014 not counted as yours');
  assert.equal((await app.call('levels')).levels[0].solved, false, 'not counted');
  await app.screenshot(path.join(SHOTS, 'desktop-playback-end.png'));
  const keep = await control(app, 'Keep as my solution', { section: 'Action bar' });
  const last = await control(app, 'Last step of the solution', { section: 'Action bar' });
  assert.ok(Math.abs(keep.rect[1] - last.rect[1]) < 60, `beside the playback: ${keep.rect} vs ${last.rect}`);
  await click(app, keep);
  assert.equal((await app.call('levels')).levels[0].solved, true, 'kept: counted as solved');
  s = await app.state();
  assert.equal(s.banner, 'Solved!', 'kept as the player\'s: the banner says solved');

  // The player's own solve: "Solved!".
  await keys(app, ['r']);
  s = await app.state();
  assert.equal(s.moves, 0);
  await keys(app, ['ArrowRight', 'ArrowRight', 'ArrowRight']);
  s = await app.state();
  assert.equal(s.solved, true);
  assert.equal(s.banner, 'Solved!');
  app.assertNoErrors();
});

test('desktop: a click on a box that cannot be pushed says so, with no legend of marks', async (t) => {
  const app = await open(t, DESKTOP);
  // The box on the goal in the corner cannot be pushed; the other one can.
  await pasteOnBoard(app, '######\n#*   #\n# @$.#\n######');
  let s = await app.state();
  assert.equal(s.width, 6);
  await app.page.mouse.click(...cellPoint(s.board, 1, 1));
  await idle(app);
  s = await app.state();
  assert.deepEqual(s.selected_box, [1, 1]);
  assert.deepEqual(s.push_targets, []);
  assert.equal(s.banner, 'This box cannot be pushed from here');
  await app.screenshot(path.join(SHOTS, 'desktop-unpushable.png'));
  // The pushable box shows its legend, no banner.
  await app.page.mouse.click(...cellPoint(s.board, 3, 2));
  await idle(app);
  s = await app.state();
  assert.deepEqual(s.selected_box, [3, 2]);
  assert.equal(s.banner, null);
  app.assertNoErrors();
});

// A chord typed fast on a busy machine: every key event of it before the page's next frame (the CPU slowed
// down 20 times; the chord's six key events sent back to back).
async function fastChord(app, ...names) {
  const kb = app.page.keyboard;
  await Promise.all([...names.map((k) => kb.down(k)), ...names.slice().reverse().map((k) => kb.up(k))]);
  await idle(app);
}

test('desktop: Ctrl+Shift+Z redoes in fast chords', async (t) => {
  const app = await open(t, DESKTOP);
  await pasteOnBoard(app, LEVEL);
  await keys(app, ['ArrowDown', 'ArrowRight']);
  const cdp = await app.page.context().newCDPSession(app.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  for (let round = 1; round <= 3; round++) {
    await keys(app, ['u']);
    await fastChord(app, 'Control', 'z');
    assert.equal((await app.state()).moves, 0, `round ${round}: U and Ctrl+Z undo`);
    await keys(app, ['y']);
    await fastChord(app, 'Control', 'Shift', 'Z');
    assert.equal((await app.state()).moves, 2, `round ${round}: Y and Ctrl+Shift+Z redo`);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  app.assertNoErrors();
});

// The drawn board's rectangle in viewport pixels, from state().
function drawnBoard(s) {
  const across = s.board.rotation === 90 ? s.height : s.width, down = s.board.rotation === 90 ? s.width : s.height;
  return [s.board.origin[0], s.board.origin[1], across * s.board.cell_px, down * s.board.cell_px];
}
const meets = (a, b) => a[0] < b[0] + b[2] && a[0] + a[2] > b[0] && a[1] < b[1] + b[3] && a[1] + a[3] > b[1];

// A level as tall as the board area allows: its top row is where a message would go.
const TALL = ['#####', ...Array.from({ length: 14 }, (_, i) => (i === 1 ? '#@$.#' : '#   #')), '#####'].join('\n');

for (const [name, layout] of [['desktop', DESKTOP], ['phone', PHONE_1X]]) {
  test(`${name}: messages stand above the drawn board, never over a square ("Loaded", "Solving…", an error)`, { timeout: 3 * 60 * 1000 }, async (t) => {
    const app = await open(t, layout);
    const touch = layout === PHONE_1X;
    await app.page.evaluate((text) => window.boxcar.load(text), TALL);  // as a paste: the strip says "Loaded 1 level."
    await app.page.waitForFunction(() => window.boxcar.messages().some((m) => /Loaded 1 level/.test(m.text)), null, { timeout: 10000 });
    let s = await app.state();
    const seen = [];
    const check = async (what) => {
      const shown = await messages(app);
      s = await app.state();
      for (const m of shown) {
        seen.push(m.text);
        assert.ok(!meets(m.rect, drawnBoard(s)), `${what}: "${m.text}" ${m.rect} meets the board ${drawnBoard(s)}`);
      }
      return shown;
    };
    assert.ok((await check('after a load')).some((m) => /Loaded 1 level/.test(m.text)));
    await app.screenshot(path.join(SHOTS, `${name}-message-above-board.png`));
    // An error: a paste that is not a level, on the board. It stays until the next action.
    await app.page.evaluate(() => window.boxcar.load('#####\n#@$$.#\n#####'));
    await idle(app);
    const error = (await check('an error')).find((m) => m.level === 'error');
    assert.ok(error, 'the error is on screen');
    assert.match(error.text, /the level at line 1: 2 boxes but 1 goal/, 'a count is the level\'s, not a line\'s');
    await app.page.waitForTimeout(5000);
    assert.ok((await messages(app)).some((m) => m.level === 'error'), 'the error stays');
    await press(app, await control(app, 'Dismiss the message', { section: 'Message strip' }), { touch });
    await idle(app);
    // "Solving…" while the solver runs, then what it found.
    await press(app, await control(app, /^Solve$/, { section: 'Action bar' }), { touch });
    await app.page.waitForFunction(() => window.boxcar.messages().length > 0, null, { timeout: 10000 });
    await check('while solving');
    await idle(app);
    app.assertNoErrors();
  });
}

test('desktop: news of the page itself ("Boxcar was updated") stays until the next action', async (t) => {
  const app = await open(t, DESKTOP);
  await app.page.evaluate(() => BoxcarPage.showInfo('Boxcar was updated to a new version.'));
  await idle(app);
  await app.page.waitForTimeout(6000);
  await idle(app);
  assert.ok((await messages(app)).some((m) => /was updated/.test(m.text)), 'still on screen after 6 s');
  await keys(app, ['ArrowRight']);
  assert.ok(!(await messages(app)).some((m) => /was updated/.test(m.text)), 'gone after a key');
  app.assertNoErrors();
});

test('desktop: the editor\'s share link of an untitled level keeps the title test play shows', { timeout: 3 * 60 * 1000 }, async (t) => {
  const app = await open(t, DESKTOP);
  await pasteOnBoard(app, LEVEL);
  let s = await app.state();
  assert.ok(!s.title, `the pasted level has no title: ${s.title}`);
  await click(app, await control(app, 'Level editor', { kind: 'header' }));
  await click(app, await control(app, 'Edit level', { section: 'Level editor' }));
  await click(app, await control(app, 'Test play', { section: 'Editor actions' }));
  s = await app.state();
  assert.equal(s.title, 'Edited level');
  await click(app, await control(app, 'Copy link', { section: 'Editor' }));
  const link = await app.page.evaluate(async () => {
    const box = document.getElementById('copy-box');
    if (box && !box.hidden) return box.querySelector('textarea').value;
    return navigator.clipboard.readText();
  });
  assert.match(link, /#level=/);
  await app.page.goto('about:blank');
  await app.page.goto(link, { waitUntil: 'load' });
  await idle(app);
  s = await app.state();
  assert.equal(s.title, 'Edited level', `the link opens "Edited level": ${link}`);
  app.assertNoErrors();
});

test('desktop: out of time offers "Try again with 4x the time", which solves again with four times the time', { timeout: 3 * 60 * 1000 }, async (t) => {
  const app = await open(t, DESKTOP);
  const xsokoban = fs.readFileSync(new URL('../../../shared/levels/sokoban/XSokoban.xsb', import.meta.url), 'utf8');
  await pasteOnBoard(app, xsokoban);
  await app.page.evaluate(() => window.boxcar.select(29));
  await idle(app);
  let s = await app.state();
  assert.equal(s.level, 29);
  // The Solver tab's time budget set to 1 s (through the API: a slider's exact value), then Solve.
  const first = await app.call('solve', { timeLimit: 1 });
  assert.equal(first.status, 'timeout', JSON.stringify(first));
  await idle(app);
  await app.screenshot(path.join(SHOTS, 'desktop-out-of-time.png'));
  const retry = await control(app, 'Try again with 4x the time', { section: 'Action bar' });
  const started = Date.now();
  await press(app, retry);
  await app.page.waitForFunction(() => window.boxcar.state().solver.status === 'running', null, { timeout: 10000 });
  await idle(app, 60000);
  s = await app.state();
  assert.equal(s.solver.status, 'timeout', JSON.stringify(s.solver));
  assert.ok(s.solver.time_ms >= 3500 && s.solver.time_ms < 20000, `ran about 4 s: ${s.solver.time_ms} ms (${Date.now() - started} ms wall)`);
  app.assertNoErrors();
});

test('phone: Keep as my solution beside the scrub slider, whole, a tap target', { timeout: 3 * 60 * 1000 }, async (t) => {
  const app = await open(t, PHONE_1X);
  await app.page.evaluate((text) => window.boxcar.load(text), LEVEL);
  await idle(app);
  await click(app, await control(app, /^Solve$/, { section: 'Action bar' }), true);
  await click(app, await control(app, 'Last step of the solution', { section: 'Action bar' }), true);
  let s = await app.state();
  assert.equal(s.banner, 'Solution shown \u2014 not counted as yours');
  const list = await controls(app);
  assert.deepEqual(layoutProblems(list, PHONE_1X.viewport, { minTap: 40 }), [], 'every control fits, none overlaps');
  const keep = findControl(list, 'Keep as my solution', { section: 'Action bar' });
  const scrub = findControl(list, 'Playback position', { section: 'Action bar' });
  assert.ok(keep?.visible && Math.abs(keep.rect[1] - scrub.rect[1]) < 10, `beside the scrub slider: ${keep?.rect} ${scrub?.rect}`);
  await app.screenshot(path.join(SHOTS, 'phone-playback-end.png'));
  await click(app, keep, true);
  s = await app.state();
  assert.equal(s.banner, 'Solved!');
  assert.equal((await app.call('levels')).levels[0].solved, true);
  app.assertNoErrors();
});
