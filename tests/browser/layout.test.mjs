// The page as a person meets it, through the controls on screen (boxcar.controls(), boxcar.messages()):
// the board-first layout at 1280x800 and on a 390x844 touch phone, the action bar's buttons clicked or
// tapped at their rectangles, the message strip (errors stay until dismissed, results shown over the
// board), nothing moving when a banner appears, and the phone's drawer (opens over the board between the
// bars, scrolls by a finger's drag without opening what the drag started on); a tooltip never covers the
// control the pointer is on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApp } from './harness.mjs';

const SHARED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'levels');

const ONE_PUSH = '; Layout probe\n#######\n#@ $ .#\n#######\n';

async function waitFor(app, predicate, arg, timeout = 30000) {
  await app.page.waitForFunction(predicate, arg, { timeout, polling: 50 });
}

const controls = (app) => app.call('controls');
const messages = (app) => app.call('messages');
const centre = (c) => [c.rect[0] + c.rect[2] / 2, c.rect[1] + c.rect[3] / 2];

// The one visible control whose label matches.
async function control(app, re, kind = 'button') {
  const found = (await controls(app)).filter((c) => c.visible && c.kind === kind && re.test(c.label));
  assert.equal(found.length, 1, `one visible ${kind} ${re}, found ${JSON.stringify(found.map((c) => c.label))}`);
  return found[0];
}

async function press(app, c, touch) {
  const [x, y] = centre(c);
  if (touch) await app.page.touchscreen.tap(x, y);
  else await app.page.mouse.click(x, y);
}

async function open(app, touch) {
  await app.goto('/');
  await app.waitForFrames(2);
  assert.equal((await app.call('load', ONE_PUSH)).ok, true);
  await waitFor(app, () => window.boxcar.controls().some((c) => c.label === 'Solve' && c.visible));
  return touch;
}

test('desktop: the action bar under the board solves and plays back, the result shows over the board', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await open(app, false);
  const undo = await control(app, /^Undo$/);
  assert.equal(undo.enabled, false, 'nothing to undo yet: drawn disabled');
  assert.equal((await control(app, /^Play$/)).enabled, false, 'no solution yet: the transport is disabled');
  // The import section of the drawer is open beside the board: its field and Load button in view.
  const field = await control(app, /Paste a level/, 'text_input');
  const load = (await controls(app)).find((c) => /^Load$/.test(c.label) && c.section === field.section);
  assert.ok(load && load.visible, 'the Load button sits in the field\'s section');
  const s0 = await app.state();
  assert.ok(field.rect[0] + field.rect[2] <= s0.board.origin[0], 'the drawer is beside the board, not over it');

  await press(app, await control(app, /^Solve$/), false);
  await waitFor(app, () => window.boxcar.state().solver.status === 'solved');
  await waitFor(app, () => window.boxcar.messages().some((m) => /^Solved in/.test(m.text)));
  const [shown] = await messages(app);
  assert.equal(shown.level, 'info');
  assert.ok(shown.rect[0] >= field.rect[0] + field.rect[2], 'the message is over the board, not in the drawer');
  assert.ok(shown.rect[1] >= 0 && shown.rect[1] + shown.rect[3] <= 800);

  await press(app, await control(app, /^Play$/), false);
  await waitFor(app, () => window.boxcar.state().playback.position === window.boxcar.state().playback.length);
  assert.equal((await app.state()).solved, true);
  app.assertNoErrors();
});

test('desktop: an error stays until dismissed; nothing moves when the Solved banner appears', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await open(app, false);
  const before = await controls(app);
  const board = (await app.state()).board;
  assert.equal((await app.call('move', 'rRR')).ok, true);
  await waitFor(app, () => window.boxcar.state().solved && !window.boxcar.state().animating);
  const after = await controls(app);
  for (const c of before.filter((c) => c.section === 'Action bar' || c.section === 'Top bar')) {
    const now = after.find((d) => d.id === c.id);
    assert.ok(now, `${c.label} is still drawn`);
    assert.deepEqual(now.rect, c.rect, `${c.label} did not move`);
  }
  assert.deepEqual((await app.state()).board, board, 'the board did not move');
  assert.equal((await control(app, /^Undo$/)).enabled, true);

  assert.equal((await app.call('load', 'this is no level at all')).ok, false);
  await app.page.waitForTimeout(5000);  // longer than information stays
  const [error] = await messages(app);
  assert.equal(error.level, 'error');
  assert.match(error.text, /^Could not load/);
  await press(app, await control(app, /Dismiss the message/), false);
  await waitFor(app, () => window.boxcar.messages().length === 0);
  app.assertNoErrors();
});

test('phone: 44 px tap targets, the drawer opens over the board between the bars and scrolls by drag', async (t) => {
  const app = await openApp({ viewport: { width: 390, height: 844 }, touch: true });
  t.after(() => app.close());
  await open(app, true);
  const first = await controls(app);
  for (const c of first.filter((c) => c.visible && c.kind === 'button'))
    assert.ok(c.rect[2] >= 40 && c.rect[3] >= 40, `${c.label} is a tap target (${c.rect})`);
  assert.ok(!first.some((c) => c.kind === 'header'), 'the drawer starts closed on a phone');

  await press(app, await control(app, /^Solve$/), true);
  await waitFor(app, () => window.boxcar.state().solver.status === 'solved');
  assert.equal((await control(app, /^Play$/)).enabled, true);

  // A collection, so the drawer's level list is long enough to scroll.
  let text = '';
  for (let i = 1; i <= 12; i++) text += `; Probe ${i}\n#######\n#@ $ .#\n#######\n\n`;
  assert.equal((await app.call('load', text)).ok, true);
  await press(app, await control(app, /menu/i), true);
  await waitFor(app, () => window.boxcar.controls().some((c) => c.kind === 'header' && c.visible));
  const bars = (await controls(app)).filter((c) => c.section === 'Action bar' || c.section === 'Top bar');
  assert.ok(bars.length >= 10 && bars.every((c) => c.visible), 'the drawer covers neither bar');

  const rows = async () => (await controls(app)).filter((c) => c.kind === 'list_item' && c.visible);
  const top = (await rows())[0];
  const cdp = await app.context.newCDPSession(app.page);
  const touchAt = (type, y) => cdp.send('Input.dispatchTouchEvent',
    { type, touchPoints: type === 'touchEnd' ? [] : [{ x: top.rect[0] + 60, y }] });
  const y0 = top.rect[1] + top.rect[3] * 2.5;
  await touchAt('touchStart', y0);
  for (let y = y0 - 20; y >= y0 - 160; y -= 20) {
    await touchAt('touchMove', y);
    await app.page.waitForTimeout(40);
  }
  await touchAt('touchEnd', y0 - 160);
  await waitFor(app, (label) => window.boxcar.controls().find((c) => c.kind === 'list_item' && c.visible).label !== label,
    top.label);
  assert.equal((await app.state()).level, 1, 'the drag scrolled the list, it did not open a level');

  // A tap on a row still opens that level; the menu button closes the drawer.
  const row = (await rows()).find((c) => /Probe 5\b/.test(c.label));
  assert.ok(row, 'level 5 is in view after the scroll');
  await press(app, row, true);
  await waitFor(app, () => window.boxcar.state().level === 5);
  await press(app, await control(app, /menu/i), true);
  await waitFor(app, () => !window.boxcar.controls().some((c) => c.kind === 'header'));
  app.assertNoErrors();
});

test('desktop: a tooltip never covers the control under the pointer, also right after Cancel', async (t) => {
  const app = await openApp();
  t.after(() => app.close());
  await open(app, false);
  // Each enabled button of the bars, pointed at (their tooltips name them): still in view with its tooltip up.
  const bars = (await controls(app)).filter((c) => c.visible && c.enabled && c.kind === 'button' &&
    /^(Top bar|Action bar)$/.test(c.section));
  assert.ok(bars.length >= 5, `buttons in the bars: ${bars.map((c) => c.label)}`);
  for (const c of bars) {
    await app.page.mouse.move(...centre(c));
    await app.idle();
    const now = (await controls(app)).find((d) => d.id === c.id);
    assert.ok(now?.visible, `${c.label} (${c.section}) is not covered while the pointer is on it`);
  }
  // A search that runs long (XSokoban 50, plain BFS), cancelled with a click: the pointer stays on the
  // button, which reads Solve again, and nothing covers it.
  const text = fs.readFileSync(path.join(SHARED, 'sokoban', 'XSokoban.xsb'), 'utf8');
  assert.equal((await app.call('load', text)).ok, true);
  assert.equal((await app.call('select', 50)).ok, true);
  app.page.evaluate(() => window.boxcar.solve({ algo: 'bfs', deadlocks: 'none', timeLimit: 600 })).catch(() => {});
  await waitFor(app, () => window.boxcar.controls().some((c) => c.label === 'Cancel' && c.visible));
  const cancel = await control(app, /^Cancel$/);
  await press(app, cancel, false);
  await waitFor(app, () => window.boxcar.state().solver.status !== 'running');
  await app.idle();
  const solve = (await controls(app)).find((d) => d.id === cancel.id);
  assert.equal(solve?.label, 'Solve');
  assert.ok(solve.visible, 'the Solve button under the pointer is not covered');
  app.assertNoErrors();
});
