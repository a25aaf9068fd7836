// Messages where the eye is: a failed ?url= import (404 on this server, and a server that sends no CORS
// header), a paste that is neither a level nor a solution, and a successful load, each read from
// boxcar.messages() and checked to stand above the drawn board (never over a square), inside the
// viewport, at the right level; an error stays until dismissed by its close control, information fades
// by itself.
import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { openApp } from './harness.mjs';
import { DESKTOP, PHONE, idle, controls, messages, press, findControl, boardArea } from './person.mjs';
import { THEME, near, sample } from './pixels.mjs';

const LEVEL = '#######\n#     #\n#@$  .#\n#     #\n#######';

// Waits until boxcar.messages() has a message matching `re` (and `level`); returns it.
async function waitForMessage(app, re, level, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const found = (await messages(app)).find((m) => re.test(m.text) && (!level || m.level === level));
    if (found) return found;
    if (Date.now() > end) {
      throw new Error(`no ${level || ''} message matching ${re}; on screen: ${JSON.stringify(await messages(app))}, ` +
        `state().message: ${JSON.stringify((await app.state()).message)}`);
    }
    await app.page.waitForTimeout(100);
  }
}

// The message stands where the eye is: inside the viewport, in the board's area (below the top bar,
// above the action bar), across the drawn board horizontally, and above its squares: it never meets the
// drawn board (../shared/UX.md: beside the board, never over its squares).
async function assertOverBoard(app, message, viewport) {
  const [x, y, w, h] = message.rect;
  assert.ok(x >= 0 && y >= 0 && x + w <= viewport.width && y + h <= viewport.height,
    `message inside the viewport: ${message.rect}`);
  const area = await boardArea(app, viewport);
  assert.ok(y >= area.top - 1 && y + h <= area.bottom + 1,
    `message in the board's area (${y}..${y + h} within ${area.top}..${area.bottom})`);
  const s = await app.state();
  const across = s.board.rotation === 90 ? s.height : s.width, down = s.board.rotation === 90 ? s.width : s.height;
  const left = s.board.origin[0], right = left + across * s.board.cell_px;
  const top = s.board.origin[1], bottom = top + down * s.board.cell_px;
  assert.ok(x < right && x + w > left, `message across the board (${x}..${x + w} vs ${left}..${right})`);
  assert.ok(y + h <= top || y >= bottom, `message beside the drawn board, not over it (${y}..${y + h} vs ${top}..${bottom})`);
}

// A level server on another port that answers without any CORS header.
function startNoCorsServer() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end(LEVEL);
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/level.xsb` }));
  });
}

for (const [size, layout] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${size}: a ?url= that answers 404 is shown as an error over the board until dismissed`, async (t) => {
    const app = await openApp(layout);
    t.after(() => app.close());
    await app.goto('/?url=' + encodeURIComponent(new URL('/levels/missing.xsb', app.url).href));
    await idle(app);
    const m = await waitForMessage(app, /404|not found/i, 'error');
    assert.match(m.text, /missing\.xsb/, 'the message names the address');
    await assertOverBoard(app, m, layout.viewport);
    await app.page.waitForTimeout(6000);
    await idle(app);
    assert.ok((await messages(app)).some((x) => x.text === m.text), 'an error stays on screen');
    const close = findControl(await controls(app), /dismiss|close/i, { section: /message/i });
    assert.ok(close && close.visible && close.enabled, 'the error has a close control');
    await press(app, close, { touch: size === 'phone' });
    await idle(app);
    assert.ok(!(await messages(app)).some((x) => x.text === m.text), 'dismissed');
    // (The browser logs the 404 response itself; that is the failure under test, not a page error.)
    assert.deepEqual(app.errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
  });
}

test('desktop: a ?url= on a server without CORS says so, naming the address', async (t) => {
  const other = await startNoCorsServer();
  t.after(() => other.server.close());
  const app = await openApp(DESKTOP);
  t.after(() => app.close());
  // The browser logs the blocked request itself; that is the failure under test, not a page error.
  await app.goto('/?url=' + encodeURIComponent(other.url));
  await idle(app);
  const m = await waitForMessage(app, /CORS|allow/i, 'error');
  assert.ok(m.text.includes(other.url) || m.text.includes('127.0.0.1'), `names the address: ${m.text}`);
  await assertOverBoard(app, m, DESKTOP.viewport);
});

test('desktop: a paste on the board that is neither a solution nor a level names both expectations', async (t) => {
  const app = await openApp(DESKTOP);
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.page.evaluate(() => navigator.clipboard.writeText('hello, this is a grocery list'));
  const s = await app.state();
  // Focus the page with a click on the board's wall corner (no move), then paste.
  await app.page.mouse.click(s.board.origin[0] + s.board.cell_px / 2, s.board.origin[1] + s.board.cell_px / 2);
  await app.page.keyboard.press('Control+V');
  await idle(app);
  const m = await waitForMessage(app, /.+/, 'error');
  assert.match(m.text, /solution/i, 'says a solution was one thing it could be');
  assert.match(m.text, /level|board/i, 'says a level or board was another');
  await assertOverBoard(app, m, DESKTOP.viewport);
  assert.equal((await app.state()).title, s.title, 'the level on screen is kept');
  app.assertNoErrors();
});

test('desktop: a successful load says so and the information fades by itself', async (t) => {
  const app = await openApp(DESKTOP);
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.page.evaluate((t) => navigator.clipboard.writeText(t), LEVEL);
  await app.page.keyboard.press('Control+V');
  const m = await waitForMessage(app, /loaded|opened|1 level/i, 'info');
  await assertOverBoard(app, m, DESKTOP.viewport);
  await app.page.waitForFunction((text) => !window.boxcar.messages().some((x) => x.text === text), m.text,
    { timeout: 15000, polling: 200 });
  app.assertNoErrors();
});

// The "Solved!" banner at the top of the play board stays in sight: the message strip stands below it.
test('desktop: after solving by keys the green Solved! banner stays in sight above a message, not under it', async (t) => {
  const app = await openApp(DESKTOP);
  t.after(() => app.close());
  await app.goto('/');
  await idle(app);
  assert.equal((await app.call('load', '#######\n#     #\n#@$  .#\n#     #\n#######')).ok, true);
  await idle(app);
  await app.page.locator('canvas').click({ position: { x: 1000, y: 700 } });  // focus the page, not a panel
  for (let i = 0; i < 3; ++i) await app.page.keyboard.press('ArrowRight');
  await idle(app);
  assert.equal((await app.state()).solved, true);
  // A message that stays (an error: a paste that is neither a level nor a solution) while the banner shows.
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
  await app.page.evaluate(() => navigator.clipboard.writeText('hello, this is a grocery list'));
  await app.page.keyboard.press('Control+V');
  await idle(app);
  const m = await waitForMessage(app, /.+/, 'error');
  assert.equal((await app.state()).solved, true, 'the level is still solved: its banner shows');
  const [mx, my] = m.rect;
  // Rows of the column 24 px inside the message's left edge, from the top of the board area down to the
  // message: the banner's green must show there (before this fix the strip covered it).
  const area = await boardArea(app, DESKTOP.viewport);
  const x = mx + 24;
  const ys = [];
  for (let y = Math.ceil(area.top) + 2; y < area.top + 90; y += 2) ys.push(y);
  const px = await sample(app.page, ys.map((y) => [x, y]));
  const green = ys.filter((y, i) => near(px[i], THEME.palettes.dark.bannerGood.slice(0, 3), 24));
  assert.ok(green.length >= 3, `the banner's green shows beside the message at x=${x}: ${JSON.stringify(px.slice(0, 25))}`);
  assert.ok(Math.max(...green) <= my + 1, `the banner (to y=${Math.max(...green)}) is above the message (from y=${my})`);
  app.assertNoErrors();
});
